import type { JourneyScenario } from '@charter/core';
import { JOURNEY_SCENARIOS } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';

/** The Test Scenarios tab: the four fixed scenarios; Start Test only while no test runs (one at a time). */
export function ScenarioList({
  runningScenarioId,
  starting,
  onStart,
}: {
  runningScenarioId: string | null;
  starting?: boolean;
  /** Absent on the admin screen: admins review results, they do not run tests. */
  onStart?: (scenario: JourneyScenario) => void;
}) {
  return (
    <ul className="journey-scenarios" aria-label="Test scenarios">
      {JOURNEY_SCENARIOS.map((scenario) => (
        <li key={scenario.id}>
          <Card as="article" className="stack">
            <CardHeader
              level={3}
              title={scenario.name}
              description={scenario.description}
              action={
                <Badge color={scenario.type === 'rescue' ? 'secondary' : 'primary'}>
                  {scenario.type === 'rescue' ? 'Rescue' : 'New project'}
                </Badge>
              }
            />
            <p className="muted small">
              {scenario.steps.length} steps · {scenario.estimatedTime} minutes
            </p>
            <ol className="steps-list">
              {scenario.steps.map((step) => (
                <li key={step.id}>{step.title}</li>
              ))}
            </ol>
            {onStart ? (
              runningScenarioId === scenario.id ? (
                <Badge color="tertiary">Running</Badge>
              ) : (
                <div>
                  <Button
                    onClick={() => onStart(scenario)}
                    disabled={runningScenarioId !== null || starting}
                    aria-label={`Start Test: ${scenario.name}`}
                  >
                    Start Test
                  </Button>
                </div>
              )
            ) : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
