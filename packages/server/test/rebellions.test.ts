import type { Rebellion } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { createTestApp, json } from './helpers';

const JUSTIFICATION = 'Needed for the charting migration.';

async function blockedDecision(agent: Awaited<ReturnType<typeof createAgent>>) {
  const answer = await json<{ decision_id: string }>(
    await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
  );
  return answer.decision_id;
}

async function fileOne(agent: Awaited<ReturnType<typeof createAgent>>, extra: object = {}) {
  const response = await agent.call('POST', '/api/constitutional/rebellions', {
    decision_id: await blockedDecision(agent),
    justification: JUSTIFICATION,
    ...extra,
  });
  expect(response.status).toBe(201);
  return json<Rebellion>(response);
}

describe('filing rebellions', () => {
  it('refuses without a key (401), a short justification or no decision (400)', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const body = { decision_id: await blockedDecision(agent), justification: JUSTIFICATION };
    expect((await t.request('POST', '/api/constitutional/rebellions', { body })).status).toBe(401);
    expect((await t.request('GET', '/api/constitutional/rebellions')).status).toBe(401);
    for (const bad of [{ ...body, justification: 'too short' }, { justification: JUSTIFICATION }]) {
      expect((await agent.call('POST', '/api/constitutional/rebellions', bad)).status).toBe(400);
    }
  });

  it('answers 404 for an unknown or foreign decision id and 409 for an approved one', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const other = await createAgent(t);
    const file = (decision_id: string) =>
      agent.call('POST', '/api/constitutional/rebellions', { decision_id, justification: JUSTIFICATION });
    expect((await file('dec_nope')).status).toBe(404);
    expect((await file(await blockedDecision(other))).status).toBe(404);
    const approved = await json<{ decision_id: string }>(
      await agent.call('POST', '/api/external/validate', SAFE_CALL),
    );
    const conflict = await file(approved.decision_id);
    expect(conflict.status).toBe(409);
    expect((await json(conflict)).error).toMatch(/was approved/);
  });

  it('narrows to requested rules, refusing rules the decision did not violate', async () => {
    const agent = await createAgent(createTestApp());
    const narrowed = await fileOne(agent, { requested_scope: { rule_ids: ['CH-DEP-001'], max_value: 140 } });
    expect(narrowed).toMatchObject({ rule_ids: ['CH-DEP-001'], max_value: 140 });
    const wider = await agent.call('POST', '/api/constitutional/rebellions', {
      decision_id: await blockedDecision(agent),
      justification: JUSTIFICATION,
      requested_scope: { rule_ids: ['CH-API-001'] },
    });
    expect(wider.status).toBe(400);
    expect((await json(wider)).error).toMatch(/CH-API-001/);
  });

  it('files for a decision sent inline, evaluated now', async () => {
    const agent = await createAgent(createTestApp());
    const response = await agent.call('POST', '/api/constitutional/rebellions', {
      decision: { decision_type: 'api', description: 'Raise the payment timeout to 30 seconds' },
      justification: JUSTIFICATION,
      agent_id: 'cursor',
    });
    expect(response.status).toBe(201);
    const rebellion = await json<Rebellion>(response);
    expect(rebellion.rule_ids).toContain('CH-API-001');
    expect(rebellion.decision_id).toMatch(/^dec_/);
    expect(rebellion.history[0]!.actor).toBe('agent:cursor');
  });
});

describe('deciding rebellions', () => {
  it("hides another user's rebellion (404), refuses deciding twice (409), a past expiry and a blank reason (400)", async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const stranger = await createAgent(t);
    const rebellion = await fileOne(agent);
    const path = `/api/user/rebellions/${rebellion.rebellion_id}`;
    expect((await t.request('POST', `${path}/approve`, { body: {} })).status).toBe(401);
    expect((await stranger.owner('POST', `${path}/approve`, {})).status).toBe(404);
    expect((await agent.owner('POST', '/api/user/rebellions/reb_unknown/approve', {})).status).toBe(404);
    expect((await agent.owner('POST', `${path}/reject`, { reason: '  ' })).status).toBe(400);
    const past = await agent.owner('POST', `${path}/approve`, { expires_at: '2001-01-01T00:00:00.000Z' });
    expect(past.status).toBe(400);
    expect((await json(past)).error).toBe('The expiry must be in the future.');

    const rejected = await agent.owner('POST', `${path}/reject`, { reason: 'Trim the bundle first.' });
    expect(await json(rejected)).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Trim the bundle first.',
    });
    expect((await agent.owner('POST', `${path}/approve`, {})).status).toBe(409);
    expect((await agent.owner('POST', `${path}/reject`, { reason: 'again' })).status).toBe(409);
    expect((await stranger.owner('GET', '/api/user/rebellions')).status).toBe(200);
    expect(
      (await json<{ rebellions: Rebellion[] }>(await stranger.owner('GET', '/api/user/rebellions')))
        .rebellions,
    ).toEqual([]);
  });

  it('stops honouring an approval once it expires', async () => {
    let now = Date.now();
    const t = createTestApp({ now: () => new Date(now) });
    const agent = await createAgent(t);
    const rebellion = await fileOne(agent);
    await agent.owner('POST', `/api/user/rebellions/${rebellion.rebellion_id}/approve`, {
      expires_at: new Date(now + 3_600_000).toISOString(),
    });
    const status = async () =>
      (
        await json<{ constitutional_validation: { status: string } }>(
          await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
        )
      ).constitutional_validation.status;
    expect(await status()).toBe('approved');
    now += 3_600_000;
    expect(await status()).toBe('blocked');
  });

  it('a rejected rebellion lets nothing through', async () => {
    const agent = await createAgent(createTestApp());
    const rebellion = await fileOne(agent);
    await agent.owner('POST', `/api/user/rebellions/${rebellion.rebellion_id}/reject`, { reason: 'No.' });
    const answer = await json<{ constitutional_validation: { status: string } }>(
      await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    expect(answer.constitutional_validation.status).toBe('blocked');
  });
});
