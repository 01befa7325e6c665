import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** Practices for user interfaces, mostly WCAG 2.1 AA: the level Charter's constitution requires. */
export const UI_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'meaningful-alt-text',
    title: 'Give every informative image a text alternative',
    mandate: 'Never remove or omit alt text on informative images.',
    description:
      'Screen readers announce the alt attribute in place of the image; without it users hear the file name or nothing. Decorative images take alt="".',
    category: 'ui',
    severity: 'high',
    frequency: 54,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-1.1.1', 'images', 'screen-readers'],
    verified: true,
    problem:
      'Product images, charts and image buttons ship without alt; blind users cannot tell what a link does or what a chart shows, and the page fails WCAG 1.1.1 (level A).',
    solution:
      'Write alt text that serves the image’s purpose in context (what a linked image does, the conclusion a chart shows), use alt="" for decoration, and describe complex images in nearby text.',
    prevention:
      'An automated accessibility check (axe or similar) runs on key pages in CI; image components make alt a required prop.',
    validationTest:
      'Every <img> has an alt attribute, and every non-decorative one has a non-empty, purposeful alternative.',
    language: 'tsx',
    before: ['Announced as "img_4032.jpg, link"', '<a href="/cart"><img src="/img/cart.svg" /></a>'],
    after: [
      'Announced as "Shopping cart, link"',
      '<a href="/cart"><img src="/img/cart.svg" alt="Shopping cart" /></a>',
    ],
    sources: [S.wcagNonText, S.waiImagesTutorial, S.mdnImgAlt],
    anyOf: [
      'remove alt',
      'without alt',
      'no alt text',
      'missing alt',
      'drop the alt',
      'alt text is not needed',
    ],
    noneOf: ['add alt text', 'descriptive alt'],
  }),
  definePractice({
    id: 'label-every-form-control',
    title: 'Label every form control',
    mandate: 'Never leave a form control without a programmatic label.',
    description:
      'A <label> tied to its input gives the control an accessible name, a larger click target and a name that stays visible while typing; a placeholder does none of that.',
    category: 'ui',
    severity: 'high',
    frequency: 48,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-3.3.2', 'wcag-4.1.2', 'forms'],
    verified: true,
    problem:
      'Inputs rely on placeholder text; it vanishes on typing, has low contrast, and screen readers announce "edit text" with no name.',
    solution:
      'Pair each control with a visible <label for> (or wrap it), generate ids with useId in React, use aria-label only where a visible label is impossible, and link hints and errors with aria-describedby.',
    prevention:
      'Tests find inputs with getByLabelText / getByRole(name), which fails when a label is missing.',
    validationTest: 'Every input, select and textarea has an accessible name that matches its visible label.',
    language: 'tsx',
    before: ['Name disappears when typing', '<input type="email" placeholder="Email" />'],
    after: [
      'Visible, programmatic label',
      'const id = useId();\nreturn (\n  <>\n    <label htmlFor={id}>Email</label>\n    <input id={id} type="email" autoComplete="email" />\n  </>\n);',
    ],
    sources: [S.wcagLabels, S.mdnLabel, S.reactUseId],
    anyOf: [
      'placeholder as the label',
      'placeholder instead of a label',
      'remove the label',
      'without labels',
      'unlabelled input',
      'unlabeled input',
    ],
    noneOf: ['visible label'],
  }),
  definePractice({
    id: 'visible-focus-indicator',
    title: 'Keep a visible focus indicator',
    mandate: 'Never remove the focus outline without an equally visible replacement.',
    description:
      'Keyboard users navigate by the focus ring; `outline: none` without a replacement leaves them guessing where they are.',
    category: 'ui',
    severity: 'high',
    frequency: 42,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-2.4.7', 'focus', 'css'],
    verified: true,
    problem:
      'A global reset hides outlines because mouse users found them ugly; keyboard users can no longer see which control is focused (WCAG 2.4.7, level AA).',
    solution:
      'Style `:focus-visible` with a clear outline (for example 2px solid with an offset and good contrast against the background) so it appears for keyboard focus and not on mouse clicks.',
    prevention:
      'A keyboard-only pass is part of the review checklist; lint CSS for outline removal without a focus-visible style.',
    validationTest: 'Tabbing through every page shows a clearly visible indicator on each focused element.',
    language: 'css',
    before: ['Focus becomes invisible', '*:focus {\n  outline: none;\n}'],
    after: [
      'Visible for keyboard focus',
      ':focus-visible {\n  outline: 2px solid #1a56db;\n  outline-offset: 2px;\n}',
    ],
    sources: [S.wcagFocusVisible, S.mdnFocusVisible],
    anyOf: [
      'outline: none',
      'outline:none',
      'outline: 0',
      'remove the focus ring',
      'remove focus outline',
      'hide the focus',
    ],
    noneOf: [':focus-visible'],
  }),
  definePractice({
    id: 'text-colour-contrast',
    title: 'Meet 4.5:1 contrast for text',
    mandate: 'Never ship text below the WCAG AA contrast ratio.',
    description:
      'WCAG 1.4.3 asks for 4.5:1 between text and background (3:1 for large text) so people with low vision, and anyone in sunlight, can read it.',
    category: 'ui',
    severity: 'medium',
    frequency: 58,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-1.4.3', 'colour', 'design-tokens'],
    verified: true,
    problem:
      'Light grey body text (#999 on white is about 2.8:1) and brand colours on buttons look elegant in a mock-up and are unreadable for many users.',
    solution:
      'Define colour tokens whose text/background pairs are checked at 4.5:1 (3:1 for text of 24px, or 18.66px bold, and up), and check every theme, including dark mode and hover states.',
    prevention:
      'Token pairs are tested in CI with a contrast calculation; design reviews use a contrast checker.',
    validationTest: 'Every text/background pair in the theme meets 4.5:1, or 3:1 for large text.',
    language: 'css',
    before: ['About 2.8:1', '.muted {\n  color: #999999;\n  background: #ffffff;\n}'],
    after: ['About 7:1', '.muted {\n  color: #595959;\n  background: #ffffff;\n}'],
    sources: [S.wcagContrast, S.wcag21],
    anyOf: [
      'low contrast',
      'light grey text',
      'contrast does not matter',
      'ignore contrast',
      'ignore the contrast',
    ],
    noneOf: ['fix low contrast', 'raise the contrast'],
  }),
  definePractice({
    id: 'keyboard-operable-controls',
    title: 'Make every control work with the keyboard',
    mandate: 'Never build a control that only works with a mouse.',
    description:
      'A clickable <div> is invisible to the Tab key and to assistive technology; native <button> and <a href> are focusable and handle Enter and Space for free.',
    category: 'ui',
    severity: 'high',
    frequency: 45,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-2.1.1', 'keyboard', 'semantics'],
    verified: true,
    problem:
      'Menus, cards and icon actions are divs with onClick or hover-only menus; keyboard and switch users cannot reach them at all (WCAG 2.1.1, level A).',
    solution:
      'Use <button> for actions and <a href> for navigation; when a custom widget is unavoidable, follow its ARIA Authoring Practices pattern (role, tabindex, key handling) and test with the keyboard.',
    prevention: 'Lint for click handlers on non-interactive elements (jsx-a11y or Biome a11y rules).',
    validationTest:
      'Every action can be reached with Tab and triggered with Enter or Space, in a sensible order.',
    language: 'tsx',
    before: ['Mouse only', '<div className="btn" onClick={save}>Save</div>'],
    after: [
      'Focusable, Enter and Space work',
      '<button type="button" className="btn" onClick={save}>Save</button>',
    ],
    sources: [S.wcagKeyboard, S.mdnButton, S.wcagFocusOrder],
    anyOf: [
      'div with onclick',
      'onclick on a div',
      'clickable div',
      'span as a button',
      'mouse-only',
      'hover-only menu',
      'not keyboard accessible',
    ],
    noneOf: ['native button'],
  }),
  definePractice({
    id: 'respect-reduced-motion',
    title: 'Respect prefers-reduced-motion',
    mandate: 'Never force large or looping motion on users who asked for less.',
    description:
      'Parallax, zooming transitions and autoplaying loops can trigger nausea and migraines for people with vestibular disorders; the OS setting prefers-reduced-motion tells you who they are.',
    category: 'ui',
    severity: 'medium',
    frequency: 24,
    community: 'Web accessibility',
    tags: ['accessibility', 'motion', 'wcag-2.3.3', 'wcag-2.2.2', 'css'],
    verified: true,
    problem:
      'A landing page adds parallax and a looping hero animation with no way to stop it; motion-sensitive users leave or become unwell.',
    solution:
      'Wrap non-essential animation in `@media (prefers-reduced-motion: no-preference)` (or turn it off under `reduce`), replace movement with fades, and give anything that moves for more than 5 s a pause control (WCAG 2.2.2).',
    prevention: 'Check pages with the OS reduced-motion setting on as part of UI review.',
    validationTest:
      'With reduced motion enabled, no parallax, zoom or looping animation plays, and auto-playing motion can be paused.',
    language: 'css',
    before: ['Always moves', '.hero {\n  animation: drift 6s ease-in-out infinite;\n}'],
    after: [
      'Moves only for those who did not opt out',
      '@media (prefers-reduced-motion: no-preference) {\n  .hero {\n    animation: drift 6s ease-in-out infinite;\n  }\n}',
    ],
    sources: [S.mdnReducedMotion, S.webDevReducedMotion, S.wcagAnimation, S.wcagPauseStopHide],
    anyOf: [
      'ignore prefers-reduced-motion',
      'autoplaying animation',
      'parallax',
      'looping animation that cannot be paused',
    ],
    noneOf: ['prefers-reduced-motion: reduce', 'prefers-reduced-motion: no-preference'],
  }),
  definePractice({
    id: 'name-icon-buttons',
    title: 'Give icon-only buttons an accessible name',
    mandate: 'Never ship an icon-only button without an accessible name.',
    description:
      'A button that contains only an SVG is announced as "button"; its name must come from aria-label or visually hidden text.',
    category: 'ui',
    severity: 'high',
    frequency: 40,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-4.1.2', 'icons', 'buttons'],
    verified: true,
    problem:
      'Close, delete and menu buttons are bare icons; screen-reader users hear "button, button, button" and voice-control users cannot name them.',
    solution:
      'Give each icon button a name that says the action ("Close dialog", "Delete project"), hide the decorative SVG with aria-hidden, and keep a tooltip for sighted users.',
    prevention: 'Tests query buttons by role and name; a component for icon buttons requires a label prop.',
    validationTest: 'Every button has a non-empty accessible name describing its action.',
    language: 'tsx',
    before: ['Announced as "button"', '<button onClick={close}><XIcon /></button>'],
    after: [
      'Announced as "Close dialog, button"',
      '<button type="button" aria-label="Close dialog" onClick={close}>\n  <XIcon aria-hidden="true" />\n</button>',
    ],
    sources: [S.wcagNameRoleValue, S.mdnButton],
    anyOf: [
      'icon-only button without',
      'icon button with no label',
      'remove the aria-label',
      'button without text',
    ],
    noneOf: ['aria-label="'],
  }),
  definePractice({
    id: 'not-colour-alone',
    title: 'Do not convey meaning through colour only',
    mandate: 'Never rely on colour as the only way to show state or meaning.',
    description:
      'About one in twelve men has a colour vision deficiency; a red border or a green dot alone does not say "error" or "online" to them.',
    category: 'ui',
    severity: 'medium',
    frequency: 36,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-1.4.1', 'colour', 'forms'],
    verified: true,
    problem:
      'Invalid fields turn red and nothing else; status badges differ only in hue; links in body text are distinguished by colour alone (WCAG 1.4.1, level A).',
    solution:
      'Pair every colour cue with text, an icon or a pattern: an error message next to the field, a label inside the badge, underlined links.',
    prevention: 'Review screens in greyscale before shipping.',
    validationTest: 'Viewed in greyscale, every state and status on the page can still be told apart.',
    language: 'tsx',
    before: ['Only the border changes', '<input className={invalid ? "border-red" : ""} />'],
    after: [
      'Text and state say it too',
      '<input aria-invalid={invalid} aria-describedby="email-error" />\n{invalid && <p id="email-error">Enter an email like name@example.com.</p>}',
    ],
    sources: [S.wcagUseOfColor],
    anyOf: [
      'only by colour',
      'only by color',
      'colour alone',
      'color alone',
      'red border only',
      'just turn it red',
    ],
  }),
  definePractice({
    id: 'announce-status-messages',
    title: 'Announce status messages with a live region',
    mandate: 'Never show a status or error message that screen readers cannot hear.',
    description:
      'Toasts, "Saved" notices and async form errors appear without moving focus; only a live region (role="status" or role="alert") makes assistive technology announce them.',
    category: 'ui',
    severity: 'medium',
    frequency: 30,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-4.1.3', 'aria-live', 'toasts'],
    verified: true,
    problem:
      'A save fails and a red toast appears for three seconds; a screen-reader user hears nothing and believes the work was saved.',
    solution:
      'Render a persistent container with role="status" (polite) or role="alert" (urgent) and put the message text into it; keep toasts on screen long enough or until dismissed.',
    prevention: 'Toast and form-error components own the live region, so features cannot forget it.',
    validationTest:
      'Success and error messages that appear without a page load are announced by a screen reader.',
    language: 'tsx',
    before: ['Visible only', '{error && <div className="toast">{error}</div>}'],
    after: ['Announced too', '<div role="status" className="toast-region">\n  {message}\n</div>'],
    sources: [S.wcagStatusMessages],
    anyOf: [
      'toast without aria-live',
      'no live region',
      'remove aria-live',
      'remove the live region',
      'errors only shown visually',
    ],
    noneOf: ['role="status"', 'role="alert"'],
  }),
  definePractice({
    id: 'allow-zoom',
    title: 'Let users zoom',
    mandate: 'Never disable browser or pinch zoom.',
    description:
      'Users with low vision enlarge text to 200% or more; `user-scalable=no` and `maximum-scale=1` take that away on mobile.',
    category: 'ui',
    severity: 'medium',
    frequency: 17,
    community: 'Web accessibility',
    tags: ['accessibility', 'wcag-1.4.4', 'mobile', 'zoom'],
    verified: true,
    problem:
      'A viewport meta tag copied from an app template blocks pinch zoom; text cannot be resized and small print becomes unreadable (WCAG 1.4.4, level AA).',
    solution:
      'Use `<meta name="viewport" content="width=device-width, initial-scale=1">`, size text in rem, and check layouts at 200% zoom.',
    prevention: 'An accessibility check flags viewport tags that restrict scaling.',
    validationTest: 'The viewport meta tag does not restrict scaling, and the page is usable at 200% zoom.',
    language: 'html',
    before: [
      'Zoom disabled',
      '<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no">',
    ],
    after: ['Zoom allowed', '<meta name="viewport" content="width=device-width, initial-scale=1">'],
    sources: [S.wcagResizeText],
    anyOf: ['user-scalable=no', 'maximum-scale=1', 'disable zoom', 'disable pinch zoom'],
  }),
  definePractice({
    id: 'manage-dialog-focus',
    title: 'Move, contain and return focus in dialogs',
    mandate: 'Never open a modal without managing keyboard focus.',
    description:
      'A modal dialog must take focus when it opens, keep Tab inside it, close on Escape and give focus back to the control that opened it.',
    category: 'ui',
    severity: 'medium',
    frequency: 33,
    community: 'Web accessibility',
    tags: ['accessibility', 'focus', 'dialogs', 'wcag-2.4.3'],
    verified: true,
    problem:
      'A custom modal is a positioned div: focus stays on the page behind it, Tab wanders into hidden content, and after closing the user is back at the top of the page.',
    solution:
      'Use the native <dialog> element with showModal(), which makes the rest of the page inert and closes on Escape, or a tested primitive that follows the ARIA dialog pattern; restore focus to the trigger on close.',
    prevention: 'Dialogs come from one component library primitive with keyboard tests.',
    validationTest:
      'Opening a dialog focuses inside it, Tab stays inside, Escape closes it and focus returns to the trigger.',
    language: 'tsx',
    before: ['Focus left behind', '{open && <div className="modal">{children}</div>}'],
    after: [
      'Native modal semantics',
      'const ref = useRef<HTMLDialogElement>(null);\nuseEffect(() => {\n  if (open) ref.current?.showModal();\n  else ref.current?.close();\n}, [open]);\nreturn <dialog ref={ref} onClose={onClose}>{children}</dialog>;',
    ],
    sources: [S.ariaApgDialog, S.mdnDialog, S.wcagFocusOrder],
    anyOf: [
      'modal without focus',
      'dialog without focus management',
      'no focus trap',
      'focus stays behind the modal',
    ],
    noneOf: ['showmodal'],
  }),
];
