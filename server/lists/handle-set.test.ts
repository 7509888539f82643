import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { membersKeyOf, sortedHandlesOf } from '../draws/members-key';
import { HandleSet, textPartsOf } from './handle-set';
import { fingerprintOf } from '../draws/storage';
import { applyEntrantsChanges, entrantsChangeOfParts } from '../draws/entrant-changes';

/** What HandleSet must equal: the first spelling of each handle, compared in lower case. */
function reference(names: string[]): string[] {
  const seen = new Map<string, string>();
  for (const name of names) if (name && !seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()];
}

function everything(set: HandleSet): string[] {
  return set.pick(Array.from({ length: set.size }, (_, i) => i));
}

describe('HandleSet (the shoot’s distinct members)', () => {
  it('keeps each handle once, whatever its case, in its first spelling', () => {
    const set = new HandleSet(['Ann', 'bob', 'ANN', 'cat', 'Bob', 'ann_', 'an'].join('\n'));
    expect(everything(set)).toEqual(['Ann', 'bob', 'cat', 'ann_', 'an']);
  });

  it('agrees with a plain Map on thousands of random handles with case variants', () => {
    const alphabet = 'abcXYZ_09';
    let seed = 7;
    const random = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n);
    const names = Array.from({ length: 20_000 }, () => Array.from({ length: 1 + random(4) }, () => alphabet[random(alphabet.length)]).join(''));
    const set = new HandleSet(names.join('\n'), names.length);
    expect(everything(set)).toEqual(reference(names));
    // The entrant list a draw publishes is the same handles, in the same order, with or without some left out.
    expect(set.text()).toBe(reference(names).join('\n'));
    const some = set.fresh();
    for (const name of names.slice(0, 500)) some.delete(name);
    expect(some.text()).toBe(everything(some).join('\n'));
  });

  it('writes the handles left as a draw’s entrant list, one per line, in the order it picks them', () => {
    const set = new HandleSet(['Ann', 'bob', 'ANN', 'cat'].join('\n'));
    expect(set.text()).toBe('Ann\nbob\ncat');
    const plain = new HandleSet(['x', 'y', 'z'].join('\n'));
    expect(plain.text()).toBe('x\ny\nz');
    const copy = plain.fresh();
    copy.delete('Y');
    expect(copy.text()).toBe('x\nz');
    expect(copy.text().split('\n')).toEqual(everything(copy));
    expect(plain.fresh().text()).toBe('x\ny\nz');
    expect(new HandleSet('').text()).toBe('');
  });

  it('keeps lines of 255 characters and more whole (no handle is, but a list reaching the table another way still gets the right set)', () => {
    const long = (n: number, c: string) => c.repeat(n);
    const names = [long(254, 'a'), long(255, 'b'), long(300, 'C'), 'x', long(300, 'c'), long(255, 'B'), long(1000, 'd')];
    const set = new HandleSet(names.join('\n'));
    expect(everything(set)).toEqual(reference(names));
    expect(set.text()).toBe(reference(names).join('\n'));
    const some = set.fresh();
    expect(some.delete(long(300, 'c'))).toBe(true);
    expect(some.delete('X')).toBe(true);
    expect(some.text()).toBe([long(254, 'a'), long(255, 'b'), long(1000, 'd')].join('\n'));
  });

  it('is empty for no members and skips empty entries', () => {
    expect(new HandleSet('').size).toBe(0);
    expect(everything(new HandleSet('\na\n\nb\n'))).toEqual(['a', 'b']);
  });

  it('leaves out handles in any case, and positions then run over what is left', () => {
    const set = new HandleSet('a\nB\nc\nd');
    expect(set.delete('b')).toBe(true);
    expect(set.delete('B')).toBe(false);
    expect(set.delete('zed')).toBe(false);
    expect(set.size).toBe(3);
    expect(set.pick([2, 0, 1])).toEqual(['d', 'a', 'c']);
  });

  it('gives fresh copies that do not see each other’s removals', () => {
    const cached = new HandleSet('a\nb\nc');
    const one = cached.fresh();
    one.delete('a');
    expect(one.size).toBe(2);
    expect(everything(cached.fresh())).toEqual(['a', 'b', 'c']);
    expect(cached.size).toBe(3);
  });

  it('refuses a count that understates the entries rather than dropping members', () => {
    expect(() => new HandleSet('a\nb\nc', 2)).toThrow(/more than the 2/);
  });
});

