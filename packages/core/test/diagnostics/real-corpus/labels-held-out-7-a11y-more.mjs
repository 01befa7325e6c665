// Hand labels for the EXTENSION of held-out set 7, accessibility family (packages marked `"heldOut": 7` in sources.json
// and listed after @instructure/ui-toggle-details; the first set-7 file is labels-held-out-7-a11y.mjs). Written by a
// second labeller by reading the code and committed BEFORE any checker ran on these files: the commit that adds this
// file adds no scoring of it, and the checker's rule code was not read while writing them. Same format, sites and
// conventions as labels-held-out-6-a11y.mjs and labels-held-out-7-a11y.mjs (read both headers): one row per site, every
// interactive or image element of each labelled file (intrinsic tags and theme-ui `sx` elements; components such as
// <Link>, <Box>, <Interactive>, <ButtonComponent> and tags chosen at run time are not sites; a decorative inline <svg>
// with no role and no handler is not a site); `expect` is the rule a correct checker reports on the line where the
// element opens, or null (compliant, not decidable from the kept files, or no click action: precision first) with why.
// Conventions applied here, all from sets 6 and 7: a handler or name that only a prop with a visible default could
// give is judged by that default, also when the default sits in a kept `context` file of the same package
// (set 7's @uiw/react-table ThComponent); a click that another package's source clones or passes in is judged by that
// source when it was read (set 7's @uiw/react-tabs); a caller's rest spread that may carry a key handler leaves the
// site undecided; a click handler prop with no visible default at all is not decidable (null); mouse-down / drag
// handlers are no click action. New here, decided the conservative way (listed in the corpus README): an
// `aria-label=""` default does not count as a name and does not hide the text content either (the accessible name
// falls through to the content), so a button whose visible content is a glyph such as "‹" or "+" is named by it
// (null); an SVG `<g>` with a click handler is a site like an element. Files were chosen by the selection rule in
// the corpus README, not by how easy they are to judge. These packages are never used to tune the checker: a change
// made after measuring them says so.
const IMG_ALT = 'a11y/img-alt';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const RC = 'react-calendar@6.0.1/src';
const CC = 'react-cookie-consent@10.0.2/src';
const PM = 'pigeon-maps@0.22.1/src';
const LC = '@lekoarts+gatsby-theme-cara@5.1.7/src/components';
const LEM = '@lekoarts+gatsby-theme-emilia@5.1.8/src/components';
const LEA = '@lekoarts+gatsby-theme-emma@5.1.8/src/components';
const LP = '@lottiefiles+react-lottie-player@3.6.0/src';

