// Hand labels for HELD-OUT SET 11, accessibility family, a THIRD file of React COMPONENT packages (packages marked
// `"heldOut": 11` in sources.json whose `kind` ends "; set 11 a11y (more components)"; the other set-11 a11y files label
// other categories and the application-shaped code). Written by reading the code and committed BEFORE any checker ran on
// these files: the commit that adds this file adds no scoring of it, and the checker's rule code was not read while
// writing them. Same format and rules as labels-held-out-10-a11y.mjs and labels-held-out-10-a11y-extra.mjs (read their
// headers, and those of sets 6-9): one row per site, every interactive or image element of each labelled file
// (intrinsic tags, and styled-components / emotion elements made from them, where they are rendered; components such
// as <Button>, <Icon>, <Link> and tags chosen at run time are not sites); `expect` is the rule a correct checker reports
// on the line where the element opens, or null (compliant, not decidable from the kept files, or no click action:
// precision first) with why. The conventions of sets 6-10 hold, with the lead's decisions: a mouse-only control whose
// result the same widget gives by keyboard is null; a placeholder names a field (an empty one does not); an <a> with no
// href and a click is judged as a clickable element; a focusable element with a role and a click but no key handler is
// still click-without-keyboard; a click mirrored by a key handler or by a control the element holds is null; mouse-down
// / hover handlers are no click action; a handler or name that only a prop with a visible default could give is judged
// by that default (a no-op default gives no click), and a click that only calls an optional callback with no default
// is null; a caller's rest spread that may carry the missing attribute makes the site null; elements a caller must opt
// in to render are judged as written; a link whose only content is an icon is judged by what the icon renders.
//
// Judgement calls for the lead (labelled as below; listed again in the corpus README):
// - @hashicorp/react-mega-nav index.js:9, the logo link, is labelled a11y/link-name: its only content is <InlineSvg> of
//   another package (@hashicorp/react-inline-svg, the ^1.0.0 dependency; 1.0.2 was read: a div with
//   dangerouslySetInnerHTML) fed the package's own img/hashicorp-logo.svg (kept as `context`: paths, no <title>). Set
//   3's correction (react-chat-elements' HugeiconsIcon, read in its dependency) is the precedent; a reader who judges
//   only by the kept files would say null.
// - @hashicorp/react-product-downloads-page partials/dropdown/index.tsx:49, a version option with role="menuitem" and
//   tabIndex 0 but no key handler on it or its menu: click-without-keyboard (focusable, but Enter does nothing).
// - react-tag-custom Tag.js:15, the × remove control (an <a> with no href): null by the rule on a no-op default (its
//   click reaches only the handleDelete prop, default noop). Every real caller passes handleDelete, and then the × has
//   no keyboard path but Backspace on the empty input, which removes only the last tag; a reader may say
//   click-without-keyboard.
// - @uiw/react-back-top index.tsx:73, a div whose click scrolls to the top, no role, tabIndex or key handler written:
//   null because the caller's HTMLDivProps rest spread comes after it (the sets' rule); a reader may say the rule is
//   too generous here.
// - tf-checkout-react 1.7.31 is a ticket-checkout package of 43 source files with elements (login, account,
//   registration, order management, seat map, confirmation and more); only its category-1 widgets were taken, by
//   folder: the ticket and add-on selection (src/components/ticketsContainer/, addonsContainer/) and the order summary
//   (paymentContainer/OrderDetails.tsx). It holds 8 of this file's 17 violations (click-only info icons, two unlabelled
//   code fields, the mobile summary toggle): a recorded cap exception; report this file's recall with and without it.
// - Selection, not labels: react-dates-custom-month-year-navigation 16.7.1 left out as a fork of react-dates (in the
//   corpus at 21.8.0); @onedoc/react-print 0.1.133 left out as the earlier publication of @fileforge/react-print's code
//   (signature.tsx differs by 4 `diff` lines); @ciscospark/react-component-chip-file 0.2.82 left out as the earlier
//   publication of @webex/react-component-chip-file (8 `diff` lines); @zumper/react-ladda kept as a rewritten fork of
//   react-ladda (161 `diff` lines, its own source); react-json-print left out as a JSON viewer, the category of the
//   set-11 `a11y` labeller. Each is a call the lead may reverse.
//
// Files were chosen per package by the selection rule in the corpus README (every source file with an intrinsic
// interactive or image element, except tf-checkout-react's stated folders), not by how easy they are to judge. These
// packages are never used to tune the checker: a change made after measuring them says so.
const IMG_ALT = 'a11y/img-alt';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';
const LINK_NAME = 'a11y/link-name';

