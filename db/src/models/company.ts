import { JAPANESE_LEVELS, REMOTE_LEVELS, SPAM_STRICTNESS } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

export interface LogoVariant {
  format: 'webp' | 'png';
  width: number;
  height: number;
  url: string;
}

export const companyTable = defineTable({
  modelName: 'Company',
  tableName: 'companies',
  columns: {
    id: col.id(),
    name: required(col.string(200)),
    name_ja: col.string(200),
    short_name: col.string(60),
    slug: required(col.string(200)),
    logo_url: col.string(500),
    /** Resized copies of the logo (made in the background from logo_url's original), smallest first. */
    logo_variants: col.json<LogoVariant[]>([]),
    homepage_url: col.string(500),
    linkedin_url: col.string(500),
    location: col.string(200),
    location_ja: col.string(200),
    description: col.text(),
    description_ja: col.text(),
    employee_count: col.integer(),
    home_rating: col.float(),
    published: col.boolean(false),
    is_verified: col.boolean(false),
    hiring_now: col.boolean(false),
    has_active_jobs: col.boolean(false),
    has_values: col.boolean(false),
    is_startup: col.boolean(false),
    is_consultancy: col.boolean(false),
    has_in_house_product: col.boolean(false),
    has_global_office: col.boolean(false),
    is_b2b: col.boolean(false),
    is_b2c: col.boolean(false),
    has_saas: col.boolean(false),
    has_technical_founder: col.boolean(false),
    /** The language level most of the company's jobs need (the company list filters on it). */
    japanese_level_enum: col.oneOf(JAPANESE_LEVELS),
    remote_level: col.oneOf(REMOTE_LEVELS),
    application_conditions: col.text(),
    application_conditions_ja: col.text(),
    redirect_application_links: col.boolean(false),
    spam_strictness: col.oneOf(SPAM_STRICTNESS),
    review_count: required(col.integer(), 0),
    experience_count: required(col.integer(), 0),
    /** Secret of the company-specific signup link employers share with colleagues. */
    membership_code: col.string(64),
  },
  indexes: [
    { name: 'companies_slug', unique: true, fields: ['slug'] },
    { name: 'companies_membership_code', unique: true, fields: ['membership_code'] },
    { name: 'companies_published_active', fields: ['published', 'has_active_jobs'] },
    { name: 'companies_employee_count', fields: ['employee_count'] },
    { name: 'companies_japanese_level', fields: ['japanese_level_enum'] },
    { name: 'companies_remote_level', fields: ['remote_level'] },
    { name: 'companies_name', fields: ['name'] },
    { name: 'companies_updated_at', fields: ['updated_at'] },
  ],
});
