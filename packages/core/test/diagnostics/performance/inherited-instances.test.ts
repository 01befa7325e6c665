// An axios instance a base class makes in its constructor, sent through by its subclasses in other modules
// (held-out set 24's misses). Minimal copies of @elbstack/lexoffice-client-js 1.0.1 src/base.client.ts lines 1-16
// and src/contact/contact.client.ts lines 17-35 (inherited-instances.ts, unbound-configs.ts), run through the
// scanner as `charter check` runs them. Counterparts stay silent: a timeout in the base's config, a subclass that
// assigns the member itself, a base that takes the instance from its caller by default.
import { describe, expect, it } from 'vitest';
import { scanProject } from './project-files';

const MISSING = 'perf/http-timeout-missing';

/** `[line, rule]` of the findings of `file` only. */
const findingsOf = (files: Record<string, string>, file: string) =>
  scanProject(files)
    .filter(([path]) => path === file)
    .map(([, line, rule]) => [line, rule]);

const base = (
  made = `Axios.create({
      baseURL: 'https://api.lexoffice.io/v1',
      headers: {
        Authorization: \`Bearer \${apiKey}\`,
        'Content-Type': 'application/json',
        Accept: 'application/json',
      },
    })`,
) => `import Axios, { AxiosInstance } from 'axios';

export abstract class BaseClient {
  protected axios: AxiosInstance;

  constructor(apiKey: string) {
    this.axios = ${made};
  }
}
`;

const contacts = (own = '') => `import { BaseClient } from '../base.client';
import { Err, Ok, Result } from 'ts-results';
import { handleRequestError, RequestError } from '../request-error';

export class ContactsClient extends BaseClient {${own}
  async createContact(contact: ContactCreatePerson): Promise<Result<ContactCreateResponse, RequestError>> {
    return this.axios
      .post<ContactCreateResponse>('/contacts', contact)
      .then((result) => Ok(result.data))
      .catch((error) => {
        return Err(handleRequestError(error));
      });
  }
}
`;

const FILE = 'src/contact/contact.client.ts';

describe("a base class's axios instance, sent on by a subclass in another module", () => {
  it('is missing when the base makes it with a config naming no bound', () => {
    expect(findingsOf({ 'src/base.client.ts': base(), [FILE]: contacts() }, FILE)).toEqual([[7, MISSING]]);
  });

  it('is not missing when the base’s config sets a timeout within the limit', () => {
    const bounded = base("Axios.create({ baseURL: 'https://api.lexoffice.io/v1', timeout: 5000 })");
    expect(findingsOf({ 'src/base.client.ts': bounded, [FILE]: contacts() }, FILE)).toEqual([]);
  });

  it('is not judged when the subclass assigns the member itself', () => {
    const own =
      '\n  constructor(apiKey: string, client: AxiosInstance) {\n    super(apiKey);\n    this.axios = client;\n  }';
    expect(findingsOf({ 'src/base.client.ts': base(), [FILE]: contacts(own) }, FILE)).toEqual([]);
  });

  it('is not judged when the base takes the instance from its caller by default', () => {
    const injectable = base('(client || Axios.create())').replace('apiKey: string', 'client?: AxiosInstance');
    expect(findingsOf({ 'src/base.client.ts': injectable, [FILE]: contacts() }, FILE)).toEqual([]);
  });
});
