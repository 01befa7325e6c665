import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { CodeBlock } from '../../../components/ui/code-block';
import { Tabs } from '../../../components/ui/tabs';
import { Example, ShowcaseSection } from './showcase';

function Placeholder({ children }: { children: string }) {
  return <div className="card ds-placeholder">{children}</div>;
}

const numbered = (what: string, count: number) =>
  Array.from({ length: count }, (_, i) => <Placeholder key={i}>{`${what} ${i + 1}`}</Placeholder>);

const PAGE_SHELL = `<>
  <title>ROI Analytics · Charter</title>
  <PageHeader title="ROI Analytics" subtitle="…" lastUpdated={newest} actions={…} />
  <div className="stack">
    <div className="stat-grid">{figures}</div>
    <div className="panel-grid">{panels}</div>
  </div>
</>`;

type ExampleTab = 'overview' | 'history' | 'settings';

export function LayoutTab() {
  const [tab, setTab] = useState<ExampleTab>('overview');
  // Fixed when the tab opens: the header's "Last updated" shows its relative time.
  const [openedAt] = useState(() => new Date().toISOString());
  return (
    <div className="stack">
      <ShowcaseSection
        title="Page header"
        description="PageHeader from components/layout/page-header: the one h1 of a signed-in page. The header at the top of this page is one."
      >
        <Example
          title="PageHeader with every part"
          use="The top of every screen: the title, a one-line subtitle, when its data last changed (left out when there is none), and the page’s actions."
          wide
        >
          <p className="muted ds-note">
            Preview only: the copy below is hidden from assistive technology and cannot be focused, so the
            page keeps a single h1. It reads “Project overview”, “Everything about one project.”, “Last
            updated” and has an Export button.
          </p>
          <div className="ds-preview" inert aria-hidden="true">
            <PageHeader
              title="Project overview"
              subtitle="Everything about one project."
              lastUpdated={openedAt}
              actions={<Button variant="secondary">Export</Button>}
            />
          </div>
        </Example>
        <Example
          title="A screen’s outline"
          use="How a route composes them: a title element, the header, then stacked sections."
          wide
        >
          <CodeBlock label="Outline of a screen" code={PAGE_SHELL} />
        </Example>
      </ShowcaseSection>

      <ShowcaseSection
        title="Stacks and grids"
        description="Plain CSS classes from src/styles that every screen shares. They reflow on narrow screens: resize the window to see it."
      >
        <Example
          title=".stack"
          use="Sections of a page one under the other, evenly spaced. The default page body."
          wide
        >
          <div className="stack">{numbered('Section', 3)}</div>
        </Example>
        <Example
          title=".stat-grid"
          use="Rows of StatCards: as many columns as fit, each at least 190px wide."
          wide
        >
          <div className="stat-grid">{numbered('Figure', 4)}</div>
        </Example>
        <Example
          title=".project-grid"
          use="Collections of cards (projects, practices, patterns): columns of at least 280px."
          wide
        >
          <div className="project-grid">{numbered('Card', 3)}</div>
        </Example>
        <Example
          title=".panel-grid"
          use="Two or more independent panels side by side, each at least 300px wide."
          wide
        >
          <div className="panel-grid">{numbered('Panel', 2)}</div>
        </Example>
        <Example
          title=".split-layout"
          use="A main column with a narrower side panel (details, help). The side panel moves under it on small screens."
          wide
        >
          <div className="split-layout">
            <Placeholder>Main column</Placeholder>
            <Placeholder>Side panel</Placeholder>
          </div>
        </Example>
      </ShowcaseSection>

      <ShowcaseSection
        title="Tabs and code"
        description="Tabs from components/ui/tabs (WAI-ARIA tabs) and CodeBlock from components/ui/code-block."
      >
        <Example
          title="Tabs"
          use="Views of the same thing that people switch between. One tab stop; the arrow keys, Home and End move between tabs. This page’s tabs are the same component."
          wide
        >
          <Tabs
            label="Example project views"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'overview', label: 'Overview', panel: <p>The overview panel.</p> },
              { key: 'history', label: 'History', panel: <p>The history panel.</p> },
              { key: 'settings', label: 'Settings', panel: <p>The settings panel.</p> },
            ]}
          />
        </Example>
        <Example
          title="CodeBlock"
          use="Code or commands people read or copy. It takes keyboard focus, so code wider than its box scrolls without a mouse."
          wide
        >
          <CodeBlock label="Example command" code="npx -y pnpm@10 charter check --project invoice-tracker" />
        </Example>
      </ShowcaseSection>
    </div>
  );
}
