import type { Rebellion, RebellionView } from '@charter/core';
import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import type { RebellionRecord } from '../src/store/port';
import { type Agent, createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { createTestApp, getUserId, json, readAnswer } from './helpers';
import { makeRebellion } from './store/governance-contract';

const JUSTIFICATION = 'Needed for the charting migration.';

async function blockedDecision(agent: Awaited<ReturnType<typeof createAgent>>) {
  const answer = await readAnswer(
    api.governance.externalValidate,
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
    const approved = await readAnswer(
      api.governance.externalValidate,
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
      (await readAnswer(api.rebellions.list, await stranger.owner('GET', '/api/user/rebellions'))).rebellions,
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
        await readAnswer(
          api.governance.externalValidate,
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
    const answer = await readAnswer(
      api.governance.externalValidate,
      await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL),
    );
    expect(answer.constitutional_validation.status).toBe('blocked');
  });
});

describe('what an approval covers (issue 12)', () => {
  const deps = (project_name: string | undefined, total: number) => ({
    decision_type: 'dependency',
    description: 'Add the chart libraries',
    metadata: { current_dependencies: total - 1, new_dependencies: 1 },
    ...(project_name ? { project_name } : {}),
  });
  type Answer = {
    decision_id: string;
    constitutional_validation: { status: string; exception: { rebellion_id: string } | null };
  };
  const validate = async (agent: Agent, body: object) =>
    json<Answer>(await agent.call('POST', '/api/external/validate', body));

  async function approvedFor(agent: Agent, body: object, approval: object = {}) {
    const blocked = await validate(agent, body);
    expect(blocked.constitutional_validation.status).toBe('blocked');
    const filed = await json<RebellionView>(
      await agent.call('POST', '/api/constitutional/rebellions', {
        decision_id: blocked.decision_id,
        justification: JUSTIFICATION,
      }),
    );
    const response = await agent.owner(
      'POST',
      `/api/user/rebellions/${filed.rebellion_id}/approve`,
      approval,
    );
    expect(response.status).toBe(200);
    return json<RebellionView>(response);
  }

  it('lets through only its project, up to the blocked value, and says so', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    for (const name of ['Project A', 'Project B']) {
      expect((await agent.owner('POST', '/api/projects', { name })).status).toBeLessThan(300);
    }
    const approved = await approvedFor(agent, deps('Project A', 75), { uses: 'unlimited' });
    expect(approved.ceilings['CH-DEP-001']?.max).toBe(75);
    expect(approved.effect).toMatch(
      /^Lets dependency decisions of project Project A up to 75 dependencies through CH-DEP-001\b.*, any number of times, until revoked \(used 0 times\)\.$/,
    );
    const status = async (body: object) => (await validate(agent, body)).constitutional_validation.status;
    expect(await status(deps('Project A', 75))).toBe('approved');
    expect(await status(deps('Project A', 76))).toBe('blocked');
    expect(await status(deps('Project A', 200))).toBe('blocked');
    expect(await status(deps('Project B', 75))).toBe('blocked');
    expect(await status(deps('No Such Project', 75))).toBe('blocked');
    expect(await status(deps(undefined, 75))).toBe('blocked');
  });

  it('lets the approver raise the ceiling explicitly, never below the blocked value', async () => {
    const agent = await createAgent(createTestApp());
    const blocked = await validate(agent, deps('Project A', 75));
    const filed = await json<RebellionView>(
      await agent.call('POST', '/api/constitutional/rebellions', {
        decision_id: blocked.decision_id,
        justification: JUSTIFICATION,
      }),
    );
    const path = `/api/user/rebellions/${filed.rebellion_id}/approve`;
    const lower = await agent.owner('POST', path, { ceilings: { 'CH-DEP-001': 70 } });
    expect(lower.status).toBe(400);
    expect((await json(lower)).error).toMatch(/below the blocked decision's 75/);
    const raised = await json<RebellionView>(
      await agent.owner('POST', path, { ceilings: { 'CH-DEP-001': 90 }, uses: 'unlimited' }),
    );
    expect(raised.effect).toMatch(/up to 90 .* through CH-DEP-001/);
    const status = async (total: number) =>
      (await validate(agent, deps('Project A', total))).constitutional_validation.status;
    expect(await status(90)).toBe('approved');
    expect(await status(91)).toBe('blocked');
  });

  it('is used once by default, shows times_used, and refuses a used-up grant', async () => {
    const agent = await createAgent(createTestApp());
    const approved = await approvedFor(agent, deps('Project A', 75));
    expect(approved).toMatchObject({ uses: 1, times_used: 0 });
    const first = await validate(agent, deps('Project A', 75));
    expect(first.constitutional_validation).toMatchObject({
      status: 'approved',
      exception: { rebellion_id: approved.rebellion_id },
    });
    const second = await validate(agent, deps('Project A', 75));
    expect(second.constitutional_validation).toMatchObject({ status: 'blocked', exception: null });
    const [listed] = (await readAnswer(api.rebellions.list, await agent.owner('GET', '/api/user/rebellions')))
      .rebellions;
    expect(listed).toMatchObject({ times_used: 1, uses: 1 });
    expect(listed!.effect).toBe('Used up (used 1 of 1): lets nothing through any more.');
  });

  it('lets one of many simultaneous decisions through a single-use grant', async () => {
    const agent = await createAgent(createTestApp());
    await approvedFor(agent, deps('Project A', 75));
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => validate(agent, deps('Project A', 75))),
    );
    expect(answers.filter((a) => a.constitutional_validation.status === 'approved')).toHaveLength(1);
  });

  it('is revoked by its owner only, once, recorded in its history; then it lets nothing through', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const stranger = await createAgent(t);
    const approved = await approvedFor(agent, deps('Project A', 75), { uses: 'unlimited' });
    const path = `/api/user/rebellions/${approved.rebellion_id}/revoke`;
    expect((await t.request('POST', path, { body: {} })).status).toBe(401);
    expect((await stranger.owner('POST', path, {})).status).toBe(404);
    expect((await agent.call('POST', path, {})).status).toBe(401);
    const revoked = await agent.owner('POST', path, { reason: 'The migration is done.' });
    expect(revoked.status).toBe(200);
    const body = await json<RebellionView>(revoked);
    expect(body.status).toBe('revoked');
    expect(body.history.at(-1)).toMatchObject({ action: 'revoked', note: 'The migration is done.' });
    expect(body.effect).toMatch(/^Revoked: lets nothing through/);
    const again = await agent.owner('POST', path, {});
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ details: { status: 'revoked' } });
    expect((await validate(agent, deps('Project A', 75))).constitutional_validation.status).toBe('blocked');
    const pending = await fileOne(agent);
    expect(
      (await agent.owner('POST', `/api/user/rebellions/${pending.rebellion_id}/revoke`, {})).status,
    ).toBe(409);
  });

  it('answers 409 with the existing id for a second rebellion on the same decision', async () => {
    const agent = await createAgent(createTestApp());
    const decision_id = await blockedDecision(agent);
    const file = () =>
      agent.call('POST', '/api/constitutional/rebellions', { decision_id, justification: JUSTIFICATION });
    // A rejected one may be asked again.
    const other = await blockedDecision(agent);
    const fileOther = () =>
      agent.call('POST', '/api/constitutional/rebellions', {
        decision_id: other,
        justification: JUSTIFICATION,
      });
    const rejected = await json<RebellionView>(await fileOther());
    await agent.owner('POST', `/api/user/rebellions/${rejected.rebellion_id}/reject`, { reason: 'No.' });
    expect((await fileOther()).status).toBe(201);

    const first = await json<RebellionView>(await file());
    const second = await file();
    expect(second.status).toBe(409);
    expect(await json(second)).toMatchObject({ details: { rebellion_id: first.rebellion_id } });
    await agent.owner('POST', `/api/user/rebellions/${first.rebellion_id}/approve`, {});
    expect((await json(await file())).details).toMatchObject({ rebellion_id: first.rebellion_id });
  });

  it('loads a rebellion approved by an earlier version scoped to its decision’s project, never globally', async () => {
    const t = createTestApp();
    const agent = await createAgent(t);
    const projectA = await readAnswer(
      api.projects.create,
      await agent.owner('POST', '/api/projects', { name: 'Project A' }),
    );
    await agent.owner('POST', '/api/projects', { name: 'Project B' });
    const ownerId = await getUserId(t, agent.cookie);
    const {
      ceilings: _c,
      uses: _u,
      ...current
    } = makeRebellion({
      ownerId,
      project_id: projectA.id,
      project_name: 'Project A',
      decision_type: 'dependency',
      status: 'approved',
      max_value: 80,
      decided_at: new Date().toISOString(),
      decided_by: 'user:old@example.com',
    });
    await t.store.rebellions.create(current as RebellionRecord);
    const [listed] = (await readAnswer(api.rebellions.list, await agent.owner('GET', '/api/user/rebellions')))
      .rebellions;
    expect(listed).toMatchObject({ uses: 'unlimited', ceilings: { 'CH-DEP-001': { max: 80 } } });
    expect(listed!.effect).toMatch(/^Lets dependency decisions of project Project A up to 80/);
    // The old record waived CH-DEP-001 only; the dependency's missing justification still warns.
    const waivedBy = async (body: object) =>
      (await validate(agent, body)).constitutional_validation.exception?.rebellion_id ?? null;
    expect(await waivedBy(deps('Project A', 80))).toBe(listed!.rebellion_id);
    expect(await waivedBy(deps('Project B', 80))).toBeNull();
    expect(await waivedBy(deps('Project A', 81))).toBeNull();
    expect(await waivedBy(deps(undefined, 80))).toBeNull();
  });
});
