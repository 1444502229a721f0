import { expect } from 'chai';
import { failureOf, signInAgainHref, signInPathFor, SYSTEM_ERROR_TEXT } from '../../src/lib/browser/api';

describe('browser API answers', () => {
  it('reads a failure list as its first entry, strings or JSON:API objects', () => {
    expect(failureOf(429, { errors: ['Too many requests. Please try again later.'] }).message).to.equal('Too many requests. Please try again later.');
    expect(failureOf(404, { errors: [{ status: '404', detail: 'Not found' }] }).message).to.equal('Not found');
  });

  it('keys field errors by the form field, not the payload wrapper, and keeps every message', () => {
    const failure = failureOf(422, { errors: { 'applicant.name': ['must be longer than 3 characters'], email: ['is required', 'is not a valid e-mail address'] } });
    expect(failure.fields).to.deep.equal({ name: ['must be longer than 3 characters'], email: ['is required', 'is not a valid e-mail address'] });
    expect(failure.fieldMessage('email')).to.equal('is required');
    expect(failure.message).to.equal('name must be longer than 3 characters');
  });

  it("prefers the answer's own intro line, and says nothing of a 'base' field's name", () => {
    const intro = 'Your job could not be published. Please fix the below issues first and try again:';
    expect(failureOf(422, { errors: { base: ['x'] }, message: intro }).message).to.equal(intro);
    expect(failureOf(422, { errors: { base: ['This job is pending review'] } }).message).to.equal('This job is pending review');
  });

  it("falls back to 'System error occurred' when the answer names no reason", () => {
    for (const body of [null, {}, { errors: [] }, 'Bad gateway']) expect(failureOf(502, body).message).to.equal(SYSTEM_ERROR_TEXT);
    expect(failureOf(0, null).network).to.equal(true);
  });

  it('sends employers (or anyone on an employer page) to the employer login, everyone else to /user/login', () => {
    expect(signInPathFor('employer', '/jobs')).to.equal('/employer/login');
    expect(signInPathFor(undefined, '/employer/applicants')).to.equal('/employer/login');
    expect(signInPathFor('user', '/jobs/a/b')).to.equal('/user/login');
  });

  it('returns the visitor to the page they were on after signing in again, in its language', () => {
    expect(signInAgainHref('user', '/jobs', '?filter[remote_level]=partial')).to.equal('/user/login?next=%2Fjobs%3Ffilter%5Bremote_level%5D%3Dpartial');
    expect(signInAgainHref('employer', '/jp/companies', '')).to.equal('/employer/login?next=%2Fjp%2Fcompanies&lang=jp');
  });
});

describe('API messages in the page’s language', () => {
  it('translates the messages a visitor meets and shows any other as the API wrote it', async () => {
    const { serverMessageText } = await import('../../src/components/forms/form-texts');
    const { ja } = await import('../../src/i18n/ja');
    expect(serverMessageText(ja.errors.serverMessages, 'Invalid e-mail or password')).to.equal('メールアドレスまたはパスワードが正しくありません');
    expect(serverMessageText(ja.errors.serverMessages, 'must be longer than 3 characters')).to.equal('4文字以上で入力してください');
    expect(serverMessageText(ja.errors.serverMessages, 'Something new')).to.equal('Something new');
    // Only the dictionary's own entries: never an inherited member of a plain object.
    expect(serverMessageText(ja.errors.serverMessages, 'constructor')).to.equal('constructor');
  });

  it('gives a reason the API wrote as a field and its message in the field message’s translation', async () => {
    const { failureText } = await import('../../src/components/forms/form-texts');
    const { ja } = await import('../../src/i18n/ja');
    const freeMail = 'must be your company e-mail address (free e-mail providers are not accepted)';
    expect(failureText(ja.errors.serverMessages, failureOf(422, { errors: { email: [freeMail] } }))).to.equal('会社のメールアドレスを入力してください（フリーメールは登録できません）');
    expect(failureText(ja.errors.serverMessages, failureOf(401, { errors: ['Invalid e-mail or password'] }))).to.equal('メールアドレスまたはパスワードが正しくありません');
    expect(failureText(ja.errors.serverMessages, failureOf(422, { errors: { email: ['is something new'] } }))).to.equal('email is something new');
    expect(failureText({}, failureOf(422, { errors: { email: [freeMail] } }))).to.equal(`email ${freeMail}`);
  });
});
