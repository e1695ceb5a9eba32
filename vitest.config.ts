import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real PTYs and real agent CLIs: keep parallelism modest on a 2-core machine.
    maxWorkers: 2,
  },
});
