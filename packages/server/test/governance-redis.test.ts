import type { Rebellion } from '@charter/core';
import { api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import { createAgent, DEPENDENCY_SPRAWL, SAFE_CALL } from './governance-helpers';
import { json, readAnswer } from './helpers';
import { redisBinary, useTwoRedisInstances } from './two-redis-instances';

/** Two instances on one redis: what one changes, the other's cache must notice on its very next call. */
describe.skipIf(!redisBinary)('governance caches across two instances (redis)', () => {
  const { twoInstances } = useTwoRedisInstances();

  it('refuses on one instance a key deactivated on the other, though it was cached there', async () => {
    const { first, second } = await twoInstances();
    const onFirst = await createAgent(first);
    const onSecond = {
      ...onFirst,
      call: (method: string, path: string, body?: unknown) =>
        second.request(method, path, { body, headers: { authorization: `Bearer ${onFirst.secret}` } }),
    };
    expect((await onSecond.call('POST', '/api/external/validate', SAFE_CALL)).status).toBe(200);
    expect((await onFirst.owner('DELETE', `/api/keys/${onFirst.keyId}`)).status).toBe(200);
    expect((await onSecond.call('POST', '/api/external/validate', SAFE_CALL)).status).toBe(401);
  });

  it('honours on one instance a rebellion approved on the other, and keeps both ledgers’ entries', async () => {
    const { first, second } = await twoInstances();
    const agent = await createAgent(first);
    const viaSecond = (body: unknown) =>
      second.request('POST', '/api/external/validate', {
        body,
        headers: { authorization: `Bearer ${agent.secret}` },
      });
    const blocked = await json<{ decision_id: string; constitutional_validation: { status: string } }>(
      await viaSecond(DEPENDENCY_SPRAWL),
    );
    expect(blocked.constitutional_validation.status).toBe('blocked');
    // Filed on the first instance right away: the second answered the id only once redis held the entry.
    const filed = await json<Rebellion>(
      await agent.call('POST', '/api/constitutional/rebellions', {
        decision_id: blocked.decision_id,
        justification: 'Needed for the migration.',
      }),
    );
    await agent.owner('POST', `/api/user/rebellions/${filed.rebellion_id}/approve`, {});
    const again = await json<{ constitutional_validation: { status: string } }>(
      await viaSecond(DEPENDENCY_SPRAWL),
    );
    expect(again.constitutional_validation.status).toBe('approved');

    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 ? agent.call('POST', '/api/external/validate', SAFE_CALL) : viaSecond(SAFE_CALL),
      ),
    );
    await closeApp(second.app);
    const { decisions } = await readAnswer(
      api.governance.decisions,
      await agent.owner('GET', '/api/user/decisions?limit=500'),
    );
    expect(decisions).toHaveLength(42);
  });
});
