import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Unique per run and per call, so tests never collide on the shared server. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@e2e.charter.test`;
}

export const PASSWORD = 'correct-horse-battery';

/** WCAG 2.1 A/AA: no serious or critical violation on what is on screen now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

export async function register(page: Page, { name = 'Grace Hopper', email = uniqueEmail() } = {}) {
  await page.goto('/register');
  await page.getByLabel('Full name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
  return { name, email };
}

/** Register, then walk through onboarding in the browser as a new user would, landing on the dashboard. */
export async function registerAndOnboard(page: Page) {
  const registered = await register(page);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome to Charter, ${registered.name}!` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start Building' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  return registered;
}

/**
 * A same-origin JSON call from the signed-in page (the user's cookie), as the screens make it, or with an
 * agent's key. Test code against the loopback server the run started: Playwright's test timeout bounds it.
 */
export async function call(page: Page, method: string, path: string, body?: unknown, bearer?: string) {
  return page.evaluate(
    async ({ method, path, body, bearer }) => {
      const response = await fetch(path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: (await response.json().catch(() => null)) as never };
    },
    { method, path, body, bearer },
  );
}
