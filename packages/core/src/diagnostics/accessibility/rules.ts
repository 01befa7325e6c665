import type { RuleMeta, WcagCriterion } from '../types';

/** An accessibility rule: its primary WCAG 2.1 criterion in `wcag`, any further ones in `wcagAlso`. */
export interface AccessibilityRuleMeta extends RuleMeta {
  wcag: WcagCriterion;
  wcagAlso?: readonly WcagCriterion[];
}

const WCAG = {
  nonTextContent: { criterion: '1.1.1', level: 'A', name: 'Non-text Content' },
  infoAndRelationships: { criterion: '1.3.1', level: 'A', name: 'Info and Relationships' },
  audioControl: { criterion: '1.4.2', level: 'A', name: 'Audio Control' },
  keyboard: { criterion: '2.1.1', level: 'A', name: 'Keyboard' },
  focusOrder: { criterion: '2.4.3', level: 'A', name: 'Focus Order' },
  linkPurpose: { criterion: '2.4.4', level: 'A', name: 'Link Purpose (In Context)' },
  languageOfPage: { criterion: '3.1.1', level: 'A', name: 'Language of Page' },
  nameRoleValue: { criterion: '4.1.2', level: 'A', name: 'Name, Role, Value' },
} as const satisfies Record<string, WcagCriterion>;

const rule = (meta: Omit<AccessibilityRuleMeta, 'category'>): AccessibilityRuleMeta => ({
  ...meta,
  category: 'accessibility',
});

export const IMG_ALT = rule({
  id: 'a11y/img-alt',
  severity: 'high',
  title: 'Image without a text alternative',
  help: 'Screen readers announce an image by its alt text; without an alt attribute they read the file name or nothing. Describe the image in alt, or mark a decorative image with alt="".',
  wcag: WCAG.nonTextContent,
});

export const FORM_LABEL = rule({
  id: 'a11y/form-label',
  severity: 'high',
  title: 'Form control without a label',
  help: 'A field with no programmatic label is announced only as "edit text": users of screen readers cannot tell what to enter. Associate a <label for>, wrap it in a <label>, or give it aria-label / aria-labelledby.',
  wcag: WCAG.infoAndRelationships,
  wcagAlso: [WCAG.nameRoleValue],
});

export const BUTTON_NAME = rule({
  id: 'a11y/button-name',
  severity: 'high',
  title: 'Button without an accessible name',
  help: 'A button with no text, aria-label, aria-labelledby or title is announced as "button" with no purpose. Give it visible text, or an aria-label when it shows only an icon.',
  wcag: WCAG.nameRoleValue,
});

export const LINK_NAME = rule({
  id: 'a11y/link-name',
  severity: 'high',
  title: 'Link without an accessible name',
  help: 'A link with no text, no image alt and no aria-label gives no hint of where it leads, in a list of links or when read aloud. Give it text that names its destination.',
  wcag: WCAG.linkPurpose,
  wcagAlso: [WCAG.nameRoleValue],
});

export const HTML_LANG = rule({
  id: 'a11y/html-lang',
  severity: 'medium',
  title: '<html> without a lang attribute',
  help: 'Without lang, screen readers guess the page language and may pronounce every word wrongly. Set lang on <html> to the main language of the page.',
  wcag: WCAG.languageOfPage,
});

export const CLICK_KEYBOARD = rule({
  id: 'a11y/click-without-keyboard',
  severity: 'high',
  title: 'Click handler on a non-interactive element without a role and a keyboard handler',
  help: 'A <div> or <span> with only a click handler cannot be reached or used from the keyboard and is not announced as a control. Use a <button>, or add a role, tabIndex and a key handler.',
  wcag: WCAG.keyboard,
});

export const TABINDEX_POSITIVE = rule({
  id: 'a11y/tabindex-positive',
  severity: 'medium',
  title: 'Positive tabindex',
  help: 'A tabindex above 0 moves the element ahead of the document order for keyboard users, so focus jumps unpredictably. Use tabindex="0" and order the markup instead.',
  wcag: WCAG.focusOrder,
});

export const HEADING_ORDER = rule({
  id: 'a11y/heading-order',
  severity: 'low',
  title: 'Heading level skipped',
  help: 'Screen reader users navigate by headings; a jump from <h2> to <h4> suggests a missing section. Use the next level down and style it with CSS.',
  wcag: WCAG.infoAndRelationships,
});

export const IFRAME_TITLE = rule({
  id: 'a11y/iframe-title',
  severity: 'medium',
  title: 'Iframe without a title',
  help: 'Screen readers list frames by title; an untitled frame is announced as "frame" with no hint of its content. Give every iframe a short title.',
  wcag: WCAG.nameRoleValue,
});

export const MEDIA_AUTOPLAY = rule({
  id: 'a11y/media-autoplay',
  severity: 'medium',
  title: 'Media that plays sound automatically',
  help: 'Sound that starts on its own drowns out the screen reader. Do not autoplay, or autoplay muted and let the user turn the sound on.',
  wcag: WCAG.audioControl,
});

/** Every accessibility rule, in the order reports list them. */
export const ACCESSIBILITY_RULES: readonly AccessibilityRuleMeta[] = [
  IMG_ALT,
  FORM_LABEL,
  BUTTON_NAME,
  LINK_NAME,
  HTML_LANG,
  CLICK_KEYBOARD,
  TABINDEX_POSITIVE,
  HEADING_ORDER,
  IFRAME_TITLE,
  MEDIA_AUTOPLAY,
];
