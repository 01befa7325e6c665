import type { RescueMission } from '@charter/core';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { toUserMessage } from '../../../lib/errors';
import { useChangeRescueMission } from '../api/change-rescue-mission';
import { PhaseBadge, StatusDot } from './mission-badges';
import { Facts, FindingList, PhaseSteps, Plan, RepositoryState } from './mission-sections';

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
        {(
          [
            ['Goal', mission.userGoal],
            ['Time invested', mission.timeInvested],
            ['Business impact', mission.businessImpact],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="info-row">
            <dt className="info-label">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
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
