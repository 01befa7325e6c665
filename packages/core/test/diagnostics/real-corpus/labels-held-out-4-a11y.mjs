// Hand labels for HELD-OUT SET 4, accessibility family, of the real-code corpus (packages marked `"heldOut": 4`
// in sources.json). Written by reading the code and committed BEFORE any checker ran on these files: the commit
// that adds this file adds no scoring of it (see git history). Same format and rules as labels.mjs and
// labels-held-out-3-a11y.mjs: one row per site, every interactive or image element (intrinsic tags, xstyled `x.*`
// elements, and styled-components / emotion elements made from them) in each labelled file; `expect` is the rule a
// correct checker reports on that line, or null (compliant, or not decidable from the code: precision first) with
// why. Components from other libraries (<Button>, <IconButton>, <Checkbox>, <GatsbyImage>, <Link>…) and tags
// chosen at run time (`<Component>`, `<LabelComponent>`, `as={…}`) are not sites. A spread that may carry the
// missing attribute makes the site null; a click mirrored by a key handler (in the element, or in the same component
// for the same action) or on a natively focusable control is null; a button or link whose only content is an icon
// component from another library is null (its name is not decidable here), as in set 3. A decorative inline <svg>
// with no role and no handler is not a site. `a11y/tabindex-positive` is labelled on the line of the tabIndex
// attribute (where that rule reports); every other rule on the line where the element opens. Files were chosen per
// package by the kind of component (menus, cards, uploads, tree views, toolbars, galleries, pickers, ratings, tags,
// chips, pagination, avatars), not by how easy they are to judge; the rule for each package is in the corpus README.
// These packages are never used to tune the checker: a change made after measuring them says so.
const IMG_ALT = 'a11y/img-alt';
const BUTTON_NAME = 'a11y/button-name';
const IFRAME_TITLE = 'a11y/iframe-title';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';
const TABINDEX = 'a11y/tabindex-positive';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const DP = 'react-datepicker@9.1.0/src';
const PF = '@patternfly+react-core@6.6.1/src/components';
const MD = '@medusajs+dashboard@2.21.2/src';
const MDV = `${MD}/routes/product-variants/product-variant-media/components/edit-product-variant-media-form/edit-product-variant-media-form.tsx`;
const MDG = `${MD}/routes/products/product-media/components/product-media-gallery/product-media-gallery.tsx`;
const MDE = `${MD}/routes/products/product-media/components/edit-product-media-form/edit-product-media-form.tsx`;
const MDC = `${MD}/routes/products/common/components/category-combobox/category-combobox.tsx`;
const TA = '@tinacms+app@2.5.14/src';
const NV = '@narative+gatsby-theme-novela@0.18.7/src';
const SD = 'smooth-doc@9.0.0/src/components';
const RS = '@rocketseat+gatsby-theme-docs@4.0.1/src/components';
const PM = 'gatsby-theme-portfolio-minimal@4.6.5/src';
const CG = 'react-carousel-photo-gallery@1.2.0/src/components/CarouselPhotoGallery.tsx';

