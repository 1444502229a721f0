// The people and community around the demo companies: seekers, applicants, reviews, newsletters,
// leads, contracts and the smaller inbox tables. Everything is fictional and uses .example domains.
import {
  APPLICANT_JAPANESE_LEVELS,
  EXPERIENCE_KINDS,
  HIRE_CONTRACT_TYPES,
  isLateHireReport,
  JAPAN_LOCATION_ID,
  JAPANESE_RANKS,
  MODERATION_STATES,
  PLANS,
  PLAN_ACTIVE_JOB_LIMITS,
  PLAN_TERMS,
  TRACKING_EVENT_TYPES,
  type ApplicantUserState,
  type Plan,
  type PlanTerm,
} from '../enums.js';
import { BLOG_AUTHORS, BLOG_POSTS, BLOG_TAGS, articleHtml } from './blog-content.js';
import { DAY_MS, Random, addMonths, daysBefore, isoDate, slugify, type CompanyDraft, type JobDraft } from './generators.js';
import type { NewRow, ReferenceIndex } from './rows.js';

export interface DemoContext {
  rng: Random;
  now: Date;
  refs: ReferenceIndex;
  companies: CompanyDraft[];
  jobs: JobDraft[];
}

// ---------------------------------------------------------------------------------------------
// People

const GIVEN_NAMES_JA = ['Aiko', 'Haruto', 'Yui', 'Sota', 'Yuki', 'Ren', 'Mei', 'Kenta', 'Daiki', 'Nanami', 'Takumi', 'Riku', 'Hina', 'Kaito', 'Saki', 'Shota', 'Misaki', 'Kazuki', 'Ayumi', 'Naoki'];
const FAMILY_NAMES_JA = ['Tanaka', 'Suzuki', 'Sato', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu'];
const GIVEN_NAMES = ['Alex', 'Priya', 'Lucas', 'Mei', 'Daniel', 'Sofia', 'Omar', 'Emma', 'Minh', 'Carlos', 'Aisha', 'Ivan', 'Olivia', 'Arjun', 'Minjun', 'Chloe', 'Ethan', 'Fatima', 'Mateo', 'Hannah', 'Wei', 'Ananya', 'Jonas', 'Camila'];
const FAMILY_NAMES = ['Morgan', 'Sharma', 'Silva', 'Chen', 'Kim', 'Rossi', 'Haddad', 'Schmidt', 'Nguyen', 'Mendoza', 'Bello', 'Petrov', 'Brown', 'Patel', 'Park', 'Martin', 'Walker', 'Khan', 'Garcia', 'Larsen', 'Lin', 'Iyer', 'Torres', 'Novak'];

interface Person {
  name: string;
  handle: string;
  isJapanese: boolean;
}

export function randomPerson(rng: Random): Person {
  const isJapanese = rng.chance(0.35);
  const given = rng.pick(isJapanese ? GIVEN_NAMES_JA : GIVEN_NAMES);
  const family = rng.pick(isJapanese ? FAMILY_NAMES_JA : FAMILY_NAMES);
  return { name: `${given} ${family}`, handle: `${given}.${family}`.toLowerCase(), isJapanese };
}

/** Unique because the serial number is part of it. */
function personalEmail(person: Person, serial: number): string {
  return `${person.handle}${serial}@mail.example`;
}

export const DEMO_SEEKER = {
  email: 'seeker@shigoto.example',
  name: 'Alex Morgan',
};

export function buildUsers({ rng, now }: DemoContext, passwordHash: string, otherCount: number): NewRow<'User'>[] {
  const seeker: NewRow<'User'> = {
    id: 1,
    email: DEMO_SEEKER.email,
    password_hash: passwordHash,
    name: DEMO_SEEKER.name,
    url: 'https://alex-morgan.example',
    location_id: JAPAN_LOCATION_ID,
    japanese_level_enum: 'japanese_level_conversational',
    resume_file_id: null,
    language: 'en',
    confirmed: true,
    is_disabled: false,
    applicant_dashboard_enabled: true,
    password_changed_at: null,
    created_at: daysBefore(now, 200),
  };
  const others = Array.from({ length: otherCount }, (_, index): NewRow<'User'> => {
    const person = randomPerson(rng);
    return {
      id: index + 2,
      email: personalEmail(person, index + 2),
      password_hash: passwordHash,
      name: person.name,
      url: rng.chance(0.5) ? `https://${slugify(person.name)}.example` : null,
      location_id: rng.chance(0.7) ? JAPAN_LOCATION_ID : null,
      japanese_level_enum: rng.pick(APPLICANT_JAPANESE_LEVELS),
      resume_file_id: null,
      language: person.isJapanese && rng.chance(0.6) ? 'jp' : 'en',
      confirmed: index % 5 !== 4,
      is_disabled: index === 2,
      applicant_dashboard_enabled: rng.chance(0.5),
      password_changed_at: null,
      created_at: daysBefore(now, rng.between(5, 300)),
    };
  });
  return [seeker, ...others];
}

// ---------------------------------------------------------------------------------------------
// Applicants (the employer's inbox for email_forwarding jobs)

const APPLICANT_MESSAGES = {
  en: [
    "Hi, I'm very interested in the {title} role. I have {years} years of experience with {skill} and would love to talk.",
    'Hello! I found this position on Shigoto and I think my background in {skill} is a strong fit. My resume is attached.',
    "I'm looking for my next challenge and your product caught my eye. I have shipped {skill} projects for {years} years.",
    'Dear hiring team, please consider my application for the {title} position. I am happy to share more about my {skill} work.',
  ],
  ja: [
    '{title}のポジションに応募いたします。{skill}の実務経験が{years}年あります。どうぞよろしくお願いいたします。',
    '貴社の{title}の求人を拝見し、応募いたしました。{skill}を使った開発経験を活かしたいと考えています。',
  ],
};
const SPAM_MESSAGE = 'Boost your hiring with our premium SEO and marketing services!!! Reply now for a 90% discount.';
const APPLICANT_TAGS = ['referral', 'strong-portfolio', 'follow-up', 'needs-visa', 'phone-screen-done', 'second-round'];
const OTHER_LANGUAGES = ['Mandarin', 'Korean', 'Spanish', 'Hindi', 'Vietnamese', 'French', 'German', 'Portuguese'];
const APPLICANT_LOCATIONS = [['japan', 55], ['tokyo', 10], ['osaka', 5], ['singapore', 12], ['seoul', 10], ['taipei', 8]] as const;
const USER_STATE_WEIGHTS: readonly (readonly [ApplicantUserState | null, number])[] = [
  [null, 30], ['user_state_new', 15], ['user_state_good_fit', 15], ['user_state_maybe', 15], ['user_state_not_a_fit', 18], ['user_state_hired', 7],
];

export interface ApplicantRows {
  applicants: NewRow<'Applicant'>[];
  emailApplicants: NewRow<'EmailApplicant'>[];
  jobApplications: NewRow<'JobApplication'>[];
  hiringReports: NewRow<'HiringReport'>[];
}

interface ApplicantInput {
  job: JobDraft;
  person: Person;
  email: string;
  /** The signed-in seeker who applied, if any; their profile supplies the Japanese level. */
  user: NewRow<'User'> | null;
  message: string;
  spam: boolean;
}

function appliedAt(rng: Random, job: NewRow<'Job'>, now: Date): Date {
  const from = job.published_at!.getTime();
  const until = (job.closed_at ?? now).getTime();
  return new Date(from + rng.next() * (until - from));
}

/** Applicants for email_forwarding jobs, a few applications by the demo seeker, and hire reports. */
export function buildApplicants(ctx: DemoContext, seeker: NewRow<'User'>): ApplicantRows {
  const { rng, now, refs, companies, jobs } = ctx;
  const demoCompanyId = companies[0].row.id;
  const rows: ApplicantRows = { applicants: [], emailApplicants: [], jobApplications: [], hiringReports: [] };
  const receiving = jobs.filter((job) => job.row.application_email && job.row.published_at);

  const skillsOf = (job: JobDraft) =>
    job.skillIds.map((skillId) => refs.skillNames.get(skillId)).filter((name): name is string => name !== undefined);

  const add = ({ job, person, email, user, message, spam }: ApplicantInput) => {
    const jobSkills = skillsOf(job);
    const id = rows.applicants.length + 1;
    const time = appliedAt(rng, job.row, now);
    const japaneseLevel =
      user?.japanese_level_enum ?? (person.isJapanese ? 'japanese_level_native' : rng.pick(APPLICANT_JAPANESE_LEVELS));
    const locationId = refs.locations.id(rng.weighted(APPLICANT_LOCATIONS));
    rows.applicants.push({
      id,
      job_id: job.row.id,
      company_id: job.row.company_id,
      user_id: user?.id ?? null,
      name: person.name,
      email,
      url: rng.chance(0.6) ? `https://github.example/${person.handle}` : null,
      message,
      location_id: locationId,
      japanese_level_enum: japaneseLevel,
      signup: rng.chance(0.3),
      ab_tests: { apply_modal: rng.pick(['a', 'b']) },
      idempotency_key: `demo-applicant-${id}`,
      created_at: time,
      followed_up_at: time,
      language: person.isJapanese ? 'jp' : 'en',
      resume_file_id: null,
    });
    rows.emailApplicants.push({
      id,
      job_id: job.row.id,
      company_id: job.row.company_id,
      applicant_id: id,
      name: person.name,
      email,
      message,
      location_id: locationId,
      japanese_level_enum: japaneseLevel,
      skills: rng.sample(jobSkills, rng.int(1, jobSkills.length)),
      links: rng.sample([`https://github.example/${person.handle}`, `https://www.linkedin.example/in/${person.handle}`, `https://${slugify(person.name)}.example`], rng.int(0, 3)),
      languages: [
        'English',
        ...((JAPANESE_RANKS[japaneseLevel] ?? 0) >= 2 || person.isJapanese ? ['Japanese'] : []),
        ...(rng.chance(0.3) ? [rng.pick(OTHER_LANGUAGES)] : []),
      ],
      tags: rng.chance(0.3) ? rng.sample(APPLICANT_TAGS, rng.int(1, 2)) : [],
      resume_file_id: null,
      attachment_file_ids: [],
      user_state: spam ? 'user_state_not_a_fit' : rng.weighted(USER_STATE_WEIGHTS),
      is_user_starred: !spam && rng.chance(0.15),
      possible_spam: spam,
      email_time: time,
      created_at: time,
    });
  };

  for (const job of receiving) {
    const count = job.row.company_id === demoCompanyId ? rng.int(4, 9) : rng.int(0, 4);
    for (let n = 0; n < count; n += 1) {
      const spam = rng.chance(0.04);
      const person = spam ? { name: 'Best Marketing Deals', handle: 'best.marketing.deals', isJapanese: false } : randomPerson(rng);
      const inJapanese = job.row.is_japanese_only || (person.isJapanese && rng.chance(0.4));
      const template = rng.pick(APPLICANT_MESSAGES[inJapanese ? 'ja' : 'en']);
      const message = spam
        ? SPAM_MESSAGE
        : template
            .replaceAll('{title}', inJapanese ? (job.row.title_ja ?? job.row.title) : job.row.title)
            .replaceAll('{skill}', rng.pick(skillsOf(job)))
            .replaceAll('{years}', String(rng.int(1, 12)));
      add({ job, person, email: personalEmail(person, rows.applicants.length + 1), user: null, message, spam });
    }
  }

  // The demo seeker has applied to two email jobs and clicked through to one external application.
  const seekerPerson: Person = { name: seeker.name!, handle: 'alex.morgan', isJapanese: false };
  const seekerJobs = receiving.filter((job) => job.row.published && !job.row.is_japanese_only).slice(0, 2);
  for (const job of seekerJobs) {
    const message = `Hello, I would love to join as ${job.row.title}. I have five years of TypeScript and Go experience.`;
    add({ job, person: seekerPerson, email: seeker.email, user: seeker, message, spam: false });
    const applicant = rows.applicants[rows.applicants.length - 1];
    rows.jobApplications.push({
      id: rows.jobApplications.length + 1,
      job_id: job.row.id,
      user_id: seeker.id,
      applicant_id: applicant.id,
      message,
      created_at: applicant.created_at,
    });
  }
  const linked = jobs.find((job) => job.row.published && job.row.application_url)!;
  rows.jobApplications.push({
    id: rows.jobApplications.length + 1,
    job_id: linked.row.id,
    user_id: seeker.id,
    applicant_id: null,
    message: null,
    created_at: daysBefore(now, 3),
  });

  const jobById = new Map(jobs.map((job) => [job.row.id, job.row]));
  const hired = rows.emailApplicants.filter((applicant) => applicant.user_state === 'user_state_hired');
  rows.hiringReports = hired.slice(0, 8).map((applicant, index) => {
    const contractType = HIRE_CONTRACT_TYPES[index % HIRE_CONTRACT_TYPES.length];
    const job = jobById.get(applicant.job_id)!;
    const late = index % 4 === 3;
    const reportedAt = new Date(Math.min(now.getTime(), applicant.email_time!.getTime() + rng.int(20, 40) * DAY_MS));
    const fields = {
      id: index + 1,
      company_id: applicant.company_id,
      employer_id: applicant.company_id,
      job_id: applicant.job_id,
      email_applicant_id: applicant.id,
      full_name: applicant.name,
      position: job.position ?? job.title,
      // Every fourth report comes late: 8 to 12 days after a start in the past.
      start_date: isoDate(new Date(late ? reportedAt.getTime() - rng.int(8, 12) * DAY_MS : applicant.email_time!.getTime() + rng.int(30, 60) * DAY_MS)),
      contract_type: contractType,
      contract_length_note: contractType === 'fixed_term_under_12_months' ? 'Six-month contract with the option to renew.' : null,
      other_info: rng.chance(0.4) ? 'Relocating from abroad; visa application in progress.' : null,
      created_at: reportedAt,
    };
    const report = { ...fields, is_late: isLateHireReport(fields.start_date, reportedAt) };
    // The older reports' fees are billed: the first four invoiced, the first two paid too.
    const billed = (days: number) => new Date(Math.min(now.getTime(), report.created_at.getTime() + days * DAY_MS));
    return { ...report, invoiced_at: index < 4 ? billed(2) : null, paid_at: index < 2 ? billed(20) : null };
  });
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Reviews and experiences

type ReviewTone = 'positive' | 'mixed' | 'negative';

const REVIEW_TEXT: Record<'en' | 'jp', { titles: Record<ReviewTone, string[]>; pros: string[]; cons: string[]; body: string; duration: (years: number) => string }> = {
  en: {
    titles: {
      positive: ['Great place to grow as an engineer', 'Friendly team and a modern stack', 'Good work-life balance', 'Real ownership and supportive managers'],
      mixed: ['Good people, slow decisions', 'Interesting product with growing pains', 'Solid company, average pay'],
      negative: ['Too much overtime', 'Unclear direction from management', 'Hard to get things done in English'],
    },
    pros: ['Flexible hours and remote work', 'Modern tech stack', 'Smart, kind colleagues', 'Generous learning budget', 'Real impact on the product', 'Good visa and relocation support', 'Transparent salary bands'],
    cons: ['Decisions can take a long time', 'Some meetings are only in Japanese', 'Salary reviews are slow', 'On-call can be heavy', 'Legacy code in older products', 'Frequent reorganisations'],
    body: 'I worked here for {duration}. {pros}. On the other hand: {cons}.',
    duration: (years) => (years === 1 ? '1 year' : `${years} years`),
  },
  jp: {
    titles: {
      positive: ['成長できる環境', 'チームの雰囲気が良い', 'ワークライフバランスが良い'],
      mixed: ['人は良いが意思決定が遅い', '面白いプロダクトだが課題も多い'],
      negative: ['残業が多い', '経営方針が不透明'],
    },
    pros: ['フレックスとリモートワーク', 'モダンな技術スタック', '優秀で親切な同僚', '学習支援が手厚い'],
    cons: ['意思決定に時間がかかる', '給与改定が遅い', 'オンコールの負担が大きい', 'レガシーコードが多い'],
    body: '{duration}在籍しました。良い点：{pros}。改善点：{cons}。',
    duration: (years) => `${years}年間`,
  },
};

const MODERATION_WEIGHTS = [['approved', 65], ['pending', 25], ['rejected', 10]] as const satisfies readonly (readonly [(typeof MODERATION_STATES)[number], number])[];

export function buildReviews({ rng, now, companies }: DemoContext, users: NewRow<'User'>[], count: number): NewRow<'CompanyReview'>[] {
  const published = companies.filter((company) => company.row.published);
  return Array.from({ length: count }, (_, index): NewRow<'CompanyReview'> => {
    const company = rng.pick(published);
    const rating = rng.weighted([[1, 6], [2, 10], [3, 24], [4, 35], [5, 25]] as const);
    const tone: ReviewTone = rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
    const language = rng.chance(0.15) ? 'jp' : 'en';
    const text = REVIEW_TEXT[language];
    const pros = rng.sample(text.pros, 2);
    const cons = rng.sample(text.cons, tone === 'negative' ? 2 : 1);
    const separator = language === 'jp' ? '、' : ', ';
    const user = rng.chance(0.3) ? rng.pick(users) : null;
    return {
      id: index + 1,
      company_id: company.row.id,
      user_id: user?.id ?? null,
      email: user?.email ?? `reviewer${index + 1}@mail.example`,
      title: rng.pick(text.titles[tone]),
      body: text.body.replace('{duration}', text.duration(rng.int(1, 6))).replace('{pros}', pros.join(separator)).replace('{cons}', cons.join(separator)),
      pros: pros.join('\n'),
      cons: cons.join('\n'),
      rating,
      employment_status: rng.pick(['current_employee', 'former_employee']),
      language,
      moderation_state: rng.weighted(MODERATION_WEIGHTS),
      moderation_reason: null,
      moderated_at: null,
      created_at: daysBefore(now, rng.between(1, 400)),
    };
  });
}

type ExperienceKind = (typeof EXPERIENCE_KINDS)[number];

const EXPERIENCE_BODIES: Record<ExperienceKind, string[]> = {
  designer: [
    'Designers join projects from kickoff and run their own user research.',
    'Design is respected here, but the team is small and stretched across many products.',
    'We have a mature design system and a weekly critique where engineers join too.',
  ],
  remote: [
    'Remote work is the default; we meet in person once a quarter.',
    'Hybrid in practice: most people come in on Tuesdays and Thursdays.',
    'Fully remote within Japan with core hours in the afternoon.',
  ],
  general: ['A calm, well-organised company with clear expectations.', 'Fast-paced startup where you can own a lot from day one.'],
};

function experienceAnswers(rng: Random, kind: ExperienceKind): Record<string, string> {
  if (kind === 'designer') {
    return {
      design_team_size: rng.pick(['1', '2-5', '6-15', '16+']),
      design_tools: rng.pick(['Figma, Miro', 'Figma, Adobe XD', 'Sketch, Figma']),
      research_practice: rng.pick(['Monthly user interviews', 'Usability tests before each release', 'Ad hoc']),
    };
  }
  if (kind === 'remote') {
    return {
      remote_policy: rng.pick(['Fully remote in Japan', 'Hybrid, two office days', 'Remote from anywhere']),
      core_hours: rng.pick(['11:00-15:00 JST', '13:00-16:00 JST', 'None']),
      home_office_budget: rng.pick(['¥50,000 once', '¥5,000 a month', 'None']),
    };
  }
  return { team_atmosphere: rng.pick(['Collaborative', 'Independent', 'Fast-paced']) };
}

export function buildExperiences({ rng, now, companies }: DemoContext, count: number): NewRow<'CompanyExperience'>[] {
  const published = companies.filter((company) => company.row.published);
  return Array.from({ length: count }, (_, index): NewRow<'CompanyExperience'> => {
    const kind = EXPERIENCE_KINDS[index % EXPERIENCE_KINDS.length];
    return {
      id: index + 1,
      company_id: rng.pick(published).row.id,
      kind,
      email: `survey${index + 1}@mail.example`,
      body: rng.pick(EXPERIENCE_BODIES[kind]),
      answers: experienceAnswers(rng, kind),
      language: 'en',
      moderation_state: rng.weighted(MODERATION_WEIGHTS),
      moderation_reason: null,
      moderated_at: null,
      created_at: daysBefore(now, rng.between(1, 300)),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Blog and newsletters

export interface BlogRows {
  posts: NewRow<'BlogPost'>[];
  tags: NewRow<'BlogTag'>[];
  postTags: NewRow<'BlogPostTag'>[];
}

export function buildBlog({ rng, now }: DemoContext): BlogRows {
  const tags = BLOG_TAGS.map(([system_name, name, name_ja, is_ja_employer], index): NewRow<'BlogTag'> => ({
    id: index + 1,
    system_name,
    name,
    name_ja,
    is_ja_employer,
  }));
  const tagIds = new Map(tags.map((tag) => [tag.system_name, tag.id]));
  const posts = BLOG_POSTS.map((post, index): NewRow<'BlogPost'> => {
    const publishedAt = post.draft ? null : daysBefore(now, index * 12 + rng.between(0, 10));
    return {
      id: index + 1,
      slug: post.slug,
      audience: post.audience,
      title: post.en.title,
      title_ja: post.ja?.title ?? null,
      excerpt: post.en.excerpt,
      excerpt_ja: post.ja?.excerpt ?? null,
      body: articleHtml(post.en, 'en'),
      body_ja: post.ja ? articleHtml(post.ja, 'ja') : null,
      // Written before the Markdown editor: the console opens the HTML as the Markdown source.
      body_markdown: null,
      body_markdown_ja: null,
      publish_at: null,
      cover_image_url: null,
      cover_media_id: null,
      author_name: rng.pick(BLOG_AUTHORS),
      published: !post.draft,
      published_at: publishedAt,
      // Popularity falls off steeply, as it does for real articles.
      view_count: post.draft ? 0 : Math.round(30 + 20_000 * rng.next() ** 3),
      created_at: publishedAt ?? daysBefore(now, 2),
    };
  });
  const postTags = BLOG_POSTS.flatMap((post, index) =>
    post.tags.map((tag): NewRow<'BlogPostTag'> => ({ blog_post_id: index + 1, blog_tag_id: tagIds.get(tag)! })),
  );
  return { posts, tags, postTags };
}

/** Weekly issues going back from last week; each lists jobs published shortly before it went out. */
export function buildNewsletters({ rng, now, companies, jobs }: DemoContext, count: number): NewRow<'Newsletter'>[] {
  const companyById = new Map(companies.map((company) => [company.row.id, company.row]));
  const listed = jobs.filter((job) => job.row.published && !job.row.is_deleted).map((job) => job.row);
  return Array.from({ length: count }, (_, weeksAgo): NewRow<'Newsletter'> => {
    const sentAt = daysBefore(now, weeksAgo * 7 + 2);
    const recent = listed.filter((job) => job.published_at! <= sentAt && job.published_at! > daysBefore(sentAt, 30));
    const picks = rng.sample(recent.length >= 5 ? recent : listed, 5);
    const issue = 100 + count - weeksAgo;
    const item = (job: NewRow<'Job'>, title: string) => {
      const company = companyById.get(job.company_id)!;
      return `  <li><a href="/jobs/${company.slug}/${job.slug}">${title}</a> — ${company.short_name}</li>`;
    };
    const translated = weeksAgo % 2 === 0;
    return {
      id: weeksAgo + 1,
      subject: `Shigoto Weekly #${issue}: ${picks[0].title} and ${picks.length - 1} more new jobs`,
      subject_ja: translated ? `仕事ウィークリー #${issue}：新着求人${picks.length}件` : null,
      body: [
        '<p>Hi there,</p>',
        "<p>Here are this week's picks from companies hiring in Japan:</p>",
        `<ul>\n${picks.map((job) => item(job, job.title)).join('\n')}\n</ul>`,
        '<p>Good luck with your search!<br>The Shigoto team</p>',
      ].join('\n'),
      body_ja: translated
        ? [
            '<p>こんにちは。</p>',
            '<p>今週のおすすめ求人をお届けします。</p>',
            `<ul>\n${picks.map((job) => item(job, job.title_ja ?? job.title)).join('\n')}\n</ul>`,
            '<p>Shigotoチーム</p>',
          ].join('\n')
        : null,
      // Past issues list their picks in the body, as they were sent.
      job_ids: [],
      blog_post_ids: [],
      published: true,
      sent_at: sentAt,
      created_at: daysBefore(sentAt, 1),
    };
  });
}

export function buildLeads({ rng, now }: DemoContext, count: number): NewRow<'Lead'>[] {
  return Array.from({ length: count }, (_, index): NewRow<'Lead'> => {
    const person = randomPerson(rng);
    return {
      id: index + 1,
      email: personalEmail(person, 1000 + index),
      include_tech_jobs: rng.chance(0.92),
      include_non_tech_jobs: rng.chance(0.3),
      language: person.isJapanese && rng.chance(0.5) ? 'jp' : 'en',
      source: rng.pick(['newsletter_page', 'exit_intent', 'footer', 'after_apply']),
      unsubscribed_at: rng.chance(0.1) ? daysBefore(now, rng.between(1, 60)) : null,
      created_at: daysBefore(now, rng.between(60, 400)),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Contracts and the employer-side inboxes

const CONTRACT_MONTHS: Record<PlanTerm, number> = { annual: 12, six_month: 6, three_month: 3 };

/** Annual starter/plus keep receiving applicants for 12 months, annual unlimited for 14. */
function applicantMonths(plan: Plan, term: PlanTerm): number {
  if (term !== 'annual') return CONTRACT_MONTHS[term];
  return plan === 'unlimited' ? 14 : 12;
}

/**
 * Contracts for every other published company, and for every company with more open (or
 * waiting) jobs than free posting allows (the Starter allowance): the demo world keeps the plan
 * limits the API enforces, with room to publish what staff approve. A company whose open jobs outgrow the plan picked for it is on Unlimited, with a
 * contract that runs today.
 */
export function buildContracts({ rng, now, companies, jobs }: DemoContext): NewRow<'CompanyContract'>[] {
  // Open jobs and those waiting to be published (pending or approved, never closed or rejected).
  const openJobs = new Map<number, number>();
  for (const { row } of jobs) {
    const mayBeOpen = !row.is_deleted && row.approval_state !== 'rejected' && !row.closed_at;
    if (mayBeOpen) openJobs.set(row.company_id, (openJobs.get(row.company_id) ?? 0) + 1);
  }
  const fits = (plan: Plan, company: CompanyDraft) => {
    const limit = PLAN_ACTIVE_JOB_LIMITS[plan];
    return limit === null || (openJobs.get(company.row.id!) ?? 0) <= limit;
  };
  const contracted = companies.filter((company, index) => index === 0 || (company.row.published && (index % 2 === 0 || !fits('starter', company))));
  return contracted.map((company, index): NewRow<'CompanyContract'> => {
    const picked = index === 0 ? 'plus' : PLANS[index % PLANS.length];
    const plan = fits(picked, company) ? picked : 'unlimited';
    const term = index === 0 ? 'annual' : PLAN_TERMS[Math.floor(index / PLANS.length) % PLAN_TERMS.length];
    const daysAgo = rng.int(0, 300);
    // A company that needs its plan for the jobs it has open is within its contract's term today.
    const startsOn = daysBefore(now, index === 0 ? 60 : fits('starter', company) ? daysAgo : daysAgo % (CONTRACT_MONTHS[term] * 28));
    const japaneseFirst = company.row.japanese_level_enum === 'fluent' || company.row.japanese_level_enum === 'native';
    return {
      id: index + 1,
      company_id: company.row.id,
      plan,
      term,
      contract_language: japaneseFirst ? 'ja' : 'en',
      starts_on: isoDate(startsOn),
      ends_on: isoDate(addMonths(startsOn, CONTRACT_MONTHS[term])),
      applicants_until: isoDate(addMonths(startsOn, applicantMonths(plan, term))),
      success_fee: rng.chance(0.2),
      price_yen: null,
      created_at: startsOn,
    };
  });
}

export function buildContractRequests({ rng, now, companies }: DemoContext, count: number): NewRow<'ContractRequest'>[] {
  return Array.from({ length: count }, (_, index): NewRow<'ContractRequest'> => {
    const company = companies[1 + index * 3].row;
    return {
      id: index + 1,
      company_id: company.id,
      email: `hiring@${company.slug}.example`,
      contract_language: index % 3 === 0 ? 'ja' : 'en',
      plan: PLANS[index % PLANS.length],
      term: PLAN_TERMS[(index + 1) % PLAN_TERMS.length],
      handled_at: null,
      company_contract_id: null,
      created_at: daysBefore(now, rng.between(1, 90)),
    };
  });
}

/** Companies that are not on Shigoto yet, for leads and the company form. */
const PROSPECTS = [
  ['Nijiiro Software', 'Tokyo', 'English'],
  ['Kumade Labs', 'Osaka', 'Japanese'],
  ['Sakuranbo Tech', 'Fukuoka', 'English'],
  ['Tsukiyo Digital', 'Tokyo', 'Japanese'],
  ['Hoshikuzu Apps', 'Kyoto', 'English'],
  ['Umineko Systems', 'Yokohama', 'Japanese'],
  ['Karakuri Robotics', 'Nagoya', 'Japanese'],
  ['Mikan Data', 'Tokyo', 'English'],
] as const;

export function buildCompanyLeads({ rng, now }: DemoContext): NewRow<'CompanyLead'>[] {
  return PROSPECTS.map(([companyName], index): NewRow<'CompanyLead'> => {
    const person = randomPerson(rng);
    const domain = `${slugify(companyName)}.example`;
    return {
      id: index + 1,
      name: person.name,
      company_name: companyName,
      job_title: rng.pick(['CTO', 'Head of Engineering', 'Recruiter', 'HR Manager', 'Founder']),
      email: `${person.handle}@${domain}`,
      example_job_url: rng.chance(0.7) ? `https://careers.${domain}/jobs/backend-engineer` : null,
      diversity_info: rng.chance(0.5) ? `About ${rng.int(10, 60)}% of our engineers come from outside Japan.` : null,
      company_id: null,
      handled_at: null,
      created_at: daysBefore(now, rng.between(1, 120)),
    };
  });
}

export function buildCompanySubmissions({ rng, now }: DemoContext): NewRow<'CompanySubmission'>[] {
  return PROSPECTS.slice(0, 6).map(([companyName, city, language], index): NewRow<'CompanySubmission'> => {
    const person = randomPerson(rng);
    const domain = `${slugify(companyName)}.example`;
    const salaryMin = rng.int(45, 70) * 100_000;
    return {
      id: index + 1,
      company_name: companyName,
      submitter_name: person.name,
      submitter_role: rng.pick(['CTO', 'Founder', 'HR Manager', 'Engineering Manager']),
      email: `${person.handle}@${domain}`,
      employee_count: rng.int(5, 400),
      description: `${companyName} builds software for Japanese businesses and is growing its engineering team in ${city}.`,
      salary_min: salaryMin,
      salary_max: salaryMin + rng.int(20, 50) * 100_000,
      homepage_url: `https://${domain}`,
      primary_language: language,
      japanese_language_policy: language === 'English' ? 'Japanese is not required for engineers.' : 'Business-level Japanese is required.',
      remote_work_policy: rng.pick(['Fully remote within Japan', 'Hybrid, three office days a week', 'Office-based']),
      visa_policy: rng.chance(0.6) ? 'We sponsor work visas.' : 'Candidates must already be able to work in Japan.',
      hq_location: `${city}, Japan`,
      review_state: MODERATION_STATES[index % MODERATION_STATES.length],
      company_id: null,
      handled_at: null,
      created_at: daysBefore(now, rng.between(1, 60)),
    };
  });
}

const FEEDBACK_BODIES = [
  'Would love a filter for jobs that allow part-time work.',
  'The salary filter is really useful, thank you!',
  'One of the application links on this page seems to be broken.',
  'Please add more jobs in Fukuoka.',
  'There is a small typo in the Japanese version of the apply form.',
  'I found my current job through your newsletter. Thanks!',
  'It would help to see when a job was last updated.',
  'Dark mode please :)',
];

export function buildFeedbacks({ rng, now, companies }: DemoContext, count: number): NewRow<'Feedback'>[] {
  return Array.from({ length: count }, (_, index): NewRow<'Feedback'> => {
    const company = rng.chance(0.4) ? rng.pick(companies).row : null;
    return {
      id: index + 1,
      company_id: company?.id ?? null,
      email: rng.chance(0.6) ? `feedback${index + 1}@mail.example` : null,
      body: FEEDBACK_BODIES[index % FEEDBACK_BODIES.length],
      page_url: company ? `/companies/${company.slug}` : rng.pick(['/jobs', '/', '/newsletter', '/blog']),
      handled_at: null,
      created_at: daysBefore(now, rng.between(0, 90)),
    };
  });
}

export function buildNowHiringReports({ rng, now, companies }: DemoContext): NewRow<'NowHiringReport'>[] {
  const quiet = companies.filter((company) => company.row.published && !company.row.has_active_jobs);
  const known = quiet.slice(0, 3).map((company) => ({ companyId: company.row.id, name: company.row.name, slug: company.row.slug }));
  const unknown = PROSPECTS.slice(6).map(([name]) => ({ companyId: null, name, slug: slugify(name) }));
  return [...known, ...unknown].map(
    (company, index): NewRow<'NowHiringReport'> => ({
      id: index + 1,
      company_id: company.companyId,
      company_name: company.name,
      email: rng.chance(0.5) ? `tipster${index + 1}@mail.example` : null,
      url: `https://careers.${company.slug}.example/jobs`,
      message: 'They just posted several engineering roles on their careers page.',
      handled_at: null,
      created_at: daysBefore(now, rng.between(0, 45)),
    }),
  );
}

const PAGES_BY_EVENT: Record<(typeof TRACKING_EVENT_TYPES)[number], (job: string) => string> = {
  JOB_APPLICATION_CLICK: (job) => job,
  APPLICANT_DATA_SUBMISSION: (job) => `${job}/apply`,
  LEAD_SUBMISSION: () => '/newsletter',
  PAGE_VIEW: (job) => job,
  MODAL_VIEW: () => '/jobs',
  MODAL_CLOSE: () => '/jobs',
  SOCIAL_BUTTON_CLICK: () => '/blog/how-to-find-a-software-job-in-japan',
};

export function buildTrackingEvents({ rng, now, companies, jobs }: DemoContext, perType: number): NewRow<'TrackingEvent'>[] {
  const slugs = new Map(companies.map((company) => [company.row.id, company.row.slug]));
  const published = jobs.filter((job) => job.row.published).map((job) => job.row);
  const events = TRACKING_EVENT_TYPES.flatMap((type, typeIndex) =>
    Array.from({ length: perType }, (_, n): NewRow<'TrackingEvent'> => {
      const job = rng.pick(published);
      const withUtm = rng.chance(0.4);
      const isModal = type === 'MODAL_VIEW' || type === 'MODAL_CLOSE';
      const sendsEmail = type === 'LEAD_SUBMISSION' || type === 'APPLICANT_DATA_SUBMISSION';
      return {
        id: typeIndex * perType + n + 1,
        type,
        origin: rng.pick(['web', 'web', 'newsletter', 'search']),
        page_location: `https://shigoto.example${PAGES_BY_EVENT[type](`/jobs/${slugs.get(job.company_id)}/${job.slug}`)}`,
        email: sendsEmail ? `visitor${typeIndex * perType + n}@mail.example` : null,
        exit_intent: isModal && rng.chance(0.5),
        ab_tests: rng.chance(0.5) ? { apply_modal: rng.pick(['a', 'b']) } : {},
        utm_source: withUtm ? rng.pick(['newsletter', 'twitter', 'linkedin', 'google']) : null,
        utm_medium: withUtm ? rng.pick(['email', 'social', 'cpc']) : null,
        utm_campaign: withUtm ? rng.pick(['weekly_jobs', 'spring_hiring', 'remote_jobs']) : null,
        fbclid: rng.chance(0.1) ? rng.token(32) : null,
        twclid: rng.chance(0.05) ? rng.token(24) : null,
        created_at: daysBefore(now, rng.between(0, 30)),
      };
    }),
  );
  // A log's ids follow time, as the API writes them: the console lists the newest (highest id) first.
  return events.sort((a, b) => a.created_at!.getTime() - b.created_at!.getTime()).map((event, index) => ({ ...event, id: index + 1 }));
}
