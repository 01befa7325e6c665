import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import type { GeneratedCharterKey } from '../api/generate-charter-key';
import { CharterKeyList } from '../components/charter-key-list';
import { GenerateKeyForm } from '../components/generate-key-form';
import { GeneratedKeyCard } from '../components/generated-key-card';
import { SharingInstructions } from '../components/sharing-instructions';
import { WidgetKeys } from '../components/widget-keys';

/** Keys a user hands to a builder agent so it can ask Charter before risky changes. */
export function CharterApiKeysRoute() {
  const [generated, setGenerated] = useState<GeneratedCharterKey | null>(null);
  return (
    <>
      <title>Charter API Keys · Charter</title>
      <PageHeader
        title="Charter API Keys"
        subtitle="Keys let your AI agents validate decisions against your constitution and file exception requests."
      />
      <div className="stack">
        <GenerateKeyForm onGenerated={setGenerated} />
        {generated ? <GeneratedKeyCard key={generated.keyId} apiKey={generated} /> : null}
        <SharingInstructions origin={window.location.origin} />
        <CharterKeyList />
        <WidgetKeys origin={window.location.origin} />
      </div>
    </>
  );
}
