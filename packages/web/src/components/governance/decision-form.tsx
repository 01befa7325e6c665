import { type FormEvent, useState } from 'react';
import { Button } from '../ui/button';
import { Card, CardHeader } from '../ui/card';
import { SelectField, type SelectOption } from '../ui/select-field';
import { TextAreaField } from '../ui/textarea-field';

/** A decision is a flat record of strings: one chosen from a list, the others written. */
export type Decision<T> = { [K in keyof T]: string };

/** One written part of the decision; every written part is required and sent trimmed. */
export interface DecisionText<T> {
  name: keyof T & string;
  label: string;
  placeholder: string;
  /** 3 unless given. */
  rows?: number;
  /** 5000 (the governance APIs' limit for a written part) unless given. */
  maxLength?: number;
}

/** What makes a screen's decision form its own: texts, examples, fields and the empty decision. */
export interface DecisionFormSpec<T extends Decision<T>> {
  /** Id of the card's heading, which names the card. */
  titleId: string;
  title: string;
  description: string;
  examplesLegend: string;
  examples: readonly (T & { label: string })[];
  /** The part picked from a list (agent type, category). */
  choice: { name: keyof T & string; label: string; options: readonly SelectOption[] };
  texts: readonly DecisionText<T>[];
  /** Shown (role="alert") when a written part is blank; nothing is sent then. */
  missingMessage: string;
  submitLabel: string;
  pendingLabel: string;
  /** What the form starts with. */
  initial: T;
}

/**
 * The decision form of the governance screens (Constitutional AI Demo, Architectural Validator): examples that
 * fill it, a list choice and written parts, the blank check, and the submit button that shows it is busy.
 */
export function DecisionForm<T extends Decision<T>>({
  spec,
  pending,
  onSubmit,
}: {
  spec: DecisionFormSpec<T>;
  pending: boolean;
  /** Called with the written parts trimmed, only when none is blank. */
  onSubmit: (decision: T) => void;
}) {
  const { titleId, title, description, examplesLegend, examples, choice, texts, missingMessage } = spec;
  const { submitLabel, pendingLabel, initial } = spec;
  const [value, setValue] = useState<T>(initial);
  const [error, setError] = useState<string | null>(null);
  // Any edit answers the complaint, so it goes until the next submit.
  const change = (next: T) => {
    setValue(next);
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (texts.some(({ name }) => !value[name].trim())) {
      setError(missingMessage);
      return;
    }
    setError(null);
    const trimmed = { ...value };
    for (const { name } of texts) trimmed[name] = value[name].trim() as T[typeof name];
    onSubmit(trimmed);
  };

  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader id={titleId} title={title} description={description} />
      <fieldset className="example-buttons">
        <legend className="field-label">{examplesLegend}</legend>
        {examples.map(({ label, ...example }) => (
          <Button key={label} variant="secondary" size="sm" onClick={() => change(example as unknown as T)}>
            {label}
          </Button>
        ))}
      </fieldset>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label={choice.label}
          name={choice.name}
          value={value[choice.name]}
          options={choice.options}
          onChange={(event) => change({ ...value, [choice.name]: event.target.value })}
        />
        {texts.map((text) => (
          <TextAreaField
            key={text.name}
            label={text.label}
            name={text.name}
            value={value[text.name]}
            rows={text.rows ?? 3}
            maxLength={text.maxLength ?? 5000}
            placeholder={text.placeholder}
            onChange={(event) => change({ ...value, [text.name]: event.target.value })}
          />
        ))}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Card>
  );
}
