import type { Page } from 'playwright-core';

/** Signs in to the staff console with its login form. */
export async function signInToConsole(page: Page, email: string, password: string) {
  await page.goto('/admin');
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
}

/** Reads the staff API with the session the console stored, as the signed-in staff member. */
export async function readAdminApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (apiPath) => {
    const { access } = JSON.parse(localStorage.getItem('shigoto.staffSession') ?? '{}') as { access?: string };
    const response = await fetch(`/admin/api${apiPath}`, { headers: { Accept: 'application/json', Authorization: `Bearer ${access}` } });
    if (!response.ok) throw new Error(`GET /admin/api${apiPath}: ${response.status}`);
    return response.json();
  }, path) as Promise<T>;
}

/** Reads until `done` holds (work the API finishes in the background), for up to 20 seconds. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
