import type { ActiveJourneyTest, JourneyUserType } from '@charter/core';
import { getJourneyScenario } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { FeedbackValues } from './feedback-form';
import { FeedbackForm } from './feedback-form';

/**
 * The Active Test tab: the steps in order with a Complete button on the current one; once all are done,
 * the feedback form. Progress comes from the server, so a reload shows the same step.
 */
export function ActiveTestPanel({
  activeTest,
  completing,
  submitting,
  defaultUserType,
  onComplete,
  onSubmit,
}: {
  activeTest: ActiveJourneyTest | null;
  completing: boolean;
  submitting: boolean;
  defaultUserType: JourneyUserType;
  onComplete: (stepId: string) => void;
  onSubmit: (values: FeedbackValues) => void;
}) {
  const scenario = activeTest ? getJourneyScenario(activeTest.scenarioId) : undefined;
  if (!activeTest || !scenario) {
    return (
      <Card className="stack">
        <CardHeader
          title="No Active Test"
          description="Choose a scenario on Test Scenarios and press Start Test."
        />
      </Card>
    );
  }

  const done = activeTest.completedStepIds.length;
  const total = scenario.steps.length;
  const finished = done >= total;

  return (
    <div className="stack">
      <Card className="stack">
        <CardHeader
          title={scenario.name}
          description={`${total} steps · ${scenario.estimatedTime} minutes`}
        />
        <ProgressBar
          value={(done / total) * 100}
          label={`${done} of ${total} steps complete`}
          showValue={false}
        />
        <ol className="journey-steps" aria-label="Steps">
          {scenario.steps.map((step, index) => {
            const complete = activeTest.completedStepIds.includes(step.id);
            const current = index === activeTest.currentStepIndex;
            return (
              <li key={step.id} className="journey-step" aria-current={current ? 'step' : undefined}>
                <div>
                  <p className="journey-step-title">
                    {index + 1}. {step.title}
                  </p>
                  <p className="journey-step-description">{step.description}</p>
                </div>
                {complete ? (
                  <Badge color="tertiary">Done</Badge>
                ) : current ? (
                  <Button size="sm" onClick={() => onComplete(step.id)} disabled={completing}>
                    Complete
                  </Button>
                ) : (
                  <Badge color="neutral">To do</Badge>
                )}
              </li>
            );
          })}
        </ol>
      </Card>
      {finished ? (
        <Card as="section" className="stack" aria-labelledby="journey-feedback-title">
          <CardHeader
            id="journey-feedback-title"
            title="How did it go?"
            description="Every step is complete. Rate the journey to finish the test."
          />
          <FeedbackForm defaultUserType={defaultUserType} submitting={submitting} onSubmit={onSubmit} />
        </Card>
      ) : null}
    </div>
  );
}
