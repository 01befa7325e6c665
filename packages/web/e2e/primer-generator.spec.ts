import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { expectAccessible, register } from './helpers';

/**
 * In the browser against the real server: the five-step wizard filled by label, the generated
 * primer, its Markdown and agent-files downloads, the project saved and the dashboard; and a draft that
 * survives a reload.
 */

/** What a founder of a tutoring product would answer, step by step, by the field labels of core. */
const STEPS: ReadonlyArray<Record<string, string>> = [
  {
    'Your role': 'founder',
    'Project scope': 'An MVP of a lesson booking tool: calendar and payments now; team accounts later.',
    Platform: 'Responsive web app, installable on phones.',
  },
  {
    'Core problem': 'Independent tutors lose hours each week arranging lessons by text message.',
    'Target users': 'Self-employed tutors who teach 10 to 40 students a week.',
    'Business model': 'Free for 5 students, then $9 per month per tutor.',
  },
  {
    'Jobs to be done': 'Share availability; let students book; take payment; send reminders.',
    'User journey': 'Sign up, set weekly hours, share a link, a student books, both get a reminder.',
  },
  {
    'Technical complexity': 'Payments and time zones; no real-time needed.',
    Ecosystem: 'Google Calendar and Stripe.',
    Data: 'Names, emails and lesson times; deleted after 2 years.',
    Integrations: 'Stripe Checkout and the Google Calendar API.',
    Performance: 'Pages interactive within 2 s on a mid-range phone.',
  },
  {
    'Brand and design': 'Calm and friendly; plain words, no jargon.',
    Constraints: 'TypeScript; hosted in the EU; GDPR.',
    'Timeline and budget': 'Beta in 8 weeks; hosting under $50 per month.',
  },
];

async function openGenerator(page: Page) {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
  await page.goto('/primer-generator');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Constitutional Primer Generator' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'You and the project' })).toBeVisible();
}

async function fillStep(page: Page, answers: Record<string, string>) {
  for (const [label, value] of Object.entries(answers)) {
    const field = page.getByLabel(label, { exact: true });
    if (label === 'Your role') await field.selectOption(value);
    else await field.fill(value);
  }
}

test('five steps → generated primer → Markdown and agent-files downloads → project saved → dashboard', async ({
  page,
}) => {
  await openGenerator(page);
  const next = page.getByRole('button', { name: 'Next' });
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(next).toBeDisabled();
  await expectAccessible(page, 'the primer generator form');

  // The name is asked first and titles the primer.
  await page.getByRole('textbox', { name: /^Project name/ }).fill('Tutor Booking');
  for (const [index, answers] of STEPS.entries()) {
    await fillStep(page, answers);
    if (index < STEPS.length - 1) await next.click();
  }
  await expect(page.getByRole('progressbar', { name: 'Primer completion' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(page.getByText('Draft Auto-Saved')).toBeVisible();
  await page.getByRole('button', { name: 'Generate Primer' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Your primer is ready' })).toBeVisible();
  const metadata = page.getByLabel('Primer metadata');
  await expect(metadata.getByText('web-app')).toBeVisible();
  await expect(metadata.getByText('founder')).toBeVisible();
  const compliance = page.getByRole('region', { name: 'Compliance check' });
  await expect(compliance.getByText('6 of 6 governance sections are in the primer.')).toBeVisible();
  const preview = page.getByRole('region', { name: 'Primer preview' });
  await expect(preview).toContainText('# Project Primer: Tutor Booking');
  expect(((await preview.textContent()) ?? '').length).toBeLessThanOrEqual(1001);
  await expectAccessible(page, 'the primer result view');

  // The Markdown file, as the server answers it.
  const markdownDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const markdown = await markdownDownload;
  expect(markdown.suggestedFilename()).toMatch(/^project-primer-\d+\.md$/);
  const primer = await readFile(await markdown.path(), 'utf8');
  expect(primer).toContain('# Project Primer:');
  expect(primer).toContain(STEPS[1]?.['Core problem']);
  expect(primer).toContain(STEPS[3]?.Ecosystem);
  expect(primer).toContain(STEPS[4]?.['Timeline and budget']);

  // The same primer with the four agent files, zipped in the browser.
  const zipDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download with agent files (.zip)' }).click();
  const zipFile = await zipDownload;
  expect(zipFile.suggestedFilename()).toMatch(/^project-primer-\d+-agent-files\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await zipFile.path()));
  const paths = Object.keys(zip.files).filter((path) => !zip.files[path]?.dir);
  for (const path of [
    'AGENTS.md',
    'CLAUDE.md',
    '.cursor/rules/charter.mdc',
    '.github/copilot-instructions.md',
  ]) {
    expect(paths).toContain(path);
  }
  const agents = (await zip.file('AGENTS.md')?.async('string')) ?? '';
  expect(agents).toContain('<!-- charter:start -->');
  expect(agents).toContain(STEPS[1]?.['Core problem']);
  // Inside the archive the primer is PRIMER.md, as `charter primer` writes it.
  expect(paths).toContain('PRIMER.md');
  expect(await zip.file('PRIMER.md')?.async('string')).toBe(primer);

  // Save the project; the dashboard opens three seconds later and lists it.
  await page.getByLabel('Project name', { exact: true }).fill('Tutor Booking');
  await page.getByRole('button', { name: 'Save Project' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Opening your dashboard in' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 6000 });
  await expect(
    page.getByRole('region', { name: 'My Projects' }).getByRole('heading', { name: 'Tutor Booking' }),
  ).toBeVisible();
});

test('a reload mid-way brings the auto-saved draft back', async ({ page }) => {
  await openGenerator(page);
  await page.getByRole('textbox', { name: /^Project name/ }).fill('Tutor Booking');
  await fillStep(page, STEPS[0] ?? {});
  await page.getByRole('button', { name: 'Next' }).click();
  await fillStep(page, { 'Core problem': STEPS[1]?.['Core problem'] ?? '' });
  await expect(page.getByText('Draft Auto-Saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'You and the project' })).toBeVisible();
  // The draft keeps the 16 answers; the name is asked again after a reload.
  await page.getByRole('textbox', { name: /^Project name/ }).fill('Tutor Booking');
  await expect(page.getByLabel('Your role', { exact: true })).toHaveValue('founder');
  await expect(page.getByLabel('Project scope', { exact: true })).toHaveValue(
    STEPS[0]?.['Project scope'] ?? '',
  );
  await expect(page.getByRole('progressbar', { name: 'Primer completion' })).toHaveAttribute(
    'aria-valuenow',
    '25',
  );
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Core problem', { exact: true })).toHaveValue(
    STEPS[1]?.['Core problem'] ?? '',
  );
});
