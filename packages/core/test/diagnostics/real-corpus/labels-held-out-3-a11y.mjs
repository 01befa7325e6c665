// Hand labels for HELD-OUT SET 3, accessibility family, of the real-code corpus (packages marked `"heldOut": 3`
// in sources.json that ship JSX/TSX). Written by reading the code and committed BEFORE any checker ran on these
// files: the commit that adds this file adds no scoring of it (see git history). Same format and rules as
// labels.mjs: one row per site, every interactive or image element (intrinsic tags, and styled-components /
// emotion elements made from them) in each labelled file; `expect` is the rule a correct checker reports on that
// line, or null (compliant, or not decidable from the code: precision first) with why. Components from other
// libraries (<Button>, <Fade>, <Components.Generic.*>, <Composite.Item>…) and tags chosen at run time with no
// default are not sites, as in labels.mjs. A spread that may carry the missing attribute makes the site null; a
// click mirrored by a key handler (in the element, or in the same component for the same action) or on a
// natively focusable control is null. Files were chosen per package by the kind of component (menus, cards,
// uploads, tree views, toolbars, galleries, forms), not by how easy they are to judge; the rule for each package
// is in the corpus README. These packages are never used to tune the checker: a change made after measuring them
// says so.
const IMG_ALT = 'a11y/img-alt';
const BUTTON_NAME = 'a11y/button-name';
const LINK_NAME = 'a11y/link-name';
const IFRAME_TITLE = 'a11y/iframe-title';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const RS = 'reactstrap@9.2.3/src';
const AR = 'react-arborist@3.16.0/src/components';
const RCT = 'react-complex-tree@2.6.4/src/renderers/createDefaultRenderers.tsx';
const UP = '@uppy+dashboard@6.0.3/src/components';
const BN = '@blocknote+react@0.55.0/src';
const WP = '@wordpress+components@41.0.0/src';
const DV = '@wordpress+dataviews@19.1.0/src/components';
const ES = '@wordpress+edit-site@7.5.0/src/components';
const LB = 'react-awesome-lightbox@1.8.1/src/index.js';
const CP = 'react-best-gradient-color-picker@3.0.14/src/components';
const CE = 'react-chat-elements@12.0.18/src';

