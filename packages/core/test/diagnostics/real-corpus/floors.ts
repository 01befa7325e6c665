// The floors of the real-code corpus test (real-corpus.test.ts): per part and family, the true positives may not fall
// and the false positives may not rise. Each entry's comments say how the part got there, first reading first.
import type { CorpusPart, Family } from './score';

/**
 * Reached on 2026-11-27: true positives and false positives per family, on the tuning corpus and
 * on the held-out packages (measured once, after their labels were committed; not tuned on).
 */
export const FLOOR: Record<CorpusPart, Record<Family, { tp: number; fp: number }>> = {
  // Tuning a11y has 13 violations since the VoidBlock.js:49 label fix (7dddb9d): all 13 found.
  // Tuning HTTP: node's `timeout`/`.setTimeout(ms)` bound a request only where a 'timeout' listener ends it (Node:
  // the request "must be destroyed manually"); the cloudinary execute_request.js:227 label, which read an
  // unlistened `request.setTimeout(60000)` as a 60 s bound, was corrected to missing in its own commit.
  tuning: { http: { tp: 27, fp: 0 }, a11y: { tp: 13, fp: 0 } },
  // HTTP 3 of 5 after the injected-module work, which was developed reading this set's misses.
  'held-out': { http: { tp: 3, fp: 0 }, a11y: { tp: 1, fp: 0 } },
  // Held-out set 2, first measured after its labels were committed (f9c95d3), checker unchanged: HTTP 4 of 12
  // violations found, no false positive; a11y 11 of 12 found, 2 false positives (sourcepath.tsx:25, Child.tsx:16).
  // After the cross-procedure HTTP work (not tuned on this set): HTTP 5 of 12. After the injected-module work
  // (axios handed in, node's http module and agent handed in; developed reading this set's misses): 7 of 12.
  // With the "bound only when the caller passes one" work, also developed on this set's misses (pusher,
  // vonage, resend): 8 of 12 on its own; both merged: 10 of 12. After f484f57 (informed by this set's a11y
  // misses: inert clicks, a spread's visible default): a11y 12 of 12, no false positive. After the bounds-absent-by-
  // default work (set 6 tuning; checked on this set's hubspot miss: the caller's optional agent): HTTP 11 of 12.
  // After s29-http-axios (OpenAPI Generator's createRequestFunction, plaid common.js:149): 12 of 12.
  'held-out-2': { http: { tp: 12, fp: 0 }, a11y: { tp: 12, fp: 0 } },
  // Held-out set 3, first measured at ffd96d6 after both label files were committed (e911598, b2437a4): HTTP 21
  // of 69 found, 3 false positives; a11y 28 of 37, 17 false positives. After the label fix e2c3e94 (two unnamed
  // download buttons: 39 violations) and the a11y changes written reading set 3's misses (keys bound elsewhere
  // in the component, no-op key handlers, ids built here, svg role=img, composite items, triggers): a11y 39 of
  // 39, 1 false positive (react-arborist default-node.tsx:7). After the optional-bound shapes (a signal among
  // the caller's optional ones, one documented `[options.signal]`, the rest of `options = {}` spread into an
  // init, a timeout only the caller's tested options carry, a callee chosen with one client choice, a timeout 0
  // on one path), developed reading this set's misses: HTTP 25 of 69, still 3 false positives. After the
  // clients/wrappers work, also developed reading them (Fern's fetcher, wrappers and pass-throughs one import
  // away, runtime objects, getFetch, helpers with known callers; the http2 and Request false positives gone):
  // 40 of 69 on its own, 44 of 69 with the optional-bound shapes, no false positive.
  // After s29-http-axios (superagent's verb on `this.agent[method]`, @easypost/api): HTTP 45 of 69.
  // Session 33, s33-defaults: node-fetch's own timeout beside the caller's optional signal, and a bound key set on
  // options a helper built (telegraf client.js:304): HTTP 46 of 69.
  // Session 33, s33-fetch: a bare `var` of a compiled async function assigned once in its state machine: 47 of 69
  // with s33-defaults' change, both merged.
  // s35-t-gen: OpenAPI Generator's typescript-fetch runtime (BaseAPI.fetchApi's send, the init from createFetchParams)
  // after the label correction d5689450 (pinecone db_data/runtime.js at its send, 175): http tp 49 -> 50.
  // s40-fix-http-tail: a destructured `options` whose tested signal another function's `options` was written on
  // (@vercel/blob chunk-QMTUXFZH.cjs:1005): 51.
  'held-out-3': { http: { tp: 51, fp: 0 }, a11y: { tp: 39, fp: 1 } },
  // Held-out set 4, measured once at 33113f5 after both label files were committed (5fc9b53, 09e24fa), with
  // every change of this session merged and nothing tuned on it: HTTP 21 of 46, 4 false positives; a11y 24 of
  // 27, 3 false positives. After the a11y changes written reading set 4's a11y misses (a focusable element with
  // a key handler, fullscreenchange as Escape, an object literal built and spread in a block, a conditional
  // tabIndex, content off by default): a11y 27 of 27, 1 false positive (calendar_icon.tsx:68, whose click is
  // the caller's: not decidable from the file). After the pass-through and seconds-wrapper work, written reading
  // set 4's HTTP misses and false positives: HTTP 31 of 46, no false positive. Set 4 is tuning material since.
  // After rollup's interop requires were followed (honeybadger check-ins-sync.js:590): 32 of 46. After a
  // destructured parameter's bound key was read as the caller's optional option (bugsnag request.js:15, its
  // `agent`), written reading set 8's misses: 33 of 46.
  // After s29-http-axios (`method.bind(superagent)(uri)`, spotify-web-api-node): HTTP 34 of 46. After a package's
  // methods handing their config to axios unchanged were followed by name (klaviyo-api accountsApi.js:89, :137): 36.
  // s40-fix-http-tail: an HTTP/2 stream known by its literal pseudo-headers (firebase-admin api-request.js:596): 38.
  'held-out-4': { http: { tp: 38, fp: 0 }, a11y: { tp: 27, fp: 1 } },
  // Held-out set 5, measured once at aa4cc4e after both label files were committed (f45a58a, 3d2eb64), with
  // every change of this session merged (including those written reading sets 3 and 4) and nothing tuned on it:
  // HTTP 10 of 25, 1 false positive; a11y 16 of 17, 3 false positives. After the a11y change written reading
  // set 5's a11y misses (icons of unread libraries and SVG assets may carry a name, a field handed to a
  // component that gets its placeholder or label, a hidden element that shows text is still clicked): a11y 17
  // of 17, no false positive. Set 5 a11y is tuning material since. After the declared-types work (a value
  // whose in-file type has no `signal` or `timeout` cannot bound the call; a name declared `typeof fetch`, and
  // a choice among fetches, is a fetch), developed reading this set's convex misses: HTTP 15 of 25.
  // After the reach work written reading set 5's HTTP misses (clients as data, a socket idle timer that
  // aborts, re-exports followed, abandoned races): HTTP 12 of 25, no false positive (messagebird's idle timer;
  // milvus's 60 s two imports away). After the bound set only under an `if` on the caller's optional value (a
  // `let` signal, an axios `timeout` key), Babel's interop default and a `fetcher` parameter, written reading
  // this set's misses (functions-js, plivo, auth-js): HTTP 14 of 25 on its own. All three merged: HTTP 21 of
  // 25, no false positive. The node-timeout work (node's `timeout` bounds a request only where a 'timeout'
  // listener ends it) changed nothing here once merged.
  'held-out-5': { http: { tp: 21, fp: 0 }, a11y: { tp: 17, fp: 0 } },
  // Held-out set 6, measured once at 463eb6d after both label files were committed and read a second time, with
  // every change of this session merged (including those written reading set 5's misses) and nothing tuned on it:
  // HTTP 8 of 47, 3 false positives; a11y 28 of 41, 3 false positives. After the a11y change written reading
  // set 6's misses (a name read from a prop whose visible defaultProps lack it, an inline object literal spread
  // carrying its keys): a11y 33 of 41, the same 3 false positives. Set 6 a11y is tuning material since. After
  // `className="hidden"` counted as not rendered and a pure `cond && call()` guard read as an `if` (medusa's
  // upload field, commercetools' submit image): a11y 34 of 41, 1 false positive (newrelic SearchDropdown.js:72).
  // After the class-built clients work written reading set 6's HTTP misses (swagger-codegen UMD factories,
  // Babel class methods, per-variable config keys): HTTP 19 of 47, the same 3 false positives. After components
  // and svg constants of another file of the project were followed (a bare-svg icon leaves its button unnamed, a
  // wrapper's cloned click reaches its child) and a backdrop calling the caller's close prop left undecided,
  // written reading set 6's a11y misses and false positive: a11y 40 of 41, no false positive. After the
  // cross-file defaults work (exported default-option objects and class statics read through an import; a fetch
  // raced by name against a timer): HTTP 19 of 47, 2 false positives (chargebee FetchClient.js:32 not judged).
  // After the helper-built init work written reading set 6's misses of that class (a callee cast to `typeof
  // fetch`, an `[url, init]` pair a class-field helper returns, `x !== undefined` / `x >= 0` guards on values absent
  // by default, a `setKey(key)` setter's key keeps its constructor value; a parameter named fetch called with an id
  // is not a fetch; gocardless api.js:100 gone), merged with the cross-file defaults: HTTP 25 of 47, 1 false
  // positive. After the bounds-absent-by-default work written reading set 6's axios/node misses (a node `timeout`
  // nothing ends the request on, a prototype value nothing sets, an instance from the caller's optional config and a
  // timeout set only `if (this.timeout)`, an instance's default said at the calls relying on it, options a helper
  // builds and another re-signs under an `if`, node's module loaded through a function and an idle timer armed only
  // `if (timeoutMs)`; firecrawl's axios.create false positive gone), merged: HTTP 31 of 47, no false positive.
  // After fetch-wrapping factories (fetch-retry and kin) were judged as the fetch they wrap (axiom's 20 s through
  // its construction in another file), merged: HTTP 32 of 47, no false positive. After an init returned by an
  // exported helper of another module was read (huggingface makeRequestOptions), merged: HTTP 34 of 47, no false
  // positive.
  'held-out-6': { http: { tp: 35, fp: 0 }, a11y: { tp: 40, fp: 0 } },
  // Set 7: first reading, measured once at 8252aff after every change of session 27 had merged and both label
  // files were read a second time, nothing tuned on it: HTTP 16 of 36 with 3 false positives, a11y 25 of 41 with 11
  // false positives (see README.md). After its three HTTP false positives were read (a bound key a constructing
  // module passes unread, the caller's options handed whole to a project fetch wrapper, an instance a helper
  // returns as it makes it): HTTP 16 of 36, no false positive. After its accessibility false positives were read
  // (click props defaulting to no handler, ref-only clicks, Escape-dismissed backdrops, optional forwarded clicks, a
  // hidden focusable file input): a11y 26 of 41, 3 false positives. After its three remaining false positives and
  // its misses were read (Babel's `::` bind read, a local svg frame and a conditional of icon calls as graphics, a
  // placeholder and a generated id unset by default, a trigger wrapper around the caller's children, a backdrop
  // that only tells the caller's guarded hook, an overlay dismissed through the caller beside its panel): a11y 33
  // of 41, no false positive. After a bound key read on an object the request is handed took the default its
  // package sets once (package-defaults.ts; shipengine's config.timeout, binance's timeout copied from
  // `this.timeout = timeout || 0`), developed reading this set's misses: HTTP 18 of 36, no false positive. With
  // the caller-origins work also merged (a signal or init followed to the user's option marked optional, through the
  // file's constructions and calls and the package's calls of an exported helper: opencage fetch.js:19,
  // @agility/content-fetch node.js:654): HTTP 20 of 36, no false positive. After a key a function on the way reads
  // as the user's optional one stayed optional in what its callers hand on (@upstash/vector's fromEnv config,
  // branch s29-http-caller, written reading set 8's misses of that class): HTTP 21 of 36, no false positive.
  // After s29-http-axios (OpenAPI Generator's createRequestFunction, pipedrive common.js:157): HTTP 21 of 36. Both
  // merged: HTTP 22 of 36, no false positive. After node requests whose timer is armed only when an instance option
  // with no default is set (heroku-client request.js:113/:116, branch s29-http-node): HTTP 22 of 36, no false
  // positive. All three s29 HTTP branches merged: HTTP 24 of 36, no false positive. After an axios instance made
  // with no config in a sibling module is bound where it is imported (logzio-nodejs, branch s30-http-clients-2):
  // HTTP 25 of 36, no false positive. After a fetch awaited from the instance (turbopuffer client.ts:712, branch
  // s31-http): HTTP 26 of 36, no false positive.
  // Session 32, branch s32-a11y2 (the lead's decision on optional-callback clicks, checker side: a click prop whose
  // default is `undefined`, a click set only when the caller passed the callback it calls): adminlte-2-react NavbarMenu
  // ×3 and pigeon-maps Marker.tsx / GeoJson.tsx found, a11y 38 of 46, no false positive.
  // Session 32, branch s32-a11y4 (a prop a caller in another module writes after its spread is the value it hands:
  // @uiw/react-color-github Point.tsx:45): a11y 39 of 46, no false positive.
  // Session 34, branch s34-a11y: a button's content held in a variable of the render function whose values by default
  // are the project's bare icons (react-soundplayer PlayButton.js:46): accessibility tp 39 -> 40.
  // Session 36, branch s36-t2-a11y: a button showing the caller's icon prop or, by default, the file's own bare svg
  // (`{closeIcon ? closeIcon : <svg>…</svg>}`, react-responsive-modal CloseIcon.tsx:29): accessibility tp 40 -> 41.
  'held-out-7': { http: { tp: 26, fp: 0 }, a11y: { tp: 41, fp: 0 } },
  // Held-out set 8, first reading (measured once, after all four label files, both second readings and the lead's
  // decisions were committed and every change of session 28 had merged; nothing tuned on it): HTTP 20 of 65 with 7
  // false positives, accessibility 32 of 39 with 20 false positives. A floor, not a goal. After its accessibility
  // false positives were read (branch s28b-a11y: clicks reached by keyboard through focus, a held link or a toggle;
  // listbox rows the input's keys pick; a guarded optional hook; fields and links out of the accessibility tree;
  // `<Box as="label">`): accessibility 32 of 39 with 6 false positives. After the package objects and destructured
  // constructions (authorizenet's require('./config').config, coingecko's static CoinGecko.TIMEOUT), a bound set
  // only under an option with no default read per method (flipt) with a destructured parameter's bound key as the
  // caller's option, its HTTP false positives read (a local function reusing a client's name, a method passing its
  // callers' init on, an asset's uri, a bound key its package sets with a value not read here), a name reassigned
  // in one function keeping its value in another (bugsnag) and form-data's submit (freshdesk-api), all informed by
  // its misses: HTTP 27 of 65, no false positive. After the user's optional `abortSignal` destructured in an
  // exported function's own typed options, a local getter of the global fetch and an init a local function builds
  // (branch s29-http-caller, informed by its misses: @ai-sdk/provider-utils post-to-api.ts:98, get-from-api.ts:89):
  // HTTP 29 of 65, no false positive.
  // After s29-http-axios (a package default that is a named constant: tsc's `exports.NAME`, a sibling module's
  // `CONFIG.DEFAULT_TIMEOUT`; options a helper merges from each caller's argument, `null * 1000` as 0), informed
  // by its misses (checkout-sdk-node ×2, convertapi ×4): HTTP 33 of 65, no false positive.
  // Both s29 branches merged: HTTP 35 of 65, no false positive. After node requests' response callbacks (a bound
  // method, a method returning a function) stopped being read as options and node's url.parse results were read as
  // options without a bound key (vimeo, appsignal, uploadcare ×2; branch s29-http-node): HTTP 31 of 65, no false
  // positive. All three s29 HTTP branches merged: HTTP 39 of 65, no false positive. After an init copied from the
  // caller's options only when given was judged by its other branch (branch s30-http-fetch, informed by node-ical's
  // miss): HTTP 40 of 65, no false positive. After a delay given on both sides of an if (nylas apiClient.js:98,
  // branch s31-http): HTTP 41 of 65, no false positive. After a key set only under an `if` of a nested closure
  // (@commercetools/sdk-client-v2 http middleware, branch s31-http2): HTTP 42 of 65, no false positive.
  // A carousel's arrows and slides that only move it, in a file that shows its dots (branch s31-a11y, antv Cases
  // ×2): accessibility 32 of 39 with 4. After another module's object-literal argument was read by key (an
  // exported helper's destructured `abortSignal`, @ai-sdk/provider-utils fetch-with-validated-redirects.ts:197/:206,
  // branch s31-http5): HTTP 44 of 65, no false positive. After what callers in other modules hand a component
  // (react-inner-image-zoom Image.js:14/:30, its only caller's `imgAttributes = {}`, branch s32-a11y):
  // accessibility 34 of 39 with 4.
  // Both merged with the session-32 optional-callback decision: accessibility 35 of 41 with 3.
  // Session 32, branch s32-a11y2 (optional-callback clicks, checker side: a guarded call of the caller's callback with
  // no default): react-image-pan-zoom-rotate PanViewer.tsx:129 found, accessibility 34 of 41 with 3.
  // s32-a11y and s32-a11y2 merged: accessibility 36 of 41 with 3.
  // Session 32, branch s32-http2 (informed by its misses): `signal: opts.signal` of the package's own request
  // function, which none of its calls in the file passes (nano ×2): HTTP 46 of 65, none.
  // Session 32, branch s32-a11y4 (clickable elements behind built props and styled components of another module:
  // antv Header.tsx:392, react-collapse-pane Resizer/index.tsx:121): accessibility 38 of 41 with 3.
  // Session 39, branch s39-fix-http-tail: swagger-typescript-api's axios HttpClient (@shortcut/client
  // generated/http-client.cjs:61): HTTP 47 -> 48, none.
  'held-out-8': { http: { tp: 48, fp: 0 }, a11y: { tp: 39, fp: 3 } },
  // Held-out set 9, first reading (measured once, after all four label files, their four second readings and the
  // lead's decisions were committed and every change of session 29 had merged; nothing tuned on it): HTTP 30 of 64
  // with 6 false positives, accessibility 63 of 76 with 15 false positives. A floor, not a goal. After its six HTTP
  // false positives were read (branch s29c-http-fp: a 0 fallback at the send, a superagent request bounded later in
  // its function, a fetch helper fed by its only caller, an axios instance in a tsc private field): 30 of 64, none.
  // After a conditional click read by its set branch (branch s29c-a11y-same, informed by this set's false positives:
  // trace-tab StackFrame.tsx:176, the lead's set-8 rule): accessibility 63 of 76 with 14 false positives. After a
  // click that only calls the caller's optional callback under its own test (a destructured prop, pure conditions
  // beside it, the event stopped) and `display: 'none !important'` were read (branch s30-a11y, informed by
  // react-sliding-side-panel ×2, @rexxars/react-split-pane Resizer.tsx and react-star-rating :324): 63 of 76 with 10.
  // After `preferred ? preferred : fallback` with the caller's optional callback preferred was judged by its fallback
  // (react-modal-resizable-draggable index.tsx:228): 63 of 76 with 9. After a test of a callback its TypeScript type
  // declares required was read as a type guard, not an opt-in (log-monitor LogMonitorButton.tsx:89): 64 of 76 with 9.
  // After a mouse-only click that picks an item with the callback each mapped item's native button calls, directly
  // or through a project component (branch s30-a11y-2, informed by @hashicorp/react-tabs :217/:226): 64 of 76 with 7.
  // After a fetch reached indirectly was read (branch s30-http-fetch, informed by this set's misses: zulip-js
  // accounts.js, @tcgdex/sdk, @spotify/web-api-ts-sdk) and an abort timer armed only when a parameter some call
  // leaves out is given (@azure/msal-node) and a controller nothing aborts before the response
  // (@kubernetes/client-node log.js): HTTP 35 of 64, none. After xhr and node-rest-client were known, a JSON copy
  // read as its source and a request's options judged at the file's own callers (branch s30-http-clients, informed by
  // @mux/upchunk, @rocket.chat/sdk ×2, node-loggly-bulk, close.io): 35 of 64 on that branch; both merged: 40 of 64, none.
  // Flow files read (branch s30c-flow): react-carousel ×2 and react-images-uploader ×2 found, accessibility 64 → 68.
  // A parameter reset to {} only when falsy keeps the caller's value (branch s30e-http, aws-sdk node.js:46): HTTP 41.
  // A click wrapper whose only content is the caller's trigger element or one of its children kept in state (branch
  // s31-a11y, react-popover-component, react-fileupload ×2): accessibility 68 of 76 with 4. A carousel's slides that
  // only move it, in a file that shows its dots (same branch, react-img-carousel ×2): with 2. A spread that chooses
  // between object literals carries their keys (same branch, dumi-theme-default SearchBar.tsx:47): 69 of 76. An
  // input type from a prop with a visible default (same branch, awesome-react-starter quantity): 70 of 76.
  // Session 32, branch s32-a11y2 (optional-callback clicks, checker side): react-sliding-side-panel :105/:117 and
  // @rexxars/react-split-pane Resizer.tsx:37 found, accessibility 75 of 81, none.
  // Session 32, branch s32-http2 (informed by its misses): a signal spread in under a name that holds a signal chosen
  // by a comparison of known values (@lokalise/node-api base.ts:135): HTTP 42 of 64, none.
  // Session 32 (branch s32-a11y3): a button showing the icon of an item of a list the file writes out, each item's
  // icon a bare svg (@react-email/preview-server view-size-controls.tsx:85): accessibility 73 of 81. A field handed to
  // a component of the same file that renders it as a plain child of its heading (mobx-react-form-devtools
  // RenderFormData.tsx:155): 74 of 81.
  // s32-http2, s32-a11y2 and s32-a11y3 merged: HTTP 42 of 64, none; accessibility 77 of 81, none.
  // Session 32, branch s32-http4: a proxy agent made from a URL alone (mailosaur request.js:104): HTTP 43 of 64, none.
  // Session 32, branch s32-a11y4 (a props object a method of the same class builds and returns, react-star-rating
  // StarRating.jsx:320): accessibility 78 of 81 with everything merged, none.
  // Session 33, branch s33-a11y (a wrapping label whose text shows only under a prop empty by default:
  // awesome-react-starter input/index.tsx:92): accessibility 79 of 81, none.
  // Session 39, branch s39-fix-http-tail: OpenAPI Generator's RequestContext `getSignal()` / `getDispatcher()`, members
  // left unset unless a setter is called (@kubernetes/client-node gen/http/isomorphic-fetch.js:8): HTTP 45 -> 46, none.
  'held-out-9': { http: { tp: 46, fp: 0 }, a11y: { tp: 79, fp: 0 } },

  // Held-out set 10, first reading (measured once, after all five label files, their second readings and the lead's
  // decisions were committed and every rule change of session 30 had merged; nothing tuned on it): HTTP 28 of 44 with
  // 1 false positive, accessibility 16 of 30 with 12 false positives. A floor, not a goal.
  // After the HTTP changes informed by its misses (branch s30c-http: a fetch thunk, a forwarding wrapper, a lone fetch
  // getter, the axios module kept on `this`, the caller's whole fetch init spread in, an `options` copy in an `if`):
  // HTTP 36 of 44, none.
  // Flow files read (branch s30c-flow): react-image-crop-component index.js:376/:380 found, accessibility 16 → 18.
  // After the accessibility changes informed by its misses (branch s30c-a11y: a hidden style bound once, an svg `<g>`
  // clicked, a hook the same file always passes, a ternary of elements as content, a fully visible key handler that is
  // no combobox, a named no-op default, an icon's *label prop, a control inside a spreading parent component): 22 of
  // 30 with 6; both merged: accessibility 24 of 30 with 6.
  // Session 31 (branch s31-a11y, informed by this set's false positives): a backdrop that closes only when clicked
  // itself, calling the caller's dismiss callback: 24 of 30 with 5; a useId(…) with arguments is no fresh id: with 4; a
  // clear icon beside the text field it empties: with 3.
  // Session 32 (branch s32-a11y3): a placeholder handed to a field component names the field, not the button handed
  // to it as an adornment, and score.ts resolves `./x.js` to `./x.tsx` as the scanner does (@account-kit/react
  // EmailAuth.tsx:139): 27 of 32 with 1.
  // Session 32, branch s32-http4: options read at the calls of their method (delighted Client.js:67): HTTP 37 of 44.
  'held-out-10': { http: { tp: 38, fp: 0 }, a11y: { tp: 27, fp: 1 } },

  // Held-out set 11, first reading (measured once, after its six label files, their second readings and the lead's
  // decisions were committed (324df7c) and every rule change of session 31 had merged; nothing tuned on it): HTTP 33 of
  // 82 with 2 false positives; accessibility 56 of 78 with 21 false positives.
  // Session 31 (branch s31-a11y2, tuned on this set's false positives): a mouse-only span making the same call as a
  // native button of its component: 56 of 78 with 18; a click that only hands a computed value to the caller's
  // optional callback, or is set only when that callback is passed: with 15; a click set only when a prop whose
  // visible default is off is on, or whose default only hands back its arguments: with 13; a handler name bound to
  // a conditional whose one function acts only with a modifier key held: with 11; a focusable element whose click
  // runs the handler its focus runs: with 10; a local link component rendered inside a passHref wrapper: with 9; an
  // empty element written as an object literal's value, a slot another component fills: with 8.
  // Session 31 (branch s31-http4, informed by this set's misses): a node http(s) agent a function of the file returns
  // as `x || undefined`: HTTP 36; @hapi/wreck as a client entry: 37.
  // Branch s31-http3 (informed by its HTTP misses): axios kept on `this` unless the caller hands its own, an instance
  // reached through the method that makes or hands it back, its default reported at the calls: HTTP 43 of 82, none;
  // a cancel token cancelled only on demand and a spread `opts = undefined`: 45 of 82, none; options keyed in
  // brackets (`options['data'] = body`): 47 of 82, none.
  // Both HTTP branches merged (s31-http3 and s31-http4): HTTP 51 of 82, no false positive.
  // Session 32, branch s32-http (informed by this set's misses): XMLHttpRequest and Closure's goog.net.XhrIo judged
  // at send() (@google/earthengine ×5): HTTP 56 of 82, none.
  // Session 32, the lead's decision on optional-callback clicks (20 null rows of sets 7-11 became click-without-keyboard;
  // corpus README): set 7 a11y 33 of 46, set 8 33 of 41 with 3 FP, set 9 72 of 81 with 0 FP, set 10 26 of 32 with 1 FP,
  // set 11 65 of 84 with 5 FP. Pooled a11y P 0.951 -> 0.972, R 0.892 -> 0.869.
  // Branch s32-a11y: a click prop every caller in another module fills with a modifier-only click (react18-json-view
  // long-string.tsx:39/:46): accessibility 62 of 78 with 6. A tabIndex its callers fill with their own fallback, through
  // a forwardRef wrapping and a demo caller in the component's file (react-leaflet-search search-input.tsx:80,
  // search-info-list.tsx:75): 64 of 78 with 6. A label component of another module that names the control of its
  // literal htmlFor (@govuk-react/top-nav index.tsx:130, MenuButton): 64 of 78 with 5.
  // All of session 32 merged (s32-http, the optional-callback decision, s32-a11y): HTTP 56 of 82, none; accessibility
  // 67 of 84 with 2.
  // Session 32, branch s32-a11y2 (the checker follows that decision): @xzdarcy/react-timeline-editor edit_action.tsx
  // and edit_row.tsx, react-timelines Element.jsx found, accessibility 68 of 84 with 5.
  // s32-a11y and s32-a11y2 merged: accessibility 70 of 84 with 2.
  // Session 32, branch s32-http2 (informed by this set's misses): a controller nothing aborts whose signal is put on
  // the init by name under an undecided `if` (neverbounce HttpsClient.js:46): HTTP 57 of 82, none.
  // Branch s32-a11y3: an `.svg` file of the project read as the svgr component importers render (react18-json-view
  // json-node.tsx:158, <LinkSVG /> of two paths): accessibility 68 of 84 with 2.
  // s32-http2, s32-a11y2 and s32-a11y3 merged: HTTP 57 of 82, none; accessibility 71 of 84 with 2.
  // Session 32, branch s32-a11y4 (a native button with a static negative tabIndex and no handler is no keyboard path
  // for the click around it, electron-react-titlebar menu.tsx:83): accessibility 72 of 84 with 2, everything merged.
  // Session 33, s33-defaults: an exported `module.exports = {…}` listing every key is closed to its importers, and
  // node-fetch's own timeout bounds a call whose only signal is the caller's (npm-registry-fetch index.js:108):
  // HTTP 58 of 82, none.
  // Session 33, branch s33-a11y (a menu item whose menu and trigger are in the file, in a file that reads no key:
  // @hashicorp/react-product-downloads-page dropdown/index.tsx:49): accessibility 73 of 84 with 2. A button whose only
  // content is a prop some caller hands a bare icon of the project (react-screen-keyboard and
  // react-touch-screen-keyboard KeyboardButton.js): 75 of 84 with 2.
  // Session 34, branch s34-a11y: a clickable row whose buttons each stop the event first gets no keyboard path from
  // them (everbee FormFieldsList.jsx:224): accessibility tp 75 -> 76.
  // Session 38, branch s38-fix-defaults: a key copied from another holder of the same key adds no default of its own
  // (@airwallex/node-sdk apiClient.js:191), so the SDK's 30 s reaches httpClient.js 20, 38, 47, 56: http tp 59 -> 63.
  // Session 43, branch s43-fix-http: a controller only closeRealtimeHttpConnection aborts (@firebase/remote-config
  // index.esm.js:1692, stop-only-controllers.ts): http tp 63 -> 64.
  'held-out-11': { http: { tp: 64, fp: 0 }, a11y: { tp: 76, fp: 2 } },
  // Held-out set 12, first reading (measured once, after its seven label files, their seven second readings and the
  // lead's decisions were committed and every rule change of session 32 had merged; nothing tuned on it): HTTP 73 of
  // 99 with 2 false positives (24 of 50 without carsxe-api, openfoodfacts-nodejs and seedr, which hold 49 violations of
  // one repeated shape each), accessibility 36 of 40 with 4 (14 of 18 with 4 without @trtc/calls-uikit-react's 22).
  // A floor, not a goal.
  // node-fetch-h2 as a fetch module (oas-resolver resolve.js:56): http tp 73 -> 74; simple-get as a client
  // (prebuild-install download.js:53, asset.js:20): 74 -> 76; axios's config from its method's in-file callers
  // (drip-nodejs index.js:47, :54): 76 -> 78; a client module kept in tsc's private field, by default (marika
  // Fetch.js:38): 78 -> 79.
  // Session 33, branch s33-defaults: a helper's bound parameter that every caller of the file sets to the same number
  // is judged at the send inside (@friendlycaptcha/server-sdk client.js:77 found, :133 and :152 no longer reported):
  // http tp 76 -> 77, fp 2 -> 0. A JSON file a module requires read as its `module.exports` (smartcar
  // smartcar-service.js:144 and :192, `timeout: config.timeout` of lib/config.json): 77 -> 79.
  // Session 33, branch s33-node: a node http module kept on `this` (api2pdf Api2Pdf.js:364) and a method named like
  // the `request` module it sends through (sentry-api client.js:126): 76 -> 78; an agent set only in a `try` whose
  // `catch` goes on (@puppeteer/browsers httpUtil.ts:78, :79): 78 -> 80.
  // Session 33, everything above merged with s33-axios (drip-nodejs, marika) and s33-fetch: HTTP 86 of 99, none.
  // Session 33, branch s33-a11y: no-op click defaults (`onClick.bind(…)` of a `() => {}` default, `onClick = () =>
  // null`) and heroicons / lucide-react icons left undecided (react-heatmap-grid, @trtc Icon.tsx, react-cmdk: fp 4 ->
  // 1); a menu item whose menu and trigger are in a file that reads no key (solana ×3): tp 36 -> 39.
  // The lead reverted the heroicons / lucide-react part (they render no name; react-cmdk Search.tsx:57 stays a false
  // positive caused by the labelling convention): accessibility 39 of 40 with 2.
  // Session 33, s33-recognise merged (api2pdf found again by its member-module reading; this. members now read only
  // in their class): HTTP 86 of 99, none.
  // Session 35, branch s35-sigtimer: a controller made with its abort timer only when the timeout is set
  // (json-schema-ref-parser http.ts:208): HTTP 86 -> 87 of 99, none.
  'held-out-12': { http: { tp: 87, fp: 0 }, a11y: { tp: 39, fp: 2 } },
  // Held-out set 13, first reading (measured once at c9423a1d, after its three label files, their second readings and
  // the lead's decisions were committed (e696fda1) and every rule change of session 33 had merged; nothing tuned on
  // it): HTTP 57 of 1045 with 5 false positives — 57 of 70 with 5 without the two generated SDKs (dataforseo-client
  // 564, @gohighlevel/api-client 411, none found) —, accessibility 12 of 14, none. A floor, not a goal.
  // Session 33, branch s33-prec: a class property holding a function is the class's method (soundcloud.ts
  // Playlists.ts:34 and :64, `this.fetch(…)`, no longer read as an injected fetch): fp 5 -> 3. A returned fetcher's
  // parameter is not the application's option, and a 'timeout' listener chained after another is seen (dnsimple
  // main.js:141 silent, :158 not judged): fp 3 -> 1.
  // Session 33, branch s33-gen: NSwag's `this.http = http ? http : window`, then `this.http.fetch(url_, options_)`,
  // judged as the global fetch by default with the init the method builds (dataforseo-client, all 564): http tp
  // 57 -> 621. A parameter every call of the file fills with the global fetch, whatever its name (midjourney's
  // bundled gradio client, `api_factory(fetch)` and `resolve_config(fetch_implementation, …)`): 621 -> 627.
  // Both merged: HTTP 627 of 1045 with 1 (63 of 70 with 1 without the two generated SDKs).
  // Session 34, branch s34-a11y: a spread of `cond ? { onClick, role: 'button' } : null` read as the same choice with
  // `{}` (@patternfly/react-topology Decorator.tsx:43): accessibility tp 12 -> 13.
  // Session 34, branch s34-xmod: an axios instance made in one module and handed to the constructor of a class in
  // another (@gohighlevel/api-client HighLevel.js:146-150 → every service's `this.client`), its sends judged by the
  // instance's 30 s when the config adds only the user's optional options: http tp 627 -> 1038, fp 1 -> 1.
  // s35-t-gen: OpenAPI Generator's typescript-fetch runtime (BaseAPI.fetchApi's send, the init from createFetchParams)
  // (twitter-openapi-typescript-generated runtime.js:213): http tp 1038 -> 1039.
  // Session 40, branch s40-fix-http-mid: an axios instance's numeric defaults.timeout said at the send that inherits it,
  // its callers' spread of their user's optional config read (craftgate HttpClient.ts:123): http tp 1039 -> 1040, fp 1 -> 0.
  'held-out-13': { http: { tp: 1040, fp: 0 }, a11y: { tp: 13, fp: 0 } },
  // Held-out set 14, first reading (measured once, after its four label files, their second readings and the lead's
  // decisions were committed and every rule change of session 34 had merged; nothing tuned on it): HTTP 71 of 182
  // with no false positive (generated SDKs mailslurp-swagger-sdk-ts, @gusto/embedded-api and
  // @radixdlt/babylon-core-api-sdk hold 38 violations, 1 found; frappe-js-sdk and @ston-fi/api, the two cap
  // exceptions, 54, none found); accessibility 5 of 7 with 2 false positives. A floor, not a goal.
  // Session 34, branch s34-a11y2: an empty backdrop's self-only click calling the caller's callback (gestalt
  // Backdrop.tsx:19) and a click delegated from the native buttons the element holds (botframework-webchat-component
  // MarkdownTextContent.tsx:202): accessibility fp 2 -> 0.
  // Session 34 tuning on set 14, branch s34-gen: a signal that is a function's last parameter, after one with a
  // default (brave-search braveSearch.js:64 `webSearch(query, options = {}, signal)`), is the caller's optional one,
  // absent by default: http tp 71 -> 75.
  // Session 34, branch s34-factory: an instance a factory function returns (frappe-js-sdk lib/utils/axios.js
  // getAxiosClient), kept by an ES5 class and handed to the classes it builds: http tp 71 -> 88.
  // Session 34, branch s34-clients: `ofetch.create(defaults)` instances judged as axios/ky instances are (their own
  // options, then the defaults' `timeout`/`signal`, then ofetch's none), through a local helper returning
  // `[url, options]` (@ston-fi/api index.cjs:318-334, 518): http tp 71 -> 104, fp 0 -> 0.
  // All four merged: http tp 125.
  // Session 34 tuning on set 14, branch s34-wretch: wretch a known client, a request a method returns
  // (`request(path) { return wretch(url).headers(…) }`) sent by `this.request(…).post(…)` with nothing that may
  // bound it (@exodus/solana-api api.js:784): http tp 125 -> 126.
  // Session 35, branch s35-sigtimer: an XMLHttpRequest sent from a callback inside the function that makes it, made
  // by `Object.assign(new XMLHttpRequest(), …)`, handed to a header helper (@spiffcommerce/core :26681, :77873):
  // http tp 126 -> 128. Same branch: a last `signal` parameter read as the caller's optional one when another
  // method of the class takes it after a defaulted parameter (brave-search :154, :174): http tp 128 -> 130.
  // s35-genhand (swagger-codegen typescript-fetch operations, mailslurp: +35) and s35-sigtimer (+4) merged: tp 165.
  // s35-t-gen: OpenAPI Generator's typescript-fetch runtime (BaseAPI.fetchApi's send, the init from createFetchParams)
  // (@radixdlt/babylon-core-api-sdk :50): http tp 165 -> 166.
  // Session 38, branch s38-fix-absent: openapi-typescript-codegen's fetch core, a controller aborted only through
  // the caller's `onCancel` hook (@gusto/embedded-api request.js:178): http tp 166 -> 167.
  // Session 38, branch s38-fix-instances2: frappe-js-sdk's package index lib/index.js kept as `context` (input, no
  // label changed), so FrappeApp's `new __1.FrappeAuth(…, this.axios, …)` reaches lib/auth/index.js: http tp 166 -> 170.
  // s38-fix-instances2 and s38-fix-absent merged, scored together: http tp 171.
  'held-out-14': { http: { tp: 171, fp: 0 }, a11y: { tp: 5, fp: 0 } },
  // Held-out set 15's first reading (session 35, blind: every rule change of the session merged before it, 22373389):
  // HTTP P 0.65 R 0.77 (tp 72, fp 38: 37 of them scrapfly-sdk's `this.fetch` calls), a11y P 0.74 R 0.91 (tp 39, fp 14).
  // s35-t-inj: a member of `this` holding a project function is that function (project-bound-members.ts), so
  // scrapfly-sdk's 37 `this.fetch({…})` calls are judged at fetchRetry's send: http fp 38 -> 1.
  // s35-t-gen: typescript-axios's createRequestFunction in a header-less bundle and in tsc's ES5 output
  // (@wandelbots/nova-api v1, v2 :124, @cosmos-client/core common.js:249): http tp 72 -> 75.
  // s35-t-gen: OpenAPI Generator's typescript-fetch runtime (BaseAPI.fetchApi's send, the init from createFetchParams)
  // (ynab runtime.js:91): http tp 75 -> 76.
  // s35-t-a11y (a key handler's same call beside an optional-call note, negated toggle arguments, a clear icon
  // handing the field's change callback '', a getter read before a focus, a checkbox in a role="option"): a11y fp 14 -> 8.
  // Same branch: a drawn <path> / <image> whose click runs its component's own method (react-d3-graph): tp 39 -> 42.
  // Session 35 tuning on set 15, branch s35-t-http: a signal its own function reads as `signal?.` or tests
  // (`if (signal)`), in a function the file does not make every call of, is the caller's optional one
  // (@whop/api index.node.mjs:32): http tp 72 -> 73. Same branch: a method that retries by calling itself with
  // its options unchanged is judged by its outside calls (@ensofinance/sdk client.ts:92): http tp 73 -> 74.
  // All four tuning branches merged: http tp 78, fp 1; a11y tp 42, fp 8.
  // Session 38, branch s38-fix-a11y: a textarea handed to CodeMirror's fromTextArea (react-codemirror Codemirror.js:122),
  // a custom scrollbar track (mac-scrollbar ThumbBar.tsx:86), a slider handle component given role, tabIndex and keys
  // (rheostat Slider.jsx:646), a click written as the wrapper's onMouseLeave (engage-ui TextField.tsx:381): a11y fp 8 -> 4.
  // Session 38, branch s38-fix-absent: request's `timeout: this.timeout` with `this.timeout = opt.timeout`, the
  // caller's optional value with no default (woocommerce-api index.js:204, :207): http tp 80 -> 82.
  // Session 38, branch s38-fix-options: `timeout: this.timeout` with `this.timeout = opt.timeout`, no default, read
  // as the caller's optional value (woocommerce-api index.js:204, :207): http tp 80 -> 82.
  // Session 40, branch s40-fix-http-mid: an XMLHttpRequest aborted only from the caller's optional signal (@whop/api
  // index.browser.mjs:64): http tp 82 -> 83.
  // Session 43, branch s43-fix-a11y: a control written tabIndex={-1} under aria-hidden showing no text (engage-ui
  // SpinnerButtons.tsx:29 and :40, the number field's step segments): a11y fp 4 -> 2.
  'held-out-15': { http: { tp: 83, fp: 1 }, a11y: { tp: 42, fp: 2 } },
  // Session 36 tuning on set 16, branch s36-t-member: a client kept on a class member (ts-force's injectable
  // `this.request = … || axios.create()`, sent also through other classes' `this.client.request`; jira's
  // `this.request = require('request')` and its `this.doRequest` read at its callers): http tp 44 -> 66, fp 2 -> 1.
  // Session 36 tuning on set 16, branch s36-t-http: a timer rejecting the promise whose executor sends the request is
  // its (abandoning) bound (node-eventstore-client projectionsClient.js:130, the caller's delay: fp 2 -> 1); node's
  // `request(url, { … }, cb)` with the caller's url is judged by the options written there (shlink node.js:25): tp 44 -> 45.
  // Same branch: an XMLHttpRequest returned once sent, in a file naming no timeout or abort (sajari.js:47): tp 45 -> 46.
  // Same branch: a signal its own function reads with `?.`, in a function not handed its client (indexsupply
  // index.js:333): tp 46 -> 47.
  // Both HTTP tuning branches merged: http tp 69, fp 0.
  // Session 36 tuning on set 16, branch s36-t-a11y: a backdrop whose click makes the call a package component hands
  // to a native (or styled) button of its own module (es-components Menu.js:62, xerum Modal.js:54): a11y fp 22 -> 20.
  // Same branch: a props object's literal values spread onto an element (gravityforms Range index.js:181): tp 19 -> 20.
  // Same branch: a button whose innerHTML is by default a raw `.svg?raw` import with no title (webcoreui Counter.tsx
  // :124, :147): tp 20 -> 22.
  // All three tuning branches merged: http tp 69, fp 0; a11y tp 22, fp 20.
  // Branch s36-t2-a11y: an element written alone in braces is that element (`{<Icon svg={<CloseOutline />} />}`,
  // @arizeai/components Alert.tsx:124): a11y tp 22 -> 23.
  // Session 38, branch s38-fix-instances2: the SDK user's typed optional config (`config?: AxiosRequestConfig`) and
  // a local object only read, spread into a send on the class's instance (octane requestHandler.ts): tp 69 -> 81.
  // Session 38, branch s38-fix-options: the `...rest` of a destructured parameter fed by the function's only caller
  // (@userlist/push client.js:14): http tp 69 -> 70.
  // Every session-38 HTTP branch merged, scored together: http tp 82.
  'held-out-16': { http: { tp: 82, fp: 0 }, a11y: { tp: 23, fp: 20 } },
  // Held-out set 17, read blind once (session 37, c19ce232 + wiring): the floors are the blind figures.
  // Session 37, branch s37-t-lib (a client's default said at its sends, not where it is built: request.defaults
  // instances sent with the caller's options or through retry-request, and undici Agents a helper returns): gcloud
  // util.js 253/437/441/452 found, its create (30) and @brightdata net.cjs:10 no longer reported: http tp 72 -> 76, fp 2 -> 0.
  // Then another module's undici pass-through (`net.request(url, opts)` → `undici.request(url, opts)`), its callers
  // judged by their options: @brightdata zones.cjs 20/93 and snapshot.cjs:82 found: http tp 76 -> 79.
  // Branch s37-t-callers: a key written on a same-named local in another scope no longer opens the local a method
  // returns (@localazy/api-client configFactory, fetch at :1218): http tp 72 -> 73.
  // Both merged (session 37): http tp 80, fp 0.
  // Branch s37-t-a11y-fp: a child whose content is innerHTML names its button (funda-ui Chatbox/index.tsx:1985, :2198,
  // :2254), and a click that only moves focus is no action (bee-input-number InputNumber.js:680, :718): a11y fp 21 -> 16.
  // Same branch: a click only under a mode prop off by default whose other branch gives the action to another control
  // (bee-table render/*.js), and a wrapper around a prop that is by default a native button (react-data-export
  // ExcelFile.js:122): a11y fp 16 -> 12.
  // Session 37 tuning, branch s37-t-inject: an instance handed to tsc ES5 classes built through their folder's index
  // (notifyre-nodejs-sdk lib/index.js -> lib/services/index.js -> SmsService.js; the index kept as `context`), and
  // `_this.httpClient` for tsc's `var _this = this` (FaxService.js:123): http tp 72 -> 104. Same branch: a name whose
  // every value is a sibling's client (web3.storage lib.js `{ fetch = _fetch }`, @web-std/fetch known): tp 104 -> 108.
  // Same branch: typescript-axios's createRequestFunction with tsc's `var _this = this;` before its return
  // (@visaright/camunda-rest-client common.js:261): tp 108 -> 109.
  // All three HTTP branches and s37-t-a11y-fp merged (session 37): http tp 117, fp 0; a11y tp 41, fp 12.
  // Every session-37 tuning branch merged: http tp 117, fp 0; a11y tp 55, fp 12 (scored: only set 17 moved).
  // Session 38, branch s38-fix-a11y: custom scrollbar tracks (funda-ui Scrollbar/index.tsx:467, :520): a11y fp 12 -> 10;
  // a hidden menu the file holds a ref to no longer hides its close link (CascadingSelect :1182, E2E :1449): tp 55 -> 57.
  // Session 38, branch s38-fix-defaults: Stainless's `this.getRequestClient().fetch` (subhosting core.ts:494): http tp
  // 117 -> 118; an undici Agent net.getDispatcher() returns, judged at the four sends it is handed to (@brightdata/sdk
  // request.cjs:65, base.cjs:58, snapshot.cjs 59 and 120): tp 118 -> 122.
  // Session 39, branch s39-fix-http-tail: OpenAPI Generator's RequestContext `getSignal()`, a member left unset unless
  // `setSignal` is called (docspring-ts dist/http/isomorphic-fetch.js:24): http tp 122 -> 123. Same branch:
  // swagger-typescript-api's axios HttpClient, with tslib's `__assign` read as tsc's (etsy-ts http-client.js:42): 124.
  // Session 41, branch s41-fix-a11y: close masks whose close the file also runs elsewhere (CascadingSelect :1363, E2E
  // :1652): a11y fp 10 -> 8.
  // Session 42, branch s42-fix-a11y: a native field's onFocus read as a keyboard path to what it runs (CascadingSelect
  // :1167, E2E :1435, the custom trigger beside the input whose focus opens the same menu): a11y fp 8 -> 6.
  'held-out-17': { http: { tp: 124, fp: 0 }, a11y: { tp: 57, fp: 6 } },
  // Held-out set 18, read blind once (session 37, after every session-37 tuning branch merged): the blind figures.
  // Branch s37-r2-http: a lazy `import('node-fetch')` shim passing its arguments through is that fetch (stopforumspam
  // index.js:4, calls at :92 and :164): http tp 31 -> 33. Same branch: the fetch a fetch-ponyfill call returns
  // (@ticketevolution/seatmaps-client cjs/index.js:999, calls at :1232 and :1246): tp 33 -> 35.
  // Session 38, branch s38-fix-a11y: nessie-ui's CodeMirror textarea (CodeEditor :407), role="scrollbar" track
  // (ScrollBar :50), an Icon handed `{ children || label }` (IconButton :215): a11y fp 5 -> 2.
  // Session 38, branch s38-fix-instances: mailerlite's factory config held in a local spreading the caller's optional
  // axiosOptions (client.js, with dist/index.js kept as context): http tp 35 -> 82.
  // Session 38, branch s38-fix-defaults: `parseInt(process.env.X ?? '30000', 10)` read as 30 s
  // (@orchestrator-claude/mcp-server, four fetches): http tp 35 -> 39; a validator handing its argument back
  // (llama-stack-client core.ts:586): tp 39 -> 40.
  // Both session-38 HTTP branches merged (s38-fix-instances and s38-fix-defaults, scored together): http tp 87.
  // Session 38, branch s38-fix-absent: request's `timeout` the caller's optional value (plex-api api.js:186), and a
  // controller aborted only through the caller's `onCancel` (@remkoj/optimizely-cms-api request.js:195):
  // http tp 35 -> 37.
  // And s38-fix-absent (woocommerce-style caller-only timeouts, codegen's cancel-hook controllers): http tp 89.
  // Session 38, branch s38-fix-options: plex-api's `timeout: this.timeout` of `opts.timeout` (api.js:186) and
  // rabbitmq-stats' `_.cloneDeep(OPTIONS)` of a literal (rabbitStats.js:31): http tp 87 -> 89.
  // Every session-38 HTTP branch merged, scored together: http tp 90.
  'held-out-18': { http: { tp: 90, fp: 0 }, a11y: { tp: 26, fp: 2 } },
  // Held-out set 19, read blind once (session 38, after every session-38 tuning branch merged): the blind figures.
  // Session 38, branch s38-t19-http: a got instance's verb chosen at run time read as its send (paystack-node's
  // `got.extend()` no longer reported unused at its create): http fp 11 -> 10.
  // Session 38, branch s38-t19-a11y: controls off by default (Drawer.tsx:62), a default compared with a literal
  // (Accordion.tsx:69), calls of a no-op default (TableTree.tsx:58, :69): a11y fp 19 -> 15; a readOnly indicator
  // (SelectOptionIndicator.tsx:14) and a link's caller spread (ActionMenuLinkItem.tsx:29): fp 15 -> 13.
  // Session 39, branch s39-fix-built-clients: an imported factory's instance built from its caller's config
  // (faros-js-client): http tp 142 -> 156; an ApolloClient's calls judged by its HTTP link (jupiterone): 156 -> 167.
  // Session 39, branch s39-fix-a11y-precision: a name bound once in the file read as the same argument in a click
  // and a key handler (Search.tsx:67): a11y fp 13 -> 12.
  // Session 39, branch s39-fix-options-chain: a generated client's state getter followed to each operation's send
  // (@meeting-baas/sdk's 62 Orval sends) and a signal destructured in the sending method's body read as the caller's
  // optional one (@datastax/langflow-client): http tp 142 -> 206 alone, 231 with s39-fix-built-clients.
  // Session 40, branch s40-fix-http-mid: an XMLHttpRequest aborted only from the caller's optional signal (semiont
  // uploadViaXhr): http tp 231 -> 232; `this.fetch` in a class handing its superclass its own fetch (foxy.io customer
  // API): fp 10 -> 6; an instance read through another object's uniquely named getter (semiont rawHttp): tp 232 -> 235;
  // a controller aborted only by the teardown its function hands back (semiont sseProgressStream): tp 235 -> 236.
  // Session 41, branch s41-fix-a11y: wya-rc's modal and toast backdrops, whose close the file also runs elsewhere
  // (MModals.js:207, MToasts.js:126): a11y fp 12 -> 10.
  // Session 43, branch s43-fix-a11y-recall: a rest spread typed by a closed props type of the file (Select.tsx:284):
  // a11y tp 81 -> 82.
  'held-out-19': {
    http: { tp: 236, fp: 6 },
    a11y: { tp: 82, fp: 9 },
  },
  // Held-out set 20, read blind once (session 39, after every session-39 tuning branch merged): the blind figures;
  // then the user's optional RequestInit spread into a generated operation's init (s39-t20-http): http tp 83 -> 151.
  // Session 39, the lead's label correction after the blind reading (placeholder-named fields null, thirteen positive
  // tabindexes added, by the corpus's written conventions): a11y tp 45 -> 58, fp 30 -> 17 on unchanged code.
  // Session 39, branch s39-t20-a11y: menu items with no menu (saltui CascadePanel.jsx, SelectLayer.jsx), a template
  // display: none (CardMedia.tsx:14), overlays closed by the caller's onClickOutside / close… callback: a11y tp +4,
  // fp -5 on the first labels.
  // Session 40, branch s40-fix-a11y: a click relaying a prop with a no-op visible default in a component no caller is
  // known to render (saltui NavBar.jsx, ScrollList/Item.jsx), a link whose content is dangerouslySetInnerHTML
  // (AnchorLink.jsx:19), media without controls (liamc9npm's videos): a11y tp 62 -> 64, fp 12 -> 7.
  // Session 40, branch s40-fix-http20: tsc's await-free __generator locals and merge packages (megalodon, +42),
  // unbuild's interop (notdiamond, +2), a module-level client name (fred-api, +1), a plainly named function's calls
  // (yandex-translate, +1): http tp 151 -> 197.
  // Session 41, branch s41-fix-http21: the caller's signal copied by a loop over a constant list of option names
  // (zotero-api-client, +4): http tp 197 -> 201.
  // Session 42, branch s42-fix-http: a class's own getter handing back the client it makes once, through tsc's static
  // private field (fintoc client.js:61 judged at the send, its create :36 no longer reported): http tp 201 -> 202,
  // fp 4 -> 3.
  // Session 42, the lead's decision on a never-called setter named for the member (api-qasim's 45 s abort timer): tp 202 -> 203.
  'held-out-20': {
    http: { tp: 203, fp: 3 },
    a11y: { tp: 64, fp: 7 },
  },
  // Held-out set 21, read blind once (session 40, after every session-40 round-1 tuning branch merged): the blind figures.
  // Session 40, branch s40-r2-http-inst: an exported, never-called helper's instance (got4aws, +1), a tsc private
  // field's fallback instance (mongodb-data-api, fp -1), a Babel class's `fetch` method (jsonapi-react, fp -2):
  // http tp 85 -> 86, fp 4 -> 1. Branch s40-r2-http-misc: an XMLHttpRequest handed on once done (sse-gateway, +3),
  // httpx's timeout option (@alicloud/fc2, +1): http tp +4. Both merged: http tp 90, fp 1.
  // Branch s40-r2-a11y-fn: another module's styled components written with type arguments
  // (`styled<P, 'button'>('button')`), read where they hold only an icon or are given a src (brave-ui): a11y tp 89 -> 93,
  // fp 21 -> 20.
  // Branch s40-r2-a11y-fp: a control built outside the JSX under a flag off by a written default (tiny-ui
  // input.tsx:63), step arrows beside the number field they step (input-number :91 / :94), a click acting only in the
  // other branch's mode (sub-menu.tsx:147), an action wrapping the caller's optional render (uxcore-table
  // ActionBar.jsx:73, LinkBar.jsx:14): a11y fp -6.
  // Session 41, branch s41-fix-http-es: a kept `new EventSource(url)` no timer closes (sse-gateway SSEConnection.js:162,
  // +1), a handler an exported factory returns judged by its package's calls (@bluesky-social/xrpc fetch-handler.ts:88,
  // +1): http tp 90 -> 92.
  // Session 41, branch s41-fix-a11y: bound mouse-down selections (bd-stampy DatePicker ×5, SelectStandard :81), a
  // getDataAttributes spread (@gilbarbara Items.tsx:230), a select alone in its label (@kapeta EntityEditor.tsx:74):
  // a11y tp 93 -> 101; a tree built after an early return under a mode undefined by default (uxcore Row.jsx:204): fp
  // 14 -> 13; a checkbox and a radio held in a const and handed to the labelled Item (@rodrisu ItemCheckbox.tsx:54,
  // ItemRadio.tsx:62): fp 13 -> 11.
  // Branch s40-r2-a11y-fn-anchor (merged in session 41 once the corpus scored by line): a clicked <a> without href
  // inside another module's styled span or div (brave-ui welcomePage :143 / :206, boxMobile :198): a11y tp 101 -> 104.
  // Session 41, branch s41-fix-http21: the files building utopianlabs' and terraform-cloud's axios instances kept as
  // context (+1), an instance a constructor hands on to another class or its base (+12), the caller's signal copied
  // by a loop over option names (zotero-client-ts, +4), a plain-number timeout handed to constructor functions
  // (http-rabbitmq-manager, +4): http tp 90 -> 111.
  // Session 42, branch s42-fix-a11y: assign() / _.extend() merging into a spread object (uxcore-table TextField :28)
  // and an empty element assigned to a member as a slot (friendly-ui itemEditableInfo :56): a11y fp 11 -> 9; a field
  // in a MUI adornment (lambdacurry InputColor :62) and computed input types read by their literal branches / fallback
  // (react-table-v6 pagination :88, selectTable :7): tp 104 -> 107.
  // Session 43, branch s43-fix-a11y-recall: an <a> without href inside MUI's Box (@kapeta AssetInstallButton.tsx:436):
  // a11y tp 107 -> 108.
  'held-out-21': {
    http: { tp: 111, fp: 1 },
    a11y: { tp: 108, fp: 9 },
  },
  // Held-out set 22, read blind once (session 41, after every session-41 round-1 tuning branch merged): the blind figures.
  // Session 41, branch s41-r2-http, tuning on set 22's misses: apisauce's create read as axios's (anticaptcha, +6), the
  // request module promisified (node-bandwidth client.js:66, +1), an instance a class hands to its package's functions
  // judged at their sends (node-flinks token.js:19, +1; client.js:14's create no longer reported, fp -1): http tp 90 ->
  // 98, fp 1 -> 0.
  // Session 41, branch s41-r2-a11y, tuning on set 22's misses: drag presses (junipero ColorPicker, -3), a checkbox's
  // change mirroring select-all spans (kendo-widget, -3), modes off by a written default (aspect-ui Image / Input,
  // bee-drawer's named defaultProps, -3), a mask calling the caller's close through a method (bee-drawer, -1), trigger
  // wrappers of the caller's children (aspect-ui / paris Popover, -2), and @cdc/map's navigation list under a helper's
  // parameter default (-1): a11y fp 21 -> 8; junipero Modal's backdrop through a method read only there: tp 102 -> 103.
  // Session 42, branch s42-fix-http, tuning on set 22's misses: an instance given back by another module's helper
  // (node-flinks addBearerTokenHeader, +7), `signal ?? null` (sonarqube-web-api-client :2340, +1), lodash's `pick`
  // (monkeylearn, +1), a class method's options from the file's calls with a parameter property's default
  // (btc-markets, +1): http tp 98 -> 108.
  // Session 42, branch s42-fix-a11y: a useState(false) flag turned on only under a mode off by default (aspect-ui
  // Image.tsx:130, the lightbox's close button): a11y fp 8 -> 7.
  // Session 43, branch s43-fix-a11y: a click surface inside a focusable slider with keys (waveform-navigator
  // WaveformNavigator.tsx:802, the canvas): a11y fp 7 -> 6.
  // Session 43, branch s43-fix-a11y-recall: a rest spread typed by a closed props type of the file (aspect-ui
  // Avatar.tsx:18): a11y tp 103 -> 104.
  'held-out-22': {
    http: { tp: 109, fp: 0 },
    a11y: { tp: 104, fp: 6 },
  },
  // Held-out set 23, read blind once (session 42, after every session-42 round-1 tuning branch merged): the blind figures.
  // Session 42, branch s42-r2-a11y: an anchor without href inside `<React.Fragment>` (react-activity-feed
  // textRenderer.tsx:50, +1) and a project's own `styled(tag, …)` helper (react-location-devtools Explorer.tsx:67
  // and :84, +2): a11y tp 19 -> 22.
  'held-out-23': {
    // Raised by session 42's s42-r2-http (the oauth package's OAuth, rxjs ajax): 56 → 64. Session 43, branch
    // s43-fix-http: a caller path with no timeout beside one above the limit (okcoin-china, btc-china-fork, +2),
    // `that.timeout` with `that = this` (graphhopper, +2), controllers only a stop method aborts (@namehash,
    // @pie-players, +3): 64 → 71.
    http: { tp: 71, fp: 0 },
    a11y: { tp: 22, fp: 1 },
  },
  // Held-out set 24, read blind once (session 43, at 1f0711a4: round-1 tuning s43-fix-http, s43-fix-a11y and the lead's
  // decisions merged; nothing tuned on it): HTTP 62 of 466, fp 3; accessibility 69 of 79, fp 19. A floor, not a goal.
  'held-out-24': {
    // Session 43, branch s43-r2-http-instances: @verdocs/js-sdk's `endpoint.api` read as VerdocsEndpoint's instance
    // (+140): 62 → 202; a subclass's `this.axios` read as its imported BaseClient's (@elbstack, +32): 202 → 234.
    // Session 43, branch s43-r2-http-params: the caller's init destructured beside its fetch (@pexip/infinity-api,
    // +108), a bound key written on the options parameter in each sending method (poloniex-api-node, +2): 234 → 344.
    http: { tp: 344, fp: 3 },
    // Raised by session 43's s43-r2-a11y (delegated link clicks, no-op defaults, trigger methods, mirrored toggles,
    // item-picking mouse-downs, a timer's close, caller masks and switches off by default): tp 69 → 72, fp 19 → 7.
    a11y: { tp: 72, fp: 7 },
  },
};
