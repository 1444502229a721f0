// Talking to a running Shigoto as its demo users do, for the benchmarks and the chaos scripts.

/** The demo accounts `npm start` seeds. */
export const DEMO = {
  employer: { email: 'hiring@komorebi-ledger.example', password: 'shigoto-employer' },
  admin: { email: 'admin@shigoto.example', password: 'shigoto-admin' },
};

/** A JSON request; rejects with the status and body on anything but 2xx. */
export async function json(url, { method = 'GET', body, token, headers = {} } = {}) {
  const answer = await fetch(url, {
    method,
    headers: { accept: 'application/json', ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }), ...headers },
    body: body && JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.json();
}

/** Seconds from `since` until `check()` is true, tried every 100 ms (null after `timeoutMs`). */
export async function secondsUntil(check, since, timeoutMs = 60_000) {
  while (Date.now() - since < timeoutMs) {
    if (await check()) return (Date.now() - since) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** Seconds from `since` until the page at `url` shows `text`. */
export function secondsUntilShown(url, text, since) {
  return secondsUntil(async () => (await (await fetch(url)).text()).includes(text), since);
}

/** The demo employer's session and one of its open, published jobs with its page's path. */
export async function demoEmployerJob(api) {
  const { meta: session } = await json(`${api}/api/v1/employer_sessions`, { method: 'POST', body: { user: DEMO.employer } });
  const jobs = (await json(`${api}/api/v1/employers/jobs?page[size]=50`, { token: session.access })).data;
  const job = jobs.find((j) => j.attributes.published && j.attributes.status === 'open');
  const companySlug = (await json(`${api}/api/v1/jobs/${job.attributes.slug}`)).included.find((resource) => resource.type === 'company').attributes.slug;
  return { token: session.access, slug: job.attributes.slug, companySlug, path: `/jobs/${companySlug}/${job.attributes.slug}` };
}

/** Edits a job's title as its employer does. */
export function editJobTitle(api, { token, slug }, title) {
  return json(`${api}/api/v1/employers/jobs/${slug}`, { method: 'PUT', token, body: { job: { title } } });
}

/** A staff admin's access token. */
export async function adminToken(api) {
  const session = await json(`${api}/admin/api/sessions`, { method: 'POST', body: DEMO.admin });
  return session.access ?? session.token;
}

/** Edits a company's description as staff do. */
export async function editCompanyDescription(api, token, companySlug, description) {
  const company = (await json(`${api}/api/v1/slug_companies/${companySlug}`)).data;
  return json(`${api}/admin/api/companies/${company.id}`, { method: 'PUT', token, body: { description } });
}
