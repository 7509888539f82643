import path from 'node:path';
import type { Config } from '../config';

/** Where the data lives, for logs and start-up errors, without the password of a DATABASE_URL. */
export function describeDatabaseTarget(config: Pick<Config, 'databaseUrl' | 'dataDir'>): string {
  if (!config.databaseUrl) {
    const relative = path.relative(process.cwd(), config.dataDir);
    return `PGlite in ${relative === '' ? '.' : relative.startsWith('..') ? config.dataDir : relative}`;
  }
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}
