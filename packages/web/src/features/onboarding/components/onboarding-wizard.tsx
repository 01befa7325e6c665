import type { User } from '@charter/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import type { ContextFile } from '../../../lib/onboarding-context';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import { ImportContextStep, SetupStep, StartStep, WelcomeStep } from './onboarding-steps';
import { StepIndicator } from './step-indicator';

export const ONBOARDING_STEPS = 4;
const STEP_TITLES = [
  'Welcome',
  'Import Your Context',
  'AI-Assisted Project Setup',
  'Start Building',
] as const;

export function OnboardingWizard({ user, onComplete }: { user: User; onComplete: () => void }) {
  const [step, setStep] = useState(1);
  const [files, setFiles] = useState<ContextFile[]>([]);
  const completeMutation = useCompleteOnboarding();
  const toast = useToast();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Moving between steps replaces the content: move focus to the new heading so keyboard and screen reader
  // users start reading at the top of it instead of on a button that may have disappeared.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const complete = () =>
    completeMutation.mutate(undefined, {
      onSuccess: onComplete,
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Could not finish onboarding',
          description: toUserMessage(error, 'Please try again.'),
        }),
    });

  const title = step === 1 ? `Welcome to Charter, ${user.name}!` : STEP_TITLES[step - 1];

  return (
    <div className="card onboarding-card">
      <StepIndicator step={step} total={ONBOARDING_STEPS} titles={STEP_TITLES} />
      <h1 ref={headingRef} tabIndex={-1} className="onboarding-title">
        {title}
      </h1>
      {step === 1 ? <WelcomeStep user={user} /> : null}
      {step === 2 ? <ImportContextStep files={files} onFilesChange={setFiles} /> : null}
      {step === 3 ? <SetupStep /> : null}
      {step === 4 ? <StartStep /> : null}
      <div className="wizard-actions">
        <Button variant="secondary" disabled={step === 1} onClick={() => setStep((s) => s - 1)}>
          Previous
        </Button>
        {step < ONBOARDING_STEPS ? (
          <Button onClick={() => setStep((s) => s + 1)}>Next</Button>
        ) : (
          <Button onClick={complete} disabled={completeMutation.isPending}>
            {completeMutation.isPending ? 'Completing...' : 'Start Building'}
          </Button>
        )}
      </div>
      <p className="wizard-skip">
        <Button variant="link" onClick={complete} disabled={completeMutation.isPending}>
          Skip onboarding
        </Button>
      </p>
    </div>
  );
}
