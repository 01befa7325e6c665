// Hand labels for HELD-OUT SET 8, accessibility family, React component packages (packages marked `"heldOut": 8`
// in sources.json whose files this file labels; a second labeller's labels-held-out-8-a11y-more.mjs labels the
// applications, templates and themes of the same set). Written by reading the code and committed BEFORE any
// checker ran on these files: the commit that adds this file adds no scoring of it, and the checker's rule code was
// not read while writing them. Same format and rules as labels-held-out-7-a11y.mjs and labels-held-out-6-a11y.mjs
// (read their headers): one row per site, every interactive or image element of each labelled file (intrinsic
// tags, and styled-components `styled.*` elements made from them; components such as <Button>, <Icon>, <Link> and
// tags chosen at run time are not sites); `expect` is the rule a correct checker reports on the line where the
// element opens, or null (compliant, not decidable from the kept files, or no click action: precision first) with
// why. Sets 6 and 7's conventions hold: a spread that may carry the missing attribute makes the site null, unless
// the spread's source is visible in the kept files (an object literal built there, or a default kept as
// `context`); a click mirrored by a key handler for the same action (window / document listeners included), by a
// control the element holds, or by Escape closing the same panel is null; mouse-down / mouse-up / hover / drag
// handlers and a click that only stops propagation are no click action; a name or handler that only a prop with a
// visible default could give is judged by that default, one from a prop with no visible default is not decidable;
// an icon-only button whose icon component is defined in the SAME package and renders an `<svg>` with no title or
// aria-label is a violation (the icon's files kept as `context`); a font-icon `<i className=… />` with no text gives
// no name; a lone glyph (×, <, >) counts as content; hidden inputs need no label; a `role="button"` element is judged
// for the keyboard only; a caller's rest spread that may carry a key handler leaves a click undecided even when the
// file writes the click; elements a caller must opt in to render are judged as written. New judgement calls met
// here are labelled the conservative way and listed in the corpus README and the labeller's report. Files were
// chosen per package by the selection rule in the corpus README (every source file with an intrinsic interactive or
// image element), not by how easy they are to judge. These packages are never used to tune the checker: a change
// made after measuring them says so.
const IMG_ALT = 'a11y/img-alt';
const BUTTON_NAME = 'a11y/button-name';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const DP = 'react-date-picker@12.1.0/src';
const TP = 'react-time-picker@8.1.0/src';
const DTP = 'react-datetime-picker@7.1.0/src';
const DRP = '@wojtekmaj+react-daterange-picker@7.1.0/src';
const DTRP = '@wojtekmaj+react-datetimerange-picker@7.1.0/src';
const JT = 'react-json-tree@0.20.0/src';
const BD = 'react-16-bootstrap-date-picker@5.1.2/src';
const BT = 'react-bootstrap-tagsinput@0.7.6/src';
const RJ = 'react-joyride@3.2.0/src';
const CB = 'react-code-blocks@0.1.6/src';
const RC = 'react-cropper@2.3.3/src';
const TD = 'react-toggle-dark-mode@2.0.0/src';
const IRC = '@instructure+react-crop@5.0.1/src';
const CS = 'react-compare-slider@4.0.0/src';
const SCE = 'react-simple-code-editor@0.14.1/src';
const TCE = '@uiw+react-textarea-code-editor@3.1.1/src';
const AT = 'react-alert-template-basic@1.0.2/src';
const CKB = 'react-cookie-banner@4.1.0/src';
const PIN = 'react-pin-input@1.3.1/src';
const TEL = 'react-telephone-input@5.0.0/src';
const RD = 'react-dates@21.8.0/src';
const ODR = 'react-daterange-picker@2.0.1/src';
const MC = '@material+react-chips@0.15.0';
const IIZ = 'react-inner-image-zoom@4.0.2/src';
const TA = 'react-typeahead@1.1.9/src';
const LLI = 'react-lazy-load-image-component@1.6.3/src';
const DV = 'react-diff-view@3.3.3/src';
const CP = 'react-collapse-pane@3.0.1/src';
const AA = 'react-abstract-autocomplete@2.0.5/src';
const IAS = 'react-input-autosize@3.0.0/src';
const SFI = 'react-simple-file-input@2.1.0/src';
const SS = 'react-schedule-selector@3.0.2/src/lib';
const SR = 'react-star-rate@0.2.0/src';
const SRC = 'react-star-ratings-component@1.0.1/src';
const TB = 'react-tag-box@1.6.0/src';
const TS = 'react-toggle-switch@3.0.4/src/scripts';
const TC = 'react-toggle-component@3.0.8/src';
const VT = 'react-video-thumbnail@0.1.3/src';
const WN = 'react-web-notification@0.8.0/src';
const PZR = 'react-image-pan-zoom-rotate@1.6.0/src';
const GP = 'react-gif-player@0.4.2/src';
const DM = 'react-desktop-menus@1.0.8/src';
const IT = 'react-image-turntable@3.1.2/src';
const EA = 'react-email-autocomplete@1.3.4/src';
const IFB = 'react-image-fallback@8.0.0/src';
const MT = 'react-multi-toggle@1.1.0';
const AS = 'react-autosuggestions@3.4.0/src';
const RT = 'react-toastr@3.0.0/src';
const RCI = 'react-code-input@3.10.1/src';
const BAS = 'react-bootstrap-autosuggest@0.5.0/src';
const STF = 'react-simple-timefield@3.3.1/src';

