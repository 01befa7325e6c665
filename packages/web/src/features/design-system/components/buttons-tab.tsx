import { useState } from 'react';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../../components/ui/button';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Example, ShowcaseSection } from './showcase';

const VARIANTS: readonly { variant: ButtonVariant; label: string; use: string }[] = [
  {
    variant: 'primary',
    label: 'Save Changes',
    use: 'The one main action of a page or form: Save, Generate, Sign In. One per view.',
  },
  {
    variant: 'secondary',
    label: 'Cancel',
    use: 'Actions beside the main one: Cancel, Retry, Copy, Download.',
  },
  {
    variant: 'ghost',
    label: 'Show Details',
    use: 'Quiet actions that sit in groups: toolbars, card headers, list rows.',
  },
  {
    variant: 'link',
    label: 'Learn more',
    use: 'An action that reads as part of the text. If it goes to another page, use ButtonLink.',
  },
];

const SIZES: readonly { size: ButtonSize; use: string }[] = [
  { size: 'sm', use: 'Inside dense rows and card headers.' },
  { size: 'md', use: 'The default, in forms and on pages.' },
  { size: 'lg', use: 'A page’s call to action, such as on the landing page.' },
];

export function ButtonsTab() {
  const [busy, setBusy] = useState(true);
  return (
    <div className="stack">
      <ShowcaseSection
        title="Variants"
        description="Button from components/ui/button. Every button names its action in words; the variant only sets its weight."
      >
        {VARIANTS.map(({ variant, label, use }) => (
          <Example key={variant} title={`variant="${variant}"`} use={use}>
            <Button variant={variant}>{label}</Button>
          </Example>
        ))}
      </ShowcaseSection>

      <ShowcaseSection title="Sizes" description="The size prop; md when none is given.">
        {SIZES.map(({ size, use }) => (
          <Example key={size} title={`size="${size}"`} use={use}>
            <div className="button-row">
              <Button size={size}>Primary {size}</Button>
              <Button size={size} variant="secondary">
                Secondary {size}
              </Button>
            </div>
          </Example>
        ))}
      </ShowcaseSection>

      <ShowcaseSection
        title="States"
        description="Focus shows a ring on every variant when reached by keyboard: press Tab to see it."
      >
        <Example
          title="Disabled"
          use="The action cannot run yet. Say why next to it: a disabled button is skipped by Tab and cannot explain itself."
        >
          <div className="button-row">
            {VARIANTS.map(({ variant, label }) => (
              <Button key={variant} variant={variant} disabled>
                {label}
              </Button>
            ))}
          </div>
          <p className="muted ds-note">Disabled until a project is chosen.</p>
        </Example>
        <Example
          title="Busy (SubmitButton)"
          source="components/ui/submit-button"
          use="A form’s submit button while its request runs: it says what is happening and cannot send twice."
        >
          <form
            className="ds-busy-demo"
            onSubmit={(event) => event.preventDefault()}
            aria-label="Busy button example"
          >
            <SubmitButton pending={busy} pendingLabel="Saving...">
              Save
            </SubmitButton>
            <label className="ds-checkbox">
              <input type="checkbox" checked={busy} onChange={(event) => setBusy(event.target.checked)} />
              Show the button busy
            </label>
          </form>
        </Example>
        <Example
          title="ButtonLink"
          use="Looks like a button but goes somewhere, so assistive technology announces a link."
        >
          <ButtonLink variant="secondary" to={{ search: '?tab=colors' }}>
            Open the Color System tab
          </ButtonLink>
        </Example>
      </ShowcaseSection>
    </div>
  );
}
