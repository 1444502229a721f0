import { expect } from 'chai';
import { introHtml, renderIssueEmail, type IssueContent } from '../../src/modules/newsletters/newsletter-template.js';

const issue = (intro: string): IssueContent => ({
  subject: 'Weekly #7',
  intro,
  jobs: [],
  posts: [],
  webUrl: 'https://shigoto.example/newsletters/7',
});

describe('newsletter e-mail', () => {
  it('makes the intro’s links to the site absolute, in the HTML and in the text part, which names each address', () => {
    const email = renderIssueEmail(issue('See [the new jobs](/jobs?page=2), [our blog](https://blog.example/a) and https://shigoto.example/hire.'), 'en', 'https://shigoto.example/u');
    expect(email.html).to.include('<a href="https://shigoto.example/jobs?page=2">the new jobs</a>');
    expect(email.html).to.include('<a href="https://blog.example/a">our blog</a>');
    expect(email.text).to.include('See the new jobs (https://shigoto.example/jobs?page=2), our blog (https://blog.example/a) and https://shigoto.example/hire.');
  });

  it('keeps the page’s own links as written (the issue’s page on the site is their base)', () => {
    expect(introHtml('[jobs](/jobs)')).to.equal('<p><a href="/jobs">jobs</a></p>');
  });

  it('never lets a link the sanitizer refuses back in as an absolute one', () => {
    const email = renderIssueEmail(issue('<a href="javascript:alert(1)">x</a> <a href=" JavaScript:alert(1)">y</a> <a href="data:text/html,hi">z</a>'), 'en', 'https://shigoto.example/u');
    expect(email.html).to.include('<p><a>x</a> <a>y</a> <a>z</a></p>');
  });
});
