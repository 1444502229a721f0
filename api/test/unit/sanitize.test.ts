import { expect } from 'chai';
import { sanitizeDescription, withoutLinks } from '../../src/lib/html/sanitize.js';

describe('descriptions lose their links without leaving gaps', () => {
  it('drops a dangling "at" or "see" and the space the link held', () => {
    expect(withoutLinks('Details at https://acme.example/jobs Requirements: Go')).to.equal('Details Requirements: Go');
    expect(withoutLinks('Details at https://acme.example/jobs. Requirements: Go')).to.equal('Details. Requirements: Go');
    expect(withoutLinks('See https://acme.example for details.')).to.equal('for details.');
    expect(withoutLinks('Send your CV to www.acme.example, we reply fast.')).to.equal('Send your CV, we reply fast.');
  });

  it('drops a colon left before nothing, and brackets left empty', () => {
    expect(withoutLinks('Apply here: https://acme.example/apply')).to.equal('Apply');
    expect(withoutLinks('Our blog (https://acme.example/blog) has more.')).to.equal('Our blog has more.');
    expect(withoutLinks('Visit www.acme.example.')).to.equal('');
    expect(withoutLinks('詳細：https://acme.example/ja をご覧ください。')).to.equal('詳細 をご覧ください。');
  });

  it('keeps text without links as it is, its spacing included', () => {
    expect(withoutLinks('Tokyo  office,  see you at 10:00.')).to.equal('Tokyo  office,  see you at 10:00.');
    expect(withoutLinks('  indented')).to.equal('  indented');
  });

  it('in HTML: a link tag keeps its text, a bare link goes with its lead-in', () => {
    expect(sanitizeDescription('<p>Read <a href="https://acme.example">our story</a>.</p>')).to.equal('<p>Read our story.</p>');
    expect(sanitizeDescription('<p>Details at https://acme.example/jobs</p><p>Requirements: Go</p>')).to.equal('<p>Details</p><p>Requirements: Go</p>');
    expect(sanitizeDescription('<p>We use <strong>Go</strong> (see https://go.dev) and SQL.</p>')).to.equal('<p>We use <strong>Go</strong> and SQL.</p>');
  });
});