const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const HPD = '@hashicorp+react-product-downloads-page@2.9.1';
const HPF = '@hashicorp+react-product-features-list@5.0.2';
const XGP = '@xyo-network+react-gas-price@4.4.11/src/components/HeaderComponents/Header';
const TFC = 'tf-checkout-react@1.7.31/src/components';
const QTY = 'react-qty-picker@1.0.6/src/component/QuantityPicker';
const GTN = '@govuk-react+top-nav@0.10.7/src';
const HMN = '@hashicorp+react-mega-nav@4.0.1-2';
const RAN = 'react-anchor-navigation@0.2.7/src/components';
const UBT = '@uiw+react-back-top@4.22.3/src';
const WKH = '@workday+canvas-kit-labs-react-header@4.4.2/lib';
const APH = 'apeman-react-header@3.1.3/lib';
const FFP = '@fileforge+react-print@0.1.150/src';
const RCA = 'react-clipboard-animation@1.0.8/src';
const RLB = 'react-ladda@6.0.0/src';
const ZLB = '@zumper+react-ladda@7.2.4/src';
const RGL = 'react-gif-loader@0.6.0/src';
const RLS = 'react-loading-screen@0.0.17/src';
const RPB = 'react-progress-button@5.1.0/src';
const SRS = '@simply007org+react-spinners@0.0.3/src';
const WCF = '@webex+react-component-chip-file@0.45.0/src';
const RTC = 'react-tag-custom@0.0.3/lib';

