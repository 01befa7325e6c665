import type { RetentionLimits as Limits } from '@charter/core';

const count = (n: number) => n.toLocaleString('en-US');

/** The retention limits in force, as the server applies them. */
export function RetentionLimits({ limits }: { limits: Limits }) {
  return (
    <section aria-labelledby="retention-title" className="retention-limits">
      <h3 id="retention-title" className="card-subtitle">
        Retention limits in force
      </h3>
      <dl className="key-values">
        <div>
          <dt>Memory sessions per user</dt>
          <dd>{count(limits.memorySessionsPerOwner)} (the oldest are dropped beyond it)</dd>
        </div>
        <div>
          <dt>Events per memory session</dt>
          <dd>{count(limits.eventsPerMemorySession)} (further events are refused)</dd>
        </div>
        <div>
          <dt>Ledger decisions per user</dt>
          <dd>{count(limits.ledgerDecisionsPerOwner)} (the oldest are dropped beyond it)</dd>
        </div>
      </dl>
    </section>
  );
}
