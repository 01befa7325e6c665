import {
  RESCUE_PHASE_LABELS,
  RESCUE_PHASES,
  type RescueFinding,
  type RescueMission,
  type RescuePlanStep,
} from '@charter/core';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { toUserMessage } from '../../../lib/errors';
import { useChangeRescueMission } from '../api/change-rescue-mission';
import { PhaseBadge, StatusDot } from './mission-badges';

const SEVERITY_COLOR = {
  critical: 'primary',
  high: 'primary',
  medium: 'secondary',
  low: 'quaternary',
} as const;

function PhaseSteps({ mission }: { mission: RescueMission }) {
  const current = RESCUE_PHASES.indexOf(mission.phase);
  return (
    <ol className="rescue-phases" aria-label="Mission phases">
      {RESCUE_PHASES.map((phase, index) => {
        const done = index < current || (index === current && mission.status === 'completed');
        return (
          <li
            key={phase}
            className={`rescue-phase${done ? ' rescue-phase-done' : ''}${index === current ? ' rescue-phase-current' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="rescue-phase-number" aria-hidden="true">
              {index + 1}
            </span>
            {RESCUE_PHASE_LABELS[phase]}
            {done ? <span className="visually-hidden"> (done)</span> : null}
          </li>
        );
      })}
    </ol>
  );
}

function Facts({ mission }: { mission: RescueMission }) {
  const { facts } = mission.diagnosis;
  const rows: [string, string][] = [
    [
      'Direct dependencies',
      facts.currentDependencies === null ? 'Not mentioned' : String(facts.currentDependencies),
    ],
    ['API timeout', facts.timeoutMs === null ? 'Not mentioned' : `${facts.timeoutMs / 1000} s`],
    ['Build time', facts.buildSeconds === null ? 'Not mentioned' : `${facts.buildSeconds} s`],
  ];
  return (
    <dl className="rescue-facts">
      {rows.map(([label, value]) => (
        <div key={label} className="info-row">
          <dt className="info-label">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function RepositoryState({ mission }: { mission: RescueMission }) {
  const { repository } = mission;
  switch (repository.state) {
    case 'none':
      return <p className="muted">No repository given: the analysis rests on the description.</p>;
    case 'pending':
      return <p className="muted">{mission.repositoryUrl} will be scanned by the comprehensive analysis.</p>;
    case 'running':
      return <p>Scanning {mission.repositoryUrl}… this page updates when it is done.</p>;
    case 'done':
      return (
        <p>
          Scanned {mission.repositoryUrl}
          {repository.commit ? ` at ${repository.commit.slice(0, 7)}` : ''}: {repository.filesScanned} files,
          overall health {repository.overallHealth}%.
        </p>
      );
    case 'failed':
      return <Alert>The repository scan failed: {repository.message}</Alert>;
  }
}

function FindingList({ findings }: { findings: RescueFinding[] }) {
  if (findings.length === 0) {
    return <p className="muted">No limit of the constitution is broken by what was measured.</p>;
  }
  return (
    <ul className="rescue-list" aria-label="Findings">
      {findings.map((finding) => (
        <li key={`${finding.source}-${finding.ruleId}`} className="rescue-item">
          <div className="rescue-item-head">
            <Badge color={SEVERITY_COLOR[finding.severity]}>{finding.severity}</Badge>
            <strong>{finding.title}</strong>
            <span className="muted">
              {finding.source === 'description'
                ? 'from the description'
                : `in the repository ×${finding.occurrences}`}
            </span>
          </div>
          <p>{finding.message}</p>
          <p className="muted">Evidence: {finding.evidence}</p>
        </li>
      ))}
    </ul>
  );
}

function Plan({
  mission,
  editable,
  onMark,
  busy,
}: {
  mission: RescueMission;
  editable: boolean;
  onMark: (step: RescuePlanStep, done: boolean) => void;
  busy: boolean;
}) {
  const canMark = editable && mission.phase === 'guided_recovery' && mission.status !== 'completed';
  return (
    <ol className="rescue-list" aria-label="Recovery plan">
      {mission.plan.map((step) => (
        <li key={step.id} className="rescue-item">
          {canMark ? (
            <label className="rescue-step">
              <input
                type="checkbox"
                checked={step.done}
                disabled={busy}
                onChange={(event) => onMark(step, event.target.checked)}
              />
              <strong>{step.title}</strong>
            </label>
          ) : (
            <strong>
              {step.title}
              {step.done ? ' — done' : ''}
            </strong>
          )}
          <p className="muted">{step.detail}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * One mission through its four phases. `editable` (the owner's screen) shows the transition buttons;
 * the admin detail reads the same mission without them.
 */
export function MissionDetail({ mission, editable }: { mission: RescueMission; editable: boolean }) {
  const change = useChangeRescueMission();
  const open = mission.plan.filter((step) => !step.done).length;
  const id = mission.id;

  return (
    <Card as="section" aria-labelledby={`mission-${id}-title`} className="rescue-detail">
      <CardHeader id={`mission-${id}-title`} title={mission.projectName} />
      <p role="status" className="rescue-state">
        <PhaseBadge phase={mission.phase} /> <StatusDot status={mission.status} />
      </p>
      <PhaseSteps mission={mission} />

      <dl className="rescue-facts">
        <div className="info-row">
          <dt className="info-label">Goal</dt>
          <dd>{mission.userGoal}</dd>
        </div>
        <div className="info-row">
          <dt className="info-label">Time invested</dt>
          <dd>{mission.timeInvested}</dd>
        </div>
        <div className="info-row">
          <dt className="info-label">Business impact</dt>
          <dd>{mission.businessImpact}</dd>
        </div>
      </dl>

      <h3 className="section-title">Rapid diagnosis</h3>
      <p className="rescue-description">{mission.problemDescription}</p>
      <Facts mission={mission} />

      <h3 className="section-title">Comprehensive analysis</h3>
      <RepositoryState mission={mission} />

      <h3 className="section-title">Findings</h3>
      <FindingList findings={mission.findings} />

      {mission.plan.length > 0 ? (
        <>
          <h3 className="section-title">Recommendations</h3>
          {mission.recommendations.length === 0 ? (
            <p className="muted">
              Nothing to fix was found; the plan asks for the measurement that is missing.
            </p>
          ) : (
            <ul className="rescue-list" aria-label="Recommendations">
              {mission.recommendations.map((recommendation) => (
                <li key={recommendation.ruleId} className="rescue-item">
                  <strong>{recommendation.title}</strong>
                  <p>{recommendation.action}</p>
                </li>
              ))}
            </ul>
          )}
          <h3 className="section-title">Recovery plan</h3>
          <Plan
            mission={mission}
            editable={editable}
            busy={change.isPending}
            onMark={(step, done) => change.mutate({ kind: 'markStep', missionId: id, stepId: step.id, done })}
          />
        </>
      ) : null}

      {change.isError ? (
        <Alert>{toUserMessage(change.error, 'The mission could not be updated.')}</Alert>
      ) : null}

      {editable ? (
        <div className="form-actions">
          {mission.phase === 'rapid_diagnosis' ? (
            <Button
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'analyze', missionId: id })}
            >
              Run Comprehensive Analysis
            </Button>
          ) : null}
          {mission.phase === 'strategic_recommendation' && mission.status === 'recommendations_ready' ? (
            <Button
              disabled={change.isPending}
              onClick={() => change.mutate({ kind: 'startRecovery', missionId: id })}
            >
              Start Guided Recovery
            </Button>
          ) : null}
          {mission.phase === 'guided_recovery' && mission.status !== 'completed' ? (
            <>
              <Button
                disabled={change.isPending || open > 0}
                aria-describedby={`mission-${id}-open`}
                onClick={() => change.mutate({ kind: 'complete', missionId: id })}
              >
                Complete Mission
              </Button>
              <span id={`mission-${id}-open`} className="muted">
                {open > 0 ? `${open} of ${mission.plan.length} steps left.` : 'Every step is done.'}
              </span>
            </>
          ) : null}
          {mission.status === 'completed' ? <p>Project recovered.</p> : null}
        </div>
      ) : null}
    </Card>
  );
}
