import { Card, CardHeader } from '../../../components/ui/card';

/** How to hand the key to an agent: spec 002 §2.13's header format and the validate call it unlocks. */
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
        <li>
          Before a risky change, the agent asks Charter:
          <pre className="code-block">
            <code>{`curl -X POST ${origin}/api/external/validate \\
  -H "Authorization: Bearer $CHARTER_API_KEY" \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"decision_type":"dependency_addition","description":"Add lodash","metadata":{"current_dependencies":20,"new_dependencies":1}}'`}</code>
          </pre>
        </li>
      </ol>
    </Card>
  );
}
