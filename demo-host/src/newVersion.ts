/**
 * A page left open across a deploy still runs the old build, whose screen files the new build
 * replaced: the first time it shows a screen it had not loaded, that screen's file is gone, and
 * Retry cannot bring it back. When a screen's file fails to load (Vite's `vite:preloadError`), the
 * page asks the server for itself: if it now loads another main script, a new version is out, and
 * the page reloads into it. When the server cannot be reached, or still serves this version, the
 * element's own error and Retry stand, as for any other failure.
 */
export function reloadOnNewVersion(): void {
  let checking = false;
  window.addEventListener('vite:preloadError', () => {
    if (checking) return;
    checking = true;
    void servedScript()
      .then((served) => {
        if (served !== null && served !== currentScript() && !reloadedFor(served)) {
          sessionStorage.setItem(RELOADED, JSON.stringify({ script: served, at: Date.now() }));
          location.reload();
        }
      })
      .finally(() => {
        checking = false;
      });
  });
}

const RELOADED = 'lib-reloaded-for-version';

/**
 * Whether this tab reloaded for `script` within the last minute and came back without it: servers
 * behind one address in the middle of a deploy, or a cache, still give the old page. Reloading
 * again would loop; the screen's error and Retry stand instead.
 */
function reloadedFor(script: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED) ?? 'null') as {
      script?: unknown;
      at?: unknown;
    } | null;
    return last?.script === script && typeof last.at === 'number' && Date.now() - last.at < 60_000;
  } catch {
    return false;
  }
}

const MAIN_SCRIPT = 'script[type="module"][src]';

function currentScript(): string | null {
  return document.querySelector<HTMLScriptElement>(MAIN_SCRIPT)?.src ?? null;
}

/** The main script of the page as the server serves it now; null when it cannot be asked. */
async function servedScript(): Promise<string | null> {
  try {
    const response = await fetch(location.pathname, { cache: 'no-store' });
    if (!response.ok) return null;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const src = page.querySelector(MAIN_SCRIPT)?.getAttribute('src');
    return src ? new URL(src, location.href).href : null;
  } catch {
    return null;
  }
}
