// Hand labels for HELD-OUT SET 2 of the real-code corpus (packages marked `"heldOut": 2` in sources.json).
// Written by reading the code and committed BEFORE the checker first ran on these files: the commit that adds
// this file adds no scoring of it (see git history). Same format and rules as labels.mjs: one row per site,
// every outbound HTTP call and every interactive or image element (intrinsic tags, and styled-components /
// emotion elements made from them) in each labelled file; `expect` is the rule a correct checker reports on
// that line, or null (compliant, not network, or not decidable from the code) with why. Components from other
// libraries (<Button>, <Link>, <TreeItem>, LabIcon…) are not sites, as in labels.mjs.
// These packages are never used to tune the checker: a change made after measuring them says so.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const IMG_ALT = 'a11y/img-alt';
const FORM_LABEL = 'a11y/form-label';
const CLICK = 'a11y/click-without-keyboard';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const SEG = '@segment+analytics-node@3.1.0/dist/cjs';
const VON = '@vonage+server-client@1.23.1/dist/cjs/fileClient.js';
const HUB = '@hubspot+api-client@14.0.1/lib/src/services/http/Transport.js';
const CTF = 'contentful-sdk-core@10.0.0/dist/cjs/index.cjs';
const MC = '@mailchimp+mailchimp_marketing@3.0.80/src/ApiClient.js';
const RS = 'resend@6.38.0/dist/index.cjs';
const DBG = '@jupyterlab+debugger@4.6.4/src/panels';
const MD = '@uiw+react-md-editor@4.1.2/src';
const RJ = '@rjsf+core@6.11.1/src/components';
const DOC = '@docusaurus+theme-classic@3.10.2/src/theme';

