// An agent asks Charter before a risky change: one decision in, a verdict out, with the typed client from
// @charter/core (the same contract the server validates with) and a Charter API key as a bearer.
//
//   CHARTER_SERVER=http://127.0.0.1:8787 CHARTER_API_KEY=charter_sk_… node --import tsx validate-decision.ts
import { api, createApiClient } from '@charter/core';

const server = process.env.CHARTER_SERVER ?? 'http://127.0.0.1:8787';
const key = process.env.CHARTER_API_KEY;
if (!key) {
  console.error('Set CHARTER_API_KEY to a Charter API key (charter_sk_…) from the Charter API Keys screen.');
  process.exit(2);
}

const call = createApiClient({
  baseUrl: server,
  fetch: globalThis.fetch,
  headers: () => ({ Authorization: `Bearer ${key}` }),
});

const answer = await call(api.governance.externalValidate, {
  body: {
    decision_type: 'dependency',
    description: process.argv[2] ?? 'Add chart.js for the billing charts',
    metadata: { current_dependencies: 50, new_dependencies: ['chart.js'] },
    agent_id: 'example-agent',
  },
});

const verdict = answer.constitutional_validation;
console.log(`${verdict.status.toUpperCase()} (score ${verdict.score}/100, decision ${answer.decision_id})`);
for (const rule of verdict.violated_rules) console.log(`- ${rule.ruleId}: ${rule.message}`);
if (answer.exception_request) console.log(answer.exception_request.hint);
// Exit 1 when blocked, so a script or CI step stops before the change.
process.exit(verdict.status === 'blocked' ? 1 : 0);