export const HELD_OUT_7_A11Y_MORE_LABELS = [
  // ---- react-calendar 6.0.1 (calendar; TSX source) ----
  a(
    `${RC}/Calendar/Navigation.tsx`,
    256,
    '<button',
    null,
    'drill-up label button: its content is the current period, renderLabel(activeStartDate) (line 266: the formatted period, lines 227-250); aria-label={navigationAriaLabel} defaults to "" (line 160), which gives no name and leaves the content as the name',
  ),
  a(
    `${RC}/Calendar/Navigation.tsx`,
    283,
    '<button',
    null,
    '"previous on higher level" arrow: content {prev2Label}, default "«" (line 168); aria-label={prev2AriaLabel} defaults to "" (line 167), so the name is the glyph (poor, but present)',
  ),
  a(
    `${RC}/Calendar/Navigation.tsx`,
    294,
    '<button',
    null,
    '"previous" arrow: content {prevLabel}, default "‹" (line 170); aria-label default "" (line 169): named by the glyph',
  ),
  a(
    `${RC}/Calendar/Navigation.tsx`,
    306,
    '<button',
    null,
    '"next" arrow: content {nextLabel}, default "›" (line 166); aria-label default "" (line 165): named by the glyph',
  ),
  a(
    `${RC}/Calendar/Navigation.tsx`,
    317,
    '<button',
    null,
    '"next on higher level" arrow: content {next2Label}, default "»" (line 164); aria-label default "" (line 163): named by the glyph',
  ),
  a(
    `${RC}/Tile.tsx`,
    111,
    '<button',
    null,
    "day / month / year tile: a real button whose content is {children} (the formatted date, wrapped in an <abbr aria-label> when formatAbbr is given) and the caller's tileContent",
  ),
  a(
    `${RC}/MonthView/WeekNumber.tsx`,
    29,
    '<button',
    null,
    'week-number button (rendered only when onClickWeekNumber is given): content <span>{weekNumber}</span> (line 23); the other branch (line 42) is a plain div with no handler, not a site',
  ),
  // ---- react-cookie-consent 10.0.2 (cookie-consent bar; TSX source) ----
  a(
    `${CC}/CookieConsent.tsx`,
    283,
    '<div',
    null,
    'overlay (when `overlay` is set): role="button", tabIndex 0, aria-label "Close cookie consent banner", onClick and an onKeyDown that runs the same overlayClick on Enter/Space (lines 286-298). The accept / decline buttons are <ButtonComponent> (a component; its default is the button at CookieConsent.props.tsx:65)',
  ),
  a(
    `${CC}/CookieConsent.props.tsx`,
    65,
    '<button {...props}>{children}</button>',
    null,
    'DefaultButtonComponent: a wrapper button named by its children; CookieConsent.tsx passes buttonText (default "I understand", line 80) / declineButtonText with aria-label defaults "Accept cookies" / "Decline cookies" (lines 101-102)',
  ),
  // ---- pigeon-maps 0.22.1 (map UI controls; TSX source) ----
  a(
    `${PM}/controls/ZoomControl.tsx`,
    35,
    '<button',
    null,
    'zoom-in button: text content "+" (line 41), the only name (poor, but present); type="button", a real button',
  ),
  a(
    `${PM}/controls/ZoomControl.tsx`,
    43,
    '<button',
    null,
    'zoom-out button: text content "–" (line 49), the only name (poor, but present)',
  ),
  a(
    `${PM}/overlays/Marker.tsx`,
    50,
    '<div',
    CLICK,
    "marker: onClick only when the caller passes props.onClick (line 60: `props.onClick ? … : null`), an optional prop with no default; not decidable here (the default marker's svg at line 72 is decorative). Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${PM}/overlays/GeoJson.tsx`,
    175,
    '<g',
    CLICK,
    "GeoJSON feature group: onClick only when the caller passes props.onClick (line 178), no default; not decidable here. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${PM}/map/Map.tsx`,
    99,
    '<img',
    null,
    'map tile image: alt="" (line 106), decorative (the tiles carry no text content)',
  ),
  a(
    `${PM}/map/Map.tsx`,
    1318,
    '<a href="https://pigeon-maps.js.org/"',
    null,
    'attribution link with text "Pigeon"',
  ),
  a(`${PM}/map/Map.tsx`, 1328, '<a', null, 'attribution link with text "OpenStreetMap" (line 1334)'),
  // ---- @uiw/react-color-circle 2.10.3 (colour picker; TSX source) ----
  a(
    '@uiw+react-color-circle@2.10.3/src/Point.tsx',
    34,
    '<div',
    CLICK,
    "colour point: a div with onClick={onClick} and mouse-enter/leave, no role, tabIndex or key handler. The click is the colour choice: Circle (index.tsx:43-50, kept as context) renders Point through @uiw/react-color-swatch's rectRender, which passes onClick: (evn) => handleClick(background, evn) (@uiw/react-color-swatch 2.10.3 src/index.tsx:88, read; set 2 keeps that file); Circle's {...pointProps} goes to Point's props, which read only style/className/title/checked/color/onClick/rectProps, so no key handler can reach the div. The inner div (line 58) has no handler",
  ),
  // ---- @uiw/react-color-github 2.10.3 (colour picker; TSX source) ----
  a(
    '@uiw+react-color-github@2.10.3/src/Point.tsx',
    45,
    '<div',
    CLICK,
    "colour point: title={title}, then {...rectProps}, then onClick={onClick} (the swatch's colour choice, passed through Github's render, index.tsx:177-180, from @uiw/react-color-swatch's rectRender, its src/index.tsx:88); no role, tabIndex or key handler. rectProps is Github's own prop, defaulted to {} (index.tsx:61, kept as context): by the visible-default convention it carries no key handler",
  ),
  // ---- @uiw/react-color-chrome 2.10.3 (colour picker; TSX source) ----
  a(
    '@uiw+react-color-chrome@2.10.3/src/EyeDropper.tsx',
    28,
    '<svg viewBox="0 0 512 512" height="1em" width="1em" onClick={click}>',
    CLICK,
    'eye-dropper: an <svg> whose onClick opens the browser EyeDropper and picks a colour (click, lines 12-26); no role, tabIndex or key handler, so it cannot be reached by keyboard. Chrome renders it by default where EyeDropper exists (index.tsx:120, showEyeDropper defaults to true at line 46)',
  ),
  a(
    '@uiw+react-color-chrome@2.10.3/src/Arrow.tsx',
    16,
    '<div',
    null,
    "format-switch arrow: the div has no handler of its own; its click arrives through {...other}, the caller's rest props (ArrowProps extends HTMLAttributes, line 3), which could carry a key handler too. Its only caller in the package (index.tsx:205, kept as context) passes onClick={handleClick} alone, so in use it is mouse-only, but a caller's rest spread leaves the site undecided (set 7's @uiw/react-slider precedent): null",
  ),
  // ---- @uiw/react-color-editable-input 2.10.3 (colour picker field; TSX source) ----
  a(
    '@uiw+react-color-editable-input@2.10.3/src/index.tsx',
    117,
    '<input ref={ref} {...inputProps} />',
    null,
    'text field: inputProps (built at line 101) gets id: inputId, and the <label htmlFor={inputId}> at line 119 names it when the caller passes `label` (no default; the pickers pass "Hex" etc.); it also spreads the caller\'s rest (...other, line 107), which may carry aria-label: not decidable here',
  ),
  // ---- @uiw/react-drag-event-interactive 2.10.3 (drag surface of the colour pickers; TSX source) ----
  a(
    '@uiw+react-drag-event-interactive@2.10.3/src/index.tsx',
    80,
    '<div',
    null,
    "drag surface: tabIndex 0 with onMouseDown / onTouchStart (a drag: no click action in this file); {...reset} is the caller's rest (line 13), which the alpha / saturation pickers fill with both onClick and onKeyDown",
  ),
  // ---- @lekoarts/gatsby-theme-cara 5.1.7 (portfolio theme; theme-ui TSX source) ----
  a(
    `${LC}/footer.tsx`,
    10,
    '<button',
    null,
    'colour-mode toggle: text "Light"/"Dark" and aria-label "Activate Light Mode"/"Activate Dark Mode"',
  ),
  a(
    `${LC}/footer.tsx`,
    36,
    '<img width="30" height="30" src="https://img.lekoarts.de/gatsby/logo_v2-light_w30.png" alt="LekoArts Logo" />',
    null,
    'logo with alt "LekoArts Logo"',
  ),
  a(
    `${LC}/footer.tsx`,
    38,
    '<img width="30" height="30" src="https://img.lekoarts.de/gatsby/logo_v2_w30.png" alt="LekoArts Logo" />',
    null,
    'logo with alt "LekoArts Logo"',
  ),
  a(
    `${LC}/project-card.tsx`,
    12,
    '<a',
    null,
    'project card link: href={link}, content {children} and {title} (a required string prop, line 6)',
  ),
  // ---- @lekoarts/gatsby-theme-emilia 5.1.8 (portfolio theme; theme-ui TSX source) ----
  a(`${LEM}/footer.tsx`, 64, '<img', null, 'logo with alt "LekoArts Logo" (line 68)'),
  a(
    `${LEM}/footer.tsx`,
    71,
    '<img width="30" height="30" src="https://img.lekoarts.de/gatsby/logo_v2_w30.png" alt="LekoArts Logo" />',
    null,
    'logo with alt "LekoArts Logo"',
  ),
  a(
    `${LEM}/colormode-toggle.tsx`,
    64,
    '<button type="button" sx={buttonBaseStyles} aria-label="Color mode toggle">',
    null,
    'placeholder toggle shown before mount: aria-label "Color mode toggle", no handler',
  ),
  a(
    `${LEM}/colormode-toggle.tsx`,
    114,
    '<button',
    null,
    'colour-mode toggle: aria-label and title "Activate Light mode"/"Activate Dark mode"; its content is a styled empty div',
  ),
  // ---- @lekoarts/gatsby-theme-jodie 5.1.9 (portfolio theme; theme-ui TSX source) ----
  a(
    '@lekoarts+gatsby-theme-jodie@5.1.9/src/components/skip-nav.tsx',
    52,
    '<a href={`#',
    null,
    'skip link: content {children}, default "Skip to content" (line 33)',
  ),
  // ---- @lekoarts/gatsby-theme-emma 5.1.8 (portfolio theme; theme-ui TSX source) ----
  a(
    `${LEA}/footer.tsx`,
    23,
    '<img width="30" height="30" src="https://img.lekoarts.de/gatsby/logo_v2-light_w30.png" alt="LekoArts Logo" />',
    null,
    'logo with alt "LekoArts Logo"',
  ),
  a(
    `${LEA}/footer.tsx`,
    25,
    '<img width="30" height="30" src="https://img.lekoarts.de/gatsby/logo_v2_w30.png" alt="LekoArts Logo" />',
    null,
    'logo with alt "LekoArts Logo"',
  ),
  a(
    `${LEA}/header.tsx`,
    63,
    '<button',
    null,
    'colour-mode toggle: text "Light"/"Dark" and aria-label "Activate Light Mode"/"Activate Dark Mode"',
  ),
  a(
    `${LEA}/social-links.tsx`,
    5,
    '<a href="https://www.twitter.com/lekoarts_de" target="_blank" rel="noopener noreferrer" aria-label="Twitter">',
    null,
    'icon-only social link (an inline svg) with aria-label "Twitter"',
  ),
  a(
    `${LEA}/social-links.tsx`,
    20,
    '<a href="https://dribbble.com/LeKoArts" target="_blank" rel="noopener noreferrer" aria-label="Dribbble">',
    null,
    'icon-only social link (an inline svg) with aria-label "Dribbble"',
  ),
  // ---- @vis.gl/react-google-maps 1.10.2 (map components; TSX source) ----
  a(
    '@vis.gl+react-google-maps@1.10.2/src/components/static-map.tsx',
    19,
    '<img className={className} src={url} width="100%" />',
    IMG_ALT,
    'StaticMap: an <img> of the static map with no alt attribute at all; the component takes only url and className (StaticMapProps, lines 9-12), so no caller can give one',
  ),
  // ---- react-map-interaction 2.1.0 (pan/zoom container with map controls; JSX source) ----
  a(
    'react-map-interaction@2.1.0/src/Controls.jsx',
    41,
    '<button',
    null,
    'zoom-in button: content {plusBtnContents}, default "+" (defaultProps, line 93): named by the glyph',
  ),
  a(
    'react-map-interaction@2.1.0/src/Controls.jsx',
    57,
    '<button',
    null,
    'zoom-out button: content {minusBtnContents}, default "-" (line 94): named by the glyph',
  ),
  a(
    'react-map-interaction@2.1.0/src/MapInteraction.jsx',
    407,
    '<div',
    null,
    'pan/zoom container: onClickCapture / onTouchEndCapture = handleEventCapture (line 399), which only cancels the click that ends a drag; no click action of its own',
  ),
  // ---- @carto/react-ui 2.5.6 (dashboard widgets; JS source with JSX) ----
  a(
    '@carto+react-ui@2.5.6/src/components/molecules/UploadField/UploadField.js',
    47,
    '<input',
    null,
    'native file input: display: none (line 50), out of the accessibility tree, opened through UploadFieldBase (a component); it also has aria-label={name}',
  ),
  a(
    '@carto+react-ui@2.5.6/src/widgets/legend/legend-types/LegendIcon.js',
    23,
    "<img src={icons[idx]} alt={label} width='auto' height={ICON_SIZE_MEDIUM} />",
    null,
    "legend icon with alt={label}, the legend entry's label (also shown beside it as the title)",
  ),
  // ---- @lottiefiles/react-lottie-player 3.6.0 (animation player with its own controls; TSX source) ----
  a(
    `${LP}/Controls.tsx`,
    84,
    '<div',
    null,
    'play/pause: role="button", aria-label Play/Pause, tabIndex 0, onClick and an onKeyDown doing the same (lines 88-109, on any key)',
  ),
  a(
    `${LP}/Controls.tsx`,
    126,
    '<div',
    null,
    'stop: role="button", aria-label Stop, tabIndex 0, onClick and onKeyDown both call stop (lines 130-131)',
  ),
  a(
    `${LP}/Controls.tsx`,
    166,
    '<div role="button" className="lf-player-btn-container">',
    null,
    'frame-input container: role="button" but no handler (no click action); the input it holds is the site below',
  ),
  a(
    `${LP}/Controls.tsx`,
    167,
    '<input',
    FORM_LABEL,
    'current-frame field: a read-only text input (type="text", value={currentFrame}, lines 180-182) with no id, aria-label or wrapping <label>; shown by default (showFrameInput when no `buttons` list is given, line 64)',
  ),
  a(
    `${LP}/Controls.tsx`,
    187,
    '<div',
    null,
    'loop toggle: role="button", aria-label Loop, tabIndex 0, onClick and onKeyDown doing the same (lines 191-200)',
  ),
  a(
    `${LP}/Controls.tsx`,
    273,
    '<div',
    null,
    'snapshot popover content: only onWheel (scrolls the frame), no click action',
  ),
  a(
    `${LP}/Controls.tsx`,
    281,
    "<div style={{ cursor: 'pointer', color: '#0FCCCE' }} onClick={this.props.snapshot}>",
    CLICK,
    '"Download SVG": a div whose click downloads a snapshot (this.props.snapshot, which Player passes in, Player.tsx:275, calling snapshot() at line 186), no role, tabIndex or key handler',
  ),
  a(
    `${LP}/Controls.tsx`,
    284,
    "<div style={{ cursor: 'pointer', color: '#0FCCCE' }} onClick={this.props.snapshot}>",
    CLICK,
    '"Download PNG": the same snapshot click on a div, no role, tabIndex or key handler',
  ),
  a(
    `${LP}/Popover.tsx`,
    45,
    '<div',
    null,
    'popover trigger: opens on onMouseOver and closes on onMouseLeave (lines 47-52), no click action (hover only; no scored rule covers a hover-only disclosure)',
  ),
  a(`${LP}/Seeker.tsx`, 83, '<input', null, 'seek range input with aria-label="progress" (line 88)'),
  a(
    `${LP}/Player.tsx`,
    231,
    '<span aria-label="error-symbol" role="img">',
    null,
    'error symbol: role="img" with aria-label "error-symbol" (an emoji, ⚠️)',
  ),
  a(
    `${LP}/ColorPicker.tsx`,
    78,
    '<input',
    FORM_LABEL,
    'red range input: no id, aria-label or wrapping <label>; the <strong>Red</strong> beside it (line 77) is not associated (the background picker, shown in its popover by default: showBackgroundChange, Controls.tsx:65)',
  ),
  a(
    `${LP}/ColorPicker.tsx`,
    88,
    '<input',
    FORM_LABEL,
    'red number input: no id, aria-label or wrapping <label>',
  ),
  a(
    `${LP}/ColorPicker.tsx`,
    102,
    '<input',
    FORM_LABEL,
    'green range input: no label; <strong>Green</strong> (line 101) is not associated',
  ),
  a(
    `${LP}/ColorPicker.tsx`,
    112,
    '<input',
    FORM_LABEL,
    'green number input: no id, aria-label or wrapping <label>',
  ),
  a(
    `${LP}/ColorPicker.tsx`,
    126,
    '<input',
    FORM_LABEL,
    'blue range input: no label; <strong>Blue</strong> (line 125) is not associated',
  ),
  a(
    `${LP}/ColorPicker.tsx`,
    136,
    '<input',
    FORM_LABEL,
    'blue number input: no id, aria-label or wrapping <label>',
  ),
  a(
    `${LP}/ColorPicker.tsx`,
    155,
    '<input',
    FORM_LABEL,
    'hex text input: no id, aria-label or wrapping <label>, nothing beside it names it',
  ),
  // ---- react-avatar-edit 1.2.0 (avatar upload and crop; JSX source) ----
  a(
    'react-avatar-edit@1.2.0/src/avatar.jsx',
    529,
    '<input',
    null,
    'file input with id={this.loaderId}, labelled by <label htmlFor={this.loaderId}> (line 536), whose text is the label prop, default "Choose a file" (line 38)',
  ),
  a(
    'react-avatar-edit@1.2.0/src/avatar.jsx',
    539,
    '<svg',
    CLICK,
    'close icon: an <svg> whose onClick (onCloseClick, line 215) drops the loaded image and shows the loader again; no role, tabIndex or key handler, and nothing else in the component does it by keyboard',
  ),
  // ---- react-file-reader 1.1.4 (file upload button; JSX source) ----
  a(
    'react-file-reader@1.1.4/ReactFileReader.js',
    68,
    "<input type='file'",
    FORM_LABEL,
    'file input hidden only visually (width 0, opacity 0, position fixed: hideInput, lines 60-64), so it stays focusable; no aria-label and no label in the file; its id is props.elementId or, by default, a fresh uuidV4() (line 8), which no label can point at',
  ),
  a(
    'react-file-reader@1.1.4/ReactFileReader.js',
    78,
    "<div className='react-file-reader-button' onClick={this.clickInput}>",
    null,
    'upload button: a div whose click opens the file dialog (clickInput, line 11), no role, tabIndex or key handler; the focusable file input of the same component (line 68) opens the same dialog from the keyboard, so by the same-component convention its keyboard path exists (null)',
  ),
  // ---- react-file-reader-input 2.0.0 (file input wrapper; JSX source) ----
  a(
    'react-file-reader-input@2.0.0/src/index.js',
    84,
    '<div className="_react-file-reader-input" onClick={this.triggerInput} style={style}>',
    null,
    'wrapper: its click opens the file dialog of the file input it holds (triggerInput, line 67), which stays focusable (moved off-screen only when children are given): a control the element holds',
  ),
  a(
    'react-file-reader-input@2.0.0/src/index.js',
    85,
    '<input',
    null,
    "file input: {...props} is the caller's rest (line 75), which may carry an id or aria-label; not decidable here",
  ),
  // ---- react-csv-reader 4.0.0 (CSV upload field; TSX source) ----
  a(
    'react-csv-reader@4.0.0/src/index.tsx',
    86,
    '<input',
    null,
    'file input with id={inputId} (default "react-csv-reader-input"); the <label htmlFor={inputId}> (line 82) is rendered only when the caller passes `label`, a prop with no default: not decidable here',
  ),
];
