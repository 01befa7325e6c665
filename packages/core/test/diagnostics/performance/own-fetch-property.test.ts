// `this.fetch(…)` where the class itself defines `fetch` as a property holding a function (bindings.ts): that
// method, not an injected fetch; its body is judged where it sends. The snippet is a minimal copy of a real
// file, origin and licence beside it.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const check = (text: string, path: string) => checkFile(text, path).found;

// soundcloud.ts 0.7.4 entities/Playlists.ts lines 5-65 (MIT): `public fetch = async (playlist) => {…}` resolves
// a playlist's tracks through the API; `get`/`getAlt` call `this.fetch(response)`, while `getAlt` itself scrapes
// with the global fetch and no signal.
const soundcloud = `export class Playlists {
    public constructor(private readonly api: API) {}
    public fetch = async (playlist: SoundcloudPlaylist) => {
        playlist.tracks = playlist.tracks.concat(await this.tracks.getArray([], true))
        return playlist as SoundcloudPlaylist
    }
    public get = async (playlistResolvable: string | number) => {
        const response = <SoundcloudPlaylist>await this.api.getV2(\`/playlists/\${playlistResolvable}\`)
        return this.fetch(response) as Promise<SoundcloudPlaylist>
    }
    public getAlt = async (url: string) => {
        const headers = this.api.headers
        const songHTML = await fetch(url, {headers}).then((r: any) => r.text())
        return this.fetch(JSON.parse(songHTML)) as Promise<SoundcloudPlaylist>
    }
}`;

describe("a call of the class's own `fetch` property (soundcloud.ts Playlists.ts)", () => {
  it('is that method, not the network; the global fetch beside it is still found', () => {
    expect(check(soundcloud, 'entities/Playlists.ts')).toEqual([['perf/http-timeout-missing', 13]]);
  });

  it('a `fetch` property holding the handed-in fetch is still an injected fetch', () => {
    const injected = `export class Client {
    public fetch = globalThis.fetch
    public get = async (url: string) => this.fetch(url, { method: 'GET' })
}`;
    expect(check(injected, 'client.ts')).toEqual([['perf/http-timeout-missing', 3]]);
  });

  // @shortcut/client 3.4.1 lib/v4/generated/http-client.cjs line 19 (MIT): a property forwarding its arguments
  // to the global fetch is that fetch, judged at the call as before.
  it('a property that only forwards to fetch is still the fetch it forwards to', () => {
    const forwarder = `export class HttpClient {
    customFetch = (...fetchParams) => fetch(...fetchParams);
    request = async (path) => this.customFetch(path, { method: 'GET' });
}`;
    expect(check(forwarder, 'http-client.cjs')).toEqual([['perf/http-timeout-missing', 3]]);
  });
});
