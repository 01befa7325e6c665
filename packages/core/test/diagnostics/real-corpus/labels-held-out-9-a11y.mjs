// Hand labels for HELD-OUT SET 9, accessibility family, React COMPONENT packages (packages marked `"heldOut": 9` in
// sources.json whose files this file labels; a second labeller's labels-held-out-9-a11y-more.mjs labels the
// application-shaped code of the same set). Written by reading the code and committed BEFORE any checker ran on these
// files: the commit that adds this file adds no scoring of it, and the checker's rule code was not read while writing
// them. Same format and rules as labels-held-out-8-a11y.mjs, labels-held-out-7-a11y.mjs and labels-held-out-6-a11y.mjs
// (read their headers): one row per site, every interactive or image element of each labelled file (intrinsic tags,
// and styled-components elements made from them; components such as <Button>, <Icon>, <Link> and tags chosen at run
// time are not sites); `expect` is the rule a correct checker reports on the line where the element opens, or null
// (compliant, not decidable from the kept files, or no click action: precision first) with why. The conventions of
// sets 6-8 hold, with the lead's set-8 decisions: a mouse-only control whose result the same widget gives by keyboard
// is null; a placeholder names a field. A spread that may carry the missing attribute makes the site null unless its
// source is visible in the kept files; a click mirrored by a key handler, by a control the element holds, or by Escape
// closing the same panel is null; mouse-down / hover / drag handlers and a click that only stops propagation are no
// click action; a handler or name that only a prop with a visible default could give is judged by that default (a
// no-op default gives no click), one from a prop with no visible default is not decidable; a font-icon
// `<i className=… />` with no text gives no name; a lone glyph counts as content; hidden inputs need no label; a caller's
// rest spread that may carry a key handler leaves a click undecided even when the file writes the click; elements a
// caller must opt in to render are judged as written. New judgement calls met here are labelled the conservative way
// and listed in the corpus README and the labeller's report. Files were chosen per package by the selection rule in
// the corpus README (every source file with an intrinsic interactive or image element), not by how easy they are to
// judge. These packages are never used to tune the checker: a change made after measuring them says so.
const IMG_ALT = 'a11y/img-alt';
const BUTTON_NAME = 'a11y/button-name';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';
const LINK_NAME = 'a11y/link-name';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const SSP = 'react-sliding-side-panel@2.0.5/src';
const GP = '@govuk-react+pagination@0.10.7/src';
const RSP = '@rexxars+react-split-pane@1.0.0/src';
const RBT = 'react-bootstrap-tabs@2.0.0/src';
const HT = '@hashicorp+react-tabs@8.2.0';
const UT = 'react-user-tour@3.0.0/src';
const SCB = '@s-ui+react-cookie-banner@2.2.0/src';
const BSB = 'bootstrap-switch-button-react@1.2.0/src';
const RAT = 'react-accordion-ts@1.3.0/src';
const SSW = 'react-simple-step-wizard@1.0.0/src';
const RPG = 'react-pagination@1.0.0/src';
const LSB = 'react-leaflet-sidebarv2@0.6.0/src';
const DS3 = 'react-dropzone-s3-uploader@1.1.0/src';
const FUP = 'react-fileupload-progress@0.5.0/src';
const PDT = 'react-paginated-datatable@0.1.1/src/components';
const RFU = 'react-fileupload@2.4.0/src';
const ODP = 'react-onedrive-filepicker@0.1.3/src';
const QIU = 'react-quill-image-uploader@0.1.1/src';
const PBI = 'react-progress-button-for-images-uploader@5.1.2/src';
const RIU = 'react-images-uploader@1.1.0/src';
const RRP = 'react-range-progress@4.0.3/src';
const TR = 'react-time-range@1.0.4/src';
const RCS = 'react-circle-slider@1.6.2/src';
const NST = 'react-nestable@3.0.2/src';
const TRS = 'react-timeline-range-slider@1.4.1/src';
const SRS = 'react-step-range-slider@1.4.1/src';
const MRP = 'react-monthrange-picker@1.9.0/src';
const RAT2 = 'react-animated-tree@1.0.10/src';
const RIT = 'react-infinite-tree@1.0.0/src';
const RDM = 'react-dropdown-menu@0.0.2/src';
const NDD = 'react-nested-dropdown@0.0.12/src';
const RCS2 = 'react-circular-slider@1.0.12';
const RPC = 'react-popover-component@0.0.2/src';
const MRD = 'react-modal-resizable-draggable@0.1.6/src';
const RTO = 'react-toast@1.0.3/src';
const RAP = 'react-awesome-popover@6.1.1/src';
const RPN = 'react-push-notification@1.5.4/src';
const RHN = 'react-headless-notifier@0.1.6/src';
const RSR = 'react-star-rating@1.4.2/src';
const RCA = 'react-carousel@4.3.0/src';
const RLC = 'react-leaf-carousel@3.0.0/src';
const RMG = 'react-minimal-gallery@1.3.0/src/components';
const RIC = 'react-img-carousel@3.0.4/src';

