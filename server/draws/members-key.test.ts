import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { membersKeyBySorting, membersKeyOf, sortedHandlesOf } from './members-key';

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

/**
 * After a change to a cached selection the shoot mends the members key's sorted handles instead of
 * sorting them again (issue #40): whatever the change, the key must be the definition's.
 */
describe('the members key after a change (SortedHandles.with)', () => {
  const handle = fc.string({ unit: fc.constantFrom(...'abz019_'), minLength: 1, maxLength: 4 });

  it('is the key of the set after the change, change after change', () => {
    fc.assert(
      fc.property(fc.uniqueArray(handle), fc.array(fc.tuple(fc.uniqueArray(handle, { maxLength: 5 }), fc.array(fc.nat(), { maxLength: 5 })), { maxLength: 6 }), (start, changes) => {
        let members = new Set(start);
        let sorted = sortedHandlesOf([...members].join('\n'))!;
        for (const [joining, leaving] of changes) {
          const gone = [...new Set(leaving.map((at) => [...members][at % Math.max(1, members.size)]).filter((name): name is string => name !== undefined))];
          const added = joining.filter((name) => !members.has(name) && !gone.includes(name));
          members = new Set([...[...members].filter((name) => !gone.includes(name)), ...added]);
          sorted = sorted.with({ added, removed: gone })!;
          expect(sorted).toBeDefined();
          expect(sorted.size).toBe(members.size);
          expect(sorted.key).toBe(membersKeyBySorting([...members].join('\n')));
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('is the same key hashed off the main thread (the shoot hashes its entrant list meanwhile)', async () => {
    for (const text of ['', 'ann', 'Bob\nann\nBOB\ncat', Array.from({ length: 5_000 }, (_, i) => `M${String((i * 7919) % 5_000)}`).join('\n')]) {
      const sorted = sortedHandlesOf(text)!;
      const mended = sorted.with({ added: ['zed'], removed: [] })!;
      expect(await sorted.keyOffThread()).toBe(membersKeyBySorting(text.toLowerCase()));
      expect(await mended.keyOffThread()).toBe(membersKeyBySorting(`${text.toLowerCase()}\nzed`.replace(/^\n/, '')));
      expect(sorted.key).toBe(await sorted.keyOffThread());
    }
  });

  it('keeps each text’s key though the next changes write into its memory, and mends a text once only', async () => {
    const names = Array.from({ length: 3_000 }, (_, i) => `m${String(i)}`);
    const texts = [sortedHandlesOf(names.join('\n'))!];
    const keys = [membersKeyBySorting(names.join('\n'))];
    let members = names;
    for (let change = 0; change < 6; change += 1) {
      const removed = names.filter((_, i) => i % 97 === change);
      members = [...members.filter((name) => !removed.includes(name)), `new${String(change)}`];
      const mended = texts.at(-1)!.with({ added: [`new${String(change)}`], removed })!;
      expect(mended).toBeDefined();
      texts.push(mended);
      keys.push(membersKeyBySorting(members.join('\n')));
    }
    // Spent: a second change from the same text is refused (the caller sorts again).
    expect(texts[0]!.with({ added: ['zed'], removed: [] })).toBeUndefined();
    expect(await Promise.all(texts.map((text) => text.keyOffThread()))).toEqual(keys);
    expect(texts.at(-1)!.key).toBe(keys.at(-1));
  });

  it('gives up (the caller sorts again) on a change that does not fit: a handle added twice, one removed that is not there, a line feed, too many', () => {
    const sorted = sortedHandlesOf('ann\nbob')!;
    expect(sorted.with({ added: ['ann'], removed: [] })).toBeUndefined();
    expect(sorted.with({ added: [], removed: ['cat'] })).toBeUndefined();
    expect(sorted.with({ added: ['c\nd'], removed: [] })).toBeUndefined();
    expect(sorted.with({ added: ['cat'], removed: ['ann'] })!.key).toBe(membersKeyOf('bob\ncat'));
    // A change of more than a sixteenth of the members: sorting again is cheaper.
    const many = sortedHandlesOf(Array.from({ length: 10_000 }, (_, i) => `m${String(i)}`).join('\n'))!;
    expect(many.with({ added: [], removed: Array.from({ length: 700 }, (_, i) => `m${String(i)}`) })).toBeUndefined();
    expect(many.with({ added: [], removed: Array.from({ length: 500 }, (_, i) => `m${String(i)}`) })!.size).toBe(9_500);
  });
});
