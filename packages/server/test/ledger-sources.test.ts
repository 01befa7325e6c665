import type { LedgerEntry } from '@charter/core';
import { AGENT_DECISIONS_NOTE, api } from '@charter/core';
import { describe, expect, it } from 'vitest';
import { createAgent, DEPENDENCY_SPRAWL } from './governance-helpers';
import { createTestApp, json, readAnswer } from './helpers';

/** The ledger and ROI count only what agents really asked. */
describe('figures count agent decisions only', () => {
  it('keeps demo, validator and console runs out of ROI and the decision list, and says so', async () => {
    const agent = await createAgent(createTestApp());
    const metrics = async () =>
      (await readAnswer(api.patterns.metrics, await agent.owner('GET', '/api/patterns/metrics'))).data;
    const decisions = async (query = '') =>
      (await json<{ decisions: LedgerEntry[] }>(await agent.owner('GET', `/api/user/decisions${query}`)))
        .decisions;

    // One real agent decision.
    await agent.call('POST', '/api/external/validate', DEPENDENCY_SPRAWL);
    const before = await metrics();
    expect(before.totals).toMatchObject({ decisions: 1, blocked: 1 });
    expect(before.assumptions).toContain(AGENT_DECISIONS_NOTE);

    // The Constitutional Demo, the Architectural Validator, the Governance Demo and a console validation.
    for (let i = 0; i < 3; i++) {
      const demo = await agent.owner('POST', '/api/demo/agent-decision', {
        agent_type: 'claude',
        decision_description: 'Add every charting library',
        proposed_action: 'npm install 120 dependencies, current_dependencies: 120',
      });
      expect(demo.status).toBe(200);
      const validator = await agent.owner('POST', '/api/patterns/validate', {
        decision_type: 'dependencies',
        description: 'Add the chart libraries',
        proposed_implementation: 'npm install 120 packages, current_dependencies: 120',
      });
      expect(validator.status).toBe(200);
      expect((await agent.owner('GET', '/api/constitutional/test')).status).toBe(200);
      const consoleRun = await agent.owner('POST', '/api/governance/validate-decision', {
        decision: { decision_type: 'api', description: 'Set a 40 second timeout on the payment call' },
      });
      expect(consoleRun.status).toBe(200);
    }

    const after = await metrics();
    expect(after.totals).toEqual(before.totals);
    expect(after.risk_mitigation).toEqual(before.risk_mitigation);
    expect(after.cost_savings).toEqual(before.cost_savings);
    expect((await decisions()).map((d) => d.source)).toEqual(['external']);
    // Still in the ledger for the audit, when asked for.
    const all = await decisions('?source=all&limit=500');
    expect(new Set(all.map((d) => d.source))).toEqual(
      new Set(['external', 'demo', 'patterns', 'governance']),
    );
  });
});

describe('a decision type no rule covers', () => {
  it('is answered warning with no score, never approved with 100', async () => {
    const agent = await createAgent(createTestApp());
    const response = await agent.call('POST', '/api/external/validate', {
      decision_type: 'launch_rockets',
      description: 'Launch the rockets at noon',
    });
    expect(response.status).toBe(200);
    const answer = await json<{
      constitutional_validation: {
        status: string;
        score: number | null;
        covered: boolean;
        recommendations: string[];
      };
    }>(response);
    expect(answer.constitutional_validation).toMatchObject({
      status: 'warning',
      score: null,
      covered: false,
    });
    expect(answer.constitutional_validation.recommendations[0]).toMatch(/No rule covers this type/);
    const [entry] = (
      await readAnswer(api.governance.decisions, await agent.owner('GET', '/api/user/decisions'))
    ).decisions;
    expect(entry).toMatchObject({ decision_type: 'launch_rockets', status: 'warning', score: null });
  });
});
