import {
  countUndecided,
  describeUndecided,
  toUndecidedParts,
  UNDECIDED_SHOWN,
  type UndecidedCall,
} from '@charter/core';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';

/** A reason as core words it, its `quoted code` set as code: "the signal comes from the caller (`opts.signal`)". */
function toReasonText(reason: string): ReactNode[] {
  return reason
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={`${index}-${part}`}>{part}</code> : part));
}

/**
 * The outbound HTTP calls the checker saw but could not judge, under the Performance score that does not
 * count them: "Performance 100 with 3 calls not judged", the reports' sentence, and a disclosure listing
 * each (`file:line`, what, why), the first UNDECIDED_SHOWN at once and the rest on request. Nothing at all
 * when every call was judged.
 */
export function UndecidedCalls({
  calls,
  score,
  idPrefix,
  headingLevel = 3,
}: {
  calls: readonly UndecidedCall[] | undefined;
  score: number;
  idPrefix: string;
  /** 4 inside a section that already has its own h3 (the Detailed Analysis tab). */
  headingLevel?: 3 | 4;
}) {
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  if (!calls || calls.length === 0) return null;
  const titleId = `${idPrefix}-undecided-title`;
  const listId = `${idPrefix}-undecided-list`;
  const shown = showAll ? calls : calls.slice(0, UNDECIDED_SHOWN);
  const rest = calls.length - UNDECIDED_SHOWN;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <section aria-labelledby={titleId} className="mini-card diagnostic-undecided">
      <Heading id={titleId} className="diagnostic-item-title">
        Performance {score} with {countUndecided(calls.length)}
      </Heading>
      <p className="muted small">
        {describeUndecided(calls.length)}. They are not counted in the score: check their bounds by hand.
      </p>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Hide the calls not judged' : 'Show the calls not judged'}
        </Button>
      </div>
      <div id={listId} hidden={!open} className="diagnostic-undecided-calls">
        <ul className="diagnostic-list" aria-label="Calls not judged">
          {shown.map((call, index) => {
            const { location, what, reason } = toUndecidedParts(call);
            return (
              // Two calls can share a line (a chain), so the position keeps keys unique.
              <li key={`${location}-${call.column}-${index}`} className="diagnostic-undecided-call">
                <code>{location}</code> <code>{what}</code>
                {reason ? <> — {toReasonText(reason)}</> : null}
              </li>
            );
          })}
        </ul>
        {rest > 0 ? (
          // A toggle rather than a button that disappears, so keyboard focus stays where it was.
          <p className="diagnostic-undecided-more">
            {showAll ? null : <span className="muted">… and {rest} more. </span>}
            <Button variant="link" size="sm" onClick={() => setShowAll((all) => !all)}>
              {showAll ? `Show the first ${UNDECIDED_SHOWN} only` : `Show all ${calls.length} calls`}
            </Button>
          </p>
        ) : null}
      </div>
    </section>
  );
}
