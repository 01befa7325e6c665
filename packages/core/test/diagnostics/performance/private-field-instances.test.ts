// An instance made as the fallback of a value the caller may hand in, kept in a tsc-compiled private field
// (fallback-instances.ts): the sends on the field are judged by it, not the create. The cases are minimal copies
// of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/mongodb-data-api.cjs.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// mongodb-data-api 0.4.0 dist/mongodb-data-api.cjs.js lines 7-98 (MIT), shortened: `#axios` compiled by tsc, the
// caller's axios or `axios.create()` (line 44), sent with `.call(this, config)` (line 79).
const mongodb = (config: string) => `'use strict';
var _axios = require('axios');
function _interopDefaultLegacy(e) { return e && typeof e === 'object' && 'default' in e ? e : { 'default': e }; }
var _axios__default = _interopDefaultLegacy(_axios);
var _MongoDBDataAPI_config, _MongoDBDataAPI_axios;
var MongoDBDataAPI = function MongoDBDataAPI(config, baseParams, axios) {
    _MongoDBDataAPI_axios.set(this, void 0);
    __classPrivateFieldSet(this, _MongoDBDataAPI_config, config, "f");
    __classPrivateFieldSet(this, _MongoDBDataAPI_axios, axios || _axios__default["default"].create(), "f");
};
MongoDBDataAPI.prototype.$$action = function $$action (type, params) {
    return __classPrivateFieldGet(this, _MongoDBDataAPI_axios, "f").call(this, ${config})
        .then(function (response) { return response.data; });
};
_MongoDBDataAPI_config = new WeakMap(), _MongoDBDataAPI_axios = new WeakMap();
exports.MongoDBDataAPI = MongoDBDataAPI;`;

describe('an instance kept in a compiled private field', () => {
  it('judges the send on the field, not the create (mongodb-data-api)', () => {
    expect(rules(mongodb(`{ method: 'post', data: JSON.stringify(params), url: type }`))).toEqual([
      [MISSING, 12],
    ]);
  });

  it('stays silent when the send sets its own timeout', () => {
    expect(rules(mongodb(`{ method: 'post', url: type, timeout: 5000 }`))).toEqual([]);
  });
});
