import { expect } from 'chai';
import { renderMarkdown, sanitizeArticleHtml, servedArticleHtml } from '../src/markdown.js';

describe('article Markdown renderer', () => {
  it('renders headings, lists, emphasis, code, links and images', () => {
    const html = renderMarkdown(
      [
        '## Visas',
        '',
        'Some **bold**, *italic* and `code`.',
        '',
        '- one',
        '- two',
        '',
        '1. first',
        '',
        '```',
        'const a = 1 < 2;',
        '```',
        '',
        '[Jobs](https://shigoto.example/jobs) and [mail](mailto:team@shigoto.example)',
        '',
        '![Tokyo](https://cdn.example/tokyo.jpg) ![Logo](/files/blog/logo.png)',
      ].join('\n'),
    );
    expect(html).to.include('<h2>Visas</h2>');
    expect(html).to.include('<strong>bold</strong>');
    expect(html).to.include('<em>italic</em>');
    expect(html).to.include('<code>code</code>');
    expect(html).to.include('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(html).to.include('<ol>\n<li>first</li>\n</ol>');
    expect(html).to.include('<pre><code>const a = 1 &lt; 2;\n</code></pre>');
    expect(html).to.include('<a href="https://shigoto.example/jobs" rel="noopener noreferrer">Jobs</a>');
    expect(html).to.include('<a href="mailto:team@shigoto.example" rel="noopener noreferrer">mail</a>');
    expect(html).to.include('<img src="https://cdn.example/tokyo.jpg" alt="Tokyo" />');
    expect(html).to.include('<img src="/files/blog/logo.png" alt="Logo" />');
  });

  it('drops scripts with their content, in Markdown and in raw HTML', () => {
    const html = renderMarkdown('Hello <script>alert(1)</script>\n\n<script>\nalert(2)\n</script>\n\n<style>p{}</style>');
    expect(html).not.to.match(/script|alert|style/i);
    expect(html).to.include('Hello');
  });

  it('makes no link of javascript:, data: or vbscript:, whatever its spelling', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '&#106;avascript:alert(1)', 'data:text/html,<b>x', 'vbscript:msgbox(1)']) {
      const fromMarkdown = renderMarkdown(`[click](${href})`);
      const fromHtml = renderMarkdown(`<a href="${href}">click</a>`);
      for (const html of [fromMarkdown, fromHtml]) expect(html, href).not.to.match(/href|src=/i);
      expect(fromHtml, href).to.include('click');
    }
  });

  it('keeps links to the site’s own pages, never protocol-relative ones', () => {
    expect(renderMarkdown('[jobs](/jobs)')).to.equal('<p><a href="/jobs" rel="noopener noreferrer">jobs</a></p>');
    expect(renderMarkdown('<a href="//evil.example/x">x</a>')).to.equal('<p><a rel="noopener noreferrer">x</a></p>');
  });

  it('removes on* handlers and style from allowed tags', () => {
    const html = renderMarkdown('<p onclick="alert(1)" style="color:red">hi</p>\n\n<img src="https://x.example/a.png" onerror="alert(1)">');
    expect(html).to.equal('<p>hi</p>\n<img src="https://x.example/a.png" />');
  });

  it('keeps only allowlisted raw HTML (no iframes, forms, svg)', () => {
    const html = renderMarkdown('<iframe src="https://evil.example"></iframe><form action="/x"><input name="a"></form><svg onload="alert(1)"><circle/></svg><b>kept</b>');
    expect(html).to.equal('<b>kept</b>');
  });

  it('drops images not served over http(s) or from our /files', () => {
    const html = renderMarkdown('![a](data:image/png;base64,AAAA) ![b](//evil.example/x.png) ![c](relative.png) ![d](javascript:alert(1))');
    expect(html).not.to.include('<img');
  });

  it('escapes HTML in code and renders nothing for empty sources', () => {
    expect(renderMarkdown('`<img src=x onerror=alert(1)>`')).to.equal('<p><code>&lt;img src=x onerror=alert(1)&gt;</code></p>');
    expect(renderMarkdown(null)).to.equal('');
    expect(renderMarkdown('')).to.equal('');
  });

  it('sanitizes stored HTML with the same allowlist', () => {
    expect(sanitizeArticleHtml('<h2>Title</h2><a href="https://a.example" target="_blank" onmouseover="x()">a</a>')).to.equal(
      '<h2>Title</h2><a href="https://a.example" rel="noopener noreferrer">a</a>',
    );
  });

  it('serves stored bodies sanitized, plain text as paragraphs', () => {
    expect(servedArticleHtml('<h2>Visas</h2><p onclick="x()">Hi<script>alert(1)</script></p>')).to.equal('<h2>Visas</h2><p>Hi</p>');
    expect(servedArticleHtml('Plain text\n\nSecond <b>paragraph</b>')).to.equal('<p>Plain text</p>\n<p>Second <b>paragraph</b></p>');
    expect(servedArticleHtml(null)).to.equal('');
  });
});
