import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/src/**/*.spec.ts', 'tests/**/*.spec.ts'],
    exclude: ['**/node_modules/**', 'client/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Files share their worker's modules (imports and PGlite's compiled WASM once per worker, not once per file):
    // a file that changes process.env or a module setting puts it back (see student-fees-no-provider, input-bounds).
    isolate: false,
    // Embedded runs: one migrated, seeded PGlite per run that every test file copies (startTestApp).
    globalSetup: ['./tests/support/pglite-template.ts'],
    maxWorkers: 2,
    reporters: ['default', './tests/support/summary-reporter.ts'],
  },
});
