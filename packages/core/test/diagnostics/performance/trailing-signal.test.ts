// A signal that is a method's last parameter, after one with a default: the shape of brave-search 0.9.0
// dist/braveSearch.js:64-73 (tsc's output of `webSearch(query, options: SearchOptions = {}, signal?: AbortSignal)`
// around `axios.get(url, { params, headers, signal })`; a minimal rewrite of that shape, not the GPL'd text).
// A caller who takes the default options leaves the signal out, so the only bound is the caller's optional one:
// missing. Counterparts: no earlier default (stays not judged), a signal that is not the last parameter.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const client = (params = 'query, options = {}, signal') => `
const axios_1 = require("axios");
class SearchClient {
    async webSearch(${params}) {
        const response = await axios_1.default.get("https://api.example.com/search", {
            params: { q: query, ...options },
            signal,
        });
        return response.data;
    }
}
exports.SearchClient = SearchClient;
`;

describe('a signal that is the last parameter, after one with a default', () => {
  it('is missing: a caller taking the default options leaves it out (brave-search 0.9.0 shape)', () => {
    const { found, messages } = checkFile(client(), 'dist/search.js');
    expect(found).toEqual([[MISSING, 5]]);
    expect(messages[0]).toMatch(/last parameter, after one with a default/);
  });

  it('stays not judged when no earlier parameter has a default', () => {
    const result = checkFile(client('query, options, signal'), 'dist/search.js');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([5]);
  });

  it('stays not judged when the signal is not the last parameter', () => {
    const result = checkFile(client('query, options = {}, signal, extra'), 'dist/search.js');
    expect(result.found).toEqual([]);
    expect(result.undecided).toEqual([5]);
  });
});

// brave-search 0.9.0 dist/braveSearch.js:152-160 (`localPoiSearch(ids, signal)`, no defaulted parameter) beside
// :64 (`webSearch(query, options = {}, signal)`) in the same class; the same minimal rewrite as above.
const twoMethods = (first = 'query, options = {}, signal', second = 'ids, signal') =>
  client(first).replace(
    '\n}\nexports',
    `
    async localPoiSearch(${second}) {
        const response = await axios_1.default.get("https://api.example.com/pois", {
            params: { ids: ids.join(",") },
            signal,
        });
        return response.data;
    }
}
exports`,
  );

describe("a class's other method taking its signal after a defaulted parameter", () => {
  it('a method with no default before its last `signal`: read as the class reads it, missing', () => {
    expect(checkFile(twoMethods(), 'dist/search.js').found).toEqual([
      [MISSING, 5],
      [MISSING, 12],
    ]);
  });

  it('no method of the class shows it optional: both stay not judged', () => {
    const result = checkFile(twoMethods('query, options, signal'), 'dist/search.js');
    expect(result).toMatchObject({ found: [], undecided: [5, 12] });
  });

  it('a last parameter of another name is not read from the class: not judged', () => {
    const text = twoMethods('query, options = {}, signal', 'ids, abortSignal').replace(
      'params: { ids: ids.join(",") },\n            signal,',
      'params: { ids: ids.join(",") },\n            signal: abortSignal,',
    );
    expect(checkFile(text, 'dist/search.js')).toMatchObject({ found: [[MISSING, 5]], undecided: [12] });
  });
});
