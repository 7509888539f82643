/**
 * The database of Rollcall, one file per feature (drizzle-kit reads this index: drizzle.config.ts).
 * Tables and columns keep the names of spec §3 (snake_case in SQL, camelCase in TypeScript) so the
 * old product's data loads as is; the columns we add all have defaults. Shared column shapes are
 * in columns.ts. Import from here (`../db/schema`), not from the feature files.
 */
export * from './accounts';
export * from './workspaces';
export * from './billing';
export * from './lists';
export * from './draws';
export * from './api-tokens';
export * from './compose';
export * from './blog';
export * from './media';
export * from './extensions';
export * from './admin';
export * from './giveaways';
export * from './jobs';
