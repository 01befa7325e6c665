// A member's value read through a name bound to `this`: graphhopper-js-api-client 7.6.5 src/GraphHopperIsochrone.js
// sets `this.timeout = args.timeout ? args.timeout : 30000` in its constructor function (line 23), and doRequest
// keeps `let that = this;` for the `new Promise(function (resolve, reject) { request.get(url, { timeout:
// that.timeout }) … })` it returns (lines 47-51, axios): 30 s by default, too long (GraphHopperMatrix.js:39 the
// same with `request.post`). Shortened. Counterparts: a name ever bound to something else is not read as `this`.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

const isochrone = (alias = 'let that = this;') => `let request = require('axios');
GraphHopperIsochrone = function (args) {
  this.key = args.key;
  this.host = args.host ? args.host : 'https://graphhopper.com/api/1';
  this.timeout = args.timeout ? args.timeout : 30000;
};
GraphHopperIsochrone.prototype.doRequest = function (reqArgs) {
  let url = this.host + '/isochrone?point=' + reqArgs.point + '&key=' + this.key;
  ${alias}
  return new Promise(function (resolve, reject) {
    request
      .get(url, { timeout: that.timeout })
      .then((res) => resolve(res.data))
      .catch((err) => reject(err));
  });
};
module.exports = GraphHopperIsochrone;
`;

describe('a member read through a name bound to this (graphhopper)', () => {
  it('is the member’s value: 30 s by default, too long', () => {
    const { found, messages } = checkFile(isochrone(), 'GraphHopperIsochrone.js');
    expect(found).toEqual([[TOO_LONG, 11]]);
    expect(messages[0]).toMatch(/30 s/);
  });

  it('is not read when the name is bound to another object', () => {
    expect(checkFile(isochrone('let that = this.context();'), 'GraphHopperIsochrone.js').found).toEqual([]);
    const twice = isochrone('let that = this;').replace(
      'module.exports',
      'function other(o) { var that = o; return that; }\nmodule.exports',
    );
    expect(checkFile(twice, 'GraphHopperIsochrone.js').found).toEqual([]);
  });
});
