import { expect } from 'chai';
import { SearchIndex } from '../../src/lib/search/search-index.js';
import { tokenize } from '../../src/lib/search/tokenize.js';

interface Doc {
  id: number;
  title: string;
  skills: string[];
  remote: string;
  level: string;
  salary: number | null;
  date: number;
}

const schema = {
  id: (d: Doc) => d.id,
  text: [
    { weight: 10, value: (d: Doc) => d.title },
    { weight: 5, value: (d: Doc) => d.skills },
  ],
  facets: { remote: (d: Doc) => d.remote, level: (d: Doc) => d.level },
  sorts: { date: (d: Doc) => d.date, salary: (d: Doc) => d.salary },
};

const docs: Doc[] = [
  { id: 1, title: 'Backend Engineer', skills: ['Go', 'PostgreSQL'], remote: 'full', level: 'none', salary: 9e6, date: 5 },
  { id: 2, title: 'Data Scientist', skills: ['R', 'Python'], remote: 'partial', level: 'fluent', salary: 7e6, date: 4 },
  { id: 3, title: 'QA Engineer', skills: ['Selenium'], remote: 'full', level: 'fluent', salary: null, date: 3 },
  { id: 4, title: 'ソフトウェアエンジニア', skills: ['C'], remote: 'none', level: 'native', salary: 6e6, date: 2 },
  { id: 5, title: 'AI Researcher', skills: ['C++', 'Python'], remote: 'partial', level: 'none', salary: 12e6, date: 1 },
  { id: 6, title: 'iOS Developer', skills: ['Swift'], remote: 'full', level: 'none', salary: 8e6, date: 6 },
];

function index() {
  const i = new SearchIndex(schema);
  i.upsert(docs);
  return i;
}
const ids = (i: SearchIndex<Doc>, text: string, extra = {}) => i.search({ text, offset: 0, limit: 10, ...extra }).ids;

