import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import {
  type AriaAttributes,
  type ComponentType,
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  useContext,
} from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  FormProvider,
  get,
  type RegisterOptions,
  type UseFormReturn,
  useController,
  useForm,
  useFormContext,
} from 'react-hook-form';
import { Alert } from './alert';
import { type ChoiceOption, RadioGroup } from './choice-group';
import { TextField } from './field';

/**
 * A schema the form validates with: any Standard Schema, so core's zod schemas as they are. The Standard
 * Schema resolver (not the zod one) keeps zod-specific code out of the form, so a form without a schema
 * costs no zod either.
 */
export type FormSchema<TInput extends FieldValues, TOutput> = Parameters<
  typeof standardSchemaResolver<TInput, unknown, TOutput>
>[0];

/** Where a field's validation message shows: under the field, or once in the form's `<FormAlert>`. */
type ErrorPlacement = 'field' | 'alert';
const ErrorPlacementContext = createContext<ErrorPlacement>('field');

interface FormProps<TInput extends FieldValues, TOutput>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid' | 'children'> {
  /** Checked on submit; `onSubmit` gets its output (trimmed, defaulted) and runs only when it passes. */
  schema?: FormSchema<TInput, TOutput>;
  defaultValues: DefaultValues<TInput>;
  onSubmit: (values: TOutput, methods: UseFormReturn<TInput, unknown, TOutput>) => void;
  /** After a submit the schema refused (e.g. to toast the first problem). */
  onInvalid?: (errors: FieldErrors<TInput>) => void;
  /** `alert`: the fields only mark themselves invalid; `<FormAlert>` says the first problem. */
  errors?: ErrorPlacement;
  children: (methods: UseFormReturn<TInput, unknown, TOutput>) => ReactNode;
}

/**
 * The console's one form: react-hook-form state, the schema's check on submit (again on the next submit,
 * not on each keystroke), and `<Field>`s that wire their label, hint and error to the control.
 * @example <Form schema={ConnectProjectInput} defaultValues={{ name: '', url: '' }} onSubmit={connect.mutate}>
 *   {() => <Field name="name" label="Project name" />}</Form>
 */
export function Form<TInput extends FieldValues, TOutput = TInput>({
  schema,
  defaultValues,
  onSubmit,
  onInvalid,
  errors = 'field',
  children,
  ...props
}: FormProps<TInput, TOutput>) {
  const methods = useForm<TInput, unknown, TOutput>({
    defaultValues,
    resolver: schema ? standardSchemaResolver(schema) : undefined,
    reValidateMode: 'onSubmit',
  });
  return (
    <FormProvider {...methods}>
      <ErrorPlacementContext.Provider value={errors}>
        <form
          {...props}
          onSubmit={methods.handleSubmit(
            (values) => onSubmit(values, methods),
            (problems) => onInvalid?.(problems),
          )}
        >
          {children(methods)}
        </form>
      </ErrorPlacementContext.Provider>
    </FormProvider>
  );
}

/** The first message of a form's errors, in the schema's order, or null. */
export function toFirstError(errors: FieldErrors): string | null {
  for (const value of Object.values(errors)) {
    if (!value) continue;
    if (typeof value.message === 'string' && value.message) return value.message;
    const nested = toFirstError(value as FieldErrors);
    if (nested) return nested;
  }
  return null;
}

/** The props a field's control takes from its `<Field>`: the registration and the error to show. */
export interface FieldControlProps {
  name?: string;
  error?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

type FieldProps<P extends FieldControlProps> = {
  name: string;
  as?: ComponentType<P>;
  /** Checks of this field alone, for a form without a schema (e.g. nothing is sent to a server). */
  rules?: RegisterOptions;
} & Omit<P, keyof FieldControlProps | 'ref' | 'onChange' | 'onBlur'>;

/**
 * One control of the enclosing `<Form>`, registered under `name`: a `TextField` unless `as` says otherwise
 * (`PasswordField`, `TextAreaField`, `SelectField`). Its error replaces its hint and marks it invalid
 * (`aria-invalid`, described by the message); in an `errors="alert"` form it only marks it invalid.
 */
export function Field<P extends FieldControlProps = Parameters<typeof TextField>[0]>({
  name,
  as,
  rules,
  ...props
}: FieldProps<P>) {
  const { register, formState } = useFormContext();
  const placement = useContext(ErrorPlacementContext);
  const message = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const Control = (as ?? TextField) as ComponentType<FieldControlProps>;
  return (
    <Control
      {...props}
      {...register(name, rules)}
      error={placement === 'field' ? message : undefined}
      aria-invalid={message ? true : undefined}
    />
  );
}

/**
 * The form's one message: its first validation problem, else the error set with `setError('root', …)` (the
 * server's answer), as an alert; else `success` (e.g. "Profile saved."), as a status.
 */
export function FormAlert({ success = null }: { success?: string | null }) {
  const { formState } = useFormContext();
  const { root, ...fields } = formState.errors;
  const message = toFirstError(fields) ?? root?.message ?? null;
  if (message) return <Alert>{message}</Alert>;
  return success ? <Alert tone="info">{success}</Alert> : null;
}

/** A radio group of the enclosing `<Form>`, holding one of `options`' values under `name`. */
export function RadioField<T extends string>({
  name,
  ...props
}: {
  name: string;
  legend: string;
  options: readonly ChoiceOption<T>[];
  optionsClassName?: string;
}) {
  const { field } = useController({ name });
  return <RadioGroup<T> {...props} name={name} value={field.value as T} onChange={field.onChange} />;
}
