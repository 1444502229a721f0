import { notFound, permanentRedirect } from 'next/navigation';
import { localizeHref } from '@/i18n/language';
import { getI18n } from '@/i18n/server';
import type { RouteProps } from '@/lib/route-props';
import { skillJobsPath } from '@/lib/routes';

/**
 * /skills/{skill_system_name}/jobs shows the same list as the skill's keyword page
 * (/{skill}-jobs-in-japan): it sends visitors there, so the list has one address.
 */
export default async function SkillJobsPage({ params }: RouteProps<{ skill: string }>) {
  const { skill } = await params;
  if (!/^\w{1,120}$/.test(skill)) notFound();
  const { language } = await getI18n();
  permanentRedirect(localizeHref(skillJobsPath(skill), language));
}
