import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalBackend } from '../src/services/backend/local';
import type { Backend, DecisionRequest } from '../src/services/backend/port';
import { createServerBackend } from '../src/services/backend/server';
import { makeProject, removeProject } from './helpers';
import { type RunningServer, registerWithKey, startServer, usageErrorOf } from './server-process';

// The same cases run on both implementations of the Backend port: the repository's .charter/ in a real temp
// directory, and the real Charter server (packages/server/src/main.ts) on a loopback port.

const PERSON = { name: 'Port Keeper', email: 'port@example.com', password: 'one port two sides' };

/** The 51st direct dependency: past the standard tier's limit of 50. */
const FIFTY_FIRST: DecisionRequest = {
  decision_type: 'dependency_addition',
  description: 'Add chart.js for the billing charts',
  metadata: { current_dependencies: 50, packages: ['chart.js'] },
};
const WITHIN_LIMITS: DecisionRequest = {
  decision_type: 'api_configuration',
  description: 'Call the billing API with a 5 second timeout',
  metadata: { timeout_ms: 5000 },
};

function describeBackendContract(
  name: string,
  setUp: () => Promise<{ backend: Backend; done(): Promise<void> }>,
) {
  describe(`the ${name} Backend`, () => {
    let backend: Backend;
    let done: () => Promise<void>;
    beforeAll(async () => {
      ({ backend, done } = await setUp());
    }, 60_000);
    afterAll(async () => {
      await done?.();
    });

    const fileFor = async (
      decision: DecisionRequest,
      justification = 'Billing charts replace three modules',
    ) => {
      const blocked = await backend.validate(decision);
      return backend.fileRebellion({
        decisionId: blocked.decision_id,
        justification,
        agentId: 'contract-agent',
      });
    };

    it('approves a decision within the limits and blocks one past them, naming the rule and the way out', async () => {
      const approved = await backend.validate(WITHIN_LIMITS);
      expect(approved.source).toBe(name);
      expect(approved.validation.status).toBe('approved');
      expect(approved.rebellion_hint).toBeNull();

      const blocked = await backend.validate(FIFTY_FIRST);
      expect(blocked.validation.status).toBe('blocked');
      expect(blocked.validation.violated_rules.map((v) => v.ruleId)).toContain('CH-DEP-001');
      expect(blocked.rebellion_hint).toContain(`charter rebellion request ${blocked.decision_id}`);
      expect(blocked.decision_id).not.toBe(approved.decision_id);
    });

    it('files a pending rebellion, listed as pending and not as decided', async () => {
      const filed = await fileFor(FIFTY_FIRST);
      expect(filed).toMatchObject({
        status: 'pending',
        justification: 'Billing charts replace three modules',
      });
      expect(filed.rule_ids).toContain('CH-DEP-001');
      const ids = async (filter: 'all' | 'pending' | 'decided') =>
        (await backend.listRebellions(filter)).map((r) => r.rebellion_id);
      expect(await ids('pending')).toContain(filed.rebellion_id);
      expect(await ids('all')).toContain(filed.rebellion_id);
      expect(await ids('decided')).not.toContain(filed.rebellion_id);
    });

    it('refuses a justification too short to judge, and a second request for the same decision', async () => {
      const blocked = await backend.validate(FIFTY_FIRST);
      const short = await usageErrorOf(
        backend.fileRebellion({ decisionId: blocked.decision_id, justification: 'need it', agentId: 'a' }),
      );
      expect(short.message).toContain('at least 10 characters');
      const request = {
        decisionId: blocked.decision_id,
        justification: 'Billing charts, once',
        agentId: 'a',
      };
      await backend.fileRebellion(request);
      await usageErrorOf(backend.fileRebellion(request));
    });

    it('lets the same decision through once after an approval, citing the exception', async () => {
      const filed = await fileFor(FIFTY_FIRST);
      const approved = await backend.decideRebellion({ rebellionId: filed.rebellion_id, approve: true });
      expect(approved.status).toBe('approved');
      expect(approved.decided_by).toMatch(/^user:/);
      expect((await backend.listRebellions('decided')).map((r) => r.rebellion_id)).toContain(
        filed.rebellion_id,
      );
      const allowed = await backend.validate(FIFTY_FIRST);
      expect(allowed.validation.status).toBe('approved');
      expect(allowed.validation.exception?.rebellion_id).toBe(filed.rebellion_id);
      // One use by default.
      expect((await backend.validate(FIFTY_FIRST)).validation.status).toBe('blocked');
    });

    it('rejects only with a reason, and keeps the reason', async () => {
      const filed = await fileFor(FIFTY_FIRST);
      const noReason = await usageErrorOf(
        backend.decideRebellion({ rebellionId: filed.rebellion_id, approve: false }),
      );
      expect(noReason.message).toBe('Give a reason for the rejection.');
      const rejected = await backend.decideRebellion({
        rebellionId: filed.rebellion_id,
        approve: false,
        reason: 'Use the platform canvas instead',
      });
      expect(rejected).toMatchObject({
        status: 'rejected',
        rejection_reason: 'Use the platform canvas instead',
      });
    });

    it('revokes a standing exception: the decision is blocked again', async () => {
      const filed = await fileFor(FIFTY_FIRST);
      await backend.decideRebellion({ rebellionId: filed.rebellion_id, approve: true, uses: 'unlimited' });
      expect((await backend.validate(FIFTY_FIRST)).validation.status).toBe('approved');
      const revoked = await backend.revokeRebellion({
        rebellionId: filed.rebellion_id,
        reason: 'quarter over',
      });
      expect(revoked).toMatchObject({ status: 'revoked', times_used: 1 });
      expect((await backend.validate(FIFTY_FIRST)).validation.status).toBe('blocked');
    });

    it('answers an unknown rebellion with a usage error', async () => {
      await usageErrorOf(backend.decideRebellion({ rebellionId: 'reb_missing', approve: true }));
      await usageErrorOf(backend.revokeRebellion({ rebellionId: 'reb_missing' }));
    });
  });
}

describeBackendContract('local', async () => {
  const root = await makeProject({ 'README.md': '# app\n' });
  return {
    backend: createLocalBackend({ root, actor: async () => 'user:port@example.com' }),
    done: () => removeProject(root),
  };
});

let server: RunningServer | undefined;
/** A person with an agent key on a fresh real server. */
async function startServerWithKey(): Promise<{ url: string; key: string }> {
  server = await startServer({});
  const key = await registerWithKey(server.url, PERSON, 'backend contract');
  return { url: server.url, key };
}

describeBackendContract('server', async () => {
  const { url, key } = await startServerWithKey();
  return {
    backend: createServerBackend({
      target: { url, apiKey: key },
      credentials: async () => ({ email: PERSON.email, password: PERSON.password }),
    }),
    done: async () => {
      await server?.stop();
    },
  };
});
