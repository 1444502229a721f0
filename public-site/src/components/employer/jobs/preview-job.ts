'use client';

import { useEffect, useState } from 'react';
import type { Company, JobDetail } from '@/lib/api/types';
import { decodeOne, type JsonApiDocument, type ResourceObject } from '@/lib/api/jsonapi';
import { callApi } from '@/lib/browser/api';
import type { Language } from '@/i18n/language';
import { isNewlyPublished, type EmployerJob } from './employer-job';

/** A job's fields as the employer's form and the API's employer view hold them. */
export type PreviewFields = Pick<
  EmployerJob,
  | 'title'
  | 'employment_type'
  | 'seniority_level'
  | 'english_level'
  | 'japanese_level'
  | 'remote_level'
  | 'candidate_location'
  | 'sponsors_visas'
  | 'salary_min'
  | 'salary_max'
  | 'raw_content'
  | 'application_type'
  | 'published'
  | 'published_at'
> & { slug?: string; location: string | null; skillNames: string[] };

/**
 * The job as its public page will read it. The description is the one the API cleaned (links
 * removed); the public page derives its warnings from the same fields when the job is published.
 */
export function previewJob(fields: PreviewFields, company: Company | null): JobDetail {
  return {
    id: fields.slug ?? 'preview',
    slug: fields.slug ?? 'preview',
    title: fields.title,
    location: fields.location,
    position: null,
    intro: null,
    details: null,
    requirements: null,
    benefits: null,
    raw_content: fields.raw_content,
    skills: fields.skillNames,
    technologies: [],
    job_type_names: [],
    salary_min: fields.salary_min,
    salary_max: fields.salary_max,
    remote_level: fields.remote_level,
    employment_type: fields.employment_type,
    seniority_level: fields.seniority_level,
    english_level_enum: fields.english_level,
    japanese_level_enum: fields.japanese_level,
    candidate_location: fields.candidate_location,
    sponsors_visas: fields.sponsors_visas,
    is_internship: fields.employment_type === 'intern',
    featured: false,
    published: fields.published,
    published_at: fields.published_at,
    newly_published: isNewlyPublished(fields),
    japanese_required: false,
    application_type: fields.application_type === 'direct_link' ? 1 : 2,
    application_conditions: null,
    is_remote: false,
    company,
  };
}

/** The employer's company as their own account names it (GET employers/current includes it). */
interface OwnCompany {
  name: string;
  slug: string;
  logo_url: string | null;
  published: boolean;
}

/**
 * The signed-in employer's company as the preview shows it: as the public sees it once it is on the
 * site; before that (a new company, public with its first approved job) by the name and logo the
 * employer's account holds. Null until known.
 */
export function useEmployerCompany(language: Language): Company | null {
  const [company, setCompany] = useState<Company | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    (async (): Promise<Company | null> => {
      const current = await callApi<JsonApiDocument<ResourceObject>>('/employers/current', { signal });
      const own = current.included?.find((resource) => resource.type === 'company');
      if (!own) return null;
      const { name, slug, logo_url, published } = own.attributes as unknown as OwnCompany;
      if (published) return decodeOne<Company>(await callApi<JsonApiDocument<ResourceObject>>(`/companies/${encodeURIComponent(own.id)}`, { query: { lang: language }, signal }));
      return { id: own.id, name, short_name: null, slug, logo_url, homepage_url: null, location: null, employee_count: null, is_verified: false, hiring_now: false };
    })().then(
      (found) => !signal.aborted && setCompany(found),
      () => !signal.aborted && setCompany(null),
    );
    return () => controller.abort();
  }, [language]);
  return company;
}
