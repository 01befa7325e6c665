import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  hint?: ReactNode;
}

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({ label, options, hint, className, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} className={className}>
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
