// An init a compiler's merge helper builds, followed back to the SDK user's optional option: tsc's `__assign`
// (@procore/js-sdk 4.0.2 dist/client.js line 88: `__assign(__assign(__assign({ mode: 'cors', credentials:
// 'include' }, defaults), config), { headers })`), Babel's `_objectSpread2` (@openfoodfacts/openfoodfacts-nodejs
// 2.0.0-alpha.35 dist/off.js line 113) and `_extends` (patreon 0.4.1 dist/patreon.js line 25) are read part by part,
// like `{ ...a, ...b }`; Babel's `_objectWithoutProperties(_ref, ['headers'])` (eventbrite 1.3.0 lib/esm/request.js
// line 54) is its source less the keys it takes. The class around them is @agility/content-fetch 2.0.11's
// (dist/node.js, MIT; the shape caller-origins.test.ts copies) with its spreads compiled by each helper.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'dist/node.js') => checkFile(text, path);

const HELPERS = `var __assign = (this && this.__assign) || function () { return Object.assign.apply(Object, arguments); };
function _objectSpread2(target) { for (var i = 1; i < arguments.length; i++) { var source = arguments[i] != null ? arguments[i] : {}; Object.assign(target, source); } return target; }
function _objectWithoutProperties(source, excluded) { if (source == null) return {}; var target = {}; for (var key in source) { if (excluded.indexOf(key) < 0) target[key] = source[key]; } return target; }
`;

const client = (
  init: string,
  fallback = '{}',
) => `${HELPERS}var defaultConfig = { baseUrl: null, headers: {} };
var ApiClient = class {
  constructor(userConfig) {
    let config = { ...defaultConfig, ...userConfig };
    this.config = config;
  }
  async makeRequest(reqConfig) {
    var init = ${init};
    const response = await fetch(reqConfig.url, init);
    return response.json();
  }
};
function getApi(config) {
  if (!config.fetchConfig)
    config.fetchConfig = ${fallback};
  return new ApiClient(config);
}
module.exports = {
  getApi
};
`;
const FETCH_LINE = 12;

describe("an init a merge helper builds from the user's optional config", () => {
  it('is missing through tsc’s nested `__assign` (procore client.js:88)', () => {
    const init = `__assign(__assign({ mode: 'cors' }, this.config.fetchConfig), { method: 'GET' })`;
    expect(check(client(init)).found).toEqual([[MISSING, FETCH_LINE]]);
  });

  it('is missing through Babel’s `_objectSpread2` (openfoodfacts off.js:113)', () => {
    const init = `_objectSpread2(_objectSpread2({}, this.config.fetchConfig), {}, { method: 'GET' })`;
    expect(check(client(init)).found).toEqual([[MISSING, FETCH_LINE]]);
  });

  it('reads `Object.create(null)` as a part with no key (axios lib/adapters/fetch.js:498)', () => {
    const init = `Object.assign(Object.create(null), this.config.fetchConfig, { method: 'GET' })`;
    expect(check(client(init)).found).toEqual([[MISSING, FETCH_LINE]]);
    const other = `Object.assign(Object.create(proto), this.config.fetchConfig, { method: 'GET' })`;
    expect(check(client(other)).found).toEqual([]);
  });

  it('is not reported when a part the helper merges carries a timer’s signal', () => {
    const init = `__assign(__assign({}, this.config.fetchConfig), { signal: AbortSignal.timeout(5000) })`;
    expect(check(client(init)).found).toEqual([]);
  });

  it('is not reported when the file’s default of the merged option carries a timer’s signal', () => {
    const init = `__assign(__assign({}, this.config.fetchConfig), { method: 'GET' })`;
    expect(check(client(init, '{ signal: AbortSignal.timeout(5000) }')).found).toEqual([]);
  });

  it('reads a rest helper as its source less the keys it takes (eventbrite request.js:54)', () => {
    const rest = `_objectWithoutProperties(this.config.fetchConfig, ['signal'])`;
    const fallback = '{ signal: AbortSignal.timeout(5000) }';
    expect(check(client(`__assign({}, ${rest})`, fallback)).found).toEqual([[MISSING, FETCH_LINE]]);
    const kept = `_objectWithoutProperties(this.config.fetchConfig, ['headers'])`;
    expect(check(client(`__assign({}, ${kept})`, fallback)).found).toEqual([]);
  });

  it('stays not judged when a part is spread from a list it cannot read', () => {
    const init = `Object.assign({}, ...this.config.parts)`;
    const { found, undecided } = check(client(init));
    expect(found).toEqual([]);
    expect(undecided).toEqual([FETCH_LINE]);
  });
});
