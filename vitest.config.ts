// Two test projects: `unit` (shared packages, lint rules and the web app, fast, no database) and `server`
// (API routes through `inject` on PGlite, or on PostgreSQL when DATABASE_URL is set).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/test/**/*.test.ts', 'tools/*/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
    ],
  },
});
