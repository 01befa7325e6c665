import type { BestPractice } from '../schema';
import { definePractice } from './define';
import { SOURCES as S } from './sources';

/** UI practices about what people perceive: text alternatives, contrast, colour, zoom, motion, announcements. */
export const UI_CONTENT_PRACTICES: readonly BestPractice[] = [
  definePractice({
    id: 'meaningful-alt-text',
    title: 'Give every informative image a text alternative',
    mandate: 'Never remove or omit alt text on informative images.',
    description:
      'Screen readers announce the alt attribute in place of the image; without it users hear the file name or nothing. Decorative images take alt="".',
    category: 'ui',
    severity: 'high',
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
    id: 'text-colour-contrast',
    title: 'Meet 4.5:1 contrast for text',
    mandate: 'Never ship text below the WCAG AA contrast ratio.',
    description:
      'WCAG 1.4.3 asks for 4.5:1 between text and background (3:1 for large text) so people with low vision, and anyone in sunlight, can read it.',
    category: 'ui',
    severity: 'medium',
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
    id: 'not-colour-alone',
    title: 'Do not convey meaning through colour only',
    mandate: 'Never rely on colour as the only way to show state or meaning.',
    description:
      'About one in twelve men has a colour vision deficiency; a red border or a green dot alone does not say "error" or "online" to them.',
    category: 'ui',
    severity: 'medium',
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
    id: 'allow-zoom',
    title: 'Let users zoom',
    mandate: 'Never disable browser or pinch zoom.',
    description:
      'Users with low vision enlarge text to 200% or more; `user-scalable=no` and `maximum-scale=1` take that away on mobile.',
    category: 'ui',
    severity: 'medium',
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
    id: 'respect-reduced-motion',
    title: 'Respect prefers-reduced-motion',
    mandate: 'Never force large or looping motion on users who asked for less.',
    description:
      'Parallax, zooming transitions and autoplaying loops can trigger nausea and migraines for people with vestibular disorders; the OS setting prefers-reduced-motion tells you who they are.',
    category: 'ui',
    severity: 'medium',
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
    id: 'announce-status-messages',
    title: 'Announce status messages with a live region',
    mandate: 'Never show a status or error message that screen readers cannot hear.',
    description:
      'Toasts, "Saved" notices and async form errors appear without moving focus; only a live region (role="status" or role="alert") makes assistive technology announce them.',
    category: 'ui',
    severity: 'medium',
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
];
