import { describe, expect, it } from 'vitest';
import { HandleSet } from './handle-set';

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
