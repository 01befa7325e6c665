import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';

/** What every labelled control takes besides its element's attributes. */
export interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  /** A validation message: shown in the hint's place while it stands (a `<Field>` of a `<Form>` sets it). */
  error?: string;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldFrameProps {}

/**
 * The label and the hint (or the error) around one control. `children` gets the control's id and the
 * description's id (undefined without one), so the label names the control and the hint describes it.
 */
export function FieldFrame({
  label,
  hint,
  error,
  className,
  children,
}: FieldFrameProps & {
  className?: string;
  children: (ids: { id: string; hintId: string | undefined }) => ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const description = error || hint;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, hintId: description ? hintId : undefined })}
      {description ? (
        <p id={hintId} className="field-hint">
          {description}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input; the hint is tied to it with aria-describedby. */
export function TextField({ label, hint, error, className, ...props }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, hintId }) => <input id={id} className="input" aria-describedby={hintId} {...props} />}
    </FieldFrame>
  );
}

type EmailFieldProps = Omit<TextFieldProps, 'type' | 'label'> & { label?: string };

/**
 * A required email input, named `email` and labelled "Email" and autocompleted as one unless told otherwise
 * (an admin sign-in asks for `autoComplete="username"`).
 */
export function EmailField({ label = 'Email', autoComplete = 'email', ...props }: EmailFieldProps) {
  return (
    <TextField label={label} type="email" name="email" autoComplete={autoComplete} required {...props} />
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a show/hide toggle. The toggle is a real button with aria-pressed and a name that
 * says what it does, so it is usable by keyboard and screen reader.
 */
export function PasswordField({ label, hint, error, className, ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} hint={hint} error={error} className={className}>
      {({ id, hintId }) => (
        <div className="input-with-action">
          <input
            id={id}
            className="input"
            type={visible ? 'text' : 'password'}
            aria-describedby={hintId}
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
      )}
    </FieldFrame>
  );
}
