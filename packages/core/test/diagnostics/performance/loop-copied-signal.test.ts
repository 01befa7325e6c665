// The caller's signal copied into fetch's options only by a loop over a constant list of option names (loop-copies.ts).
// Shape copied from zotero-client-ts 0.1.2 (MIT) dist/index.js lines 299-312 (`var fetchParamNames = [...,
// "signal"]`), 338-353 (`defaults`, no signal), 414-441 (`const options = { ...defaults, ...config }` and the
// loop) and 463 (`await fetch(url, fetchConfig)`); zotero-api-client 0.48.0 src/request.js lines 56-69 and 247-310
// is the same with `for (let param of fetchParamNames)`.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const ZOTERO = ({
  names = '"body",\n  "cache",\n  "method",\n  "signal"',
  body = `if (param === "body" && hasDefinedKey(options, param)) {
      fetchConfig[param] = JSON.stringify(options[param]);
    } else {
      fetchConfig[param] = options[param];
    }`,
  extra = '',
  defaults = 'method: "get"',
} = {}) => `var fetchParamNames = [
  ${names}
];
var defaults = {
  apiAuthorityPart: "api.zotero.org",
  ${defaults}
};
var hasDefinedKey = (object, key) => {
  return key in object && object[key] !== null && typeof object[key] !== "undefined";
};${extra}
var request = async (config) => {
  const options = { ...defaults, ...config };
  const url = \`https://\${options.apiAuthorityPart}/\`;
  const fetchConfig = {
    headers: {}
  };
  for (const param of fetchParamNames) {
    ${body}
  }
  fetchConfig.method = fetchConfig.method.toUpperCase();
  let rawResponse = await fetch(url, fetchConfig);
  return rawResponse;
};
export { request };
`;

/** The send's line with the four names listed by default. */
const SEND = 28;

describe("the caller's signal copied by a loop over a constant list of names (zotero-client-ts)", () => {
  it('reads the copied signal as the caller’s optional one: no timeout by default', () => {
    const { found, messages, undecided } = checkFile(ZOTERO(), 'dist/index.js');
    expect(found).toEqual([[MISSING, SEND]]);
    expect(messages[0]).toContain('a loop over a list of names copies');
    expect(undecided).toEqual([]);
  });

  it('judges the copied signal by the defaults when they give one', () => {
    const bounded = ZOTERO({ defaults: 'method: "get",\n  signal: AbortSignal.timeout(5000)' });
    expect(checkFile(bounded, 'dist/index.js').found).toEqual([]);
  });

  it('stays unknown when the list changes, the signal is not copied as it is, or a test is not decided', () => {
    const pushed = ZOTERO({ extra: '\nfetchParamNames.push(extraName);' });
    expect(checkFile(pushed, 'dist/index.js').found).toEqual([]);
    const wrapped = ZOTERO({ body: 'fetchConfig[param] = wrap(options[param]);' });
    expect(checkFile(wrapped, 'dist/index.js').found).toEqual([]);
    const undecidedTest = ZOTERO({
      body: 'if (flags[param]) {\n      fetchConfig[param] = options[param];\n    }',
    });
    expect(checkFile(undecidedTest, 'dist/index.js').found).toEqual([]);
  });

  it('reads a list without "signal" as copying none: fetch has no signal', () => {
    const { found, messages } = checkFile(ZOTERO({ names: '"body",\n  "method"' }), 'dist/index.js');
    expect(found).toEqual([[MISSING, SEND - 2]]);
    expect(messages[0]).not.toContain('loop');
  });
});
