// Hand labels for HELD-OUT SET 7, accessibility family, of the real-code corpus (packages marked `"heldOut": 7`
// in sources.json). Written by reading the code and committed BEFORE any checker ran on these files: the commit
// that adds this file adds no scoring of it, and the checker's rule code was not read while writing them. Same
// format and rules as labels-held-out-6-a11y.mjs (read its header): one row per site, every interactive or image
// element of each labelled file (intrinsic tags; components such as <Button>, <Icon>, <Link>, <Tag> and tags chosen
// at run time are not sites); `expect` is the rule a correct checker reports on the line where the element opens, or
// null (compliant, not decidable from the kept files, or no click action: precision first) with why. Set 6's
// conventions hold: a spread that may carry the missing attribute makes the site null, unless the spread's source is
// visible in the file (an object built there); a click mirrored by a key handler for the same action (window /
// document listeners included), by a control the element holds, or by Escape closing the same panel is null;
// mouse-down / mouse-up / drag handlers and a click that only stops propagation are no click action; a name or a
// handler that only a prop with a visible default could give is judged by that default (a `defaultProps` value of
// `undefined` or a `noop` default means: none by default); an icon-only button whose icon component is defined in
// the SAME package and renders an `<svg>` with no title or aria-label is a violation (the icon's file kept as
// `context`), one whose icon comes from ANOTHER package (react-fontawesome, a caller's node) is null; a font-icon
// `<i className="fa …" />` with no text gives no name (set 6's react-date-range `<i />`); an id fixed in the file
// that no label points at gives no label; hidden inputs need no label. New here, decided the conservative way and
// listed in the corpus README: a `role="button"` element with no name is judged only for the keyboard (no row claims
// a11y/button-name for a role="button" element; set 6 has no precedent); an `<a>` with no href and no handler in the
// file is not a link (null); a click wrapper around caller-supplied children is not decidable (null); a handler prop
// whose visible default is `undefined` or `noop` gives no click by default (null). Files were chosen
// per package by the selection rule in the corpus README (every source file with an intrinsic interactive or image
// element, or a stated category for a big package), not by how easy they are to judge. These packages are never used
// to tune the checker: a change made after measuring them says so.
const IMG_ALT = 'a11y/img-alt';
const BUTTON_NAME = 'a11y/button-name';
const LINK_NAME = 'a11y/link-name';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const BT = '@blueprintjs+table@6.2.6/src';
const RT = 'rsuite-table@5.19.2/src';
const PT = '@patternfly+react-table@6.6.1/src/components/Table';
const UT = '@uiw+react-table@4.22.3/src';
const CT = 'react-checkbox-tree@2.0.2/src/js/components';
const RM = 'react-responsive-modal@7.2.0/src';
const IR = 'react-input-range@1.3.0/src/js/input-range';
const SP = 'react-soundplayer@1.0.5/src/components';
const UN = 'uniforms-unstyled@4.0.0/src';
const JF = '@jsonforms+vanilla-renderers@3.8.0/src/complex';
const AL = 'adminlte-2-react@0.2.0/src/components';
const R6 = 'react-table-6@6.11.0/src';
const IT = '@instructure+ui-table@11.7.4/src';
const ITB = '@instructure+ui-tree-browser@11.7.3/src/TreeBrowser/v2';
const MD = '@uiw+react-markdown-editor@6.1.4/src';

