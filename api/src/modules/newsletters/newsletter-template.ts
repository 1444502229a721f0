import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { Language } from '@shigoto/db/enums';

/** A picked job as the issue shows it; `nonTech` decides which subscribers see it. */
export interface IssueJob {
  id: number;
  title: string;
  companyName: string;
  location: string | null;
  /** The job's page on the site, and the same as an absolute URL for e-mails. */
  path: string;
  url: string;
  nonTech: boolean;
}

export interface IssuePost {
  id: number;
  title: string;
  excerpt: string | null;
  path: string;
  url: string;
}

/** One issue in one language, with the jobs and articles that still exist and are public. */
export interface IssueContent {
  subject: string;
  /** Markdown (older issues hold HTML, which Markdown keeps). */
  intro: string;
  jobs: IssueJob[];
  posts: IssuePost[];
  /** The issue's public page (/newsletters/{id}). */
  webUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const TEXTS = {
  en: {
    jobs: 'New jobs',
    posts: 'From the blog',
    viewOnline: 'Read this issue online',
    why: 'You receive this e-mail because you subscribed to the Shigoto job alert newsletter.',
    unsubscribe: 'Unsubscribe',
  },
  jp: {
    jobs: '新着求人',
    posts: 'ブログ記事',
    viewOnline: 'ウェブで読む',
    why: 'Shigotoの求人ニュースレターに登録いただいた方にお送りしています。',
    unsubscribe: '配信停止',
  },
} satisfies Record<Language, Record<string, string>>;

const markdown = new MarkdownIt({ html: true, linkify: true, breaks: false });

const INTRO_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'a'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
};

/** `href` as an absolute link, read from the page at `base`; as written when it cannot be read. */
function absoluteLink(href: string, base: string): string {
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

/**
 * The intro as safe HTML: Markdown, with the HTML it may hold cut down to text formatting and
 * links. With `base` (e-mails, which have no page to be relative to), a link written relative to
 * the site (`/jobs`) is made absolute against it.
 */
export function introHtml(intro: string, base?: string): string {
  const options: sanitizeHtml.IOptions = base
    ? { ...INTRO_HTML, transformTags: { a: (tagName, attribs) => ({ tagName, attribs: attribs.href ? { ...attribs, href: absoluteLink(attribs.href, base) } : attribs }) } }
    : INTRO_HTML;
  return sanitizeHtml(markdown.render(intro), options).trim();
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Plain text of the intro for the text part: the HTML's text, a link's address after its words, one blank line between blocks. */
function introText(intro: string, base: string): string {
  const blocks = introHtml(intro, base)
    .replace(/<a href="([^"]*)">([\s\S]*?)<\/a>/g, (_, href: string, words: string) => (words === href ? href : `${words} (${href})`))
    .replace(/<li>/g, '- ')
    .replace(/<\/(p|li|h2|h3|h4|blockquote|pre)>|<br\s*\/?>/g, '\n');
  return sanitizeHtml(blocks, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}

function jobLine(job: IssueJob): string {
  return [job.companyName, job.location].filter(Boolean).join(' · ');
}

/** The sections after the intro: jobs, then articles. */
function sectionsHtml(content: IssueContent, lang: Language): string {
  const t = TEXTS[lang];
  const parts: string[] = [];
  if (content.jobs.length) {
    parts.push(`<h2>${escape(t.jobs)}</h2>`, '<ul>');
    for (const job of content.jobs) {
      parts.push(`<li><a href="${escape(job.url)}">${escape(job.title)}</a> — ${escape(jobLine(job))}</li>`);
    }
    parts.push('</ul>');
  }
  if (content.posts.length) {
    parts.push(`<h2>${escape(t.posts)}</h2>`, '<ul>');
    for (const post of content.posts) {
      const excerpt = post.excerpt ? `<br>${escape(post.excerpt)}` : '';
      parts.push(`<li><a href="${escape(post.url)}">${escape(post.title)}</a>${excerpt}</li>`);
    }
    parts.push('</ul>');
  }
  return parts.join('\n');
}

/**
 * The issue as one subscriber's e-mail, HTML and text. The console's preview and the send both
 * render through here, so what staff preview is what subscribers get.
 */
export function renderIssueEmail(content: IssueContent, lang: Language, unsubscribeUrl: string): RenderedEmail {
  const t = TEXTS[lang];
  const html = [
    '<!doctype html>',
    `<html lang="${lang === 'jp' ? 'ja' : 'en'}"><head><meta charset="utf-8"><title>${escape(content.subject)}</title></head>`,
    '<body style="font-family: sans-serif; line-height: 1.5; max-width: 640px; margin: 0 auto; padding: 16px; color: #1a1a1a;">',
    `<h1 style="font-size: 22px;">${escape(content.subject)}</h1>`,
    introHtml(content.intro, content.webUrl),
    sectionsHtml(content, lang),
    '<hr>',
    `<p style="font-size: 13px; color: #555;"><a href="${escape(content.webUrl)}">${escape(t.viewOnline)}</a></p>`,
    `<p style="font-size: 13px; color: #555;">${escape(t.why)} <a href="${escape(unsubscribeUrl)}">${escape(t.unsubscribe)}</a></p>`,
    '</body></html>',
  ].join('\n');

  const text: string[] = [content.subject, '', introText(content.intro, content.webUrl)];
  if (content.jobs.length) {
    text.push('', `${t.jobs}:`);
    for (const job of content.jobs) text.push(`- ${job.title} — ${jobLine(job)}`, `  ${job.url}`);
  }
  if (content.posts.length) {
    text.push('', `${t.posts}:`);
    for (const post of content.posts) text.push(`- ${post.title}`, `  ${post.url}`);
  }
  text.push('', `${t.viewOnline}: ${content.webUrl}`, '', t.why, `${t.unsubscribe}: ${unsubscribeUrl}`);
  return { subject: content.subject, html, text: text.join('\n') };
}

/** What one subscriber gets: only the kinds of jobs they asked for (articles go to everyone). */
export function forSubscriber(content: IssueContent, lead: { include_tech_jobs: boolean; include_non_tech_jobs: boolean }): IssueContent {
  return { ...content, jobs: content.jobs.filter((job) => (job.nonTech ? lead.include_non_tech_jobs : lead.include_tech_jobs)) };
}