export const HELD_OUT_4_A11Y_LABELS = [
  // ---- react-datepicker 9.1.0 (component library: the day, week, month, quarter, year and time cells, the
  // header buttons, the year dropdown and the option lists; month_dropdown.tsx and month_year_dropdown.tsx, which
  // repeat year_dropdown.tsx's select and read view, are left out) ----
  a(`${DP}/calendar.tsx`, 700, '<button', null, 'previous month/year button with aria-label and a text span'),
  a(`${DP}/calendar.tsx`, 815, '<button', null, 'next month/year button with aria-label and a text span'),
  a(
    `${DP}/calendar.tsx`,
    909,
    '<div',
    CLICK,
    '“Today” button: a div with onClick (selects today) and the caller’s text, no role, tabIndex or key handler; nothing in the calendar maps a key to the same action',
  ),
  a(
    `${DP}/calendar_icon.tsx`,
    37,
    '<i',
    null,
    'aria-hidden icon font beside the date input; its click is the caller’s optional onClick (the picker toggles the calendar, which its input also opens on focus and by keyboard): not decidable from this file',
  ),
  a(
    `${DP}/calendar_icon.tsx`,
    68,
    '<svg',
    null,
    'default calendar icon beside the date input, same optional caller’s onClick as the <i> above: not decidable from this file',
  ),
  a(
    `${DP}/day.tsx`,
    593,
    '<div',
    null,
    'day cell: role="gridcell", tabIndex from getTabIndex(), aria-label, and onKeyDown mirrors the click',
  ),
  a(
    `${DP}/input_time.tsx`,
    92,
    '<input',
    null,
    'time input with placeholder="Time"; its click only focuses the input itself',
  ),
  a(
    `${DP}/month.tsx`,
    1033,
    '<div',
    null,
    'month cell: role="option", tabIndex, aria-label, onKeyDown (Space turned into Enter) mirrors the click',
  ),
  a(
    `${DP}/month.tsx`,
    1080,
    '<div',
    null,
    'quarter cell: role="option", tabIndex, onKeyDown mirrors the click',
  ),
  a(
    `${DP}/month_dropdown_options.tsx`,
    45,
    '<div',
    null,
    'month option: role="button", tabIndex 0, onKeyDown (Enter selects, arrows move, Escape cancels)',
  ),
  a(
    `${DP}/month_year_dropdown_options.tsx`,
    84,
    '<div',
    CLICK,
    'month-year option: div with onClick only (no role, tabIndex or key handler), unlike the month and year options beside it',
  ),
  a(
    `${DP}/time.tsx`,
    264,
    '<li',
    null,
    'time option: role="option", roving tabIndex, onKeyDown mirrors the click',
  ),
  a(
    `${DP}/week_number.tsx`,
    127,
    '<div',
    null,
    'week number: role="gridcell", tabIndex, aria-label, onKeyDown mirrors the click',
  ),
  a(
    `${DP}/year.tsx`,
    455,
    '<div',
    null,
    'year cell: no role, but tabIndex from getYearTabIndex and an onKeyDown (Space turned into Enter) mirror the click: keyboard-operable',
  ),
  a(
    `${DP}/year_dropdown.tsx`,
    58,
    '<select',
    FORM_LABEL,
    'year select with value, className and onChange only: no label, aria-label, aria-labelledby or id',
  ),
  a(`${DP}/year_dropdown.tsx`, 68, '<button', null, 'read-view button whose text is the year'),
  a(
    `${DP}/year_dropdown_options.tsx`,
    122,
    '<div',
    null,
    'year option: role="button", tabIndex 0, onKeyDown (Enter selects, arrows move, Escape cancels)',
  ),
  a(
    `${DP}/year_dropdown_options.tsx`,
    155,
    '<div',
    CLICK,
    '“upcoming years” option: div with onClick={this.incrementYears} only; the options’ key handler only moves focus among existing years, it never shifts the list',
  ),
  a(
    `${DP}/year_dropdown_options.tsx`,
    160,
    '<a className=',
    null,
    'arrow drawn by an <a> with no href, no handler and no content: not a link (no link role), and the missing keyboard access is labelled on the div around it',
  ),
  a(
    `${DP}/year_dropdown_options.tsx`,
    167,
    '<div',
    CLICK,
    '“previous years” option: div with onClick={this.decrementYears} only',
  ),
  a(
    `${DP}/year_dropdown_options.tsx`,
    172,
    '<a className=',
    null,
    'arrow <a> with no href: not a link, as above',
  ),

  // ---- @patternfly/react-core 6.6.1 (component library: the avatar, brand, tree view, label, multiple-file upload
  // and calendar components) ----
  a(
    `${PF}/Avatar/Avatar.tsx`,
    44,
    '<div',
    null,
    'initials avatar: role="img" named by aria-label={alt} (alt is a required prop), aria-hidden when alt is ""',
  ),
  a(`${PF}/Avatar/Avatar.tsx`, 61, '<img', null, 'img with alt={alt} (required prop)'),
  a(`${PF}/Brand/Brand.tsx`, 72, '<img', null, 'fallback img of <picture> with alt={alt} (required prop)'),
  a(`${PF}/Brand/Brand.tsx`, 75, '<img', null, 'img with {...props} and alt={alt} after it'),
  a(
    `${PF}/CalendarMonth/CalendarMonth.tsx`,
    424,
    '<button',
    null,
    'date button with aria-label (the full date) and the day number as text',
  ),
  a(
    `${PF}/Label/Label.tsx`,
    389,
    '<input',
    null,
    'editable-label text input: id="editable-input" and {...editableProps}, the documented way to pass its aria-label: not decidable here',
  ),
  a(
    `${PF}/Label/LabelGroup.tsx`,
    197,
    '<textarea',
    null,
    'tabIndex 0 (not positive) and {...editableTextAreaProps}, which may carry its aria-label: not decidable here',
  ),
  a(
    `${PF}/MultipleFileUpload/MultipleFileUpload.tsx`,
    56,
    '<div',
    null,
    'react-dropzone root: {...rootProps} from getRootProps() carries role, tabIndex and onKeyDown; the explicit onClick only stops propagation',
  ),
  a(
    `${PF}/MultipleFileUpload/MultipleFileUpload.tsx`,
    66,
    '<input',
    null,
    'hidden file input from getInputProps() (hidden attribute); the drop zone is the control',
  ),
  a(
    `${PF}/TreeView/TreeViewListItem.tsx`,
    166,
    '<input',
    null,
    'checkbox with id={randomId}; the node beside it is a <label htmlFor={randomId}> when hasCheckbox (line 266)',
  ),
  a(
    `${PF}/TreeView/TreeViewListItem.tsx`,
    192,
    '<button tabIndex={-1}',
    null,
    'node text button whose content is {name}',
  ),
  a(`${PF}/TreeView/TreeViewSearch.tsx`, 33, '<input', null, 'search input with aria-label={ariaLabel}'),

  // ---- uiw 4.22.3 (component library, one package per component: rate, pagination, tag, tree, file-input, avatar;
  // every src file of each with a site) ----
  a(
    '@uiw+react-rate@4.22.3/src/index.tsx',
    97,
    '<span key={idx} {...props}>',
    CLICK,
    'star: `props` is built in the file (line 91) with onClick and onMouseMove only; no role, tabIndex or key handler, so the rating cannot be set from the keyboard',
  ),
  a(
    '@uiw+react-pagination@4.22.3/src/index.tsx',
    141,
    'let label = <a>{item.label}</a>;',
    null,
    'page number in an <a> with no href or handler: not a link; the click is on the <li> around it',
  ),
  a(
    '@uiw+react-pagination@4.22.3/src/index.tsx',
    144,
    'label = <a className={`arrow',
    null,
    'prev/next arrow <a> with no href: not a link, as above',
  ),
  a(
    '@uiw+react-pagination@4.22.3/src/index.tsx',
    147,
    '<li',
    CLICK,
    'page item: li with onClick={() => handleClick(item)} only; no role, tabIndex or key handler, and the <a> inside has no href, so no page can be reached from the keyboard',
  ),
  a(
    '@uiw+react-tag@4.22.3/src/index.tsx',
    51,
    '<svg onClick={onClose}',
    CLICK,
    'close icon: an svg with onClick only (no role, tabIndex or key handler)',
  ),
  a(
    '@uiw+react-tree@4.22.3/src/TreeNode.tsx',
    138,
    '<span',
    CLICK,
    'expand/collapse switcher: span with onClick only; the tree has no key handler anywhere',
  ),
  a(
    '@uiw+react-tree@4.22.3/src/TreeNode.tsx',
    156,
    '<div',
    CLICK,
    'node title: div with onClick (selects the node) only; no role, tabIndex or key handler',
  ),
  a(
    '@uiw+react-file-input@4.22.3/src/Card.tsx',
    36,
    '<img src={item[',
    null,
    'uploaded-file thumbnail with alt="" (decorative)',
  ),
  a(
    '@uiw+react-file-input@4.22.3/src/Card.tsx',
    41,
    '<span',
    CLICK,
    'preview action: span with onClick only, holding an icon',
  ),
  a(
    '@uiw+react-file-input@4.22.3/src/Card.tsx',
    46,
    '<span',
    CLICK,
    'remove action: span with onClick only, holding an icon',
  ),
  a(
    '@uiw+react-file-input@4.22.3/src/Card.tsx',
    54,
    '<div',
    CLICK,
    'add-file card: div with onClick={onAdd} only (opens the hidden file input)',
  ),
  a(
    '@uiw+react-file-input@4.22.3/src/FileList.tsx',
    55,
    '<input type="file"',
    null,
    'file input hidden by display: none, opened by the add card',
  ),
  a('@uiw+react-avatar@4.22.3/src/index.tsx', 51, '<img', null, 'img with alt={alt}: the caller’s alt'),

  // ---- @medusajs/dashboard 2.21.2 (admin app: the common chip, upload, thumbnail and file-preview components, the
  // chip input, the filter chip, the product and variant media gallery, editors and section, the category
  // combobox) ----
  a(
    `${MD}/components/common/chip-group/chip-group.tsx`,
    91,
    '<button',
    null,
    'remove-chip button whose only content is <XMarkMini /> from @medusajs/icons: its name is not decidable here',
  ),
  a(
    `${MD}/components/common/file-preview/file-preview.tsx`,
    50,
    '<a href={url}',
    null,
    'download link whose only content is <ArrowDownTray /> from @medusajs/icons: not decidable here',
  ),
  a(
    `${MD}/components/common/file-upload/file-upload.tsx`,
    114,
    '<button',
    null,
    'drop-zone button whose text is {label} and {hint}',
  ),
  a(
    `${MD}/components/common/file-upload/file-upload.tsx`,
    146,
    '<input',
    null,
    'hidden file input (hidden attribute) opened by the button',
  ),
  a(
    `${MD}/components/common/thumbnail/thumbnail.tsx`,
    22,
    '<img',
    null,
    'img with alt={alt}: the caller’s alt',
  ),
  a(
    `${MD}/components/inputs/chip-input/chip-input.tsx`,
    124,
    '<div',
    null,
    'tabIndex -1 wrapper whose click only moves focus to the input inside it, which is itself focusable',
  ),
  a(
    `${MD}/components/inputs/chip-input/chip-input.tsx`,
    155,
    '<button',
    null,
    'remove-chip button (tabIndex -1; Backspace in the input removes chips) whose only content is <XMarkMini />: name not decidable here',
  ),
  a(
    `${MD}/components/inputs/chip-input/chip-input.tsx`,
    171,
    '<input',
    null,
    'chip text input: a placeholder while no chip is entered and a name; the form label is the caller’s: not decidable from this file',
  ),
  a(
    `${MD}/components/table/data-table/data-table-filter/filter-chip.tsx`,
    82,
    '<button',
    null,
    'remove-filter button whose only content is <XMarkMini />: name not decidable here',
  ),
  a(
    MDG,
    215,
    '<img',
    null,
    'current media image with alt="": marked decorative, which a checker cannot contradict',
  ),
  a(
    MDG,
    280,
    '<button',
    BUTTON_NAME,
    'thumbnail button whose only content is an <img alt="">: no text, aria-label, aria-labelledby or title, so the button has no name',
  ),
  a(
    MDG,
    291,
    '<img src={item.url} alt=""',
    null,
    'thumbnail img with alt="" (the missing name is the button’s)',
  ),
  a(
    MDE,
    397,
    '<div',
    null,
    'dnd-kit drag handle: {...attributes} (role, tabIndex, aria-*) and {...listeners} (the keyboard sensor’s onKeyDown); no click',
  ),
  a(MDE, 420, '<img', null, 'media grid img with alt="" beside its checkbox'),
  a(MDE, 450, '<img', null, 'drag overlay img with alt=""'),
  a(
    MDV,
    253,
    '<div',
    null,
    'mobile sidebar backdrop whose click closes the sidebar; the “×” Button in the panel (line 271) closes the same sidebar',
  ),
  a(MDV, 257, '<div', null, 'the click only stops propagation (keeps the panel open): not an action'),
  a(MDV, 396, '<img src={media.url}', IMG_ALT, 'variant media img with src and className only: no alt'),
  a(
    MDV,
    411,
    '<div',
    CLICK,
    'available-image card: div with onClick={onAdd} (adds the image to the variant), no role, tabIndex or key handler; it is the only way to add an image',
  ),
  a(MDV, 430, '<img src={media.url}', IMG_ALT, 'available-image img with src and className only: no alt'),
  a(
    `${MD}/routes/product-variants/product-variant-detail/components/variant-media-section/variant-media-section.tsx`,
    57,
    '<img src={i.url}',
    IMG_ALT,
    'variant media img with src and className only: no alt',
  ),
  a(MDC, 274, '<button', null, 'clear-selection button whose text is the selected count'),
  a(
    MDC,
    293,
    '<input',
    null,
    'combobox input with {...props}: the caller’s form control passes its id and aria-* attributes',
  ),
  a(
    MDC,
    311,
    '<button',
    null,
    'open button whose only content is <TrianglesMini /> from @medusajs/icons: name not decidable here',
  ),
  a(MDC, 345, '<button', null, 'level-up option button with the parent label as text'),
  a(
    MDC,
    380,
    '<button',
    null,
    'role="option" button with the option label as text (tabIndex -1; the input drives the list by keyboard)',
  ),
  a(
    MDC,
    412,
    '<button',
    null,
    'level-down button whose only content is <TriangleRightMini />: name not decidable here',
  ),

  // ---- @tinacms/app 2.5.14 (CMS app UI; every src file with a site) ----
  a(
    `${TA}/Playground.tsx`,
    78,
    "<a href='https://tina.io/docs/r/custom-queries/'>",
    null,
    'link with href and text',
  ),
  a(`${TA}/Playground.tsx`, 96, '<button', null, 'query button whose text is the collection key'),
  a(
    `${TA}/preview.tsx`,
    19,
    '<iframe',
    IFRAME_TITLE,
    'preview iframe with data-test, id, ref, className and src only: no title',
  ),
  a(`${TA}/lib/errors.tsx`, 12, '<a href={TROUBLESHOOTING_URL}', null, 'link with href and text'),
  a(
    `${TA}/fields/rich-text/monaco/index.tsx`,
    292,
    '<button',
    null,
    'local Button whose text is {props.children} (its caller passes “View in rich-text editor”)',
  ),
  a(`${TA}/fields/rich-text/error-boundary.tsx`, 49, '<button', null, 'button with text'),

  // ---- @narative/gatsby-theme-novela 0.18.7 (site theme, emotion styled elements; every src file with a clickable
  // or image element) ----
  a(
    `${NV}/components/Code/Code.Prism.tsx`,
    30,
    '<CopyButton',
    null,
    'styled.button whose text is “Copy” / “Copied”',
  ),
  a(
    `${NV}/components/Image/Image.tsx`,
    66,
    '<img {...imgProps} />',
    null,
    'imgProps is built in the file (line 36) with the caller’s alt',
  ),
  a(`${NV}/components/Image/Image.Zoom.tsx`, 33, '<img', null, 'img with alt={image.alt}'),
  a(
    `${NV}/components/Navigation/Navigation.Header.tsx`,
    38,
    '<IconWrapper',
    null,
    'styled.button with aria-label and title',
  ),
  a(
    `${NV}/components/Navigation/Navigation.Header.tsx`,
    69,
    '<IconWrapper',
    null,
    'styled.button with aria-label and title',
  ),
  a(
    `${NV}/components/Navigation/Navigation.Header.tsx`,
    129,
    '<button',
    null,
    'button with aria-label and title',
  ),
  a(
    `${NV}/components/SocialLinks/SocialLinks.tsx`,
    63,
    '<SocialIconContainer',
    null,
    'styled.a with href, aria-label and hidden text',
  ),
  a(
    `${NV}/components/Subscription/Subscription.tsx`,
    54,
    '<Input',
    null,
    'styled.input with placeholder="your@email.com" (a placeholder names a field, as in the other sets)',
  ),
  a(
    `${NV}/components/Subscription/Subscription.tsx`,
    62,
    '<Button',
    null,
    'styled.button, type submit, whose text is “Subscribe” (a check icon while disabled after subscribing)',
  ),
  a(
    `${NV}/sections/articles/Articles.Hero.tsx`,
    55,
    '<GridButton',
    null,
    'styled.button with aria-label and title',
  ),
  a(
    `${NV}/sections/articles/Articles.Hero.tsx`,
    64,
    '<GridButton',
    null,
    'styled.button with aria-label and title',
  ),
  a(`${NV}/sections/article/Article.Controls.tsx`, 52, '<IconWrapper', null, 'styled.button with aria-label'),
  a(`${NV}/sections/article/Article.Controls.tsx`, 81, '<IconWrapper', null, 'styled.button with aria-label'),
  a(`${NV}/sections/article/Article.Share.tsx`, 179, '<MenuButton', null, 'styled.button with aria-label'),
  a(
    `${NV}/sections/article/Article.Share.tsx`,
    201,
    '<MenuShare',
    null,
    'styled.a with href (empty while disabled) and hidden text “Share the selected text”; onClick on a link is fine',
  ),
  a(
    `${NV}/sections/article/Article.Authors.tsx`,
    42,
    '<CoAuthorsContainer',
    CLICK,
    'co-authors toggle: emotion styled.div with onClick (opens the author list), no role, tabIndex or key handler',
  ),

  // ---- smooth-doc 9.0.0 (site theme, xstyled styled-components; every component file with a clickable or image
  // element) ----
  a(
    `${SD}/AppHeader.js`,
    109,
    '<NavSkipLink',
    null,
    'styled.a skip link with href and text; tabindex="0" is not positive',
  ),
  a(`${SD}/AppHeader.js`, 123, '<x.img', null, 'x.img with alt (the site title)'),
  a(
    `${SD}/ColorModeSwitcher.js`,
    18,
    '<x.button',
    null,
    'x.button whose only content is a react-icons icon, with {...props} after it: name not decidable here',
  ),
  a(`${SD}/DocLayout.js`, 198, '<x.a', null, 'x.a with href and text “Edit this page on GitHub”'),
  a(
    `${SD}/DocSearch.js`,
    120,
    '<Input',
    null,
    'styled.input (Input.js) with placeholder="Search..."; its click opens the search modal, and it is focusable (⌘K opens it too)',
  ),
  a(`${SD}/Feature.js`, 47, '<InnerFeatureImage', null, 'styled.img whose alt comes through {...props}'),
  a(`${SD}/NotFound.js`, 13, '<a href=', null, 'link whose content is an img with alt'),
  a(`${SD}/NotFound.js`, 14, '<img', null, 'img with alt="Kylo is waiting"'),
  a(`${SD}/TableOfContents.js`, 169, '<a href={heading.url}>', null, 'link with href and text'),

  // ---- @rocketseat/gatsby-theme-docs 4.0.1 (site theme, emotion; every component file with a clickable element) ----
  a(
    `${RS}/Code/index.js`,
    68,
    '<CopyCode',
    null,
    'styled.button (Code/styles.js) with text “Copy” / “Copied!”',
  ),
  a(`${RS}/Code/index.js`, 104, '<CopyCode', null, 'styled.button with text “Copy” / “Copied!”'),
  a(`${RS}/Docs/EditGithub.js`, 11, '<a', null, 'link with href and text'),
  a(`${RS}/Docs/TOC/index.js`, 77, '<a', null, 'link with href and the heading as text'),
  a(`${RS}/Header.js`, 59, '<button', null, 'menu button with aria-label'),
  a(
    `${RS}/Overlay.js`,
    7,
    '<div',
    null,
    'overlay with aria-label and {...rest}; its click comes from Layout/index.js through the spread: not decidable here',
  ),
  a(`${RS}/Sidebar/ExternalLink/index.js`, 7, '<a', null, 'link with href and {label} as text'),

  // ---- gatsby-theme-portfolio-minimal 4.6.5 (site theme; every src file with a clickable or image element) ----
  a(
    `${PM}/components/Header/index.tsx`,
    45,
    '<div className={classes.Burger}',
    CLICK,
    'burger menu: div with onClick (opens the side navigation), no role, tabIndex or key handler',
  ),
  a(
    `${PM}/components/Header/index.tsx`,
    54,
    'tabIndex={open ? 1 : -1}',
    TABINDEX,
    'side-bar wrapper (the <div> on line 50) with tabIndex 1 while open: a positive tabindex',
  ),
  a(
    `${PM}/components/ArticleCard/index.tsx`,
    62,
    '<a href={props.data.link}',
    null,
    'link with href, title and the article card as content',
  ),
  a(`${PM}/components/Button/index.tsx`, 27, '<a', null, 'link with href, aria-label and text'),
  a(`${PM}/components/Button/index.tsx`, 51, '<button', null, 'button whose text is {props.label}'),
  a(`${PM}/components/Link/index.tsx`, 16, '<a {...rest}', null, 'link with href and the children as text'),
  a(`${PM}/components/Logo/index.tsx`, 43, '<img', null, 'img with alt={fallback}'),
  a(`${PM}/components/Project/index.tsx`, 63, '<a', null, 'link with href and aria-label'),
  a(`${PM}/components/Project/index.tsx`, 77, '<a href=', null, 'link with href and aria-label'),
  a(`${PM}/components/SocialProfiles/index.tsx`, 61, '<a', null, 'link with href and aria-label'),
  a(`${PM}/sections/Contact/index.tsx`, 29, '<a href=', null, 'mailto link with the address as text'),
  a(
    `${PM}/templates/ArticleListing/index.tsx`,
    63,
    '<div',
    CLICK,
    'category filter: role="button" with onClick, but no tabIndex and no key handler, so it is announced as a button and cannot be reached or pressed from the keyboard',
  ),

  // ---- react-avatar-group 1.0.2 (avatars, emotion styled.img; every src file with an element) ----
  a(
    'react-avatar-group@1.0.2/src/SingleAvatar.tsx',
    43,
    '<Img',
    CLICK,
    'styled.img with onClick (AvatarGroup always passes one, for onAvatarClick): an img is not focusable and has no role or key handler (its alt is present)',
  ),
  a(
    'react-avatar-group@1.0.2/src/SingleAvatar.tsx',
    73,
    '<Img',
    CLICK,
    'styled.img with onClick, as above (object avatar branch)',
  ),
  a('react-avatar-group@1.0.2/src/OverflowAvatar.tsx', 54, '<Img', null, 'styled.img with alt, no click'),

  // ---- react-carousel-photo-gallery 1.2.0 (photo gallery; its one component file) ----
  a(
    CG,
    281,
    '<span',
    null,
    'close “X” span: Escape on the window keydown (handleKeyDown) closes the same maximized view, and the browser’s Escape leaves full screen',
  ),
  a(CG, 283, '<button', null, 'full-screen button with a title'),
  a(
    CG,
    305,
    '<div className={`carouselItem`}',
    CLICK,
    'slide: div with onClick={toggleMaximized} (opens the maximized view); the window key handler only moves slides and closes, nothing opens it from the keyboard',
  ),
  a(
    CG,
    316,
    '<button',
    BUTTON_NAME,
    'slide dot button: its only content is a thumbnail shown when displayThumbs (default false), so by default it is an empty button with no aria-label or title',
  ),
  a(CG, 338, '<button', null, 'previous button whose default content is the text “⟨”'),
  a(CG, 350, '<button', null, 'next button whose default content is the text “⟩”'),
];
