import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { BestPractice } from '../utils/summarize-collection';
import { CATEGORY_LABELS, Frequency, Marks, SeverityMark } from './severity';

export const CARD_TAG_LIMIT = 3;

interface PracticeCardProps {
  practice: BestPractice;
  selected: boolean;
  onSelect: () => void;
  onGenerateRule: () => void;
  generating: boolean;
}

/**
 * One practice. The title is the button that opens the side panel (keyboard and screen reader); a click
 * anywhere else on the card does the same for the mouse, except on its own links and buttons.
 */
export function PracticeCard({
  practice,
  selected,
  onSelect,
  onGenerateRule,
  generating,
}: PracticeCardProps) {
  const shownTags = practice.tags.slice(0, CARD_TAG_LIMIT);
  const moreTags = practice.tags.length - shownTags.length;
  const hasRule = Boolean(practice.constitutionalRule);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the title button is the keyboard way to select.
    <article
      className={['card', 'practice-card', selected ? 'practice-card-selected' : ''].join(' ')}
      aria-labelledby={`practice-${practice.id}-title`}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a, button')) return;
        onSelect();
      }}
    >
      <div className="practice-card-top">
        <h3 className="practice-title" id={`practice-${practice.id}-title`}>
          <button type="button" className="practice-select" aria-pressed={selected} onClick={onSelect}>
            {practice.title}
          </button>
        </h3>
        <SeverityMark severity={practice.severity} />
      </div>
      {practice.frequency ? (
        <p className="practice-meta">
          <Frequency frequency={practice.frequency} />
        </p>
      ) : null}
      <p className="practice-description">{practice.description}</p>
      <ul className="tag-list" aria-label="Tags">
        {shownTags.map((tag) => (
          <li key={tag} className="tag">
            {tag}
          </li>
        ))}
        {moreTags > 0 ? (
          <li className="tag tag-more">
            <span aria-hidden="true">+{moreTags}</span>
            <span className="visually-hidden">and {moreTags} more</span>
          </li>
        ) : null}
      </ul>
      <div className="practice-marks">
        <Badge color="neutral">{CATEGORY_LABELS[practice.category]}</Badge>
        <Marks practice={practice} />
      </div>
      <div className="practice-actions">
        <Link to={`/best-practices/${encodeURIComponent(practice.id)}`} className="practice-link">
          View Details<span className="visually-hidden">: {practice.title}</span>
        </Link>
        <Button size="sm" variant="secondary" onClick={onGenerateRule} disabled={generating}>
          {generating ? 'Generating...' : hasRule ? 'Update Rule' : 'Generate Rule'}
          <span className="visually-hidden">: {practice.title}</span>
        </Button>
      </div>
    </article>
  );
}
