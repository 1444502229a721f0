import { expect } from 'chai';
import { landingPageJobFilters } from '../../src/lib/api/landing-pages';

describe('landing page filters', () => {
  it('turns the API filters into job search parameters', () => {
    const filters = landingPageJobFilters({
      filters: { remote_level: ['full_japan', 'full_worldwide'], salary_over: 8_000_000, sponsors_visas: 'yes', category: ['360'] },
    });
    expect(filters).to.deep.equal({ remote_level: 'full_japan,full_worldwide', salary_over: '8000000', sponsors_visas: 'yes', category: '360' });
  });

  it('drops filters the jobs endpoint does not take', () => {
    expect(landingPageJobFilters({ filters: { unknown_filter: ['x'], skills: ['python'] } })).to.deep.equal({ skills: 'python' });
  });
});
