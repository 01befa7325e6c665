import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import type { CreatedKey } from '../api/create-key';
import { CreateKeyForm } from '../components/create-key-form';
import { CreatedKeySecret } from '../components/created-key-secret';
import { KeyList } from '../components/key-list';

/** API Key Management, on the signed-in user's keys. */
export function ApiKeysRoute() {
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<CreatedKey | null>(null);

  return (
    <>
      <title>API Key Management · Charter</title>
      <PageHeader
        title="API Key Management"
        subtitle="Keys that let agents and services call Charter. Deactivate a key and it stops working at once."
      />
      <div className="stack">
        <Card as="section" aria-labelledby="create-key-title">
          <CardHeader
            id="create-key-title"
            title="Create a key"
            action={
              <Button
                variant={formOpen ? 'secondary' : 'primary'}
                aria-expanded={formOpen}
                aria-controls="create-key-panel"
                onClick={() => setFormOpen((open) => !open)}
              >
                {formOpen ? 'Close form' : 'Create API Key'}
              </Button>
            }
          />
          <div id="create-key-panel" hidden={!formOpen}>
            {formOpen ? (
              <CreateKeyForm
                onCancel={() => setFormOpen(false)}
                onCreated={(key) => {
                  setCreated(key);
                  setFormOpen(false);
                }}
              />
            ) : null}
          </div>
        </Card>
        {created ? <CreatedKeySecret created={created} onDone={() => setCreated(null)} /> : null}
        <KeyList />
      </div>
    </>
  );
}
