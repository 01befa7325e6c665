// Hand labels for the HELD-OUT part of the real-code corpus (packages marked `heldOut` in sources.json). Written
// by reading the code and committed BEFORE the checker first ran on these files (see git history: this file's
// first commit precedes any change measured on it). Same format and rules as labels.mjs. These packages are not
// used to tune the checker: a fix made after measuring them is said so in its commit and in the report.
const MISSING = 'perf/http-timeout-missing';
const TOO_LONG = 'perf/http-timeout-too-long';
const IMG_ALT = 'a11y/img-alt';
const CLICK = 'a11y/click-without-keyboard';

const h = (file, line, at, expect, reason) => ({ family: 'http', file, line, at, expect, reason });
const a = (file, line, at, expect, reason) => ({ family: 'a11y', file, line, at, expect, reason });

const PM = 'postmark@5.1.0/dist/client/HttpClient.js';
const EL = '@elastic+transport@9.4.0/lib/connection';
const SUI = 'semantic-ui-react@2.1.5/src';

export const HELD_OUT_LABELS = [
  // ---- HTTP ----
  h(
    PM,
    87,
    'return fetch(input, init)',
    null,
    'default of the injected client: passes the caller’s init through; the bound is chosen at the call (line 105)',
  ),
  h(
    PM,
    105,
    'this.client(this.buildRequestURL(path, queryParameters)',
    TOO_LONG,
    'signal AbortSignal.timeout((clientOptions.timeout || 60) * 1000); clientOptions = {...HttpClient.DefaultOptions, ...configOptions} and DefaultOptions.timeout = 180 (s, models/client/HttpClient.js): default 180 s',
  ),
  h(
    'gh-got@12.0.0/index.js',
    21,
    'got.extend({',
    MISSING,
    'the exported instance sets no timeout: got waits forever by default',
  ),
  h(
    'gh-got@12.0.0/index.js',
    106,
    'Reflect.apply(target, thisArg, [url, options])',
    null,
    'a call through the instance made at line 21, bounded (or not) by it: judged there',
  ),
  h(
    `${EL}/UndiciConnection.js`,
    97,
    'new undici_1.Pool(this.url.origin, undiciOptions)',
    MISSING,
    'headersTimeout and bodyTimeout = this.timeout ?? 0; this.timeout defaults to null (BaseConnection.js), so 0 disables both',
  ),
  h(
    `${EL}/UndiciConnection.js`,
    136,
    'await this.pool.request(requestParams)',
    null,
    "a request on the Pool made at line 97, bounded by the Pool's timeouts: judged there",
  ),
  h(
    `${EL}/HttpConnection.js`,
    100,
    'request = this.makeRequest(requestParams)',
    MISSING,
    'makeRequest is http.request or https.request; timeout = options.timeout ?? this.timeout ?? undefined, and this.timeout defaults to null: no timeout by default',
  ),
  h(
    '@algolia+requester-node-http@5.64.0/dist/requester.http.js',
    57,
    '(url.protocol === "https:" ? https : http).request(options',
    null,
    'bounded by timers that destroy the request after request.connectTimeout and request.responseTimeout, values the caller (the transporter) passes: not decidable here',
  ),
  h(
    '@algolia+requester-node-http@5.64.0/dist/requester.http.js',
    126,
    '(url.protocol === "https:" ? https : http).request(options',
    MISSING,
    'sendStream: no timer and no timeout option; options spread requesterOptions, which defaults to {}',
  ),
  // ---- Accessibility ----
  a(
    `${SUI}/modules/Embed/Embed.js`,
    78,
    '<ElementType {...rest} className={classes} onClick={this.handleClick}>',
    CLICK,
    'ElementType defaults to div (getElementType): a clickable div with no role, tabIndex or key handler',
  ),
  a(
    `${SUI}/modules/Embed/Embed.js`,
    80,
    "<img className='placeholder' src={placeholder} />",
    IMG_ALT,
    'placeholder image with no alt (and no spread that could give one)',
  ),
  a(
    `${SUI}/modules/Dropdown/DropdownSearchInput.js`,
    24,
    '<input',
    null,
    "spreads the caller's unhandled props first, which may carry aria-label: not decidable",
  ),
  a(
    `${SUI}/modules/Checkbox/Checkbox.js`,
    190,
    '<ElementType',
    null,
    'clickable wrapper of a focusable native checkbox input (line 199): the keyboard works through the input',
  ),
  a(
    `${SUI}/modules/Checkbox/Checkbox.js`,
    199,
    '<input',
    null,
    'labelled by <label htmlFor={id}>, and htmlInputProps may carry aria-label: not decidable as unlabelled',
  ),
  a(
    `${SUI}/elements/Image/Image.js`,
    100,
    '<ElementType {...rootProps} {...imgTagProps} className={classes} />',
    null,
    'an img whose alt comes through imgTagProps (htmlImageProps include alt)',
  ),
  a(
    `${SUI}/elements/Image/Image.js`,
    103,
    '<ElementType {...rootProps} className={classes} href={href}>',
    null,
    'a div, or a link when href is given, named by the img inside',
  ),
  a(`${SUI}/elements/Image/Image.js`, 106, '<img {...imgTagProps} />', null, 'alt comes through imgTagProps'),
];