export const HELD_OUT_3_A11Y_LABELS = [
  // ---- reactstrap 9.2.3 (component library; every src file that renders an intrinsic interactive or image tag) ----
  a(
    `${RS}/CarouselIndicators.js`,
    26,
    '<button',
    null,
    'indicator button named by aria-label={item.caption}',
  ),
  a(
    `${RS}/CarouselControl.js`,
    36,
    '<a',
    CLICK,
    'anchor with no href, role="button", tabIndex 0 and onClick but no key handler: focusable, announced as a button, and Enter/Space do nothing. The spread `attributes` is the caller’s leftover props (UncontrolledCarousel passes none that handle keys); the Carousel’s document-level ArrowLeft/Right (Carousel.js, only while its `keyboard` prop is on) is not this control’s activation',
  ),
  a(`${RS}/UncontrolledCarousel.js`, 88, 'alt={item.altText}', null, 'slide img with alt={item.altText}'),
  a(
    `${RS}/Offcanvas.js`,
    426,
    '<div',
    null,
    'backdrop that closes the offcanvas on click; Escape closes the same panel (handleEscape, bound as onKeyUp of the offcanvas, line 387)',
  ),
  a(
    `${RS}/ModalHeader.js`,
    43,
    '<button',
    null,
    'close button with aria-label={closeAriaLabel} (default "Close")',
  ),
  a(`${RS}/ToastHeader.js`, 44, '<button', null, 'close button with aria-label={closeAriaLabel}'),
  a(
    `${RS}/ToastHeader.js`,
    55,
    '<svg',
    IMG_ALT,
    'svg with role="img" (line 62) and no title, aria-label or aria-labelledby: an image with no text alternative (a decorative one needs aria-hidden, not role="img")',
  ),
  a(`${RS}/AccordionHeader.js`, 52, '<button', null, 'toggle button whose text is the children'),
  a(
    `${RS}/CloseButton.js`,
    32,
    '<button',
    null,
    "aria-label 'close' unless the caller's attributes override it",
  ),
  a(`${RS}/Alert.js`, 87, '<button', null, 'dismiss button with aria-label={closeAriaLabel}'),
  a(`${RS}/OffcanvasHeader.js`, 38, '<button', null, 'close button with aria-label={closeAriaLabel}'),

  // ---- react-arborist 3.16.0 (tree view; the default renderers in src/components) ----
  a(
    `${AR}/default-container.tsx`,
    20,
    '<div',
    null,
    'role="tree", tabIndex 0 and an onKeyDown that handles arrows, Enter, Space, Home/End…: the click is the caller’s tree.props.onClick',
  ),
  a(
    `${AR}/default-node.tsx`,
    7,
    '<span',
    null,
    'open/close icon: the same toggle is on the keyboard through the tree (Space, ArrowRight/ArrowLeft in default-container.tsx) on the focused treeitem row',
  ),
  a(
    `${AR}/default-node.tsx`,
    38,
    '<input',
    FORM_LABEL,
    'rename input (focused when editing) with defaultValue, onBlur and onKeyDown only: no label, aria-label, placeholder or id',
  ),
  a(
    `${AR}/default-row.tsx`,
    6,
    'onClick={node.handleClick}',
    null,
    'row: {...attrs} is RowContainer’s role="treeitem", tabIndex -1, aria-*; selection by keyboard goes through the tree’s onKeyDown',
  ),
  a(
    `${AR}/list-outer-element.tsx`,
    12,
    '<div',
    null,
    'react-window outer element: {...rest} is react-window’s outer props (not visible here), and the click only deselects all when the empty area itself is clicked: not decidable',
  ),

  // ---- react-complex-tree 2.6.4 (tree view; its default renderers) ----
  a(
    RCT,
    32,
    '<div',
    null,
    'arrow: context.arrowProps (useTreeItemRenderContext.ts) carries onClick, aria-hidden and tabIndex -1; expand/collapse is on the arrow-key hotkeys of the item button beside it. Spread from another file: not decidable here',
  ),
  a(
    RCT,
    121,
    '<InteractiveComponent',
    null,
    'a <button> (a <div> while renaming) whose text is the item title; interaction props come through interactiveElementProps',
  ),
  a(
    RCT,
    149,
    '<input',
    null,
    "rename input: inputProps carries aria-label 'New item name' (TreeItemRenamingInput.tsx)",
  ),
  a(RCT, 154, '<input', null, 'submit input named by value="🗸" (and submitButtonProps from the caller)'),
  a(
    RCT,
    204,
    '<input {...inputProps}',
    null,
    "search input: inputProps carries aria-label 'Search for items' (SearchInput.tsx)",
  ),

  // ---- mui-file-dropzone 4.0.2 (upload) ----
  a(
    'mui-file-dropzone@4.0.2/src/components/DropzoneAreaBase.tsx',
    42,
    'role="presentation"',
    null,
    'preview img marked presentational (role="presentation"), as labels.mjs treats decap’s StyledImage',
  ),
  a(
    'mui-file-dropzone@4.0.2/src/components/DropzoneAreaBase.tsx',
    637,
    '<input {...getInputProps(inputProps)} />',
    null,
    'react-dropzone getInputProps(): a hidden file input; the drop zone (getRootProps) is the control',
  ),

  // ---- @uppy/dashboard 6.0.3 (upload UI, Preact TSX; the add-files, file card, file item, status and picker components) ----
  a(
    `${UP}/AddFiles.tsx`,
    70,
    '<input',
    null,
    'hidden file input (hidden, aria-hidden, tabIndex -1) opened by the buttons',
  ),
  a(
    `${UP}/AddFiles.tsx`,
    96,
    '<input',
    null,
    'hidden camera input (hidden, aria-hidden, tabIndex -1) opened by the buttons',
  ),
  a(`${UP}/AddFiles.tsx`, 127, '<button', null, 'tab button whose text is i18n("myDevice")'),
  a(`${UP}/AddFiles.tsx`, 166, '<button', null, 'tab button whose text is i18n("takePictureBtn")'),
  a(`${UP}/AddFiles.tsx`, 204, '<button', null, 'tab button whose text is i18n("recordVideoBtn")'),
  a(`${UP}/AddFiles.tsx`, 235, '<button', null, 'browse button with {text}'),
  a(`${UP}/AddFiles.tsx`, 299, '<button', null, 'tab button whose text is acquirer.name'),
  a(`${UP}/AddFiles.tsx`, 404, '<a', null, '“Powered by Uppy” link with href and text'),
  a(
    `${UP}/Dashboard.tsx`,
    211,
    '<div',
    null,
    'aria-hidden backdrop that closes the modal on click; Escape closes the same modal (handleKeyDownInModal, the plugin’s document keydown)',
  ),
  a(`${UP}/Dashboard.tsx`, 227, '<button', null, 'close button with aria-label and title'),
  a(`${UP}/FileCard/index.tsx`, 153, '<button', null, 'cancel button with text and title'),
  a(`${UP}/FileCard/index.tsx`, 171, '<button', null, 'edit button whose text is i18n("editImage")'),
  a(`${UP}/FileCard/index.tsx`, 203, '<button', null, 'submit button with text'),
  a(`${UP}/FileCard/index.tsx`, 212, '<button', null, 'cancel button with text'),
  a(
    `${UP}/FileCard/RenderMetaFields.tsx`,
    47,
    '<input',
    null,
    'id={id} with <label htmlFor={id}> (the field name) just above it',
  ),
  a(`${UP}/FileItem/FileInfo/index.tsx`, 51, '<a', null, 'author link with href and text'),
  a(`${UP}/FileItem/FileInfo/index.tsx`, 84, '<button', null, 're-select button with text'),
  a(
    `${UP}/FileItem/FileInfo/index.tsx`,
    103,
    '<button',
    null,
    'error details button with aria-label={file.error} and text "?"',
  ),
  a(`${UP}/FileItem/MetaErrorMessage.tsx`, 46, '<button', null, 'button with text i18n("editFile")'),
  a(`${UP}/FilePreview.tsx`, 16, '<img', null, 'preview img with alt={file.name}'),
  a(
    `${UP}/Informer/Informer.tsx`,
    31,
    '<span',
    CLICK,
    '“?” span with onClick (alerts the details) and role="tooltip", which is not an interactive role; no tabIndex, no key handler (the authors silenced biome’s useKeyWithClickEvents on it)',
  ),
  a(`${UP}/PickerPanelTopBar.tsx`, 136, '<button', null, 'cancel button with text'),
  a(`${UP}/PickerPanelTopBar.tsx`, 152, '<button', null, 'add-more button with aria-label and title'),

  // ---- @blocknote/react 0.55.0 (block editor UI; every src file that renders an intrinsic interactive or media tag) ----
  a(
    `${BN}/blocks/File/helpers/render/AddFileButton.tsx`,
    38,
    '<div',
    CLICK,
    '“Add image/file” control: a div with onClick (opens the file panel) and onMouseDown; no role, tabIndex or key handler',
  ),
  a(
    `${BN}/blocks/File/helpers/render/ResizableFileBlockWrapper.tsx`,
    181,
    '<div',
    null,
    'resize handle with onMouseDown/onTouchStart only: a pointer drag, no click handler',
  ),
  a(
    `${BN}/blocks/File/helpers/render/ResizableFileBlockWrapper.tsx`,
    190,
    '<div',
    null,
    'resize handle with onMouseDown/onTouchStart only: a pointer drag, no click handler',
  ),
  a(
    `${BN}/blocks/Image/block.tsx`,
    27,
    '<img',
    null,
    'alt={alt}, where alt = the block name or "" (decorative) on line 24',
  ),
  a(`${BN}/blocks/Image/block.tsx`, 54, '<img', null, 'alt={alt} (name or "")'),
  a(
    `${BN}/blocks/Image/block.tsx`,
    60,
    '<a href={props.block.props.url}>',
    null,
    'link with href and the name or URL as text',
  ),
  a(`${BN}/blocks/Audio/block.tsx`, 23, '<audio', null, 'audio with controls, no autoplay'),
  a(
    `${BN}/blocks/Audio/block.tsx`,
    48,
    '<audio src={props.block.props.url} />',
    null,
    'exported audio, no autoplay',
  ),
  a(`${BN}/blocks/Audio/block.tsx`, 50, '<a href={props.block.props.url}>', null, 'link with href and text'),
  a(`${BN}/blocks/Video/block.tsx`, 22, '<video', null, 'video with controls, no autoplay'),
  a(`${BN}/blocks/Video/block.tsx`, 48, '<video', null, 'exported video, no autoplay'),
  a(`${BN}/blocks/Video/block.tsx`, 53, '<a href={props.block.props.url}>', null, 'link with href and text'),
  a(`${BN}/blocks/File/block.tsx`, 16, '<a href={props.block.props.url}>', null, 'link with href and text'),
  a(
    `${BN}/blocks/ToggleWrapper/ToggleWrapper.tsx`,
    125,
    '<button',
    BUTTON_NAME,
    'expand/collapse button holding only an svg chevron: no text, aria-label, aria-labelledby or title',
  ),
  a(
    `${BN}/blocks/ToggleWrapper/ToggleWrapper.tsx`,
    145,
    '<button',
    null,
    'add-block button with dictionary text',
  ),
  a(
    `${BN}/blocks/SourceWithPreview/SourceWithPreview.tsx`,
    182,
    '<PreviewContainer',
    null,
    'span/div preview (role="button" when empty) whose click opens the source popup; the editor’s keyboard handling opens the same popup with Enter on the selected node (useSourceBlockPreviewPopup.ts, SourceBlockWithPreviewExtension)',
  ),
  a(
    `${BN}/blocks/SourceWithPreview/SourceWithPreview.tsx`,
    220,
    '<button',
    null,
    '“OK” button with dictionary text',
  ),
  a(
    `${BN}/components/Comments/EmojiPicker.tsx`,
    22,
    '<div',
    null,
    'wrapper of the popover trigger; its children (Comment.tsx) are a toolbar button or a badge, which take the keyboard and whose click bubbles here',
  ),
  a(
    `${BN}/components/Versioning/Snapshot.tsx`,
    182,
    '<input',
    FORM_LABEL,
    'version-name text input: no label, aria-label, placeholder or id; its value is the name, which is not a label',
  ),
  a(`${BN}/components/Versioning/VersioningSidebar.tsx`, 166, '<button', null, 'tab button with text'),
  a(`${BN}/components/Versioning/VersioningSidebar.tsx`, 175, '<button', null, 'tab button with text'),
  a(
    `${BN}/components/Form/ScreenReaderOnlySubmit.tsx`,
    14,
    '<button',
    null,
    'visually hidden submit button with dictionary text',
  ),

  // ---- @wordpress/components 41.0.0 (component library, emotion; media, upload, menu, modal, snackbar and form controls) ----
  a(
    `${WP}/focal-point-picker/media.tsx`,
    30,
    '<video',
    null,
    'autoPlay, but muted defaults to true (line 14): no sound',
  ),
  a(`${WP}/focal-point-picker/media.tsx`, 41, '<img', null, "alt={alt}: the caller's alt"),
  a(
    `${WP}/form-file-upload/index.tsx`,
    54,
    '<input',
    null,
    'file input with display: none, opened by the Button beside it',
  ),
  a(
    `${WP}/form-token-field/suggestions-list.tsx`,
    129,
    '<li',
    null,
    'role="option" suggestion: the token input\'s onKeyDown (form-token-field/index.tsx: ArrowUp/Down, Enter) selects the same suggestion',
  ),
  a(
    `${WP}/modal/index.tsx`,
    245,
    '<div',
    null,
    'overlay with onKeyDown (Escape closes); the conditional spread is overlayPressHandlers (pointer down/up) defined in the file',
  ),
  a(
    `${WP}/snackbar/index.tsx`,
    127,
    '<div',
    null,
    'role="button" (when dismissible), tabIndex 0, onKeyPress mirrors onClick',
  ),
  a(
    `${WP}/snackbar/index.tsx`,
    173,
    '<span',
    null,
    'role="button", tabIndex 0, onKeyPress mirrors onClick, aria-label',
  ),
  a(
    `${WP}/checkbox-control/index.tsx`,
    100,
    '<input',
    null,
    'id with <label htmlFor={id}> when a label is given, BaseControl’s label otherwise; additionalProps may carry aria-label',
  ),
  a(`${WP}/radio-control/index.tsx`, 104, '<input', null, 'radio with <label htmlFor> the option label'),
  a(
    `${WP}/text-control/index.tsx`,
    38,
    '<input',
    null,
    'id={id} labelled by BaseControl label={label} id={id}',
  ),
  a(
    `${WP}/textarea-control/index.tsx`,
    40,
    '<textarea',
    null,
    'id={id} labelled by BaseControl label={label} id={id}',
  ),
  a(
    `${WP}/select-control/index.tsx`,
    105,
    '<Select',
    null,
    'emotion styled.select (styles/select-control-styles.ts) with id={id}, labelled by the InputBase label={label} around it',
  ),
  a(
    `${WP}/range-control/input-range.tsx`,
    12,
    '<BaseInputRange',
    null,
    'emotion styled.input (styles/range-control-styles.ts) with aria-label={label}',
  ),
  a(
    `${WP}/unit-control/unit-select-control.tsx`,
    42,
    '<UnitSelect',
    null,
    "emotion styled.select (styles/unit-control-styles.ts); {...props} carries aria-label 'Select unit' from UnitControl",
  ),
  a(
    `${WP}/input-control/input-field.tsx`,
    181,
    '<Input',
    null,
    'emotion styled.input (styles/input-control-styles.tsx) with id={id}, labelled by InputControl’s label; props may carry aria-label',
  ),
  a(
    `${WP}/angle-picker-control/angle-circle.tsx`,
    84,
    '<div',
    null,
    'angle dial with onMouseDown (drag) only: no click handler; the angle is also a number input in AnglePickerControl',
  ),
  a(`${WP}/sandbox/index.tsx`, 350, '<iframe', null, "title={title}: the caller's title (defaults to '')"),
  a(`${WP}/sandbox/index.tsx`, 521, '<iframe', null, "title={title}: the caller's title (defaults to '')"),
  a(
    `${WP}/focusable-iframe/index.tsx`,
    18,
    'return <iframe ref={ ref } { ...props } />;',
    null,
    'the title comes from the caller through {...props}',
  ),

  // ---- @wordpress/dataviews 19.1.0 (admin data views; the filter chip and the table layout) ----
  a(
    `${DV}/dataviews-filters/filter.tsx`,
    271,
    '<div',
    null,
    'filter chip: role="button", tabIndex 0, onKeyDown (Enter/Space) mirrors onClick',
  ),
  a(
    `${DV}/dataviews-filters/filter.tsx`,
    323,
    '<button',
    null,
    'icon button with aria-label (Reset / Remove)',
  ),
  a(
    `${DV}/dataviews-layouts/table/index.tsx`,
    151,
    '<tr',
    null,
    'row selection by onClickCapture is mirrored by the DataViewsSelectionCheckbox in the row',
  ),
  a(
    `${DV}/dataviews-layouts/table/index.tsx`,
    242,
    '<td',
    null,
    'the click only stops propagation (keeps row selection off the actions): not an action',
  ),

  // ---- @wordpress/edit-site 7.5.0 (CMS app: WordPress site editor; media, upload, preview, welcome guide) ----
  a(
    `${ES}/add-new-pattern/index.jsx`,
    146,
    '<input',
    null,
    'hidden file input (hidden attribute), opened by a menu item',
  ),
  a(`${ES}/editor/site-preview.jsx`, 15, '<iframe', null, "title={ __( 'Site Preview' ) }"),
  a(`${ES}/media/index.jsx`, 17, 'alt={ media.alt_text }', null, 'img with alt={media.alt_text}'),
  a(
    `${ES}/resizable-frame/index.jsx`,
    289,
    '<motion.button',
    null,
    'framer-motion button: aria-label "Drag to resize", onKeyDown resizes',
  ),
  a(`${ES}/welcome-guide/editor.jsx`, 58, '<img', null, "alt={ __( 'styles' ) }"),
  a(`${ES}/welcome-guide/image.jsx`, 8, 'alt=""', null, 'decorative img with alt=""'),
  a(`${ES}/welcome-guide/page.jsx`, 36, '<video', null, 'autoPlay but muted'),
  a(`${ES}/welcome-guide/template.jsx`, 38, '<video', null, 'autoPlay but muted'),

  // ---- react-grid-gallery 1.0.1 (image gallery; every src file with a site) ----
  a(
    'react-grid-gallery@1.0.1/src/CheckButton.tsx',
    22,
    '<div',
    CLICK,
    'select button: div with title="Select" and onClick, no role, tabIndex or key handler',
  ),
  a(
    'react-grid-gallery@1.0.1/src/Image.tsx',
    109,
    '<div',
    CLICK,
    'tile viewport: div with onClick (opens the image), no role, tabIndex or key handler',
  ),
  a(
    'react-grid-gallery@1.0.1/src/Image.tsx',
    121,
    '<img {...thumbnailProps} />',
    null,
    'thumbnailProps is built in the file (line 23) with alt: item.alt or ""',
  ),

  // ---- react-images-upload 1.2.8 (image upload, JSX source in index.js) ----
  a('react-images-upload@1.2.8/index.js', 166, 'alt="Upload Icon"', null, 'img with alt'),
  a(
    'react-images-upload@1.2.8/index.js',
    196,
    '<div className="deleteImage" onClick=',
    CLICK,
    'delete-preview “X”: div with onClick only',
  ),
  a('react-images-upload@1.2.8/index.js', 197, 'alt="preview"', null, 'preview img with alt'),
  a(
    'react-images-upload@1.2.8/index.js',
    223,
    '<button',
    null,
    'button with {buttonText} (default "Choose images")',
  ),
  a(
    'react-images-upload@1.2.8/index.js',
    231,
    '<input',
    FORM_LABEL,
    'file input with no label, aria-label or id, and nothing in the JSX hides it (the stylesheet only makes it transparent, so it stays focusable)',
  ),

  // ---- react-awesome-lightbox 1.8.1 (lightbox; keyboardNavigation on document keyup, lines 146-175) ----
  a(LB, 215, '<div title="Reset"', null, 'reset: Escape resets while a reset is shown (keyboardNavigation)'),
  a(LB, 221, '<div title="Previous"', null, 'previous: ArrowLeft (keyboardNavigation)'),
  a(LB, 222, '<div title="Next"', null, 'next: ArrowRight (keyboardNavigation)'),
  a(LB, 225, '<div title="Zoom In"', null, 'zoom in: "+" (keyboardNavigation)'),
  a(LB, 226, '<div title="Zoom Out"', null, 'zoom out: "-" (keyboardNavigation)'),
  a(
    LB,
    231,
    '<div title="Rotate left"',
    CLICK,
    'rotate left: div with onClick only, and keyboardNavigation has no rotate key',
  ),
  a(
    LB,
    232,
    '<div title="Rotate right"',
    CLICK,
    'rotate right: div with onClick only, and keyboardNavigation has no rotate key',
  ),
  a(
    LB,
    234,
    '<div title="Close"',
    null,
    'close: Escape exits (after a reset when zoomed) (keyboardNavigation)',
  ),
  a(LB, 236, '<div', null, 'canvas click outside the image exits; Escape exits the same lightbox'),
  a(
    LB,
    240,
    '<img',
    null,
    'alt={title}; its click only stops propagation, the rest are pointer drag handlers',
  ),
  a(LB, 261, '<div title="Previous"', null, 'mobile previous: ArrowLeft (keyboardNavigation)'),
  a(LB, 262, '<div title="Reset"', null, 'mobile reset: Escape (keyboardNavigation)'),
  a(LB, 263, '<div title="Next"', null, 'mobile next: ArrowRight (keyboardNavigation)'),

  // ---- react-best-gradient-color-picker 3.0.14 (colour picker; its toolbar and input files, not the drag sliders) ----
  a(`${CP}/Controls.tsx`, 40, '<div', CLICK, '“Solid” tab: div with onClick only'),
  a(`${CP}/Controls.tsx`, 48, '<div', CLICK, '“Gradient” tab: div with onClick only'),
  a(`${CP}/Controls.tsx`, 99, '<div', CLICK, 'RGB colour-model option: div with onClick only'),
  a(`${CP}/Controls.tsx`, 106, '<div', CLICK, 'HSL colour-model option: div with onClick only'),
  a(`${CP}/Controls.tsx`, 113, '<div', CLICK, 'HSV colour-model option: div with onClick only'),
  a(`${CP}/Controls.tsx`, 120, '<div', CLICK, 'CMYK colour-model option: div with onClick only'),
  a(`${CP}/Controls.tsx`, 223, '<div', CLICK, 'advanced-sliders toggle: div with onClick only'),
  a(`${CP}/Controls.tsx`, 233, '<div', CLICK, 'colour-guide toggle: div with onClick only'),
  a(`${CP}/Controls.tsx`, 243, '<div', CLICK, 'colour-model menu toggle: div with onClick only'),
  a(
    `${CP}/GradientControls.tsx`,
    30,
    '<div',
    CLICK,
    'linear-gradient button: role="button" and tabIndex 0, but onKeyDown is a no-op (`return`), so Enter/Space do nothing',
  ),
  a(
    `${CP}/GradientControls.tsx`,
    46,
    '<div',
    CLICK,
    'radial-gradient button: role="button", tabIndex 0, no-op onKeyDown',
  ),
  a(
    `${CP}/GradientControls.tsx`,
    91,
    '<input',
    FORM_LABEL,
    'gradient-stop input with only an id and a StopIcon beside it: no label, aria-label or placeholder',
  ),
  a(
    `${CP}/GradientControls.tsx`,
    126,
    '<input',
    FORM_LABEL,
    'degrees input with only an id and a DegreesIcon beside it: no label, aria-label or placeholder',
  ),
  a(
    `${CP}/GradientControls.tsx`,
    171,
    '<div',
    CLICK,
    'delete-stop button: role="button", tabIndex 0, no-op onKeyDown',
  ),
  a(
    `${CP}/Inputs.tsx`,
    43,
    '<input',
    FORM_LABEL,
    'numeric channel input: the {label} text is a sibling <div>, not a <label> and not referenced',
  ),
  a(
    `${CP}/Inputs.tsx`,
    107,
    '<input',
    FORM_LABEL,
    'hex input: the HEX/HEXA text is a sibling <div>, not a <label> and not referenced',
  ),
  a(`${CP}/EyeDropper.tsx`, 120, '<div', CLICK, 'eyedropper button: div with onClick only'),
  a(
    `${CP}/EyeDropper.tsx`,
    133,
    '<div',
    CLICK,
    'full-screen cover that picks the colour under the pointer on click; no key handler (nothing closes it but a click)',
  ),

  // ---- react-chat-elements 12.0.18 (chat UI cards; the media message components and the avatar) ----
  a(
    `${CE}/PhotoMessage/PhotoMessage.tsx`,
    49,
    '<img',
    CLICK,
    'photo with onClick={props.onOpen} (opens it): an img is not focusable and has no role or key handler (its alt={props?.data?.alt} is present)',
  ),
  a(
    `${CE}/PhotoMessage/PhotoMessage.tsx`,
    66,
    '<button onClick={props.onDownload}',
    BUTTON_NAME,
    'download button whose only child is <HugeiconsIcon icon={CloudDownloadIcon}>: @hugeicons/react (^1.0.5; 1.0.5 and 1.1.10 read) renders a bare <svg> of paths, with no title or aria-label, so the button has no name (corrected label: first written as not decidable)',
  ),
  a(
    `${CE}/VideoMessage/VideoMessage.tsx`,
    56,
    '<img',
    CLICK,
    'video poster img with onClick={props.onOpen}: not focusable, no role or key handler',
  ),
  a(`${CE}/VideoMessage/VideoMessage.tsx`, 66, '<video controls', null, 'video with controls, no autoplay'),
  a(
    `${CE}/VideoMessage/VideoMessage.tsx`,
    82,
    '<button onClick={props.onDownload}',
    BUTTON_NAME,
    'download button whose only child is <HugeiconsIcon icon={CloudDownloadIcon}>: a bare <svg> with no title or aria-label (@hugeicons/react HugeiconsIcon), so no name (corrected label: first written as not decidable)',
  ),
  a(
    `${CE}/FileMessage/FileMessage.tsx`,
    44,
    '<button onClick={onClick}>',
    null,
    'button whose text is the file size and props.text',
  ),
  a(
    `${CE}/AudioMessage/AudioMessage.tsx`,
    10,
    '<audio {...props.audioProps} controls',
    null,
    'audio with controls; autoplay only if the caller’s audioProps carries it: not decidable',
  ),
  a(`${CE}/Avatar/Avatar.tsx`, 68, '<img', null, 'alt={props.alt}: the caller’s alt'),
  a(
    `${CE}/LocationMessage/LocationMessage.tsx`,
    30,
    '<a',
    LINK_NAME,
    'map link (href, and an onClick on a link is fine) whose only content is the img at line 36, which has no alt: no text, no image alt, no aria-label',
  ),
  a(
    `${CE}/LocationMessage/LocationMessage.tsx`,
    36,
    '<img',
    IMG_ALT,
    'static map img with src, className and onError only: no alt',
  ),
  a(
    `${CE}/SpotifyMessage/SpotifyMessage.tsx`,
    25,
    '<iframe',
    IFRAME_TITLE,
    'Spotify embed iframe with src, width, height, frameBorder and allowTransparency: no title',
  ),
  a(
    `${CE}/ReplyMessage/ReplyMessage.tsx`,
    9,
    '<div',
    CLICK,
    'quoted-reply box: div with onClick (from the caller), no role, tabIndex or key handler',
  ),
  a(
    `${CE}/ReplyMessage/ReplyMessage.tsx`,
    24,
    "alt=''",
    null,
    "thumbnail img with alt='' (decorative beside the quoted text)",
  ),
];
