import type { TestCase } from '@charter/core';
import { type PrimerKey, toCompletion } from '@charter/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { Skeleton } from '../../../components/ui/skeleton';
import { useToast } from '../../../components/ui/toast';
import { clearOnboardingContext, readOnboardingContext } from '../../../lib/onboarding-context';
import { useGeneratePrimer } from '../api/generate-primer';
import { useDeletePrimerDraft, usePrimerDraft } from '../api/primer-drafts';
import { CharterAiPanel } from '../components/charter-ai-panel';
import { ChatModeToggle } from '../components/chat-mode-toggle';
import { ClearFormDialog } from '../components/clear-form-dialog';
import { DraftStatus } from '../components/draft-status';
import { IntroCard } from '../components/intro-card';
import { PrimerChat } from '../components/primer-chat';
import { PrimerResult } from '../components/primer-result';
import { PrimerWizard } from '../components/primer-wizard';
import { ProjectContextCard } from '../components/project-context-card';
import { SaveTestCaseDialog } from '../components/save-test-case-dialog';
import { TestCaseControls } from '../components/test-case-controls';
import { fillsAnything, usePrimerFormState } from '../utils/primer-form-state';
import { toFailureMessage } from '../utils/to-failure-message';
import { toPrimerTitle, toProjectInput } from '../utils/to-project-input';
import { useDraftAutoSave } from '../utils/use-draft-auto-save';
import { useRedirectCountdown } from '../utils/use-redirect-countdown';

type Fields = Partial<Record<PrimerKey, string>>;

/**
 * The Constitutional Primer Generator: the five-step wizard or the chat, the project-context
 * card, drafts and test cases, then the result view that replaces the form.
 */
