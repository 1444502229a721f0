import type { Database } from '@shigoto/db';
import { PLAN_ACTIVE_JOB_LIMITS, PLAN_TERM_MONTHS, planFreeMonths, PLANS, type Language, type Plan, type PlanTerm } from '@shigoto/db/enums';
import { localized } from '../../lib/http/lang.js';
import { blogTagPath } from '../blog/blog.serializer.js';
import { publishedPostWhere, type BlogService } from '../blog/blog.service.js';
import { ABOUT, GUIDE_SLUGS, PRICES, RESOURCES, type GuideKey } from './content.copy.js';

/** Unlimited is featured with a top banner for two weeks; the other plans are not featured. */
const TOP_BANNER_WEEKS: Record<Plan, number | null> = { starter: null, plus: null, unlimited: 2 };

// Placeholders: no prices have been decided yet. Staff will set the real amounts (yen per month,
// tax excluded).
const MONTHLY_PRICE_YEN: Record<Plan, Record<PlanTerm, number>> = {
  starter: { annual: 60_000, six_month: 70_000, three_month: 80_000 },
  plus: { annual: 90_000, six_month: 105_000, three_month: 120_000 },
  unlimited: { annual: 150_000, six_month: 175_000, three_month: 200_000 },
};
// Placeholder as well: a success-fee option is offered, but what it costs has not been decided.
const SUCCESS_FEE_YEN = 500_000;

/** The promotion: first month 50% off, up to 60,000 yen, until the end of June 2020 (Japan time). */
const PROMOTION = { discountPercent: 50, maxDiscountYen: 60_000, lastDay: '2020-06-30' };
const PROMOTION_LAST_DAY_STARTS = new Date(`${PROMOTION.lastDay}T00:00:00+09:00`);
const PROMOTION_ENDS_AT = new Date(PROMOTION_LAST_DAY_STARTS.getTime() + 86_400_000);

export interface SiteCounts {
  jobs: number;
  companies: number;
  hiring_companies: number;
  newsletter_subscribers: number;
  company_reviews: number;
  blog_posts: number;
  counted_at: Date;
}

export function createContentService(db: Database, blog: BlogService, clock: () => Date = () => new Date()) {
  const { Job, Company, Lead, CompanyReview, BlogPost } = db.models;

  async function countAll(): Promise<SiteCounts> {
    const publishedCompany = { model: Company, as: 'company', attributes: [], required: true, where: { published: true } };
    const [jobs, companies, hiringCompanies, subscribers, reviews, posts] = await Promise.all([
      // Public jobs, as every job list shows them: published, not deleted, of a published company.
      Job.count({ where: { published: true, is_deleted: false }, include: [publishedCompany] }),
      Company.count({ where: { published: true } }),
      Company.count({ where: { published: true, hiring_now: true } }),
      Lead.count({ where: { unsubscribed_at: null } }),
      CompanyReview.count({ where: { moderation_state: 'approved' }, include: [publishedCompany] }),
      BlogPost.count({ where: publishedPostWhere() }),
    ]);
    return {
      jobs,
      companies,
      hiring_companies: hiringCompanies,
      newsletter_subscribers: subscribers,
      company_reviews: reviews,
      blog_posts: posts,
      counted_at: clock(),
    };
  }

  return {
    about: (lang: Language) => ({ language: lang, ...ABOUT[lang] }),

    async resources(lang: Language) {
      const copy = RESOURCES[lang];
      const guideSlugs = Object.entries(GUIDE_SLUGS) as [GuideKey, string][];
      const [tags, guides] = await Promise.all([blog.tags(), Promise.all(guideSlugs.map(([, slug]) => blog.find(slug)))]);
      const guideLinks = guideSlugs.flatMap(([key, slug], i) => (guides[i] ? [{ key, title: copy.guides[key], path: `/blog/${slug}` }] : []));
      return {
        language: lang,
        title: copy.title,
        intro: copy.intro,
        sections: [
          { key: 'seekers', heading: copy.seekers.heading, links: [...guideLinks, ...copy.seekers.links] },
          { key: 'employers', heading: copy.employers.heading, links: copy.employers.links },
          {
            key: 'blog_categories',
            heading: copy.blogCategoriesHeading,
            links: tags.map((tag) => ({ key: tag.system_name, title: localized(tag, 'name', lang), path: blogTagPath(tag) })),
          },
        ],
      };
    },

    prices(lang: Language) {
      const copy = PRICES[lang];
      return {
        language: lang,
        currency: 'JPY',
        plans: PLANS.map((plan) => {
          const activeJobLimit = PLAN_ACTIVE_JOB_LIMITS[plan];
          const topBannerWeeks = TOP_BANNER_WEEKS[plan];
          return {
            plan,
            ...copy.plans[plan],
            active_job_limit: activeJobLimit,
            // Every plan takes unlimited applicants; plans differ in active jobs.
            applicant_limit: null,
            featured: topBannerWeeks !== null,
            top_banner_weeks: topBannerWeeks,
            features: [copy.activeJobs(activeJobLimit), copy.unlimitedApplicants, ...(topBannerWeeks ? [copy.topBanner(topBannerWeeks)] : [])],
            terms: copy.termOrder.map((term) => {
              const months = PLAN_TERM_MONTHS[term];
              const freeMonths = planFreeMonths(plan, term);
              return {
                term,
                label: copy.terms[term],
                months,
                applicant_months: months + freeMonths,
                free_months: freeMonths,
                applicants: copy.applicantMonths(months + freeMonths, freeMonths),
                monthly_price_yen: MONTHLY_PRICE_YEN[plan][term],
                price_yen: MONTHLY_PRICE_YEN[plan][term] * months,
              };
            }),
          };
        }),
        success_fee: { available: true, fee_yen: SUCCESS_FEE_YEN, description: copy.successFee },
        promotion: {
          description: copy.promotion(PROMOTION.discountPercent, PROMOTION.maxDiscountYen, PROMOTION_LAST_DAY_STARTS),
          discount_percent: PROMOTION.discountPercent,
          max_discount_yen: PROMOTION.maxDiscountYen,
          months: 1,
          ends_on: PROMOTION.lastDay,
          active: clock() < PROMOTION_ENDS_AT,
        },
      };
    },

    /** Real counts for the site's copy. Counted on each call: the pages showing them are cached and rendered anew when jobs or companies change. */
    counts: countAll,
  };
}
