import type { LedgerEntry, Rebellion } from '@charter/core';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { toFullDate } from '../../../lib/format-time';
import { sectionPath } from '../utils/sections';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="info-row">
      <dt className="info-label">{label}</dt>
      <dd style={{ whiteSpace: 'pre-wrap' }}>{children}</dd>
    </div>
  );
}

function BackToHistory({ projectId }: { projectId: string }) {
  return (
    <ButtonLink to={sectionPath(projectId, 'historical-context')} variant="ghost" size="sm">
      <span aria-hidden="true">←</span> All decisions and rebellions
    </ButtonLink>
  );
}

/** One decision of the project's ledger: what was asked, the verdict and the rules it broke. */
export function DecisionDetail({ projectId, decision }: { projectId: string; decision: LedgerEntry }) {
  return (
    <Card as="section" aria-labelledby="decision-detail-title">
      <CardHeader
        id="decision-detail-title"
        title={`Decision: ${decision.decision_type}`}
        description={decision.description}
        action={<BackToHistory projectId={projectId} />}
      />
      <dl className="info-list">
        <Row label="Verdict">
          <Badge color={decision.status === 'blocked' ? 'secondary' : 'quaternary'}>{decision.status}</Badge>
        </Row>
        <Row label="When">{toFullDate(decision.at)}</Row>
        <Row label="Score">{decision.score}</Row>
        <Row label="Risk">{decision.risk}</Row>
        <Row label="Violated rules">
          {decision.violated_rule_ids.length > 0 ? decision.violated_rule_ids.join(', ') : 'None'}
        </Row>
        {decision.proposed_action ? <Row label="Proposed action">{decision.proposed_action}</Row> : null}
        <Row label="Agent">{decision.agent_id ?? 'Not named'}</Row>
        <Row label="Source">{decision.source}</Row>
        {decision.exception_rebellion_id ? (
          <Row label="Allowed by rebellion">{decision.exception_rebellion_id}</Row>
        ) : null}
        <Row label="Constitution version">{decision.constitution_version}</Row>
        <Row label="Decision id">{decision.decision_id}</Row>
      </dl>
    </Card>
  );
}

/** One rebellion of the project: the request, its risk and every step of its history. */
export function RebellionDetail({ projectId, rebellion }: { projectId: string; rebellion: Rebellion }) {
  return (
    <Card as="section" aria-labelledby="rebellion-detail-title">
      <CardHeader
        id="rebellion-detail-title"
        title={`Rebellion: ${rebellion.requested_action}`}
        description={rebellion.justification}
        action={<BackToHistory projectId={projectId} />}
      />
      <dl className="info-list">
        <Row label="Status">
          <Badge color={rebellion.status === 'rejected' ? 'secondary' : 'tertiary'}>{rebellion.status}</Badge>
        </Row>
        <Row label="Agent">{rebellion.agent_id}</Row>
        <Row label="Risk">
          {rebellion.risk_analysis.level}
          {rebellion.risk_analysis.reasons.length > 0
            ? ` — ${rebellion.risk_analysis.reasons.join('; ')}`
            : ''}
        </Row>
        <Row label="Rules it waives">
          {rebellion.rule_ids.length > 0 ? rebellion.rule_ids.join(', ') : 'None'}
        </Row>
        <Row label="Filed">{toFullDate(rebellion.created_at)}</Row>
        {rebellion.expires_at ? <Row label="Expires">{toFullDate(rebellion.expires_at)}</Row> : null}
        {rebellion.rejection_reason ? <Row label="Rejection reason">{rebellion.rejection_reason}</Row> : null}
        <Row label="Times used">{rebellion.times_used}</Row>
      </dl>
      {rebellion.status === 'pending' ? (
        <ButtonLink to="/my-projects?tab=rebellions" variant="secondary" size="sm">
          Review in My Projects
        </ButtonLink>
      ) : null}
    </Card>
  );
}

/** An item the URL names that this project does not have. */
export function ItemNotFound({ projectId, what }: { projectId: string; what: string }) {
  return (
    <div className="empty-state">
      <h2 className="empty-title">{what} Not Found</h2>
      <p className="empty-text">This project has no such {what.toLowerCase()}.</p>
      <ButtonLink to={sectionPath(projectId, 'historical-context')} variant="secondary">
        All decisions and rebellions
      </ButtonLink>
    </div>
  );
}
