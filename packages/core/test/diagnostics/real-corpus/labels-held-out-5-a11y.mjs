// Hand labels for HELD-OUT SET 5, accessibility family, of the real-code corpus (packages marked `"heldOut": 5`
// in sources.json). Written by reading the code and committed BEFORE any checker ran on these files: the commit
// that adds this file adds no scoring of it (see git history). Same format and rules as labels-held-out-4-a11y.mjs:
// one row per site, every interactive or image element (intrinsic tags, and emotion `styled.*` elements made from
// them) in each labelled file; `expect` is the rule a correct checker reports on that line, or null (compliant, or
// not decidable from the code: precision first) with why. Components from other libraries (<Button>, <Link>,
// <CopyButton>, <TextField>, <Container>…) and tags chosen at run time are not sites. A spread that may carry the
// missing attribute makes the site null; a click mirrored by a key handler (in the element, or in the same
// component for the same action, document listeners included) or on a natively focusable control is null; a button
// or link whose only content is an icon component from another library or an imported SVG asset is null (its name
// is not decidable here), as in sets 3 and 4. A decorative inline <svg> with no role and no handler is not a site.
// Every rule is labelled on the line where the element opens. Files were chosen per package by the kind of
// component (menus, navigation, toolbars, notifications, ratings, pagination, lightboxes, sliders, viewers, chat
// input), not by how easy they are to judge; the rule for each package is in the corpus README. These packages are
// never used to tune the checker: a change made after measuring them says so.
const IMG_ALT = 'a11y/img-alt';
const IFRAME_TITLE = 'a11y/iframe-title';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const AC = 'gatsby-theme-apollo-core@4.0.0/src/components';
const AD = 'gatsby-theme-apollo-docs@6.0.0/src/components';
const CB = 'gatsby-theme-carbon@4.3.64/src/components';
const FV = 'react-file-viewer@1.2.1/src/components/drivers';
const PG = 'react-paginate@8.3.0/react_components';
const IV = 'react-images-viewer@1.7.1/src';
const CK = 'react-chatbot-kit@2.2.2/src/components';
const AS = 'react-awesome-slider@4.1.0/src';

