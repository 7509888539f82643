import { describe, expect, it } from 'vitest';
import { memberHandle, readPasted } from './x-handle.plain';

// Issue #38: 'Paste many' reads a phrase as a phrase, and a post's address as its author.

describe('readPasted', () => {
  it('refuses a phrase with punctuation as a whole, so none of its words is added', () => {
    expect(readPasted('not valid handle!!')).toEqual([{ text: 'not valid handle!!', reason: 'phrase' }]);
    // Words without punctuation are handles; the phrase beside them is refused alone.
    expect(readPasted('Congrats @ann, well done!')).toEqual([
      { text: 'Congrats', handle: 'Congrats' },
      { text: '@ann', handle: 'ann' },
      { text: 'well done!', reason: 'phrase' },
    ]);
  });

  it('reads words, lines, commas and semicolons, profile and post addresses', () => {
    expect(readPasted('ann bob\n@cat; x.com/dee, https://twitter.com/Eve_1/status/123456789/photo/1?s=20 12345')).toEqual([
      { text: 'ann', handle: 'ann' },
      { text: 'bob', handle: 'bob' },
      { text: '@cat', handle: 'cat' },
      { text: 'x.com/dee', handle: 'dee' },
      { text: 'https://twitter.com/Eve_1/status/123456789/photo/1?s=20', handle: 'Eve_1' },
      { text: '12345', reason: 'numeric' },
    ]);
    expect(readPasted('  \n ,, ; ')).toEqual([]);
  });

  it('gives every other way in the post address rule too (CSV import, the forms)', () => {
    expect(memberHandle('x.com/ann/status/1')).toEqual({ handle: 'ann' });
    expect(memberHandle('x.com/ann/status/')).toEqual({ reason: 'invalid' });
  });
});
