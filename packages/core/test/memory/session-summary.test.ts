import { describe, expect, it } from 'vitest';
import { toSessionSummary } from '../../src/memory/index';

const session = { agentType: 'claude' };
const interaction = { kind: 'interaction' as const };
const context = { kind: 'context' as const };

describe('toSessionSummary', () => {
  it('says when nothing was recorded', () => {
    expect(toSessionSummary({ session, events: [], decisions: [], durationMs: 20_000 })).toEqual({
      memoriesCreated: 0,
      counts: { interactions: 0, contexts: 0, decisions: 0 },
      summary: 'A session of under a minute (claude): nothing was recorded.',
    });
  });

  it('counts what the session recorded and names each decision', () => {
    const result = toSessionSummary({
      session,
      events: [interaction, interaction, context],
      decisions: [
        { title: 'Database', choice: 'Postgres' },
        { title: '', choice: 'Stripe' },
      ],
      durationMs: 3 * 60 * 60_000,
    });
    expect(result.memoriesCreated).toBe(5);
    expect(result.summary).toBe(
      'A session of 3 hours (claude): 2 interactions, 1 context capture and 2 decisions recorded. Decisions: “Database” (chose Postgres); chose Stripe.',
    );
  });

  it('says so when a session recorded no decision', () => {
    const { summary } = toSessionSummary({
      session,
      events: [interaction],
      decisions: [],
      durationMs: 60_000,
    });
    expect(summary).toBe(
      'A session of 1 minute (claude): 1 interaction, 0 context captures and 0 decisions recorded. No decisions were recorded.',
    );
  });
});
