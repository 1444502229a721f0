import { expect } from 'chai';
import type { Rows } from '@shigoto/db';
import { jobCardJson, jobResource } from '../../src/modules/jobs/jobs.serializer.js';
import type { JobCard } from '../../src/modules/jobs/jobs.service.js';

const DAY = 86_400_000;
const parsed = (bytes: Buffer) => JSON.parse(bytes.toString('utf8'));

function card(publishedAt: Date, title = 'Go Engineer'): JobCard {
  const job = { id: 7, slug: 'go-engineer', title, title_ja: 'Goエンジニア', published_at: publishedAt, published: true, application_url: 'https://acme.example/jobs/7', location_id: 1 } as unknown as Rows['Job'];
  const company = { id: 3, name: 'Acme', slug: 'acme', published: true } as unknown as Rows['Company'];
  return { job, company, location: { id: 1, name: 'Japan', name_ja: '日本' }, skills: [] } as unknown as JobCard;
}

describe('pre-serialized job cards', () => {
  it('are exactly what the serializer writes, per language', () => {
    const fresh = card(new Date());
    expect(parsed(jobCardJson(fresh, 'en'))).to.deep.equal(JSON.parse(JSON.stringify(jobResource(fresh, 'en'))));
    expect(parsed(jobCardJson(fresh, 'jp')).attributes.title).to.equal('Goエンジニア');
  });

  it('belong to the card: a changed job (a new card) is serialized anew', () => {
    const before = card(new Date(), 'Go Engineer');
    expect(parsed(jobCardJson(before, 'en')).attributes.title).to.equal('Go Engineer');
    const after = card(new Date(), 'Senior Go Engineer');
    expect(parsed(jobCardJson(after, 'en')).attributes.title).to.equal('Senior Go Engineer');
  });

  it('stop saying newly published when the 14 days are over', () => {
    const now = Date.now();
    const aging = card(new Date(now - 14 * DAY + 60_000));
    expect(parsed(jobCardJson(aging, 'en', now)).attributes.newly_published).to.equal(true);
    expect(parsed(jobCardJson(aging, 'en', now + 120_000)).attributes.newly_published).to.equal(false);
  });
});