export const HELD_OUT_5_A11Y_LABELS = [
  // ---- gatsby-theme-apollo-core 4.0.0 (documentation theme; emotion `styled.*` elements) ----
  a(
    `${AC}/menu-button.js`,
    25,
    '<StyledButton',
    null,
    'styled.button whose only content is styled(IconMenu) from @apollo/space-kit: its name is not decidable here',
  ),
  a(`${AC}/sidebar-nav.js`, 140, '<a href', null, 'outbound page link with the page title as text'),
  a(`${AC}/sidebar-nav.js`, 215, '<ExpandAll', null, 'styled.button with “Expand all” / “Collapse all” text'),
  a(
    `${AC}/sidebar-nav.js`,
    229,
    '<StyledCheckbox',
    FORM_LABEL,
    'styled.input type="checkbox" (opacity 0, laid over the category) that toggles the category: no label, id, aria-label or aria-labelledby; the category title is a sibling div, not a label',
  ),
  a(
    `${AC}/sidebar.js`,
    50,
    '<StyledLink',
    null,
    'styled.a home link whose only content is the local <Logo /> component (another file): not decidable here',
  ),
  // ---- gatsby-theme-apollo-docs 6.0.0 (documentation site theme; emotion `styled.*` elements) ----
  a(
    `${AD}/header-button.js`,
    39,
    '<StyledLink',
    null,
    'styled.a with “Launch Apollo Studio” text and an href',
  ),
  a(
    `${AD}/expansion-panel.js`,
    121,
    '<StyledButton',
    null,
    'styled.button whose only content is a @apollo/space-kit arrow icon: name not decidable here',
  ),
  a(`${AD}/select.js`, 108, '<MenuItem', null, 'styled.button menu item with the option text'),
  a(
    `${AD}/docset-switcher.js`,
    201,
    '<Wrapper',
    null,
    'styled.div backdrop whose click closes the menu (props.onClose); useKey("Escape", props.onClose) in the same component does the same by keyboard',
  ),
  a(
    `${AD}/docset-switcher.js`,
    226,
    '<NavListItemLink',
    null,
    'styled.a with an href and the docset title as text',
  ),
  a(
    `${AD}/docset-switcher.js`,
    242,
    '<FooterNavItem',
    null,
    'styled.a with a props spread (href) and the text',
  ),
  a(
    `${AD}/docset-switcher.js`,
    249,
    '<SocialLink',
    null,
    'styled.a with href and title="Twitter" around an icon',
  ),
  a(
    `${AD}/docset-switcher.js`,
    258,
    '<SocialLink',
    null,
    'styled.a with href and title="YouTube" around an icon',
  ),
  a(`${AD}/section-nav.js`, 95, '<a href', null, 'heading anchor link with an href and the heading text'),
  a(
    `${AD}/page-content.js`,
    142,
    '<AsideLinkInner',
    null,
    'styled.a whose href and children come from the props spread: not decidable here',
  ),
  a(
    `${AD}/page-content.js`,
    162,
    '<AsideLinkInner',
    CLICK,
    '“Rate article”: styled.a with onClick (opens the feedback widget) and no href, so not focusable; no role, tabIndex or key handler',
  ),
  a(`${AD}/embeddable-explorer.js`, 181, '<iframe', null, 'iframe with title="embedded-explorer"'),
  a(
    `${AD}/search.js`,
    192,
    '<input',
    null,
    'input handed to space-kit’s TextField as inputAs; the TextField gets the placeholder and wires the field: not decidable here',
  ),
  // ---- gatsby-theme-carbon 4.3.64 (IBM Carbon documentation theme; JSX source) ----
  a(`${CB}/Code/PathRow.js`, 23, '<a', null, 'icon link with title="View source" and an href'),
  a(`${CB}/Code/Sidebar.js`, 32, '<a', null, 'icon link with title="View source" and an href'),
  a(`${CB}/MediumPosts/MediumPosts.js`, 45, '<img', null, 'post thumbnail with alt={latestPost.title}'),
  a(`${CB}/Video/Video.js`, 61, '<iframe', null, 'Vimeo iframe with title={title}'),
  a(
    `${CB}/Video/Video.js`,
    122,
    '<div',
    null,
    'play/pause control: role="button", tabIndex="0", onKeyDown (Space/Enter) mirrors the click, assistive text',
  ),
  a(
    `${CB}/Video/Video.js`,
    133,
    '<video',
    null,
    'video element with a props spread; no rule of the family applies',
  ),
  // ---- react-file-viewer 1.2.1 (file viewer drivers; JSX source) ----
  a(
    `${FV}/pdf-viewer.jsx`,
    149,
    '<div className="view-control" onClick={this.increaseZoom}',
    CLICK,
    'zoom-in control: div with onClick, no role, tabIndex or key handler; nothing maps a key to increaseZoom',
  ),
  a(
    `${FV}/pdf-viewer.jsx`,
    152,
    '<div className="view-control" onClick={this.resetZoom}',
    CLICK,
    'zoom-reset control: div with onClick, no role, tabIndex or key handler',
  ),
  a(
    `${FV}/pdf-viewer.jsx`,
    155,
    '<div className="view-control" onClick={this.reduceZoom}',
    CLICK,
    'zoom-out control: div with onClick, no role, tabIndex or key handler',
  ),
  a(`${FV}/xlsx-viewer.jsx`, 33, '<input', null, 'input type="button" whose value is the sheet name'),
  a(`${FV}/video-viewer.jsx`, 33, '<video', null, 'video with controls; no rule of the family applies'),
  a(`${FV}/audio-viewer.jsx`, 33, '<audio', null, 'audio with controls; no rule of the family applies'),
  // ---- react-stars 2.2.5 and react-rating-stars-component 2.2.3 (its fork; star rating, JSX source) ----
  a(
    'react-stars@2.2.5/src/react-stars.js',
    189,
    '<span',
    CLICK,
    'each star: span with onClick (sets the rating) and mouse handlers, no role, tabIndex or key handler anywhere in the component',
  ),
  a(
    'react-rating-stars-component@2.2.3/src/react-stars.js',
    211,
    '<span',
    CLICK,
    'each star: span with onClick (sets the rating) and mouse handlers, no role, tabIndex or key handler anywhere in the component',
  ),
  // ---- react-paginate 8.3.0 (pagination; JSX source) ----
  a(
    `${PG}/BreakView.js`,
    19,
    '<a',
    null,
    'break “…”: role="button", tabIndex="0", aria-label, onKeyPress with the same handler as the click',
  ),
  a(
    `${PG}/PageView.js`,
    48,
    '<a',
    null,
    'page link: role button when no href, tabIndex, aria-label, onKeyPress with the same handler as the click',
  ),
  a(
    `${PG}/PaginationBoxView.js`,
    581,
    '<a',
    null,
    'previous: role="button", tabIndex, aria-label, onKeyPress with the same handler as the click',
  ),
  a(
    `${PG}/PaginationBoxView.js`,
    599,
    '<a',
    null,
    'next: role="button", tabIndex, aria-label, onKeyPress with the same handler as the click',
  ),
  // ---- react-notification-system 0.4.0 (notifications; JSX source) ----
  a(
    'react-notification-system@0.4.0/src/NotificationItem.jsx',
    319,
    '<span',
    CLICK,
    'dismiss “×”: span with onClick={this._dismiss}, aria-hidden, no role, tabIndex or key handler',
  ),
  a(
    'react-notification-system@0.4.0/src/NotificationItem.jsx',
    336,
    '<button',
    null,
    'action button with the action label as text',
  ),
  a(
    'react-notification-system@0.4.0/src/NotificationItem.jsx',
    352,
    '<div',
    CLICK,
    'notification: div role="alert" with onClick (runs notification.onClick and dismisses), no tabIndex or key handler',
  ),
  // ---- react-modal-video 2.0.2 (video modal; JSX source) ----
  a(
    'react-modal-video@2.0.2/src/index.jsx',
    187,
    '<div',
    null,
    'modal backdrop role="dialog": its click calls closeModal, and the document keydown listener calls closeModal on Escape',
  ),
  a(
    'react-modal-video@2.0.2/src/index.jsx',
    194,
    '<iframe',
    IFRAME_TITLE,
    'default YouTube/Vimeo iframe with src, size and allow but no title',
  ),
  a(
    'react-modal-video@2.0.2/src/index.jsx',
    205,
    '<button',
    null,
    'close button with aria-label from props.aria',
  ),
  // ---- react-images-viewer 1.7.1 (lightbox; JSX source) ----
  a(
    `${IV}/ImgsViewer.js`,
    295,
    '<img',
    CLICK,
    'image with alt={img.alt} and onClick={onClickImg} (pointer cursor when set); the window keydown handler only maps arrows, Escape and Space to prev/next/close, never to onClickImg',
  ),
  a(
    `${IV}/components/Thumbnail.js`,
    14,
    '<div',
    CLICK,
    'thumbnail: div with a background image and onClick (goes to that image), no role, tabIndex, name or key handler',
  ),
  a(`${IV}/components/Header.js`, 16, '<button', null, 'close button with title={closeBtnTitle}'),
  a(
    `${IV}/components/Arrow.js`,
    13,
    '<button',
    null,
    'arrow button with a props spread (the viewer passes a title) around an icon: not decidable here',
  ),
  // ---- react-notifications 1.7.4 (notifications; JSX source) ----
  a(
    'react-notifications@1.7.4/src/Notification.js',
    60,
    '<div',
    CLICK,
    'notification: div with onClick (runs the caller’s onClick and hides), no role, tabIndex or key handler',
  ),
  // ---- react-chatbot-kit 2.2.2 (chatbot app UI; TSX source) ----
  a(`${CK}/Chat/Chat.tsx`, 306, '<input', null, 'chat input with placeholder={placeholder}'),
  a(
    `${CK}/Chat/Chat.tsx`,
    312,
    '<button',
    null,
    'send button whose only content is an imported SVG asset (paper-plane.svg): name not decidable here',
  ),
  a(`${CK}/ChatbotError/ChatbotError.tsx`, 27, '<a', null, '“View the docs” link with an href'),
  // ---- react-awesome-slider 4.1.0 (media slider; JSX source) ----
  a(`${AS}/core/bullets.js`, 47, '<button', null, 'bullet button with the index as text'),
  a(`${AS}/core/buttons.js`, 58, '<button', null, 'next button with aria-label="next"'),
  a(`${AS}/core/buttons.js`, 77, '<button', null, 'previous button with aria-label="previous"'),
  a(`${AS}/core/media.js`, 35, '<video', null, 'slide video with a title; no rule of the family applies'),
  a(
    `${AS}/core/media.js`,
    45,
    '<img',
    null,
    'slide image with alt={media.alt || media.title || media["data-alt"] || null}: present whenever the caller gives one; not decidable here',
  ),
  a(
    `${AS}/hoc/navigation/link.js`,
    19,
    '<a',
    null,
    'link with an href, a spread and the children as content',
  ),
  // ---- react-image-picker 1.1.1 (image picker; JSX source) ----
  a(
    'react-image-picker@1.1.1/src/components/image.js',
    20,
    '<div',
    CLICK,
    'selectable thumbnail: div with onClick={onImageClick}, no role, tabIndex or key handler',
  ),
  a(
    'react-image-picker@1.1.1/src/components/image.js',
    22,
    '<img',
    IMG_ALT,
    'thumbnail img with src, class and style but no alt (the commented-out check image below is not a site)',
  ),
  // ---- react-image-select 1.0.1 (image select dropdown, createClass; JSX source) ----
  a(
    'react-image-select@1.0.1/src/ImageSelect.js',
    35,
    '<span',
    CLICK,
    'each option: span with onClick (selects the image), a background-image span inside, no role, tabIndex or key handler',
  ),
  a(
    'react-image-select@1.0.1/src/ImageSelect.js',
    49,
    '<span',
    CLICK,
    'selected-image span with onClick that opens the options, no role, tabIndex or key handler',
  ),
  // ---- @refinedev/mui 8.0.2 (admin framework UI; TSX source) ----
  a(
    '@refinedev+mui@8.0.2/src/components/buttons/import/index.tsx',
    56,
    '<input',
    null,
    'hidden file input (hidden attribute) with a props spread, opened by the MUI button',
  ),
];
