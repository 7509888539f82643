import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a new SQL migration from server/db/schema/ (one file per feature, re-exported by index.ts).
// Migrations are applied at start and by `npm run db:migrate` (server/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
