import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, register } from './helpers';

/**
 * The floating "Charter AI" button covered the wizard's Next button at 1440×1000 and body text on
 * phones. It is docked in the page header now; this checks, at three widths and at the top, middle and bottom
 * of each page, that its box intersects no other visible interactive element.
 */

const VIEWPORTS = [
  { width: 1440, height: 1000 },
  { width: 1024, height: 768 },
  { width: 390, height: 844 },
] as const;

const INTERACTIVE =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="link"], [role="checkbox"], [role="switch"], [tabindex]:not([tabindex="-1"])';

interface Overlap {
  scroll: number;
  launcher: string;
  covered: string[];
}

/** Every visible interactive element whose box meets the launcher's, at three scroll positions. */
async function overlapsOfLauncher(page: Page): Promise<Overlap[]> {
  const launcher = page.getByRole('button', { name: 'Charter AI', exact: true });
  await expect(launcher).toBeVisible();
  const found: Overlap[] = [];
  for (const at of [0, 0.5, 1]) {
    // Where the page is now (its height may still change as panels load), scrolled instantly.
    const scroll = await page.evaluate((fraction) => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: Math.round(max * fraction), behavior: 'instant' });
      return Math.round(window.scrollY);
    }, at);
    const result = await page.evaluate((selector) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === 'Charter AI',
      );
      if (!button) return { launcher: 'missing', covered: ['no launcher'] };
      const box = button.getBoundingClientRect();
      const visible = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      };
      const covered = [...document.querySelectorAll(selector)]
        .filter((el) => el !== button && !button.contains(el) && !el.contains(button) && visible(el))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        })
        .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
      return {
        launcher: `${getComputedStyle(button).position} ${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        covered,
      };
    }, INTERACTIVE);
    if (result.covered.length > 0) found.push({ scroll, ...result });
  }
  return found;
}

async function expectLauncherCoversNothing(page: Page, label: string) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    expect(await overlapsOfLauncher(page), `${label} at ${viewport.width}×${viewport.height}`).toEqual([]);
  }
  await page.setViewportSize(VIEWPORTS[0]);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Fills every empty field of the wizard's current step, whatever the step asks. */
async function fillCurrentStep(page: Page) {
  const wizard = page.locator('.primer-wizard');
  for (const select of await wizard.locator('select').all()) {
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
  for (const field of await wizard.locator('textarea, input[type="text"], input:not([type])').all()) {
    if ((await field.inputValue()) === '') {
      await field.fill('Independent tutors lose hours each week arranging lessons by text message.');
    }
  }
}

test('the Charter AI launcher covers no control on the primer generator at 1440, 1024 and 390 px', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await page.goto('/primer-generator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Constitutional Primer Generator' }),
  ).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeVisible();

  // Docked: it scrolls with the page, so it can never sit on top of what scrolls under it.
  const launcher = page.getByRole('button', { name: 'Charter AI', exact: true });
  expect(await launcher.evaluate((el) => getComputedStyle(el).position)).not.toBe('fixed');

  await expectLauncherCoversNothing(page, 'wizard, first step (Next)');

  // Walk the wizard to its last step, checking each step's Next.
  for (let step = 0; step < 10 && (await next.isVisible()); step++) {
    await fillCurrentStep(page);
    await expect(next).toBeEnabled();
    await next.click();
    await expectLauncherCoversNothing(page, `wizard, step ${step + 2}`);
  }
  await fillCurrentStep(page);
  const generate = page.getByRole('button', { name: 'Generate Primer' });
  await expect(generate).toBeEnabled();
  await expectLauncherCoversNothing(page, 'wizard, last step (Generate Primer)');

  // The long text page: the generated primer with its preview, compliance check and downloads.
  await generate.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Your primer is ready' })).toBeVisible();
  await expectLauncherCoversNothing(page, 'the primer result');

  // The panel still opens from the docked launcher and Escape gives focus back to it.
  await launcher.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Charter AI' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Charter AI' })).toBeHidden();
  await expect(launcher).toBeFocused();
  await page.setViewportSize(VIEWPORTS[2]);
  await expectAccessible(page, 'the primer result at 390 px');
});

test('the Charter AI launcher covers no control in chat mode', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await page.goto('/primer-generator');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  await page.getByRole('switch', { name: 'Chat mode' }).click();
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
  await expectLauncherCoversNothing(page, 'chat mode');
});
