import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useKeys } from '../../../lib/queries/api-keys';
import { useDecisions } from '../../../lib/queries/decisions';
import { usePendingRebellions } from '../../../lib/queries/rebellions';
import type { ProjectSummary } from '../utils/summarize-projects';
import { type ModuleState, toModules, toNextStep } from '../utils/to-modules';

/** The module states from the stored answers, or null while any of them loads or failed. */
function useModules(summary: ProjectSummary): {
  modules: ModuleState[] | null;
  failed: boolean;
  retry(): void;
} {
  const keys = useKeys();
  const decisions = useDecisions();
  const rebellions = usePendingRebellions();
  const queries = [keys, decisions, rebellions];
  const failed = queries.some((q) => q.isError);
  const retry = () => {
    for (const q of queries) if (q.isError) void q.refetch();
  };
  if (!keys.data || !decisions.data || !rebellions.data) return { modules: null, failed, retry };
  const active = keys.data.filter((key) => key.isActive);
  return {
    modules: toModules({
      summary,
      activeKeys: active.length,
      usedKeys: active.filter((key) => key.usageCount > 0).length,
      decisions: decisions.data.length,
      pendingRebellions: rebellions.data.length,
    }),
    failed,
    retry,
  };
}

function LoadState({ failed, retry }: { failed: boolean; retry(): void }) {
  return failed ? (
    <p className="muted">
      Some of your data could not be loaded.{' '}
      <button type="button" className="btn btn-ghost btn-sm" onClick={retry}>
        Retry
      </button>
    </p>
  ) : (
    <p className="muted" role="status">
      Loading…
    </p>
  );
}

export function ModuleProgressPanel({ summary }: { summary: ProjectSummary }) {
  const { modules, failed, retry } = useModules(summary);
  return (
    <Card as="section" aria-labelledby="modules-heading">
      <CardHeader
        id="modules-heading"
        title="Module Progress"
        description="How far your projects have come through Charter, from your stored data."
      />
      {modules ? (
        <ul className="module-list" aria-label="Modules">
          {modules.map((module) => (
            <li key={module.key}>
              <ProgressBar label={module.name} value={module.progress} color="primary" />
              <p className="muted">{module.detail}</p>
            </li>
          ))}
        </ul>
      ) : (
        <LoadState failed={failed} retry={retry} />
      )}
    </Card>
  );
}

export function NextStepPanel({ summary }: { summary: ProjectSummary }) {
  const { modules, failed, retry } = useModules(summary);
  const next = modules ? toNextStep(modules) : null;
  return (
    <Card as="section" aria-labelledby="next-step-heading">
      <CardHeader id="next-step-heading" title="Next Step" />
      {!modules ? (
        <LoadState failed={failed} retry={retry} />
      ) : next ? (
        <>
          <p>
            <strong>{next.title}.</strong> {next.text}
          </p>
          <ButtonLink to={next.to}>{next.action}</ButtonLink>
        </>
      ) : (
        <p>Every module is in place: your agents work within the constitution and nothing waits for you.</p>
      )}
    </Card>
  );
}
