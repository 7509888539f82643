import { describe, expect, it } from 'vitest';
import { inviteTokenOf } from './invite-token';

const TOKEN = 'a-long-enough-invite-token-0123456789';

describe('the invitation a login page reads from its `next` (issue #38)', () => {
  it('reads the token of this site’s invitation page, given after ? or #', () => {
    expect(inviteTokenOf(`/invite?token=${TOKEN}`)).toBe(TOKEN);
    expect(inviteTokenOf(`/invite#token=${TOKEN}`)).toBe(TOKEN);
  });

  it('reads none from another site, another page, or a token outside the contract’s rule', () => {
    for (const next of [
      `//evil.example/invite?token=${TOKEN}`,
      `https://evil.example/invite?token=${TOKEN}`,
      `/\\evil.example/invite?token=${TOKEN}`,
      `javascript:alert(1)//invite?token=${TOKEN}`,
      `/lists?token=${TOKEN}`,
      `/invite/x?token=${TOKEN}`,
      '/invite?token=short',
      `/invite?token=${'a'.repeat(129)}`,
      '/invite',
      null,
    ]) {
      expect(inviteTokenOf(next), String(next)).toBeNull();
    }
  });
});
