import { expect } from 'chai';
import { failureOf, signInAgainHref, signInPathFor, SYSTEM_ERROR_TEXT } from '../../src/lib/browser/api';

describe('browser API answers', () => {
  it("reads a JSON:API error document's first entry", () => {
    expect(failureOf(429, { errors: [{ status: '429', title: 'Too Many Requests', detail: 'Too many requests. Please try again later.' }] }).message).to.equal('Too many requests. Please try again later.');
    expect(failureOf(404, { errors: [{ status: '404', detail: 'Not found' }, { status: '404', detail: 'Other' }] }).message).to.equal('Not found');
  });

  it('keys refused fields by the form field and keeps every message, from JSON:API error objects', () => {
    const refused = (field: string, detail: string, title = 'Validation failed') => ({ status: '422', title, detail, source: { pointer: `/user/${field}` }, meta: { field } });
    const failure = failureOf(422, { errors: [refused('email', 'is required'), refused('email', 'is not a valid e-mail address'), refused('password', 'is too short')] });
    expect(failure.fields).to.deep.equal({ email: ['is required', 'is not a valid e-mail address'], password: ['is too short'] });
    expect(failure.message).to.equal('email is required');
    const intro = 'Your job could not be published. Please fix the below issues first and try again:';
    const publish = failureOf(422, { errors: [refused('base', 'This job is pending review', intro)] });
    expect(publish.message).to.equal(intro);
    expect(publish.fields).to.deep.equal({ base: ['This job is pending review'] });
    expect(failureOf(422, { errors: [refused('base', 'This job is pending review')] }).message).to.equal('This job is pending review');
    expect(failureOf(422, { errors: [refused('filter.kind', 'must be one of: a, b')] }).fields).to.deep.equal({ kind: ['must be one of: a, b'] });
  });

  it('keys applicant_validations’ field errors by the form field, not the payload wrapper, and keeps every message', () => {
    const failure = failureOf(422, { errors: { 'applicant.name': ['must be longer than 3 characters'], email: ['is required', 'is not a valid e-mail address'] } });
    expect(failure.fields).to.deep.equal({ name: ['must be longer than 3 characters'], email: ['is required', 'is not a valid e-mail address'] });
    expect(failure.fieldMessage('email')).to.equal('is required');
    expect(failure.message).to.equal('name must be longer than 3 characters');
  });

  it("says nothing of a 'base' field's name", () => {
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
    const email = (detail: string) => ({ errors: [{ status: '422', title: 'Validation failed', detail, source: { pointer: '/user/email' }, meta: { field: 'email' } }] });
    expect(failureText(ja.errors.serverMessages, failureOf(422, email(freeMail)))).to.equal('会社のメールアドレスを入力してください（フリーメールは登録できません）');
    expect(failureText(ja.errors.serverMessages, failureOf(401, { errors: [{ status: '401', title: 'Unauthorized', detail: 'Invalid e-mail or password' }] }))).to.equal('メールアドレスまたはパスワードが正しくありません');
    expect(failureText(ja.errors.serverMessages, failureOf(422, email('is something new')))).to.equal('email is something new');
    expect(failureText({}, failureOf(422, email(freeMail)))).to.equal(`email ${freeMail}`);
  });
});
