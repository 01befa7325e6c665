// An axios instance's `defaults`, read back by the file that made it: `this.client = axios.create({ baseURL,
// timeout: config.timeout, headers })` in the constructor, then `timeout: options?.timeout ||
// this.client.defaults.timeout` on every request (@airwallex/node-sdk 2.1.0-beta.5 dist/client/httpClient.js lines
// 13-17 and 22). axios.create merges its config into the instance's `defaults`, so `defaults.timeout` is the
// config's `timeout` (and no timeout when the config has none: axios' own default is 0). Only a create whose config
// the file shows, and whose instance the file never changes through `defaults.timeout = …`, is read; every other
// key of the instance stays unknown, as before.
import type { AstNode } from '../ast';

/** The create calls of axios instances whose `defaults` are their config, each with that config. */
const CONFIGS = new WeakMap<AstNode, AstNode>();

/** Notes an axios `create(config)` call (file-facts.ts), so that reading its `defaults` reads `config`. */
export function noteCreatedConfig(create: AstNode, config: AstNode | undefined): void {
  if (config && config.type === 'ObjectExpression') CONFIGS.set(create, config);
}

/**
 * What a noted create call returns, as far as the file can read it: an object whose `defaults` is the config
 * and whose every other key is unknown (open). `undefined` for any other call.
 */
export function createdInstance(call: AstNode): AstNode | undefined {
  const config = CONFIGS.get(call);
  if (!config) return undefined;
  const unknown: AstNode = { type: 'Identifier', name: '\u0000', start: 0, end: 0 };
  return {
    type: 'ObjectExpression',
    start: call.start,
    end: call.end,
    properties: [
      { type: 'SpreadElement', start: call.start, end: call.start, argument: unknown },
      {
        type: 'Property',
        start: config.start,
        end: config.end,
        key: { type: 'Identifier', name: 'defaults', start: config.start, end: config.start },
        value: config,
        kind: 'init',
        computed: false,
        shorthand: false,
        method: false,
      },
    ],
  };
}
