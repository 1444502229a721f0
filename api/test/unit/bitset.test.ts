import { expect } from 'chai';
import { Bitset } from '../../src/lib/search/bitset.js';

function randomSet(capacity: number, density: number, seed: number): { bits: Bitset; members: Set<number> } {
  const bits = new Bitset(capacity);
  const members = new Set<number>();
  let state = seed;
  for (let slot = 0; slot < capacity; slot++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    if (state / 0x7fffffff < density) {
      bits.set(slot);
      members.add(slot);
    }
  }
  return { bits, members };
}

describe('bitset', () => {
  it('counts members and intersections exactly, sparse or dense, whatever the length', () => {
    for (const capacity of [1, 33, 255, 256, 1000, 4099]) {
      for (const density of [0, 0.001, 0.05, 0.5, 0.97, 1]) {
        const a = randomSet(capacity, density, capacity + 7);
        const b = randomSet(capacity, 0.5, capacity * 3 + 1);
        const { at, count } = a.bits.census(new Uint32Array(a.bits.words.length));
        const both = [...a.members].filter((slot) => b.members.has(slot)).length;
        expect(count, `count ${capacity}/${density}`).to.equal(a.members.size);
        if (at) expect([...at], `words ${capacity}/${density}`).to.deep.equal([...a.bits.words.keys()].filter((w) => a.bits.words[w] !== 0));
        else expect(count, `dense ${capacity}/${density}`).to.be.at.least(a.bits.words.length * 2);
        expect(a.bits.countAndAt(b.bits, at), `and ${capacity}/${density}`).to.equal(both);
        const visited: number[] = [];
        a.bits.forEach((slot) => visited.push(slot));
        expect(visited).to.deep.equal([...a.members]);
      }
    }
  });
});
