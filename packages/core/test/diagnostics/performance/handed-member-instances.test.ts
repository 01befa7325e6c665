// A client instance a class keeps as a member and hands to functions other modules of its package export
// (factory-handoffs.ts, handed-to-package.ts): its sends are read there, and its create is not reported.
// Shapes copied from node-flinks 0.6.0 (MIT): build/client.js (tsc CommonJS, `this.client = got_1.default.extend({
// prefixUrl })`, lines 12-22) and build/commands/token.js (`const token = async (client, options, testing =
// false) => { … client.post(url, { json, responseType }) … }`, `exports.token = token;`), shortened.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const CLIENT = (config: string, call = '(0, token_1.token)(this.client, options, testing)') => `"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
const got_1 = __importDefault(require("got"));
const token_1 = require("./commands/token");
class FlinksClient {
    constructor(instanceName, customerId) {
        this.client = got_1.default.extend(${config});
    }
    token(options, testing) {
        return ${call};
    }
}
exports.default = FlinksClient;
`;

const TOKEN = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.token = void 0;
const token = async (client, options, testing = false) => {
    let url = \`BankingServices/Token\`;
    const response = await client.post(url, {
        json: { ...options },
        responseType: 'json',
    });
    return response.body;
};
exports.token = token;
`;

// Two functions of one module taking the same instance under the same name (build/commands/accounts-detail.js).
const TWO = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.tokenAsync = exports.token = void 0;
const token = async (client, options) => {
    const response = await client.post('BankingServices/Token', { json: { ...options }, responseType: 'json' });
    return response.body;
};
exports.token = token;
const tokenAsync = async (client, options) => {
    const response = await client.post('BankingServices/TokenAsync', { responseType: 'json' });
    return response.body;
};
exports.tokenAsync = tokenAsync;
`;

const lines = (files: Record<string, string>) =>
  scanProject(files).map(([file, line, rule]) => [file, line, rule]);

describe('an instance kept as a member and handed to functions of its package (node-flinks)', () => {
  it('reports the send on the parameter, not the create', () => {
    const files = {
      'build/client.js': CLIENT('{\n            prefixUrl: `https://x/v3`,\n        }'),
      'build/commands/token.js': TOKEN,
    };
    expect(lines(files)).toEqual([['build/commands/token.js', 6, MISSING]]);
  });

  it('is silent on both when the create sets a timeout within the limit', () => {
    const files = {
      'build/client.js': CLIENT('{ prefixUrl: `https://x/v3`, timeout: 5000 }'),
      'build/commands/token.js': TOKEN,
    };
    expect(lines(files)).toEqual([]);
  });

  it('reads a name two exported functions take as the same instance', () => {
    const call = '[(0, token_1.token)(this.client, options), (0, token_1.tokenAsync)(this.client, options)]';
    const files = {
      'build/client.js': CLIENT('{ prefixUrl: `https://x/v3` }', call),
      'build/commands/token.js': TWO,
    };
    expect(lines(files)).toEqual([
      ['build/commands/token.js', 5, MISSING],
      ['build/commands/token.js', 10, MISSING],
    ]);
  });

  it('leaves the parameter unknown when another class hands something else', () => {
    const files = {
      'build/client.js': CLIENT('{ prefixUrl: `https://x/v3` }'),
      'build/other.js': `"use strict";\nconst token_1 = require("./commands/token");\nclass Other { run(c) { return (0, token_1.token)(c, {}); } }\nexports.Other = Other;\n`,
      'build/commands/token.js': TOKEN,
    };
    expect(lines(files)).toEqual([]);
  });
});
