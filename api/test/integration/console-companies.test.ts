import { expect } from 'chai';
import sharp from 'sharp';
import { api, signInStaff } from '../helpers/agent.js';
import { testApp } from '../helpers/context.js';
import { createCompany, createEmployer, createSignedInEmployer, createSkill } from '../helpers/factories.js';

const isoDay = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 24 * 3600_000).toISOString().slice(0, 10);

async function admin() {
  const { tokens } = await signInStaff('admin');
  const auth = `Bearer ${tokens.access}`;
  return {
    get: (path: string) => api().get(`/admin/api${path}`).set('authorization', auth),
    put: (path: string, body: object) => api().put(`/admin/api${path}`).set('authorization', auth).send(body),
    post: (path: string, body: object = {}) => api().post(`/admin/api${path}`).set('authorization', auth).send(body),
    upload: (path: string, bytes: Buffer, filename: string) => api().post(`/admin/api${path}`).set('authorization', auth).attach('logo', bytes, filename),
  };
}

const auditActions = async (subjectType: string, subjectId: number) =>
  (await testApp().ctx.db.models.AuditLog.findAll({ where: { subject_type: subjectType, subject_id: String(subjectId) }, order: [['id', 'ASC']] })).map((a) => a.action);

describe('console companies: editing', () => {
  it('edits every field of a company, tags and skills included, and audits it', async () => {
    const staff = await admin();
    const company = await createCompany({ name: 'Acme KK' });
    const [go, rust] = [await createSkill({ name: 'Go' }), await createSkill({ name: 'Rust' })];
    const values = {
      name: 'Acme Japan KK',
      name_ja: 'アクメ株式会社',
      short_name: 'Acme',
      slug: 'acme-japan',
      homepage_url: 'https://acme.example',
      linkedin_url: 'https://www.linkedin.com/company/acme',
      location: 'Tokyo',
      location_ja: '東京',
      description: '<p>We build <strong>rockets</strong>.</p>',
      description_ja: '<p>ロケットを作ります。</p>',
      application_conditions: '<p>Visa sponsorship available.</p>',
      application_conditions_ja: '<p>ビザサポートあり。</p>',
      employee_count: 120,
      home_rating: 4.5,
      japanese_level_enum: 'business_level',
      remote_level: 'partial',
      spam_strictness: 'spam_strictness_high',
      hiring_now: true,
      has_values: true,
      is_startup: true,
      is_consultancy: true,
      has_in_house_product: true,
      has_global_office: true,
      is_b2b: true,
      is_b2c: true,
      has_saas: true,
      has_technical_founder: true,
      redirect_application_links: true,
      tags: ['aerospace', 'hardware'],
      skill_ids: [go.id, rust.id],
    };
    const res = await staff.put(`/companies/${company.id}`, values).expect(200);
    expect(res.body).to.deep.include({ ...values, skill_ids: res.body.skill_ids });
    expect([...res.body.skill_ids].sort()).to.deep.equal([go.id, rust.id].sort());
    const again = await staff.get(`/companies/${company.id}`).expect(200);
    expect(again.body).to.deep.include({ name: 'Acme Japan KK', tags: ['aerospace', 'hardware'], spam_strictness: 'spam_strictness_high' });
    expect(await auditActions('company', company.id)).to.deep.equal(['company.update']);

    // A form saved with fewer tags and no skills keeps only those; the audit entry names only what changed.
    const trimmed = await staff.put(`/companies/${company.id}`, { ...values, location: 'Osaka', tags: ['hardware'], skill_ids: [] }).expect(200);
    expect(trimmed.body).to.deep.include({ tags: ['hardware'], skill_ids: [], name: 'Acme Japan KK', location: 'Osaka' });
    const entries = await testApp().ctx.db.models.AuditLog.findAll({ where: { subject_type: 'company', subject_id: String(company.id) }, order: [['id', 'ASC']] });
    expect(entries[1].changes).to.deep.equal({ location: 'Osaka', tags: ['hardware'], skill_ids: [] });
  });

  it('sanitizes description HTML like other user HTML', async () => {
    const staff = await admin();
    const company = await createCompany();
    const res = await staff
      .put(`/companies/${company.id}`, { description: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p><img src=x onerror=alert(1)>' })
      .expect(200);
    expect(res.body.description).to.equal('<p>Hi there</p>');
  });

  it('answers 422 with field messages for bad input, non-http links included', async () => {
    const staff = await admin();
    const company = await createCompany({ name: 'Kept Name' });
    const res = await staff
      .put(`/companies/${company.id}`, {
        name: '',
        homepage_url: 'javascript:alert(1)',
        linkedin_url: 'ftp://files.example/acme',
        employee_count: -3,
        remote_level: 'sometimes',
        hiring_now: 'yes',
        slug: 'Not A Slug',
        tags: ['x'.repeat(81)],
      })
      .expect(422);
    expect(res.body.errors).to.include.keys('name', 'homepage_url', 'linkedin_url', 'employee_count', 'remote_level', 'hiring_now', 'slug', 'tags[0]');
    expect(res.body.errors.homepage_url).to.deep.equal(['must be an http(s) link']);
    const taken = await createCompany({ slug: 'taken-slug' });
    expect((await staff.put(`/companies/${company.id}`, { slug: taken.slug }).expect(422)).body.errors.slug).to.deep.equal(['is already used by another company']);
    expect((await staff.put(`/companies/${company.id}`, { skill_ids: [987654] }).expect(422)).body.errors).to.have.key('skill_ids');
    expect((await staff.get(`/companies/${company.id}`).expect(200)).body.name).to.equal('Kept Name');
  });

  it('creates a company with a slug and a colleague sign-up link', async () => {
    const staff = await admin();
    const res = await staff.post('/companies', { name: 'New Co', homepage_url: 'https://new.example', tags: ['fintech'] }).expect(201);
    expect(res.body).to.include({ name: 'New Co', published: false, homepage_url: 'https://new.example' });
    expect(res.body.slug).to.match(/^new-co-[0-9a-f]{6}$/);
    expect(res.body.membership_link).to.match(/\/employer\/signup\?code=[\w-]{24}$/);
    expect(res.body.tags).to.deep.equal(['fintech']);
    expect(await auditActions('company', res.body.id)).to.deep.equal(['company.create']);
    expect((await staff.post('/companies', { homepage_url: 'https://x.example' }).expect(422)).body.errors).to.have.key('name');
  });

  it('publishes, unpublishes and verifies through audited actions', async () => {
    const staff = await admin();
    const company = await createCompany({ published: false, is_verified: false });
    expect((await staff.post(`/companies/${company.id}/status/publish`).expect(200)).body).to.include({ published: true });
    expect((await staff.post(`/companies/${company.id}/status/verify`).expect(200)).body).to.include({ is_verified: true });
    expect((await staff.post(`/companies/${company.id}/status/unpublish`).expect(200)).body).to.include({ published: false });
    await staff.post(`/companies/${company.id}/status/explode`).expect(422);
    expect(await auditActions('company', company.id)).to.deep.equal(['company.publish', 'company.verify', 'company.unpublish']);
    // The flags are not part of the form.
    await staff.put(`/companies/${company.id}`, { published: true }).expect(200);
    expect((await staff.get(`/companies/${company.id}`).expect(200)).body.published).to.equal(false);
  });

  it('lists a company’s employers and renews its sign-up code', async () => {
    const staff = await admin();
    const company = await createCompany({ membership_code: 'old-code-123456' });
    const employer = await createEmployer({ company_id: company.id, email: 'boss@acme.example' });
    await createEmployer();
    const res = await staff.get(`/employers?filter=${encodeURIComponent(JSON.stringify({ company_id: company.id }))}`).expect(200);
    expect(res.body.map((e: { id: number; email: string }) => [e.id, e.email])).to.deep.equal([[employer.id, 'boss@acme.example']]);
    expect(res.body[0]).to.not.have.property('password_hash');
    const renewed = await staff.post(`/companies/${company.id}/membership_code`).expect(200);
    expect(renewed.body.membership_code).to.not.equal('old-code-123456');
    expect(renewed.body.membership_link).to.contain(encodeURIComponent(renewed.body.membership_code));
  });
});

describe('console companies: logo', () => {
  it('stores an uploaded PNG and makes WebP and PNG copies, never wider than the original', async () => {
    const staff = await admin();
    const company = await createCompany();
    const png = await sharp({ create: { width: 300, height: 150, channels: 4, background: '#3366ff' } }).png().toBuffer();
    const res = await staff.upload(`/companies/${company.id}/logo`, png, 'logo.png').expect(200);
    expect(res.body.logo_url).to.match(new RegExp(`^/files/logos/${company.id}/[0-9a-f]{32}\\.png$`));
    await testApp().ctx.queue.drain();

    const shown = await staff.get(`/companies/${company.id}`).expect(200);
    const variants = shown.body.logo_variants as { format: string; width: number; height: number; url: string }[];
    expect(variants.map((v) => `${v.format}:${v.width}x${v.height}`)).to.deep.equal(['webp:64x32', 'png:64x32', 'webp:128x64', 'png:128x64', 'webp:256x128', 'png:256x128']);
    for (const variant of variants) {
      const file = await api().get(variant.url).expect(200);
      expect(file.headers['content-type']).to.equal(`image/${variant.format}`);
      const meta = await sharp(file.body as Buffer).metadata();
      expect([meta.format, meta.width]).to.deep.equal([variant.format, variant.width]);
    }
    expect(await auditActions('company', company.id)).to.deep.equal(['company.logo']);

    // The job runs again (a retry): same files, same record.
    await testApp().ctx.services.companiesAdmin.makeLogoVariants({ id: company.id, url: res.body.logo_url });
    expect((await staff.get(`/companies/${company.id}`).expect(200)).body.logo_variants).to.deep.equal(variants);

    // The public API hands the copies to the site.
    await staff.post(`/companies/${company.id}/status/publish`).expect(200);
    const publicCompany = await api().get(`/api/v1/companies/${company.id}`).expect(200);
    expect(publicCompany.body.data.attributes.logo_variants).to.deep.equal(variants);
  });

  it('keeps an upload whose job could not be queued, and the sweeper queues it again', async () => {
    const staff = await admin();
    const company = await createCompany();
    const { ctx } = testApp();
    const add = ctx.queue.add;
    ctx.queue.add = async () => {
      throw new Error('Redis is not connected');
    };
    const gif = await sharp({ create: { width: 50, height: 20, channels: 3, background: '#ff0000' } }).gif().toBuffer();
    try {
      await staff.upload(`/companies/${company.id}/logo`, gif, 'logo.gif').expect(200);
    } finally {
      ctx.queue.add = add;
    }
    expect((await staff.get(`/companies/${company.id}`).expect(200)).body.logo_variants).to.deep.equal([]);
    // A grace in the past: MariaDB keeps updated_at to the second.
    expect((await ctx.sweeper.sweep(-60_000))['company logo variants']).to.equal(1);
    await ctx.queue.drain();
    const variants = (await staff.get(`/companies/${company.id}`).expect(200)).body.logo_variants as { format: string; width: number }[];
    // Narrower than every width: one copy of each format at its own width.
    expect(variants.map((v) => `${v.format}:${v.width}`)).to.deep.equal(['webp:50', 'png:50']);
    expect((await ctx.sweeper.sweep(-60_000))['company logo variants']).to.equal(0);
  });

  it('refuses a text file named .png, and an image too large in pixels', async () => {
    const staff = await admin();
    const company = await createCompany();
    const text = await staff.upload(`/companies/${company.id}/logo`, Buffer.from('just some text, not a picture'), 'logo.png').expect(422);
    expect(text.body.errors).to.deep.equal({ logo: ['must be a PNG, JPEG, WebP or GIF image'] });
    const huge = await sharp({ create: { width: 5000, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const wide = await staff.upload(`/companies/${company.id}/logo`, huge, 'wide.png').expect(422);
    expect(wide.body.errors.logo).to.deep.equal(['must be at most 4096×4096 pixels']);
    expect((await staff.get(`/companies/${company.id}`).expect(200)).body.logo_url).to.equal(null);
  });
});

describe('console contracts and contract requests', () => {
  it('a contract written in the console sets the plan limit the employer API enforces', async () => {
    const staff = await admin();
    const { employer, authorization } = await createSignedInEmployer();
    const before = await api().get('/api/v1/employers/company_contracts').set('authorization', authorization).expect(200);
    expect(before.body.meta.active_jobs).to.deep.equal({ count: 0, limit: 2, plan: null });

    const created = await staff
      .post('/company_contracts', { company_id: employer.company_id, plan: 'plus', term: 'six_month', starts_on: isoDay(-1), ends_on: isoDay(180) })
      .expect(201);
    expect(created.body).to.include({ plan: 'plus', is_current: true, applicants_until: isoDay(180) });
    const after = await api().get('/api/v1/employers/company_contracts').set('authorization', authorization).expect(200);
    expect(after.body.meta.active_jobs).to.deep.equal({ count: 0, limit: 4, plan: 'plus' });

    await staff.put(`/company_contracts/${created.body.id}`, { plan: 'unlimited' }).expect(200);
    const unlimited = await api().get('/api/v1/employers/company_contracts').set('authorization', authorization).expect(200);
    expect(unlimited.body.meta.active_jobs.limit).to.equal(null);
    expect(await auditActions('company_contract', created.body.id)).to.deep.equal(['company_contract.create', 'company_contract.update']);

    const list = await staff.get(`/company_contracts?filter=${encodeURIComponent(JSON.stringify({ company_id: employer.company_id, current: true }))}`).expect(200);
    expect(list.body.map((c: { id: number }) => c.id)).to.deep.equal([created.body.id]);
  });

  it('refuses a contract that ends before it starts, and unknown plans', async () => {
    const staff = await admin();
    const company = await createCompany();
    const backwards = await staff.post('/company_contracts', { company_id: company.id, plan: 'starter', term: 'annual', starts_on: '2027-01-01', ends_on: '2026-12-31' }).expect(422);
    expect(backwards.body.errors).to.deep.equal({ ends_on: ['must be after the start date'] });
    const bad = await staff.post('/company_contracts', { company_id: company.id, plan: 'gold', term: 'weekly', starts_on: 'soon', ends_on: '2026-12-31' }).expect(422);
    expect(bad.body.errors).to.have.keys('plan', 'term', 'starts_on');
    const early = await staff
      .post('/company_contracts', { company_id: company.id, plan: 'starter', term: 'annual', starts_on: '2026-01-01', ends_on: '2026-12-31', applicants_until: '2026-06-01' })
      .expect(422);
    expect(early.body.errors).to.have.key('applicants_until');
  });

  it('makes the contract a request asks for, once, and marks the request handled', async () => {
    const staff = await admin();
    const company = await createCompany();
    const { ContractRequest } = testApp().ctx.db.models;
    const request = await ContractRequest.create({ email: 'hiring@acme.example', plan: 'unlimited', term: 'three_month', contract_language: 'ja' });
    const open = await staff.get(`/contract_requests?filter=${encodeURIComponent(JSON.stringify({ handled: false }))}`).expect(200);
    expect(open.body.map((r: { id: number }) => r.id)).to.deep.equal([request.id]);

    const contract = await staff.post(`/contract_requests/${request.id}/contract`, { company_id: company.id, starts_on: '2026-01-15' }).expect(201);
    expect(contract.body).to.include({ company_id: company.id, plan: 'unlimited', term: 'three_month', contract_language: 'ja', starts_on: '2026-01-15', ends_on: '2026-04-14', applicants_until: '2026-04-14' });
    // The Unlimited annual plan takes applicants two months past its end.
    const annual = await ContractRequest.create({ email: 'hr@acme.example', plan: 'unlimited', term: 'annual', contract_language: 'en' });
    const annualContract = await staff.post(`/contract_requests/${annual.id}/contract`, { company_id: company.id, starts_on: '2026-03-01' }).expect(201);
    expect(annualContract.body).to.include({ ends_on: '2027-02-28', applicants_until: '2027-04-30' });
    const handled = await staff.get(`/contract_requests/${request.id}`).expect(200);
    expect(handled.body).to.include({ company_contract_id: contract.body.id, company_id: company.id });
    expect(handled.body.handled_at).to.be.a('string');
    await staff.post(`/contract_requests/${request.id}/contract`, { company_id: company.id, starts_on: '2026-02-01' }).expect(422);

    await staff.post(`/contract_requests/${request.id}/handled`, { handled: false }).expect(200);
    expect((await staff.get(`/contract_requests/${request.id}`).expect(200)).body.handled_at).to.equal(null);
    expect(await auditActions('contract_request', request.id)).to.deep.equal(['contract_request.contract', 'contract_request.reopen']);
  });
});
