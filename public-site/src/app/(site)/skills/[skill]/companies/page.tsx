import type { Metadata } from 'next';
import { SearchView } from '@/components/search/SearchView';
import { cache } from 'react';
import type { Language } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import { orNotFound } from '@/lib/api/not-found';
import { getSkill } from '@/lib/api/skills';
import { interpolate } from '@/lib/format/template';
import type { RouteProps } from '@/lib/route-props';
import { companyListCanonicalPath } from '@/lib/company-search';
import { skillCompaniesPath } from '@/lib/routes';
import { pageMetadata } from '@/lib/seo/metadata';

type SkillRouteProps = RouteProps<{ skill: string }>;

const loadSkill = cache((systemName: string, language: Language) => orNotFound(getSkill(systemName, language)));

export async function generateMetadata({ params, searchParams }: SkillRouteProps): Promise<Metadata> {
  const { skill } = await params;
  const { t, language } = await getI18n();
  const found = await loadSkill(skill, language);
  return pageMetadata({
    language,
    path: companyListCanonicalPath(skillCompaniesPath(found.system_name), await searchParams, { skills: found.system_name }),
    title: interpolate(t.companies.skillHeading, { skill: found.name }), description: t.companies.metaDescription });
}

/** /skills/{skill_system_name}/companies: the companies that work with a skill, searchable and filterable like /companies. */
export default async function SkillCompaniesPage({ params, searchParams }: SkillRouteProps) {
  const { skill } = await params;
  const i18n = await getI18n();
  const { t } = i18n;
  const found = await loadSkill(skill, i18n.language);
  return (
    <SearchView kind="companies" i18n={i18n} heading={interpolate(t.companies.skillHeading, { skill: found.name })} path={skillCompaniesPath(found.system_name)} params={await searchParams} fixedFilters={{ skills: found.system_name }} />
  );
}
