// An axios instance a base class keeps, made with a config naming no bound, and sent through by a subclass in
// another module. Shape of @elbstack/lexoffice-client-js 1.0.1 (MIT): src/base.client.ts lines 1-16 (whole) and
// src/contact/contact.client.ts lines 1 and 17-35 (its imports of types and helpers left out), run through the
// scanner as `charter check` runs them.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const base = (config = "baseURL: 'https://api.lexoffice.io/v1',") => `import Axios, { AxiosInstance } from 'axios';

export abstract class BaseClient {
  protected axios: AxiosInstance;

  constructor(apiKey: string) {
    this.axios = Axios.create({
      ${config}
      headers: {
        Authorization: \`Bearer \${apiKey}\`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
    });
  }
}
`;

const contacts = (extra = '') => `import { BaseClient } from '../base.client';

export class ContactsClient extends BaseClient {
  async createContact(contact) {
    return this.axios
      .post('/contacts', contact)
      .then((result) => Ok(result.data))
      .catch((error) => {
        return Err(handleRequestError(error));
      });
  }
}
${extra}`;

/** `[line, rule]` of the findings of `file` only. */
const findingsOf = (files: Record<string, string>, file: string) =>
  scanProject(files)
    .filter(([path]) => path === file)
    .map(([, line, rule]) => [line, rule]);

const CONTACTS = 'src/contact/contact.client.ts';

describe("a subclass sending on the instance its imported base class keeps (@elbstack's this.axios)", () => {
  it('reads `this.axios` as BaseClient’s instance: no timeout in `{ baseURL, headers }`', () => {
    const files = { 'src/base.client.ts': base(), [CONTACTS]: contacts() };
    expect(findingsOf(files, CONTACTS)).toEqual([[5, MISSING]]);
  });

  it('is not read when the config names a bound or spreads what may carry one', () => {
    for (const config of ["timeout: 5000, baseURL: 'x',", '...options,', 'httpsAgent: agent,']) {
      const files = { 'src/base.client.ts': base(config), [CONTACTS]: contacts() };
      expect(findingsOf(files, CONTACTS)).toEqual([]);
    }
  });

  it('is not read when another class of the file reads the same member', () => {
    const other = 'class Cache { get(key) { return this.axios.get(key); } }\n';
    const files = { 'src/base.client.ts': base(), [CONTACTS]: contacts(other) };
    expect(findingsOf(files, CONTACTS)).toEqual([]);
  });
});
