import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, registerAndOnboard } from './helpers';

/**
 * The end-to-end story, browser and API together against the real server: an agent's dependency
 * addition is blocked → it files a rebellion → the owner approves it in the console → the agent's next
 * validation passes and names the exception → the owner's ROI screen counts the prevented failure.
 */

const DECISION = {
  project_name: 'Invoice Tracker',
  decision_type: 'dependencies',
  description: 'Add 31 packages for the charting feature, bringing the project to 131 dependencies',
  // No `justifications`: the agent justifies none of the new packages.
  metadata: { current_dependencies: 100, new_dependencies: 31 },
  agent_id: 'claude-code',
};

interface ValidateAnswer {
  decision_id: string;
  constitutional_validation: {
    status: 'approved' | 'blocked' | 'warning';
    violated_rules: { ruleId: string }[];
    exception: { rebellion_id: string; rule_ids: string[] } | null;
  };
  exception_request?: { method: string; path: string; decision_id: string };
}

/** Generates a Charter key on its screen and reads the secret from the once-shown card. */
async function createCharterKey(page: Page): Promise<string> {
  await page.goto('/charter-api-keys');
  await page.getByLabel('Key name', { exact: true }).fill('Story agent');
  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const card = page.getByRole('region', { name: 'Your new API key: Story agent' });
  await card.getByRole('button', { name: 'Show API key' }).click();
  const secret = (await card.getByTestId('generated-key').textContent()) ?? '';
  expect(secret).toMatch(/^charter_sk_/);
  return secret;
}

/** The agent: the `request` fixture shares no cookies with the browser, so only the key authenticates. */
function asAgent(request: APIRequestContext, secret: string) {
  const headers = { Authorization: `Bearer ${secret}` };
  return {
    validate: async (overrides: Partial<typeof DECISION> = {}): Promise<ValidateAnswer> => {
      const response = await request.post('/api/external/validate', {
        headers,
        data: { ...DECISION, ...overrides },
      });
      expect(response.status()).toBe(200);
      return (await response.json()) as ValidateAnswer;
    },
    fileRebellion: (decisionId: string) =>
      request.post('/api/constitutional/rebellions', {
        headers,
        data: {
          decision_id: decisionId,
          justification:
            'The charting library and its renderers need these packages; no lighter option draws the charts.',
          agent_id: DECISION.agent_id,
        },
      }),
  };
}

const figure = (page: Page, region: string, label: string) =>
  page.getByRole('region', { name: region }).locator(`dt:text-is("${label}") + dd`);

