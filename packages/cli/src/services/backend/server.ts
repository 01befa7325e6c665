import { type ApiCaller, api } from '@charter/core/api';
import { UsageError } from '../../exit-codes';
import { toDecision } from '../decide';
import { checkJustification, matchesFilter } from '../rebellions';
import { createServerClient, type ServerTarget, withSignedIn } from '../server-client';
import type { Backend, ReadCredentials } from './port';

export interface ServerBackendOptions {
  target: ServerTarget;
  /** A person's email and password, for the calls an agent key may not make (decide, revoke, keys). */
  credentials?: ReadCredentials | undefined;
}

const needsPerson = () =>
  new UsageError(
    'This server call needs a person signed in.',
    'Pass --email <you@example.com> (or set CHARTER_EMAIL) and CHARTER_PASSWORD, or answer the password prompt.',
  );

/**
 * The port over a Charter server's HTTP API (the contract in core's `api`): agent calls carry the key of
 * CHARTER_API_KEY; a person's calls sign in, and sign out again when done.
 */
export function createServerBackend({ target, credentials }: ServerBackendOptions): Backend {
  const asAgent = () => createServerClient(target);
  const asPerson = async <T>(work: (call: ApiCaller) => Promise<T>): Promise<T> => {
    if (!credentials) throw needsPerson();
    return withSignedIn(target, await credentials(), work);
  };
  return {
    where: 'server',
    async validate(input) {
      if (!target.apiKey) {
        throw new UsageError(
          '--server needs an agent key in CHARTER_API_KEY.',
          'Create one in the console (API Keys) or with `charter keys create`, then export CHARTER_API_KEY.',
        );
      }
      const decision = toDecision(input);
      const answer = await asAgent()(api.governance.externalValidate, {
        body: { ...decision, ...(input.project_name ? { project_name: input.project_name } : {}) },
      });
      return {
        source: 'server',
        decision_id: answer.decision_id,
        constitution_version: answer.constitution_version,
        validation: answer.constitutional_validation,
        rebellion_hint:
          answer.constitutional_validation.status === 'approved'
            ? null
            : `charter rebellion request ${answer.decision_id} --why "<why>" --server ${target.url}`,
      };
    },
    async fileRebellion(request) {
      const justification = checkJustification(request.justification);
      return asAgent()(api.rebellions.file, {
        body: {
          decision_id: request.decisionId,
          justification,
          agent_id: request.agentId,
          requested_scope: {
            ...(request.ruleIds?.length ? { rule_ids: [...request.ruleIds] } : {}),
            ...(request.maxValue !== undefined ? { max_value: request.maxValue } : {}),
          },
        },
      });
    },
    async listRebellions(filter, { asPerson: person = false } = {}) {
      // Without an agent key, only a person can list.
      if (person || !target.apiKey) {
        return asPerson(
          async (call) => (await call(api.rebellions.list, { query: { status: filter } })).rebellions,
        );
      }
      const { rebellions } = await asAgent()(api.rebellions.listForAgent);
      return rebellions.filter(matchesFilter(filter));
    },
    decideRebellion: (verdict) =>
      asPerson((call) => {
        const params = { rebellionId: verdict.rebellionId };
        if (verdict.approve) {
          return call(api.rebellions.approve, {
            params,
            body: {
              expires_at: verdict.expiresAt ?? null,
              ...(verdict.note ? { note: verdict.note } : {}),
              ...(verdict.uses !== undefined ? { uses: verdict.uses } : {}),
              ...(verdict.ceilings ? { ceilings: verdict.ceilings } : {}),
            },
          });
        }
        if (!verdict.reason?.trim())
          throw new UsageError('Give a reason for the rejection.', 'Pass --reason "<why not>".');
        return call(api.rebellions.reject, { params, body: { reason: verdict.reason.trim() } });
      }),
    revokeRebellion: (revocation) =>
      asPerson((call) =>
        call(api.rebellions.revoke, {
          params: { rebellionId: revocation.rebellionId },
          body: revocation.reason?.trim() ? { reason: revocation.reason.trim() } : {},
        }),
      ),
    listKeys: () => asPerson(async (call) => (await call(api.keys.list)).keys),
    createKey: (name) =>
      asPerson(async (call) => (await call(api.keys.generateCharterKey, { body: { keyName: name } })).apiKey),
    revokeKey: (keyId) =>
      asPerson(async (call) => (await call(api.keys.deactivate, { params: { keyId } })).key),
  };
}