export const HELD_OUT_9_A11Y_LABELS = [
  // ---- react-sliding-side-panel 2.0.5 (drawer / side panel; TSX source in src/, main is lib/index.js) ----
  a(
    `${SSP}/index.tsx`,
    105,
    '<div',
    CLICK,
    "the backdrop (glass) before the panel: its click calls backdropClicked only when the caller passes one (line 109); backdropClicked is an optional prop with no default (lines 15, 81; defaultProps lines 132-139 give none): a click that only calls an optional callback prop without a default is not decidable. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${SSP}/index.tsx`,
    117,
    '<div',
    CLICK,
    "the backdrop (glass) after the panel: same as line 105 (click calls the optional backdropClicked, no default, line 121): not decidable. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  // ---- @govuk-react/pagination 0.10.7 (pagination; TSX source in src/, main is dist/) ----
  a(
    `${GP}/anchor.tsx`,
    104,
    '<Anchor {...props}>',
    null,
    "the page link: Anchor is styled('a') (line 94); its href comes from the caller's rest spread (line 101) and its name from children / the pageTitle text (lines 106-110): a spread that may carry the href and a name from the caller, not decidable, no click written here",
  ),
  // ---- @rexxars/react-split-pane 1.0.0 (split pane; TSX source in src/, main is dist/) ----
  a(
    `${RSP}/Resizer.tsx`,
    37,
    '<span',
    CLICK,
    "the resizer: role=\"separator\", dragged by mouse-down / touch (lines 41-49, no click action); its click calls the onClick prop only when given (lines 50-55), and the only caller passes SplitPane's optional onResizerClick (SplitPane.tsx:397, :51), which has no default (defaultProps SplitPane.tsx:93-101): not decidable. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  // ---- react-bootstrap-tabs 2.0.0 (tabs; JSX in src/index.js beside a compiled dist/) ----
  a(
    `${RBT}/index.js`,
    195,
    '<a className={linkClasses}',
    CLICK,
    'a tab header: an <a> with no href, no role, no tabIndex and no key handler (no onKey in the file), whose click selects the tab (_handleClick, line 195): not reachable by keyboard; the tab list offers no other keyboard path',
  ),
  // ---- @hashicorp/react-tabs 8.2.0 (tabs; TSX source only, no main) ----
  a(
    `${HT}/partials/tab-trigger/index.tsx`,
    43,
    '<button',
    null,
    'a tab trigger: a native button (keyboard-operable), named by its text, the tab heading (line 53)',
  ),
  a(
    `${HT}/partials/tab-triggers/index.tsx`,
    217,
    '<div',
    null,
    "the previous arrow: a mouse-only div whose click selects the previous tab (onPrev, lines 171-178); each tab is a native button (tab-trigger/index.tsx:43) that selects the same tab by keyboard: the lead's set-8 rule (a mouse-only control whose result the same widget gives by keyboard is null)",
  ),
  a(
    `${HT}/partials/tab-triggers/index.tsx`,
    226,
    '<div',
    null,
    'the next arrow: as line 217, its click selects the next tab (onNext, lines 179-186), which the tab buttons select by keyboard: null by the set-8 rule',
  ),
  // ---- react-user-tour 3.0.0 (tour; JSX in src/*.js, main is dist/index.js) ----
  a(
    `${UT}/index.js`,
    217,
    '<span className="react-user-tour-close"',
    null,
    "the close control: a span with onClick={this.props.onCancel} (line 219) and no key handler; onCancel's visible default is a no-op (`onCancel: () => {}`, line 255): a handler whose visible default is a no-op gives no click by default (set 7)",
  ),
  a(
    `${UT}/tour-button.js`,
    5,
    '<div style={props.style}',
    null,
    "the tour button: a div with onClick={props.onClick} (default a no-op, line 25) followed by the caller's whole props spread ({...props}, line 5): a caller's spread that may carry a key handler leaves the click undecided even when the file writes it (set 7's @uiw/react-slider)",
  ),
  // ---- @s-ui/react-cookie-banner 2.2.0 (cookie banner; JSX in src/*.js, main is lib/) ----
  a(
    `${SCB}/index.js`,
    76,
    '<a className="sui-CmpUi-link" href={link}>',
    null,
    'the cookie-policy link: an <a> with an href, named by its text "nuestra política de cookies" (line 77)',
  ),
  // ---- bootstrap-switch-button-react 1.2.0 (toggle switch; JSX in src/, main is lib/) ----
  a(
    `${BSB}/bootstrap-switch-button-react.js`,
    100,
    '<div',
    CLICK,
    'the switch: a div whose click toggles it (onClick={this.toggle}, line 110; toggle lines 60-62), with no role, tabIndex or key handler (no onKey in the file) and no other control: not reachable by keyboard',
  ),
  // ---- react-accordion-ts 1.3.0 (accordion; TSX source in src/, main is dist/) ----
  a(
    `${RAT}/panel.tsx`,
    48,
    '<button',
    null,
    "a panel's header: a native button (keyboard-operable) whose name is the title prop (line 55), a required prop with no default (PanelProps line 6): the caller's name, not decidable",
  ),
  // ---- react-simple-step-wizard 1.0.0 (wizard; TSX source in src/, main is lib/) ----
  a(
    `${SSW}/components/DefaultNavigator.tsx`,
    9,
    '<button type="button" {...getPrevStepProps()}>',
    null,
    'the default Previous button: a native button named by its text "Previous" (line 10)',
  ),
  a(
    `${SSW}/components/DefaultNavigator.tsx`,
    12,
    '<button type="button" {...getNextStepProps()}>',
    null,
    'the default Next button: a native button named by its text "Next" (line 13)',
  ),
  // ---- react-pagination 1.0.0 (pagination; JSX in src/pagination.js, which is its main) ----
  a(
    `${RPG}/pagination.js`,
    25,
    "<li className={'pagination__page'",
    CLICK,
    "a page item (number, first / previous / next / last): an li whose click changes the page (onPageChange, line 26; Pagination's onPageChange lines 64-67), with no role, tabIndex or key handler and no spread; no key handler in the file moves the page: not reachable by keyboard",
  ),
  // ---- react-leaflet-sidebarv2 0.6.0 (map side panel; JSX in src/Sidebar.js, main is lib/) ----
  a(
    `${LSB}/Sidebar.js`,
    34,
    '<div className="sidebar-close" onClick={this.props.onClose}>',
    CLICK,
    "a pane's close control: a mouse-only div; its onClose is cloned in by the package's own Sidebar (renderPanes line 95, this.onClose), which only prevents default and calls the Sidebar's optional onClose prop (lines 64-68; propTypes line 56, no default): a click that only calls an optional callback with no default is not decidable (set 8's react-multi-toggle). Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${LSB}/Sidebar.js`,
    86,
    '<a href={\'#\' + tab.props.id} role="tab"',
    null,
    'a tab: an <a> with an href (keyboard-operable), role="tab"; its only content is the icon (line 87): a font-icon <i> when the required icon prop is a string (line 79, no name), the caller\'s element otherwise (line 81): which one the caller passes is not decidable',
  ),
  // ---- react-dropzone-s3-uploader 1.1.0 (file upload dropzone; JSX in src/, main is lib/) ----
  a(
    `${DS3}/DropzoneS3Uploader.js`,
    135,
    '<img src={uploadedFile.fileUrl} />',
    IMG_ALT,
    'the default preview of an uploaded image (renderImage, used when no imageComponent is passed, line 160): an <img> with no alt, no aria-label and no spread',
  ),
  // ---- react-fileupload-progress 0.5.0 (file upload with progress; JSX in src/, main is lib/) ----
  a(
    `${FUP}/components/FileUploadProgress.js`,
    175,
    '<input type="file" name="file"/>',
    FORM_LABEL,
    "the default form's file input (defaultProps.formRenderer, line 172): no id, no aria-label, no wrapping label and no spread; the form has no label element",
  ),
  a(
    `${FUP}/components/FileUploadProgress.js`,
    177,
    '<input type="submit"/>',
    null,
    'the default submit input: a submit button whose name is the browser\'s default value ("Submit")',
  ),
  a(
    `${FUP}/components/FileUploadProgress.js`,
    199,
    '<button',
    null,
    'the default cancel button: a native button whose content is the glyph × (line 203): a lone glyph counts as content',
  ),
  // ---- react-paginated-datatable 0.1.1 (data table with pagination; JSX in src/components/, main is dist/; src/exemple/ is a demo app, not kept) ----
  a(
    `${PDT}/Pagination/Pagination.jsx`,
    57,
    '<button',
    null,
    'Previous: a native button, aria-label "Previous page" and text (lines 61-63)',
  ),
  a(
    `${PDT}/Pagination/Pagination.jsx`,
    71,
    '<button',
    null,
    'first page: a native button, aria-label "Go to page 1" (line 74)',
  ),
  a(
    `${PDT}/Pagination/Pagination.jsx`,
    91,
    '<button',
    null,
    'a page number: a native button, aria-label `Go to page ${page}` (line 95)',
  ),
  a(
    `${PDT}/Pagination/Pagination.jsx`,
    112,
    '<button',
    null,
    'last page: a native button, aria-label `Go to page ${totalPages}` (line 115)',
  ),
  a(
    `${PDT}/Pagination/Pagination.jsx`,
    126,
    '<button',
    null,
    'Next: a native button, aria-label "Next page" and text (lines 130-132)',
  ),
  a(
    `${PDT}/SearchBar/SearchBar.jsx`,
    44,
    '<input',
    null,
    'the search input: aria-label={label || "Search"} (line 52), never empty',
  ),
  a(
    `${PDT}/SearchBar/SearchBar.jsx`,
    55,
    '<button',
    null,
    'the clear button: aria-label "Clear search" (line 59)',
  ),
  a(
    `${PDT}/PageSizeSelector/PageSizeSelector.jsx`,
    107,
    '<button',
    null,
    'the page-size trigger: a native button with an aria-label (line 115) and its value as text',
  ),
  a(
    `${PDT}/PageSizeSelector/PageSizeSelector.jsx`,
    132,
    '<button',
    null,
    'a page-size option: a native button named by its text, the option value (line 143)',
  ),
  a(
    `${PDT}/DataTable/DataTable.jsx`,
    280,
    '<th',
    null,
    'a sortable column header: its click sorts (line 294), mirrored by onKeyDown (Enter / Space, line 299) and tabIndex 0 when sortable (line 304)',
  ),
  a(
    `${PDT}/DataTable/DataTable.jsx`,
    358,
    '<tr',
    null,
    'a body row: its click (line 368) is mirrored by onKeyDown Enter / Space (lines 369-374) and tabIndex 0 when clickable (line 375)',
  ),
  // ---- react-fileupload 2.4.0 (file upload; JSX in src/FileUpload.js, main is dist/main.min.js) ----
  a(
    `${RFU}/FileUpload.js`,
    609,
    '<div onClick={this.commonChooseFile}',
    null,
    'the choose wrapper: a mouse-only div whose click opens the file dialog (commonChooseFile); it holds the caller\'s chooseBtn (line 612, the child the caller marks ref="chooseBtn", lines 165-191; state default an empty object, line 564), whose own keyboard activation would bubble the click here: whether it holds a control is the caller\'s, not decidable',
  ),
  a(
    `${RFU}/FileUpload.js`,
    616,
    '<div onClick={this.commonUpload}',
    null,
    "the upload wrapper: as line 609, a mouse-only div around the caller's uploadBtn (line 623): not decidable",
  ),
  a(
    `${RFU}/FileUpload.js`,
    626,
    '<input type="file" name="ajax_upload_file_input"',
    null,
    'the file input: display none (line 627), not rendered to assistive technology or focus; its spread restAttrs is an object literal of accept / multiple (lines 601-604): needs no label',
  ),
  a(
    `${RFU}/FileUpload.js`,
    691,
    '<input type="file" name={`ajax_upload_hidden_input_${i}`}',
    FORM_LABEL,
    "the old-IE path's file input (_multiIEForm): transparent (opacity 0, line 680) but rendered and focusable, laid over the caller's chooseBtn; it has an id (line 691) that no label names, no aria-label, and its spread restAttrs is an object literal of accept / disabled (lines 685-688): no label, judged as written although only old IE renders this path",
  ),
  a(
    `${RFU}/FileUpload.js`,
    717,
    '<input type="submit"',
    null,
    'the old-IE path\'s submit input: a submit button named by the browser\'s default value ("Submit")',
  ),
  a(
    `${RFU}/FileUpload.js`,
    732,
    '<iframe id={`ajax_upload_file_frame_',
    null,
    "the old-IE path's upload target frame (each form posts into it, line 698): an iframe with no title, but display none and zero size (lines 736-742), not rendered to assistive technology or focus: needs no title (as the hidden file input at line 626 needs no label). Added by the second reader: an iframe is a site (set 8's iframe-title rows)",
  ),
  // ---- react-onedrive-filepicker 0.1.3 (file picker; TSX in src/components/, main is lib/; src/App.tsx is a demo page, not kept) ----
  a(
    `${ODP}/components/onedrive-picker/index.tsx`,
    132,
    '<div',
    CLICK,
    'the picker trigger: a div whose click opens the OneDrive picker (lines 133-146), with no role, tabIndex or key handler and no spread; by default (no children) its content is the text "Open With One Drive" (line 149), nothing focusable: not reachable by keyboard (a caller\'s focusable child would change that; judged by the visible default)',
  ),
  // ---- react-quill-image-uploader 0.1.1 (image upload dialog for a rich-text editor toolbar; JSX in src/index.js, main is lib/) ----
  a(
    `${QIU}/index.js`,
    377,
    '<div',
    null,
    "the dialog's drag area: onMouseDown only (line 379, moves the dialog): no click action",
  ),
  a(
    `${QIU}/index.js`,
    383,
    '<div className={style.closeBtn} onClick={this.hideDialog}>',
    CLICK,
    'the dialog\'s close control: a div with text "X" whose click hides the dialog, with no role, tabIndex or key handler (the only listeners the file adds are mousemove / mouseup, lines 152-153): not reachable by keyboard',
  ),
  a(
    `${QIU}/index.js`,
    399,
    '<input',
    FORM_LABEL,
    'the file input: no id, aria-label or wrapping label and no spread; the "click or drag" text beside it (line 392) is a <p>, not its label',
  ),
  a(
    `${QIU}/index.js`,
    415,
    '<input',
    FORM_LABEL,
    'the URL form\'s name input: the <label> "name:" before it (line 414) has no htmlFor and does not wrap it; no id, aria-label or spread',
  ),
  a(
    `${QIU}/index.js`,
    424,
    '<input',
    FORM_LABEL,
    'the URL form\'s url input: the <label> "url:" (line 423) has no htmlFor and does not wrap it; no id, aria-label or spread',
  ),
  a(
    `${QIU}/index.js`,
    432,
    '<button onClick={this.handleSubmitURL}>submit</button>',
    null,
    'the URL form\'s submit: a native button named by its text "submit"',
  ),
  a(
    `${QIU}/index.js`,
    438,
    '<input',
    FORM_LABEL,
    'the "File" upload-type radio: its text is a sibling <span> (line 445), not a label; no id, aria-label or spread',
  ),
  a(
    `${QIU}/index.js`,
    446,
    '<input',
    FORM_LABEL,
    'the "URL" upload-type radio: its text is a sibling <span> (line 453), not a label; no id, aria-label or spread',
  ),
  a(
    `${QIU}/index.js`,
    457,
    '<input',
    FORM_LABEL,
    'the base64 checkbox: its text is a sibling <span> (line 464), not a label; no id, aria-label or spread',
  ),
  a(
    `${QIU}/index.js`,
    498,
    '<img src={src} className={style.imageListImg} />',
    IMG_ALT,
    "a history item's image: no alt, no aria-label and no spread (its name is in the <p title> beside it, not on the image)",
  ),
  a(
    `${QIU}/index.js`,
    508,
    '<div',
    CLICK,
    'a failed upload\'s "upload" action: a div whose click re-uploads the file (line 510), no role, tabIndex or key handler: not reachable by keyboard',
  ),
  a(
    `${QIU}/index.js`,
    516,
    '<div',
    CLICK,
    'a failed upload\'s "delete" action: a mouse-only div (click line 518, deleteReUpload): not reachable by keyboard',
  ),
  a(
    `${QIU}/index.js`,
    534,
    '<div',
    CLICK,
    'a history image\'s "insert" action: a mouse-only div (click line 536, insertImg): not reachable by keyboard',
  ),
  a(
    `${QIU}/index.js`,
    542,
    '<div',
    CLICK,
    'a history image\'s "delete" action: a mouse-only div (click line 544, deleteImg): not reachable by keyboard',
  ),
  // ---- react-progress-button-for-images-uploader 5.1.2 (upload progress button; JSX in src/index.js, main is lib/) ----
  a(
    `${PBI}/index.js`,
    165,
    '<div {...containerProps}>',
    null,
    "the container: its click (handleClick, line 163) is mirrored by the native button it holds (line 166), whose keyboard activation bubbles the click here; the rest of containerProps is the caller's",
  ),
  a(
    `${PBI}/index.js`,
    166,
    '<button type={type} form={form}',
    null,
    "the button: a native button named by the caller's children (line 167; the three svgs are progress / check / cross marks); children has no default: not decidable",
  ),
  // ---- react-images-uploader 1.1.0 (image uploader; JSX in src/index.jsx, main is lib/) ----
  a(
    `${RIU}/index.jsx`,
    215,
    '{!inButton ? <div',
    CLICK,
    "a preview's delete control: a div whose click deletes the image (lines 218-221), with no role, tabIndex or key handler; its default content is an svg X with no title (line 223): not reachable by keyboard, and no other control deletes a preview",
  ),
  a(
    `${RIU}/index.jsx`,
    560,
    'return (<div',
    CLICK,
    "the single-image mode's delete control (buildClose, rendered when multiple is false and an image is shown, lines 544-550): a mouse-only div (click lines 563-566), default content an svg X: not reachable by keyboard; elements a caller must opt in to render are judged as written",
  ),
  a(
    `${RIU}/index.jsx`,
    709,
    '<input',
    null,
    "the file input: display none by default (lines 713-716; only the caller's styles.fileInput could show it), opened through the package's Button (line 695); it also has a <label htmlFor> (line 666): null",
  ),
  // ---- react-range-progress 4.0.3 (range input; JSX in src/index.js, main is dist/) ----
  a(
    `${RRP}/index.js`,
    227,
    '<input',
    FORM_LABEL,
    'the range input (type="range", line 236): no id, aria-label, aria-labelledby or wrapping label and no spread (its style spreads are style objects only, lines 229 and 234)',
  ),
  // ---- react-time-range 1.0.4 (time range selects; JSX in src/index.js, main is build/) ----
  a(
    `${TR}/index.js`,
    84,
    '<select',
    FORM_LABEL,
    'the start-time select: id "select-start" (line 85) that no label names; the visible "Start:" (default startLabel, line 132) is a <span className="label"> (line 82), not a <label>; no aria-label and no spread',
  ),
  a(
    `${TR}/index.js`,
    103,
    '<select',
    FORM_LABEL,
    'the end-time select: id "select-end" (line 104) that no label names; "End:" (default endLabel, line 133) is a <span> (line 101), not a <label>; no aria-label and no spread',
  ),
  // ---- react-circle-slider 1.6.2 (circular slider; TSX in src/circle-slider/, main is lib/) ----
  a(
    `${RCS}/circle-slider/index.tsx`,
    245,
    '<svg',
    null,
    'the slider: an svg driven by onMouseDown / onTouchStart and window mousemove / mouseup (lines 250-251, 194-195) with no click and no key handler: mouse-down / drag handlers are no click action (the slider has no keyboard path at all, which no rule of this family scores)',
  ),
  // ---- react-nestable 3.0.2 (drag-and-drop nested list; TSX in src/, main is dist/) ----
  a(
    `${NST}/Nestable/NestableItem.tsx`,
    78,
    '<span className="nestable-item-handler" {...handlerProps}>',
    null,
    'the drag handle: handlerProps is built here (lines 51, 67-71: draggable, onDragStart): drag handlers only, no click action',
  ),
  a(
    `${NST}/Nestable/NestableItem.tsx`,
    93,
    '<span onClick={handleCollapseIconClick}>',
    CLICK,
    "the collapse toggle: a span whose click expands / collapses the item's children (lines 87-89, onToggleCollapse; disableCollapse defaults to false, Nestable.tsx:42), with no role, tabIndex or key handler; its default content is the package's <Icon> component (renderCollapseIcon lines 12-16, imported from ../Icon, line 4, not kept; the click rule does not need its name); the only key the list handles is Escape, which ends a drag (Nestable.tsx:573-578): not reachable by keyboard (the caller's renderItem places it; judged as written)",
  ),
  a(
    `${NST}/Nestable/NestableItem.tsx`,
    127,
    '<div className="nestable-item-name" {...rowProps}>',
    null,
    'the item row: rowProps is built here (lines 50, 56-59, 81-84): onMouseEnter while dragging, or draggable / onDragStart: no click action',
  ),
  // ---- react-timeline-range-slider 1.4.1 (time range slider over react-compound-slider; JSX in src/, main is dist/) ----
  a(
    `${TRS}/components/Handle.js`,
    15,
    "<div className='react_time_range__handle_wrapper'",
    null,
    "the handle's hit area: no handler written; its props come from react-compound-slider's getHandleProps(id) spread (another package, not kept): a spread that may carry the key handler, not decidable",
  ),
  a(
    `${TRS}/components/Handle.js`,
    16,
    '<div',
    null,
    'the visible handle: role="slider" with aria values (lines 17-20) and no handler: no click action',
  ),
  a(
    `${TRS}/components/KeyboardHandle.js`,
    5,
    '<button',
    null,
    'the keyboard handle: an empty native button with role="slider" (line 6) and no aria-label; react-compound-slider\'s getHandleProps(id) spread (line 15, another package) may carry the name and handlers: not decidable',
  ),
  a(
    `${TRS}/components/SliderRail.js`,
    6,
    "<div className='react_time_range__rail__outer' {...getRailProps()} />",
    null,
    "the rail: no handler written; react-compound-slider's getRailProps() spread (another package) may carry them: not decidable",
  ),
  a(
    `${TRS}/components/Track.js`,
    28,
    '<div',
    null,
    "a track: no handler written; react-compound-slider's getTrackProps() spread (line 31, another package) may carry them: not decidable",
  ),
  // ---- react-step-range-slider 1.4.1 (stepped range slider; JSX in src/, main is dist/) ----
  a(
    `${SRS}/StepRangeSlider.js`,
    149,
    '<div',
    null,
    'the slider body: onMouseDown only (line 151): no click action',
  ),
  a(
    `${SRS}/StepRangeSlider.js`,
    154,
    '<div',
    null,
    'the handle: onTouchStart / onMouseDown only (lines 156-157): no click action',
  ),
  a(
    `${SRS}/StepRangeSlider.js`,
    159,
    '<div',
    null,
    'the thumb: role="slider" with aria values (lines 161-164) and no handler: no click action',
  ),
  a(
    `${SRS}/StepRangeSlider.js`,
    168,
    '<input type="hidden" id={id} name={name} disabled={disabled} />',
    null,
    'a hidden input: needs no label',
  ),
  // ---- react-monthrange-picker 1.9.0 (month range picker; JSX in src/, main is index.js over a compiled lib/) ----
  a(
    `${MRP}/year.jsx`,
    83,
    '<button',
    null,
    'a month: a native button named by its text, the month name (line 89)',
  ),
  a(
    `${MRP}/year.jsx`,
    99,
    '<button',
    BUTTON_NAME,
    'the previous-year button: its only content is a font-icon <i className="fa fa-chevron-circle-left" /> (line 103), no text, aria-label or title (the year text, line 105, sits outside it): no name',
  ),
  a(
    `${MRP}/year.jsx`,
    106,
    '<button',
    BUTTON_NAME,
    'the next-year button: only the font-icon <i className="fa fa-chevron-circle-right" /> (line 110), no text, aria-label or title: no name',
  ),
  a(
    `${MRP}/picker.jsx`,
    10,
    '<button',
    null,
    'the picker trigger: a native button whose text is the selected range (lines 16-20), besides two font icons',
  ),
  a(`${MRP}/calendar.jsx`, 170, '<button', null, 'Apply: a native button named by its text (line 175)'),
  a(`${MRP}/calendar.jsx`, 177, '<button', null, 'Cancel: a native button named by its text (line 182)'),
  // ---- react-animated-tree 1.0.10 (tree view; JSX in src/, main is dist/) ----
  ...[
    [4, 'MinusSquareO (the open node toggle)'],
    [15, 'PlusSquareO (the closed node toggle)'],
    [26, 'EyeO (the visibility toggle when canHide)'],
    [38, 'CloseSquareO (the leaf toggle)'],
  ].map(([line, what]) =>
    a(
      `${RAT2}/icons.js`,
      line,
      '<svg {...props}',
      null,
      `the ${what} icon: an svg whose every prop comes from the caller's spread; index.js passes onClick (index.js:89, :98) but no key handler, role or tabIndex, yet a click that reaches an element only through the caller's spread stays undecided even when the package's only caller passes just onClick (set 7's @uiw/react-color-chrome Arrow.tsx:16)`,
    ),
  ),
  // ---- react-infinite-tree 1.0.0 (virtualised tree view; JSX in src/, main is lib/) ----
  a(
    `${RIT}/InfiniteTree.jsx`,
    284,
    '<div',
    null,
    "the tree container: focusable (tabIndex, default 0, line 95) with the caller's rest props spread (line 285) and no click written here: no click action; node rendering is the caller's rowRenderer",
  ),
  // ---- react-dropdown-menu 0.0.2 (dropdown; JSX in src/, main is lib/) ----
  a(
    `${RDM}/Dropdown.jsx`,
    54,
    '<div {...this.props} onClick={this.handleClick} className={className}>',
    null,
    "the dropdown: a div whose click toggles the menu (lines 60-63), after the caller's whole props spread ({...this.props}), which may carry a key handler, role and tabIndex: a caller's rest spread leaves the click undecided even when the file writes the click (set 7's @uiw/react-slider)",
  ),
  a(
    `${RDM}/DropdownMenu.jsx`,
    12,
    '<div {...this.props} onClick={this.handleClick}>',
    null,
    'the menu panel: its click only prevents default and stops propagation (lines 18-21): no action',
  ),
  // ---- react-nested-dropdown 0.0.12 (nested dropdown menu; TSX in src/components/, main is dist/) ----
  a(
    `${NDD}/components/dropdown/index.tsx`,
    187,
    '<li',
    null,
    'a menu option: onMouseDown and onKeyUp (lines 192-193), no onClick and no tabIndex: a mouse-down handler is no click action (that the li cannot take focus for its key handler is outside the rules of this family)',
  ),
  // ---- react-circular-slider 1.0.12 (circular slider; TSX at the package root, main is dist/) ----
  a(
    `${RCS2}/components/DraggableWrapper.tsx`,
    23,
    '<div style={defaultStyle} onMouseDown={onMouseDown} onTouchStart={onTouchStart}>',
    null,
    'the drag surface: onMouseDown / onTouchStart only: no click action (the slider has no key handler; not scored by this family)',
  ),
  // ---- react-popover-component 0.0.2 (popover; TSX in src/, main is dist/) ----
  a(
    `${RPC}/Popover.tsx`,
    147,
    '<a className="react-popover-close" href="" onClick={this.onCancelClick}>',
    LINK_NAME,
    'the close link (shown when the caller sets hasCloseButton, default false, line 12; elements a caller must opt in to render are judged as written): an <a href=""> whose only content is a font-icon <span className="fa fa-close" /> (line 148), no text, aria-label or title: no name',
  ),
  a(
    `${RPC}/Popover.tsx`,
    157,
    '<a className="react-popover-cancel" href="" onClick={this.onCancelClick} >',
    null,
    'the cancel link (opt-in, hasCancelLink): an <a> with an href, named by its text "Cancel" (line 158)',
  ),
  a(
    `${RPC}/Popover.tsx`,
    199,
    '<div className="react-popover-target-wrapper" onClick={this.onTargetClick}>',
    null,
    "the target wrapper: a mouse-only div whose click toggles the popover; it holds the caller's target (line 200, a required prop with no default), whose own keyboard activation would bubble the click here: whether it holds a control is the caller's, not decidable",
  ),
  // ---- react-modal-resizable-draggable 0.1.6 (draggable, resizable modal; TSX in src/, main is build/) ----
  a(
    `${MRD}/index.tsx`,
    228,
    '<div',
    null,
    'the mask: its click calls onRequestMinimise, or onRequestClose when no minimise handler is passed (line 229); Escape calls onRequestClose through a document keydown listener added unless the caller sets disableKeystroke (lines 82, 191-193): Escape closing the same modal mirrors the default click',
  ),
  a(`${MRD}/index.tsx`, 249, '<div', null, 'the top drag area: onMouseDown only (line 250): no click action'),
  a(
    `${MRD}/index.tsx`,
    259,
    '<div',
    null,
    'the left drag area: onMouseDown only (line 260): no click action',
  ),
  a(
    `${MRD}/index.tsx`,
    269,
    '<div',
    null,
    'the bottom drag area: onMouseDown only (line 270): no click action',
  ),
  a(
    `${MRD}/index.tsx`,
    279,
    '<div',
    null,
    'the right drag area: onMouseDown only (line 280): no click action',
  ),
  a(
    `${MRD}/model.tsx`,
    27,
    '<div',
    null,
    'the modal box: its click calls onFocus (line 28), an optional prop of index.tsx with no default (index.tsx:27, passed through at :235): a click that only calls an optional callback with no default is not decidable',
  ),
  a(
    `${MRD}/model.tsx`,
    40,
    '<button className="flexible-modal-rebound-btn" onClick={onRequestRecover}>',
    null,
    "the restore button of a minimised modal: a native button whose only content is react-icons' <FontAwesome.FaBars /> (line 41), an icon component of another package (not kept): whether it renders a title is not decidable from the kept files",
  ),
  a(`${MRD}/resize.tsx`, 18, '<div', null, 'the resize handle: onMouseDown only (line 21): no click action'),
  // ---- react-toast 1.0.3 (toast notifications; TSX in src/, main is dist/) ----
  a(
    `${RTO}/components/Toast/Toast.tsx`,
    24,
    '<div className="close" onClick={() => onClose(id)}>',
    CLICK,
    "a toast's close control: a div whose click removes the toast (onClose, passed by the package's ToastContainer), with no role, tabIndex or key handler and no spread; its content is the package's own Close icon, an svg with no title (components/Icons/Close.tsx:5, kept as context): not reachable by keyboard",
  ),
  // ---- react-awesome-popover 6.1.1 (popover; JSX in src/, main is build/) ----
  a(
    `${RAP}/Target.js`,
    33,
    '<div style={{ ...defaultStyle, ...zIndexStyle }} ref={targetRef} {...actions}>',
    null,
    'the popover target: actions is built here (lines 19-30), with the default action "click" (Popover.js:24) an onClick / onTouchEnd that toggles the popover and no key handler; it wraps the caller\'s children (line 34), whose own keyboard activation would bubble the click here: whether it holds a control is the caller\'s, not decidable',
  ),
  // ---- react-push-notification 1.5.4 (push notifications; TSX in src/, main is dist/) ----
  a(
    `${RPN}/notifications/PushNotification.tsx`,
    31,
    '<div className={`rpn-notification-card ${theme}`} onClick={onClick}>',
    CLICK,
    "the notification card: its click is the optional onClick prop (line 12), which has no default (the package's Notifications.tsx passes note.onClick, the caller's): a click that only calls an optional callback with no default is not decidable. Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${RPN}/notifications/PushNotification.tsx`,
    34,
    '<span className={`rpn-notification-card-close ${theme}`}',
    CLICK,
    'the close control: a span whose click closes the notification (closeNotification, always passed by the package\'s Notifications.tsx:40 as Storage.popAndPush), default text "close", with no role, tabIndex or key handler and no spread: not reachable by keyboard',
  ),
  // ---- react-headless-notifier 0.1.6 (headless notifications; TSX in src/, main is dist/) ----
  a(
    `${RHN}/index.tsx`,
    304,
    '<div',
    null,
    "the notification wrapper: onMouseEnter / onMouseLeave pause and resume the dismiss timer (lines 305-306) and onAnimationEnd (line 310); no click: hover handlers are no click action (the notification itself is the caller's child)",
  ),
  // ---- react-star-rating 1.4.2 (star rating; JSX in src/StarRating.jsx, main is dist/) ----
  a(
    `${RSR}/StarRating.jsx`,
    320,
    '<div ref="ratingContainer"',
    CLICK,
    'the rating stars: attrs is built here (setAttrs, lines 300-308) with onMouseMove / onMouseLeave / onClick while editing, and editing is true by default (`props.editing || true`, line 57; turned off only when a rating is passed, lines 69-71); the click sets the rating (handleClick, lines 254-268), with no role, tabIndex or key handler: not reachable by keyboard',
  ),
  a(
    `${RSR}/StarRating.jsx`,
    324,
    '<input type="number"',
    null,
    "the rating's form value: a read-only number input meant to be hidden (style display 'none !important', line 327), named by the caller's name prop, with no label; whether the browser honours that style value (an inline style with `!important` set through React may be dropped, leaving the input shown) is not decided here: taken as hidden, conservatively null",
  ),
  // ---- react-carousel 4.3.0 (carousel; JSX in src/Carousel.js, main is dist/) ----
  a(
    `${RCA}/Carousel.js`,
    247,
    '<div',
    CLICK,
    'the previous button: an empty div whose click scrolls the carousel back (handleScrollToDirection, lines 248-250), with no role, tabIndex or key handler (no key handler in the file): not reachable by keyboard, and no other control of the carousel scrolls it',
  ),
  a(
    `${RCA}/Carousel.js`,
    263,
    '<div',
    CLICK,
    'the next button: as line 247, an empty mouse-only div (click lines 264-266): not reachable by keyboard',
  ),
  // ---- react-leaf-carousel 3.0.0 (carousel; JSX in src/, main is lib/) ----
  a(
    `${RLC}/components/InfiniteCarouselArrow.js`,
    27,
    '<button',
    BUTTON_NAME,
    'a previous / next arrow: a native button whose only content is a font-icon <i className={classNameIcon} /> (line 34), with no text, aria-label or title (its `name` attribute, line 28, is a form name, not an accessible name): no name',
  ),
  a(
    `${RLC}/components/InfiniteCarouselDots.js`,
    16,
    '<button',
    BUTTON_NAME,
    'a page dot: a native button whose only content is a font-icon <i> (line 25), no text, aria-label or title (`name`, line 17, is a form name): no name',
  ),
  a(
    `${RLC}/index.js`,
    622,
    '<img alt="placeholder" src={settings.placeholderImageSrc} />',
    null,
    'the lazy-load placeholder image: has an alt ("placeholder")',
  ),
  a(
    `${RLC}/index.js`,
    915,
    '<div',
    null,
    'the carousel root: onFocus / onMouseEnter / onMouseLeave / onMouseOver (lines 919-922), which pause autoplay: no click action',
  ),
  a(
    `${RLC}/index.js`,
    926,
    '<ul',
    null,
    'the slide track: mouse-down / mouse-move / mouse-up and touch swipe handlers only (lines 929-936): no click action',
  ),
  // ---- react-minimal-gallery 1.3.0 (image gallery; TSX in src/components/, main is dist/) ----
  {
    ...a(
      `${RMG}/ReactMinimalGallery.tsx`,
      104,
      '<img',
      IMG_ALT,
      'the main image: an <img> with no alt, aria-label or spread (lines 104-119); it also toggles a zoom on click (line 113) with no key handler — one row per site, labelled by the missing alt (the mouse-only zoom is a second finding on the same element, listed for the lead)',
    ),
    // The lead's decision (before any checker ran on set 9): the mouse-only zoom is a real second finding on this
    // site; reported, it counts neither as a hit nor as a false positive.
    also: CLICK,
  },
  a(
    `${RMG}/ReactMinimalGallery.styles.tsx`,
    74,
    '<div',
    null,
    "a thumbnail (Thumbnail): its click reaches it only through the caller's rest spread ({...props}, line 79), which the package's only caller fills with onClick / onMouseOver / onMouseLeave (ReactMinimalGallery.tsx:138-155): a click that reaches an element only through the caller's spread stays undecided (set 7's @uiw/react-color-chrome Arrow.tsx:16)",
  ),
  // ---- react-img-carousel 3.0.4 (image carousel; JSX in src/, main is lib/; src/stories/ not kept) ----
  a(
    `${RIC}/controls/arrow.jsx`,
    48,
    '<button',
    BUTTON_NAME,
    'a previous / next arrow: a native button whose content is arrowComponent (line 53), null unless the caller passes `arrows` as an object with left / right nodes (lines 39-45); with the default `arrows: true` (index.jsx:94, shown by getControls, index.jsx:446-458) the button is empty — the arrow is drawn by the CSS class carousel-arrow-default — with no aria-label or title: no name',
  ),
  a(
    `${RIC}/controls/dots.jsx`,
    31,
    '<button className={ buttonClass } onClick={ goToSlide.bind(null, index) }>•</button>',
    null,
    'a slide dot: a native button whose content is the glyph •: a lone glyph counts as content',
  ),
  a(
    `${RIC}/index.jsx`,
    568,
    '<ul',
    null,
    'the slide track: mouse-down / hover / touch-start handlers (lines 578-582) for dragging and autoplay pause: no click action',
  ),
  a(
    `${RIC}/index.jsx`,
    690,
    '<li',
    null,
    'a loaded slide: its click goes to that slide (handleSlideClick, lines 936-954; clickToNavigate defaults to true, line 112) with no key handler; the dots shown by default (dots: true, line 93; Dots control, controls/dots.jsx:31) are buttons that go to the same slide by keyboard: null by the set-8 rule',
  ),
  a(
    `${RIC}/index.jsx`,
    707,
    '<li',
    null,
    'a loading slide: as line 690, its click goes to the slide, which the default dots reach by keyboard: null by the set-8 rule',
  ),
];
