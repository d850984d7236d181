import { defineConfig } from 'drizzle-kit';

// Generates SQL migrations from the schema; `npm run db:generate -- --name <change>` (ADR 0001).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
  casing: 'snake_case',
});
