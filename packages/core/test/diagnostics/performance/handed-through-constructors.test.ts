// A client instance handed on by the constructor that received it: to another class's constructor, or to its
// base class's through `super(client)`. Shapes copied from utopianlabs 0.1.14 (MIT) dist/index.js lines 27-67
// (`this.client = axios_1.default.create({ baseURL, headers, validateStatus })`, then `new
// agents_1.AgentsEndpoints(this.client)`), dist/endpoints/agents/index.js (`constructor(client) { this.runs = new
// runs_1.AgentRunsEndpoints(client); }`) and dist/endpoints/agents/runs.js (`this.client = client` and
// `this.client.get(…)`); and from @skorfmann/terraform-cloud 1.15.0 (MIT) dist-src/api/terraformCloudApiClient.js
// (`const client = axios.create({ baseURL: apiUrl })`, returned), dist-src/api/TerraformCloud.js (`this.client =
// terraformCloudApiClient(apiKey, tfeHostname)`, `new Applies(this.client)`), dist-src/api/endpoints/Request.js
// (`export default class Request { constructor(client) { this.client = client; } … this.client.get(path)`) and
// Applies.js (`class Applies extends Request { constructor(client) { super(client); } … this.client.get(…)`).
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const UTOPIAN = (config: string) => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const axios_1 = __importDefault(require("axios"));
const agents_1 = require("./endpoints/agents");
class UtopianLabs {
    constructor(config) {
        this.client = axios_1.default.create(${config});
        this.agents = new agents_1.AgentsEndpoints(this.client);
    }
}
exports.UtopianLabs = UtopianLabs;
`;

const AGENTS = (body = 'this.runs = new runs_1.AgentRunsEndpoints(client);') => `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AgentsEndpoints = void 0;
const runs_1 = require("./runs");
class AgentsEndpoints {
    constructor(client) {
        ${body}
    }
}
exports.AgentsEndpoints = AgentsEndpoints;
`;

const RUNS = `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AgentRunsEndpoints = void 0;
class AgentRunsEndpoints {
    constructor(client) {
        this.client = client;
    }
    async get(params) {
        const response = await this.client.get(\`/agents/runs/\${params.run}\`);
        return response.data;
    }
}
exports.AgentRunsEndpoints = AgentRunsEndpoints;
`;

const UL_RUNS = 'dist/endpoints/agents/runs.js';
const HEADERS = "{ baseURL: 'https://api.utopianlabs.ai', headers: { Authorization: 'Bearer x' } }";

const lines = (files: Record<string, string>, path: string) =>
  scanProject(files)
    .filter(([file]) => file === path)
    .map(([, line, rule]) => [line, rule]);

describe('a client instance a constructor hands on to another class (utopianlabs)', () => {
  it("judges the runs endpoint's send by the instance UtopianLabs hands AgentsEndpoints", () => {
    const files = {
      'dist/index.js': UTOPIAN(HEADERS),
      'dist/endpoints/agents/index.js': AGENTS(),
      [UL_RUNS]: RUNS,
    };
    expect(lines(files, UL_RUNS)).toEqual([[9, MISSING]]);
  });

  it('stays silent when the instance is bounded, reassigned, or the handing file is not seen', () => {
    const bounded = "{ baseURL: 'https://api.utopianlabs.ai', timeout: 5000 }";
    const agents = 'dist/endpoints/agents/index.js';
    expect(
      lines({ 'dist/index.js': UTOPIAN(bounded), [agents]: AGENTS(), [UL_RUNS]: RUNS }, UL_RUNS),
    ).toEqual([]);
    const reassigned = AGENTS(
      'client = wrap(client);\n        this.runs = new runs_1.AgentRunsEndpoints(client);',
    );
    expect(
      lines({ 'dist/index.js': UTOPIAN(HEADERS), [agents]: reassigned, [UL_RUNS]: RUNS }, UL_RUNS),
    ).toEqual([]);
    expect(lines({ [agents]: AGENTS(), [UL_RUNS]: RUNS }, UL_RUNS)).toEqual([]);
  });
});

const TFC_FACTORY = (config: string) => `import axios from 'axios';
const terraformCloudApiClient = (apiKey, tfeHostname) => {
    const apiUrl = \`https://\${tfeHostname}/api/v2\`;
    const client = axios.create(${config});
    client.interceptors.request.use((req) => {
        req.headers = { Authorization: \`Bearer \${apiKey}\` };
        return req;
    });
    return client;
};
export default terraformCloudApiClient;
`;

const TFC = `import { EventEmitter } from 'events';
import terraformCloudApiClient from './terraformCloudApiClient';
import Applies from './endpoints/Applies';
export class TerraformCloud extends EventEmitter {
    constructor(apiKey, tfeHostname = 'app.terraform.io') {
        super();
        this.client = terraformCloudApiClient(apiKey, tfeHostname);
        this.Applies = new Applies(this.client);
    }
}
`;

const REQUEST = `export default class Request {
    constructor(client) {
        this.client = client;
    }
    async get(path) {
        const response = await this.client.get(path);
        return response.data;
    }
}
`;

const APPLIES = (ctor = 'super(client);') => `import Request from './Request';
export default class Applies extends Request {
    constructor(client) {
        ${ctor}
    }
    async show(applyId) {
        const path = \`/applies/\${applyId}\`;
        return await this.get(path);
    }
    async logs(applyId) {
        const apply = await this.show(applyId);
        return await this.client.get(apply.attributes.logReadUrl);
    }
}
`;

const TFC_FILES = (factory = TFC_FACTORY('{ baseURL: apiUrl }'), applies = APPLIES()) => ({
  'dist-src/api/terraformCloudApiClient.js': factory,
  'dist-src/api/TerraformCloud.js': TFC,
  'dist-src/api/endpoints/Request.js': REQUEST,
  'dist-src/api/endpoints/Applies.js': applies,
});
const TFC_REQ = 'dist-src/api/endpoints/Request.js';
const TFC_APPLIES = 'dist-src/api/endpoints/Applies.js';

describe("a client instance a subclass's constructor hands its base class through super (terraform-cloud)", () => {
  it("judges the base class's sends and the subclass's own sends on the inherited member", () => {
    const files = TFC_FILES();
    expect(lines(files, TFC_REQ)).toEqual([[6, MISSING]]);
    expect(lines(files, TFC_APPLIES)).toEqual([[12, MISSING]]);
  });

  it('stays silent when the instance is bounded', () => {
    const files = TFC_FILES(TFC_FACTORY('{ baseURL: apiUrl, timeout: 5000 }'));
    expect(lines(files, TFC_REQ)).toEqual([]);
    expect(lines(files, TFC_APPLIES)).toEqual([]);
  });

  it('stays silent when the subclass hands super something else or sets members of its own', () => {
    const other = TFC_FILES(undefined, APPLIES('super(wrap(client));'));
    expect(lines(other, TFC_REQ)).toEqual([]);
    expect(lines(other, TFC_APPLIES)).toEqual([]);
    const own = TFC_FILES(undefined, APPLIES('super(client);\n        this.client = retrying(client);'));
    expect(lines(own, TFC_REQ)).toEqual([]);
    expect(lines(own, TFC_APPLIES)).toEqual([]);
  });
});
