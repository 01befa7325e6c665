import { expect, test } from '@playwright/test';
import { type SemiAgent, startSemiAgent } from '../../../examples/semi-agent/src/agent';
import { expectAccessible, registerAndOnboard } from './helpers';

/**
 * Semi Integration in the browser, against the reference A2A agent (examples/semi-agent) started here on
 * loopback. The e2e server runs with CHARTER_ALLOW_PRIVATE_NETWORK=1 (playwright.config.ts) so it may call it.
 */

const SEMI_KEY = 'e2e-semi-reference-key';
let semi: SemiAgent;

test.beforeAll(async () => {
  semi = await startSemiAgent({ apiKey: SEMI_KEY });
});
test.afterAll(async () => {
  await semi?.close();
});

test('Semi Integration: keys, disabled states, connecting to an A2A agent, every exchange, the log', async ({
  page,
}) => {
  // One journey through five tabs with eight axe scans: longer than the default minute on a loaded machine.
  test.setTimeout(150_000);
  await registerAndOnboard(page);
  await page.getByRole('link', { name: 'Semi Integration' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Semi Integration' })).toBeVisible();
  await expect(page).toHaveTitle('Semi Integration · Charter');
  await expect(page.getByText(/Semi is any agent that speaks the open A2A/)).toBeVisible();
  const status = page.getByRole('status', { name: 'Semi connection status' });
  await expect(status).toContainText('Disconnected');
  await expect(status).toContainText('Reconnect attempts: 0');
  await expect(status).toContainText('Ready: No');
  await expect(page.getByRole('tab')).toHaveText(['API Keys', 'Connect', 'Chat', 'Validation', 'Handoff']);
  await expect(page.getByRole('tab', { name: 'API Keys' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No activity yet.')).toBeVisible();
  await expectAccessible(page, 'Semi Integration, API Keys tab');

  // API Keys: a blank name is refused; a key is shown once in full, masked in the list.
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByText('Please enter a name for your API key.')).toBeVisible();
  await page.getByLabel('Key name').fill('Planning agent');
  await page.getByRole('button', { name: 'Generate' }).click();
  const list = page.getByRole('list', { name: 'Semi keys' });
  await expect(list.getByRole('heading', { name: 'Planning agent' })).toBeVisible();
  await expect(list.getByText(/^charter_…[\w-]{8}$/)).toBeVisible();
  await page.getByRole('button', { name: 'Show key' }).click();
  await expect(page.locator('.semi-fresh-key code')).toHaveText(/^charter_sk_[\w-]{40,}$/);
  await list.getByRole('button', { name: 'Deactivate Planning agent' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Planning agent?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate key' }).click();
  await expect(list.getByText('Inactive')).toBeVisible();
  await expect(list.getByRole('button', { name: 'Deactivate Planning agent' })).toHaveCount(0);

  // Before connecting, every exchange is disabled and says why.
  for (const [tab, button] of [
    ['Chat', 'Send Message'],
    ['Validation', 'Request Validation'],
    ['Handoff', 'Create Strategic to Implementation Handoff'],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
    await expect(page.getByText('Disabled until Charter is connected to Semi').first()).toBeVisible();
    await expectAccessible(page, `Semi Integration, ${tab} tab, disconnected`);
  }

  // Connect: a wrong key is a readable error, and the log says so; the right key connects.
  await page.getByRole('tab', { name: 'Connect' }).click();
  await expectAccessible(page, 'Semi Integration, Connect tab');
  await page.getByLabel('Semi Domain').fill(semi.url);
  await page.getByRole('button', { name: 'Connect to Semi' }).click();
  await expect(page.getByText('Please enter a Semi API key.')).toBeVisible();
  await page.getByLabel('API Key', { exact: true }).fill('wrong-key');
  await page.getByRole('button', { name: 'Connect to Semi' }).click();
  await expect(page.getByText(/Semi refused the API key \(HTTP 401\)/).first()).toBeVisible();
  const log = page.getByRole('list', { name: 'Integration activity, newest first' });
  await expect(log.getByRole('listitem').first()).toContainText('Connection to');
  await expect(status).toContainText('Disconnected');

  await page.getByLabel('API Key', { exact: true }).fill(SEMI_KEY);
  await page.getByRole('button', { name: 'Connect to Semi' }).click();
  await expect(status).toContainText('Connected');
  await expect(status).toContainText('Ready: Yes');
  await expect(status).toContainText('Reference Semi');
  await expect(log.getByRole('listitem').first()).toContainText('Connected to Reference Semi');

  // Chat: a direct message and a knowledge query, answered by the agent.
  await page.getByRole('tab', { name: 'Chat' }).click();
  await expect(page.getByText('Disabled until Charter is connected to Semi')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Message' }).fill('Where do we stand on the release plan?');
  await page.getByRole('combobox', { name: 'Priority' }).selectOption('high');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('region', { name: 'Semi’s answer to your message' })).toContainText(
    'Received (high priority): Where do we stand on the release plan?',
  );
  await page.getByRole('textbox', { name: 'Question' }).fill('How should we bound outbound calls?');
  await page.getByRole('button', { name: 'Ask Semi' }).click();
  await expect(page.getByRole('region', { name: 'Semi’s answer to your question' })).toContainText(
    'Bound every outbound call',
  );
  await expectAccessible(page, 'Semi Integration, Chat tab, connected');

  // Validation: a critical action is rejected by the agent.
  await page.getByRole('tab', { name: 'Validation' }).click();
  await page.getByRole('combobox', { name: 'Impact Level' }).selectOption('critical');
  await page.getByRole('textbox', { name: 'Description' }).fill('Drop the production database');
  await page.getByRole('button', { name: 'Request Validation' }).click();
  await expect(page.getByRole('region', { name: 'Semi’s verdict' })).toContainText(
    'rejected: Critical impact',
  );

  // Handoff: the user's strategic context goes over; the agent answers with a completed task.
  await page.getByRole('tab', { name: 'Handoff' }).click();
  await page.getByRole('button', { name: 'Create Strategic to Implementation Handoff' }).click();
  await expect(page.getByText(/^Handed off \d+ strategic insights and \d+ todos/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Semi’s answer to the handoff' })).toContainText(
    'Handoff accepted',
  );
  await expectAccessible(page, 'Semi Integration, Handoff tab, handed off');

  // The Context panel has a trigger: the rules Semi sees, and the strategic context on request.
  await page.getByRole('button', { name: 'Show Context' }).click();
  await expect(page.getByRole('button', { name: 'Hide Context' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'Constitutional rules' })).toContainText('CH-DEP-001');
  await page.getByRole('button', { name: 'Load Strategic Context' }).click();
  await expect(page.getByText(/\d+ insights and \d+ open todos in your historical context/)).toBeVisible();
  await expectAccessible(page, 'Semi Integration, Context panel');

  // The log, newest first: handoff, validation, query, message, connection, the failed connection.
  await expect(log.getByRole('listitem')).toHaveCount(6);
  await expect(log.getByRole('listitem').nth(0)).toContainText('Handoff');
  await expect(log.getByRole('listitem').nth(1)).toContainText('Validation');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Query');
  await expect(log.getByRole('listitem').nth(3)).toContainText('Message');
  await expect(log.getByRole('listitem').nth(4)).toContainText('Connected to Reference Semi');
  await expect(log.getByRole('listitem').nth(5)).toContainText('Error');
  const logBox = await log.evaluate((el) => getComputedStyle(el).maxHeight);
  expect(logBox).toBe('256px');
});
