import { GENERATE_AT_DEPTH, MAX_DEPTH } from '@charter/core';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { ConfidenceView } from '../utils/local-fallback';

/** The confidence bar with its band label, the conversation depth, and what is still missing. */
export function ConfidenceCard({ confidence, depth }: { confidence: ConfidenceView; depth: number }) {
  return (
    <Card as="section" aria-labelledby="cp-confidence-title" className="cp-confidence">
      <CardHeader id="cp-confidence-title" title="Primer readiness" />
      <ProgressBar value={confidence.confidence} label="Completion confidence" color="tertiary" />
      <p className="cp-confidence-label">
        <span className="visually-hidden">Stage: </span>
        <strong>{confidence.label}</strong>
        {confidence.estimated ? <span className="cp-muted"> (estimated on this device)</span> : null}
      </p>
      <p className="cp-depth">
        Conversation depth: {depth} of {MAX_DEPTH}
        {depth < GENERATE_AT_DEPTH ? (
          <span className="cp-muted"> · Generate appears at {GENERATE_AT_DEPTH}</span>
        ) : null}
      </p>
      {confidence.recommendation ? <p className="cp-recommendation">{confidence.recommendation}</p> : null}
      {confidence.missingElements.length > 0 ? (
        <p className="cp-muted">Still missing: {confidence.missingElements.join(', ')}</p>
      ) : null}
    </Card>
  );
}
