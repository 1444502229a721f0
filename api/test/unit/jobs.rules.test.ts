import { expect } from 'chai';
import {
  applicationConditions,
  applicationType,
  isJapaneseRequired,
  isNewlyPublished,
  isRemote,
  isUnpublished,
  LIVE_IN_JAPAN_CONDITION,
  SPEAK_JAPANESE_CONDITION,
} from '../../src/modules/jobs/jobs.rules.js';

const DAY = 86_400_000;
const job = (fields: Record<string, unknown> = {}) =>
  ({
    published: true,
    featured: false,
    is_deleted: false,
    published_at: new Date(),
    japanese_level_enum: 'not_required',
    candidate_location: 'anywhere',
    application_url: null,
    remote_level: 'none',
    application_conditions: null,
    application_conditions_ja: null,
    ...fields,
  }) as Parameters<typeof applicationConditions>[0];

describe('job rules (flags, application type and conditions)', () => {
  it('is newly published for 14 days', () => {
    const now = Date.now();
    expect(isNewlyPublished({ published_at: new Date(now - 13 * DAY) }, now)).to.equal(true);
    expect(isNewlyPublished({ published_at: new Date(now - 15 * DAY) }, now)).to.equal(false);
    expect(isNewlyPublished({ published_at: null }, now)).to.equal(false);
  });

  it('requires Japanese unless the level is conversational or not required', () => {
    expect(isJapaneseRequired({ japanese_level_enum: 'business_level' })).to.equal(true);
    expect(isJapaneseRequired({ japanese_level_enum: 'native' })).to.equal(true);
    expect(isJapaneseRequired({ japanese_level_enum: 'conversational' })).to.equal(false);
    expect(isJapaneseRequired({ japanese_level_enum: 'not_required' })).to.equal(false);
  });

  it('numbers the application type 1 with a URL, otherwise 2', () => {
    expect(applicationType({ application_url: 'https://example.com/apply' })).to.equal(1);
    expect(applicationType({ application_url: null })).to.equal(2);
  });

  it('counts a job as remote by location name or a full remote level', () => {
    expect(isRemote({ remote_level: 'none' }, 'Remote (Japan)')).to.equal(true);
    expect(isRemote({ remote_level: 'full_worldwide' }, 'Tokyo')).to.equal(true);
    expect(isRemote({ remote_level: 'partial' }, 'Tokyo')).to.equal(false);
  });

  it('is unpublished when neither featured nor published', () => {
    expect(isUnpublished({ featured: false, published: false })).to.equal(true);
    expect(isUnpublished({ featured: true, published: false })).to.equal(false);
  });

  describe('application conditions', () => {
    it('prefers the job text, then the company text', () => {
      expect(applicationConditions(job({ application_conditions: 'Job rule' }), { application_conditions: 'Company rule', application_conditions_ja: null }, 'en')).to.equal('Job rule');
      expect(applicationConditions(job(), { application_conditions: 'Company rule', application_conditions_ja: '会社の条件' }, 'jp')).to.equal('会社の条件');
      expect(applicationConditions(job(), { application_conditions: 'Company rule', application_conditions_ja: null }, 'jp')).to.equal('Company rule');
    });

    it('derives the product’s sentences ("You must live in Japan to apply", …) from location and language requirements', () => {
      expect(applicationConditions(job({ candidate_location: 'japan_only' }), null, 'en')).to.equal(LIVE_IN_JAPAN_CONDITION);
      expect(applicationConditions(job({ japanese_level_enum: 'fluent' }), null, 'en')).to.equal(SPEAK_JAPANESE_CONDITION);
      expect(applicationConditions(job({ candidate_location: 'japan_only', japanese_level_enum: 'fluent' }), null, 'en')).to.equal(
        `${LIVE_IN_JAPAN_CONDITION}\n${SPEAK_JAPANESE_CONDITION}`,
      );
      expect(applicationConditions(job(), null, 'en')).to.equal(null);
      expect(applicationConditions(job({ japanese_level_enum: 'fluent' }), null, 'jp')).to.equal('日本語を話せる方のみ応募できます');
      expect(LIVE_IN_JAPAN_CONDITION).to.equal('You must live in Japan to apply');
      expect(SPEAK_JAPANESE_CONDITION).to.equal('You must speak Japanese to apply');
    });
  });
});
