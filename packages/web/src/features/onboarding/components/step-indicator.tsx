import { ProgressBar } from '../../../components/ui/progress-bar';

export function StepIndicator({
  step,
  total,
  titles,
}: {
  step: number;
  total: number;
  titles: readonly string[];
}) {
  return (
    <div className="step-indicator">
      <div className="step-indicator-row">
        <ol className="step-dots" aria-label="Onboarding steps">
          {titles.map((title, index) => {
            const number = index + 1;
            const state = number < step ? 'done' : number === step ? 'current' : 'todo';
            return (
              <li
                key={title}
                className={`step-dot step-dot-${state}`}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className="visually-hidden">
                  {title}
                  {state === 'done' ? ' (done)' : ''}
                </span>
              </li>
            );
          })}
        </ol>
        <p className="step-count">
          Step {step} of {total}
        </p>
      </div>
      <ProgressBar label="Onboarding progress" value={(step / total) * 100} hideLabel />
    </div>
  );
}
