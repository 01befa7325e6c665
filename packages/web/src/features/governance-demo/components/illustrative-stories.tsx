import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import type { ConstitutionalTest } from '../api/run-constitutional-test';

const TITLES: Record<keyof ConstitutionalTest['yourExperience'], string> = {
  semi: 'Semi',
  honeybadger: 'Honeybadger',
  designPlatform: 'Design platform',
};

/** The documented failures, as stories. They illustrate; they are not measurements, and say so. */
export function IllustrativeStories({ stories }: { stories: ConstitutionalTest['yourExperience'] }) {
  return (
    <Card as="section" aria-labelledby="stories-title">
      <CardHeader
        id="stories-title"
        title="Documented failures"
        description="How projects built with AI agents went wrong before a constitution stopped them."
      />
      <div className="story-grid">
        {(Object.keys(TITLES) as (keyof typeof TITLES)[]).map((key) => (
          <article key={key} className="mini-card" aria-labelledby={`story-${key}`}>
            <div className="key-item-head">
              <h3 id={`story-${key}`} className="mini-card-title">
                {TITLES[key]}
              </h3>
              <Badge color="neutral">Illustrative story</Badge>
            </div>
            <p>{stories[key]}</p>
          </article>
        ))}
      </div>
    </Card>
  );
}
