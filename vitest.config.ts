import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each API test file starts its own PGlite (or PostgreSQL database): a few seconds at most.
    testTimeout: 60_000,
    hookTimeout: 90_000,
    restoreMocks: true,
  },
});
