import { makePdf } from '@charter/core/testing';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, register } from './helpers';

/** A realistic project note, as a founder would keep it in Markdown. */
const TUTOR_NOTE = `# Tutor Booking

Working notes for the first version, March.

## Problem
Independent tutors lose hours each week arranging lessons by text message, and missed lessons cost them money.

## Target users
Self-employed tutors who teach 10 to 40 students a week, comfortable with phones but not with spreadsheets.

## Business model
Free for 5 students, then $9 per month per tutor.

## Features
- Share weekly availability as a link
- Students book and pay in one step
- Reminders by email the day before
`;

const makeTextPdf = (lines: readonly string[]) => Buffer.from(makePdf(lines));

async function openGenerator(page: Page, url = '/primer-generator') {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await page.goto(url);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Constitutional Primer Generator' }),
  ).toBeVisible();
  return page.getByRole('region', { name: 'Project context (optional)' });
}

/** Step 1 of the wizard must be complete before Next shows the problem, users and business model. */
async function goToProblemStep(page: Page) {
  const name = page.getByRole('textbox', { name: /^Project name/ });
  if ((await name.inputValue()) === '') await name.fill('Tutor Booking');
  await page.getByLabel('Your role', { exact: true }).selectOption('founder');
  await page
    .getByLabel('Project scope', { exact: true })
    .fill('A booking tool for tutors: calendar and payments.');
  const platform = page.getByLabel('Platform', { exact: true });
  if ((await platform.inputValue()) === '') await platform.fill('Responsive web app');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Core problem', { exact: true })).toBeVisible();
}

test('a Markdown note fills the form; smart analysis applies more fields; the page passes axe', async ({
  page,
}) => {
  const card = await openGenerator(page);
  await card.getByLabel('Upload a project file').setInputFiles({
    name: 'tutor-booking.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(TUTOR_NOTE),
  });
  await expect(
    card.getByText(/^Successfully imported 0\.\dk characters from tutor-booking\.md$/),
  ).toBeVisible();
  await expect(card.getByLabel('Project context', { exact: true })).toHaveValue(TUTOR_NOTE);

  await goToProblemStep(page);
  await expect(page.getByLabel('Core problem', { exact: true })).toHaveValue(
    'Independent tutors lose hours each week arranging lessons by text message, and missed lessons cost them money.',
  );
  await expect(page.getByLabel('Target users', { exact: true })).toHaveValue(
    'Self-employed tutors who teach 10 to 40 students a week, comfortable with phones but not with spreadsheets.',
  );
  await expect(page.getByLabel('Business model', { exact: true })).toHaveValue(
    'Free for 5 students, then $9 per month per tutor.',
  );

  await card.getByRole('button', { name: 'Run Smart Analysis' }).click();
  const analysis = card.getByRole('region', { name: 'Smart Analysis' });
  await expect(analysis).toBeVisible();
  await expect(analysis.getByText('Project name: Tutor Booking.')).toBeVisible();
  await expect(analysis.getByRole('list', { name: 'Recommendations' })).toBeVisible();
  await analysis.getByRole('button', { name: 'Apply to Form' }).click();
  await expect(card.getByText(/^Applied to the form: /)).toBeVisible();
  await expect(page.getByText('AI Applied').first()).toBeVisible();
  await expectAccessible(page, 'primer generator with the context card and an analysis');

  // The smart analysis is kept: a reload shows it again.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Project context (optional)' })
      .getByRole('region', { name: 'Smart Analysis' }),
  ).toBeVisible();
});

test('the Charter AI panel chats, resizes by keyboard, passes axe and closes with Escape', async ({
  page,
}) => {
  await openGenerator(page);
  const launcher = page.getByRole('button', { name: 'Charter AI', exact: true });
  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Charter AI' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Ask Charter AI', { exact: true })).toBeFocused();
  await panel.getByLabel('Ask Charter AI', { exact: true }).fill('What does Target users mean?');
  await panel.getByLabel('Ask Charter AI', { exact: true }).press('Enter');
  await expect(panel.getByRole('log').getByText(/^Target users: Who are the first users/)).toBeVisible();
  const handle = panel.getByRole('separator', { name: 'Resize Charter AI panel' });
  await handle.focus();
  await handle.press('ArrowLeft');
  await expect(handle).toHaveAttribute('aria-valuenow', '370');
  await expect.poll(() => panel.evaluate((el) => el.getBoundingClientRect().width)).toBe(370);
  // A pointer drag of 110 px to the left snaps to two 50 px steps.
  const box = await handle.boundingBox();
  if (!box) throw new Error('The resize handle has no box.');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 110, y, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '470');
  await expectAccessible(page, 'primer generator with the Charter AI panel open');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('a PDF is read by the server and fills the form', async ({ page }) => {
  const card = await openGenerator(page);
  await card.getByLabel('Upload a project file').setInputFiles({
    name: 'dog-walking-brief.pdf',
    mimeType: 'application/pdf',
    buffer: makeTextPdf([
      'Dog Walking Brief',
      'Problem: Dog walkers lose hours every week juggling bookings by text.',
      'Users: Busy pet owners in cities who work long hours.',
      'Pricing: We charge $5 per month per walker.',
    ]),
  });
  await expect(
    card.getByText(/^Successfully imported 0\.\dk characters from dog-walking-brief\.pdf$/),
  ).toBeVisible();
  await goToProblemStep(page);
  await expect(page.getByLabel('Core problem', { exact: true })).toHaveValue(
    'Dog walkers lose hours every week juggling bookings by text.',
  );
  await expect(page.getByLabel('Target users', { exact: true })).toHaveValue(
    'Busy pet owners in cities who work long hours.',
  );
  await expect(page.getByLabel('Business model', { exact: true })).toHaveValue(
    'We charge $5 per month per walker.',
  );
});

test('the onboarding context opens in the context card', async ({ page }) => {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  const context = `# tutor-booking.md\n\n${TUTOR_NOTE.trim()}`;
  await page.evaluate((text) => localStorage.setItem('charter.onboarding.context', text), context);
  await page.goto('/primer-generator?context=onboarding');
  const card = page.getByRole('region', { name: 'Project context (optional)' });
  await expect(card.getByLabel('Project context', { exact: true })).toHaveValue(context);
  await expect(card.getByText('Loaded from the files you imported during onboarding.')).toBeVisible();
  await card.getByRole('button', { name: 'Import to Form' }).click();
  await expect(card.getByText(/^Successfully imported 0\.\dk characters from pasted text$/)).toBeVisible();
  await expectAccessible(page, 'primer generator with the onboarding context');
});
