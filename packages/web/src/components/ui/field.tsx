import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  hint?: ReactNode;
}

/** A labelled input; the hint is tied to it with aria-describedby. */
export function TextField({ label, hint, className, ...props }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="input" aria-describedby={hint ? hintId : undefined} {...props} />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a show/hide toggle. The toggle is a real button with aria-pressed and a name that
 * says what it does, so it is usable by keyboard and screen reader.
 */
export function PasswordField({ label, hint, className, ...props }: PasswordFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="input-with-action">
        <input
          id={id}
          className="input"
          type={visible ? 'text' : 'password'}
          aria-describedby={hint ? hintId : undefined}
          {...props}
        />
        <button
          type="button"
          className="input-action"
          aria-pressed={visible}
          aria-label={`${visible ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
