import { describe, expect, it } from 'vitest';
import type { Db } from './open';
import { prepared, useNamedStatements } from './prepared';

describe('statements prepared once per handle (issue #39)', () => {
  it('names them on a direct connection, and never again once a database behind a pooler is opened in the process', () => {
    const names: string[] = [];
    const build = (_handle: Db, statementName: string) => names.push(statementName);
    prepared({} as Db, 'direct', build);
    // A database behind a pooler, then a direct one opened later in the same process (a test's, a tool's).
    useNamedStatements(false);
    useNamedStatements(true);
    prepared({} as Db, 'pooled', build);
    expect(names).toEqual(['direct', '']);
  });

  it('builds a statement once per handle', () => {
    const handle = {} as Db;
    let built = 0;
    const build = () => (built += 1);
    prepared(handle, 'once', build);
    prepared(handle, 'once', build);
    prepared({} as Db, 'once', build);
    expect(built).toBe(2);
  });
});
