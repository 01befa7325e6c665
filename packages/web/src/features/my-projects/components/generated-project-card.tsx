import type { Project } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { downloadTextFile } from '../../../lib/download';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import { toPrimerFileName } from '../utils/recover-projects';

interface GeneratedProjectCardProps {
  project: Project;
  /** Set for a recovered Live Project: the messages its conversation had. */
  messageCount?: number;
  now: Date;
}

/** Open Full Conversation, copy the primer, Download Primer Only. */
export function GeneratedProjectCard({ project, messageCount, now }: GeneratedProjectCardProps) {
  const toast = useToast();
  const primer = project.primerContent;
  const hasPrimer = primer.trim() !== '';

  const copy = async () => {
    if (await copyText(primer)) {
      toast({
        tone: 'success',
        title: 'Copied',
        description: `The primer of ${project.name} is on the clipboard.`,
      });
    } else {
      toast({ tone: 'error', title: 'Copy failed', description: 'The browser did not allow copying.' });
    }
  };

  return (
    <article className="card project-card" aria-label={project.name}>
      <div className="project-card-top">
        <h3 className="project-name">{project.name}</h3>
        {messageCount !== undefined ? (
          <Badge color="tertiary">Live</Badge>
        ) : hasPrimer ? (
          <Badge color="tertiary">Primer ready</Badge>
        ) : (
          <Badge color="secondary">No primer yet</Badge>
        )}
      </div>
      <p className="project-description">{project.description || 'No description yet.'}</p>
      <dl className="detail-list">
        {messageCount !== undefined ? (
          <div>
            <dt>Messages</dt>
            <dd>{messageCount}</dd>
          </div>
        ) : null}
        <div>
          <dt>Last activity</dt>
          <dd>
            <time dateTime={project.updatedAt} title={toFullDate(project.updatedAt)}>
              {toRelativeTime(project.updatedAt, now)}
            </time>
          </dd>
        </div>
      </dl>
      <div className="button-row">
        <ButtonLink to={`/chat-primer?recover=${encodeURIComponent(project.id)}`} size="sm">
          Open Full Conversation<span className="visually-hidden"> of {project.name}</span>
        </ButtonLink>
        <Button variant="secondary" size="sm" disabled={!hasPrimer} onClick={() => void copy()}>
          Copy primer<span className="visually-hidden"> of {project.name}</span>
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!hasPrimer}
          onClick={() => downloadTextFile(primer, toPrimerFileName(project.name), 'text/markdown')}
        >
          Download Primer Only<span className="visually-hidden"> of {project.name}</span>
        </Button>
      </div>
    </article>
  );
}
