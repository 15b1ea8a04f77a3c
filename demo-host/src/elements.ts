// Defines every element of the kit that exists (each `lib-*.ts` registers its tag), so a route
// whose element has not landed yet shows the host's "not available" page instead of failing.
// The factory's sample element is not part of the app.
import.meta.glob(['../../src/elements/lib-*.ts', '!../../src/elements/lib-sample-*.ts'], {
  eager: true,
});