export function PrimerGeneratorRoute() {
  const [params] = useSearchParams();
  const fromOnboarding = params.get('context') === 'onboarding';
  const [onboardingText] = useState(() => (fromOnboarding ? readOnboardingContext().text : ''));
  const toast = useToast();

  const draft = usePrimerDraft();
  const [state, dispatch] = usePrimerFormState();
  const { answers, projectName, aiApplied, step, chatMode, result, dialog } = state;
  const autoSave = useDraftAutoSave(answers, projectName, draft.isSuccess);
  const generate = useGeneratePrimer();
  const deleteDraft = useDeletePrimerDraft();
  const countdown = useRedirectCountdown('/dashboard');
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // The stored draft fills the form once it arrives (what was typed meanwhile wins).
  const draftApplied = useRef(false);
  useEffect(() => {
    if (!draft.isSuccess || draftApplied.current) return;
    draftApplied.current = true;
    const stored = draft.data;
    if (!stored) return;
    dispatch({ type: 'draft-loaded', answers: stored.answers, projectName: stored.projectName });
  }, [draft.isSuccess, draft.data, dispatch]);

  useEffect(() => {
    if (result) resultHeading.current?.focus();
  }, [result]);

  const { schedule } = autoSave;
  const onAnswer = useCallback(
    (key: PrimerKey, value: string) => {
      dispatch({ type: 'answer', key, value });
      schedule();
    },
    [schedule, dispatch],
  );

  const fill = (fields: Fields, markAiApplied: boolean) => {
    if (!fillsAnything(fields)) return;
    dispatch({ type: 'fill', fields, markAiApplied });
    schedule();
  };

  // The chat announces what it converted (its own toast); the page fills the answers and shows the form.
  const onConvert = (fields: Fields) => {
    dispatch({ type: 'convert', fields });
    if (fillsAnything(fields)) schedule();
  };

  // Loading shows the loaded answers: back to the form's first step, from the result view or the chat too.
  const loadTestCase = (testCase: TestCase) => {
    dispatch({ type: 'test-case-loaded', answers: testCase.answers });
    generate.reset();
    schedule();
    toast({ tone: 'success', title: 'Test case loaded', description: `“${testCase.name}” is in the form.` });
  };

  const clearForm = async () => {
    await autoSave.cancel();
    try {
      await deleteDraft.mutateAsync();
    } catch (error) {
      // The cancelled auto-save still owes the server the latest answers.
      schedule();
      throw new Error(
        toFailureMessage('Your saved draft could not be deleted, so the form was left as it was.', error),
      );
    }
    dispatch({ type: 'cleared' });
    generate.reset();
    toast({ tone: 'success', title: 'Form cleared', description: 'Your answers and draft were removed.' });
  };

  // Imported notes name the project only when they state a name ("# PlantPal"); the user's own wins.
  const onImport = (fields: Fields, text: string) => {
    fill(fields, false);
    void import('../utils/project-name').then(({ findProjectName }) => {
      const named = findProjectName(text);
      if (named !== '') dispatch({ type: 'project-name-found', name: named });
    });
  };

  const onGenerate = () =>
    generate.mutate(
      { answers, projectName },
      {
        onSuccess: (generated) => dispatch({ type: 'generated', result: generated }),
      },
    );

  const onGenerateNew = () => {
    dispatch({ type: 'generate-new' });
    generate.reset();
  };

  const onProjectSaved = (name: string) => {
    if (fromOnboarding) clearOnboardingContext();
    toast({
      tone: 'success',
      title: 'Project saved',
      description: `“${name}” is on your dashboard.`,
    });
    countdown.start();
  };

  const completion = toCompletion(answers);
  const generateError = generate.isError
    ? toFailureMessage(
        'The primer could not be generated.',
        generate.error,
        'Your answers are kept; try again.',
      )
    : null;

  return (
    <>
      <title>Constitutional Primer Generator · Charter</title>
      <PageHeader
        title="Constitutional Primer Generator"
        subtitle="Answer a few questions; Charter writes the primer and agent files your AI agents read first."
        actions={
          <div className="primer-header-actions">
            <TestCaseControls
              onLoad={loadTestCase}
              onSaveClick={() => dispatch({ type: 'dialog', dialog: 'save-test-case' })}
            />
            <Button
              variant="secondary"
              size="sm"
              onClick={() => dispatch({ type: 'dialog', dialog: 'clear' })}
            >
              Clear Form
            </Button>
            {/* Docked in the header, not floating: it never covers the wizard's buttons or the text. */}
            <CharterAiPanel answers={answers} step={step} />
            <DraftStatus state={autoSave.state} onRetry={autoSave.retry} />
            <div className="primer-completion">
              <ProgressBar label="Primer completion" value={completion} />
            </div>
          </div>
        }
      />

      {draft.isError ? (
        <div className="primer-draft-error">
          <Alert>
            {toFailureMessage(
              'Your saved draft could not be loaded.',
              draft.error,
              'Auto-save waits until it loads, so the stored draft is not overwritten.',
            )}
          </Alert>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void draft.refetch()}
            disabled={draft.isFetching}
          >
            {draft.isFetching ? 'Retrying...' : 'Retry'}
          </Button>
        </div>
      ) : null}

      {result ? (
        <PrimerResult
          result={result}
          projectName={toPrimerTitle(result.primer)}
          toProjectInput={(name) => toProjectInput(name, answers, result.primer)}
          onGenerateNew={onGenerateNew}
          onProjectSaved={onProjectSaved}
          secondsLeft={countdown.secondsLeft}
          headingRef={resultHeading}
        />
      ) : (
        <div className="primer-layout">
          <IntroCard />
          <ProjectContextCard
            initialText={onboardingText}
            onImport={onImport}
            onApply={(fields) => fill(fields, true)}
          />
          <ChatModeToggle on={chatMode} onChange={(on) => dispatch({ type: 'chat-mode', on })} />
          {chatMode ? (
            <PrimerChat answers={answers} onConvert={onConvert} />
          ) : draft.isPending ? (
            <div className="card primer-wizard" aria-busy="true">
              <p className="visually-hidden">Loading your saved draft...</p>
              <Skeleton className="skeleton-title" />
              <Skeleton />
              <Skeleton />
              <Skeleton className="skeleton-short" />
            </div>
          ) : (
            <PrimerWizard
              projectName={projectName}
              onProjectName={(name) => {
                dispatch({ type: 'project-name', name });
                schedule();
              }}
              answers={answers}
              aiApplied={aiApplied}
              step={step}
              onStepChange={(next) => dispatch({ type: 'step', step: next })}
              onAnswer={onAnswer}
              onGenerate={onGenerate}
              generating={generate.isPending}
              generateError={generateError}
            />
          )}
        </div>
      )}

      <SaveTestCaseDialog
        open={dialog === 'save-test-case'}
        answers={answers}
        onClose={() => dispatch({ type: 'dialog', dialog: null })}
      />
      <ClearFormDialog
        open={dialog === 'clear'}
        onClose={() => dispatch({ type: 'dialog', dialog: null })}
        onConfirm={clearForm}
      />
    </>
  );
}