export const HELD_OUT_8_A11Y_LABELS = [
  // ---- react-date-picker 12.1.0 (date picker; TSX source) ----
  a(
    `${DP}/DatePicker.tsx`,
    559,
    '<button',
    null,
    "clear button: aria-label={clearAriaLabel}, a prop the destructuring (line 341) leaves without a default; its default content ClearIcon (line 45) is an svg with aria-hidden, so the name rests on a prop with no visible default: not decidable (set 7's react-csv-reader index.tsx:86 precedent)",
  ),
  a(
    `${DP}/DatePicker.tsx`,
    572,
    '<button',
    null,
    'calendar toggle: aria-label={calendarAriaLabel}, no default in the destructuring (line 338); default content CalendarIcon (line 33, `calendarIcon = CalendarIcon` line 339) is an aria-hidden svg: the name rests on a prop with no visible default, not decidable',
  ),
  a(
    `${DP}/DateInput.tsx`,
    704,
    '<div className={className} onClick={onClick}>',
    null,
    'input-group wrapper: its click (line 384) only focuses the first input it holds when the wrapper itself is hit; those inputs are the keyboard path to the same place (a control the element holds)',
  ),
  a(
    `${DP}/DateInput/Input.tsx`,
    172,
    '<input',
    null,
    "day/month/year number input: aria-label={ariaLabel} from DatePicker's dayAriaLabel / monthAriaLabel / yearAriaLabel, props with no default (DatePicker.tsx:346, :357, :373); placeholder '--' is no label: not decidable",
  ),
  a(
    `${DP}/DateInput/MonthSelect.tsx`,
    57,
    '<select',
    null,
    'month select (format with MMM/MMMM): aria-label={ariaLabel} from the monthAriaLabel prop, no visible default: not decidable',
  ),
  a(
    `${DP}/DateInput/NativeInput.tsx`,
    59,
    '<input',
    null,
    'native date input carrying the form value: `hidden` (line 62) and visibility hidden; hidden inputs need no label',
  ),
  // ---- react-time-picker 8.1.0 (time picker; TSX source) ----
  a(
    `${TP}/TimePicker.tsx`,
    546,
    '<button',
    null,
    'clear button: aria-label={clearAriaLabel} (no default, line 334); default content ClearIcon (line 45) is an aria-hidden svg: the name rests on a prop with no visible default, not decidable',
  ),
  a(
    `${TP}/TimePicker.tsx`,
    559,
    '<button',
    null,
    'clock toggle: aria-label={clockAriaLabel} (no default, line 336); default content ClockIcon (line 33) is an aria-hidden svg: not decidable',
  ),
  a(
    `${TP}/TimeInput.tsx`,
    598,
    '<div className={className} onClick={onClick}>',
    null,
    'input-group wrapper: its click (line 263) only focuses the first input it holds when the wrapper itself is hit; the inputs are the keyboard path',
  ),
  a(
    `${TP}/TimeInput/Input.tsx`,
    172,
    '<input',
    null,
    "hour/minute/second input: aria-label={ariaLabel} from TimePicker's hourAriaLabel / minuteAriaLabel / secondAriaLabel, props with no default: not decidable",
  ),
  a(
    `${TP}/TimeInput/AmPm.tsx`,
    47,
    '<select',
    null,
    'AM/PM select: aria-label={ariaLabel} from amPmAriaLabel, no visible default: not decidable',
  ),
  a(
    `${TP}/TimeInput/NativeInput.tsx`,
    57,
    '<input',
    null,
    'native time input carrying the form value: `hidden` and visibility hidden; hidden inputs need no label',
  ),
  // ---- react-datetime-picker 7.1.0 (date-time picker; TSX source; its inputs come from react-date-picker / react-time-picker) ----
  a(
    `${DTP}/DateTimePicker.tsx`,
    746,
    '<button',
    null,
    'clear button: aria-label={clearAriaLabel} (no default, line 416); default ClearIcon (line 47) is an aria-hidden svg: not decidable',
  ),
  a(
    `${DTP}/DateTimePicker.tsx`,
    759,
    '<button',
    null,
    'calendar toggle: aria-label={calendarAriaLabel} (no default, line 413); default CalendarIcon (line 35) is an aria-hidden svg: not decidable',
  ),
  a(
    `${DTP}/DateTimeInput.tsx`,
    904,
    '<div className={className} onClick={onClick}>',
    null,
    'input-group wrapper: its click (line 418) only focuses the first input it holds when the wrapper itself is hit; the inputs are the keyboard path',
  ),
  a(
    `${DTP}/DateTimeInput/NativeInput.tsx`,
    64,
    '<input',
    null,
    'native datetime-local input carrying the form value: `hidden`; hidden inputs need no label',
  ),
  // ---- @wojtekmaj/react-daterange-picker 7.1.0 (date-range picker; TSX source; its inputs come from react-date-picker) ----
  a(
    `${DRP}/DateRangePicker.tsx`,
    591,
    '<button',
    null,
    'clear button: aria-label={clearAriaLabel} (no default, line 340); default ClearIcon (line 44) is an aria-hidden svg: the name rests on a prop with no visible default, not decidable',
  ),
  a(
    `${DRP}/DateRangePicker.tsx`,
    604,
    '<button',
    null,
    'calendar toggle: aria-label={calendarAriaLabel} (no default, line 337); default CalendarIcon (line 32) is an aria-hidden svg: not decidable',
  ),
  // ---- @wojtekmaj/react-datetimerange-picker 7.1.0 (date-time-range picker; TSX source) ----
  a(
    `${DTRP}/DateTimeRangePicker.tsx`,
    798,
    '<button',
    null,
    'clear button: aria-label={clearAriaLabel} (no default, line 422); default ClearIcon (line 46) is an aria-hidden svg: not decidable',
  ),
  a(
    `${DTRP}/DateTimeRangePicker.tsx`,
    811,
    '<button',
    null,
    'calendar toggle: aria-label={calendarAriaLabel} (no default, line 419); default CalendarIcon (line 34) is an aria-hidden svg: not decidable',
  ),
  // ---- react-json-tree 0.20.0 (JSON tree viewer; TSX source) ----
  a(
    `${JT}/ItemRange.tsx`,
    28,
    "<div {...styling('itemRange', expanded)} onClick={handleClick}>",
    null,
    "collapsed \"from ... to\" range: a div whose click expands it, no role, tabIndex or key handler written; but {...styling('itemRange', expanded)} is spread first, and `styling` is react-base16-styling's createStyling over a theme the caller may replace (index.tsx:51-53), whose function values may return any props: a spread that may carry the key handler, its source not visible in the kept files, so not decidable (see the report: read as className/style only it would be click-without-keyboard)",
  ),
  a(
    `${JT}/JSONArrow.tsx`,
    20,
    "<div {...styling('arrowContainer', arrowStyle)} onClick={onClick}>",
    null,
    'expand arrow: a div with onClick, no role, tabIndex or key handler, after the {...styling(...)} spread of react-base16-styling (another package, caller-replaceable theme): not decidable, as ItemRange.tsx:28',
  ),
  a(
    `${JT}/JSONNestedNode.tsx`,
    160,
    '<label',
    null,
    'node key: a <label> (no control) whose click toggles expansion, after the {...styling(...)} spread (line 161): not decidable, as ItemRange.tsx:28',
  ),
  a(
    `${JT}/JSONNestedNode.tsx`,
    166,
    '<span',
    null,
    'node summary string: a span whose click toggles expansion, after the {...styling(...)} spread (line 167): not decidable, as ItemRange.tsx:28',
  ),
  // ---- react-16-bootstrap-date-picker 5.1.2 (Bootstrap date picker; JSX source, createReactClass) ----
  a(
    `${BD}/index.jsx`,
    66,
    '<div className="text-muted pull-left datepicker-previous-wrapper" onClick={this.handleClickPrevious}',
    null,
    'previous-month control of the calendar header: a div with onClick={this.handleClickPrevious} (line 50, moves the displayed month back) and cursor pointer, no role, tabIndex or key handler; its content is the previousButtonElement, "<" by default (line 324), text only. No key handler of the picker moves the month (handleKeyDown, line 421, only handles Tab); typing a date into the text input is another action (see the report) — decided by the lead after the second reading, before any checker ran on set 8 (first labelled click-without-keyboard): the result of this control, the calendar showing another month, is also reached by typing a date into the same picker\'s text input (handleInputChange sets the displayed month), the keyboard path that makes the day cell of line 174 null: a mouse-only control whose result the same widget gives by keyboard is not a violation',
  ),
  a(
    `${BD}/index.jsx`,
    70,
    '<div className="text-muted pull-right datepicker-next-wrapper" onClick={this.handleClickNext}',
    null,
    'next-month control: a div with onClick={this.handleClickNext} (line 57), no role, tabIndex or key handler; nextButtonElement is ">" by default (line 325); no keyboard path moves the displayed month — decided by the lead after the second reading, before any checker ran on set 8 (first labelled click-without-keyboard): the result of this control, the calendar showing another month, is also reached by typing a date into the same picker\'s text input (handleInputChange sets the displayed month), the keyboard path that makes the day cell of line 174 null: a mouse-only control whose result the same widget gives by keyboard is not a violation',
  ),
  a(
    `${BD}/index.jsx`,
    174,
    '<td',
    null,
    "day cell: onClick={clickHandler} (handleClick, line 97, selects that day of the displayed month), no role, tabIndex or key handler; the same component's text input (FormControl, line 660, onChange handleInputChange line 535) sets the same selected date by keyboard, so the selection has a keyboard path in the same component (as set 7's react-file-reader ReactFileReader.js:78): null, see the report",
  ),
  a(
    `${BD}/index.jsx`,
    711,
    '<input ref="hiddenInput" type="hidden"',
    null,
    'type="hidden" input carrying the ISO value; hidden inputs need no label',
  ),
  // ---- react-bootstrap-tagsinput 0.7.6 (tag input; TSX source) ----
  a(
    `${BT}/index.tsx`,
    146,
    '<input',
    null,
    "the tag text input: aria-label={placeholder}, a prop with no default (line 34), and the caller's {...rest} (line 40) is spread last (line 162) and may carry a label: not decidable",
  ),
  a(
    `${BT}/index.tsx`,
    218,
    '<button',
    null,
    "a tag's remove button: aria-label='remove path fragment' (line 220) names it; tabIndex -1, but the tag div that holds it is focusable (tabIndex 0, line 204) and removes on Backspace/Delete (onKeyUp line 209, handler lines 189-196): a real button either way",
  ),
  // ---- react-joyride 3.2.0 (guided tour; TSX source; defaults.ts and TourRenderer.tsx kept as `context`) ----
  a(
    `${RJ}/components/Beacon.tsx`,
    127,
    '<button',
    null,
    "the step beacon: a real button named by aria-label={title} and title (lines 129, 135), title = getReactNodeText(locale.open) (line 102), whose default is 'Open the dialog' (defaults.ts:48)",
  ),
  a(
    `${RJ}/components/Tooltip/DefaultTooltip.tsx`,
    17,
    '<button',
    null,
    "primary (Next/Last) button: no children written, but {...primaryProps} is spread last (line 21); the props come from the tooltip's parent (Tooltip/index.tsx builds aria-label, title and children from the locale): a spread that may carry the name",
  ),
  a(
    `${RJ}/components/Tooltip/DefaultTooltip.tsx`,
    28,
    '<button',
    null,
    'skip button: {...skipProps} spread last (line 33), carrying the name from the parent: as line 17',
  ),
  a(
    `${RJ}/components/Tooltip/DefaultTooltip.tsx`,
    40,
    '<button data-testid="button-back"',
    null,
    'back button: {...backProps} spread last, carrying the name from the parent: as line 17',
  ),
  a(
    `${RJ}/components/Tooltip/CloseButton.tsx`,
    11,
    '<button style={style} type="button" {...props}>',
    null,
    "close button: its only content is an svg with no title (line 12), but the caller's {...props} (closeProps, DefaultTooltip.tsx:45) is spread on it and may carry aria-label: null",
  ),
  a(
    `${RJ}/components/Overlay.tsx`,
    143,
    '<path',
    null,
    "the overlay's dimmed path: onClick={onClickOverlay}, no key handler, inside an aria-hidden div; its default action closes the tour (overlayClickAction 'close', defaults.ts:20; TourRenderer.tsx:92), which Escape also does by default (dismissKeyAction 'close', defaults.ts:16, document keydown TourRenderer.tsx:73-84): a backdrop whose dismissal a key handler performs",
  ),
  // ---- react-code-blocks 0.1.6 (code viewer with copy controls; TSX source, styled-components) ----
  a(
    `${CB}/components/CopyBlock.tsx`,
    79,
    '<Button aria-label="Copy Code" type="button" onClick={handler} {...{ theme, copied }}>',
    null,
    'copy button: `Button` is styled.button (line 20), a real button, named by aria-label="Copy Code"; the spread object literal carries only theme and copied',
  ),
  a(
    `${CB}/components/Snippet/Snippet.tsx`,
    123,
    '<div className="copy" onClick={clickHandler}>',
    CLICK,
    "the snippet's copy control: a div with onClick={clickHandler} (line 107, copies the text to the clipboard), no role, tabIndex or key handler; shown by default (copy: 'default' in defaultProps, line 72; showCopyIcon line 99), its only content the SnippetIcon svg. No other control of the snippet copies",
  ),
  // ---- react-cropper 2.3.3 (image crop; TSX source) ----
  a(
    `${RC}/react-cropper.tsx`,
    129,
    '<img {...imageProps} style={REQUIRED_IMAGE_STYLES} ref={combinedRef} />',
    null,
    "the image Cropper.js works on: imageProps = cleanImageProps({...rest, crossOrigin, src, alt}) (line 125), alt defaulting to 'picture' (line 75): it has an alt",
  ),
  // ---- react-toggle-dark-mode 2.0.0 (dark-mode toggle; TSX source) ----
  a(
    `${TD}/index.tsx`,
    164,
    '<button',
    null,
    "the toggle: a real button, role switch by default (line 166), aria-label defaulting to 'Toggle dark mode' (line 168), tabIndex 0; named by default",
  ),
  // ---- @instructure/react-crop 5.0.1 (image crop; JSX in src/*.js, the package's main is the compiled dist/react-crop.js) ----
  a(
    `${IRC}/index.js`,
    138,
    '<img',
    IMG_ALT,
    'the image being cropped: <img ref src={this.state.url} className onLoad style> with no alt attribute at all and no spread',
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    418,
    '<input',
    null,
    "offset-X number input, wrapped in a <label> (line 416) whose text is this.props.offsetXLabel, defaulting to 'Offset X' (line 22): labelled",
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    428,
    '<input',
    null,
    "offset-Y input inside a <label> whose text defaults to 'Offset Y' (line 23): labelled",
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    438,
    '<input',
    null,
    "width input inside a <label> whose text defaults to 'Width' (line 20): labelled",
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    448,
    '<input',
    null,
    "height input inside a <label> whose text defaults to 'Height' (line 21): labelled",
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    459,
    '<div',
    null,
    'the crop box: only onMouseDown / onTouchStart={this.startMove} (lines 461-462, a drag), no click: no click action under the conventions (the offset inputs, lines 418 and 428, also move it, but have tabIndex -1)',
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    465,
    '<div',
    null,
    "the south-east resize handle: only onMouseDown / onTouchStart={this.startResize.bind(null, 'se')} (lines 467-468, a drag), no click: no click action under the conventions (the width / height inputs, lines 438 and 448, also resize it, tabIndex -1)",
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    470,
    '<div',
    null,
    'the north-east resize handle: only mouse-down / touch-start (lines 472-473, a drag), no click, as line 465',
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    475,
    '<div',
    null,
    'the south-west resize handle: only mouse-down / touch-start (lines 477-478, a drag), no click, as line 465',
  ),
  a(
    `${IRC}/draggable-resizable-box.js`,
    480,
    '<div',
    null,
    'the north-west resize handle: only mouse-down / touch-start (lines 482-483, a drag), no click, as line 465',
  ),
  // ---- react-compare-slider 4.0.0 (before/after image comparison slider; TSX source) ----
  a(
    `${CS}/components/handle-root.tsx`,
    49,
    '<div',
    null,
    'the slider handle: role="slider", tabIndex 0, aria-label written (line 52), a keydown listener attached to it (line 45, arrow keys); its click listener (line 46) is matched by that keyboard path',
  ),
  a(
    `${CS}/components/image.tsx`,
    13,
    '<img data-rcs="image" {...props} alt={alt} style={appliedStyle} />',
    null,
    "the exported Image: alt={alt}, a prop with no default (line 10); the caller's image, not decidable",
  ),
  // ---- react-simple-code-editor 0.14.1 (code editor; TSX source) ----
  a(
    `${SCE}/index.tsx`,
    553,
    '<textarea',
    null,
    "the editing textarea: no aria-label, no wrapping label; but id={textareaId} (line 563) is the caller's prop (line 127), which a caller's <label htmlFor> may point at, and the placeholder is no label: not decidable from the package",
  ),
  // ---- @uiw/react-textarea-code-editor 3.1.1 (code editor; TSX source) ----
  a(
    `${TCE}/Editor.tsx`,
    131,
    '<textarea {...textareaProps} ref={textRef} />',
    null,
    "the editing textarea: textareaProps (line 105) is an object literal built in the file, but it spreads the caller's ...other (lines 54, 110), which may carry aria-label, id or aria-labelledby: not decidable",
  ),
  // ---- react-alert-template-basic 1.0.2 (alert/toast template; JSX in src/index.js, main is dist/; icons/CloseIcon.js and icons/BaseIcon.js kept as `context`) ----
  a(
    `${AT}/index.js`,
    37,
    '<button onClick={close} style={buttonStyle}>',
    BUTTON_NAME,
    "the alert's close button: its only content is <CloseIcon /> (line 38), defined in the same package (icons/CloseIcon.js:4) as two <line>s inside BaseIcon, an <svg> with no title, aria-label or aria-labelledby (icons/BaseIcon.js:4); the button has no aria-label or title and no spread: no name",
  ),
  // ---- react-cookie-banner 4.1.0 (cookie-consent banner; TSX source) ----
  a(
    `${CKB}/BannerContent.tsx`,
    56,
    '<button {...{ onClick, style }}>',
    BUTTON_NAME,
    'the close-icon button (rendered when the caller passes a `closeIcon` class name, line 95; elements a caller opts in to are judged as written): its only content is a font icon <i {...{ className }} /> with no text (line 57), and the spread object literal carries only onClick and style: no name',
  ),
  a(
    `${CKB}/BannerContent.tsx`,
    62,
    "<button className='button-close' {...{ onClick, style }}>",
    null,
    "the default close button: text {buttonMessage}, defaulting to 'Got it' (line 76)",
  ),
  a(
    `${CKB}/BannerContent.tsx`,
    89,
    '<div {...wrapperProps} onClick={this.bannerClicked}>',
    null,
    'the banner: its click accepts only when the dismissOnClick prop is set (line 102; no default, so no action by default), and that action (onAccept) is what the close button it holds does (lines 94-95, a real button): a click mirrored by a control the element holds',
  ),
  // ---- react-pin-input 1.3.1 (PIN / OTP input; JSX source in src/, main is dist/bundle.js; PinInput.jsx kept as `context`) ----
  a(
    `${PIN}/PinItem.jsx`,
    133,
    '<input',
    FORM_LABEL,
    "each PIN digit input: no id, no wrapping label; aria-label={this.props.ariaLabel ? this.props.ariaLabel : value} (line 139), ariaLabel defaulting to '' here (line 189) and in its only caller (PinInput.jsx:146, passed at :101), so the label falls back to the field's own value, initially '' (state from initialValue, line 26; PinInput.jsx:132 defaults it to ''): an empty aria-label, and the placeholder (also '' by default) is no label. Judged by the visible defaults (see the report)",
  ),
  // ---- react-telephone-input 5.0.0 (phone-number input with country dropdown; TSX source) ----
  a(
    `${TEL}/ReactTelephoneInput.tsx`,
    577,
    '<div',
    null,
    'a country row of the dropdown list: onClick={this.handleFlagItemClick.bind(this, country)}, no role, tabIndex or key handler on the row; but the flag-view container (line 669) has onKeyDown={this.handleKeydown}, whose Up/Down move the highlighted row and Enter calls handleFlagItemClick on it (lines 498-506 of handleKeydown, line 476): the same action by keyboard in the same component',
  ),
  a(
    `${TEL}/ReactTelephoneInput.tsx`,
    674,
    '<button',
    null,
    "the selected-flag button: named by its title, the selected country name and dial code (line 677), and the caller's {...buttonProps} is spread last",
  ),
  a(
    `${TEL}/ReactTelephoneInput.tsx`,
    696,
    '<input',
    null,
    "the phone-number input: no aria-label or label written (placeholder only), but the caller's inputProps are spread on it ({...otherProps}, line 713, from inputProps at line 655) and the inputId prop sets its id (lines 656-657) for a caller's label: not decidable",
  ),
  // ---- react-dates 21.8.0 (Airbnb date pickers; JSX source in src/, main is lib/; src/defaultPhrases.js kept as `context`) ----
  a(
    `${RD}/components/CalendarDay.jsx`,
    124,
    '<td',
    null,
    'day cell: role="button", onClick with onKeyDown={(e) => { this.onKeyDown(day, e); }} (line 162) and tabIndex (line 163); aria-label from getCalendarDaySettings (line 120)',
  ),
  a(
    `${RD}/components/CustomizableCalendarDay.jsx`,
    319,
    '<td',
    null,
    'customizable day cell: role="button", onClick with onKeyDown (line 351) and tabIndex (line 352), as CalendarDay.jsx:124',
  ),
  a(
    `${RD}/components/DateInput.jsx`,
    214,
    '<input',
    null,
    "the date text input: aria-label={ariaLabel === undefined ? placeholder : ariaLabel} (line 223), placeholder defaulting to 'Select Date' (line 57): labelled by default",
  ),
  a(
    `${RD}/components/DateRangePicker.jsx`,
    479,
    '<div',
    null,
    'the picker container: onClick={onOutsideClick} (line 498), set only for a non-full-screen portal (line 461), where it closes the picker, which Escape in the day picker also does (DayPicker.jsx:511-516, onBlur); and {...css(...)} from react-with-styles is spread on it: null',
  ),
  a(
    `${RD}/components/DateRangePicker.jsx`,
    554,
    '<button',
    null,
    "full-screen portal close button: aria-label={phrases.closeDatePicker}, 'Close' by default (defaultProps phrases line 130; defaultPhrases.js:3)",
  ),
  a(
    `${RD}/components/DateRangePickerInput.jsx`,
    199,
    '<button',
    null,
    'calendar icon button: aria-label={phrases.focusStartDate} (line 203), a sentence by default (line 128; defaultPhrases.js:4)',
  ),
  a(
    `${RD}/components/DateRangePickerInput.jsx`,
    286,
    '<button',
    null,
    "clear-dates button: aria-label={phrases.clearDates} (line 288), 'Clear Dates' by default (defaultPhrases.js:6)",
  ),
  a(
    `${RD}/components/DayPicker.jsx`,
    1172,
    '<div // eslint-disable-line jsx-a11y/no-noninteractive-element-interactions',
    null,
    'the focus region (role="application"): its click only stops propagation (line 1175), no action; it has onKeyDown and tabIndex -1 anyway',
  ),
  a(
    `${RD}/components/DayPickerKeyboardShortcuts.jsx`,
    193,
    '<button',
    null,
    "show-shortcuts button: aria-label={toggleButtonText} (line 203), a phrase by default (line 175; defaultPhrases.js:10); visible content '?'",
  ),
  a(
    `${RD}/components/DayPickerKeyboardShortcuts.jsx`,
    244,
    '<button',
    null,
    'hide-shortcuts button: aria-label={phrases.hideKeyboardShortcutsPanel} (line 252), a phrase by default (defaultPhrases.js:11); its content is the CloseButton svg',
  ),
  a(
    `${RD}/components/DayPickerNavigation.jsx`,
    183,
    '<div // eslint-disable-line jsx-a11y/interactive-supports-focus',
    null,
    'previous-month control: role="button", onClick with onKeyUp for Enter and Space (lines 213-218), aria-label={phrases.jumpToPrevMonth} (line 211)',
  ),
  a(
    `${RD}/components/DayPickerNavigation.jsx`,
    244,
    '<div // eslint-disable-line jsx-a11y/interactive-supports-focus',
    null,
    'next-month control: role="button", onClick with onKeyUp for Enter and Space (lines 274-279), aria-label={phrases.jumpToNextMonth} (line 272)',
  ),
  a(
    `${RD}/components/SingleDatePicker.jsx`,
    453,
    '<div',
    null,
    'the picker container: onClick={onOutsideClick} (line 474), set only for a non-full-screen portal (line 443), closing the picker, which Escape in the day picker also does (DayPicker.jsx:511-516); {...css(...)} spread on it: null, as DateRangePicker.jsx:479',
  ),
  a(
    `${RD}/components/SingleDatePicker.jsx`,
    523,
    '<button',
    null,
    "full-screen portal close button: aria-label={phrases.closeDatePicker} (line 525), 'Close' by default (line 121; defaultPhrases.js:3)",
  ),
  a(
    `${RD}/components/SingleDatePickerInput.jsx`,
    144,
    '<button',
    null,
    'calendar icon button: aria-label={phrases.focusStartDate} (line 148), a sentence by default (line 92)',
  ),
  a(
    `${RD}/components/SingleDatePickerInput.jsx`,
    196,
    '<button',
    null,
    "clear-date button: aria-label={phrases.clearDate} (line 204), 'Clear Date' by default (defaultPhrases.js:5)",
  ),
  // ---- react-daterange-picker 2.0.1 (onefinestay date-range picker; JSX source in src/, main is dist/) ----
  a(
    `${ODR}/PaginationArrow.jsx`,
    43,
    '<div className={this.cx(elementOpts)} {...props} onClick={onTrigger}>',
    null,
    "previous/next-month arrow: a div with onClick={onTrigger}, no role, tabIndex or key handler written, and only an empty icon div inside; but the caller's rest props ({...props}, line 27) are spread before the click and may carry a key handler: undecided, as set 7's @uiw/react-slider index.tsx:224 (see the report)",
  ),
  a(
    `${ODR}/calendar/CalendarMonth.jsx`,
    139,
    "{this.props.disableNavigation ? null : <select className={this.cx({element: 'MonthHeaderSelect'})} value={y} onChange={this.handleYearChange}>",
    FORM_LABEL,
    'the year select of the month header: no id, aria-label, aria-labelledby or wrapping <label>; it sits in a <span> beside the year text (lines 137-138), which is no label. Shown unless disableNavigation is set',
  ),
  a(
    `${ODR}/calendar/CalendarMonth.jsx`,
    174,
    "{this.props.disableNavigation ? null : <select className={this.cx({element: 'MonthHeaderSelect'})} value={firstOfMonth.month()} onChange={this.handleMonthChange}>",
    FORM_LABEL,
    'the month select of the month header: no id, aria-label, aria-labelledby or wrapping <label>, beside the month text in a <span> (lines 172-173)',
  ),
  a(
    `${ODR}/calendar/CalendarDate.jsx`,
    226,
    "<td className={this.cx({element: 'Date', modifiers: bemModifiers, states: bemStates})}",
    null,
    'a date cell: selection runs on onMouseDown / onMouseEnter / onTouchStart (lines 228-231), no onClick; mouse-down and hover handlers are no click action under the conventions (the cells have no keyboard path at all: see the report)',
  ),
  // ---- @material/react-chips 0.15.0 (Material chips; TSX at the package root, main is dist/) ----
  a(
    `${MC}/Chip.tsx`,
    294,
    '<div',
    null,
    'the chip: tabIndex={0} (line 295), onClick={this.onClick} with onKeyDown={this.onKeyDown} (lines 297-298), both calling foundation.handleInteraction (lines 219-227): keyboard-operable',
  ),
  // ---- react-inner-image-zoom 4.0.2 (image zoom; JSX in src/*.js, main is lib/) ----
  a(
    `${IIZ}/InnerImageZoom.js`,
    244,
    '<figure',
    CLICK,
    "the zoom container: onClick={handleClick} (line 249; handleClick line 73 zooms the image in, or out when zoomed), zoomType 'click' by default (line 25), with no role, tabIndex or key handler, and no spread; the zoom-out button of ZoomImage exists only once zoomed, so zooming in has no keyboard path",
  ),
  a(
    `${IIZ}/components/Image.js`,
    14,
    '<img',
    IMG_ALT,
    'the image inside <picture> (rendered when the caller passes `sources`; judged as written): its alt can only come from the {...imgAttributes} spread (line 15), and imgAttributes defaults to {} in its only caller (InnerImageZoom.js:31, passed at :260): no alt by default',
  ),
  a(
    `${IIZ}/components/Image.js`,
    30,
    '<img',
    IMG_ALT,
    'the plain image (the default branch): alt only from {...imgAttributes} (line 31), which defaults to {} (InnerImageZoom.js:31): no alt by default',
  ),
  a(
    `${IIZ}/components/ZoomImage.js`,
    6,
    '<img',
    null,
    'the zoomed copy: alt="" (line 21), decorative (the same picture as the base image); only drag handlers (mouse/touch down and up), no click',
  ),
  a(
    `${IIZ}/components/ZoomImage.js`,
    25,
    '<button',
    null,
    'the zoom-out button: aria-label="Zoom Out" (line 31)',
  ),
  // ---- react-typeahead 1.1.9 (typeahead and tokenizer; JSX in src/*.js, main is lib/) ----
  a(
    `${TA}/tokenizer/token.js`,
    43,
    '<input',
    null,
    'type="hidden" input carrying the token value (only with a name prop); hidden inputs need no label',
  ),
  a(
    `${TA}/tokenizer/token.js`,
    56,
    '<a className="typeahead-token-close" href="#" onClick={function(event) {',
    null,
    'a token\'s remove control: an <a href="#"> (focusable, Enter fires its click) whose only content is the glyph × (&#x00d7;, line 59); a lone glyph counts as content (set 7\'s react-calendar / pigeon-maps convention), so null; a reader who takes a lone glyph as no name would make it a11y/link-name',
  ),
  a(
    `${TA}/typeahead/index.js`,
    337,
    '<input',
    null,
    'type="hidden" input carrying the selection (only with a name prop); hidden inputs need no label',
  ),
  a(
    `${TA}/typeahead/option.js`,
    37,
    '<li className={classList} onClick={this._onClick}>',
    null,
    'an option row: the li has onClick, no role or key handler, but it holds an <a href="javascript: void 0;"> (line 38), focusable, whose Enter click bubbles to it; the typeahead input also picks the highlighted option by Enter (index.js:271 _onKeyDown): a click mirrored by a control the element holds',
  ),
  a(
    `${TA}/typeahead/option.js`,
    38,
    '<a href="javascript: void 0;" className={this._getClasses()} ref="anchor">',
    null,
    "the option's anchor: named by its children, the option's display string (selector.js:68 passes displayString)",
  ),
  // ---- react-lazy-load-image-component 1.6.3 (lazy-loaded image; JSX source in src/, main is build/) ----
  a(
    `${LLI}/components/LazyLoadImage.jsx`,
    50,
    '<img {...imgProps} onLoad={this.onImageLoad()} />',
    null,
    "the lazy image: every attribute, alt included, comes from the caller's rest props ({...imgProps}, line 47): not decidable",
  ),
  // ---- react-diff-view 3.3.3 (diff viewer; TSX source in src/, main is cjs/) ----
  a(
    `${DV}/Hunk/utils.tsx`,
    18,
    "return <a href={anchorTarget ? '#' + anchorTarget : undefined}>{element}</a>;",
    null,
    'the gutter anchor: wraps the gutter element, the line number by default (renderDefaultBy, line 5), and is returned only for a non-empty element (line 14): named by its content',
  ),
  // ---- react-collapse-pane 3.0.1 (collapsible split panes; TSX source, styled-components; Resizer/helpers.tsx kept as `context`) ----
  a(
    `${CP}/components/Resizer/index.tsx`,
    121,
    '<ButtonWrapper',
    CLICK,
    "the collapse toggle on the resizer: ButtonWrapper is styled.div (Resizer/helpers.tsx:15), with onClick={handleButtonClick} (line 123; line 73, toggles the pane's collapse) and onMouseDown, no role, tabIndex or key handler, and no spread; rendered when the caller passes collapseOptions (true or an object; judged as written). Its content is the caller-replaceable before/afterToggleButton (line 126), whose package default (SplitPane/hooks/memos/useCollapseOptions.tsx:10-11, kept as `context`) is CollapseButton, a styled.div holding an aria-hidden svg (CollapseButton.tsx:4, :42, :60-62): nothing focusable inside by default. No key handler in the package collapses a pane",
  ),
  a(
    `${CP}/components/Resizer/index.tsx`,
    135,
    '<ResizeGrabber',
    null,
    'the resize grabber (styled.div, helpers.tsx:41): role="presentation", only onMouseDown / onTouchStart / hover handlers (a drag), no click',
  ),
  // ---- react-abstract-autocomplete 2.0.5 (autocomplete; JSX in src/index.js, main is dist/) ----
  a(
    `${AA}/index.js`,
    244,
    '<div',
    null,
    "the default suggestion row (defaultProps.renderSuggestion): onClick={select} with onKeyDown for Enter calling the same select() (line 248); the row has no tabIndex, and the input's own handleKeyDown (attached at line 223) moves through suggestions and picks one on Enter or Tab (lines 103-112): a click mirrored by a key handler for the same action",
  ),
  // ---- react-input-autosize 3.0.0 (auto-sizing input used by select and tag inputs; JSX in src/, main is lib/) ----
  a(
    `${IAS}/AutosizeInput.js`,
    173,
    '<input {...inputProps} ref={this.inputRef} />',
    null,
    "the input: inputProps is a copy of all the caller's props (line 164), aria-label included, with id the caller's id or a generated one (lines 56, 167): a spread that may carry the label, not decidable",
  ),
  // ---- react-simple-file-input 2.1.0 (file input; JSX in src/index.js, main is the compiled index.js) ----
  a(
    `${SFI}/index.js`,
    155,
    '<input {...inputProps}',
    null,
    'the file input: inputProps copies every supported prop of the caller (lines 146-152), aria-label and id included: a spread that may carry the label, not decidable',
  ),
  // ---- react-schedule-selector 3.0.2 (availability schedule grid; TSX source, styled-components) ----
  a(
    `${SS}/ScheduleSelector.tsx`,
    314,
    '<GridCell',
    null,
    'a time cell: GridCell is styled.div (line 32), role="presentation", selection by onMouseDown / onMouseEnter / onMouseUp and touch handlers (lines 319-329), no click: drag handlers are no click action (the grid has no keyboard path at all: see the report)',
  ),
  // ---- react-star-rate 0.2.0 (star rating; TSX source in src/, main is dist/; stars-rating.tsx kept as `context`) ----
  a(
    `${SR}/star.tsx`,
    195,
    '<li',
    CLICK,
    'a star: role="radio", tabIndex 0 and onClick={this.onClick} (line 201, which calls the onClick prop, line 35; its only caller StarsRating passes its own onClick, stars-rating.tsx:204, which sets the rating, :131-140), but no key handler on the star, and none on the radiogroup ul that holds it (stars-rating.tsx:247-267: onFocus, onBlur, onMouseLeave only), nor any keydown listener in the package: focusable but not operable by keyboard',
  ),
  // ---- react-star-ratings-component 1.0.1 (star rating; JSX in src/reactRating/index.js, main is dist/) ----
  a(
    `${SRC}/reactRating/index.js`,
    36,
    '<span',
    CLICK,
    "a star: selection runs on onMouseDown (line 46) only, no onClick, role, tabIndex or key handler; the rating has no keyboard path at all. Labelled null at first (\"a mouse-down handler is no click action\"); the lead's decision of session 43 labels a mouse-down that selects an item as a click, as set 21's bd-stampy rows and set 22's brief do",
  ),
  // ---- react-tag-box 1.6.0 (tag input with autocomplete; JSX source in src/, main is lib/; driver.js and TagManager.js kept as `context`) ----
  a(
    `${TB}/Autocomplete.jsx`,
    129,
    '<li',
    null,
    'the "add new" option: onClick={create}, no role, tabIndex or key handler; the tag input\'s onKeyDown (TagBoxContainer.jsx:112) maps Enter to TagManager.create (driver.js:14), which creates the typed tag (TagManager.js:23-34): the same action by keyboard',
  ),
  a(
    `${TB}/Autocomplete.jsx`,
    156,
    '<li',
    null,
    "a matching option: onClick={() => select(t)}; the input's keys move the considered option (arrows, driver.js:15-18) and Enter / Tab select it (TagManager.js:28, :46): the same action by keyboard",
  ),
  a(
    `${TB}/Tag.jsx`,
    10,
    '<button type="button" className="remove" onClick={remove}>',
    null,
    "a pill's remove button: a real button whose only content is the glyph × (&times;, line 11); a lone glyph counts as content (set 7's react-calendar / pigeon-maps convention): null; a reader who takes a lone glyph as no name would make it a11y/button-name",
  ),
  a(
    `${TB}/TagBoxContainer.jsx`,
    104,
    '<div className="tag-box" onClick={() => this.input.focus()}>',
    null,
    'the box: its click only focuses the input it holds (line 108), the keyboard path itself',
  ),
  a(
    `${TB}/TagBoxContainer.jsx`,
    108,
    '<input',
    null,
    "the tag text input: no id, aria-label, aria-labelledby, wrapping <label> or spread (lines 108-115); only placeholder={placeholder} (line 114), which is no label Lead's decision (session 43): the corpus reads a placeholder as a field's name (sets 4-8, 11-12; session 38), so a placeholder-only field is null.",
  ),
  // ---- react-toggle-switch 3.0.4 (toggle switch; JSX in src/scripts/switch.js, main is the minified dist/) ----
  a(
    `${TS}/switch.js`,
    20,
    '<div className={classes} onClick={(e) => enabled ? onClick(e) : onDisabledClick(e)}>',
    CLICK,
    'the switch: a div whose click calls the required onClick prop (line 6) while enabled (true by default, line 12), with no role, tabIndex or key handler and no spread; its content is an empty toggle div: the switch cannot be reached or flipped by keyboard',
  ),
  // ---- react-toggle-component 3.0.8 (toggle; TSX source in src/, main is dist/, styled-components) ----
  a(
    `${TC}/components/Toggle/index.tsx`,
    324,
    '<input',
    null,
    "the toggle's checkbox: id={name} (line 328), and the sibling ToggleContainer, a styled.label (line 159), points at it with htmlFor={name} (line 334), but that label has no text; name is a prop with no default (line 291), so the association exists only when the caller passes a name. A label element points at it when it does: null, conservatively (see the report: read by accessible name, the empty label gives none and it would be a11y/form-label)",
  ),
  // ---- react-video-thumbnail 0.1.3 (video thumbnail generator; JSX in src/, main is dist/) ----
  a(
    `${VT}/components/VideoThumbnail.js`,
    16,
    '<img src={snapshot} alt="my video thumbnail" />',
    null,
    'the generated thumbnail: alt="my video thumbnail", a fixed text alternative (a generic one, but present)',
  ),
  a(
    `${VT}/components/VideoThumbnail.js`,
    48,
    '<video muted',
    null,
    'the hidden snapshot source: a muted <video> with no controls and no autoplay whose frame is drawn to the canvas (class snapshot-generator), only media-event handlers; no rule of the family applies (set 6 labels a <video> as a null site, VideoCarousel/index.js:101)',
  ),
  // ---- react-web-notification 0.8.0 (web notifications; JSX in src/, main is lib/) ----
  a(
    `${WN}/components/Notification.js`,
    151,
    "<input type='hidden' name='dummy-for-react-web-notification' style={{display: 'none'}} />",
    null,
    'a type="hidden" placeholder input (the component renders nothing visible); hidden inputs need no label',
  ),
  // ---- react-image-pan-zoom-rotate 1.6.0 (image pan / zoom / rotate viewer; TSX source in src/, main is dist/) ----
  a(
    `${PZR}/index.tsx`,
    67,
    '<div',
    CLICK,
    'the zoom-in control of the toolbar: a div with onClick={zoomIn} (line 68; zoomIn line 26), cursor pointer, no role, tabIndex or key handler and no spread; its content is an svg with no title (line 77). No key handler in the package zooms',
  ),
  a(
    `${PZR}/index.tsx`,
    104,
    '<div',
    CLICK,
    'the zoom-out control: a div with onClick={zoomOut} (line 105; line 30), no role, tabIndex or key handler; svg content',
  ),
  a(
    `${PZR}/index.tsx`,
    135,
    '<div',
    CLICK,
    'the rotate-left control: a div with onClick={rotateLeft} (line 136; line 36), no role, tabIndex or key handler; svg content',
  ),
  a(
    `${PZR}/index.tsx`,
    174,
    '<div',
    CLICK,
    'the flip control: a div with onClick={flipImage} (line 175; line 44), no role, tabIndex or key handler; svg content',
  ),
  a(
    `${PZR}/index.tsx`,
    213,
    '<div',
    CLICK,
    'the reset control: a div with onClick={resetAll} (line 214; line 19), no role, tabIndex or key handler; svg content',
  ),
  a(
    `${PZR}/index.tsx`,
    260,
    '<img',
    null,
    'the viewed image: alt={alt}, a prop with no default (line 12): not decidable',
  ),
  a(
    `${PZR}/PanViewer.tsx`,
    129,
    '<div',
    CLICK,
    "the pan container: its onClick (line 140) only forwards to the caller's optional onClick prop (lines 100-107), which has no default and which the package's own ReactPanZoom (index.tsx) does not pass; panning itself is mouse / touch / wheel (drag handlers): no click action by default. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  // ---- react-gif-player 0.4.2 (click-to-play GIF; JSX in src/, main is dist/; index.js kept as `context`) ----
  a(
    `${GP}/GifPlayer.js`,
    8,
    '<div',
    CLICK,
    "the player: a div with onClick={toggle} (line 10), no role, tabIndex or key handler and no spread (the rest props go to the img); toggle has no default here, but the package's exported container, GifPlayer's only caller, always passes it (index.js:113, play/pause, :97-101), as set 7's @lottiefiles Controls rows were judged by the same package's Player; no key handler in the package plays the GIF",
  ),
  a(
    `${GP}/GifPlayer.js`,
    13,
    '<img {...rest} src={playing ? (gif || still) : (still || gif)} />',
    null,
    "the GIF: alt can only come from the caller's rest props ({...rest}, line 7, from index.js:105): not decidable",
  ),
  // ---- react-desktop-menus 1.0.8 (desktop-style menus; JSX in src/, main is lib/; Menu.js kept as `context`) ----
  a(
    `${DM}/MenuItem.js`,
    241,
    '<li',
    null,
    "a menu item: onClick={ !submenu && action ? this.handleAction : null } (line 245) with no role, tabIndex or key handler on it, but the caller's {...rest} is spread first (line 242) and the parent Menu's document keydown listener (Menu.js:209) runs the active item's handleAction on Enter (Menu.js:111-123): the same action by keyboard",
  ),
  a(
    `${DM}/Menubar.js`,
    187,
    '<li',
    null,
    "a menubar entry: only onMouseOver (line 189, makes it the active menu), no click; the menubar's document keydown listener (handleKeyDown, line 79) moves between entries with ArrowLeft / ArrowRight only once the menus are shown, which only the menubar's mouse-down does (line 51)",
  ),
  a(
    `${DM}/Menubar.js`,
    212,
    '<ul',
    null,
    "the menubar: only onMouseDown={ this.handleMouseDown } (line 215, sets showMenus, line 51) and onMouseOut, after the caller's {...rest} (line 213): a mouse-down handler is no click action under the conventions, so null, although nothing else opens the menus (the document keydown listener, handleKeyDown line 79, only closes them on Escape and moves between them once shown)",
  ),
  // ---- react-image-turntable 3.1.2 (360° image turntable; TSX source in src/, module is dist/) ----
  a(
    `${IT}/ReactImageTurntable.tsx`,
    55,
    '<div',
    null,
    'the turntable: role="slider" with aria-label "Image turntable" (line 56), tabIndex (line 65, 0 by default, line 30) and aria-value*; no click handler (pointer and key handling attached by hooks)',
  ),
  a(
    `${IT}/ReactImageTurntable.tsx`,
    68,
    '<img',
    null,
    'each frame: a written alt, "Turntable image" and the frame number (line 74)',
  ),
  // ---- react-email-autocomplete 1.3.4 (email domain autocomplete; JSX in src/index.js) ----
  a(
    `${EA}/index.js`,
    99,
    '<input',
    null,
    "the email input: {...props} (the caller's props) spread first, which may carry aria-label or id: not decidable",
  ),
  // ---- react-image-fallback 8.0.0 (image with fallbacks; JSX in src/index.js, main is lib/) ----
  a(
    `${IFB}/index.js`,
    102,
    '<img {...filterInvalidDOMProps(this.props)} src={this.state.imageSource} />',
    null,
    "the image: alt only from the caller's props (filterInvalidDOMProps(this.props)): not decidable",
  ),
  // ---- react-multi-toggle 1.1.0 (segmented toggle; JSX in index.es6.js, main is the compiled index.js) ----
  a(
    `${MT}/index.es6.js`,
    29,
    '<div',
    CLICK,
    "a toggle option: onClick={selectOption} (line 31), no role, tabIndex or key handler; selectOption only calls the onSelectOption prop (line 21), optional in propTypes (line 68) and with no default: a click handler prop with no visible default is not decidable (set 7's pigeon-maps Marker.tsx:50); read as the control's whole purpose it would be click-without-keyboard (see the report). Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  // ---- react-autosuggestions 3.4.0 (accessible autosuggest; JSX in src/, main is dist/) ----
  a(
    `${AS}/components/AutoSuggestContainer.js`,
    165,
    '<input',
    null,
    'the search input: aria-labelledby (line 175) the visible <label> of id idOrName + "-label" (lines 162-164), whose text is built from the name (line 37)',
  ),
  a(
    `${AS}/components/AutoSuggestOption.js`,
    22,
    '<li',
    null,
    'a suggestion: role="option" (line 31) with onClick, left to its listbox; the input\'s onKeyDown={doKeyPress} (AutoSuggestContainer.js:173) moves through the options with aria-activedescendant',
  ),
  // ---- react-toastr 3.0.0 (toast notifications; JSX source in src/, main is lib/) ----
  a(
    `${RT}/components/ToastMessage/ToastMessage.jsx`,
    52,
    '<div {...restProps} className={cx(className, iconClassName)}>',
    null,
    "the toast: no click written here; the container's onClick (ToastContainer.jsx:154) reaches it only through the caller's {...restProps} spread, which may carry a key handler too: undecided (set 7's @uiw/react-color-chrome Arrow.tsx:16)",
  ),
  a(
    `${RT}/components/ToastMessage/ToastMessage.jsx`,
    54,
    '<button',
    null,
    'the close button (rendered when closeButton is set): no children, its content set by dangerouslySetInnerHTML to the glyph × (line 57); a lone glyph counts as content: null, though a checker that reads only JSX children sees an empty button (see the report)',
  ),
  // ---- react-code-input 3.10.1 (verification-code input; JSX in src/, main is dist/) ----
  a(
    `${RCI}/ReactCodeInput.js`,
    280,
    '<input',
    null,
    "each code digit input: no aria-label, aria-labelledby, wrapping label or spread; its id is built from a random uuid made in the file (line 284, this.uuid = uuidv4() line 63), which no label can point at (as set 7's react-file-reader ReactFileReader.js:68); the placeholder is no label Lead's decision (session 43): the corpus reads a placeholder as a field's name (sets 4-8, 11-12; session 38), so a placeholder-only field is null.",
  ),
  // ---- react-bootstrap-autosuggest 0.5.0 (Bootstrap autosuggest with multiple choices; JSX in src/*.js, main is lib/) ----
  a(
    `${BAS}/Autosuggest.js`,
    1023,
    'return <input',
    null,
    "the text input: the caller's extra props are spread on it ({...extraProps}, line 1025, every prop not in propTypes, lines 1015-1019), aria-label included, and its id is the enclosing react-bootstrap FormGroup's controlId (lines 1013-1014, line 1030), which that group's ControlLabel points at: not decidable",
  ),
  a(
    `${BAS}/Choices.js`,
    63,
    '<ul className={classNames(',
    null,
    'the choices box: its click (line 70, _focusInput) only focuses the input it holds (line 85), the keyboard path itself',
  ),
  a(
    `${BAS}/Choices.js`,
    77,
    '<span className="autosuggest-choice-close"',
    null,
    "a choice's close control: an empty span whose click removes the choice (_handleClose, line 126); the li that holds it (line 72) is focusable (tabIndex -1, reached by the arrow keys, _focusPrevious / _focusNext) and removes the same choice on Backspace / Delete (_handleKeyDown, lines 92-110): a key handler of the same component for the same action",
  ),
  a(
    `${BAS}/Choices.js`,
    79,
    '<span className="autosuggest-choice-label"',
    null,
    "a choice's label: its click only stops propagation (_handleClick, lines 139-141): no action",
  ),
  // ---- react-simple-timefield 3.3.1 (time text field; TSX source in src/, main is index.js) ----
  a(
    `${STF}/index.tsx`,
    215,
    '<input',
    null,
    "the time input: the caller's props are spread on it ({...props}, line 217): a spread that may carry the label, not decidable",
  ),
];
