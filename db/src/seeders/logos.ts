import sharp from 'sharp';

export const LOGO_SIZE = 128;

const PALETTE = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#dc2626', '#0891b2', '#4d7c0f', '#9333ea', '#0f766e'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** "Komorebi Labs" → "KL"; one word gives its first two letters. */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  const letters = words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/**
 * A square WebP logo: the initials on a coloured rounded square. Rendered locally by sharp (librsvg)
 * with the generic "sans-serif" family, so no font is ever downloaded.
 */
export function renderLogo(name: string, colorIndex: number): Promise<Buffer> {
  const color = PALETTE[colorIndex % PALETTE.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 128 128">
  <rect width="128" height="128" rx="26" fill="${color}"/>
  <text x="64" y="64" dy="0.35em" text-anchor="middle" font-family="sans-serif" font-size="50" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 90 }).toBuffer();
}
