import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { serveWidgetExample } from '../../../scripts/serve-examples.mjs';
import { call, register } from './helpers';

/**
 * `<charter-chat>` on examples/widget-html, served from a second origin (its own port), against the e2e
 * Charter server with a widget key: the real browser enforces CORS, the shadow root and the keyboard.
 */

async function makeWidgetKey(page: Page, origins: string[]) {
  const created = await call(page, 'POST', '/api/user/widget-keys', {
    name: 'Docs',
    allowed_origins: origins,
  });
  expect(created.status).toBe(201);
  return created.json as { secret: string; keyId: string };
}

const launcher = (page: Page) => page.locator('charter-chat').getByRole('button', { name: 'Ask Charter' });
const panel = (page: Page) =>
  page.locator('charter-chat').getByRole('dialog', { name: 'Charter governance chat' });

test('widget: from another origin, keyboard only, a blocked verdict, axe in the shadow root, then revoked mid-conversation', async ({
  page,
  context,
  baseURL,
}) => {
  await register(page);
  // The example server's port is chosen first, so the key can allow exactly its origin.
  const probe = await serveWidgetExample({ server: baseURL!, widgetKey: 'placeholder' });
  const origin = probe.origin;
  await probe.close();
  const { secret, keyId } = await makeWidgetKey(page, [origin]);
  const port = Number(new URL(origin).port);
  const site = await serveWidgetExample({ port, server: baseURL!, widgetKey: secret });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${site.origin}/`);
    await expect(launcher(visitor)).toBeVisible();
    // Keyboard only: Tab to the launcher, Enter opens, focus lands in the composer.
    await launcher(visitor).focus();
    await visitor.keyboard.press('Enter');
    await expect(panel(visitor)).toBeVisible();
    const composer = visitor.locator('charter-chat').getByRole('textbox', { name: 'Your question' });
    await expect(composer).toBeFocused();
    await expect(
      visitor.locator('charter-chat').getByRole('button', { name: /We have 50 dependencies/ }),
    ).toBeVisible();

    await composer.fill('Can I add chart.js? We have 50 dependencies');
    await visitor.keyboard.press('Enter');
    const verdict = visitor.locator('charter-chat').getByRole('region', { name: 'Verdict: Blocked' });
    await expect(verdict).toContainText('CH-DEP-001');
    await expect(verdict).toContainText('51 dependencies against 50 dependencies');

    const axe = await new AxeBuilder({ page: visitor })
      .include('charter-chat')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    // Tab stays in the panel; Escape closes and returns focus to the launcher.
    for (let i = 0; i < 6; i++) await visitor.keyboard.press('Tab');
    await expect(panel(visitor)).toBeVisible();
    await visitor.keyboard.press('Escape');
    await expect(panel(visitor)).toHaveCount(0);
    await expect(launcher(visitor)).toBeFocused();

    // Revoked in the console while the visitor's page is open: the next question says so.
    expect((await call(page, 'DELETE', `/api/keys/${keyId}`)).status).toBe(200);
    await visitor.keyboard.press('Enter');
    await composer.fill('What are our rules?');
    await visitor.keyboard.press('Enter');
    await expect(visitor.locator('charter-chat').getByRole('alert')).toContainText('revoked');

    // At 320 px the panel still fits and works.
    await visitor.setViewportSize({ width: 320, height: 640 });
    const box = await panel(visitor).boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
  } finally {
    await site.close();
  }
});

test('widget: a key that does not allow the page’s origin gets a readable refusal', async ({
  page,
  context,
  baseURL,
}) => {
  await register(page);
  const { secret } = await makeWidgetKey(page, ['https://somewhere-else.example']);
  const site = await serveWidgetExample({ server: baseURL!, widgetKey: secret });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${site.origin}/`);
    await launcher(visitor).click();
    await expect(visitor.locator('charter-chat').getByRole('alert')).toContainText(
      'This site is not allowed to use this Charter key',
    );
  } finally {
    await site.close();
  }
});
