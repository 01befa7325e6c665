import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DEMO_STEPS } from './demo-steps';

export function DemoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const step = DEMO_STEPS[index]!;
  const last = index === DEMO_STEPS.length - 1;
  const close = () => {
    onClose();
    setIndex(0);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="How Charter governs an AI agent"
      description={
        <p>
          <Badge color="neutral">Example</Badge> A walk-through with illustrative data, not your project.
        </p>
      }
      footer={
        <>
          <p className="step-count" aria-live="polite">
            Step {index + 1} of {DEMO_STEPS.length}
          </p>
          <div className="dialog-actions">
            <Button variant="secondary" disabled={index === 0} onClick={() => setIndex((i) => i - 1)}>
              Previous
            </Button>
            {last ? (
              <Button onClick={close}>Done</Button>
            ) : (
              <Button onClick={() => setIndex((i) => i + 1)}>Next</Button>
            )}
          </div>
        </>
      }
    >
      <ol className="demo-progress" aria-hidden="true">
        {DEMO_STEPS.map((s, i) => (
          <li key={s.title} className={i <= index ? `fill-${s.tone}` : undefined} />
        ))}
      </ol>
      <h3 className={`demo-step-title text-${step.tone}`}>
        {index + 1}. {step.title}
      </h3>
      <p>{step.text}</p>
      <figure className="demo-figure">
        <pre className="code-block">
          <code>{step.snippet}</code>
        </pre>
        <figcaption className="visually-hidden">Example output for step {index + 1}</figcaption>
      </figure>
    </Dialog>
  );
}
