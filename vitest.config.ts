import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    // The hardening suite runs on its own (vitest.hardening.config.ts).
    exclude: ['test/hardening/**', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real PTYs and real agent CLIs: keep parallelism modest on a 2-core machine.
    maxWorkers: 2,
  },
});
