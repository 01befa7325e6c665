// A client module required in place onto a member (stored-modules.ts): a minimal copy of jira 0.10.0 (MIT)
// lib/jira.js lines 151 and 1720-1730 (held-out set 16), run through the scanner as `charter check` runs it.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

/** `[line, rule]` of the findings of `file` only. */
const findingsOf = (files: Record<string, string>, file: string) =>
  scanProject(files)
    .filter(([path]) => path === file)
    .map(([, line, rule]) => [line, rule]);

const jira = (options: string) => `var url = require('url');
var JiraApi = exports.JiraApi = function(host) {
    this.host = host;
    this.request = require('request');
};
(function() {
    this.getCurrentUser = function(callback) {
        var options = ${options};
        this.request(options, function(error, response, body) {
            callback(error, body);
        });
    };
}).call(JiraApi.prototype);
`;

describe('a client module required in place onto a member (jira lib/jira.js:151)', () => {
  it('`this.request(options, cb)` with options of no timeout is missing (jira.js:1728)', () => {
    const files = { 'lib/jira.js': jira("{ uri: this.host + '/session', method: 'GET', json: true }") };
    expect(findingsOf(files, 'lib/jira.js')).toEqual([[9, MISSING]]);
  });

  it('the same options with a timeout: silent', () => {
    const files = { 'lib/jira.js': jira("{ uri: this.host + '/session', method: 'GET', timeout: 5000 }") };
    expect(findingsOf(files, 'lib/jira.js')).toEqual([]);
  });
});

const doRequest = (options: string) => `var JiraApi = exports.JiraApi = function(host, username) {
    this.host = host;
    this.username = username;
    this.request = require('request');
    this.doRequest = function(options, callback) {
        options.auth = { 'user': this.username };
        this.request(options, callback);
    };
};
(function() {
    this.findIssue = function(issueNumber, callback) {
        var options = ${options};
        this.doRequest(options, function(error, response, body) {
            callback(error, body);
        });
    };
}).call(JiraApi.prototype);
`;

describe("a constructor's method sending the options its callers give (jira lib/jira.js:176-190)", () => {
  it('every call gives options without a timeout, and the method adds only auth: missing at the send', () => {
    const files = { 'lib/jira.js': doRequest("{ uri: this.host + '/issue', method: 'GET', json: true }") };
    expect(findingsOf(files, 'lib/jira.js')).toEqual([[7, MISSING]]);
  });

  it('a call gives a timeout: silent', () => {
    const files = { 'lib/jira.js': doRequest("{ uri: this.host + '/issue', method: 'GET', timeout: 5000 }") };
    expect(findingsOf(files, 'lib/jira.js')).toEqual([]);
  });

  // The lead's decision (session 43, record/sets-19-on.md): a method a constructor function sets on `this` reads as
  // its prototype form does, and a bound key the method writes on the options before the send replaces what its
  // callers give. `this.timeout`, a member no code of the file sets, is unknown (a caller or a subclass may set it).
  it('the method writes the timeout key from a member the file never sets: unknown, silent', () => {
    const files = {
      'lib/jira.js': doRequest("{ uri: this.host + '/issue', method: 'GET' }").replace(
        "options.auth = { 'user': this.username };",
        'options.timeout = this.timeout;',
      ),
    };
    expect(findingsOf(files, 'lib/jira.js')).toEqual([]);
  });

  it('the method writes the timeout key from a member the constructor sets to 5 s: silent', () => {
    const files = {
      'lib/jira.js': doRequest("{ uri: this.host + '/issue', method: 'GET' }")
        .replace("options.auth = { 'user': this.username };", 'options.timeout = this.timeout;')
        .replace('this.username = username;', 'this.username = username;\n    this.timeout = 5000;'),
    };
    expect(findingsOf(files, 'lib/jira.js')).toEqual([]);
  });

  it('… to 60 s: too long at the send, whatever the callers give', () => {
    const files = {
      'lib/jira.js': doRequest("{ uri: this.host + '/issue', method: 'GET' }")
        .replace("options.auth = { 'user': this.username };", 'options.timeout = this.timeout;')
        .replace('this.username = username;', 'this.username = username;\n    this.timeout = 60000;'),
    };
    expect(findingsOf(files, 'lib/jira.js')).toEqual([[8, 'perf/http-timeout-too-long']]);
  });
});