export const HELD_OUT_2_LABELS = [
  // ---- HTTP ----
  h(
    `${SEG}/lib/http-client.js`,
    23,
    'return this._fetch(options.url, requestInit)',
    null,
    "injected fetch (fetchFn ?? the global fetch); signal = abortSignalAfterTimeout(options.httpRequestTimeout): the bound is the caller's per-request timeout (both callers below pass 10 s)",
  ),
  h(
    `${SEG}/lib/token-manager.js`,
    233,
    'return this.httpClient.makeRequest(requestOptions)',
    null,
    'OAuth token request through the HTTPClient interface with httpRequestTimeout: 10000 (10 s, at the limit, not above)',
  ),
  h(
    `${SEG}/plugins/segmentio/publisher.js`,
    326,
    'await this._httpClient.makeRequest(request)',
    null,
    'batch upload with httpRequestTimeout = this._httpRequestTimeout, which defaults to `httpRequestTimeout ?? 10000` (line 84): 10 s',
  ),
  h(
    MC,
    392,
    'var request = superagent(httpMethod, url);',
    TOO_LONG,
    'request.timeout(this.timeout) at line 414, and the constructor sets this.timeout = 120000 (line 91; its doc comment says 60000): default 120 s',
  ),
  h(
    MC,
    113,
    'this.agent = new superagent.agent();',
    null,
    'the agent is used only as a cookie jar (attachCookies / saveCookies): no request is sent through it',
  ),
  h(
    CTF,
    399,
    'const instance = axios.create(axiosOptions);',
    TOO_LONG,
    'axios is injected (AxiosStatic parameter); axiosOptions.timeout = config.timeout, and defaultConfig.timeout = 30000 (line 319): default 30 s',
  ),
  h(
    CTF,
    114,
    'return delay(wait).then(() => instance(config));',
    null,
    'retry with the failed request’s own config on the instance made at line 399: judged there',
  ),
  h(
    'pusher@5.3.4/lib/requests.js',
    50,
    'return fetch(url, {',
    MISSING,
    'node-fetch; a signal only `if (config.timeout)`, and Config copies options.timeout with no default (lib/config.js line 25): unbounded by default',
  ),
  h(
    'mailersend@3.4.0/lib/services/request.service.js',
    63,
    '(0, gaxios_1.request)(requestParams)',
    MISSING,
    'gaxios request (tsc-compiled call form) whose params set no timeout; gaxios waits forever by default (timeout 0)',
  ),
  h(
    '@sentry+node-core@10.78.0/build/cjs/transports/http.js',
    65,
    'const req = httpModule.request(',
    MISSING,
    "http/https module chosen at run time (options.httpModule ?? (isHttps ? https : http)); the agent's `timeout: 2e3` is an idle-socket notice only (Node: the request must be destroyed manually) and nothing listens for it or destroys the request; with a proxy the HttpsProxyAgent has none",
  ),
  h(
    HUB,
    53,
    'return yield fetch(url, buildRequestInit(options));',
    MISSING,
    'global fetch; buildRequestInit sets method, headers, body and duplex, never a signal',
  ),
  h(
    HUB,
    115,
    'const request = transport.request(targetUrl, {',
    MISSING,
    'transport = https or http (tsc __importStar), chosen by protocol; no timeout option, no setTimeout, no destroy timer',
  ),
  h(
    VON,
    358,
    'await fetch(request.url, fetcRequest)',
    MISSING,
    'signal only `...timeout ? { signal } : {}` with timeout = request.timeout || this.config.timeout, and config.timeout = options?.timeout || null (line 157): none by default',
  ),
  h(
    VON,
    539,
    'const response = await fetch(',
    MISSING,
    'file download with method and headers only: no signal',
  ),
  h(
    RS,
    956,
    'const response = await fetch(url, { signal });',
    MISSING,
    "signal is the caller's optional requestOptions.signal, absent by default",
  ),
  h(
    RS,
    1756,
    'const response = await fetch(`',
    MISSING,
    "options = { method, body, ...caller's options, headers }: a signal only when the caller passes one",
  ),
  h(
    'plaid@47.0.0/dist/common.js',
    149,
    'return axios.request(axiosRequestArgs);',
    MISSING,
    "axios defaults to globalAxios, the BaseAPI's axios (base.js line 40: axios_1.default); the options come from configuration.baseOptions, which sets no timeout (axios default 0 = none)",
  ),

  // ---- Accessibility ----
  a(
    `${DBG}/breakpoints/body.tsx`,
    179,
    '<div',
    CLICK,
    'breakpoint row: div with onClick (jump to the breakpoint), no role, tabIndex or key handler',
  ),
  a(
    `${DBG}/callstack/body.tsx`,
    69,
    '<li',
    CLICK,
    'call-stack frame: li with onClick (select the frame), no role, tabIndex or key handler',
  ),
  a(
    `${DBG}/kernelSources/body.tsx`,
    59,
    '<div',
    CLICK,
    'kernel source entry: div with onClick (open the source), no role, tabIndex or key handler',
  ),
  a(
    `${DBG}/sources/sourcepath.tsx`,
    25,
    '<span',
    null,
    'ctrl+click on the path opens the source; the same action is the panel toolbar button "Open in the Main Area" (sources/index.tsx): a keyboard path exists',
  ),
  a(
    '@jupyterlab+running@4.6.4/src/index.tsx',
    268,
    '<img src={icon} className={ITEM_ICON_CLASS} slot="start" />',
    IMG_ALT,
    'img with no alt (decorative icon beside the label: alt="" needed)',
  ),
  a(
    '@jupyterlab+running@4.6.4/src/index.tsx',
    273,
    '<span',
    CLICK,
    'label span with onClick (open the item), no role, tabIndex or key handler; the enclosing TreeItem expands/collapses, it does not open',
  ),
  a(
    '@jupyterlab+launcher@4.6.6/src/widget.tsx',
    306,
    '<div',
    null,
    'launcher card: role="button", tabIndex 0, onKeyDown (Enter/Space) mirrors onClick',
  ),
  a('@jupyterlab+launcher@4.6.6/src/widget.tsx', 319, '<img', null, 'kernel icon with alt={title}'),
  a(
    '@jupyterlab+extensionmanager@4.6.4/src/widget.tsx',
    75,
    '<img',
    IMG_ALT,
    'GitHub avatar img with src and style only: no alt',
  ),
  a('@jupyterlab+extensionmanager@4.6.4/src/widget.tsx', 89, '<a', null, 'link with href, title and text'),
  a('@jupyterlab+extensionmanager@4.6.4/src/widget.tsx', 430, '<a', null, 'link with href and text'),
  a(
    '@jupyterlab+apputils@4.7.6/src/licenses.tsx',
    631,
    '<input',
    FORM_LABEL,
    'filter text input with name only; the <label>Package</label> beside it has no htmlFor and does not wrap it',
  ),
  a(
    '@jupyterlab+apputils@4.7.6/src/licenses.tsx',
    753,
    '<tr',
    null,
    'row click mirrored by the radio input inside the row (onChange = the same onCheck)',
  ),
  a(
    '@jupyterlab+apputils@4.7.6/src/licenses.tsx',
    759,
    '<input',
    FORM_LABEL,
    'radio with no label, aria-label or id: the package name sits in a separate <th>, not associated',
  ),
  a(
    '@jupyterlab+ui-components@4.6.6/src/components/table.tsx',
    97,
    '<tr',
    CLICK,
    'table row with onClick={props.onRowClick}, no role, tabIndex or key handler',
  ),
  a(
    '@jupyterlab+ui-components@4.6.6/src/components/table.tsx',
    140,
    '<th',
    CLICK,
    'sortable header: th with onClick (sort), no role, tabIndex or key handler',
  ),
  a(
    '@jupyterlab+settingeditor@4.6.4/src/pluginlist.tsx',
    390,
    '<div',
    CLICK,
    'plugin entry: div with onClick (select the plugin), no role, tabIndex or key handler; no keydown handling in the list',
  ),
  a(
    '@jupyterlab+settingeditor@4.6.4/src/pluginlist.tsx',
    401,
    '<div className="jp-PluginList-entry-label" role="tab">',
    null,
    'role="tab" label with no handler of its own (the click is on the parent, line 390)',
  ),
  a(
    '@uiw+react-color-swatch@2.10.3/src/index.tsx',
    101,
    '<div',
    CLICK,
    'swatch: focusable div (tabIndex 0) with onClick, no role, no key handler; rectProps (spread after) defaults to {} (line 31)',
  ),
  a(
    `${MD}/Editor.factory.tsx`,
    233,
    'onClick={containerClick}',
    null,
    'editor container: the click only closes open toolbar popups; its content is the textarea and toolbar buttons',
  ),
  a(
    `${MD}/components/Toolbar/Child.tsx`,
    16,
    '<div',
    null,
    'the click only stops propagation (keeps the popup open): not an action',
  ),
  a(
    `${MD}/components/TextArea/Textarea.tsx`,
    78,
    '<textarea',
    null,
    'the name comes from the caller through {...other} (textareaProps)',
  ),
  a(
    `${MD}/components/Toolbar/index.tsx`,
    95,
    'React.createElement(',
    null,
    "createElement('button') with the command's buttonProps, which carry aria-label and title for every built-in command",
  ),
  a(
    `${RJ}/widgets/RatingWidget.tsx`,
    96,
    '<span',
    null,
    'role="radio", tabIndex, onKeyDown (Enter/Space) mirrors onClick, aria-label',
  ),
  a(`${RJ}/widgets/RatingWidget.tsx`, 119, '<input', null, 'type="hidden": not a control'),
  a(`${RJ}/widgets/FileWidget.tsx`, 32, 'alt={previewLabel}', null, 'img with alt'),
  a(`${RJ}/widgets/FileWidget.tsx`, 40, '<a download=', null, 'download link with href and text'),
  a(`${RJ}/widgets/AltDateWidget.tsx`, 35, '<button', null, 'button with text'),
  a(`${RJ}/widgets/AltDateWidget.tsx`, 42, '<button', null, 'button with text'),
  a(
    `${RJ}/widgets/CheckboxesWidget.tsx`,
    66,
    '<input',
    null,
    'checkbox wrapped (through the span) in a <label> with the option text',
  ),
  a(
    `${RJ}/widgets/CheckboxWidget.tsx`,
    76,
    '<input',
    null,
    'checkbox wrapped in a <label> with the field label',
  ),
  a(
    `${RJ}/widgets/RadioWidget.tsx`,
    58,
    '<input',
    null,
    'radio wrapped (through the span) in a <label> with the option text',
  ),
  a(
    `${RJ}/widgets/SelectWidget.tsx`,
    90,
    '<select',
    null,
    'id={id}: the field template renders <label htmlFor={id}> (templates/FieldTemplate/Label.tsx)',
  ),
  a(
    `${RJ}/widgets/TextareaWidget.tsx`,
    41,
    '<textarea',
    null,
    'id={id}, labelled by the field template as above',
  ),
  a(
    `${RJ}/templates/BaseInputTemplate.tsx`,
    83,
    '<input',
    null,
    'id={id}, labelled by the field template as above',
  ),
  a(
    `${RJ}/templates/ButtonTemplates/IconButton.tsx`,
    10,
    '<button',
    null,
    'icon-only button whose title comes through {...otherProps}: every caller in the file passes a translated title',
  ),
  a(`${DOC}/ThemedImage/index.tsx`, 17, '<img', null, "alt={alt}: the caller's alt"),
  a(
    `${DOC}/MDXComponents/Img/index.tsx`,
    21,
    '<img',
    null,
    'MDX image: alt comes through {...props} from the markdown image (`![alt](src)`)',
  ),
  a(`${DOC}/Blog/Components/Author/index.tsx`, 74, '<img', null, 'alt={name}'),
  a(`${DOC}/BackToTopButton/index.tsx`, 19, '<button', null, 'aria-label "Scroll back to top"'),
  a(
    `${DOC}/Navbar/MobileSidebar/Toggle/index.tsx`,
    16,
    '<button',
    null,
    'aria-label "Toggle navigation bar"',
  ),
  a(
    `${DOC}/DocSidebarItem/Category/index.tsx`,
    109,
    '<button',
    null,
    'aria-label (expand / collapse category)',
  ),
  a(
    `${DOC}/NavbarItem/DropdownNavbarItem/Mobile/index.tsx`,
    53,
    '<button',
    null,
    'aria-label (expand / collapse the dropdown)',
  ),
];
