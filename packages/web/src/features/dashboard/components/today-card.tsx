import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { WITH_ONBOARDING_CONTEXT } from '../../../lib/onboarding-context';
import { usePendingRebellions } from '../../../lib/queries/rebellions';
import { type ProjectSummary, plural } from '../utils/summarize-projects';

interface TodayRow {
  key: string;
  title: string;
  text: string;
  to: string;
  action: string;
  tone: 'primary' | 'secondary' | 'tertiary' | 'quaternary';
}

/** Agents waiting for an exception come first: they are blocked until the owner decides. */
export function toRebellionRow(pending: number): TodayRow | null {
  if (pending === 0) return null;
  return {
    key: 'rebellions',
    title: `${plural(pending, 'rebellion')} waiting for your decision`,
    text: 'An agent was blocked and asks for an exception. Approve it, with an expiry if you like, or reject it.',
    to: '/my-projects?tab=rebellions',
    action: 'Review rebellions',
    tone: 'primary',
  };
}

/** "What do I need to do today?": next actions derived from the user's projects, never sample rows. */
export function toTodayRows(summary: ProjectSummary, hasContext: boolean, pendingRebellions = 0): TodayRow[] {
  const rebellions = toRebellionRow(pendingRebellions);
  return rebellions
    ? [rebellions, ...toProjectRows(summary, hasContext)]
    : toProjectRows(summary, hasContext);
}

function toProjectRows(summary: ProjectSummary, hasContext: boolean): TodayRow[] {
  if (summary.total === 0) {
    return [
      {
        key: 'first',
        title: 'Create your first project',
        text: hasContext
          ? 'Your imported context is waiting: Charter pre-fills the primer from it.'
          : 'Answer a few questions and Charter writes the primer your agents read.',
        to: hasContext ? WITH_ONBOARDING_CONTEXT : '/primer-generator',
        action: 'Start a project',
        tone: 'primary',
      },
    ];
  }
  const rows: TodayRow[] = [];
  if (summary.nextInProgress) {
    rows.push({
      key: 'continue',
      title: `${plural(summary.inProgress, 'project')} in progress`,
      text: `Finish the primer of “${summary.nextInProgress.name}”, the one you touched last.`,
      to: `/project/${encodeURIComponent(summary.nextInProgress.id)}`,
      action: `Continue ${summary.nextInProgress.name}`,
      tone: 'secondary',
    });
  }
  if (summary.complete > 0) {
    rows.push({
      key: 'ready',
      title: `${plural(summary.complete, 'primer')} ready`,
      text: 'Hand them to your agents, or review the projects they govern.',
      to: '/my-projects',
      action: 'Review projects',
      tone: 'tertiary',
    });
  }
  rows.push({
    key: 'new',
    title: 'Start something new',
    text: 'Every new project gets the 50-dependency and 10-second rules from day one.',
    to: '/primer-generator',
    action: 'New project',
    tone: 'quaternary',
  });
  return rows;
}

export function TodayCard({ summary, hasContext }: { summary: ProjectSummary; hasContext: boolean }) {
  const rebellions = usePendingRebellions();
  const rows = toTodayRows(summary, hasContext, rebellions.data?.length ?? 0);
  return (
    <Card as="section" className="today-card" aria-labelledby="today-heading">
      <CardHeader id="today-heading" title="What do I need to do today?" />
      <ul className="today-list">
        {rows.map((row) => (
          <li key={row.key} className={`today-row accent-${row.tone}`}>
            <div>
              <p className="today-title">{row.title}</p>
              <p className="today-text">{row.text}</p>
            </div>
            <Link to={row.to} className="today-link">
              {row.action} <span aria-hidden="true">→</span>
            </Link>
          </li>
        ))}
        {rebellions.isError ? (
          <li className="today-row accent-primary">
            <div>
              <p className="today-title">Pending rebellions could not be loaded</p>
              <p className="today-text">Agents may be waiting for an exception.</p>
            </div>
            <Button variant="secondary" size="sm" onClick={() => void rebellions.refetch()}>
              Retry rebellions
            </Button>
          </li>
        ) : null}
      </ul>
    </Card>
  );
}
