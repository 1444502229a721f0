import { expect } from 'chai';
import { en } from '../../src/i18n/en';
import { ja } from '../../src/i18n/ja';
import { answerTexts, SURVEY_QUESTIONS } from '@shigoto/db/experience-survey';
import { withEmail } from '../../src/lib/legal/document';
import { PRIVACY_POLICY } from '../../src/lib/legal/privacy';
import { standaloneHtml } from '../../src/lib/legal/standalone-html';
import { TERMS_OF_SERVICE } from '../../src/lib/legal/terms';

describe('experience survey answers on a company page', () => {
  it('shows a choice by its label in the reader’s language and text answers as written, in the surveys’ order', () => {
    const answers = { core_hours: '11:00-15:00 JST', remote_policy: 'hybrid', office_days: '2', unknown_question: 'left out' };
    expect(answerTexts(answers, en.experiences)).to.deep.equal([
      { question: 'What is the remote work policy?', answer: 'Hybrid' },
      { question: 'Days a week in the office', answer: 'Two' },
      { question: 'Core hours', answer: '11:00-15:00 JST' },
    ]);
    expect(answerTexts(answers, ja.experiences).map((entry) => entry.answer)).to.deep.equal(['ハイブリッド', '週2日', '11:00-15:00 JST']);
  });

  it('shows an answer written before the choices existed as written, and skips blank ones', () => {
    expect(answerTexts({ remote_policy: 'Fully remote in Japan', design_tools: '  ' }, en.experiences)).to.deep.equal([
      { question: 'What is the remote work policy?', answer: 'Fully remote in Japan' },
    ]);
    expect(answerTexts(null, en.experiences)).to.deep.equal([]);
  });

  it('asks every question with a text in both languages', () => {
    for (const question of [...SURVEY_QUESTIONS.designer, ...SURVEY_QUESTIONS.remote]) {
      expect(en.experiences.questions[question.key], question.key).to.be.a('string').and.not.equal('');
      if (question.choices) expect(Object.keys(ja.experiences.options[question.key])).to.deep.equal(Object.keys(en.experiences.options[question.key]));
    }
  });
});

describe('legal documents', () => {
  it('writes the contact address where {email} stands', () => {
    expect(withEmail('Write to {email}; we answer.')).to.deep.equal([{ text: 'Write to ' }, { email: true }, { text: '; we answer.' }]);
    expect(withEmail('{email}')).to.deep.equal([{ email: true }]);
  });

  it('renders the terms as a standalone document: its own styles, no site scripts, escaped text, the contact and privacy links', () => {
    const html = standaloneHtml({ ...TERMS_OF_SERVICE.en, intro: ['Fish & <chips>'] }, 'en');
    expect(html).to.match(/^<!DOCTYPE html>\n<html lang="en">/);
    expect(html).to.include('<link rel="stylesheet" href="/legal.css">');
    expect(html).not.to.include('<script');
    expect(html).to.include('<p>Fish &amp; &lt;chips&gt;</p>');
    expect(html).to.include('<a href="mailto:hello@shigoto.example">hello@shigoto.example</a>');
    expect(html).to.include('<a href="/privacy">Privacy policy</a>');
    const japanese = standaloneHtml(TERMS_OF_SERVICE.jp, 'jp');
    expect(japanese).to.include('<html lang="ja">').and.include('<h1>Shigoto 利用規約</h1>').and.include('<a href="/jp/privacy">プライバシーポリシー</a>');
  });

  it('gives the hire-report deadline as each language states it: 5 days in English, 5 business days in Japanese', () => {
    const items = (language: 'en' | 'jp') => TERMS_OF_SERVICE[language].sections.flatMap((s) => s.items ?? []).join('\n');
    expect(items('en')).to.include('within 5 days of a successful hire').and.not.include('business days');
    expect(items('jp')).to.include('5営業日以内');
  });

  it('has the same sections in English and Japanese', () => {
    for (const texts of [TERMS_OF_SERVICE, PRIVACY_POLICY]) {
      expect(texts.jp.sections.map((s) => [s.paragraphs?.length, s.items?.length, s.after?.length])).to.deep.equal(
        texts.en.sections.map((s) => [s.paragraphs?.length, s.items?.length, s.after?.length]),
      );
    }
  });
});
