import type { JourneyScenario, JourneyScenarioId } from '@charter/core';
import { getJourneyScenario } from '@charter/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Tabs } from '../../../components/ui/tabs';
import { useToast } from '../../../components/ui/toast';
import { useActionMutation } from '../../../lib/action-mutation';
import { useUser } from '../../../lib/auth';
import { toUserMessage } from '../../../lib/errors';
import {
  invalidateActiveTest,
  invalidateJourney,
  setActiveTest,
  useActiveTest,
  useCompleteStep,
  useResetTest,
  useStartTest,
} from '../api/active-test';
import { submitResult, useJourneyAnalytics, useJourneyResults } from '../api/results';
import { ActiveTestPanel } from '../components/active-test-panel';
import type { FeedbackValues } from '../components/feedback-form';
import { LoadFailure } from '../components/load-failure';
import { ResultsTab } from '../components/results-tab';
import { ScenarioList } from '../components/scenario-list';
import '../components/user-journey.css';
import { toMinutesSince } from '../utils/format-journey';
import type { PendingResult } from '../utils/pending-results';
import { toLocalId } from '../utils/pending-results';
import { isRetryableFailure, usePendingResults } from '../utils/use-pending-results';

type Tab = 'scenarios' | 'active' | 'results';

/**
 * Mounted with its tab, so opening Test Results reads fresh figures; read again when the number of results
 * kept locally changes, i.e. after some were sent.
 */
function UserResults({ pendingCount }: { pendingCount: number }) {
  const analytics = useJourneyAnalytics();
  const results = useJourneyResults();
  const { refetch: refetchAnalytics } = analytics;
  const { refetch: refetchResults } = results;
  const previous = useRef(pendingCount);
  useEffect(() => {
    if (previous.current === pendingCount) return;
    previous.current = pendingCount;
    void refetchAnalytics();
    void refetchResults();
  }, [pendingCount, refetchAnalytics, refetchResults]);
  return <ResultsTab analytics={analytics} results={results} scope="your" />;
}

/** Guided journey tests, one at a time, whose results feed the analytics. */
export function UserJourneyTestRoute() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const user = useUser().data ?? null;
  const active = useActiveTest();
  const start = useStartTest();
  const complete = useCompleteStep();
  const reset = useResetTest();
  const pendingResults = usePendingResults(user?.id ?? '');
  const [tab, setTab] = useState<Tab | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const activeTest = active.data ?? null;
  const selected: Tab = tab ?? (activeTest ? 'active' : 'scenarios');

  // Once per Submit Feedback; the result's localId is its Idempotency-Key, so a later resend of a result kept
  // locally is the same action to the server.
  const submit = useActionMutation({
    mutationFn: (result: PendingResult) => submitResult(result, { idempotencyKey: result.localId }),
  });

  const onActionError = (error: unknown, fallback: string) => {
    toast({ title: toUserMessage(error, fallback), tone: 'error' });
    void invalidateActiveTest(queryClient);
  };

  const onStart = (scenario: JourneyScenario) =>
    start.mutate(scenario.id as JourneyScenarioId, {
      onSuccess: () => setTab('active'),
      onError: (error) => onActionError(error, 'Could not start the test.'),
    });

  const onSubmit = (values: FeedbackValues) => {
    const scenario = activeTest ? getJourneyScenario(activeTest.scenarioId) : undefined;
    if (!activeTest || !scenario) return;
    setSubmitError(null);
    const result: PendingResult = {
      scenarioId: scenario.id as JourneyScenarioId,
      scenarioName: scenario.name,
      userType: values.userType,
      completedSteps: activeTest.completedStepIds.length,
      totalSteps: scenario.steps.length,
      timeSpent: toMinutesSince(activeTest.startedAt, Date.now()),
      rating: values.rating,
      feedback: values.feedback,
      issues: values.issues,
      completedAt: new Date().toISOString(),
      localId: toLocalId(),
    };
    const finish = () => {
      // Submitting ends the test; the server ended it too when the result arrived.
      setActiveTest(queryClient, null);
      setTab('results');
    };
    submit.mutate(result, {
      onSuccess: () => {
        finish();
        toast({ title: 'Test submitted', description: 'Your result is in Test Results.', tone: 'success' });
        void invalidateJourney(queryClient);
      },
      onError: (error) => {
        if (!isRetryableFailure(error)) {
          setSubmitError(toUserMessage(error, 'Could not submit the result.'));
          return;
        }
        pendingResults.keep(result);
        finish();
        toast({
          title: 'Test completed locally',
          description:
            'Network issues prevented data submission. The result is kept in this browser and sent later.',
          tone: 'error',
        });
      },
    });
  };

  const activePanel = active.isError ? (
    <LoadFailure
      error={active.error}
      fallback="Could not load your test."
      onRetry={() => void active.refetch()}
    />
  ) : active.isPending ? (
    <p role="status" className="muted">
      Loading your test…
    </p>
  ) : (
    <div className="stack">
      {submitError ? <Alert>{submitError}</Alert> : null}
      <ActiveTestPanel
        activeTest={activeTest}
        completing={complete.isPending}
        submitting={submit.isPending}
        defaultUserType={user?.technicalExperience === 'beginner' ? 'new' : 'experienced'}
        onComplete={(stepId) =>
          complete.mutate(stepId, {
            onError: (error) => onActionError(error, 'Could not complete the step.'),
          })
        }
        onSubmit={onSubmit}
      />
    </div>
  );

  const resultsPanel = (
    <div className="stack">
      {pendingResults.pending.length > 0 ? (
        <Alert tone="info">
          {pendingResults.pending.length === 1
            ? '1 result completed locally is waiting to be sent.'
            : `${pendingResults.pending.length} results completed locally are waiting to be sent.`}{' '}
          <Button
            variant="secondary"
            size="sm"
            disabled={pendingResults.sending}
            onClick={() => void pendingResults.flush()}
          >
            Send now
          </Button>
        </Alert>
      ) : null}
      <UserResults pendingCount={pendingResults.pending.length} />
    </div>
  );

  return (
    <>
      <title>User Journey Test · Charter</title>
      <PageHeader
        title="User Journey Testing"
        subtitle="Walk through a guided scenario, step by step, and rate it. Results feed the analytics."
        actions={
          <>
            <span role="status">{activeTest ? <Badge color="tertiary">Recording</Badge> : null}</span>
            <Button
              variant="secondary"
              disabled={!activeTest || reset.isPending}
              onClick={() =>
                reset.mutate(undefined, {
                  onSuccess: () => {
                    setSubmitError(null);
                    setTab('scenarios');
                  },
                  onError: (error) => onActionError(error, 'Could not reset the test.'),
                })
              }
            >
              Reset Test
            </Button>
          </>
        }
      />
      <Tabs
        label="User journey testing"
        selected={selected}
        onSelect={setTab}
        tabs={[
          {
            key: 'scenarios',
            label: 'Test Scenarios',
            panel: active.isError ? (
              activePanel
            ) : (
              <ScenarioList
                runningScenarioId={activeTest?.scenarioId ?? (active.isPending ? '' : null)}
                starting={start.isPending}
                onStart={onStart}
              />
            ),
          },
          { key: 'active', label: 'Active Test', panel: activePanel },
          { key: 'results', label: 'Test Results', panel: resultsPanel },
        ]}
      />
    </>
  );
}
