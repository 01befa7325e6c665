import type { EvolutionEvent, Insight, InsightsResponse, StrategicTodo } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, pending } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

const signedIn = { 'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }) };

const insight = (overrides: Partial<Insight> = {}): Insight => ({
  id: 'decision-d1',
  title: 'dependency: Add the chart libraries',
  description: 'npm install chart.js',
  type: 'technical_decision',
  category: 'problem_identification',
  evolutionStage: 'rejected',
  impactLevel: 'high',
  userQuote: 'Add the chart libraries',
  agentResponse: 'Blocked (score 40) by CH-DEP-001.',
  originalDate: '2026-01-02T00:00:00.000Z',
  sourceContext: 'Decision ledger (external)',
  tags: ['blocked'],
  origin: 'derived',
  ...overrides,
});

const answer = (insights: Insight[], overrides: Partial<InsightsResponse> = {}): InsightsResponse => ({
  insights,
  statistics: {
    totalInsights: insights.length,
    implementedInsights: insights.filter((i) => i.evolutionStage === 'implemented').length,
    highImpactInsights: insights.filter((i) => i.impactLevel === 'high').length,
  },
  recent: insights.slice(0, 5),
  mockDataWarning: false,
  ...overrides,
});

const event: EvolutionEvent = {
  id: 'decision-d1',
  title: 'Decision blocked: dependency',
  description: 'Add the chart libraries',
  eventType: 'decision_blocked',
  phase: 'governance',
  eventDate: '2026-01-02T00:00:00.000Z',
  userSatisfaction: null,
  beforeState: 'npm install chart.js',
  afterState: 'Blocked by the constitution',
  triggeredBy: { source: 'external', details: 'claude-code' },
  origin: 'derived',
};

const todo = (overrides: Partial<StrategicTodo> = {}): StrategicTodo => ({
  id: 'hc_1',
  title: 'Cut the bundle',
  description: '',
  priority: 'medium',
  status: 'pending',
  userRequest: '',
  originalContext: '',
  relatedInsights: [],
  originalDate: '2026-01-03T00:00:00.000Z',
  category: '',
  origin: 'user',
  ...overrides,
});

describe('Historical Context: Strategic Insights', () => {
  it('shows the loading state, then the statistics, the recent list and the insights, without a mock banner', async () => {
    // Every request waits for the gate, including one sent after it opens (a screen mounted again on a busy machine):
    // holding only the first request's resolver left a later request pending for ever.
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/insights': () =>
        gate.then(() =>
          json(
            200,
            answer([
              insight(),
              insight({ id: 'x', title: 'Vision: Shop', impactLevel: 'low', evolutionStage: 'implemented' }),
            ]),
          ),
        ),
    });
    renderApp('/historical-context');
    expect(await screen.findByText('Loading insights…')).toBeVisible();
    open();
    expect(await screen.findByRole('list', { name: 'Insights' })).toBeVisible();
    expect(screen.getByText('Total insights').nextElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Implemented insights').nextElementSibling?.textContent).toBe('1');
    expect(screen.getByText('High-impact insights').nextElementSibling?.textContent).toBe('1');
    expect(
      within(screen.getByRole('list', { name: 'Recent insights' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(screen.queryByText(/HSP-A005 Warning/)).toBeNull();
    expect(screen.getByRole('tab', { name: 'Strategic Insights', selected: true })).toBeVisible();
  });

  it('says "No insights found matching your criteria" and sends the filters', async () => {
    const fetchMock = fakeServer({
      ...signedIn,
      'GET /api/historical-context/insights': () => json(200, answer([])),
    });
    const { user } = renderApp('/historical-context');
    expect(await screen.findByText('No insights found matching your criteria')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Type'), 'business_strategy');
    await user.selectOptions(screen.getByLabelText('Category'), 'validation');
    await user.type(screen.getByLabelText('Search insights'), 'charts');
    await screen.findByText('No insights found matching your criteria');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(
      urls.some(
        (url) =>
          url.includes('type=business_strategy') &&
          url.includes('category=validation') &&
          url.includes('search=charts'),
      ),
    ).toBe(true);
    expect(screen.getAllByRole('option', { name: /./ }).map((o) => (o as HTMLOptionElement).value)).toEqual(
      expect.arrayContaining([
        'foundational_vision',
        'user_preference',
        'architectural_change',
        'problem_identification',
        'evolution',
      ]),
    );
  });

  it('shows the error with Retry, never sample data', async () => {
    let calls = 0;
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/insights': () =>
        ++calls === 1 ? json(500, { error: 'boom', code: 'INTERNAL' }) : json(200, answer([insight()])),
    });
    const { user } = renderApp('/historical-context');
    expect(await screen.findByText(/Your insights could not be loaded/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Insights' })).toBeVisible();
  });

  it('shows the HSP-A005 Warning only when the server flags example data', async () => {
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/insights': () => json(200, { ...answer([]), mockDataWarning: true }),
    });
    renderApp('/historical-context');
    expect(await screen.findByText(/HSP-A005 Warning/)).toBeVisible();
  });

  it('adds an insight', async () => {
    const sent: unknown[] = [];
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/insights': () => json(200, answer([])),
      'POST /api/historical-context/insights': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json(201, { insight: insight({ origin: 'user' }) });
      },
    });
    const { user } = renderApp('/historical-context');
    await user.click(await screen.findByRole('button', { name: 'Add insight' }));
    const form = screen.getByRole('form', { name: 'Add an insight' });
    await user.type(within(form).getByLabelText('Title'), 'Mobile first');
    await user.type(within(form).getByLabelText('Description'), 'Most users are on phones');
    await user.selectOptions(within(form).getByLabelText('Insight type'), 'user_preference');
    await user.click(within(form).getByRole('button', { name: 'Save insight' }));
    expect(await screen.findByRole('button', { name: 'Add insight' })).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        title: 'Mobile first',
        type: 'user_preference',
        category: 'problem_identification',
      }),
    ]);
  });
});

