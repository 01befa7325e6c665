import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field';

interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    FieldFrameProps {}

/** A labelled multi-line input; the hint is tied to it with aria-describedby. */
export function TextAreaField({ label, hint, error, className, rows = 4, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, hintId }) => (
        <textarea id={id} className="input textarea" rows={rows} aria-describedby={hintId} {...props} />
      )}
    </FieldFrame>
  );
}
