import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CodeBlock } from '../../../components/ui/code-block';
import { TextField } from '../../../components/ui/field';
import { KeyItem, KeyListCard } from '../../../components/ui/key-list';
import { SecretOnceCard } from '../../../components/ui/secret-once-card';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toUserMessage } from '../../../lib/errors';
import {
  type CreatedWidgetKey,
  useCreateWidgetKey,
  useRevokeWidgetKey,
  useWidgetKeys,
} from '../api/widget-keys';

/** The two lines another site pastes: the script and the tag, with this server and the new key. */
export function toEmbedSnippet(origin: string, secret: string): string {
  return `<script src="${origin}/widget/charter-chat.global.js"></script>\n<charter-chat server="${origin}" key="${secret}"></charter-chat>`;
}

/** Publishable widget keys: made for a list of origins, shown once with the embed snippet, revoked at once. */
export function WidgetKeys({ origin }: { origin: string }) {
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [created, setCreated] = useState<CreatedWidgetKey | null>(null);
  const create = useCreateWidgetKey();
  const revoke = useRevokeWidgetKey();

  return (
    <>
      <Card as="section" aria-labelledby="widget-key-form-title">
        <CardHeader
          id="widget-key-form-title"
          title="Widget keys"
          description="A publishable key (charter_pk_…) lets <charter-chat> on the sites you list ask your constitution. It reaches only the assistant and never decides exceptions."
        />
        <form
          className="stack"
          onSubmit={(event) => {
            event.preventDefault();
            const allowed = origins
              .split(/[\s,]+/)
              .map((o) => o.trim())
              .filter(Boolean);
            create.mutate({ name: name.trim(), allowed_origins: allowed }, { onSuccess: setCreated });
          }}
        >
          <TextField label="Widget key name" value={name} onChange={(e) => setName(e.target.value)} />
          <TextAreaField
            label="Allowed origins"
            hint="One per line, e.g. https://docs.example.com"
            rows={2}
            value={origins}
            onChange={(e) => setOrigins(e.target.value)}
          />
          {create.isError ? (
            <Alert>{toUserMessage(create.error, 'The widget key could not be made.')}</Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={create.isPending}>
              Create Widget Key
            </Button>
          </div>
        </form>
      </Card>
      {created ? (
        <SecretOnceCard
          titleId="widget-key-created-title"
          title={`Your new widget key: ${created.key.name}`}
          secret={created.secret}
          testId="generated-widget-key"
          copyFailedHint="Select the key and copy it by hand."
        >
          <CodeBlock label="Embed snippet" code={toEmbedSnippet(origin, created.secret)} />
        </SecretOnceCard>
      ) : null}
      <KeyListCard
        titleId="widget-keys-title"
        title="Your widget keys"
        keys={useWidgetKeys()}
        empty="No widget keys yet."
        listLabel="Widget keys"
      >
        {(key) => (
          <KeyItem apiKey={key}>
            <p className="muted">Origins: {(key.allowedOrigins ?? []).join(', ')}</p>
            {key.isActive ? (
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Revoke widget key ${key.name}`}
                disabled={revoke.isPending}
                onClick={() => revoke.mutate(key.keyId)}
              >
                Revoke
              </Button>
            ) : null}
          </KeyItem>
        )}
      </KeyListCard>
    </>
  );
}
