import { defineConfig } from 'vitest/config';

// Each suite is a project: `vitest run --project unit` runs the DOM-free tests (contract, client,
// session, machines, pure modules).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
    ],
  },
});
