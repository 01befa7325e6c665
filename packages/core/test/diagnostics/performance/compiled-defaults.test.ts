// A parameter's default as a compiler writes it for older targets is read as the ES2015 `options = {}` it was
// written as (compiled-defaults.ts), and Babel's and tsc's rest helpers as the destructuring they compile: Babel's
// `var _ref = arguments.length > 1 && arguments[1] !== undefined ? arguments[1] : {}` and
// `_objectWithoutProperties(_ref, ['headers', 'method', 'mode'])` (eventbrite 1.3.0 lib/esm/request.js lines 46-71,
// whose `_fetchJSON` the file's `jsonRequest` calls), and tsc's `if (config === void 0) { config = {}; }`
// (@procore/js-sdk 4.0.2 dist/client.js lines 122 and 181).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path = 'lib/esm/request.js') => checkFile(text, path);

const eventbrite = (fallback = '{}', index = 1) => `var _fetchJSON = function _fetchJSON(url) {
  var _ref = arguments.length > ${index} && arguments[${index}] !== undefined ? arguments[${index}] : ${fallback};
  var _ref$headers = _ref.headers, headers = _ref$headers === void 0 ? {} : _ref$headers,
      options = _objectWithoutProperties(_ref, ["headers", "method", "mode"]);
  var fetchOptions = _objectSpread({ method: 'GET', headers: headers }, options);
  return fetch(url, fetchOptions).then(_checkStatus);
};
var jsonRequest = function jsonRequest(url, options) {
  return _fetchJSON(url, options)["catch"](_catchStatusError);
};
export default jsonRequest;
`;

const tsc = (fallback = '{}') => `function request(url, config) {
    if (config === void 0) { config = ${fallback}; }
    var opts = __assign({ mode: 'cors', credentials: 'include' }, config);
    return fetch(url, opts);
}
exports.request = request;
`;

describe("a compiled parameter default is the parameter's default", () => {
  it("is missing through Babel's `arguments[1]` default and rest helper (eventbrite request.js:71)", () => {
    expect(check(eventbrite()).found).toEqual([[MISSING, 6]]);
  });

  it('is not reported when the compiled default carries a timer’s signal', () => {
    const { found, undecided } = check(eventbrite('{ signal: AbortSignal.timeout(5000) }'));
    expect(found).toEqual([]);
    expect(undecided).toEqual([]);
  });

  it('reads only the plain Babel shape: another index stays not judged', () => {
    const text = eventbrite().replace('arguments[1] !== undefined ?', 'arguments[2] !== undefined ?');
    expect(check(text).found).toEqual([]);
  });

  it("is missing through tsc's `if (config === void 0) { config = {}; }` (procore client.js:122)", () => {
    expect(check(tsc()).found).toEqual([[MISSING, 4]]);
  });

  it('is not reported when the tsc default carries a timer’s signal', () => {
    expect(check(tsc('{ signal: AbortSignal.timeout(5000) }')).found).toEqual([]);
  });

  it('leaves a later `if (x === void 0)` assignment as the code’s own reassignment', () => {
    const text = tsc().replace(
      'if (config === void 0) { config = {}; }',
      'log(url);\n    if (config === void 0) { config = {}; }',
    );
    expect(check(text).found).toEqual([]);
  });
});
