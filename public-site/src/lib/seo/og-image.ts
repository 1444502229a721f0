import sharp from 'sharp';
import { THEME_COLOR } from '@/lib/site';
import { OG_IMAGE_SIZE } from './share-image-paths';

// Share images (Open Graph and Twitter cards), drawn here as SVG and rasterized by sharp: no network
// and no font download. The text is set in the system's fonts (Noto Sans CJK for Japanese, DejaVu
// Sans otherwise), which the CI and production images install.

const FONTS = "'Noto Sans CJK JP', 'Noto Sans JP', 'DejaVu Sans', sans-serif";
const INK = '#1F2328';
const MUTED = '#57606A';
const PAPER = '#FBF8F3';
const MARGIN = 80;

export interface OgCard {
  /** What the page is: "Job", "Company", "Blog". */
  kicker: string;
  title: string;
  /** The line under the title (the company of a job, a post's author). */
  subtitle?: string | null;
  /** Short facts: salary, place. */
  badges?: readonly (string | null | undefined)[];
  /** The brand line at the foot. */
  footer: string;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);
}

/** A character's width in em, roughly: CJK and full-width forms are square, Latin about half. */
function charWidth(character: string): number {
  if (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(character)) return 1;
  if (/[A-Z@MW%]/.test(character)) return 0.66;
  // Bold figures (salaries) are wider than lower-case letters.
  if (/[0-9¥$€]/.test(character)) return 0.6;
  if (/[ilj.,:;'|! ]/.test(character)) return 0.28;
  return 0.53;
}

export function textWidth(text: string, fontSize: number): number {
  return Array.from(text).reduce((sum, character) => sum + charWidth(character), 0) * fontSize;
}

/**
 * Breaks text into at most `maxLines` lines of `maxWidth` pixels: between words, or anywhere in
 * text without spaces (Japanese); the last line ends in an ellipsis when text is left over.
 */
export function wrapText(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const tokens = text.trim().split(/(\s+)/).flatMap((token) => (textWidth(token, fontSize) > maxWidth ? Array.from(token) : [token]));
  const lines: string[] = [];
  let line = '';
  for (const token of tokens) {
    const candidate = line + token;
    if (!line || textWidth(candidate.trimEnd(), fontSize) <= maxWidth) {
      line = line ? candidate : token.trimStart();
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trimStart();
  }
  if (line.trim()) lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last && textWidth(`${last}…`, fontSize) > maxWidth) last = Array.from(last).slice(0, -1).join('');
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

/** The card as SVG: brand at the top, the title large, the subtitle, the badges, the brand line at the foot. */
export function ogCardSvg(card: OgCard): string {
  const { width, height } = OG_IMAGE_SIZE;
  const textWidthMax = width - 2 * MARGIN;
  const titleSize = card.title.length > 60 ? 56 : 68;
  const titleLines = wrapText(card.title, titleSize, textWidthMax, 3);
  const titleTop = 200;
  const lineHeight = Math.round(titleSize * 1.2);
  const title = titleLines
    .map((line, index) => `<text x="${MARGIN}" y="${titleTop + index * lineHeight}" font-size="${titleSize}" font-weight="700" fill="${INK}">${escapeXml(line)}</text>`)
    .join('');
  let y = titleTop + (titleLines.length - 1) * lineHeight + 70;
  // Two lines of subtitle when there are no badges to make room for.
  const subtitleLines = card.subtitle ? wrapText(card.subtitle, 38, textWidthMax, card.badges?.some(Boolean) ? 1 : 2) : [];
  const subtitleSvg = subtitleLines.map((line, index) => `<text x="${MARGIN}" y="${y + index * 48}" font-size="38" fill="${MUTED}">${escapeXml(line)}</text>`).join('');
  if (subtitleLines.length) y += 40 + (subtitleLines.length - 1) * 48;
  let x = MARGIN;
  const badges = (card.badges ?? [])
    .filter((badge): badge is string => Boolean(badge))
    .map((badge) => {
      const label = wrapText(badge, 30, 520, 1)[0];
      const badgeWidth = Math.ceil(textWidth(label, 30)) + 48;
      if (x + badgeWidth > width - MARGIN) return '';
      const svg = `<rect x="${x}" y="${y}" rx="30" ry="30" width="${badgeWidth}" height="60" fill="#FFFFFF" stroke="${THEME_COLOR}" stroke-width="3"/><text x="${x + 24}" y="${y + 40}" font-size="30" font-weight="700" fill="${THEME_COLOR}">${escapeXml(label)}</text>`;
      x += badgeWidth + 20;
      return svg;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONTS}">
<rect width="${width}" height="${height}" fill="${PAPER}"/>
<rect width="24" height="${height}" fill="${THEME_COLOR}"/>
<text x="${MARGIN}" y="104" font-size="44" font-weight="700" fill="${THEME_COLOR}">Shigoto <tspan font-size="40">仕事</tspan></text>
<text x="${width - MARGIN}" y="100" font-size="28" font-weight="700" fill="${MUTED}" text-anchor="end" letter-spacing="2">${escapeXml(card.kicker.toUpperCase())}</text>
${title}
${subtitleSvg}
${badges}
<rect x="${MARGIN}" y="${height - 96}" width="${textWidthMax}" height="2" fill="#E4DED4"/>
<text x="${MARGIN}" y="${height - 48}" font-size="28" fill="${MUTED}">${escapeXml(card.footer)}</text>
</svg>`;
}

/**
 * The card as a PNG response. The site's page cache keeps it (server/page-cache.mjs) under the tags
 * of what it shows, so it is drawn once per change, not per request.
 */
export async function ogImageResponse(card: OgCard): Promise<Response> {
  const png = await sharp(Buffer.from(ogCardSvg(card))).png({ compressionLevel: 9 }).toBuffer();
  return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
}
