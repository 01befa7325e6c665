import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled multi-line input; the hint is tied to it with aria-describedby. */
export function TextAreaField({ label, hint, className, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} className={className}>
      {({ id, hintId }) => (
        <textarea id={id} className="input textarea" rows={rows} aria-describedby={hintId} {...props} />
      )}
    </FieldFrame>
  );
}
