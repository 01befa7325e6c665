import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import JSZip from 'jszip';
import { call, expectAccessible, registerAndOnboard } from './helpers';

/**
 * Export Reports against the real server: an agent's decisions and a rebellion are recorded through the
 * API, the owner opens the screen from the sidebar, sees the preview counted from them, and downloads JSON,
 * Markdown and a CSV zip whose contents are those decisions; a backwards custom range is refused.
 */

const DECISIONS = [
  {
    decision_type: 'dependencies',
    description: 'Install 75 packages for the charting feature',
    metadata: { current_dependencies: 40, new_dependencies: 35 },
    agent_id: 'claude',
  },
  {
    decision_type: 'api_integration',
    description: 'Call the payments API with a 5 second timeout',
    metadata: { timeout_ms: 5000 },
    agent_id: 'claude',
  },
  {
    decision_type: 'feature',
    description: 'Add a settings page for notification preferences',
    agent_id: 'copilot',
  },
];

type Status = 'approved' | 'blocked' | 'warning';

async function recordDecisions(page: Page) {
  const key = await call(page, 'POST', '/api/user/generate-charter-api-key', { keyName: 'export agent' });
  expect(key.status).toBe(201);
  const secret = (key.json as { apiKey: { keySecret: string } }).apiKey.keySecret;
  const made: { id: string; status: Status; description: string }[] = [];
  for (const decision of DECISIONS) {
    const answer = await call(page, 'POST', '/api/external/validate', decision, secret);
    expect(answer.status).toBe(200);
    const body = answer.json as { decision_id: string; constitutional_validation: { status: Status } };
    made.push({
      id: body.decision_id,
      status: body.constitutional_validation.status,
      description: decision.description,
    });
  }
  const blocked = made.find((d) => d.status === 'blocked');
  expect(blocked, 'the 75-package decision is blocked').toBeDefined();
  const rebellion = await call(
    page,
    'POST',
    '/api/constitutional/rebellions',
    { decision_id: blocked!.id, justification: 'The charting library really needs these packages.' },
    secret,
  );
  expect(rebellion.status).toBe(201);
  return made;
}

const count = (made: { status: Status }[], status: Status) => made.filter((d) => d.status === status).length;

test('export reports: preview from real decisions; JSON, Markdown and CSV downloads that hold them', async ({
  page,
}) => {
  await registerAndOnboard(page);
  const made = await recordDecisions(page);
  const constitution = await call(page, 'GET', '/api/user/constitution');
  const rules = (constitution.json as { constitution: { rules: unknown[] } }).constitution.rules.length;

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Export Reports' })
    .click();
  await expect(page).toHaveURL(/\/export-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Export Reports' })).toBeVisible();

  const preview = page.getByRole('region', { name: 'Preview' });
  const rowsOf = (section: string) =>
    preview
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: section, exact: true }) })
      .getByRole('cell');
  await expect(rowsOf('Decisions')).toHaveText('3');
  await expect(rowsOf('Rebellions')).toHaveText('1');
  await expect(rowsOf('Projects')).toHaveText('0');
  await expect(rowsOf('Constitution rules')).toHaveText(String(rules));
  await expect(preview.locator('dt:text-is("Blocked") + dd')).toHaveText(String(count(made, 'blocked')));
  await expect(preview.locator('dt:text-is("Pending") + dd')).toHaveText('1');
  await expectAccessible(page, 'export reports');

  // JSON: one document holding exactly the decisions the agent made.
  await page.getByRole('radio', { name: /JSON/ }).check();
  const jsonDownload = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download report' }).click();
  const json = await jsonDownload;
  expect(json.suggestedFilename()).toMatch(/^charter-report-\d{4}-\d{2}-\d{2}\.json$/);
  const document = JSON.parse(await readFile(await json.path(), 'utf8')) as {
    decisions: { decision_id: string; status: Status; description: string }[];
    rebellions: { status: string; decision_id: string }[];
    summary: { decisions: Record<string, number>; rebellions: Record<string, number> };
  };
  expect(document.decisions.map((d) => d.decision_id).sort()).toEqual(made.map((d) => d.id).sort());
  for (const decision of made) {
    expect(document.decisions.find((d) => d.decision_id === decision.id)).toMatchObject({
      status: decision.status,
      description: decision.description,
    });
  }
  expect(document.summary.decisions).toEqual({
    total: 3,
    approved: count(made, 'approved'),
    blocked: count(made, 'blocked'),
    needs_review: count(made, 'warning'),
  });
  expect(document.rebellions).toHaveLength(1);
  expect(document.rebellions[0]).toMatchObject({ status: 'pending' });
  await expect(page.getByText('Report downloaded')).toBeVisible();

  // Markdown: the readable report, its summary and every decision.
  await page.getByRole('radio', { name: /Markdown/ }).check();
  const markdownDownload = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download report' }).click();
  const markdownFile = await markdownDownload;
  expect(markdownFile.suggestedFilename()).toMatch(/^charter-report-\d{4}-\d{2}-\d{2}\.md$/);
  const markdown = await readFile(await markdownFile.path(), 'utf8');
  expect(markdown).toContain('# Charter governance report');
  expect(markdown).toContain(
    `- Decisions: 3 — ${count(made, 'approved')} approved, ${count(made, 'blocked')} blocked, ${count(made, 'warning')} needs review`,
  );
  expect(markdown).toContain('- Rebellions: 1 — 1 pending, 0 approved, 0 rejected');
  for (const decision of made) expect(markdown).toContain(decision.description);
  await expectAccessible(page, 'export reports after a download');

  // CSV: a zip with one file per section, a row per decision.
  await page.getByRole('radio', { name: /CSV/ }).check();
  const csvDownload = page.waitForEvent('download');
  await preview.getByRole('button', { name: 'Download report' }).click();
  const csvFile = await csvDownload;
  expect(csvFile.suggestedFilename()).toMatch(/^charter-report-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await JSZip.loadAsync(await readFile(await csvFile.path()));
  expect(Object.keys(zip.files).sort()).toEqual([
    'constitution-rules.csv',
    'decisions.csv',
    'projects.csv',
    'rebellions.csv',
  ]);
  const decisionsCsv = (await zip.file('decisions.csv')?.async('string')) ?? '';
  expect(decisionsCsv.trimEnd().split('\r\n')).toHaveLength(1 + made.length);
  for (const decision of made) expect(decisionsCsv).toContain(decision.id);

  // A custom range whose From is after its To is refused, accessibly.
  await page.getByRole('radio', { name: 'Custom range' }).check();
  await page.getByLabel('From', { exact: true }).fill('2026-03-10');
  await page.getByLabel('To', { exact: true }).fill('2026-03-09');
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
    'The To date must be on or after the From date.',
  );
  await expect(preview.getByRole('button', { name: 'Download report' })).toBeDisabled();
  await expectAccessible(page, 'export reports, custom range refused');
});
