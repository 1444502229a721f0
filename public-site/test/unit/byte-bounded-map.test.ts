import { expect } from 'chai';
import { ByteBoundedMap } from '../../server/byte-bounded-map.mjs';

const entry = (bytes: number) => ({ bytes });

describe('ByteBoundedMap', () => {
  it('drops the oldest entries once the bytes kept pass the bound', () => {
    const map = new ByteBoundedMap<{ bytes: number }>(10);
    map.set('a', entry(4));
    map.set('b', entry(4));
    map.set('c', entry(4));
    expect([map.get('a'), map.size, map.bytes]).to.deep.equal([undefined, 2, 8]);
    expect(map.get('b')).to.deep.equal(entry(4));
  });

  it('counts a replaced entry once', () => {
    const map = new ByteBoundedMap<{ bytes: number }>(10);
    map.set('a', entry(6));
    map.set('a', entry(3));
    expect([map.size, map.bytes]).to.deep.equal([1, 3]);
  });

  it('keeps a touched entry over older ones', () => {
    const map = new ByteBoundedMap<{ bytes: number }>(10);
    map.set('a', entry(4));
    map.set('b', entry(4));
    map.touch('a');
    map.set('c', entry(4));
    expect(map.get('a')).to.deep.equal(entry(4));
    expect(map.get('b')).to.equal(undefined);
  });

  it('keeps nothing larger than the bound', () => {
    const map = new ByteBoundedMap<{ bytes: number }>(10);
    map.set('a', entry(4));
    map.set('huge', entry(11));
    expect([map.size, map.bytes]).to.deep.equal([0, 0]);
  });

  it('forgets everything on clear and one entry on delete', () => {
    const map = new ByteBoundedMap<{ bytes: number }>(10);
    map.set('a', entry(4));
    map.set('b', entry(5));
    map.delete('a');
    expect([map.size, map.bytes]).to.deep.equal([1, 5]);
    map.clear();
    expect([map.size, map.bytes, [...map.values()]]).to.deep.equal([0, 0, []]);
  });
});
