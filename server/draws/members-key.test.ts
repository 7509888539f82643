import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membersKeyBySorting, membersKeyOf } from './storage';

/**
 * The members key (docs/draws.md "Other draws") relates a draw to every earlier draw of the same
 * people: the radix sort that makes it fast at a million handles (issue #40) must give exactly the
 * key of the definition, or a new draw would stop finding the old ones.
 */
describe('the members key', () => {
  const handle = fc.string({ unit: fc.constantFrom(...'abcXYZ019_'), minLength: 0, maxLength: 15 });
  const line = fc.oneof({ weight: 8, arbitrary: handle }, { weight: 1, arbitrary: fc.string({ maxLength: 40 }) }, { weight: 1, arbitrary: fc.string({ unit: 'binary-ascii', maxLength: 40 }) });

  it('is the definition for any text: handles, their other spellings, repeats, empty lines, long lines, other characters', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const text = lines.join('\n');
        expect(membersKeyOf(text)).toBe(text === '' ? membersKeyBySorting('') : membersKeyBySorting(text.toLowerCase()));
      }),
      { numRuns: 2000 },
    );
  });

  it('is the same for the same people in another order and spelling, and differs when one is missing', () => {
    const people = Array.from({ length: 50_000 }, (_, i) => `u${(i * 7919) % 50_000}_${i % 7}`);
    const key = membersKeyOf(people.join('\n'));
    expect(key).toBe(membersKeyBySorting(people.join('\n')));
    expect(membersKeyOf([...people].reverse().map((p) => p.toUpperCase()).join('\n'))).toBe(key);
    expect(membersKeyOf([...people, people[3]!.toUpperCase()].join('\n'))).toBe(key);
    expect(membersKeyOf(people.slice(1).join('\n'))).not.toBe(key);
  });
});
