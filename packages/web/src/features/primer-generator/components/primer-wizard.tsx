import { isStepComplete, PRIMER_STEPS, type PrimerAnswers, type PrimerKey } from '@charter/core';
import { type RefObject, useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PrimerField } from './primer-field';

interface PrimerWizardProps {
  /** Asked first: the primer's title, its "Project:" line and the saved project's name. */
  projectName: string;
  onProjectName: (name: string) => void;
  answers: PrimerAnswers;
  aiApplied: ReadonlySet<PrimerKey>;
  step: number;
  onStepChange: (step: number) => void;
  onAnswer: (key: PrimerKey, value: string) => void;
  onGenerate: () => void;
  generating: boolean;
  /** Why the last generation failed, shown above the buttons; the answers stay as they are. */
  generateError: string | null;
}

/** The five steps of core's PRIMER_STEPS; Next and Generate wait until every field of the step has text. */
export function PrimerWizard({
  projectName,
  onProjectName,
  answers,
  aiApplied,
  step,
  onStepChange,
  onAnswer,
  onGenerate,
  generating,
  generateError,
}: PrimerWizardProps) {
  const current = PRIMER_STEPS[step] ?? PRIMER_STEPS[0];
  const last = step === PRIMER_STEPS.length - 1;
  const nameMissing = step === 0 && projectName.trim() === '';
  const complete = isStepComplete(answers, step) && !nameMissing;
  const headingRef = useStepFocus(step);
  const missing =
    (current?.keys.filter((key) => answers[key].trim() === '').length ?? 0) + (nameMissing ? 1 : 0);

  if (!current) return null;
  return (
    <section className="card primer-wizard" aria-labelledby="primer-step-heading">
      <ol className="primer-steps" aria-label="Primer steps">
        {PRIMER_STEPS.map((item, index) => {
          const state = index < step ? 'done' : index === step ? 'current' : 'todo';
          return (
            <li
              key={item.title}
              className={`primer-step primer-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="primer-step-number" aria-hidden="true">
                {index + 1}
              </span>
              <span className="primer-step-title">{item.title}</span>
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </li>
          );
        })}
      </ol>
      <p className="primer-step-count">
        Step {step + 1} of {PRIMER_STEPS.length}
      </p>
      <h2 id="primer-step-heading" ref={headingRef} tabIndex={-1} className="card-title">
        {current.title}
      </h2>
      <p className="card-description">{current.description}</p>
      <div className="primer-fields">
        {step === 0 ? (
          <TextField
            label="Project name"
            hint="The primer's title and the name your agents see, e.g. PlantPal."
            value={projectName}
            maxLength={200}
            required
            onChange={(event) => onProjectName(event.target.value)}
          />
        ) : null}
        {current.keys.map((key) => (
          <PrimerField
            key={key}
            fieldKey={key}
            value={answers[key]}
            aiApplied={aiApplied.has(key)}
            onChange={onAnswer}
          />
        ))}
      </div>
      {generateError ? <Alert>{generateError}</Alert> : null}
      <div className="wizard-actions">
        <Button variant="secondary" disabled={step === 0} onClick={() => onStepChange(step - 1)}>
          Previous
        </Button>
        {last ? (
          <Button onClick={onGenerate} disabled={!complete || generating} aria-describedby="primer-step-gate">
            {generating ? 'Generating Primer...' : 'Generate Primer'}
          </Button>
        ) : (
          <Button
            onClick={() => onStepChange(step + 1)}
            disabled={!complete}
            aria-describedby="primer-step-gate"
          >
            Next
          </Button>
        )}
      </div>
      <p id="primer-step-gate" className="field-hint primer-gate" aria-live="polite">
        {complete
          ? ''
          : `Answer ${missing === 1 ? 'the last field' : `all ${missing} fields`} of this step to ${last ? 'generate the primer' : 'continue'}.`}
      </p>
    </section>
  );
}

/** Moving between steps replaces the fields: focus goes to the new step's heading, not the first render. */
function useStepFocus(step: number): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current !== step) ref.current?.focus();
    previous.current = step;
  }, [step]);
  return ref;
}
