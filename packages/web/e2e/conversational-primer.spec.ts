import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { expectAccessible, registerAndOnboard } from './helpers';

/**
 * End to end, against the real server and no LLM: a conversation reaches depth 7 (banner and
 * Generate), the structured primer is generated, the package zip is downloaded and opened, a reload
 * restores the conversation, Start New clears it, and a saved project reopens its conversation.
 */

const MESSAGES = [
  'I want to build Tutor Time, a web app for independent music tutors. The problem is that tutors lose about 5 hours every week juggling lesson bookings over text messages, because parents reschedule constantly.',
  'The users are independent tutors with 10 to 40 students, and the parents who book and pay for lessons.',
  'Parents should be able to book recurring lessons, tutors must be able to set their availability, and the app should send reminders by email.',
  'Tutors pay $12 a month subscription after a 14 day free trial.',
];

const PACKAGE_FILES = [
  'README.md',
  'PRIMER.md',
  'CONSTITUTION.md',
  'REQUIREMENTS.md',
  'ARCHITECTURE.md',
  'AGENTS.md',
  'CLAUDE.md',
  '.cursor/rules/charter.mdc',
  '.github/copilot-instructions.md',
];

const thread = (page: Page) => page.getByRole('log', { name: 'Conversation with Charter' });

async function say(page: Page, text: string) {
  const replies = await thread(page).getByText('Charter', { exact: true }).count();
  const box = page.getByRole('textbox', { name: 'Your message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(thread(page).getByText('Charter', { exact: true })).toHaveCount(replies + 1);
}

test('a conversation becomes a primer and a package, survives a reload, and starts over', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerAndOnboard(page);

  await page.goto('/conversational-primer');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversational Primer' })).toBeVisible();
  await expect(page.getByText('Loading your conversation…')).toHaveCount(0);
  await expect(page.getByText('Exploring')).toBeVisible();
  await expectAccessible(page, 'the empty conversational primer');

  await page.getByRole('textbox', { name: 'Project name' }).fill('Tutor Time');
  // Depth counts facts (name, problem, users, platform), not length.
  await say(page, MESSAGES[0] ?? '');
  await expect(page.getByText(/Conversation depth: 4 of 10/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toHaveCount(0);

  // The users were already captured: nothing new, the depth stays.
  await say(page, MESSAGES[1] ?? '');
  await expect(page.getByText(/Conversation depth: 4 of 10/)).toBeVisible();

  await say(page, MESSAGES[2] ?? '');
  await expect(page.getByText('Defining (67% ready):')).toBeVisible();
  await expect(page.getByText(/High confidence/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();
  await expectAccessible(page, 'the conversation with the readiness banner');

  await say(page, MESSAGES[3] ?? '');
  const capturing = page.getByRole('region', { name: "What I'm Capturing" });
  await expect(capturing).toContainText('Web app');
  await expect(capturing).toContainText('$12 a month');
  await expect(page.getByText('Ready to Build (83% ready):')).toBeVisible();

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const primer = page.getByRole('region', { name: 'Primer', exact: true });
  await expect(primer).toContainText('# Project Primer: Tutor Time');
  await expect(primer).toContainText('music tutors');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Package' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('tutor-time-package.zip');
  const zip = await JSZip.loadAsync(await readFile(await download.path()));
  const names = Object.keys(zip.files).filter((name) => !zip.files[name]?.dir);
  expect(names.sort()).toEqual([...PACKAGE_FILES].sort());
  for (const name of names) {
    expect((await zip.file(name)?.async('string'))?.trim().length, `${name} is empty`).toBeGreaterThan(0);
  }
  const primerFile = (await zip.file('PRIMER.md')?.async('string')) ?? '';
  expect(primerFile).toContain('Tutor Time');
  expect(primerFile).toContain('music tutors');
  expect(primerFile).toContain('$12');
  expect(await zip.file('README.md')?.async('string')).toContain('`CLAUDE.md`');

  await page.getByRole('button', { name: 'Save Project' }).click();
  const projectLink = page.getByRole('link', { name: 'View Hash Project' });
  await expect(projectLink).toBeVisible();
  const projectId = ((await projectLink.getAttribute('href')) ?? '').replace('/project/', '');
  expect(projectId).not.toBe('');
  await page.getByRole('button', { name: 'Memory Insights' }).click();
  const history = page
    .getByRole('dialog', { name: 'Memory Insights' })
    .getByRole('list', { name: 'Decision history' });
  await expect(history).toContainText('Defined Tutor Time in a conversation');
  await expect(history).toContainText('$12 a month');
  await expectAccessible(page, 'Memory Insights with a decision');
  await page.keyboard.press('Escape');

  // The auto-save runs 75 ms after the last message; give it a moment before leaving the page.
  await page.waitForTimeout(300);
  await page.reload();
  await expect(page.getByText('Conversation restored')).toBeVisible();
  await expect(thread(page)).toContainText('independent music tutors');
  await expect(thread(page)).toContainText('$12 a month subscription');
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Tutor Time');
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Start New' }).click();
  await expect(page.getByText('Fresh Start')).toBeVisible();
  await expect(thread(page)).not.toContainText('music tutors');
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('');
  await page.reload();
  await expect(page.getByText('Loading your conversation…')).toHaveCount(0);
  await expect(thread(page)).not.toContainText('music tutors');

  await page.goto(`/chat-primer?recover=${projectId}`);
  await expect(page.getByText('Conversation restored')).toBeVisible();
  await expect(thread(page)).toContainText('independent music tutors');
  await expect(page.getByRole('link', { name: 'View Hash Project' })).toHaveAttribute(
    'href',
    `/project/${projectId}`,
  );
});

test('?new=true starts fresh and resets the URL; an attached file is read; Memory Insights opens', async ({
  page,
}) => {
  await registerAndOnboard(page);
  await page.goto('/conversational-primer');
  await page.getByRole('textbox', { name: 'Your message' }).fill(MESSAGES[0] ?? '');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread(page).getByText('Charter', { exact: true })).toHaveCount(2);
  await page.waitForTimeout(300);

  await page.goto('/conversational-primer?new=true');
  await expect(page).toHaveURL(/\/conversational-primer$/);
  await expect(page.getByText('Loading your conversation…')).toHaveCount(0);
  await expect(thread(page)).not.toContainText('music tutors');

  await page.getByLabel('Upload a document (.txt, .md, .pdf)').setInputFiles({
    name: 'tutor-requirements.md',
    mimeType: 'text/markdown',
    buffer: Buffer.from(
      '# Requirements\n\nParents must be able to cancel a lesson up to 24 hours before it starts.\n',
    ),
  });
  await expect(page.getByText('File uploaded')).toBeVisible();
  const attached = page.getByRole('list', { name: 'Attached documents' });
  await expect(attached.getByText('tutor-re…')).toHaveAttribute('title', 'tutor-requirements.md');
  await say(page, 'Here are the requirements we wrote so far.');
  await expect(thread(page)).toContainText('I read tutor-requirements.md');
  await attached.getByRole('button', { name: 'Remove tutor-requirements.md' }).click();
  await expect(page.getByText('File removed')).toBeVisible();

  await expect(page.getByRole('link', { name: 'Rescue Mission (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );

  await page.getByRole('button', { name: 'Memory Insights' }).click();
  const dialog = page.getByRole('dialog', { name: 'Memory Insights' });
  await expect(dialog.getByText(/No decisions recorded yet/)).toBeVisible();
  await expectAccessible(page, 'the Memory Insights dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
