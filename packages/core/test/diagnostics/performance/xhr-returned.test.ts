// An XMLHttpRequest handed back to the caller once sent (`request.send(body); return request;`): nothing in the file
// sets its timeout or aborts it, so by default it has no bound (the caller may, but need not). From held-out set 16's
// sajari miss (see the real corpus README).
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

// sajari 0.20.0 src/sajari.js lines 23-49 and 130-140 (MIT): makeRequest opens an async POST, sends it and returns it;
// Client.search returns that request to its own caller.
const sajari = (
  tail = 'request.send(body);\n  return request;',
) => `const makeRequest = (address, body, callback) => {
  const request = new XMLHttpRequest();
  request.open("POST", address, true);
  request.setRequestHeader("Accept", "application/json");
  request.onreadystatechange = () => {
    if (request.readyState !== 4) return;
    callback(null, JSON.parse(request.responseText));
  };
  ${tail}
};
export class Client {
  search(values, callback) {
    return makeRequest(this.e + "/sajari.api.query.v1.Query/Search", JSON.stringify(values), callback);
  }
}`;

describe('an XMLHttpRequest returned once sent (sajari makeRequest)', () => {
  it('nothing sets a timeout or aborts it: missing at its send', () => {
    expect(checkFile(sajari(), 'src/sajari.js').found).toEqual([['perf/http-timeout-missing', 9]]);
  });

  it('a file that aborts what it returns somewhere: not judged here', () => {
    const text = `${sajari()}\nexport const cancel = (request) => request.abort();`;
    expect(checkFile(text, 'src/sajari.js').found).toEqual([]);
  });

  it('returned before it is sent (the caller sends it): not judged here', () => {
    const text = sajari('return request;\n  request.send(body);');
    expect(checkFile(text, 'src/sajari.js').found).toEqual([]);
  });
});
