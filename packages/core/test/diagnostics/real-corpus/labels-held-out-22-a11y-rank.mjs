// Hand labels for HELD-OUT SET 22, accessibility family, the DOWNLOAD-RANK SAMPLE (packages marked `"heldOut": 22` in
// sources.json whose `kind` ends "; set 22 a11y (download-rank sample)"). The packages were drawn without categories,
// by the rule of the lead's RANK-SAMPLE-22 note (corpus METHOD.md, "Set 22's windows"; record/sets-19-on.md, this
// file's paragraph): the names containing "react" in the environment's npm list, most downloaded first, from rank 5702
// (the candidate after set 21's stop), walked in order until 10 kept or 200 probed. The tenth package was kept at rank
// 5991 (@material/react-checkbox) and the rule stopped there.
// Written by reading the code and committed BEFORE any checker ran on these files; the checker's rule code was not read.
// Same format and rules as labels-held-out-21-a11y-rank.mjs and labels-held-out-20-a11y-rank.mjs (read their headers):
// one row per site, every intrinsic interactive or image element of each labelled file, every non-interactive element
// with a click-type handler (onClick, onDoubleClick, onContextMenu; elements with only drag, pointer-down or hover
// handlers are not sites), every `role="img"` element (set 12). Components, dynamic tags, inline `<svg>`s with no role
// and no handler, and elements with only a composite, landmark, status, dialog, tabpanel, separator, progressbar or
// presentation role are not sites. `expect` is the rule a correct checker reports on the line where the element opens,
// or null (compliant, not decidable from the kept files, or no click action: precision first) with why. The
// conventions of sets 6-21 hold, with the lead's decisions and the session-32 convention (a click that only calls an
// optional callback the caller gives is judged as the element's click; a no-op default or a mode off by a default
// written in the kept files leaves it null; set 21's lead: a control under an optional prop with no written default is
// judged whenever it is shown). In particular: a placeholder or a title names a field; a name that only a prop with no
// visible default could give is not decidable; an alt from the caller's props is the caller's; a spread that may carry
// the missing attribute makes the site null unless its source is visible in the kept files; a wrapper link whose
// content is the caller's children is named by the caller; a backdrop that closes an overlay which also closes by
// keyboard is a close mask, null (set 17); a positive tabIndex would be `a11y/tabindex-positive` on the attribute's
// line.
//
// Judgement calls for the lead (labelled the conservative way unless said; also in the record paragraph):
// - @wojtekmaj/react-timerange-picker TimeRangePicker.tsx:574 and :587: the clear and clock buttons, aria-label the
//   caller's optional clearAriaLabel / clockAriaLabel (no default, lines 90, 104, 340, 342), their only content by
//   default an aria-hidden svg (ClearIcon / ClockIcon, lines 32-54, 341, 343): null as a name only the caller's prop
//   could give (set 21's design-react-kit Input.tsx:317). Read as "unnamed by default" both would be button-name.
// - @react-financial-charts/tooltip (10 rows) and @react-financial-charts/interactive ZoomButtons.tsx:109: SVG `<g>`,
//   `<rect>` and `<tspan>` elements whose click only calls the caller's optional onClick / onReset (no default in
//   any defaultProps), no role, tabIndex or key handler: click-without-keyboard by the session-32 convention, as set
//   20 labelled @react-financial-charts/core and /axes. A reader who counts only the package's own actions would make
//   them null (ZoomButtons :91 and :99 zoom by the package's own handlers and are violations either way).
// - react-mobile-store-button MobileStoreButton.jsx:48: a store-badge link whose only content is `&nbsp;` (the badge is
//   a CSS background image), with the caller's `{...linkProps}` spread after it (no default): null by the spread rule
//   (the caller may give aria-label); read as unnamed by default it would be link-name.
// - @material/react-checkbox NativeControl.tsx:42: the native checkbox's only possible name is a caller's `<label
//   htmlFor>` for the id Checkbox passes from the optional nativeControlId prop (index.tsx:204-216, kept as `context`):
//   null as a name only the caller could give; form-label if the default (no id) use is judged.
// - @lynx-js/preact-devtools: a Preact DevTools panel for Lynx, its lib/ published as tsc output with JSX preserved
//   (.jsx files); kept as JSX source. Lynx is not among the skipped kinds (React Native / Expo / Vue / Svelte /
//   Angular), and the devtools panel itself is a web page.
// - react-a11y (rank 5728) left out: its only JSX is the `pass` / `fail` example renders of each rule module
//   (src/rules/*.js), fixtures its tests and docs (mkdocs.js) read, not components; read as library code it would be
//   kept (with many deliberate violations) and the walk would have stopped one package earlier.
//
// Files were chosen per package by the rule (every library source file with a site; element-react and
// @lynx-js/preact-devtools have more than 12, and the 12 with the most sites are kept, ties in path order), not by how
// easy they are to judge. These packages are never used to tune the checker: a change made after measuring them says
// so.
const CLICK = 'a11y/click-without-keyboard';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const TRP = '@wojtekmaj+react-timerange-picker@7.1.0/src';
const RFT = '@react-financial-charts+tooltip@2.0.0/src';
const RFI = '@react-financial-charts+interactive@2.0.0/src';
const GCD = '@gocardless+react-dropin@0.3.6/src';
const MSB = 'react-mobile-store-button@0.0.6/src';
const PFC = '@patternfly+react-console@6.0.0/src/components';
const HLW = '@hashicorp+react-link-wrap@3.1.0';
const MCB = '@material+react-checkbox@0.15.0';

