// drizzle-kit reads this for `npm run db:generate`: SQL migrations are generated from the schema
// into src/db/migrations and committed; they are never edited afterwards.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