export const HELD_OUT_11_A11Y_EXTRA_LABELS = [
  // ---- @hashicorp/react-product-downloads-page 2.9.1 (category 1, "product"; TSX at the package root, no compiled copy) ----
  a(
    `${HPD}/index.tsx`,
    160,
    '<a className={styles.link} href={link.href}',
    null,
    'a "Get Started" link with an href, named by its text link.label (line 161)',
  ),
  a(
    `${HPD}/partials/download-cards/index.tsx`,
    92,
    '<a href={tutorialLink.href}>',
    null,
    'the package-manager tutorial link: href and the text tutorialLink.label',
  ),
  a(
    `${HPD}/partials/download-cards/index.tsx`,
    107,
    '<a href={url}',
    null,
    'a binary download link: href and the text prettyArch(arch) (line 108)',
  ),
  a(
    `${HPD}/partials/dropdown/index.tsx`,
    49,
    '<li',
    CLICK,
    'a version option: an li with role="menuitem" and tabIndex 0 whose click picks the version and closes the menu (lines 54-57), but no key handler on it or on its role="menu" ul (lines 47-62), so Enter or Space on the focused item does nothing; the trigger is the library <Button> (line 33), which only opens the menu',
  ),
  a(
    `${HPD}/partials/release-information/index.tsx`,
    52,
    '<a',
    null,
    'the changelog link: an href (lines 53-56) and the text "Changelog" (line 59)',
  ),
  a(
    `${HPD}/partials/release-information/index.tsx`,
    76,
    '<a',
    null,
    'a download link: href={file} (line 77) and the text prettyArch(arch) (line 81); its onClick (line 79) only records the download, and a link with an href is keyboard-operable',
  ),
  a(
    `${HPD}/partials/release-information/index.tsx`,
    91,
    '<a',
    null,
    'the SHA256 checksums link: an href (line 92) and the text "SHA256 checksums for {name} {version}" (line 94)',
  ),
  a(
    `${HPD}/partials/release-information/index.tsx`,
    97,
    '<a',
    null,
    'the checksum signature link: an href (line 98) and the text "verify the checksums signature file" (line 100)',
  ),
  a(
    `${HPD}/partials/release-information/index.tsx`,
    103,
    '<a href="https://hashicorp.com/security">',
    null,
    'the GPG key link: href and the text "HashiCorp\'s GPG key." (line 104)',
  ),
  a(
    `${HPD}/partials/release-information/index.tsx`,
    115,
    '<a href={container.href}>',
    null,
    'a container link: href and the text container.label',
  ),
  a(
    `${HPD}/partials/release-information/index.tsx`,
    128,
    '<a href={tutorial.href}>',
    null,
    'a tutorial link: href and the text tutorial.label',
  ),
  // ---- @hashicorp/react-product-features-list 5.0.2 (category 1, "product"; JSX in the root index.js, the main) ----
  a(
    `${HPF}/index.js`,
    13,
    '<img src={icon} alt={title} />',
    null,
    "a feature's icon: alt is written, the feature's title (line 10)",
  ),
  // ---- @xyo-network/react-gas-price 4.4.11 (category 1, "price"; TSX in src/, main is dist/) ----
  a(
    `${XGP}/Header.tsx`,
    18,
    '<img height={theme.spacing(4)} src={ethData.icon} />',
    IMG_ALT,
    'the network icon handed to the heading: an <img> with height and src only, no alt, aria-label or role, and no spread',
  ),
  // ---- tf-checkout-react 1.7.31 (category 1, "checkout"; TSX in src/, main is dist/): the ticket and add-on selection
  // (src/components/ticketsContainer/, addonsContainer/) and the order summary (paymentContainer/OrderDetails.tsx), its
  // product cards, quantity steppers, cart and price widgets; its login, account, registration, order-management,
  // seat-map and confirmation screens are not category-1 widgets and are not kept ----
  a(
    `${TFC}/ticketsContainer/AccessCodeSection.tsx`,
    26,
    '<input',
    FORM_LABEL,
    'the access-code field: placeholder="" (line 28), no id, aria-label, aria-labelledby or title and no wrapping <label>; the text "Access code required" (line 23) is a <p> in a sibling div, not tied to the input',
  ),
  a(
    `${TFC}/ticketsContainer/PromoCodeSection.tsx`,
    43,
    '<input',
    FORM_LABEL,
    'the promo-code field: placeholder="" (line 45), no id, aria-label, aria-labelledby or title and no wrapping <label>; the text "Promo code" (line 41) is a <p> in a sibling div, not tied to the input',
  ),
  a(
    `${TFC}/ticketsContainer/TicketsSection.tsx`,
    135,
    '<span',
    CLICK,
    "a ticket's info icon: an aria-hidden span whose click toggles the ticket's description (lines 138-142, with descriptionTrigger defaulting to 'click', line 51), no role, tabIndex or key handler; the description is shown only through this toggle (line 195)",
  ),
  a(
    `${TFC}/ticketsContainer/TicketsSection.tsx`,
    275,
    '<span',
    CLICK,
    "the grouped list's ticket info icon: the same aria-hidden span as line 135 (click toggles the description, lines 278-282, default trigger 'click'), no role, tabIndex or key handler",
  ),
  a(
    `${TFC}/ticketsContainer/TimeSlotTicketRow.tsx`,
    132,
    '<span',
    CLICK,
    "a time-slot ticket's info icon: an aria-hidden span whose click toggles the description (handleDescriptionToggle, lines 121-123, shown at line 231), no role, tabIndex or key handler; the hover tooltip (line 147) is no keyboard path",
  ),
  a(
    `${TFC}/addonsContainer/AddonComponent.tsx`,
    62,
    '<button',
    null,
    'the add-on stepper\'s decrement: a native button with aria-label="Decrease quantity" (line 67) and the glyph − (line 69)',
  ),
  a(
    `${TFC}/addonsContainer/AddonComponent.tsx`,
    72,
    '<button',
    null,
    'the add-on stepper\'s increment: a native button with aria-label="Increase quantity" (line 77) and the text + (line 79)',
  ),
  a(
    `${TFC}/addonsContainer/index.tsx`,
    136,
    '<button',
    null,
    'the "Skip" button: a native button with the text "Skip" (line 144)',
  ),
  a(
    `${TFC}/addonsContainer/index.tsx`,
    204,
    '<img src={addon.imageUrl} alt="No Data" />',
    null,
    'an add-on\'s product image: alt is written ("No Data", an unhelpful text but present); img-alt asks only for an alt',
  ),
  a(
    `${TFC}/addonsContainer/index.tsx`,
    213,
    '<span',
    CLICK,
    "an add-on's info icon: an aria-hidden span whose click toggles the add-on's description (lines 216-220; descriptionTrigger defaults to 'click', line 58), no role, tabIndex or key handler",
  ),
  a(
    `${TFC}/addonsContainer/index.tsx`,
    328,
    '<button',
    null,
    'the submit button: a native button with the text "CONFIRM SELECTION" (line 335)',
  ),
  a(
    `${TFC}/addonsContainer/SimpleAddonsContainer.tsx`,
    318,
    '<img src={addon.imageUrl} alt="No Data" />',
    null,
    'an add-on\'s product image: alt is written ("No Data")',
  ),
  a(
    `${TFC}/addonsContainer/SimpleAddonsContainer.tsx`,
    327,
    '<span',
    CLICK,
    "an add-on's info icon: an aria-hidden span whose click toggles the description (lines 330-334; descriptionTrigger defaults to 'click', line 48), no role, tabIndex or key handler",
  ),
  a(
    `${TFC}/paymentContainer/OrderDetails.tsx`,
    179,
    '<div className="mobile-order-summary-content" onClick={toggleExpand}>',
    CLICK,
    'the mobile order summary: a div whose click expands or collapses the summary (toggleExpand), no role, tabIndex or key handler',
  ),
  // ---- react-qty-picker 1.0.6 (category 1, quantity stepper; JSX in src/*.js, main is dist/) ----
  a(
    `${QTY}/QuantityPicker.js`,
    72,
    "<button onClick={handleChange('decrement')}",
    null,
    'the smooth variant\'s decrement button: a native button with the text "Down" (line 73)',
  ),
  a(
    `${QTY}/QuantityPicker.js`,
    74,
    '<input',
    FORM_LABEL,
    'the smooth variant\'s quantity field (type="number", lines 74-76): no id, aria-label, aria-labelledby, title or placeholder, no wrapping <label>, and no spread of the caller\'s props; name="quantity" is no name',
  ),
  a(
    `${QTY}/QuantityPicker.js`,
    77,
    '<button type="button" title="Up"',
    null,
    'the smooth variant\'s increment button: a native button with the text "Up" (line 78) and title "Up"',
  ),
  a(
    `${QTY}/QuantityPicker.js`,
    82,
    '<button',
    null,
    "the default variant's decrement button: a native button whose only content is the glyph &ndash; (line 83); a lone glyph counts as content (sets 6-10)",
  ),
  a(
    `${QTY}/QuantityPicker.js`,
    84,
    '<input',
    FORM_LABEL,
    'the default variant\'s quantity field (type="text", lines 84-85): no id, aria-label, aria-labelledby, title or placeholder, no wrapping <label>, no spread of the caller\'s props',
  ),
  a(
    `${QTY}/QuantityPicker.js`,
    86,
    '<button',
    null,
    "the default variant's increment button: a native button whose only content is the glyph &#xff0b; (line 87); a lone glyph counts as content",
  ),
  // ---- @govuk-react/top-nav 0.10.7 (category 3, navbar; TSX in src/, main is dist/; styled-components elements) ----
  a(
    `${GTN}/index.tsx`,
    130,
    '<Input',
    null,
    'the no-JavaScript menu toggle: a styled(\'input\') checkbox (line 44) with id="govuk-react-menu-button" (line 131), named by the styled(\'label\') MenuButton rendered just before it (line 127), whose htmlFor is that id and whose text is its title, "Menu" by default (atoms/menu-button/index.tsx:38, :42-43)',
  ),
  a(
    `${GTN}/atoms/menu-button/index.tsx`,
    42,
    '<Button onClick={onClick} htmlFor="govuk-react-menu-button">',
    null,
    "the menu button: a styled('label') (line 8) tied to the checkbox; its onClick defaults to `() => null` (line 40) and TopNav renders it with no onClick (index.tsx:127), so there is no click action of its own (a no-op default gives no click); clicking a label toggles its checkbox natively",
  ),
  // ---- @hashicorp/react-mega-nav 4.0.1-2 (category 3, navbar; JSX in the root index.js, the main, and temporary_suite.jsx) ----
  a(
    `${HMN}/index.js`,
    9,
    '<a href="https://www.hashicorp.com">',
    LINK_NAME,
    'the HashiCorp logo link: its only content is <InlineSvg src={hashicorpLogo}> (line 10), which renders the imported ./img/hashicorp-logo.svg (kept as `context`: an <svg> of paths with no <title>, aria-label or role) through dangerouslySetInnerHTML in a div (@hashicorp/react-inline-svg 1.0.2, the ^1.0.0 dependency, read: `<div data-testid="root" dangerouslySetInnerHTML={{ __html: src }} {...props}>`), so the link has no text, alt or aria-label',
  ),
  a(
    `${HMN}/temporary_suite.jsx`,
    45,
    '<button',
    null,
    'the suite menu control: a native button holding an <img alt="HashiCorp Logo"> (line 57), the text "HashiCorp Stack" (line 59) and a visually hidden "Open" (line 70)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 55, '<img', null, 'the HashiCorp logo: alt="HashiCorp Logo" (line 57)'),
  a(
    `${HMN}/temporary_suite.jsx`,
    80,
    '<button',
    null,
    'the close button: a native button whose svg is aria-hidden (line 87) and whose text is the visually hidden "Close" (line 94); it has no click handler of its own',
  ),
  a(
    `${HMN}/temporary_suite.jsx`,
    106,
    '<a',
    null,
    'the enterprise stack link: href (line 107), an <img alt="HashiCorp Logo"> and the text "Learn the HashiCorp Enterprise Stack" (line 114)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 110, '<img', null, 'the HashiCorp logo: alt="HashiCorp Logo" (line 112)'),
  a(
    `${HMN}/temporary_suite.jsx`,
    132,
    '<a',
    null,
    'the Vagrant link: href (line 133), an <img alt="Vagrant Logo"> and the text "Vagrant" (line 144)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 139, '<img', null, 'the Vagrant logo: alt="Vagrant Logo" (line 141)'),
  a(
    `${HMN}/temporary_suite.jsx`,
    156,
    '<a',
    null,
    'the Packer link: href (line 157), an <img alt="Packer Logo"> and the text "Packer" (line 168)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 163, '<img', null, 'the Packer logo: alt="Packer Logo" (line 165)'),
  a(
    `${HMN}/temporary_suite.jsx`,
    177,
    '<a',
    null,
    'the Terraform link: href (line 178), an <img alt="Terraform Logo"> and the text "Terraform" (line 189)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 184, '<img', null, 'the Terraform logo: alt="Terraform Logo" (line 186)'),
  a(
    `${HMN}/temporary_suite.jsx`,
    203,
    '<a',
    null,
    'the Vault link: href (line 204), an <img alt="Vault Logo"> and the text "Vault" (line 215)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 210, '<img', null, 'the Vault logo: alt="Vault Logo" (line 212)'),
  a(
    `${HMN}/temporary_suite.jsx`,
    229,
    '<a',
    null,
    'the Consul link: href (line 230), an <img alt="Consul Logo"> and the text "Consul" (line 239)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 234, '<img', null, 'the Consul logo: alt="Consul Logo" (line 236)'),
  a(
    `${HMN}/temporary_suite.jsx`,
    253,
    '<a',
    null,
    'the Nomad link: href (line 254), an <img alt="Nomad Logo"> and the text "Nomad" (line 265)',
  ),
  a(`${HMN}/temporary_suite.jsx`, 260, '<img', null, 'the Nomad logo: alt="Nomad Logo" (line 262)'),
  // ---- react-anchor-navigation 0.2.7 (category 3, navigation; TSX in src/, main is dist/) ----
  a(
    `${RAN}/AnchorLink.tsx`,
    22,
    '<a {...attributes} className={newClassName}>',
    null,
    "the anchor link: href and every other attribute come from the caller's props (`...attributes`, line 14) and its content is the caller's children (line 23): not decidable from the file",
  ),
  // ---- @uiw/react-back-top 4.22.3 (category 3, back-to-top; TSX in src/, main is cjs/) ----
  a(
    `${UBT}/index.tsx`,
    73,
    '<div onClick={() => clickable && scrollToTop()}',
    null,
    "the back-to-top control: a div whose click scrolls to the top (clickable defaults to true, line 40) with no role, tabIndex or key handler written, but `{...other}` (the caller's remaining div props, line 41, typed as HTMLDivProps) is spread after it and may carry role, tabIndex and onKeyDown: a caller's rest spread leaves the click undecided (sets 6-10)",
  ),
  // ---- @workday/canvas-kit-labs-react-header 4.4.2 (category 3, header; TSX source in lib/, main is dist/) ----
  a(
    `${WKH}/Header.tsx`,
    379,
    '<BrandLink href={brandUrl}>',
    null,
    "the brand link, an emotion styled('a') (line 90): its content is <Brand>, which renders the caller's brand node or a logo lockup whose logo is an SVG string from @workday/canvas-kit-react-common (parts/DubLogoTitle.tsx, parts/WorkdayLogoTitle.tsx) and whose title text appears only when the caller passes one (`{title && …}`): not decidable from the kept files",
  ),
  // ---- apeman-react-header 3.1.3 (category 3, header; JSX source in lib/*.jsx, main is shim/) ----
  a(
    `${APH}/ap_header_logo.jsx`,
    41,
    "<a className='ap-header-logo-link' href={ props.href }>",
    null,
    "the logo link: href defaults to '/' (line 32) and its content is the caller's children (line 42): not decidable from the file",
  ),
  // ---- @fileforge/react-print 0.1.150 (category 4, print; TSX in src/, main is dist/) ----
  a(
    `${FFP}/markdown/markdown.tsx`,
    177,
    '<a',
    null,
    "the table-of-contents entry of the documented example (the tocRenderer of a template in __docConfig): an href of '#' plus the heading id (line 182) and the heading's children as text (line 184)",
  ),
  a(
    `${FFP}/signature/signature.tsx`,
    45,
    '<input',
    null,
    "a signature form field for the printed PDF: the caller's props are spread first (`{...props}`, line 46, typed React.InputHTMLAttributes) and may carry aria-label, title or id: not decidable",
  ),
  // ---- react-clipboard-animation 1.0.8 (category 4, copy to clipboard; JSX in src/*.js, main is lib/) ----
  a(
    `${RCA}/clipboard.js`,
    53,
    '<div',
    CLICK,
    'the copy button: a div whose click copies `text` to the clipboard and sets the copied state (lines 54-57), with no role, tabIndex or key handler and no spread; its content is two svg icons',
  ),
  // ---- react-ladda 6.0.0 (category 5, loading button; JSX in src/*.jsx, main is dist/) ----
  a(
    `${RLB}/LaddaButton.jsx`,
    95,
    '<button',
    null,
    "the loading button: a native button whose label is the caller's children (line 102) and whose other props are the caller's (`{...omit(this.props, OMITTED_PROPS)}`, line 96): not decidable, and nothing in the file takes its name away",
  ),
  // ---- @zumper/react-ladda 7.2.4 (category 5, loading button; JSX in src/*.jsx, main is lib/; a rewritten fork of
  // react-ladda, its own source) ----
  a(
    `${ZLB}/LaddaButton.jsx`,
    97,
    '<button',
    null,
    "the loading button: a native button whose label is the caller's children (line 103) after the caller's other props (`{...mapLegacyProps(otherProps)}`, line 98): not decidable, and nothing in the file takes its name away",
  ),
  // ---- react-gif-loader 0.6.0 (category 5, loading overlay; JSX in src/index.js, main is build/) ----
  a(
    `${RGL}/index.js`,
    21,
    '<img style={imageStyle} src={imageSrc} />',
    IMG_ALT,
    'the loading gif (imageSrc defaults to a giphy URL, line 33): an <img> with style and src only, no alt, aria-label or role, and no spread',
  ),
  // ---- react-loading-screen 0.0.17 (category 5, loading screen; JSX in src/, main is dist/) ----
  a(
    `${RLS}/components/Logo.js`,
    42,
    '<Image',
    IMG_ALT,
    "the loading screen's logo: Image is a styled.img (line 7) rendered with rounded and src only (lines 42-44), no alt, aria-label or role, and no spread of the caller's props",
  ),
  // ---- react-progress-button 5.1.0 (category 5, progress button; JSX in src/index.js, main is lib/) ----
  a(
    `${RPB}/index.js`,
    95,
    '<div {...containerProps}>',
    null,
    "the button's container: its onClick is handleClick (line 93), but the click comes from the native <button> it holds (line 96), which Enter and Space activate and whose click bubbles here: a click mirrored by a control the element holds is null",
  ),
  a(
    `${RPB}/index.js`,
    96,
    '<button disabled={state === STATE.DISABLED}',
    null,
    "the progress button: a native button whose label is the caller's children (line 97); the three status svgs (lines 98-110) add no name, but the children are the caller's: not decidable",
  ),
  // ---- @simply007org/react-spinners 0.0.3 (category 5, spinner; TSX in src/, main is dist/) ----
  a(
    `${SRS}/Spinner.component.tsx`,
    58,
    '{ loadingImage && <img src={loadingImage} /> }',
    IMG_ALT,
    "the spinner's loading image, rendered when the caller gives loadingImage: an <img> with src only, no alt, aria-label or role (elements a caller must opt in to render are judged as written)",
  ),
  // ---- react-tag-custom 0.0.3 (category 6, tag list; JSX source in lib/*.js, main is dist-modules/) ----
  a(
    `${RTC}/Tag.js`,
    15,
    '<a onClick={props.onClick} className={props.className}>',
    null,
    "a tag's remove control: an <a> with no href, judged as a clickable element (set 8); its click is Tag's onDelete, which ReactTags binds to handleDelete (ReactTags.js:349), which only calls the prop handleDelete (ReactTags.js:131-132), whose default is noop (ReactTags.js:57): judged by that no-op default, no click action (sets 6-10). Judgement call: any real use passes handleDelete, and then the × has no keyboard path except Backspace on an empty input, which deletes only the last tag (ReactTags.js:224-229). Second reading: verdict kept, reason corrected — the click does not reach only the prop: ReactTags' handleDelete (ReactTags.js:131-138) also clears the query and focuses the input (resetAndFocusInput, line 95, as resetInputOnDelete defaults to true, line 61) and stops propagation; with the no-op default what is left is a focus move the keyboard makes by Tab, null by the same rules",
  ),
  a(
    `${RTC}/Tag.js`,
    31,
    '<span',
    CLICK,
    "a tag: a span whose click is onTagClicked (line 33), which ReactTags binds to handleTagClick (ReactTags.js:352), which calls the optional handleTagClick prop only if given, with no default (ReactTags.js:141-144): a click that only calls an optional callback with no default is null (set 8's rule, kept by the lead in set 10). Lead's decision (session 32): a click that only calls an optional callback prop is judged as the element's click; was null.",
  ),
  a(
    `${RTC}/Suggestions.js`,
    88,
    '<li',
    null,
    'a suggestion: an li with onMouseDown and onMouseOver only (lines 90-91), no click; the same choice is made from the input by the arrow keys and Enter or Tab (ReactTags.js handleKeyDown, lines 195-250)',
  ),
  a(
    `${RTC}/ReactTags.js`,
    374,
    '<input',
    null,
    "the new-tag field: aria-label={placeholder} (line 381), and placeholder defaults to DEFAULT_PLACEHOLDER, 'Add new tag' (line 52, constants.js:10)",
  ),
  // ---- @webex/react-component-chip-file 0.45.0 (category 6, chip; JSX in src/index.js, main is cjs/) ----
  a(
    `${WCF}/index.js`,
    42,
    '<img alt="" src={thumbnail} />',
    null,
    'the file chip\'s thumbnail: alt="" marks it decorative, and the file name is the chip\'s text (line 45)',
  ),
];
