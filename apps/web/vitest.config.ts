import { fileURLToPath, URL } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Each file in a fresh VM context of a long-lived worker thread, not a new process: the
    // environment and the packages are set up once per worker (a third off the web suite).
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Rendered routes take a few seconds on a busy two-core machine; the limit only catches hangs.
    testTimeout: 15_000,
  },
});
