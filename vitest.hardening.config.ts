import { defineConfig } from 'vitest/config';

/**
 * The hardening suite (`npm run test:hardening`, part of `npm test`): faults,
 * load and hostile input against real processes, each file printing the
 * figures it proves. Kept apart from the unit suite so it runs once, alone,
 * on a 2-core machine (its timings are part of what it checks).
 */
export default defineConfig({
  test: {
    include: ['test/hardening/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 1,
  },
});
