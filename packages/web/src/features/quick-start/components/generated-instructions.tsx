import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  buildAgentPrompt,
  buildEnvLines,
  buildIntegrationScript,
  INTEGRATION_SCRIPT_FILENAME,
} from '../utils/integration-script';
import { CopyBlock } from './copy-block';
import type { QuickStartProject } from './quick-start-form';

/** The three generated things, each copyable; the script also downloads. */
export function GeneratedInstructions({
  project,
  origin,
  onStartOver,
}: {
  project: QuickStartProject;
  origin: string;
  onStartOver: () => void;
}) {
  const input = { ...project, origin };
  const script = buildIntegrationScript(input);
  const envLines = buildEnvLines(origin);
  const prompt = buildAgentPrompt(input);
  const downloadUrl = useObjectUrl(script);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user was in is gone: move focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="stack">
      <section className="card success-card" aria-labelledby="generated-title">
        <h2 id="generated-title" className="card-title" ref={headingRef} tabIndex={-1}>
          Instructions for {project.projectName}
        </h2>
        <ol className="steps-list">
          <li>
            Get a key on <Link to="/charter-api-keys">Charter API Keys</Link> and set the environment lines
            where your agent runs.
          </li>
          <li>
            Save <code>{INTEGRATION_SCRIPT_FILENAME}</code> in your project (Node 18 or newer, no
            dependencies).
          </li>
          <li>Paste the agent prompt into your agent’s instructions or rules file.</li>
        </ol>
        <div className="button-row">
          <a className="btn btn-secondary btn-md" href="/api/openapi.json" target="_blank" rel="noreferrer">
            API reference (OpenAPI)
          </a>
          <Button variant="ghost" onClick={onStartOver}>
            Start Over
          </Button>
        </div>
      </section>
      <CopyBlock
        id="integration-script"
        title="Integration script"
        description={
          <>
            Try it:{' '}
            <code>
              node {INTEGRATION_SCRIPT_FILENAME} "Add 75 packages" '{'{"new_dependencies":75}'}'
            </code>{' '}
            exits 1 when Charter blocks the decision.
          </>
        }
        text={script}
        actions={
          downloadUrl ? (
            <a className="btn btn-primary btn-sm" href={downloadUrl} download={INTEGRATION_SCRIPT_FILENAME}>
              Download {INTEGRATION_SCRIPT_FILENAME}
            </a>
          ) : null
        }
      />
      <CopyBlock
        id="environment"
        title="Environment variables"
        description="Put these where the agent runs (a .env file or the host’s secrets); never commit the key."
        text={envLines}
      />
      <CopyBlock
        id="agent-prompt"
        title="Agent prompt"
        description="Tells your AI agent to ask Charter before risky changes and what to do when it is blocked."
        text={prompt}
        wrap
      />
    </div>
  );
}

/** A blob: URL for the script, revoked when the text changes or the view goes away. */
function useObjectUrl(text: string): string | null {
  const blob = useMemo(() => new Blob([text], { type: 'text/javascript' }), [text]);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