/**
 * The shoot right after a change to one list of a million-member selection (issue #40) works the
 * set out from the one before instead of building it again. Whatever the lists and the change,
 * what it gives must be the set built whole: the same entrants in the same order, the same
 * handles found and left out in any spelling, and what entered and left the set exactly.
 */
describe('HandleSet.afterLists (a set after a change to some of its lists)', () => {
  // A character outside ASCII now and then (the Kelvin sign lower-cases to an ASCII k): never a handle, but never a wrong set either.
  const handle = fc.oneof(
    { weight: 30, arbitrary: fc.string({ unit: fc.constantFrom(...'abAB_1kK'), minLength: 1, maxLength: 3 }) },
    { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...'kK', '\u212A'), minLength: 1, maxLength: 2 }) },
  );
  const list = fc.uniqueArray(handle, { maxLength: 12, comparator: (a, b) => a.toLowerCase() === b.toLowerCase() });
  const join = (lists: string[][]) => lists.filter((names) => names.length > 0).map((names) => names.join('\n')).join('\n');
  const ofLists = (lists: string[][]) => HandleSet.ofLists(lists.map((names) => ({ names: names.join('\n'), entries: names.length })));
  const shape = (names: string[], changed: boolean) => ({ length: names.join('\n').length, entries: names.length, ...(changed ? { names: names.join('\n') } : {}) });
  // The index's folding: ASCII letters only.
  const lower = (set: HandleSet) => new Set(everything(set).map((name) => name.replace(/[A-Z]/g, (letter) => letter.toLowerCase())));

  function expectSame(derived: HandleSet, whole: HandleSet, names: string[]): void {
    expect(derived.text()).toBe(whole.text());
    expect(derived.size).toBe(whole.size);
    expect(everything(derived)).toEqual(everything(whole));
    // The index: every handle found once, in any spelling, and nothing else.
    const copy = derived.fresh();
    for (const name of names) copy.delete(name.toUpperCase());
    expect(copy.size).toBe(0);
    expect(derived.fresh().delete('zz')).toBe(false);
    // Some left out (as a skip or rotation draw leaves them): the same list, places and picks.
    const [some, someWhole] = [derived.fresh(), whole.fresh()];
    for (const name of names.filter((_, i) => i % 3 === 1)) expect(some.delete(name)).toBe(someWhole.delete(name));
    expect(some.text()).toBe(someWhole.text());
    expect(some.leftOutPositions()).toEqual(someWhole.leftOutPositions());
    expect(everything(some)).toEqual(everything(someWhole));
    // Its entrant list is hashed in parts, never joined: the same fingerprint, the same length.
    expect(fingerprintOf(derived.textParts())).toBe(fingerprintOf(whole.text()));
    expect(derived.textLength()).toBe(whole.text().length);
  }

  it('is the set built whole, for any lists and any change to any of them, change after change; and every set before still is its own', () => {
    let worked = 0;
    fc.assert(
      fc.property(fc.array(list, { minLength: 1, maxLength: 12 }), fc.array(fc.tuple(fc.nat(), list, fc.boolean(), fc.boolean()), { minLength: 1, maxLength: 6 }), (start, changes) => {
        let lists = start;
        let set = ofLists(lists);
        let sorted = sortedHandlesOf(set.text());
        // Every set so far, as a shoot that began before a change still holds it: the index it handed on is read back through what the changes overwrote.
        const earlier: { set: HandleSet; whole: HandleSet; names: string[] }[] = [{ set, whole: ofLists(lists), names: lists.flat() }];
        for (const [which, names, twice, lookBack] of changes) {
          const at = which % lists.length;
          const next = lists.map((old, i) => (i === at ? names : old));
          const derive = () => HandleSet.afterLists(set, lists.map((old) => shape(old, false)), next.map((now, i) => shape(now, i === at)), Infinity);
          const derived = derive();
          const whole = new HandleSet(join(next), next.reduce((sum, now) => sum + now.length, 0));
          if (derived) {
            expectSame(derived.handles, whole, next.flat());
            // Two shoots working the same change out from the same set (the second from the index it handed on): the same set.
            if (twice) {
              const again = derive();
              expect(again).toBeDefined();
              expectSame(again!.handles, whole, next.flat());
              expectSame(derived.handles, whole, next.flat());
            }
            // The entrant list as a change to the one before, worked out list by list, rebuilds it.
            const change = entrantsChangeOfParts(textPartsOf(set.earlier('')), textPartsOf(derived.handles.earlier('')));
            expect(applyEntrantsChanges(set.text(), [change])).toBe(whole.text());
            const [before, after] = [lower(set), lower(whole)];
            expect(new Set(derived.change.added)).toEqual(new Set([...after].filter((name) => !before.has(name))));
            expect(new Set(derived.change.removed)).toEqual(new Set([...before].filter((name) => !after.has(name))));
            // The members key mended with the change, when it can be, is the key of the set built whole.
            const mended = sorted?.with(derived.change);
            if (mended) expect(mended.key).toBe(membersKeyOf(whole.text()));
            sorted = mended ?? sortedHandlesOf(whole.text());
            set = derived.handles;
            worked += 1;
          } else {
            set = ofLists(next);
            sorted = sortedHandlesOf(whole.text());
          }
          lists = next;
          earlier.push({ set, whole, names: next.flat() });
          if (lookBack) for (const before of earlier.slice(-3, -1).reverse()) expectSame(before.set, before.whole, before.names);
        }
        // The oldest first: its index is put back through every change since.
        for (const before of earlier) expectSame(before.set, before.whole, before.names);
      }),
      { numRuns: 3000 },
    );
    // Given up only when the index would be too full: nearly every change was worked out.
    expect(worked).toBeGreaterThan(5000);
  });

  it('works a change to one list of many out from the set before (not giving up), with repeats across lists', () => {
    const lists = Array.from({ length: 50 }, (_, l) => Array.from({ length: 40 }, (_, m) => `u${String((l * 40 + m) % 1500)}`));
    const set = ofLists(lists);
    expect(set.size).toBe(1500);
    for (const at of [0, 20, 49]) {
      // One joins, one leaves (a handle another list holds too, so it is first there now).
      const names = [...lists[at]!.slice(1), `NEW${String(at)}`];
      const next = lists.map((old, i) => (i === at ? names : old));
      const derived = HandleSet.afterLists(set, lists.map((old) => shape(old, false)), next.map((now, i) => shape(now, i === at)));
      expect(derived).toBeDefined();
      expectSame(derived!.handles, new HandleSet(join(next), 2000), next.flat());
      expect(derived!.change).toEqual({ added: [`new${String(at)}`], removed: at === 20 ? ['u800'] : [] });
    }
  });

  it('builds the set whole after a large change, a large list emptied included (worked out, it would cost more)', () => {
    const lists = [Array.from({ length: 3000 }, (_, m) => `big${String(m)}`), ['a', 'b'], Array.from({ length: 1000 }, (_, m) => `c${String(m)}`)];
    const set = ofLists(lists);
    const emptied = [[], ['a', 'b'], lists[2]!];
    expect(HandleSet.afterLists(set, lists.map((old) => shape(old, false)), emptied.map((now, i) => shape(now, i === 0)))).toBeUndefined();
    const small = [lists[0]!, ['a'], lists[2]!];
    expect(HandleSet.afterLists(set, lists.map((old) => shape(old, false)), small.map((now, i) => shape(now, i === 1)))).toBeDefined();
  });

  it('is the set built whole for raw lists too: empty lines, a line feed at the end, case variants in a list, several lists changed at once, a list outgrowing its room', () => {
    const line = fc.oneof({ weight: 8, arbitrary: fc.string({ unit: fc.constantFrom(...'abAB_1'), minLength: 1, maxLength: 3 }) }, { weight: 1, arbitrary: fc.constant('') });
    const raw = fc.array(line, { maxLength: 40 }).map((lines) => lines.join('\n'));
    const entriesOf = (text: string) => (text === '' ? 0 : text.split('\n').length);
    const wholeOf = (texts: string[]) => new HandleSet(texts.filter((text) => text.length > 0).join('\n'));
    let worked = 0;
    fc.assert(
      fc.property(fc.array(raw, { minLength: 1, maxLength: 8 }), fc.array(fc.array(fc.tuple(fc.nat(), raw), { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 4 }), (start, changes) => {
        let texts = start;
        let set = HandleSet.ofLists(texts.map((names) => ({ names, entries: entriesOf(names) })));
        expect(set.text()).toBe(wholeOf(texts).text());
        for (const change of changes) {
          const next = [...texts];
          const touched = new Set<number>();
          for (const [which, names] of change) {
            next[which % texts.length] = names;
            touched.add(which % texts.length);
          }
          const derived = HandleSet.afterLists(
            set,
            texts.map((text) => ({ length: text.length, entries: entriesOf(text) })),
            next.map((text, i) => ({ length: text.length, entries: entriesOf(text), ...(touched.has(i) ? { names: text } : {}) })),
            Infinity,
          );
          const whole = wholeOf(next);
          if (derived) {
            worked += 1;
            expectSame(derived.handles, whole, next.join('\n').split('\n').filter((name) => name !== ''));
            const entrants = entrantsChangeOfParts(textPartsOf(set.earlier('')), textPartsOf(derived.handles.earlier('')));
            expect(applyEntrantsChanges(set.text(), [entrants])).toBe(whole.text());
            set = derived.handles;
          } else set = HandleSet.ofLists(next.map((names) => ({ names, entries: entriesOf(names) })));
          expect(set.text()).toBe(whole.text());
          texts = next;
        }
      }),
      { numRuns: 1500 },
    );
    expect(worked).toBeGreaterThan(1000);
  });

  it('keeps no empty line in the entrant list of a list ending in a line feed', () => {
    const set = HandleSet.ofLists([{ names: 'a\n', entries: 2 }, { names: 'b', entries: 1 }]);
    expect(set.text()).toBe('a\nb');
    expect([...set.textParts()].join('')).toBe('a\nb');
    expect(set.textLength()).toBe(3);
    expect(new HandleSet('a\n').text()).toBe('a');
  });

  it('picks any number of places, a whole round of a rotation among them', () => {
    const set = new HandleSet(Array.from({ length: 1_000_000 }, (_, i) => `h${String(i)}`).join('\n'), 1_000_000);
    const places = Array.from({ length: 1_000_000 }, (_, i) => i);
    expect(set.fresh().pick(places).at(-1)).toBe('h999999');
  });

  it('is one piece when a selection holds too many lists, one of them huge, for an index place of 31 bits (then a change builds it whole)', () => {
    const big = Array.from({ length: 1_000_000 }, (_, m) => `b${String(m)}`);
    const lists = [big, ...Array.from({ length: 1024 }, (_, l) => [`s${String(l)}`, `B${String(l)}`])];
    const set = ofLists(lists);
    const whole = new HandleSet(join(lists));
    expect(set.size).toBe(whole.size);
    expect(set.text()).toBe(whole.text());
    expect(set.pick([0, 999_999, 1_000_000, set.size - 1])).toEqual(['b0', 'b999999', 's0', 's1023']);
    const next = lists.map((names, i) => (i === 5 ? [...names, 'new'] : names));
    expect(HandleSet.afterLists(set, lists.map((old) => shape(old, false)), next.map((now, i) => shape(now, i === 5)))).toBeUndefined();
  });

  it('lets a set worked out so be copied and left out of without touching the set before', () => {
    const lists = [['a', 'b'], ['c', 'd'], ['e']];
    const set = ofLists(lists);
    const next = [['a', 'b'], ['c', 'x', 'd'], ['e']];
    const derived = HandleSet.afterLists(set, lists.map((old) => shape(old, false)), next.map((now, i) => shape(now, i === 1)), Infinity)!.handles;
    expect(derived.fresh().delete('X')).toBe(true);
    expect(set.fresh().delete('x')).toBe(false);
    expect(everything(set.fresh())).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(everything(derived.fresh())).toEqual(['a', 'b', 'c', 'x', 'd', 'e']);
  });
});
