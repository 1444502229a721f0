import { companySizeBand, type Language } from '@shigoto/db/enums';
import type { Rows } from '@shigoto/db';
import { localized } from '../../lib/http/lang.js';
import { resourceObject } from '../../lib/http/jsonapi.js';

/** What a job card shows of its company. */
function summaryAttributes(company: Rows['Company'], lang: Language) {
  return {
    name: localized(company, 'name', lang),
    short_name: company.short_name ?? company.name.slice(0, 29),
    slug: company.slug,
    logo_url: company.logo_url,
    logo_variants: company.logo_variants ?? [],
    homepage_url: company.homepage_url,
    location: localized(company, 'location', lang),
    employee_count: company.employee_count,
    size_band: companySizeBand(company.employee_count),
    is_verified: company.is_verified,
    hiring_now: company.hiring_now,
  };
}

/** The company of a job in a list: the card's fields only, so a page of jobs stays small. */
export function companySummaryResource(company: Rows['Company'], lang: Language) {
  return resourceObject('company', company.id, summaryAttributes(company, lang));
}

/**
 * A company; with its search entry, also its tags and skill names. The summary's fields are
 * assigned, not spread: V8 gave each `{...summary, more}` a map of its own and built it property
 * by property, ~25 µs a company (a page of companies took 1.2 ms of CPU in the search benchmark).
 */
export function companyResource(company: Rows['Company'], lang: Language, entry?: { tags: string[]; skills: Rows['Skill'][] }) {
  return resourceObject('company', company.id, Object.assign(summaryAttributes(company, lang), {
    linkedin_url: company.linkedin_url,
    description: localized(company, 'description', lang),
    home_rating: company.home_rating,
    published: company.published,
    has_active_jobs: company.has_active_jobs,
    has_values: company.has_values,
    is_startup: company.is_startup,
    is_consultancy: company.is_consultancy,
    has_in_house_product: company.has_in_house_product,
    has_global_office: company.has_global_office,
    is_b2b: company.is_b2b,
    is_b2c: company.is_b2c,
    has_saas: company.has_saas,
    has_technical_founder: company.has_technical_founder,
    japanese_level_enum: company.japanese_level_enum,
    remote_level: company.remote_level,
    application_conditions: lang === 'jp' ? (company.application_conditions_ja ?? company.application_conditions) : company.application_conditions,
    redirect_application_links: company.redirect_application_links,
    spam_strictness: company.spam_strictness,
    review_count: company.review_count,
    experience_count: company.experience_count,
    ...(entry ? { tags: entry.tags, skills: entry.skills.map((s) => (lang === 'jp' && s.name_ja) || s.name) } : {}),
  }));
}
