import type { ReactNode } from 'react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
}

interface ChoiceGroupBase<T extends string> {
  legend: string;
  /** The inputs' `name` (one per group, so a radio group moves by arrow keys). */
  name: string;
  options: readonly ChoiceOption<T>[];
  /** Extra classes on the options' container (e.g. a grid). */
  optionsClassName?: string;
  /** Shown under the options: a hint, an error, a field that depends on the choice. */
  children?: ReactNode;
}

interface ChoiceFrameProps<T extends string> extends ChoiceGroupBase<T> {
  type: 'radio' | 'checkbox';
  isChecked(value: T): boolean;
  toggle(value: T, checked: boolean): void;
}

/**
 * A fieldset of native radio buttons or checkboxes drawn as choice cards (label with an optional hint), with
 * the legend as the group's accessible name: keyboard and screen readers behave as the browser does.
 */
function ChoiceFrame<T extends string>({
  legend,
  name,
  options,
  optionsClassName,
  children,
  type,
  isChecked,
  toggle,
}: ChoiceFrameProps<T>) {
  return (
    <fieldset className="field choice-group">
      <legend className="field-label">{legend}</legend>
      <div className={optionsClassName ? `choice-options ${optionsClassName}` : 'choice-options'}>
        {options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type={type}
              name={name}
              value={option.value}
              checked={isChecked(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span className="choice-text">
              <span className="choice-label">{option.label}</span>
              {option.hint ? <span className="choice-hint">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** One of several choices, as radio cards. */
export function RadioGroup<T extends string>({
  value,
  onChange,
  ...props
}: ChoiceGroupBase<T> & { value: T; onChange(value: NoInfer<T>): void }) {
  return <ChoiceFrame {...props} type="radio" isChecked={(v) => v === value} toggle={(v) => onChange(v)} />;
}

/** Any of several choices, as checkbox cards; `onChange` gets the chosen values in the options' order. */
export function CheckboxGroup<T extends string>({
  value,
  onChange,
  ...props
}: ChoiceGroupBase<T> & { value: readonly T[]; onChange(value: NoInfer<T>[]): void }) {
  return (
    <ChoiceFrame
      {...props}
      type="checkbox"
      isChecked={(v) => value.includes(v)}
      toggle={(changed, checked) =>
        onChange(
          props.options.map((o) => o.value).filter((v) => (v === changed ? checked : value.includes(v))),
        )
      }
    />
  );
}