describe('search index', () => {
  it('keeps technology names and splits Japanese into bigrams', () => {
    expect(tokenize('C++ and C#, Node.js.')).to.deep.equal(['c++', 'and', 'c#', 'node.js']);
    expect(tokenize('エンジニア')).to.deep.equal(['エン', 'ンジ', 'ジニ', 'ニア']);
    // A Latin word ends where Japanese begins, as in Japanese job titles.
    expect(tokenize('AWSエンジニア')).to.deep.equal(['aws', 'エン', 'ンジ', 'ジニ', 'ニア']);
    expect(tokenize('Ｇｏのチーム')).to.deep.equal(['go', 'のチ', 'チー', 'ーム']);
  });

  it('finds short skills exactly: Go, AI, QA, C, R', () => {
    const i = index();
    expect(ids(i, 'Go')).to.deep.equal([1]);
    expect(ids(i, 'AI')).to.deep.equal([5]);
    expect(ids(i, 'QA')).to.deep.equal([3]);
    expect(ids(i, 'C')).to.deep.equal([4]);
    expect(ids(i, 'R')).to.deep.equal([2]);
    expect(ids(i, 'iOS')).to.deep.equal([6]);
  });

  it('lists everything newest first for text without words, even when asked for relevance', () => {
    const i = index();
    for (const text of ['-', '!!', '%', '  ']) {
      expect(ids(i, text), text).to.deep.equal([6, 1, 2, 3, 4, 5]);
      expect(ids(i, text, { sort: 'relevance' }), text).to.deep.equal([6, 1, 2, 3, 4, 5]);
    }
    expect(ids(i, '-', { sort: { key: 'salary', direction: 'desc' } })).to.deep.equal([5, 1, 6, 2, 4, 3]);
  });

  it('matches prefixes and tolerates typos', () => {
    const i = index();
    expect(ids(i, 'engin')).to.have.members([1, 3]);
    expect(ids(i, 'pyhton')).to.have.members([2, 5]);
    expect(ids(i, 'scientst')).to.deep.equal([2]);
  });

  it('finds a Japanese word written right after a Latin one', () => {
    const i = new SearchIndex(schema);
    i.upsert([{ id: 9, title: 'AWSエンジニア', skills: [], remote: 'full', level: 'none', salary: null, date: 1 }]);
    expect(ids(i, 'エンジニア')).to.deep.equal([9]);
    expect(ids(i, 'AWS')).to.deep.equal([9]);
  });

  it('finds Japanese words inside longer words', () => {
    expect(ids(index(), 'エンジニア')).to.deep.equal([4]);
  });

  it('ranks title matches above skill matches', () => {
    const i = new SearchIndex(schema);
    i.upsert([
      { id: 10, title: 'Manager', skills: ['Python'], remote: 'none', level: 'none', salary: null, date: 9 },
      { id: 11, title: 'Python Developer', skills: [], remote: 'none', level: 'none', salary: null, date: 1 },
    ]);
    expect(ids(i, 'python')).to.deep.equal([11, 10]);
  });

  it('filters, counts facets per value ignoring the facet’s own filter, and sorts', () => {
    const result = index().search({ filters: { remote: ['full'] }, facets: ['remote', 'level'], offset: 0, limit: 10 });
    expect(result.ids).to.deep.equal([6, 1, 3]);
    expect(result.total).to.equal(3);
    expect(result.facets.remote).to.deep.equal({ full: 3, partial: 2, none: 1 });
    expect(result.facets.level).to.deep.equal({ none: 2, fluent: 1 });

    const bySalary = index().search({ sort: { key: 'salary', direction: 'desc' }, offset: 0, limit: 10 });
    expect(bySalary.ids).to.deep.equal([5, 1, 6, 2, 4, 3]);
    const ascending = index().search({ sort: { key: 'salary', direction: 'asc' }, offset: 0, limit: 10 });
    expect(ascending.ids).to.deep.equal([4, 2, 6, 1, 5, 3]);
  });

  it('keeps the whole index’s facet counts right through changes', () => {
    const i = index();
    const plain = () => i.search({ facets: ['remote', 'level'], offset: 0, limit: 10 }).facets;
    const onlyFull = () => i.search({ filters: { remote: ['full'] }, facets: ['remote'], offset: 0, limit: 10 }).facets;
    expect(plain()).to.deep.equal({ remote: { full: 3, partial: 2, none: 1 }, level: { none: 3, fluent: 2, native: 1 } });
    plain().remote.full = 99; // a caller changing its answer does not change the index's next one
    expect(plain().remote.full).to.equal(3);
    i.upsert([{ ...docs[1], remote: 'full', level: 'native' }]);
    expect(plain()).to.deep.equal({ remote: { full: 4, partial: 1, none: 1 }, level: { none: 3, fluent: 1, native: 2 } });
    expect(onlyFull()).to.deep.equal({ remote: { full: 4, partial: 1, none: 1 } });
    i.remove([6]);
    expect(plain()).to.deep.equal({ remote: { full: 3, partial: 1, none: 1 }, level: { none: 2, fluent: 1, native: 2 } });
    expect(i.search({ text: 'engineer', facets: ['remote'], offset: 0, limit: 10 }).facets).to.deep.equal({ remote: { full: 2 } });
  });

  it('keeps a common word’s facet counts right through changes', () => {
    const many: Doc[] = Array.from({ length: 2500 }, (_, n) => ({
      id: n + 1,
      title: n % 5 ? 'Engineer' : 'Designer',
      skills: [],
      remote: n % 2 ? 'full' : 'none',
      level: n % 3 ? 'none' : 'fluent',
      salary: null,
      date: n,
    }));
    const i = new SearchIndex(schema);
    i.upsert(many);
    const engineers = (filters = {}) => i.search({ text: 'engineer', filters, facets: ['remote', 'level'], offset: 0, limit: 1 });
    const expected = (docs: Doc[], field: 'remote' | 'level') =>
      docs.filter((d) => d.title === 'Engineer').reduce<Record<string, number>>((counts, d) => ({ ...counts, [d[field]]: (counts[d[field]] ?? 0) + 1 }), {});
    expect(engineers().facets).to.deep.equal({ remote: expected(many, 'remote'), level: expected(many, 'level') });
    expect(engineers({ remote: ['full'] }).facets.remote).to.deep.equal(expected(many, 'remote'));

    const changed = { ...many[1], title: 'Designer' };
    i.upsert([changed]);
    const edited = many.map((d) => (d.id === changed.id ? changed : d));
    expect(engineers().facets).to.deep.equal({ remote: expected(edited, 'remote'), level: expected(edited, 'level') });
    i.remove([4]);
    const now = edited.filter((d) => d.id !== 4);
    expect(engineers().facets).to.deep.equal({ remote: expected(now, 'remote'), level: expected(now, 'level') });
    expect(engineers({ remote: ['full'] }).facets.remote).to.deep.equal(expected(now, 'remote'));
    expect(engineers({ remote: ['full'] }).facets.level).to.deep.equal(expected(now.filter((d) => d.remote === 'full'), 'level'));
  });

  it('pages without gaps or repeats', () => {
    const i = index();
    const pages = [0, 2, 4].flatMap((offset) => i.search({ offset, limit: 2 }).ids);
    expect(pages).to.deep.equal([6, 1, 2, 3, 4, 5]);
  });

  it('orders a handful of hits exactly as it orders many, both directions, missing values last', () => {
    const many: Doc[] = Array.from({ length: 2000 }, (_, n) => ({
      id: n + 1,
      title: `Engineer ${n}`,
      skills: [],
      remote: n % 100 === 0 ? 'rare' : 'common',
      level: 'none',
      salary: n % 7 === 0 ? null : ((n * 7919) % 50) * 1e5,
      date: n % 13,
    }));
    const i = new SearchIndex(schema);
    i.upsert(many);
    // Slots follow ids here, so the index's tie-break (newer slot first) is "higher id first".
    const expected = (remote: string, direction: 'asc' | 'desc') => {
      const present = many.filter((d) => d.remote === remote && d.salary !== null);
      const missing = many.filter((d) => d.remote === remote && d.salary === null).sort((a, b) => b.id - a.id);
      present.sort((a, b) => (direction === 'desc' ? b.salary! - a.salary! || b.id - a.id : a.salary! - b.salary! || a.id - b.id));
      return [...present, ...missing].map((d) => d.id);
    };
    for (const remote of ['rare', 'common']) {
      for (const direction of ['asc', 'desc'] as const) {
        const result = i.search({ filters: { remote: [remote] }, sort: { key: 'salary', direction }, offset: 0, limit: 2000 });
        expect(result.ids, `${remote} ${direction}`).to.deep.equal(expected(remote, direction));
      }
    }
  });

  it('ranks the top of many hits exactly as a full ranking does, on every page', () => {
    const titles = ['Engineer', 'Senior Engineer', 'Engineering Manager', 'Designer', 'Data Engineer'];
    const many: Doc[] = Array.from({ length: 3000 }, (_, n) => ({
      id: n + 1,
      title: titles[(n * 7) % titles.length],
      skills: n % 3 ? ['Engineering'] : ['Go'],
      remote: 'full',
      level: 'none',
      salary: null,
      date: (n * 31) % 97,
    }));
    const i = new SearchIndex(schema);
    i.upsert(many);
    for (const text of ['engineer', 'senior engineer', 'engin go']) {
      const all = i.search({ text, offset: 0, limit: 3000 });
      expect(all.ids.length, text).to.equal(all.total);
      for (const offset of [0, 20, 500]) {
        expect(i.search({ text, offset, limit: 20 }).ids, `${text} @${offset}`).to.deep.equal(all.ids.slice(offset, offset + 20));
      }
    }
  });

  it('answers the same whether a word’s matches are kept (ranked once, counted once) or not', () => {
    const titles = ['Engineer', 'Senior Engineer', 'Engineering Manager', 'Designer', 'Data Engineer', 'Design Engineer'];
    const many: Doc[] = Array.from({ length: 1500 }, (_, n) => ({
      id: n + 1,
      title: titles[(n * 7) % titles.length],
      skills: n % 3 ? ['Engineering'] : ['Go', 'Design'],
      remote: n % 4 ? 'full' : 'none',
      level: n % 5 ? 'none' : 'fluent',
      salary: null,
      date: (n * 31) % 97,
    }));
    const keptEvery = new SearchIndex(schema, { keepAtMatches: 1 });
    const keptNone = new SearchIndex(schema, { keepAtMatches: Infinity });
    keptEvery.upsert(many);
    keptNone.upsert(many);
    for (const text of ['engineer', 'design', 'go', 'engin design', 'design engineer', 'engineer go']) {
      for (const filters of [{}, { remote: ['full'] }, { remote: ['none'], level: ['fluent'] }]) {
        for (const offset of [0, 20, 300]) {
          const query = { text, filters, facets: ['remote', 'level'], offset, limit: 20 };
          expect(keptEvery.search(query), `${text} ${JSON.stringify(filters)} @${offset}`).to.deep.equal(keptNone.search(query));
        }
      }
    }
  });

  it('gives the same answer to a query however many other searches ran in between', () => {
    const i = index();
    const query = { text: 'engineer go', filters: { remote: ['full'] }, facets: ['remote', 'level'], offset: 0, limit: 10 };
    const first = i.search(query);
    i.search({ text: 'python data', filters: { level: ['fluent'] }, facets: ['level'], offset: 0, limit: 10 });
    i.search({ filters: { remote: ['partial', 'none'] }, facets: ['remote'], offset: 0, limit: 10 });
    expect(i.search(query)).to.deep.equal(first);
    expect(first.ids).to.deep.equal([1]);
    expect(first.facets.remote).to.deep.equal({ full: 1 });
  });

  it('finds, counts and sorts documents added one by one past a bulk load’s exact size', () => {
    const doc = (id: number): Doc => ({ id, title: `Engineer ${id}`, skills: [], remote: id % 2 ? 'full' : 'none', level: 'none', salary: id * 1e5, date: id });
    const i = new SearchIndex(schema);
    i.upsert(Array.from({ length: 1100 }, (_, n) => doc(n + 1)));
    for (let id = 1101; id <= 1500; id++) i.upsert([doc(id)]);
    const result = i.search({ text: 'engineer', sort: { key: 'date', direction: 'desc' }, facets: ['remote'], offset: 0, limit: 3 });
    expect(result.ids).to.deep.equal([1500, 1499, 1498]);
    expect(result.total).to.equal(1500);
    expect(result.facets.remote).to.deep.equal({ full: 750, none: 750 });
    expect(i.search({ text: '1500', offset: 0, limit: 3 }).ids).to.deep.equal([1500]);
    const everyId = Array.from({ length: 1500 }, (_, n) => n + 1);
    expect(i.search({ sort: { key: 'salary', direction: 'asc' }, offset: 0, limit: 2000 }).ids).to.deep.equal(everyId);
    expect(i.search({ sort: { key: 'date', direction: 'desc' }, offset: 0, limit: 2000 }).ids).to.deep.equal(everyId.reverse());
  });

  it('answers after a bulk load in batches, fitted, as after one load, and keeps answering through later changes', () => {
    const doc = (id: number): Doc => ({ id, title: `Engineer ${id % 7 ? '' : 'Go'}`, skills: [], remote: id % 3 ? 'full' : 'none', level: id % 5 ? 'none' : 'fluent', salary: id * 1e5, date: id });
    const all = Array.from({ length: 2500 }, (_, n) => doc(n + 1));
    const once = new SearchIndex(schema);
    once.upsert(all);
    const batched = new SearchIndex(schema);
    for (let start = 0; start < all.length; start += 700) batched.upsert(all.slice(start, start + 700), { bulk: true });
    batched.fit();
    const queries = [
      { text: 'engineer go', facets: ['remote', 'level'], offset: 0, limit: 20 },
      { filters: { remote: ['none'] }, facets: ['level'], sort: { key: 'salary', direction: 'asc' as const }, offset: 100, limit: 20 },
      { sort: { key: 'date', direction: 'desc' as const }, facets: ['remote'], offset: 2480, limit: 50 },
    ];
    for (const query of queries) expect(batched.search(query), JSON.stringify(query)).to.deep.equal(once.search(query));
    for (const index of [once, batched]) {
      index.upsert([doc(2501), { ...doc(7), title: 'Designer' }]);
      index.remove([14]);
    }
    for (const query of queries) expect(batched.search(query), `after changes: ${JSON.stringify(query)}`).to.deep.equal(once.search(query));
    expect(batched.search({ ...queries[2], offset: 0, limit: 1 }).ids).to.deep.equal([2501]);
  });

  it('replaces and removes documents', () => {
    const i = index();
    i.upsert([{ ...docs[0], title: 'Frontend Engineer' }]);
    expect(ids(i, 'backend')).to.deep.equal([]);
    expect(ids(i, 'frontend')).to.deep.equal([1]);
    i.remove([1]);
    expect(ids(i, 'frontend')).to.deep.equal([]);
    expect(i.size).to.equal(5);
    i.compact(docs.slice(1));
    expect(i.tombstones).to.equal(0);
    expect(ids(i, 'engineer')).to.deep.equal([3]);
  });
});
