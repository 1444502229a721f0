import { expect } from 'chai';
import { api } from '../helpers/agent.js';
import { createCompany, createEmployer, createUser } from '../helpers/factories.js';
import { errorsOf, refusalOf } from '../helpers/errors.js';

// Each test calls from its own address: without Redis the rate-limit counters live for the whole run.
let address = 0;
const fromNewAddress = () => {
  address += 1;
  return `203.0.113.${address}`;
};

describe('GET /api/v1/user_existences/:email', () => {
  it('says only whether a seeker or an employer has that e-mail', async () => {
    const ip = fromNewAddress();
    await createUser({ email: 'seeker@mail.example' });
    await createEmployer({ email: 'boss@acme.example' });

    const seeker = await api().get('/api/v1/user_existences/Seeker@mail.example').set('x-forwarded-for', ip).expect(200);
    const employer = await api().get('/api/v1/user_existences/boss@acme.example').set('x-forwarded-for', ip).expect(200);
    const nobody = await api().get('/api/v1/user_existences/nobody@mail.example').set('x-forwarded-for', ip).expect(200);

    expect(seeker.body).to.deep.equal({ data: { id: 'seeker@mail.example', type: 'user_existence', attributes: { exists: true } } });
    expect(employer.body.data.attributes).to.deep.equal({ exists: true });
    expect(nobody.body).to.deep.equal({ data: { id: 'nobody@mail.example', type: 'user_existence', attributes: { exists: false } } });
  });

  it('refuses what is not an e-mail address', async () => {
    const res = await api().get('/api/v1/user_existences/not-an-email').set('x-forwarded-for', fromNewAddress()).expect(422);
    expect(errorsOf(res.body)).to.deep.equal({ email: ['must be an e-mail address'] });
  });

  it('answers one address 10 times per 10 minutes, other addresses still', async () => {
    const ip = fromNewAddress();
    for (let i = 0; i < 10; i++) await api().get(`/api/v1/user_existences/guess${i}@mail.example`).set('x-forwarded-for', ip).expect(200);

    const limited = await api().get('/api/v1/user_existences/guess10@mail.example').set('x-forwarded-for', ip).expect(429);
    expect(refusalOf(limited.body)).to.deep.equal({ errors: ['Too many requests. Please try again later.'] });
    expect(Number(limited.headers['retry-after'])).to.be.within(1, 600);

    await api().get('/api/v1/user_existences/guess10@mail.example').set('x-forwarded-for', fromNewAddress()).expect(200);
  });
});

describe('GET /api/v1/company_membership_code_employers/:code', () => {
  it('resolves a membership code to the company a new employer joins', async () => {
    const company = await createCompany({ name: 'Sakura Cloud', slug: 'sakura-cloud', logo_url: '/files/logos/sakura-128.webp', membership_code: 'k3y-0f-sakura' });

    const res = await api().get('/api/v1/company_membership_code_employers/k3y-0f-sakura').set('x-forwarded-for', fromNewAddress()).expect(200);

    expect(res.body).to.deep.equal({
      data: {
        id: 'k3y-0f-sakura',
        type: 'company_membership',
        attributes: { company_id: company.id, company_name: 'Sakura Cloud', company_slug: 'sakura-cloud', logo_url: '/files/logos/sakura-128.webp' },
      },
    });
  });

  it('answers 404 for an unknown code, and limits guessing per address', async () => {
    const ip = fromNewAddress();
    await createCompany({ membership_code: 'the-real-code' });

    const unknown = await api().get('/api/v1/company_membership_code_employers/a-guess').set('x-forwarded-for', ip).expect(404);
    expect(refusalOf(unknown.body)).to.deep.equal({ errors: ['Invalid membership code'] });

    for (let i = 1; i < 30; i++) await api().get(`/api/v1/company_membership_code_employers/guess-${i}`).set('x-forwarded-for', ip).expect(404);
    await api().get('/api/v1/company_membership_code_employers/the-real-code').set('x-forwarded-for', ip).expect(429);
    await api().get('/api/v1/company_membership_code_employers/the-real-code').set('x-forwarded-for', fromNewAddress()).expect(200);
  });
});
