import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'>,
    FieldFrameProps {
  options: readonly SelectOption[];
}

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({ label, options, hint, error, className, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, hintId }) => (
        <select id={id} className="input select" aria-describedby={hintId} {...props}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
