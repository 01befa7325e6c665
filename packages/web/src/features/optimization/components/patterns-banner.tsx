import type { PatternSummary } from '../api/get-pattern-summary';

/** The success-patterns banner: Charter's own patterns, counted from the summary. */
export function PatternsBanner({ patterns }: { patterns: PatternSummary | undefined }) {
  const all = Object.values(patterns ?? {});
  const active = all.filter((pattern) => pattern.status !== 'not_configured').length;
  return (
    <section className="banner" aria-labelledby="optimization-banner-title">
      <h2 id="optimization-banner-title" className="banner-title">
        Charter’s own success patterns
      </h2>
      <p>
        The patterns Charter itself is built on, with their status on this server. Try four of them below on
        your own content and code.
      </p>
      {patterns ? (
        <p className="optimization-banner-count">
          <strong>
            {active} of {all.length}
          </strong>{' '}
          patterns active
        </p>
      ) : null}
    </section>
  );
}
