import { Card, CardHeader } from '../../../components/ui/card';

/**
 * The two calls a newcomer runs first (the only example answered `warning`): one the default
 * constitution approves cleanly, one it blocks. An e2e test sends both to the real server with a real key.
 */
export const VALIDATE_EXAMPLES = [
  {
    expected: 'approved',
    body: {
      decision_type: 'api_call',
      description: 'Call the payments API with a 5 second timeout',
      metadata: { timeout_ms: 5000 },
    },
  },
  {
    expected: 'blocked',
    body: {
      decision_type: 'api_call',
      description: 'Call the reporting API with a 30 second timeout',
      metadata: { timeout_ms: 30000 },
    },
  },
] as const;

function toCurl(origin: string, body: object): string {
  return `curl -X POST ${origin}/api/external/validate \\
  -H "Authorization: Bearer $CHARTER_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '${JSON.stringify(body)}'`;
}

/** How to hand the key to an agent: the header format and the validate call it unlocks. */
export function SharingInstructions({ origin }: { origin: string }) {
  return (
    <Card as="section" aria-labelledby="sharing-title">
      <CardHeader
        id="sharing-title"
        title="Share the key with your agent"
        description="Agents send the key in a header on every call to Charter."
      />
      <ol className="steps-list">
        <li>Generate a key above and copy it while it is shown.</li>
        <li>
          Store it where the agent runs as <code>CHARTER_API_KEY</code>, never in the repository.
        </li>
        <li>
          Have the agent send it as a header:
          <pre className="code-block">
            <code>Authorization: Bearer &lt;key&gt;</code>
          </pre>
        </li>
        {VALIDATE_EXAMPLES.map((example, index) => (
          <li key={example.expected}>
            {index === 0
              ? 'Before a risky change, the agent asks Charter. A call within the limits comes back '
              : 'One past a limit (the default allows 10 s) comes back '}
            <code>{example.expected}</code>:
            <pre className="code-block" data-expected={example.expected}>
              <code>{toCurl(origin, example.body)}</code>
            </pre>
          </li>
        ))}
      </ol>
    </Card>
  );
}
