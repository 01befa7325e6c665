import { tagKnowledge } from '@charter/core';
import { Button } from '../../../components/ui/button';
import type { JournalEntryView } from '../api/journal-entries';
import { formatTime, plural } from '../utils/local-day';

interface KnowledgeTabProps {
  entries: readonly JournalEntryView[];
  /** Shows the tag's entries (the Entries tab, filtered). */
  onChooseTag: (tag: string) => void;
}

/** The hashtags as a knowledge map: each tag's use and the tags it appears with most. */
export function KnowledgeTab({ entries, onChooseTag }: KnowledgeTabProps) {
  const map = tagKnowledge(entries);
  if (map.length === 0) {
    return (
      <p className="journal-empty">
        No hashtags yet. Tag what an entry is about (#auth, #caching, #agent-review) and the map of your
        topics appears here.
      </p>
    );
  }
  return (
    <div className="journal-knowledge">
      <p className="journal-muted">
        {plural(map.length, 'tag')} across {plural(entries.length, 'entry', 'entries')}. Choose a tag to see
        its entries.
      </p>
      <ul className="journal-knowledge-list" aria-label="Knowledge map">
        {map.map((item) => (
          <li key={item.tag} className="journal-knowledge-item">
            <h3 className="journal-knowledge-tag">
              <Button variant="link" onClick={() => onChooseTag(item.tag)}>
                #{item.tag}
              </Button>
            </h3>
            <dl className="journal-knowledge-facts">
              <div>
                <dt>Entries</dt>
                <dd>{item.count.toLocaleString('en-US')}</dd>
              </div>
              <div>
                <dt>First used</dt>
                <dd>
                  <time dateTime={item.firstUsed}>{formatTime(item.firstUsed)}</time>
                </dd>
              </div>
              <div>
                <dt>Last used</dt>
                <dd>
                  <time dateTime={item.lastUsed}>{formatTime(item.lastUsed)}</time>
                </dd>
              </div>
              <div>
                <dt>Often with</dt>
                <dd>
                  {item.coTags.length > 0
                    ? item.coTags.map((co) => `#${co.tag} (${co.count})`).join(', ')
                    : 'No other tag yet'}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