const tooltip = (file, line, at, what) =>
  a(
    `${RFT}/${file}`,
    line,
    at,
    CLICK,
    `${what}: its click only calls the caller's optional onClick prop (no default in the file's defaultProps), with no role, tabIndex or key handler: a mouse-only control (the session-32 convention, as set 20's @react-financial-charts rows; judgement call)`,
  );

export const HELD_OUT_22_A11Y_RANK_LABELS = [
  // @wojtekmaj/react-timerange-picker 7.1.0 (rank 5713; TSX in src/ beside dist/): one file. TimeInput and Clock are
  // components; ClearIcon and ClockIcon are aria-hidden svgs with no handler (not sites).
  a(
    `${TRP}/TimeRangePicker.tsx`,
    574,
    '<button',
    null,
    "the clear button: aria-label={clearAriaLabel} (line 575), the caller's optional prop with no default (lines 90, 340), its content by default ClearIcon, an aria-hidden svg (lines 44-53, 341): a name only the caller's prop could give, not decidable (judgement call)",
  ),
  a(
    `${TRP}/TimeRangePicker.tsx`,
    587,
    '<button',
    null,
    "the clock toggle: aria-label={clockAriaLabel} (line 589), the caller's optional prop with no default (lines 104, 342), its content by default ClockIcon, an aria-hidden svg (lines 32-42, 343): a name only the caller's prop could give, not decidable (judgement call)",
  ),

  // @react-financial-charts/tooltip 2.0.0 (rank 5736; TSX in src/ beside lib/): eight files. GroupTooltip and
  // MovingAverageTooltip:133 hand onClick to components (SingleTooltip, SingleMAToolTip), not sites.
  tooltip(
    'BollingerBandTooltip.tsx',
    89,
    '<g transform=',
    "the Bollinger band tooltip's group: onClick={onClick}",
  ),
  tooltip('MACDTooltip.tsx', 84, '<g className={className}', "the MACD tooltip's group: onClick={onClick}"),
  tooltip(
    'MovingAverageTooltip.tsx',
    41,
    '<rect x={0} y={0} width={55} height={30} onClick={this.onClick}',
    "a moving-average tooltip's transparent hit rect: onClick={this.onClick}, which calls the caller's onClick when given (lines 46-50)",
  ),
  tooltip('OHLCTooltip.tsx', 105, '<g className={className}', "the OHLC tooltip's group: onClick={onClick}"),
  tooltip('RSITooltip.tsx', 70, '<g className={className}', "the RSI tooltip's group: onClick={onClick}"),
  tooltip(
    'SingleTooltip.tsx',
    38,
    '<g transform=',
    "a single tooltip (value beside the label): onClick={this.handleClick}, which calls the caller's onClick when given (lines 116-121)",
  ),
  tooltip(
    'SingleTooltip.tsx',
    62,
    '<g transform=',
    "a single tooltip (value beneath the label): onClick={this.handleClick}, which calls the caller's onClick when given (lines 116-121)",
  ),
  tooltip(
    'SingleTooltip.tsx',
    82,
    '<tspan onClick={this.handleClick}',
    "a single tooltip as an inline tspan: onClick={this.handleClick}, which calls the caller's onClick when given (lines 116-121)",
  ),
  tooltip(
    'SingleValueTooltip.tsx',
    95,
    '<g className={className}',
    "the single-value tooltip's group: onClick={onClick}",
  ),
  tooltip(
    'StochasticTooltip.tsx',
    83,
    '<g className={className}',
    "the stochastic tooltip's group: onClick={onClick}",
  ),

  // @react-financial-charts/interactive 2.0.0 (rank 5761; TSX in src/ beside lib/): one file. The other onClick
  // props of the package are given to components (GenericChartComponent, ClickableCircle, …), not sites.
  a(
    `${RFI}/ZoomButtons.tsx`,
    91,
    '<circle',
    CLICK,
    "the zoom-out hit circle: onClick={this.handleZoomOut} (line 93), the package's own zoom, on an SVG circle with no role, tabIndex or key handler: a mouse-only control",
  ),
  a(
    `${RFI}/ZoomButtons.tsx`,
    99,
    '<circle',
    CLICK,
    "the zoom-in hit circle: onClick={this.handleZoomIn} (line 101), the package's own zoom (lines 119-125), on an SVG circle with no role, tabIndex or key handler: a mouse-only control",
  ),
  a(
    `${RFI}/ZoomButtons.tsx`,
    107,
    '<circle',
    CLICK,
    "the reset hit circle: onClick={onReset} (line 109), the caller's optional onReset (line 9, no default in defaultProps, lines 18-27), with no role, tabIndex or key handler: a mouse-only control (the session-32 convention; judgement call)",
  ),

  // @gocardless/react-dropin 0.3.6 (rank 5792; TSX in src/ beside dist/): one file (index.stories.tsx is a story).
  a(
    `${GCD}/GoCardlessDropinButton.tsx`,
    15,
    '<button type="button" onClick={() => open()}>',
    null,
    'the drop-in button: a native button whose text is "Start Dropin for … in …" with the flow id and environment (lines 16-17): named',
  ),

  // react-mobile-store-button 0.0.6 (rank 5890; JSX in src/ beside the compiled index.js): one file.
  a(
    `${MSB}/MobileStoreButton.jsx`,
    48,
    '<a',
    null,
    "the store badge link: href={url} (required), its only content `&nbsp;` (line 55), the badge drawn as a CSS background (lines 34-36), but the caller's `{...linkProps}` (line 53, an optional object with no default) is spread after, and may carry aria-label or title: a spread that may carry the name, not decidable (judgement call)",
  ),

  // @patternfly/react-console 6.0.0 (rank 5922; TSX in src/ beside dist/): two files. XTerm's `<div role="list">`
  // (SerialConsole/XTerm.tsx:133) has only focus handlers and a list role: not a site.
  a(
    `${PFC}/DesktopViewer/MoreInformationDefaultContent.tsx`,
    32,
    '<a href="https://virt-manager.org/download"',
    null,
    'the download link: href written, text "virt-manager.org" (line 33): named',
  ),
  a(
    `${PFC}/DesktopViewer/MoreInformationDefaultRDPContent.tsx`,
    17,
    '<a href="https://www.remmina.org/wp/">Remmina</a>',
    null,
    'the Remmina link: href written, text "Remmina": named',
  ),

  // @hashicorp/react-link-wrap 3.1.0 (rank 5952; JSX published as index.js): one file.
  a(
    `${HLW}/index.js`,
    27,
    '<a data-testid="a" {...props}>',
    null,
    "the anchor inside the caller's Next.js Link (legacyBehavior, which hands the child its href): its content the caller's children (line 28) and the caller's `{...props}`: a wrapper link named by the caller",
  ),
  a(
    `${HLW}/index.js`,
    34,
    '<a href={href} data-testid="a-raw" {...props}>',
    null,
    "the plain anchor: href={href}, its content the caller's children (line 35) and the caller's `{...props}`: a wrapper link named by the caller",
  ),

  // @material/react-checkbox 0.15.0 (rank 5991; TSX at the package root beside dist/): one file, index.tsx as
  // `context` (the Checkbox that renders NativeControl; its checkmark svg has no role or handler, not a site).
  a(
    `${MCB}/NativeControl.tsx`,
    42,
    '<input',
    null,
    "the native checkbox: type='checkbox' and `{...otherProps}`, which the package's Checkbox fills with id={nativeControlId}, checked, disabled, aria-checked, name and onChange (index.tsx:204-216), no aria-label or label: its name can only come from the caller's own `<label htmlFor>` for the optional nativeControlId (no default, index.tsx:74-81), not decidable (judgement call)",
  ),
];
