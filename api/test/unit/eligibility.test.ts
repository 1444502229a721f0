import { expect } from 'chai';
import {
  applicantErrors,
  eligibilityErrors,
  readinessErrors,
  TEST_APPLICANT_MARKER,
  type ApplicantFacts,
  type CompanyFacts,
  type JobFacts,
} from '../../src/modules/applicants/eligibility.js';
import { locationsInJapan } from '@shigoto/db/locations';

const applicant = (overrides: Partial<ApplicantFacts> = {}): ApplicantFacts => ({
  name: 'Aiko Tanaka',
  email: 'aiko@example.com',
  url: 'https://github.com/aiko',
  message: 'I would love to join your platform team.',
  location_id: 1,
  japanese_level_enum: 'japanese_level_business_level',
  ...overrides,
});
const linkJob = (overrides: Partial<JobFacts> = {}): JobFacts => ({
  application_url: 'https://acme.example/apply',
  application_conditions: null,
  japanese_level_enum: 'not_required',
  candidate_location: 'anywhere',
  ...overrides,
});
const emailJob = (overrides: Partial<JobFacts> = {}) => linkJob({ application_url: null, ...overrides });
const strict: CompanyFacts = { application_conditions: null, spam_strictness: 'spam_strictness_medium' };
const lenient: CompanyFacts = { application_conditions: null, spam_strictness: 'spam_strictness_low' };
const unset: CompanyFacts = { application_conditions: null, spam_strictness: null };
const noResume = { collected: false } as const;

// Locations as seeded (Japan is 1, its cities and "Remote (Japan)" hang under it), a ward under Tokyo, and places abroad.
const JAPAN = 1;
const TOKYO = 2;
const OSAKA = 3;
const REMOTE_JAPAN = 11;
const REMOTE_WORLDWIDE = 12;
const SINGAPORE = 13;
const SHIBUYA = 40;
const LOCATIONS = [
  { id: JAPAN, parent_id: null },
  { id: TOKYO, parent_id: JAPAN },
  { id: OSAKA, parent_id: JAPAN },
  { id: REMOTE_JAPAN, parent_id: JAPAN },
  { id: REMOTE_WORLDWIDE, parent_id: null },
  { id: SINGAPORE, parent_id: null },
  { id: SHIBUYA, parent_id: TOKYO },
];
const inJapan = locationsInJapan(LOCATIONS);

describe('locations in Japan', () => {
  it('are Japan and every location whose chain of parents reaches it', () => {
    expect([...inJapan]).to.have.members([JAPAN, TOKYO, OSAKA, REMOTE_JAPAN, SHIBUYA]);
  });

  it('end the walk at a cycle of parents, which is not in Japan', () => {
    const looped = locationsInJapan([...LOCATIONS, { id: 50, parent_id: 51 }, { id: 51, parent_id: 50 }]);
    expect(looped.has(50)).to.equal(false);
    expect(looped.has(51)).to.equal(false);
    expect(looped.has(SHIBUYA)).to.equal(true);
  });
});

describe('applicant readiness (what a complete application has)', () => {
  it('accepts a complete application', () => {
    expect(readinessErrors(applicant(), linkJob(), strict, noResume)).to.deep.equal({});
    expect(readinessErrors(applicant(), emailJob(), strict, { collected: true, provided: true })).to.deep.equal({});
  });

  it('wants a name longer than 3 characters', () => {
    expect(readinessErrors(applicant({ name: 'Aik' }), linkJob(), strict, noResume)).to.deep.equal({ name: ['must be longer than 3 characters'] });
    expect(readinessErrors(applicant({ name: 'Aiko' }), linkJob(), strict, noResume)).to.deep.equal({});
  });

  it('wants an e-mail of at least 4 characters shaped like one', () => {
    expect(readinessErrors(applicant({ email: 'a@b' }), linkJob(), strict, noResume).email).to.deep.equal(['must be at least 4 characters', 'is not a valid e-mail address']);
    expect(readinessErrors(applicant({ email: 'aiko.example.com' }), linkJob(), strict, noResume).email).to.deep.equal(['is not a valid e-mail address']);
  });

  it('wants an http(s) link of at least 4 characters for jobs applied by link', () => {
    expect(readinessErrors(applicant({ url: 'htt' }), linkJob(), strict, noResume).url).to.deep.equal(['must be at least 4 characters', 'must be an http(s) link']);
    expect(readinessErrors(applicant({ url: 'ftp://files.example/cv' }), linkJob(), strict, noResume).url).to.deep.equal(['must be an http(s) link']);
    expect(readinessErrors(applicant({ url: null }), emailJob(), strict, noResume)).to.deep.equal({});
  });

  it('asks for a link or a message left empty rather than measuring it', () => {
    expect(readinessErrors(applicant({ url: '  ' }), linkJob(), strict, noResume)).to.deep.equal({ url: ['is required'] });
    expect(readinessErrors(applicant({ message: null }), emailJob(), strict, noResume)).to.deep.equal({ message: ['is required'] });
  });

  it('wants a message of at least 20 characters and, where collected, a resume for e-mail jobs', () => {
    const short = applicant({ message: 'Hire me please!' });
    expect(readinessErrors(short, emailJob(), strict, { collected: true, provided: false })).to.deep.equal({
      message: ['must be at least 20 characters'],
      resume: ['is required (PDF or DOCX, up to 5MB)'],
    });
    expect(readinessErrors(short, linkJob(), strict, noResume)).to.deep.equal({});
  });

  it('is waived when the job or the company states application conditions, except the e-mail', () => {
    const sloppy = applicant({ name: 'Al', url: '', message: '' });
    expect(readinessErrors(sloppy, linkJob({ application_conditions: 'Apply on our site' }), strict, noResume)).to.deep.equal({});
    expect(readinessErrors(sloppy, emailJob(), { ...strict, application_conditions: 'Japanese CV only' }, { collected: true, provided: false })).to.deep.equal({});
    expect(readinessErrors(applicant({ email: 'nope' }), linkJob({ application_conditions: 'x' }), strict, noResume)).to.have.key('email');
  });
});

