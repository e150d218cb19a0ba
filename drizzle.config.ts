import { defineConfig } from 'drizzle-kit';

// Used only by `npm run db:generate` to write SQL migrations from api/src/db/schema.
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema/index.ts',
  out: './api/src/db/migrations',
});
