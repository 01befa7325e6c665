// An instance a helper returns as it makes it, the helper exported and never called in its module
// (exported-helper-instances.ts): judged at its create, as an exported instance nobody in the package calls.
// The cases are minimal copies of a real file (origin and licence beside it).
import { describe, expect, it } from 'vitest';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const MISSING = 'perf/http-timeout-missing';
const rules = (text: string, path = 'dist/index.js') =>
  checkHttpTimeouts({ path, text }, parseSource(path, text).program, { maxTimeoutMs: 10_000 }).map((f) => [
    f.ruleId,
    f.line,
  ]);

// got4aws 1.2.1 dist/index.js lines 1-59 (MIT), the signing hook shortened: an exported factory returning got 11's
// `got.extend` with no `timeout`, which nothing in the package calls.
const got4aws = (tail: string) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const got_1 = require("got");
const AWS = require("aws-sdk");
const aws4 = require("aws4");
const got4aws = (awsOptions = {}) => {
    const chain = new AWS.CredentialProviderChain(awsOptions.providers);
    return got_1.default.extend({
        responseType: 'json',
        hooks: {
            beforeRequest: [
                async (options) => {
                    const credentials = await chain.resolvePromise();
                    aws4.sign(options, credentials);
                }
            ]
        }
    });
};
${tail}`;

describe('an exported helper returning an instance', () => {
  it('reports the extend of an exported factory nothing in the module calls (got4aws)', () => {
    const tail = `exports.default = got4aws;
module.exports = got4aws;
module.exports.default = got4aws;`;
    expect(rules(got4aws(tail))).toEqual([[MISSING, 8]]);
  });

  it('stays silent when the module itself calls the helper (judged where its result is used)', () => {
    const tail = `module.exports = got4aws;
const client = got4aws({ region: 'eu-west-1' });`;
    expect(rules(got4aws(tail))).toEqual([]);
  });

  it('stays silent when the helper is not exported', () => {
    expect(rules(got4aws(''))).toEqual([]);
  });
});
