import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, registerAndOnboard } from './helpers';

/**
 * A project's detail screen against the real server. Its status cards come from the project's
 * own ledger, so a validation with the project's key changes them; its sections are tabs in the URL.
 */

const figure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Project status' }).locator(`dt:text-is("${label}") + dd`).first();

test('a connected project: status cards follow its ledger, sections walk by keyboard, axe clean', async ({
  page,
}) => {
  await registerAndOnboard(page);
  // page.request shares the browser's session cookie: the owner connects an app, which gets its own key.
  const connected = await page.request.post('/api/user/connected-projects', {
    data: { name: 'Ledger Shop', url: 'https://shop.example.com/' },
  });
  expect(connected.status()).toBe(201);
  const { project, apiKey } = (await connected.json()) as {
    project: { id: string };
    apiKey: { keySecret: string };
  };

  await page.goto(`/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger Shop' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Projects' }),
  ).toHaveAttribute('href', '/my-projects');
  const site = page.getByRole('link', { name: /View Site/ });
  await expect(site).toHaveAttribute('href', 'https://shop.example.com/');
  await expect(site).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('main').getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/my-projects?tab=settings',
  );
  await expect(figure(page, 'Decisions')).toHaveText('0');
  await expect(figure(page, 'Blocked')).toHaveText('0');
  await expect(figure(page, 'Pending rebellions')).toHaveText('0');
  await expect(figure(page, 'Health')).toHaveText('No activity yet');
  await expect(page.getByText('No primer has been generated for this project yet.')).toBeVisible();
  await expectAccessible(page, 'project detail overview');

  // The app's agent validates with the project's key: 131 dependencies are blocked; it files a rebellion.
  const headers = { Authorization: `Bearer ${apiKey.keySecret}` };
  const validated = await page.request.post('/api/external/validate', {
    headers,
    data: {
      decision_type: 'dependency',
      description: 'Add 31 packages for charts',
      metadata: { current_dependencies: 100, new_dependencies: 31 },
      agent_id: 'claude-code',
    },
  });
  expect(validated.status()).toBe(200);
  const { decision_id } = (await validated.json()) as { decision_id: string };
  const filed = await page.request.post('/api/constitutional/rebellions', {
    headers,
    data: { decision_id, justification: 'The charts are the product; no lighter library draws them.' },
  });
  expect(filed.status()).toBe(201);

  await page.reload();
  await expect(figure(page, 'Decisions')).toHaveText('1');
  await expect(figure(page, 'Blocked')).toHaveText('1');
  await expect(figure(page, 'Pending rebellions')).toHaveText('1');
  await expect(figure(page, 'Health')).toHaveText('Critical');
  const recent = page.getByRole('list', { name: 'Recent activity' });
  await expect(recent.getByRole('listitem')).toHaveCount(3);
  await expect(recent.getByRole('listitem').first()).toContainText('Rebellion filed');

  // The sections are tabs: focus the selected one, then walk with the arrow keys; the URL follows.
  await page.getByRole('tab', { name: 'Overview' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/context$`));
  await expect(page.getByRole('tab', { name: 'Context', exact: true })).toBeFocused();
  await expect(page.getByText('https://shop.example.com/').first()).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/historical-context$/);
  await expect(page.getByRole('list', { name: 'Decisions' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('list', { name: 'Rebellions' })).toContainText('pending');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByText(/No conversation sessions for this project/)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/timeline$/);
  await expect(page.getByRole('tab', { name: 'Timeline' })).toBeFocused();
  const timeline = page.getByRole('list', { name: 'Project timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.getByRole('listitem').last()).toContainText('Project created');
  await expectAccessible(page, 'project detail timeline');

  // Each decision has its own page under the historical context.
  await timeline.getByRole('link', { name: 'Decision blocked' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/project/${project.id}/historical-context/decisions/${decision_id}$`),
  );
  await expect(page.getByRole('region', { name: 'Decision: dependency' })).toContainText(
    'Add 31 packages for charts',
  );
  await expect(page.getByRole('tab', { name: 'Historical Context' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a generated project: its primer, its conversation sessions, and not found for unknown ids', async ({
  page,
}) => {
  await registerAndOnboard(page);
  const primer = '# Project Primer: Garden Planner\n\nPlan a vegetable garden by season.';
  const created = await page.request.post('/api/projects', {
    data: { name: 'Garden Planner', primerContent: primer, completionStatus: true },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: string };
  const saved = await page.request.post('/api/conversational-primer/save-session', {
    data: {
      sessionId: `garden-${Date.now()}`,
      messages: [
        { role: 'user', content: 'I want to plan my garden.', timestamp: new Date().toISOString() },
        { role: 'charter', content: 'What grows where you live?', timestamp: new Date().toISOString() },
      ],
      conversationDepth: 2,
      projectTitle: 'Garden Planner',
    },
  });
  expect(saved.status()).toBe(200);

  await page.goto(`/project/${project.id}`);
  const region = page.getByRole('region', { name: 'Primer of Garden Planner' });
  await expect(region).toContainText('Plan a vegetable garden by season.');
  await region.focus();
  await expect(region).toBeFocused();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Primer' }).click();
  expect((await download).suggestedFilename()).toBe('garden-planner-primer.md');

  const sessions = page.getByRole('list', { name: 'Conversation sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions).toContainText('2 messages');
  await expect(sessions.getByRole('link', { name: 'Open Conversation' })).toHaveAttribute(
    'href',
    `/chat-primer?recover=${project.id}`,
  );
  await expect(page.getByRole('list', { name: 'Recent activity' })).toContainText('Primer generated');

  await page.goto('/project/no-such-project');
  await expect(page.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to My Projects/ })).toHaveAttribute(
    'href',
    '/my-projects',
  );
});

test('the Charter project: its historical-context summary and context entries follow a decision made with its key, axe clean', async ({
  page,
}) => {
  await registerAndOnboard(page);
  const connected = await page.request.post('/api/user/connected-projects', {
    data: { name: 'Charter', url: 'https://charter.example.com/' },
  });
  expect(connected.status()).toBe(201);
  const { project, apiKey } = (await connected.json()) as {
    project: { id: string };
    apiKey: { keySecret: string };
  };
  const validated = await page.request.post('/api/external/validate', {
    headers: { Authorization: `Bearer ${apiKey.keySecret}` },
    data: {
      decision_type: 'dependency',
      description: 'Add 31 packages for charts',
      metadata: { current_dependencies: 100, new_dependencies: 31 },
      agent_id: 'claude-code',
    },
  });
  expect(validated.status()).toBe(200);

  await page.goto(`/project/${project.id}`);
  const summary = page.getByRole('region', { name: 'Historical Context Summary' });
  // The project's creation and the blocked decision, each an insight and an evolution event.
  await expect(summary.locator('dt:text-is("Context entries") + dd')).toHaveText('4');
  await expect(summary.locator('dt:text-is("Evolution events") + dd')).toHaveText('2');
  const newest = summary.getByRole('list', { name: 'Newest context entries' });
  await expect(newest.getByRole('listitem')).toHaveCount(3);
  await expect(newest).toContainText('Add 31 packages for charts');
  await expect(summary.getByRole('link', { name: 'View Project History' })).toHaveAttribute(
    'href',
    `/project/${project.id}/historical-context`,
  );
  await expect(summary.getByRole('link', { name: 'Open Historical Context' })).toHaveAttribute(
    'href',
    '/historical-context',
  );
  await expectAccessible(page, 'Charter project overview');

  await page.getByRole('tab', { name: 'Context', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/context$`));
  const entries = page.getByRole('list', { name: 'Context entries' });
  await expect(entries.getByRole('listitem')).toHaveCount(4);
  const decision = entries
    .getByRole('listitem')
    .filter({ hasText: 'dependency: Add 31 packages for charts' });
  await expect(decision).toContainText('Architectural change');
  await expect(decision).toContainText('impact');
  await expect(decision).toContainText('blocked');
  await expectAccessible(page, 'Charter project context');

  await page.getByRole('tab', { name: 'Overview' }).click();
  await page.getByRole('link', { name: 'View Project History' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/historical-context$`));
  await expect(page.getByRole('list', { name: 'Decisions' }).getByRole('listitem')).toHaveCount(1);
});
