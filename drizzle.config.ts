import { defineConfig } from 'drizzle-kit';

// One migrations folder serves PGlite and PostgreSQL: both are the postgresql dialect.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
