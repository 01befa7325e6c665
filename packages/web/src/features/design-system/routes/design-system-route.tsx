import { useLocation } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { ButtonsTab } from '../components/buttons-tab';
import { CardsTab } from '../components/cards-tab';
import { ColorSystemTab } from '../components/color-system-tab';
import '../components/design-system.css';
import { FeedbackTab } from '../components/feedback-tab';
import { FormElementsTab } from '../components/form-elements-tab';
import { LayoutTab } from '../components/layout-tab';
import { useTabParam } from '../utils/use-tab-param';

const TABS = [
  { key: 'buttons', label: 'Buttons', Panel: ButtonsTab },
  { key: 'cards', label: 'Cards', Panel: CardsTab },
  { key: 'forms', label: 'Form Elements', Panel: FormElementsTab },
  { key: 'layout', label: 'Layout Components', Panel: LayoutTab },
  { key: 'feedback', label: 'Feedback & Status', Panel: FeedbackTab },
  { key: 'colors', label: 'Color System', Panel: ColorSystemTab },
] as const;

type TabKey = (typeof TABS)[number]['key'];

const TAB_KEYS: readonly TabKey[] = TABS.map((tab) => tab.key);

/**
 * The Design System showcase: the console's own shared components, live, each with when
 * to use it. At /storybook (user gate) and /admin/storybook (admin gate); it needs no data. The open tab
 * is in the address (`?tab=colors`), so a tab can be linked to.
 */
export function DesignSystemRoute() {
  const [selected, select] = useTabParam(TAB_KEYS, 'buttons');
  const { pathname } = useLocation();
  const admin = pathname.startsWith('/admin');

  return (
    <>
      <title>{admin ? 'Design System · Charter Admin' : 'Design System · Charter'}</title>
      <PageHeader
        title="Design System"
        subtitle="The console’s shared components, live: what each looks like, its states, and when to use it."
      />
      <Tabs
        label="Design system sections"
        className="ds-tabs"
        selected={selected}
        onSelect={select}
        tabs={TABS.map(({ key, label, Panel }) => ({ key, label, panel: <Panel /> }))}
      />
    </>
  );
}
