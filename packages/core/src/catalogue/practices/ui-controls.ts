import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** UI practices about operating controls: labels, names, focus and the keyboard. */
export const UI_CONTROL_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'label-every-form-control',
    title: 'Label every form control',
    mandate: 'Never leave a form control without a programmatic label.',
    description:
      'A <label> tied to its input gives the control an accessible name, a larger click target and a name that stays visible while typing; a placeholder does none of that.',
    category: 'ui',
    severity: 'high',
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
    id: 'name-icon-buttons',
    title: 'Give icon-only buttons an accessible name',
    mandate: 'Never ship an icon-only button without an accessible name.',
    description:
      'A button that contains only an SVG is announced as "button"; its name must come from aria-label or visually hidden text.',
    category: 'ui',
    severity: 'high',
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
    id: 'visible-focus-indicator',
    title: 'Keep a visible focus indicator',
    mandate: 'Never remove the focus outline without an equally visible replacement.',
    description:
      'Keyboard users navigate by the focus ring; `outline: none` without a replacement leaves them guessing where they are.',
    category: 'ui',
    severity: 'high',
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
    id: 'keyboard-operable-controls',
    title: 'Make every control work with the keyboard',
    mandate: 'Never build a control that only works with a mouse.',
    description:
      'A clickable <div> is invisible to the Tab key and to assistive technology; native <button> and <a href> are focusable and handle Enter and Space for free.',
    category: 'ui',
    severity: 'high',
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
    id: 'manage-dialog-focus',
    title: 'Move, contain and return focus in dialogs',
    mandate: 'Never open a modal without managing keyboard focus.',
    description:
      'A modal dialog must take focus when it opens, keep Tab inside it, close on Escape and give focus back to the control that opened it.',
    category: 'ui',
    severity: 'medium',
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