describe('applicant eligibility (Japanese level and residence)', () => {
  it('needs the job’s Japanese rank when the company is stricter than low', () => {
    const fluentJob = linkJob({ japanese_level_enum: 'fluent' });
    expect(eligibilityErrors(applicant(), fluentJob, strict, inJapan)).to.deep.equal({ japanese_level_enum: ['This job requires at least Fluent Japanese'] });
    expect(eligibilityErrors(applicant({ japanese_level_enum: 'japanese_level_fluent' }), fluentJob, strict, inJapan)).to.deep.equal({});
    expect(eligibilityErrors(applicant({ japanese_level_enum: 'japanese_level_native' }), fluentJob, strict, inJapan)).to.deep.equal({});
    expect(eligibilityErrors(applicant({ japanese_level_enum: 'japanese_level_none' }), linkJob({ japanese_level_enum: 'conversational' }), strict, inJapan)).to.deep.equal({
      japanese_level_enum: ['This job requires at least Conversational Japanese'],
    });
    expect(eligibilityErrors(applicant({ japanese_level_enum: 'japanese_level_conversational' }), linkJob({ japanese_level_enum: 'business_level' }), strict, inJapan).japanese_level_enum).to.deep.equal([
      'This job requires at least Business Level Japanese',
    ]);
    expect(eligibilityErrors(applicant(), linkJob({ japanese_level_enum: 'native' }), strict, inJapan).japanese_level_enum).to.deep.equal(['This job requires at least Native Japanese']);
    expect(eligibilityErrors(applicant({ japanese_level_enum: 'japanese_level_none' }), linkJob({ japanese_level_enum: 'not_required' }), strict, inJapan)).to.deep.equal({});
  });

  it('needs residence in Japan (Japan or any location in it) for japan-only jobs', () => {
    const japanOnly = linkJob({ candidate_location: 'japan_only' });
    for (const home of [JAPAN, TOKYO, OSAKA, REMOTE_JAPAN, SHIBUYA]) {
      expect(eligibilityErrors(applicant({ location_id: home }), japanOnly, strict, inJapan), `location ${home}`).to.deep.equal({});
    }
    // Abroad, remote from anywhere, and a location id no location has.
    for (const home of [SINGAPORE, REMOTE_WORLDWIDE, 999]) {
      expect(eligibilityErrors(applicant({ location_id: home }), japanOnly, strict, inJapan), `location ${home}`).to.deep.equal({ location_id: ['You must be a resident of Japan to apply'] });
    }
    expect(eligibilityErrors(applicant({ location_id: SINGAPORE }), linkJob(), strict, inJapan)).to.deep.equal({});
  });

  it('applies neither rule when strictness is low or unset', () => {
    const demanding = linkJob({ japanese_level_enum: 'native', candidate_location: 'japan_only' });
    const abroad = applicant({ location_id: SINGAPORE, japanese_level_enum: 'japanese_level_none' });
    expect(Object.keys(eligibilityErrors(abroad, demanding, strict, inJapan))).to.have.members(['japanese_level_enum', 'location_id']);
    expect(eligibilityErrors(abroad, demanding, lenient, inJapan)).to.deep.equal({});
    expect(eligibilityErrors(abroad, demanding, unset, inJapan)).to.deep.equal({});
  });

  it('lets a name with the test marker through', () => {
    const demanding = linkJob({ japanese_level_enum: 'native', candidate_location: 'japan_only' });
    const tester = applicant({ name: `QA ${TEST_APPLICANT_MARKER} run`, location_id: SINGAPORE, japanese_level_enum: 'japanese_level_none' });
    expect(eligibilityErrors(tester, demanding, strict, inJapan)).to.deep.equal({});
    expect(applicantErrors({ ...tester, email: 'x' }, demanding, strict, noResume, inJapan)).to.have.keys(['email']);
  });
});
