import { expect } from 'chai';
import { listSearch, listStateOf } from '../../src/components/employer/applicants/applicants';

describe('the employer applicant list’s state in the URL', () => {
  it('reads filter, sort, search, job and page, and writes them back without the defaults', () => {
    const state = listStateOf(new URLSearchParams('filter=good_fit&sort=oldest&q=rust&job=12&page=40'));
    expect(state).to.deep.equal({ filter: 'good_fit', sort: 'oldest', q: 'rust', job: 12, page: 40 });
    expect(listSearch(state)).to.equal('?filter=good_fit&sort=oldest&q=rust&job=12&page=40');
    expect(listSearch(state, 977)).to.equal('?filter=good_fit&sort=oldest&q=rust&job=12&page=40&at=977');
    expect(listSearch(listStateOf(new URLSearchParams()))).to.equal('');
  });

  it('falls back to all, recommended and the first page for values it does not know', () => {
    expect(listStateOf(new URLSearchParams('filter=deleted&sort=random&job=-3&page=0'))).to.deep.equal({ filter: 'all', sort: 'recommended', q: '', job: undefined, page: 1 });
  });
});
