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

  it('matches prefixes and tolerates typos', () => {
    const i = index();
    expect(ids(i, 'engin')).to.have.members([1, 3]);
    expect(ids(i, 'pyhton')).to.have.members([2, 5]);
    expect(ids(i, 'scientst')).to.deep.equal([2]);
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

  it('pages without gaps or repeats', () => {
    const i = index();
    const pages = [0, 2, 4].flatMap((offset) => i.search({ offset, limit: 2 }).ids);
    expect(pages).to.deep.equal([6, 1, 2, 3, 4, 5]);
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