test('blocked → rebellion → approved in the console → the agent passes with the exception → ROI counts it', async ({
  page,
  request,
}) => {
  await registerAndOnboard(page);
  const secret = await createCharterKey(page);
  const agent = asAgent(request, secret);

  // 1. The agent asks; 131 dependencies are over the limit of 50.
  const blocked = await agent.validate();
  expect(blocked.constitutional_validation.status).toBe('blocked');
  expect(blocked.constitutional_validation.violated_rules.map((r) => r.ruleId)).toContain('CH-DEP-001');
  expect(blocked.exception_request).toMatchObject({
    method: 'POST',
    path: '/api/constitutional/rebellions',
    decision_id: blocked.decision_id,
  });

  // 2. It files a rebellion for that decision.
  const filed = await agent.fileRebellion(blocked.decision_id);
  expect(filed.status()).toBe(201);
  const rebellion = (await filed.json()) as { rebellion_id: string; status: string; rule_ids: string[] };
  expect(rebellion.status).toBe('pending');
  expect(rebellion.rule_ids).toContain('CH-DEP-001');

  // 3. The owner sees it waiting on the dashboard and reviews it.
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'What do I need to do today?' });
  await expect(today.getByRole('listitem').first()).toContainText('1 rebellion waiting for your decision');
  await today.getByRole('link', { name: /Review rebellions/ }).click();
  await expect(page).toHaveURL(/\/my-projects\?tab=rebellions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Constitutional Rebellions' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = page.getByRole('article', { name: /131 dependencies/ });
  await expect(card).toBeVisible();
  const fact = (label: string) => card.locator(`dt:text-is("${label}") + dd`);
  await expect(fact('Agent')).toHaveText('claude-code');
  await expect(fact('Project')).toHaveText('Invoice Tracker');
  await expect(fact('Rules')).toContainText('CH-DEP-001');
  await expect(fact('Times used')).toHaveText('0 of 1');
  await expect(card.getByText(/^(HIGH|MEDIUM|LOW) risk$/)).toBeVisible();
  await card.getByText(/^History/).click();
  await expect(card.getByText(/Filed by agent claude-code/)).toBeVisible();
  await expectAccessible(page, 'rebellions, one pending');

  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve rebellion' });
  await expect(dialog).toBeVisible();
  // The dialog says exactly what the approval lets through: this project, up to the blocked
  // value, once by default, until revoked; and the sentence follows the form.
  const effect = dialog.getByRole('status');
  await expect(effect).toHaveText(
    /^This approval lets dependencies decisions of project Invoice Tracker up to 131 dependencies through CH-DEP-001\b.*, once, until revoked\.$/,
  );
  await dialog.getByRole('radio', { name: /Every matching decision/ }).check();
  await expect(effect).toHaveText(/, any number of times, until revoked\.$/);
  await dialog.getByRole('radio', { name: /One decision/ }).check();
  await expect(effect).toHaveText(/, once, until revoked\.$/);
  await expectAccessible(page, 'rebellions, approve dialog open');
  await dialog.getByRole('button', { name: 'Approve rebellion' }).click();
  await expect(page.getByText('Rebellion approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No pending rebellions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Review results' })).toBeFocused();
  await expectAccessible(page, 'rebellions, empty state');

  // 4. Another project with the same 131 dependencies is still judged by the constitution alone.
  const otherProject = await agent.validate({ project_name: 'Billing Service' });
  expect(otherProject.constitutional_validation.status).toBe('blocked');
  expect(otherProject.constitutional_validation.exception).toBeNull();

  // The agent asks again: the exception lets it through and the answer names it.
  const allowed = await agent.validate();
  expect(allowed.constitutional_validation.status).not.toBe('blocked');
  expect(allowed.constitutional_validation.exception?.rebellion_id).toBe(rebellion.rebellion_id);
  expect(allowed.exception_request).toBeUndefined();

  // The owner sees the use recorded on the decided rebellion.
  await page.reload();
  await page.getByRole('button', { name: 'Decided' }).click();
  const decided = page.getByRole('article', { name: /131 dependencies/ });
  await expect(decided.getByText(/^Approved by .+@e2e\.charter\.test on .+\.$/)).toBeVisible();
  await expect(decided.locator('dt:text-is("Times used") + dd')).toHaveText('1 of 1');
  await expect(decided.getByText('Used up (used 1 of 1): lets nothing through any more.')).toBeVisible();
  await decided.getByText(/^History/).click();
  await expect(
    decided.getByRole('listitem').filter({ hasText: /^Used by agent claude-code on/ }),
  ).toBeVisible();

  // 5. ROI analytics counts the blocked decision as a prevented dependency disaster.
  await page.goto('/roi-analytics');
  await expect(page.getByRole('region', { name: 'Executive summary' })).toContainText(
    'Charter checked 3 of your agents’ decisions: 2 blocked',
  );
  const disasters = Number(
    await figure(page, 'Risk mitigation', 'Dependency disasters prevented').textContent(),
  );
  expect(disasters).toBeGreaterThanOrEqual(1);
  await expect(figure(page, 'Production evidence', 'Blocked')).toHaveText('2');
  await expect(figure(page, 'Production evidence', 'Exceptions used')).toHaveText('1');
});

test('the owner rejects a rebellion with a reason; the agent stays blocked', async ({ page, request }) => {
  await registerAndOnboard(page);
  const agent = asAgent(request, await createCharterKey(page));
  const blocked = await agent.validate();
  expect(blocked.constitutional_validation.status).toBe('blocked');
  expect((await agent.fileRebellion(blocked.decision_id)).status()).toBe(201);

  await page.goto('/rebellions');
  const card = page.getByRole('article', { name: /131 dependencies/ });
  await card.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject rebellion' });
  await dialog.getByRole('button', { name: 'Reject rebellion' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give a reason for the rejection.');
  await expectAccessible(page, 'rebellions, reject dialog with the reason missing');

  await dialog.getByLabel('Reason').fill('Fifty dependencies is the ceiling; find a lighter chart library.');
  await dialog.getByRole('button', { name: 'Reject rebellion' }).click();
  await expect(page.getByText('Rebellion rejected')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No pending rebellions' })).toBeVisible();

  await page.getByRole('button', { name: 'Decided' }).click();
  await expect(page.getByRole('article', { name: /131 dependencies/ })).toContainText(
    '“Fifty dependencies is the ceiling; find a lighter chart library.”',
  );
  await expectAccessible(page, 'rebellions, decided');

  const again = await agent.validate();
  expect(again.constitutional_validation.status).toBe('blocked');
  expect(again.constitutional_validation.exception).toBeNull();
});
