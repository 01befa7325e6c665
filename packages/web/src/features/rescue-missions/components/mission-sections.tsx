import {
  RESCUE_PHASE_LABELS,
  RESCUE_PHASES,
  type RescueFinding,
  type RescueMission,
  type RescuePlanStep,
} from '@charter/core';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Icon } from '../../../components/ui/icon';
import { StatCard } from '../../../components/ui/stat-card';

/** The parts of one mission's detail, phase by phase (`mission-detail.tsx` composes them). */

const SEVERITY_COLOR = {
  critical: 'danger',
  high: 'danger',
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

/** What the description says, as the console's stat cards, each with the words it was read from. */
export function Facts({ mission }: { mission: RescueMission }) {
  const { facts, evidence } = mission.diagnosis;
  const quote = (key: string) => evidence[key]?.replace(/^text: /, 'From ') ?? 'The description does not say';
  const cards: { label: string; value: string | null; hint: string }[] = [
    {
      label: 'Direct dependencies',
      value: facts.currentDependencies === null ? null : String(facts.currentDependencies),
      hint: quote('currentDependencies'),
    },
    {
      label: 'API timeout',
      value:
        facts.timeoutMs === null ? (evidence.timeoutMissing ? 'None' : null) : `${facts.timeoutMs / 1000} s`,
      hint: quote(facts.timeoutMs === null && evidence.timeoutMissing ? 'timeoutMissing' : 'timeoutMs'),
    },
    {
      label: 'Build time',
      value: facts.buildSeconds === null ? null : `${facts.buildSeconds} s`,
      hint: quote('buildSeconds'),
    },
  ];
  return (
    <div className="stat-grid rescue-facts-grid">
      {cards.map((card) => (
        <StatCard
          key={card.label}
          label={card.label}
          value={card.value ?? <span className="rescue-fact-unknown">Not stated</span>}
          hint={card.hint}
          color="quaternary"
        />
      ))}
    </div>
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
            <Badge color={SEVERITY_COLOR[finding.severity]}>
              {finding.severity === 'critical' ? <Icon name="critical" /> : null} {finding.severity}
            </Badge>
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