export const HELD_OUT_7_A11Y_LABELS = [
  // ---- @blueprintjs/table 6.2.6 (data grid; TSX source) ----
  a(
    `${BT}/cell/formats/truncatedFormat.tsx`,
    251,
    '<span className={Classes.TABLE_TRUNCATED_POPOVER_TARGET} onClick={this.handlePopoverOpen}>',
    CLICK,
    'the "…" target of a truncated cell: a span whose click opens the full-text popover (handlePopoverOpen, line 258), with no role, tabIndex or key handler; the eslint-disable comment on line 250 silences exactly jsx-a11y/click-events-have-key-events and no-static-element-interactions',
  ),
  // ---- rsuite-table 5.19.2 (data grid; TSX source) ----
  a(
    `${RT}/Cell.tsx`,
    178,
    '<span',
    CLICK,
    'tree-node expand toggle: role="button" with tabIndex={-1} (out of the tab order) and onClick={handleTreeToggle}, no key handler on it; the grid\'s own onKeyDown (Table.tsx, not kept) only scrolls. Its only content is the ArrowRight svg icon (no row claims a name for a role="button" element: see the header)',
  ),
  a(
    `${RT}/Cell.tsx`,
    209,
    '<div',
    null,
    "cell: role gridcell/columnheader with onClick={onClick} from the caller's props (HeaderCell passes its sort handler only when the column is sortable; body cells get the caller's), after a spread of the rest props: not decidable here",
  ),
  a(
    `${RT}/ColumnResizeHandler.tsx`,
    119,
    '<div',
    null,
    'column resize handle: role="button", tabIndex -1, only onMouseDown (a drag); no click action',
  ),
  a(
    `${RT}/Scrollbar.tsx`,
    222,
    '<div',
    null,
    'scrollbar track: role="scrollbar" whose click jumps the scroll position; {...rest} from the table is spread before it and may carry handlers, and the table scrolls by keyboard through its own onKeyDown (Table.tsx, not kept): not decidable here',
  ),
  a(
    `${RT}/Scrollbar.tsx`,
    234,
    '<div',
    null,
    'scrollbar handle: role="button", tabIndex -1, only onMouseDown (a drag); no click action',
  ),
  // ---- @patternfly/react-table 6.6.1 (data table; TSX source) ----
  a(
    `${PT}/SortColumn.tsx`,
    75,
    '<button',
    null,
    "sortable column header button: its children (the column title, the caller's) are rendered as text in TableText, and {...props} is spread first; named by the caller's content, not decidable to be empty",
  ),
  a(
    `${PT}/utils/decorators/compoundExpand.tsx`,
    33,
    '<button',
    null,
    "compound-expand toggle: a real button holding <TableText>{title}</TableText>, the cell's title value; aria-expanded/aria-controls set",
  ),
  a(
    `${PT}/Tr.tsx`,
    100,
    '<tr',
    null,
    'row: {...(onRowClick && { onClick: onRowClick, onKeyDown })} gives the click together with onKeyDown (Enter/Space call onRowClick, line 75), and {...(isClickable && { tabIndex: 0 })}',
  ),
  // ---- @uiw/react-table 4.22.3 (data table; TSX source) ----
  a(
    `${UT}/Expandable.tsx`,
    14,
    '<div',
    CLICK,
    'row expand toggle: a div whose onClick flips the expanded state and calls onClick(expand) (index.tsx:237 expands or collapses the row), no role, tabIndex or key handler; its child is expandIcon(expand), by default a uiw <Icon> (index.tsx:254), not a control',
  ),
  a(
    `${UT}/ThComponent.tsx`,
    40,
    '<th',
    null,
    "header cell: onClick calls onCellHead?.(…), a caller hook that index.tsx:96 defaults to noop; it does nothing by default (and {...thProps} is the caller's)",
  ),
  a(
    `${UT}/TableTr.tsx`,
    127,
    '<td',
    null,
    "body cell: onClick calls onCell(…), defaulted to noop in this file (line 34) and in index.tsx:95; it does nothing by default, and {...objs} is the caller's render result",
  ),
  // ---- react-checkbox-tree 2.0.2 (tree view; JSX source) ----
  a(
    `${CT}/Button.jsx`,
    11,
    '<button',
    null,
    'tree action button: aria-label and title from the title prop (default null), then {...props}; callers pass the LanguageContext strings (expandAll/collapseAll/expandNode…) whose defaults live in lang/default.js and contexts (not kept): not decidable here',
  ),
  a(
    `${CT}/HiddenInput.jsx`,
    16,
    '<input key={value}',
    null,
    'hidden input (one per checked value): needs no label',
  ),
  a(
    `${CT}/HiddenInput.jsx`,
    25,
    '<input name={name} type="hidden"',
    null,
    'hidden input (joined values): needs no label',
  ),
  a(
    `${CT}/NativeCheckbox.jsx`,
    15,
    '<input {...otherProps} ref={checkbox} type="checkbox" />',
    null,
    'checkbox: {...otherProps} carries id and handlers from TreeNode.jsx:196, which wraps it in <label htmlFor={inputId}> with the node label; labelled',
  ),
  a(
    `${CT}/TreeNode.jsx`,
    165,
    '<span',
    null,
    'clickable bare label: role="button", tabIndex 0, onClick and onKeyPress={this.onClick}; named by the node label',
  ),
  a(
    `${CT}/TreeNode.jsx`,
    218,
    '<span',
    null,
    'clickable label beside the checkbox: role="button", tabIndex 0, onClick and onKeyPress={this.onClick}; named by the node label',
  ),
  // ---- @uiw/react-menu 4.22.3 (menu; TSX source) ----
  a(
    '@uiw+react-menu@4.22.3/src/SubMenu.tsx',
    163,
    '<li',
    null,
    'sub-menu item: its onClick only stops propagation when collapsed or records the event target (elementSource); no action of its own (the popup opens on the OverlayTrigger)',
  ),
  // ---- @uiw/react-search-select 4.22.3 (select dropdown; TSX source) ----
  a(
    '@uiw+react-search-select@4.22.3/src/index.tsx',
    271,
    '<div',
    CLICK,
    'select box, the child of <Dropdown trigger="click"> (lines 228-229): @uiw/react-dropdown 4.22.3 hands the trigger to @uiw/react-overlay-trigger, which clones a mouse-only toggle onto this div (overlay-trigger src/index.tsx:285-290, :313; no key handler), and its own click only focuses the <Input>, which is readOnly while showSearch is false (the default, line 57) and has no key handler that opens the options: no keyboard way to open the dropdown (decided by the lead after the second reading, before any checker ran; first written as null, "only focuses the Input"; same principle as @uiw/react-tabs index.tsx:143)',
  ),
  // ---- @uiw/react-select 4.22.3 (native select; TSX source) ----
  a(
    '@uiw+react-select@4.22.3/src/index.tsx',
    14,
    '<select',
    null,
    "native select: {...other} is the rest of the caller's props (id, aria-label, title…); the label is the caller's, not decidable here",
  ),
  // ---- @uiw/react-search-tree 4.22.3 (tree select; TSX source) ----
  a(
    '@uiw+react-search-tree@4.22.3/src/SearchTagInput.tsx',
    147,
    '<div',
    null,
    'tag input box: its click only focuses the <Input> it holds (inputRef.current?.focus()), reachable by keyboard itself; mouse-over/leave only swap the icon',
  ),
  // ---- react-responsive-modal 7.2.0 (modal; TSX source) ----
  a(
    `${RM}/CloseIcon.tsx`,
    29,
    '<button',
    BUTTON_NAME,
    "close button: no aria-label or title; its content is the caller's closeIcon or, by default (index.tsx:378 passes closeIcon, a prop with no default), the inline <svg> of lines 39-48, a path with no title or aria-label: no name by default",
  ),
  a(
    `${RM}/index.tsx`,
    334,
    '<div',
    null,
    'modal container: the click closes the modal on an overlay click (handleClickOverlay, closeOnOverlayClick); Escape closes the same modal (document keydown, handleKeydown line 244, closeOnEsc defaults to true)',
  ),
  a(
    `${RM}/index.tsx`,
    346,
    '<div',
    null,
    'dialog (role={role}, tabIndex -1): its click, mouse-down and mouse-up only set refShouldClose to false (handleModalEvent, line 296); no action',
  ),
  // ---- react-skylight 0.5.1 (modal; JSX source) ----
  a(
    'react-skylight@0.5.1/src/skylightstateless.jsx',
    63,
    '<div className="skylight-overlay"',
    null,
    'overlay: click calls onOverlayClicked; Escape closes the same dialog (document keydown, _handlerEsc line 16, closeOnEsc defaults to true)',
  ),
  a(
    'react-skylight@0.5.1/src/skylightstateless.jsx',
    81,
    '<a ',
    null,
    'close “button”: an <a> with role="button", no href or tabIndex, whose click calls onCloseClicked(); the document Escape listener (registered at line 9, _handlerEsc lines 16-25) calls the same this.props.onCloseClicked() at line 24, so by set 6\'s rule (same action on a document key handler) it is null; named by the "×" text',
  ),
  // ---- @uiw/react-popover 4.22.3 (popover; TSX source) ----
  a(
    '@uiw+react-popover@4.22.3/src/Confirm.tsx',
    64,
    '<div onClick={() => setIsOpen(true)}>{children}</div>',
    null,
    "confirm trigger: a div around the caller's children (usually a button, whose click bubbles up) that opens the confirm popover; what it holds is not decidable here",
  ),
  // ---- react-input-range 1.3.0 (range slider; JSX source) ----
  a(
    `${IR}/input-range.jsx`,
    644,
    '<input key={key} type="hidden"',
    null,
    'hidden input carrying the value for a form: needs no label',
  ),
  a(
    `${IR}/input-range.jsx`,
    660,
    '<div',
    null,
    'range wrapper: key-down/up, mouse-down and touch-start handlers only; no click',
  ),
  a(
    `${IR}/slider.jsx`,
    253,
    '<div',
    null,
    'slider thumb: role="slider", tabIndex 0, onKeyDown (arrow keys), aria-valuemin/max/now and aria-labelledby from the caller; mouse-down/touch-start are drags, no click',
  ),
  a(
    `${IR}/track.jsx`,
    177,
    '<div',
    null,
    'track: mouse-down and touch-start only (jump by pointer); no click action',
  ),
  // ---- @uiw/react-slider 4.22.3 (slider; TSX source) ----
  a(
    '@uiw+react-slider@4.22.3/src/index.tsx',
    224,
    '<div',
    null,
    "slider track: {...other} carries the onClick the file writes into it at line 59 (jump to the clicked value via handleChange) and no role, tabIndex or key handler is written anywhere in the file, but `other` is otherwise the rest of the caller's props and may carry a key handler: by set 6's spread rule not decidable here (see the README: a slider that is mouse-only in fact)",
  ),
  a(
    '@uiw+react-slider@4.22.3/src/index.tsx',
    250,
    '<div',
    null,
    'slider handle: only onMouseDown (a drag); no click action',
  ),
  // ---- react-soundplayer 1.0.5 (audio player; JSX source compiled by Babel, with the function-bind `::` syntax) ----
  a(
    `${SP}/PlayButton.js`,
    46,
    '<button type="button" className={classNames} style={style} onClick={::this.handleClick}>',
    BUTTON_NAME,
    "play/pause button: no aria-label or title; its only content is iconNode, by default <PlayIconSVG /> or <PauseIconSVG /> (the caller's seekingIcon only while seeking), defined in ./Icons.js:27/34 on ButtonIconSVG (Icons.js:15), an <svg> of paths with no title or aria-label",
  ),
  a(
    `${SP}/PrevButton.js`,
    24,
    '<button type="button" className={classNames} style={style} onClick={::this.handleClick}>',
    BUTTON_NAME,
    'previous-track button: only <PrevIconSVG /> (Icons.js:49 → ButtonIconSVG, Icons.js:15: an <svg> with no title or aria-label); no text, aria-label or title',
  ),
  a(
    `${SP}/NextButton.js`,
    24,
    '<button type="button" className={classNames} style={style} onClick={::this.handleClick}>',
    BUTTON_NAME,
    'next-track button: only <NextIconSVG /> (Icons.js:41 → ButtonIconSVG, Icons.js:15: an <svg> with no title or aria-label); no text, aria-label or title',
  ),
  a(
    `${SP}/VolumeControl.js`,
    59,
    '<button className={buttonClassNames} onClick={::this.handleMute}>',
    BUTTON_NAME,
    'mute button: only <VolumeIconMuteSVG /> or <VolumeIconLoudSVG /> (Icons.js:77/68 on VolumeIconSVG, Icons.js:57: an <svg> with no title or aria-label); no text, aria-label or title',
  ),
  a(
    `${SP}/VolumeControl.js`,
    63,
    '<input className={rangeClassNames} type="range"',
    FORM_LABEL,
    'volume range input: no id, aria-label, aria-labelledby, title or wrapping <label>',
  ),
  a(
    `${SP}/Progress.js`,
    44,
    '<div className={classNames} style={style} onClick={::this.handleSeekTrack}>',
    CLICK,
    "progress bar: a div whose click seeks the track (handleSeekTrack), no role, tabIndex or key handler anywhere in the package's components",
  ),
  // ---- react-stepzilla 7.0.0 (multi-step wizard; JSX source) ----
  a(
    'react-stepzilla@7.0.0/src/main.js',
    265,
    "<li className={getClassName('progtrckr', i)} onClick={(evt) => { jumpToStep(evt); }} key={i} value={i}>",
    CLICK,
    "step indicator: an <li> whose click jumps to that step (jumpToStep), no role, tabIndex or key handler; the container's onKeyDown (line 311, handleKeyDown line 86) only turns Enter into next(), another action",
  ),
  a(
    'react-stepzilla@7.0.0/src/main.js',
    322,
    '<button',
    null,
    'previous button: text {props.backButtonText}, default "Previous" (defaultProps, line 355)',
  ),
  a(
    'react-stepzilla@7.0.0/src/main.js',
    331,
    '<button',
    null,
    'next button: text {nextStepText}, from nextButtonText, default "Next" (defaultProps, line 353)',
  ),
  // ---- @uiw/react-tabs 4.22.3 (tabs; TSX source) ----
  a(
    '@uiw+react-tabs@4.22.3/src/index.tsx',
    143,
    '<div onClick={showHideenNav} className=',
    CLICK,
    'the "…" overflow trigger: a div whose click shows the hidden tabs (showHideenNav), no role, tabIndex or key handler; it is the child of a uiw <Popover>, whose OverlayTrigger (@uiw/react-overlay-trigger 4.22.3 src/index.tsx:313, read, another package) clones in only its trigger props (click/hover), no key handler',
  ),
  a(
    '@uiw+react-tabs@4.22.3/src/index.tsx',
    181,
    '<div key={key} ref={(ref) => divNavRef(ref, key, item.key, activeKey)} {...divProps} />',
    CLICK,
    'tab: {...divProps} is the object built at lines 163-179 (className, children: the tab label, and onClick that activates the tab, unless disabled); no role, tabIndex or key handler, so the tabs cannot be reached or switched by keyboard',
  ),
  // ---- @uiw/react-collapse 4.22.3 (accordion; TSX source) ----
  a(
    '@uiw+react-collapse@4.22.3/src/Panel.tsx',
    61,
    '<div className=',
    CLICK,
    'panel header: a div whose click toggles the panel (Collapse.tsx:84 passes onItemClick: () => onItemClick(key), or a no-op only when disabled), no role, tabIndex or key handler',
  ),
  // ---- uniforms-unstyled 4.0.0 (form fields; TSX source) ----
  a(
    `${UN}/BoolField.tsx`,
    23,
    '<input',
    null,
    'checkbox with id={id}; the <label htmlFor={id}> beside it (line 33) renders only when `label` is set, which connectField (uniforms core, another package) fills from the schema: not decidable here',
  ),
  a(
    `${UN}/DateField.tsx`,
    41,
    '<input',
    null,
    'date input with id={id}; <label htmlFor={id}> (line 39) only when `label` is set (connectField, another package): not decidable here',
  ),
  a(`${UN}/HiddenField.tsx`, 24, '<input', null, 'hidden input: needs no label'),
  a(
    `${UN}/ListAddField.tsx`,
    42,
    '<span',
    null,
    'add-item control: role="button", tabIndex 0, onClick and onKeyDown call the same onAction (Enter); named by its "+" text',
  ),
  a(
    `${UN}/ListDelField.tsx`,
    36,
    '<span',
    null,
    'remove-item control: role="button", tabIndex 0, onClick and onKeyDown call the same onAction (Enter); named by its "-" text',
  ),
  a(
    `${UN}/LongTextField.tsx`,
    26,
    '<textarea',
    null,
    'textarea with id={id}; <label htmlFor={id}> (line 24) only when `label` is set (connectField, another package): not decidable here',
  ),
  a(
    `${UN}/NumField.tsx`,
    30,
    '<input',
    null,
    'number input with id={id}; <label htmlFor={id}> (line 28) only when `label` is set (connectField, another package): not decidable here',
  ),
  a(
    `${UN}/RadioField.tsx`,
    39,
    '<input',
    null,
    'radio per option: id {id}-{option key} and a <label htmlFor> with the same id and the option label (line 52)',
  ),
  a(
    `${UN}/SelectField.tsx`,
    46,
    '<input',
    null,
    'checkbox per option: id {id}-{option key} and a <label htmlFor> with the same id and the option label (line 67)',
  ),
  a(
    `${UN}/SelectField.tsx`,
    73,
    '<select',
    null,
    'select with id={id}; <label htmlFor={id}> (line 42) only when `label` is set (connectField, another package): not decidable here',
  ),
  a(
    `${UN}/SubmitField.tsx`,
    19,
    '<input',
    null,
    'submit input: named by its value or the browser\'s default "Submit"; a button, not a field that needs a label',
  ),
  a(
    `${UN}/TextField.tsx`,
    28,
    '<input',
    null,
    'text input with id={id}; <label htmlFor={id}> (line 26) only when `label` is set (connectField, another package): not decidable here',
  ),
  // ---- @jsonforms/vanilla-renderers 3.8.0 (form renderers; TSX source) ----
  a(`${JF}/array/ArrayControlRenderer.tsx`, 103, '<button', null, 'add button: text "Add to {label}"'),
  a(
    `${JF}/array/ArrayControlRenderer.tsx`,
    127,
    '<button',
    null,
    "move-up button: aria-label={translations.upAriaLabel} and text {translations.up} (the caller's translations): not decidable to be empty",
  ),
  a(
    `${JF}/array/ArrayControlRenderer.tsx`,
    138,
    '<button',
    null,
    'move-down button: aria-label={translations.downAriaLabel} and text {translations.down}: not decidable to be empty',
  ),
  a(
    `${JF}/array/ArrayControlRenderer.tsx`,
    149,
    '<button',
    null,
    'delete button: aria-label={translations.removeAriaLabel} and text {translations.removeTooltip}: not decidable to be empty',
  ),
  a(
    `${JF}/TableArrayControl.tsx`,
    121,
    '<button',
    null,
    "add button: text {translations.addTooltip} (the caller's translations): not decidable to be empty",
  ),
  a(
    `${JF}/TableArrayControl.tsx`,
    226,
    '<button',
    null,
    'delete-row button: aria-label={translations.removeAriaLabel} and text {translations.removeTooltip}: not decidable to be empty',
  ),
  a(
    `${JF}/categorization/CategorizationList.tsx`,
    99,
    '<li',
    CLICK,
    'category entry: an <li> whose click selects the category (onClick={onSelect(idx)}), no role, tabIndex or key handler in the file; the categories cannot be chosen by keyboard',
  ),
  // ---- adminlte-2-react 0.2.0 (admin dashboard template; TSX source; the layout chrome) ----
  a(
    `${AL}/ControlSidebar.tsx`,
    21,
    '<a href="#control-sidebar-home-tab" data-toggle="tab"><i className="fa fa-home" /></a>',
    LINK_NAME,
    'home tab link: its only content is the font icon <i className="fa fa-home" />, no text, aria-label or title',
  ),
  a(
    `${AL}/ControlSidebar.tsx`,
    22,
    '<a href="#control-sidebar-settings-tab" data-toggle="tab"><i className="fa fa-gears" /></a>',
    LINK_NAME,
    'settings tab link: its only content is the font icon <i className="fa fa-gears" />, no text, aria-label or title',
  ),
  a(
    `${AL}/ControlSidebar.tsx`,
    31,
    '<a>',
    null,
    'activity entry: an <a> with no href and no handler (AdminLTE demo markup), so not a link and not focusable; nothing to operate',
  ),
  a(
    `${AL}/ControlSidebar.tsx`,
    47,
    '<a>',
    null,
    'progress entry: an <a> with no href and no handler; not a link, nothing to operate',
  ),
  a(`${AL}/Footer.tsx`, 18, "<a href={url.replace('git+', '')}", null, 'repository link: text {name}'),
  a(
    `${AL}/Sidebar/Searchbar.tsx`,
    32,
    '<input',
    FORM_LABEL,
    'sidebar search input: no id, label, aria-label or title; placeholder={placeholder} defaults to undefined (defaultProps, line 18), so nothing names it by default',
  ),
  a(
    `${AL}/Sidebar/Searchbar.tsx`,
    43,
    '<button',
    null,
    "search button: only <FontAwesomeIcon icon={['fas', 'search']} /> from @fortawesome/react-fontawesome (another package); name=\"search\" and id are no name; by set 6's rule an icon from another package is not decidable here",
  ),
  a(
    `${AL}/Sidebar/Item.tsx`,
    104,
    '<a href="#">',
    null,
    "menu item link: holds a FontAwesomeIcon and <span>{text}</span> (line 86), the item's text from the caller",
  ),
  a(
    `${AL}/Sidebar/UserPanel.tsx`,
    32,
    '<img src={imageUrl} className="img-circle" alt="User" />',
    null,
    'user avatar with alt="User"',
  ),
  a(
    `${AL}/NavbarMenu/Entry.tsx`,
    45,
    '<li className={listClasses} onClick={onClick}>',
    null,
    'navbar entry: onClick={onClick}, a prop whose default is undefined (defaultProps, line 71): no click by default (the dropdown opens through the link inside, line 46)',
  ),
  a(
    `${AL}/NavbarMenu/Entry.tsx`,
    46,
    '<a href="/" className="dropdown-toggle" data-toggle="dropdown">',
    null,
    "dropdown toggle link: a FontAwesomeIcon from another package and, when there are children, a count label; by set 6's rule not decidable here",
  ),
  a(
    `${AL}/NavbarMenu/Entry.tsx`,
    56,
    '<li onClick={onFooterClick} onKeyPress={onFooterClick as any} className="footer">',
    null,
    'dropdown footer: the click handler is also the key-press handler (onFooterClick, default undefined)',
  ),
  a(
    `${AL}/NavbarMenu/ControlSidebarEntry.tsx`,
    18,
    '<a data-toggle="control-sidebar"><i className="fa fa-gears" /></a>',
    null,
    "control-sidebar toggle: an <a> with no href and no handler in the file, only data-toggle for AdminLTE's jQuery (not kept, not React); not a link by its markup, and what operates it is outside the kept files: not decidable here (see the README)",
  ),
  a(
    `${AL}/NavbarMenu/MessageItem.tsx`,
    57,
    '<a onClick={onClick}>',
    CLICK,
    "message item: an <a> with no href whose onClick defaults to undefined (defaultProps, line 84): no click by default. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${AL}/NavbarMenu/MessageItem.tsx`,
    61,
    '<img src={imageUrl} className="img-circle" alt={imageAlt} />',
    IMG_ALT,
    'sender picture (rendered when the caller passes imageUrl): alt={imageAlt}, and imageAlt defaults to undefined (defaultProps, line 82), so the image has no alt by default',
  ),
  a(
    `${AL}/NavbarMenu/NotificationItem.tsx`,
    32,
    '<div onClick={onClick}>',
    CLICK,
    "notification without a route: onClick defaults to undefined (defaultProps, line 45): no click by default. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${AL}/NavbarMenu/TaskItem.tsx`,
    45,
    '<div onClick={onClick}>',
    CLICK,
    "task without a route: onClick defaults to undefined (defaultProps, line 54): no click by default. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  // ---- react-table-6 6.11.0 (data grid; JSX source in src/) ----
  a(
    `${R6}/defaultProps.js`,
    208,
    '<div',
    CLICK,
    'default column header (ThComponent): onClick={e => toggleSort && toggleSort(e)}, and index.js:338 passes toggleSort (sorts when the column is sortable; `sortable: true` by default, line 26); role columnheader with tabIndex "-1" (its comment: "without implementing keyboard navigation") and no key handler; {...rest} is built in index.js:305-308 from getTheadThProps and column.getHeaderProps, which default to emptyObj (lines 7, 104, 148)',
  ),
  a(
    `${R6}/defaultProps.js`,
    221,
    '<div className={classnames(\'rt-td\', className)} role="gridcell" {...rest}>',
    null,
    "default body cell (TdComponent): no handler written, but {...rest} carries the onClick index.js:643-660 passes: {...tdProps.rest} and {...columnProps.rest} from getTdProps and column.getProps (emptyObj by default, lines 111, 142) and interactionProps (index.js:625), whose onClick is `() => {}` (index.js:620) unless the cell is a pivot or expander cell (index.js:565; pivotBy is undefined by default, line 77, and the expander column comes only with the caller's SubComponent): no click by default, as the visible-default rule says",
  ),
  a(
    `${R6}/defaultProps.js`,
    227,
    '<input',
    FORM_LABEL,
    'default column filter (FilterComponent): no id, label, aria-label or title; placeholder={column.Placeholder}, and the column default Placeholder is undefined (line 131), so nothing names it by default',
  ),
  a(
    `${R6}/pagination.js`,
    5,
    '<button type="button" {...props} className="-btn">',
    null,
    'default previous/next button: text {props.children}, previousText "Previous" / nextText "Next" by default (defaultProps.js:171-172)',
  ),
  a(
    `${R6}/pagination.js`,
    18,
    '<input',
    null,
    'page-jump input: aria-label={pageJumpText}, "jump to page" by default (defaultProps.js:178)',
  ),
  a(
    `${R6}/pagination.js`,
    38,
    '<select',
    null,
    'page-size select: aria-label={rowsSelectorText}, "rows per page" by default (defaultProps.js:179)',
  ),
  a(
    `${R6}/hoc/foldableTable/index.js`,
    10,
    '<img src={right} style={style} alt="right" />',
    null,
    'fold arrow image with alt="right"',
  ),
  a(
    `${R6}/hoc/foldableTable/index.js`,
    11,
    '<img src={left} style={style} alt="left" />',
    null,
    'fold arrow image with alt="left"',
  ),
  a(
    `${R6}/hoc/foldableTable/index.js`,
    25,
    '<div style={style} onClick={onClick}>',
    CLICK,
    'default fold button: a div whose click folds or unfolds the column (line 153 passes () => this.foldingHandler(column)), no role, tabIndex or key handler; its content is the fold icon image',
  ),
  a(
    `${R6}/hoc/selectTable/index.js`,
    7,
    '<input',
    null,
    'row selection checkbox/radio with aria-label "Select row with id:…" / "Un-select …"',
  ),
  // ---- @instructure/ui-table 11.7.4 (data table; TSX source, v2) ----
  a(
    `${IT}/Table/v2/ColHeader/index.tsx`,
    104,
    '<button onClick={this.handleClick} css={styles?.button}>',
    null,
    'sortable column header button: holds callRenderProp(children), the column title, and the sort arrow',
  ),
  // ---- @instructure/ui-tree-browser 11.7.3 (tree view; TSX source, v2) ----
  a(
    `${ITB}/TreeCollection/index.tsx`,
    234,
    '<li',
    null,
    "child item: role treeitem, tabIndex -1 (roving focus), onClick and onKeyDown both forward to the child's or the tree's handlers",
  ),
  a(
    `${ITB}/TreeCollection/index.tsx`,
    314,
    '<li',
    null,
    'item: role treeitem, aria-label={item.name}, onClick={onItemClick} with onKeyDown={onKeyDown} from the tree',
  ),
  a(
    `${ITB}/TreeCollection/index.tsx`,
    382,
    '<li',
    null,
    'collection: role treeitem, aria-label from name/descriptor, onClick handleCollectionClick and onKeyDown handleCollectionKeyDown (line 112)',
  ),
  a(
    `${ITB}/TreeButton/index.tsx`,
    194,
    '<button',
    null,
    'tree button (tabIndex -1, no click: "VoiceOver can\'t navigate without the buttons"): content from renderContent or the default renderer with the item name',
  ),
  // ---- react-simple-dropdown 3.2.3 (dropdown; JSX source) ----
  a(
    'react-simple-dropdown@3.2.3/src/components/dropdown-trigger.jsx',
    10,
    '<a {...dropdownTriggerProps}>',
    null,
    "dropdown trigger: an <a> whose props are the caller's (href among them, if passed) plus the onClick dropdown.jsx:88-98 clones in; with the caller's spread it may be a real link: not decidable here",
  ),
  // ---- @instructure/ui-range-input 11.7.3 (range input; TSX source, v2) ----
  a(
    '@instructure+ui-range-input@11.7.3/src/RangeInput/v2/index.tsx',
    199,
    '<input',
    null,
    'range input with id={this.id}, inside <FormField label={this.props.label} id={this.id}> (line 191, @instructure/ui-form-field, another package, renders the label for that id); not decidable to be unlabelled here',
  ),
  // ---- @uiw/react-markdown-editor 6.1.4 (markdown editor toolbar; TSX source) ----
  a(
    `${MD}/components/ToolBar/index.tsx`,
    66,
    '<button {...buttonProps} key={key} />',
    null,
    'toolbar button: buttonProps is built here (children: the command icon, onClick) and copies the command\'s `button` object, which for every built-in command is an aria-label (commands/bold.tsx:7 "Add bold text", italic, header…); commands are the caller\'s list: not decidable to be unnamed',
  ),
  a(
    `${MD}/commands/preview.tsx`,
    44,
    "<button onClick={handle} type=\"button\" className={visible ? 'active' : ''}>",
    BUTTON_NAME,
    "preview toggle: its only content is {props.command.icon}, the preview command's <svg> (line 55, paths, no title or aria-label); the command's `button` is this component (line 53), so the toolbar's aria-label copying does not apply; no text, aria-label or title",
  ),
  a(
    `${MD}/commands/fullscreen.tsx`,
    89,
    "<button {...reset} onClick={click} type=\"button\" className={full ? 'active' : ''}>",
    BUTTON_NAME,
    'fullscreen toggle: content {command.icon}, the <svg> of line 100 (no title or aria-label); {...reset} is what is left of the props after command, editorProps and onClick (line 12), and the command renders it with only command and editorProps (line 98): nothing names it',
  ),
  // ---- react-redux-toastr 8.0.0 (notifications; JSX source) ----
  a(
    'react-redux-toastr@8.0.0/src/Button.jsx',
    4,
    '<button type="button" onClick={() => props.onClick()}',
    null,
    "confirm dialog button: text {props.children} (okText / cancelText or the caller's button text, ToastrConfirm.jsx:203/208/220)",
  ),
  a(
    'react-redux-toastr@8.0.0/src/ReduxToastr.jsx',
    109,
    '<div',
    null,
    "attention overlay (options.attention): a div whose click calls onAttentionClick or, by default, removes the toastr, with no role, tabIndex or key handler; the same toastr's close control removes it by keyboard (ToastrBox.jsx:227, role button, tabIndex 0, Enter/Space), shown by default (utils.js:76-77 sets showCloseButton true), so by set 6's rule (a click mirrored by a close button of the same panel) null",
  ),
  a(
    'react-redux-toastr@8.0.0/src/ToastrBox.jsx',
    227,
    '<div',
    null,
    'close control: aria-label="toast", and {...closeButtonAttributes} (built at line 218: role button, tabIndex 0, onKeyPress Enter/Space → handleClickCloseButton, the click\'s action); emptied only when the whole toastr is clickable, which then carries the key handler (line 386)',
  ),
  a(
    'react-redux-toastr@8.0.0/src/ToastrBox.jsx',
    394,
    '<div',
    null,
    'toastr: mouse-enter/leave only, and {...toastrClickAttributes} (line 386: role button, tabIndex 0, onClick with onKeyPress) when it is clickable',
  ),
  a(
    'react-redux-toastr@8.0.0/src/ToastrConfirm.jsx',
    224,
    '<div className="shadow" onClick={this.handleCloseOnShadowClick.bind(this)}></div>',
    null,
    "confirm backdrop: its click cancels the confirm (handleCloseOnShadowClick → handleCancelClick, line 80); Escape does the same on the holder's onKeyUp (line 131)",
  ),
  // ---- @instructure/ui-file-drop 11.7.3 (file drop zone; TSX source, v2) ----
  a(
    '@instructure+ui-file-drop@11.7.3/src/FileDrop/v2/index.tsx',
    387,
    '<input',
    null,
    'file input with id={id}, labelled by the <label htmlFor={id}> that wraps the drop zone (line 361); its own click, focus and key handlers',
  ),
  // ---- @patternfly/react-drag-drop 6.6.2 (drag-and-drop list; TSX source) ----
  a(
    '@patternfly+react-drag-drop@6.6.2/src/components/DragDrop/DraggableDualListSelectorListItem.tsx',
    69,
    '<span',
    null,
    'list option: role="option" (left to its listbox), tabIndex -1, onClick selects it and onKeyDown turns Enter/Space into a click',
  ),
  // ---- @patternfly/react-user-feedback 6.3.0 (feedback modal; TSX source) ----
  a(
    '@patternfly+react-user-feedback@6.3.0/src/Feedback/FeedbackModalInternal.tsx',
    320,
    '<img alt="feedback illustration"',
    null,
    'illustration with alt="feedback illustration"',
  ),
  a(
    '@patternfly+react-user-feedback@6.3.0/src/Feedback/FeedbackError.tsx',
    19,
    '<a target="_blank" href="https://access.redhat.com/support" rel="noreferrer">',
    null,
    'support link: text {intl.getSupport}, from the locale context (not decidable to be empty)',
  ),
  // ---- @instructure/ui-toggle-details 11.7.3 (disclosure / accordion; TSX source, v2) ----
  a(
    '@instructure+ui-toggle-details@11.7.3/src/ToggleDetails/v2/index.tsx',
    127,
    '<a {...props} css={this.props.styles?.toggle} ref={this.setButtonRef}>',
    null,
    "toggle rendered as a link when props.href is set: {summary} as its content (the caller's summary, a required prop)",
  ),
  a(
    '@instructure+ui-toggle-details@11.7.3/src/ToggleDetails/v2/index.tsx',
    133,
    '<button',
    null,
    'toggle button: {summary} as its content, with the toggle props (aria-expanded, aria-controls, onClick) spread in',
  ),
];
