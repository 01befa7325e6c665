import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_ADMIN } from '../../../playwright.config';
import { expectAccessible, register } from './helpers';

async function signUp(page: Page) {
  await register(page);
  await page.getByRole('button', { name: 'Skip onboarding' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Charter' })).toBeVisible();
}

async function signInAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin', exact: true })).toBeVisible();
}

/** Generates a Charter key on its screen and returns the secret, read from the once-shown card. */
async function generateCharterKey(page: Page, name: string): Promise<string> {
  await page.goto('/charter-api-keys');
  await page.getByLabel('Key name', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const card = page.getByRole('region', { name: `Your new API key: ${name}` });
  await card.getByRole('button', { name: 'Show API key' }).click();
  return (await card.getByTestId('generated-key').textContent()) ?? '';
}

function runNode(file: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string }>((resolve) => {
    execFile(
      process.execPath,
      [file, ...args],
      { env: { PATH: process.env.PATH ?? '', ...env } },
      (error, stdout) =>
        resolve({ code: error ? Number((error as { code?: unknown }).code ?? 1) : 0, stdout }),
    );
  });
}

test('Charter API Keys: a name is required, the new key is shown once, and it is listed', async ({
  page,
}) => {
  await signUp(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Charter API Keys' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Charter API Keys' })).toBeVisible();
  await expect(page.getByText('No Charter API keys yet. Generate one above.')).toBeVisible();
  await expect(page.getByText('Authorization: Bearer <key>')).toBeVisible();
  await expectAccessible(page, 'charter api keys, empty');

  await page.getByRole('button', { name: 'Generate API Key' }).click();
  await expect(page.getByText('Name Required')).toBeVisible();

  await page.getByLabel('Key name', { exact: true }).fill('Laptop agent');
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const card = page.getByRole('region', { name: 'Your new API key: Laptop agent' });
  await expect(card).toBeVisible();
  await expect(page.getByText('API Key Generated')).toBeVisible();
  await expect(card.getByTestId('generated-key')).toHaveText(/^charter_…/);
  await card.getByRole('button', { name: 'Show API key' }).click();
  await expect(card.getByTestId('generated-key')).toHaveText(/^charter_sk_/);
  const list = page.getByRole('list', { name: 'Charter API keys' });
  await expect(list.getByRole('heading', { name: 'Laptop agent' })).toBeVisible();
  await expect(list.getByText('Never')).toBeVisible();
  await expectAccessible(page, 'charter api keys, key generated');

  // Shown once: after a reload only the listing remains.
  await page.reload();
  await expect(page.getByRole('region', { name: /Your new API key/ })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Charter API keys' }).getByText('Laptop agent')).toBeVisible();
});

