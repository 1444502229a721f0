import { expect } from 'chai';
import { api } from '../helpers/agent.js';
import { createCompany, createExperience, createReview } from '../helpers/factories.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

const ids = (body: { data: { id: string }[] }) => body.data.map((entry) => entry.id);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/v1/company_reviews', () => {
  it("lists a company's approved reviews newest first, never showing who wrote them", async () => {
    const company = await createCompany();
    const newer = await createReview({ company_id: company.id, created_at: daysAgo(1), email: 'whistle@mail.example' });
    const older = await createReview({ company_id: company.id, created_at: daysAgo(10), title: 'Good onboarding', pros: 'Mentoring', cons: 'Meetings' });
    await createReview({ company_id: company.id, moderation_state: 'pending' });
    await createReview({ company_id: company.id, moderation_state: 'rejected' });
    await createReview();

    const res = await api().get('/api/v1/company_reviews').query({ company_id: company.id }).expect(200);

    expect(ids(res.body)).to.deep.equal([String(newer.id), String(older.id)]);
    expect(res.body.data[1]).to.deep.include({ type: 'company_review' });
    expect(res.body.data[1].attributes).to.include({ company_id: company.id, title: 'Good onboarding', pros: 'Mentoring', cons: 'Meetings', rating: 4 });
    expect(res.body.meta.total).to.equal(2);
    expect(JSON.stringify(res.body)).to.not.include('whistle@mail.example');
    for (const review of res.body.data) expect(review.attributes).to.not.have.any.keys('email', 'user_id', 'moderation_state');
  });

  it('counts and averages the ratings of every approved review, whatever the page', async () => {
    const company = await createCompany();
    await createReview({ company_id: company.id, rating: 5 });
    await createReview({ company_id: company.id, rating: 4 });
    await createReview({ company_id: company.id, rating: 4 });
    await createReview({ company_id: company.id, rating: 1, moderation_state: 'pending' });
    const res = await api().get(`/api/v1/company_reviews?company_id=${company.id}&page[size]=1`).expect(200);
    expect(res.body.meta.rating).to.deep.equal({ count: 3, average: 4.33 });
    const none = await createCompany();
    const empty = await api().get(`/api/v1/company_reviews?company_id=${none.id}`).expect(200);
    expect(empty.body.meta.rating).to.deep.equal({ count: 0, average: null });
  });

  it('pages', async () => {
    const company = await createCompany();
    for (let day = 1; day <= 3; day++) await createReview({ company_id: company.id, title: `Day ${day}`, created_at: daysAgo(day) });

    const res = await api().get('/api/v1/company_reviews').query({ company_id: company.id, 'page[number]': 2, 'page[size]': 2 }).expect(200);

    expect(res.body.data.map((r: { attributes: { title: string } }) => r.attributes.title)).to.deep.equal(['Day 3']);
    expect(res.body.meta).to.deep.include({ total: 3, page: 2, per_page: 2, total_pages: 2 });
  });

  it('requires a company_id, and a published company', async () => {
    const missing = await api().get('/api/v1/company_reviews').expect(422);
    expect(errorsOf(missing.body)).to.deep.equal({ company_id: ['is required'] });

    const malformed = await api().get('/api/v1/company_reviews').query({ company_id: 'acme' }).expect(422);
    expect(errorsOf(malformed.body)).to.deep.equal({ company_id: ['must be a company id'] });

    const hidden = await createCompany({ published: false });
    await createReview({ company_id: hidden.id });
    const res = await api().get('/api/v1/company_reviews').query({ company_id: hidden.id }).expect(404);
    expect(refusalOf(res.body)).to.deep.equal({ errors: ['Company not found'] });
  });
});

describe('GET /api/v1/company_experiences', () => {
  it("lists a company's approved experiences newest first, by kind, without the author's e-mail", async () => {
    const company = await createCompany();
    const designer = await createExperience({ company_id: company.id, kind: 'designer', created_at: daysAgo(2) });
    const remote = await createExperience({ company_id: company.id, kind: 'remote', created_at: daysAgo(3), answers: { days_remote: '4' } });
    const general = await createExperience({ company_id: company.id, kind: 'general', created_at: daysAgo(1) });
    await createExperience({ company_id: company.id, kind: 'remote', moderation_state: 'pending' });

    const all = await api().get('/api/v1/company_experiences').query({ company_id: company.id }).expect(200);
    expect(ids(all.body)).to.deep.equal([String(general.id), String(designer.id), String(remote.id)]);
    expect(JSON.stringify(all.body)).to.not.include('@mail.example');

    const remoteOnly = await api().get('/api/v1/company_experiences').query({ company_id: company.id, 'filter[kind]': 'remote' }).expect(200);
    expect(ids(remoteOnly.body)).to.deep.equal([String(remote.id)]);
    expect(remoteOnly.body.data[0]).to.deep.include({ type: 'company_experience' });
    expect(remoteOnly.body.data[0].attributes).to.deep.include({ kind: 'remote', answers: { days_remote: '4' } });

    const both = await api().get('/api/v1/company_experiences').query({ company_id: company.id, 'filter[kind]': 'remote,designer' }).expect(200);
    expect(ids(both.body)).to.deep.equal([String(designer.id), String(remote.id)]);
  });

  it('requires a company_id and refuses unknown kinds', async () => {
    const res = await api().get('/api/v1/company_experiences').query({ 'filter[kind]': 'astronaut' }).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ company_id: ['is required'], 'filter.kind': ['must be one or more of: designer, remote, general'] });
  });
});
