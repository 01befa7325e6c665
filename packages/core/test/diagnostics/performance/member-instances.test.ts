// An HTTP client kept on a class member and sent through it (held-out set 16's misses). Minimal copies of
// ts-force 3.5.0 (MIT) build/rest/rest.js lines 61-93 and 99-107, build/rest/composite/collection.js lines 49-71 and
// 141, build/rest/restObject.js lines 123-128 and 253-262 (fallback-instances.ts, member-instances.ts), run through
// the scanner as `charter check` runs them.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

/** `[line, rule]` of the findings of `file` only. */
const findingsOf = (files: Record<string, string>, file: string) =>
  scanProject(files)
    .filter(([path]) => path === file)
    .map(([, line, rule]) => [line, rule]);

const rest = (made: string, after = '') => `"use strict";
var axios_1 = require("axios");
var Rest = (function () {
    function Rest(config) {
        this.config = config || {};
        this.request = ${made};
        this.request.defaults.baseURL = "".concat(this.config.instanceUrl);
        this.request.defaults.headers["Content-Type"] = "application/json";
        this.request.defaults.maxContentLength = Infinity;${after}
    }
    Rest.prototype.limits = function () {
        return this.request.get("/services/data/limits");
    };
    return Rest;
}());
exports.Rest = Rest;
`;

const FALLBACK = 'this.config.axiosInstance || axios_1.default.create()';

const COLLECTION = `"use strict";
var rest_1 = require("../rest");
var CompositeCollection = (function () {
    function CompositeCollection(client) {
        this.client = client || new rest_1.Rest();
    }
    CompositeCollection.prototype.insert = function (payload) {
        return this.client.request.post("/composite/sobjects", payload);
    };
    return CompositeCollection;
}());
exports.CompositeCollection = CompositeCollection;
`;

const REST_OBJECT = `"use strict";
var rest_1 = require("./rest");
var RestObject = (function (_super) {
    function RestObject(type, client) {
        var _this = _super.call(this, type) || this;
        Object.defineProperty(_this, '_client', {
            value: client || new rest_1.Rest(),
            writable: true,
            configurable: true,
            enumerable: false,
        });
        return _this;
    }
    RestObject.prototype.refresh = function () {
        return this._client.request.get("".concat(this.attributes.url, "/").concat(this.id));
    };
    return RestObject;
}(Object));
exports.RestObject = RestObject;
`;

describe('an instance made as the default of an injectable one, kept on a member (ts-force rest.js)', () => {
  it('its calls are judged by the default create, not the create alone (rest.js:82, :188)', () => {
    expect(findingsOf({ 'build/rest/rest.js': rest(FALLBACK) }, 'build/rest/rest.js')).toEqual([
      [12, MISSING],
    ]);
  });

  it('a timeout written on its defaults bounds them: silent', () => {
    const files = { 'build/rest/rest.js': rest(FALLBACK, '\n        this.request.defaults.timeout = 5000;') };
    expect(findingsOf(files, 'build/rest/rest.js')).toEqual([]);
  });

  it('a default made with a timeout bounds them: silent', () => {
    const files = {
      'build/rest/rest.js': rest('this.config.axiosInstance || axios_1.default.create({ timeout: 5000 })'),
    };
    expect(findingsOf(files, 'build/rest/rest.js')).toEqual([]);
  });
});

describe("another module's class holding the client's object on a member (ts-force composite/collection.js)", () => {
  it('`this.client.request.post(…)` is a call of the instance that class keeps (collection.js:71)', () => {
    const files = { 'build/rest/rest.js': rest(FALLBACK), 'build/rest/composite/collection.js': COLLECTION };
    expect(findingsOf(files, 'build/rest/composite/collection.js')).toEqual([[8, MISSING]]);
  });

  it('a member given by `Object.defineProperty(_this, …, { value })` is read the same (restObject.js:262)', () => {
    const files = { 'build/rest/rest.js': rest(FALLBACK), 'build/rest/restObject.js': REST_OBJECT };
    expect(findingsOf(files, 'build/rest/restObject.js')).toEqual([[15, MISSING]]);
  });

  it('the class bounds its instance (`defaults.timeout`): its holders are silent', () => {
    const files = {
      'build/rest/rest.js': rest(FALLBACK, '\n        this.request.defaults.timeout = 5000;'),
      'build/rest/composite/collection.js': COLLECTION,
    };
    expect(findingsOf(files, 'build/rest/composite/collection.js')).toEqual([]);
  });

  it('the class makes its instance with a config of its own: not passed on, silent', () => {
    const files = {
      'build/rest/rest.js': rest('axios_1.default.create({ baseURL: "x", timeout: 5000 })'),
      'build/rest/composite/collection.js': COLLECTION,
    };
    expect(findingsOf(files, 'build/rest/composite/collection.js')).toEqual([]);
  });

  it('a holder constructing the class with arguments may hand it its own instance: silent', () => {
    const files = {
      'build/rest/rest.js': rest(FALLBACK),
      'build/rest/composite/collection.js': COLLECTION.replace(
        'new rest_1.Rest()',
        'new rest_1.Rest({ axiosInstance: client })',
      ),
    };
    expect(findingsOf(files, 'build/rest/composite/collection.js')).toEqual([]);
  });

  it('a member the holder assigns something else too is not that object: silent', () => {
    const files = {
      'build/rest/rest.js': rest(FALLBACK),
      'build/rest/composite/collection.js': COLLECTION.replace(
        '    CompositeCollection.prototype.insert',
        '    CompositeCollection.prototype.use = function (other) { this.client = other; };\n    CompositeCollection.prototype.insert',
      ),
    };
    expect(findingsOf(files, 'build/rest/composite/collection.js')).toEqual([]);
  });
});
