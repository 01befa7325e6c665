import { type ReactNode, useId } from 'react';
import { type DefaultValues, type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { Form } from '../../../components/ui/form';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import type { SemiReplyData } from '../api/semi-exchanges';
import { DisabledReason } from './disabled-reason';
import { SemiReply } from './semi-reply';

interface SemiExchangeCardProps<TValues extends FieldValues> {
  titleId: string;
  title: string;
  description: string;
  connected: boolean;
  defaultValues: DefaultValues<TValues>;
  /** The field that must not be blank: Submit stays disabled until it has text. */
  required: string;
  submitLabel: string;
  pendingLabel: string;
  /** The request's mutation: its state is the card's. */
  exchange: { isPending: boolean; isError: boolean; error: unknown; data?: SemiReplyData | undefined };
  /** Said when the request fails without a sentence of the server's. */
  failure: string;
  replyLabel: string;
  onSubmit: (values: TValues, methods: UseFormReturn<TValues>) => void;
  /** The request's fields (`<Field … disabled={!connected}>`). */
  children: ReactNode;
}

/**
 * One request to Semi (a message, a question, a validation): its fields, a Submit that says why it is
 * disabled until Charter is connected, the failure, and Semi's reply.
 */
export function SemiExchangeCard<TValues extends FieldValues>({
  titleId,
  title,
  description,
  connected,
  defaultValues,
  required,
  submitLabel,
  pendingLabel,
  exchange,
  failure,
  replyLabel,
  onSubmit,
  children,
}: SemiExchangeCardProps<TValues>) {
  const reasonId = useId();
  return (
    <Card as="section" aria-labelledby={titleId}>
      <CardHeader id={titleId} title={title} description={description} />
      <DisabledReason id={reasonId} connected={connected} />
      <Form<TValues>
        className="form"
        noValidate
        defaultValues={defaultValues}
        onSubmit={(values, methods) => {
          if (String(values[required] ?? '').trim()) onSubmit(values, methods);
        }}
      >
        {() => (
          <>
            {children}
            <SubmitWhenFilled
              name={required}
              connected={connected}
              reasonId={reasonId}
              pending={exchange.isPending}
              pendingLabel={pendingLabel}
            >
              {submitLabel}
            </SubmitWhenFilled>
          </>
        )}
      </Form>
      {exchange.isError ? <Alert>{toUserMessage(exchange.error, failure)}</Alert> : null}
      {exchange.data ? <SemiReply reply={exchange.data} label={replyLabel} /> : null}
    </Card>
  );
}

function SubmitWhenFilled({
  name,
  connected,
  reasonId,
  pending,
  pendingLabel,
  children,
}: {
  name: string;
  connected: boolean;
  reasonId: string;
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  const value: unknown = useWatch({ name });
  return (
    <SubmitButton
      pending={pending}
      pendingLabel={pendingLabel}
      disabled={!connected || !String(value ?? '').trim()}
      aria-describedby={connected ? undefined : reasonId}
    >
      {children}
    </SubmitButton>
  );
}