test('API Key Management: create, reveal, deactivate; the admin alias lists keys in use', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/api-keys');
  await expect(page.getByText('No API keys found')).toBeVisible();
  await expectAccessible(page, 'api keys, empty');

  await page.getByRole('button', { name: 'Create API Key' }).click();
  await page.getByRole('button', { name: 'Create Key' }).click();
  await expect(page.getByText('Name required: Please provide a name for your API key.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Build server');
  await page.getByLabel('Description (optional)').fill('Nightly checks');
  await page.getByRole('button', { name: 'Create Key' }).click();
  await expect(page.getByText('API Key Created Successfully')).toBeVisible();
  const secret = page
    .getByRole('region', { name: 'Key created: Build server' })
    .getByTestId('created-secret');
  await expect(secret).toHaveText(/^charter_sk_/);
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Build server' }) });
  await expect(item.getByText('Active', { exact: true })).toBeVisible();
  await expect(item.getByText('Nightly checks')).toBeVisible();
  await item.getByRole('button', { name: 'Reveal key ID of Build server' }).click();
  await expect(item.getByText(/^key_[0-9a-f]{16}$/)).toBeVisible();
  await expectAccessible(page, 'api keys, key created');

  // The key works until it is deactivated, then is refused at once.
  const key = (await secret.textContent()) ?? '';
  const whoami = () =>
    page.request.get('/api/external/whoami', { headers: { Authorization: `Bearer ${key}` } });
  expect((await whoami()).status()).toBe(200);
  await item.getByRole('button', { name: 'Deactivate Build server' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Build server?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'api keys, confirm deactivation');
  await confirm.getByRole('button', { name: 'Deactivate key' }).click();
  await expect(page.getByText('API Key Deactivated')).toBeVisible();
  await expect(item.getByText('Inactive', { exact: true })).toBeVisible();
  await expect(item.getByRole('button', { name: /Deactivate/ })).toHaveCount(0);
  await expect(item.getByText(/^Deactivated/)).toBeVisible();
  expect((await whoami()).status()).toBe(401);
  await expectAccessible(page, 'api keys, key deactivated');

  await signInAdmin(page);
  // The admin alias is the operator's view of keys in use across users: the deactivated key is not one.
  await page.goto('/admin/api-keys');
  await expect(page.getByRole('heading', { level: 1, name: 'API Key Management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Keys in use' })).toBeVisible();
  await expectAccessible(page, 'admin api keys');
});

test('Quick Start: the downloaded script validates against this server (blocked, then approved)', async ({
  page,
}) => {
  await signUp(page);
  const key = await generateCharterKey(page, 'Quick start agent');

  await page.goto('/quick-start');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Quick Start: Constitutional Governance' }),
  ).toBeVisible();
  await expectAccessible(page, 'quick start form');
  await page.getByRole('button', { name: 'Generate Instructions' }).click();
  await expect(
    page.getByText('Project name required: Please enter a project name to generate instructions.'),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Project name' }).fill('Invoice Tracker');
  await page.getByRole('button', { name: 'Generate Instructions' }).click();
  await expect(page.getByRole('heading', { name: 'Instructions for Invoice Tracker' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Environment variables text' })).toContainText(
    `CHARTER_URL=${new URL(page.url()).origin}`,
  );
  await expectAccessible(page, 'quick start generated');

  const dir = await mkdtemp(join(tmpdir(), 'charter-e2e-'));
  try {
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download charter-governance.mjs' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('charter-governance.mjs');
    const file = join(dir, 'charter-governance.mjs');
    await download.saveAs(file);

    // CHARTER_URL is left out: the script defaults to the server it was generated on.
    const blocked = await runNode(
      file,
      [
        'Install 55 more packages',
        '{"decision_type":"dependency_addition","current_dependencies":20,"new_dependencies":55}',
      ],
      { CHARTER_API_KEY: key },
    );
    expect(blocked.code, blocked.stdout).toBe(1);
    expect(JSON.parse(blocked.stdout).status).toBe('blocked');

    const approved = await runNode(
      file,
      [
        'Call the weather API with a 5 second timeout',
        '{"decision_type":"api_integration","timeout_ms":5000}',
      ],
      { CHARTER_API_KEY: key },
    );
    expect(approved.code, approved.stdout).toBe(0);
    expect(JSON.parse(approved.stdout).status).toBe('approved');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }

  // The docs link replacing "Create New Replit" leads somewhere real.
  const docs = page.getByRole('link', { name: 'API reference (OpenAPI)' });
  const openapi = await page.request.get((await docs.getAttribute('href')) ?? '');
  expect(openapi.ok()).toBe(true);
  expect(JSON.stringify(await openapi.json())).toContain('/api/external/validate');

  await page.getByRole('button', { name: 'Start Over' }).click();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveValue('Invoice Tracker');

  await signInAdmin(page);
  await page.goto('/admin/quick-start');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Quick Start: Constitutional Governance' }),
  ).toBeVisible();
  await expectAccessible(page, 'admin quick start');
});

test('Constitutional AI demo: a quick example is evaluated and explained; the admin runs it against a tier, recording nothing', async ({
  page,
}) => {
  await signUp(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Constitutional Demo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Constitutional AI Demo' })).toBeVisible();
  const principles = page.getByRole('list', { name: 'Principles' });
  await expect(principles.getByRole('listitem').first()).toBeVisible();
  expect(await principles.getByRole('listitem').count()).toBeLessThanOrEqual(6);
  await expectAccessible(page, 'constitutional demo');

  await page.getByRole('button', { name: 'Add 75 packages' }).click();
  await expect(page.getByLabel('Proposed action')).toHaveValue(/75 new npm packages/);
  await page.getByRole('button', { name: 'Evaluate Decision' }).click();
  const result = page.getByRole('region', { name: 'Governance result' });
  await expect(result.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Violated principles' })).toBeVisible();
  await expectAccessible(page, 'constitutional demo result');

  await page.getByRole('button', { name: 'Call an API with a 5 s timeout' }).click();
  await page.getByRole('button', { name: 'Evaluate Decision' }).click();
  await expect(result.getByText('Approved', { exact: true })).toBeVisible();

  const ledger = async () =>
    (await (await page.request.get('/api/user/decisions?source=all&limit=500')).json()) as {
      decisions: unknown[];
    };
  const before = await ledger();
  expect(before.decisions).toHaveLength(2);

  // The admin runs the demo itself, by keyboard, against a tier's default constitution.
  await signInAdmin(page);
  for (const path of ['/admin/advanced', '/admin/constitutional-demo']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Constitutional AI Demo' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Constitutional AI Demo' })).toHaveCount(0);
    const tier = page.getByLabel('Constitution tier');
    await expect(tier).toHaveValue('standard');
    await tier.focus();
    await page.keyboard.press('ArrowUp');
    await expect(tier).toHaveValue('simple');
    await expect(page.getByText(/15–25 direct dependencies/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Principles' }).getByText(/25/).first()).toBeVisible();
    await expectAccessible(page, `admin constitutional demo at ${path}`);

    await page.getByRole('button', { name: 'Add 75 packages' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Proposed action')).toHaveValue(/75 new npm packages/);
    await page.getByRole('button', { name: 'Evaluate Decision' }).focus();
    await page.keyboard.press('Enter');
    const adminResult = page.getByRole('region', { name: 'Governance result' });
    await expect(adminResult.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(page.getByText(/simple tier’s default constitution .*not recorded/)).toBeVisible();
    await expectAccessible(page, `admin constitutional demo result at ${path}`);
  }
  // Nothing the admin ran reached the user's ledger.
  expect(await ledger()).toEqual(before);
});

test('Constitutional Governance Demo: runs on load, counts what the constitution blocks, and runs again', async ({
  page,
}) => {
  await signUp(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Governance Demo' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Constitutional Governance Demo' })).toBeVisible();
  const comparison = page.getByRole('region', { name: 'Investment protection' });
  await expect(comparison).toBeVisible();
  await expect(comparison.getByText(/^\d+ of \d+$/).first()).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Prevented failures' }).getByText('Blocked').first(),
  ).toBeVisible();
  await expect(page.getByText('Illustrative story', { exact: true })).toHaveCount(3);
  await expectAccessible(page, 'governance demo');

  await page.getByRole('button', { name: 'Run Test' }).click();
  await expect(page.getByRole('button', { name: 'Run Test' })).toBeEnabled();
  await expect(comparison).toBeVisible();
});

test('Architectural Validator: an example is validated with violations and patterns; the admin validates against a tier and records nothing', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/architectural-validator');
  await expect(page.getByRole('heading', { level: 1, name: 'Architectural Validator' })).toBeVisible();
  await expectAccessible(page, 'architectural validator');

  await page.getByRole('button', { name: 'Add 60 packages' }).click();
  await page.getByRole('button', { name: 'Validate Decision' }).click();
  const result = page.getByRole('region', { name: 'Validation result' });
  await expect(result.getByText('Blocked', { exact: true })).toBeVisible();
  await expect(result.getByRole('progressbar', { name: 'Confidence' })).toBeVisible();
  await expectAccessible(page, 'architectural validator result');

  await page.getByRole('button', { name: 'Session authentication' }).click();
  await page.getByRole('button', { name: 'Validate Decision' }).click();
  await expect(result.getByText('Approved', { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { name: 'Matching proven patterns' })).toBeVisible();

  await signInAdmin(page);
  await page.goto('/admin/architectural-validator');
  await page.getByLabel('Constitution tier').selectOption('simple');
  await page.getByRole('button', { name: 'Add 60 packages' }).click();
  await page.getByRole('button', { name: 'Validate Decision' }).click();
  await expect(page.getByText(/simple tier’s default constitution .*not recorded/)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Validation result' }).getByText('Blocked', { exact: true }),
  ).toBeVisible();
  await expectAccessible(page, 'admin architectural validator');
});