describe('Historical Context: Project Evolution', () => {
  it('says "No evolution events recorded" when there are none', async () => {
    fakeServer({ ...signedIn, 'GET /api/historical-context/evolution': () => json(200, { evolution: [] }) });
    renderApp('/historical-context?tab=evolution');
    expect(await screen.findByText('No evolution events recorded')).toBeVisible();
  });

  it('lists events with before, after and trigger', async () => {
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/evolution': () => json(200, { evolution: [event] }),
    });
    renderApp('/historical-context?tab=evolution');
    const list = await screen.findByRole('list', { name: 'Evolution events' });
    expect(within(list).getByText('Decision blocked: dependency')).toBeVisible();
    expect(within(list).getByText('Blocked by the constitution')).toBeVisible();
    expect(within(list).getByText('external: claude-code')).toBeVisible();
  });

  it('shows the error with Retry', async () => {
    fakeServer({ ...signedIn, 'GET /api/historical-context/evolution': () => json(500, { error: 'x' }) });
    renderApp('/historical-context?tab=evolution');
    expect(await screen.findByText(/Your evolution events could not be loaded/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

describe('Historical Context: Strategic Todos', () => {
  it('says "No strategic todos found", then adds one and edits it', async () => {
    let todos: StrategicTodo[] = [];
    const sent: { method: string; body: unknown }[] = [];
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/todos': () => json(200, { todos }),
      'POST /api/historical-context/todos': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: 'POST', body });
        todos = [todo({ title: body.title, priority: body.priority })];
        return json(201, { todo: todos[0] });
      },
      'PATCH /api/historical-context/todos/hc_1': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: 'PATCH', body });
        todos = [todo({ ...body })];
        return json(200, { todo: todos[0] });
      },
    });
    const { user } = renderApp('/historical-context?tab=todos');
    expect(await screen.findByText('No strategic todos found')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add todo' }));
    const form = screen.getByRole('form', { name: 'Add a strategic todo' });
    await user.type(within(form).getByLabelText('Title'), 'Cut the bundle');
    await user.selectOptions(within(form).getByLabelText('Priority'), 'high');
    await user.click(within(form).getByRole('button', { name: 'Add todo' }));
    const list = await screen.findByRole('list', { name: 'Strategic todos' });
    expect(within(list).getByText('High priority')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Edit Cut the bundle' }));
    await user.selectOptions(screen.getByLabelText('Status'), 'completed');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Completed')).toBeVisible();
    expect(sent.map((s) => s.method)).toEqual(['POST', 'PATCH']);
    expect(sent[1]?.body).toMatchObject({ title: 'Cut the bundle', status: 'completed' });
  });

  it('shows a refused save with its message and keeps the form', async () => {
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/todos': () => json(200, { todos: [] }),
      'POST /api/historical-context/todos': () =>
        json(400, { error: 'Title is required.', code: 'VALIDATION_FAILED' }),
    });
    const { user } = renderApp('/historical-context?tab=todos');
    await user.click(await screen.findByRole('button', { name: 'Add todo' }));
    const form = screen.getByRole('form', { name: 'Add a strategic todo' });
    await user.type(within(form).getByLabelText('Title'), ' x');
    await user.click(within(form).getByRole('button', { name: 'Add todo' }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Add a strategic todo' })).toBeVisible();
  });

  it('derived todos cannot be edited and a pending load shows its status', async () => {
    fakeServer({ ...signedIn, 'GET /api/historical-context/todos': pending });
    renderApp('/historical-context?tab=todos');
    expect(await screen.findByText('Loading strategic todos…')).toBeVisible();
  });

  it('derived todos show no Edit button', async () => {
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/todos': () =>
        json(200, {
          todos: [todo({ id: 'rebellion-r1', title: 'Decide the exception', origin: 'derived' })],
        }),
    });
    renderApp('/historical-context?tab=todos');
    const list = await screen.findByRole('list', { name: 'Strategic todos' });
    expect(within(list).queryByRole('button', { name: /Edit/ })).toBeNull();
  });
});

