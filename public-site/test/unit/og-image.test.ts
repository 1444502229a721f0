import { expect } from 'chai';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ogCardSvg, ogImageResponse, textWidth, wrapText } from '../../src/lib/seo/og-image';

describe('share images (Open Graph, Twitter cards)', () => {
  it('wraps a long title between words, in at most three lines ending in an ellipsis', () => {
    const lines = wrapText('Senior Backend Engineer for payments, search and the whole platform of a growing fintech in Tokyo', 68, 1040, 3);
    expect(lines).to.have.length(3);
    for (const line of lines) expect(textWidth(line, 68)).to.be.at.most(1040);
    expect(lines[2].endsWith('…')).to.equal(true);
    expect(wrapText('Go engineer', 68, 1040, 3)).to.deep.equal(['Go engineer']);
  });

  it('wraps Japanese, which has no spaces, anywhere', () => {
    const lines = wrapText('決済プラットフォームのシニアバックエンドエンジニア（東京・フルリモート可）', 68, 1040, 3);
    expect(lines.length).to.be.greaterThan(1);
    expect(lines.join('')).to.equal('決済プラットフォームのシニアバックエンドエンジニア（東京・フルリモート可）');
  });

  it('escapes the text it draws', () => {
    const svg = ogCardSvg({ kicker: 'Job', title: 'R&D <lead>', subtitle: 'A "quoted" company', badges: ['¥6M – ¥9M'], footer: 'Tech jobs in Japan' });
    expect(svg).to.include('R&amp;D &lt;lead&gt;');
    expect(svg).not.to.include('<lead>');
  });

  it('renders a 1200×630 PNG locally, with the job’s title, company, salary and place', async () => {
    const response = await ogImageResponse({
      kicker: 'Job',
      title: 'Senior Go Engineer, Payments Platform',
      subtitle: 'Komorebi Ledger 株式会社',
      badges: ['¥4.4M〜¥5.9M', '大阪'],
      footer: 'Tech jobs in Japan · shigoto.example',
    });
    expect(response.headers.get('content-type')).to.equal('image/png');
    const png = Buffer.from(await response.arrayBuffer());
    const { width, height, format } = await sharp(png).metadata();
    expect({ width, height, format }).to.deep.equal({ width: 1200, height: 630, format: 'png' });
    // Text was drawn: the image is far from one flat colour.
    const { channels } = await sharp(png).stats();
    expect(channels[0].stdev).to.be.greaterThan(20);
    const dir = process.env.E2E_SHOTS_DIR ?? path.join(tmpdir(), 'shigoto-og');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'og-job-unit.png'), png);
  });
});
