import {
  RESCUE_PHASE_LABELS,
  RESCUE_PHASES,
  type RescueFinding,
  type RescueMission,
  type RescuePlanStep,
} from '@charter/core';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';

/** The parts of one mission's detail, phase by phase (`mission-detail.tsx` composes them). */

const SEVERITY_COLOR = {
  critical: 'primary',
  high: 'primary',
  medium: 'secondary',
  low: 'quaternary',
} as const;

export function PhaseSteps({ mission }: { mission: RescueMission }) {
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

export function Facts({ mission }: { mission: RescueMission }) {
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

export function RepositoryState({ mission }: { mission: RescueMission }) {
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

export function FindingList({ findings }: { findings: RescueFinding[] }) {
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

export function Plan({
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