describe('Historical Context: editing your own entries', () => {
  it('edits an insight you added; derived insights have no Edit button', async () => {
    let mine = insight({ id: 'hc_i', title: 'Mobile first', origin: 'user', evolutionStage: 'proposed' });
    const sent: unknown[] = [];
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/insights': () => json(200, answer([mine, insight()])),
      'PATCH /api/historical-context/insights/hc_i': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push(body);
        mine = { ...mine, ...body };
        return json(200, { insight: mine });
      },
    });
    const { user } = renderApp('/historical-context');
    const list = await screen.findByRole('list', { name: 'Insights' });
    expect(within(list).getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Edit Mobile first' }));
    const form = screen.getByRole('form', { name: 'Edit Mobile first' });
    await user.selectOptions(within(form).getByLabelText('Stage'), 'implemented');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('button', { name: 'Edit Mobile first' })).toBeVisible();
    expect(sent).toEqual([expect.objectContaining({ title: 'Mobile first', evolutionStage: 'implemented' })]);
  });

  it('adds an evolution event and edits it', async () => {
    let events: EvolutionEvent[] = [];
    const sent: { method: string; body: Record<string, unknown> }[] = [];
    const mine = (body: Record<string, unknown>): EvolutionEvent => ({
      ...event,
      id: 'hc_e',
      eventType: 'milestone',
      origin: 'user',
      triggeredBy: { source: 'user', details: 'Grace' },
      ...(body as Partial<EvolutionEvent>),
    });
    fakeServer({
      ...signedIn,
      'GET /api/historical-context/evolution': () => json(200, { evolution: events }),
      'POST /api/historical-context/evolution': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: 'POST', body });
        events = [mine(body)];
        return json(201, { event: events[0] });
      },
      'PATCH /api/historical-context/evolution/hc_e': (init) => {
        const body = JSON.parse(String(init?.body));
        sent.push({ method: 'PATCH', body });
        events = [mine({ ...events[0], ...body })];
        return json(200, { event: events[0] });
      },
    });
    const { user } = renderApp('/historical-context?tab=evolution');
    await user.click(await screen.findByRole('button', { name: 'Add event' }));
    const form = screen.getByRole('form', { name: 'Add an evolution event' });
    await user.type(within(form).getByLabelText('Title'), 'Launched');
    await user.type(within(form).getByLabelText('Description'), 'Went live');
    await user.selectOptions(within(form).getByLabelText('Satisfaction'), '4');
    await user.click(within(form).getByRole('button', { name: 'Add event' }));
    const list = await screen.findByRole('list', { name: 'Evolution events' });
    expect(within(list).getByText('Satisfaction 4/5')).toBeVisible();
    await user.click(within(list).getByRole('button', { name: 'Edit Launched' }));
    await user.selectOptions(screen.getByLabelText('Satisfaction'), '');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('button', { name: 'Edit Launched' });
    expect(screen.queryByText('Satisfaction 4/5')).toBeNull();
    expect(sent.map((s) => [s.method, s.body.userSatisfaction])).toEqual([
      ['POST', 4],
      ['PATCH', null],
    ]);
  });
});
