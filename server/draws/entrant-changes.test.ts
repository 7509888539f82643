import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEntrantsChanges, entrantsChange, entrantsChangeOfParts } from './entrant-changes';

const applyEntrantsChange = (base: string, change: ReturnType<typeof entrantsChange>) => applyEntrantsChanges(base, [change]);

/**
 * A selection's list stored as a change to its list before (issue #40): applied to the list before,
 * the change must give back the list exactly, whatever changed and wherever, or a certificate
 * would show other entrants than were drawn (readEntrantList would refuse it: its fingerprint).
 */
describe('an entrant list as a change to another', () => {
  const lines = fc.array(fc.string({ unit: fc.constantFrom(...'abAB01_'), minLength: 1, maxLength: 15 }), { maxLength: 40 });

  it('gives back the list after, from the list before, for any two short lists', () => {
    fc.assert(
      fc.property(lines, lines, (before, after) => {
        const change = entrantsChange(before.join('\n'), after.join('\n'));
        expect(applyEntrantsChange(before.join('\n'), change)).toBe(after.join('\n'));
      }),
      { numRuns: 3000 },
    );
  });

  const members = Array.from({ length: 100_000 }, (_, i) => `member_${String(i).padStart(6, '0')}`);
  const before = members.join('\n');
  const edit = fc.record({ at: fc.nat(members.length - 1), what: fc.constantFrom('add', 'remove', 'rename', 'move') });
  /** The list with each edit made in turn: a member added, removed, renamed, or moved to the end. */
  const edited = (list: readonly string[], edits: readonly { at: number; what: string }[]) => {
    const changed = [...list];
    for (const { at, what } of edits) {
      const place = Math.min(at, changed.length - 1);
      if (what === 'add') changed.splice(place, 0, `newcomer_${String(at)}`);
      else if (what === 'remove') changed.splice(place, 1);
      else if (what === 'rename') changed[place] = `renamed_${String(at)}`;
      else changed.push(...changed.splice(place, 1));
    }
    return changed;
  };

  it('holds about a chunk of lines for each place that changed, anywhere in 100,000 members: added, removed, renamed or moved', () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 6 }), (edits) => {
        const changed = edited(members, edits);
        const after = changed.join('\n');
        const change = entrantsChange(before, after);
        expect(applyEntrantsChange(before, change)).toBe(after);
        // A chunk is 64 lines of 15 characters on average: far less than the list for a few edits.
        expect(change.text.length).toBeLessThan(edits.length * 64 * 15 * 8);
      }),
      { numRuns: 100 },
    );
  });

  it('rebuilds the last of a chain of lists, each kept as a change to the one before, from the first', () => {
    fc.assert(
      fc.property(fc.array(fc.array(edit, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 6 }), (rounds) => {
        let changed = [...members];
        let list = before;
        const changes = [];
        for (const edits of rounds) {
          changed = edited(changed, edits);
          const next = changed.join('\n');
          changes.push(entrantsChange(list, next));
          list = next;
        }
        expect(applyEntrantsChanges(before, changes)).toBe(list);
      }),
      { numRuns: 30 },
    );
    // Short lists, changed at random: any chain.
    const lines = fc.array(fc.string({ unit: fc.constantFrom(...'ab\n'), maxLength: 30 }), { minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(lines, (texts) => {
        const changes = texts.slice(1).map((text, i) => entrantsChange(texts[i]!, text));
        expect(applyEntrantsChanges(texts[0]!, changes)).toBe(texts.at(-1));
      }),
      { numRuns: 2000 },
    );
  });

  it('holds nothing for the same list, and the whole list for another one', () => {
    expect(entrantsChange(before, before)).toEqual({ steps: [0, before.length, 0], text: '' });
    const other = members.map((handle) => handle.toUpperCase()).join('\n');
    expect(entrantsChange(before, other).text.length).toBeGreaterThan(other.length * 0.9);
  });

  it('refuses a change that does not fit its base rather than make another list', () => {
    const change = entrantsChange(before, `${before}\nlate`);
    expect(() => applyEntrantsChange(before.slice(0, 100), change)).toThrow(/does not fit/);
    expect(() => applyEntrantsChange(before, { ...change, text: `${change.text}x` })).toThrow(/does not fit/);
  });
});

/** The change worked out list by list (issue #40, decision 047): whatever the parts, it rebuilds the list after from the list before. */
describe('an entrant list as a change to another, worked out from its lists', () => {
  const part = fc.record({ separated: fc.boolean(), text: fc.string({ unit: fc.constantFrom(...'ab\n'), maxLength: 12 }) });
  const whole = (parts: { separated: boolean; text: string }[]) => parts.map((p) => (p.separated ? `\n${p.text}` : p.text)).join('');

  it('rebuilds the list after, for parts that line up (some the same) and for parts that do not', () => {
    fc.assert(
      fc.property(fc.array(part, { maxLength: 6 }), fc.array(fc.option(part), { maxLength: 6 }), fc.array(part, { maxLength: 6 }), (before, edits, other) => {
        const after = before.map((was, i) => edits[i] ?? was);
        expect(applyEntrantsChanges(whole(before), [entrantsChangeOfParts(before, after)])).toBe(whole(after));
        expect(applyEntrantsChanges(whole(before), [entrantsChangeOfParts(before, other)])).toBe(whole(other));
      }),
      { numRuns: 2000 },
    );
  });
});
