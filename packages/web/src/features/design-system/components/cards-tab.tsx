import { BRAND_COLORS } from '../../../components/ui/brand-color';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { StatCard } from '../../../components/ui/stat-card';
import { Example, ShowcaseSection } from './showcase';

const STAT_EXAMPLES: Record<(typeof BRAND_COLORS)[number], { label: string; value: string; use: string }> = {
  primary: { label: 'Decisions checked', value: '128', use: 'The page’s headline figure.' },
  secondary: { label: 'Warnings', value: '7', use: 'Figures that ask for attention.' },
  tertiary: { label: 'Approved', value: '96', use: 'Good outcomes: passes, approvals.' },
  quaternary: { label: 'Projects', value: '3', use: 'Neutral counts.' },
};

export function CardsTab() {
  return (
    <div className="stack">
      <ShowcaseSection
        title="Card and CardHeader"
        description="Card from components/ui/card: the container of every panel. CardHeader gives it a heading at the level that fits the page outline."
      >
        <Example
          title="Card with a header"
          use="A panel with a title, a one-line description and, at most, one action in its corner."
          wide
        >
          <Card as="article" aria-labelledby="ds-card-example-title">
            <CardHeader
              id="ds-card-example-title"
              level={3}
              title="Recent decisions"
              description="What your agents asked, newest first."
              action={
                <Button variant="ghost" size="sm">
                  View All
                </Button>
              }
            />
            <p className="muted">The card’s content goes here.</p>
          </Card>
        </Example>
        <Example
          title="Plain card"
          use="Content that needs a frame but no title of its own, such as a note under a form."
          wide
        >
          <Card>
            <p>A card without a header: just the frame, the padding and the shadow.</p>
          </Card>
        </Example>
      </ShowcaseSection>

      <ShowcaseSection
        title="StatCard"
        description="StatCard from components/ui/stat-card: one figure with its label, read together as a description list. The figures below are examples."
      >
        <Example
          title="One figure per card, in a brand colour"
          use="Dashboards and summaries. The colour is an accent; the label says what the figure means."
          wide
        >
          <div className="stat-grid">
            {BRAND_COLORS.map((color) => {
              const example = STAT_EXAMPLES[color];
              return (
                <StatCard
                  key={color}
                  color={color}
                  label={example.label}
                  value={example.value}
                  hint={`Example figure · color="${color}". ${example.use}`}
                />
              );
            })}
          </div>
        </Example>
      </ShowcaseSection>
    </div>
  );
}
