import { runDatabaseCommand } from '../db/cli';
import { seedDemoContent } from './demo-content';

/** `npm run seed`: demo blog posts, categories, tags and extensions, on a database that has none. */
runDatabaseCommand('Seeding failed', async (database) =>
  (await seedDemoContent(database.db)) ? 'Demo content written' : 'The database already has content (or had the demo once): nothing written',
);
