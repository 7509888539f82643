import { describe, expect, it } from 'vitest';
import { errorLine } from './error-line';

describe('the line a failure leaves for the admin', () => {
  it('gives the driver’s reason under a failed statement, never the values it carried', () => {
    const driver = new Error('duplicate key value violates unique constraint "users_email_key"');
    const failed = Object.assign(new Error('Failed query: insert into users (email) values ($1)\nparams: someone@example.com'), { query: 'insert into users (email) values ($1)', cause: driver });
    expect(errorLine(failed)).toBe('duplicate key value violates unique constraint "users_email_key"');
    const bare = Object.assign(new Error('Failed query: select 1\nparams: secret'), { query: 'select 1' });
    expect(errorLine(bare)).toBe('A database statement failed');
  });

  it('keeps one line, without U+0000, cut short', () => {
    expect(errorLine(new Error('relay\u0000 down\nsecond line'))).toBe('relay down');
    expect(errorLine('x'.repeat(400))).toHaveLength(300);
    expect(errorLine('x'.repeat(400)).endsWith('…')).toBe(true);
  });
});
