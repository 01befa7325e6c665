export * from "./trails-api.gen.js"

import { Trails as BaseTrails } from "./trails-api.gen.js"

export interface TrailsApiOptions {
  apiKey?: string
  jwt?: string
  hostname?: string
}

export class TrailsApi extends BaseTrails {
  constructor(apiKey: string, options?: TrailsApiOptions) {
    const customFetch = (
      input: RequestInfo,
      init?: RequestInit,
    ): Promise<Response> => {
      // automatically include jwt and access key auth header to requests
      // if its been set on the api client
      const headers: { [key: string]: any } = {}

      if (options?.jwt && options?.jwt.length > 0) {
        headers.Authorization = `BEARER ${options?.jwt}`
      }

      if (apiKey && apiKey.length > 0) {
        headers["X-Access-Key"] = apiKey
      }

      // before the request is made
      init = init || {}
      init.headers = { ...init.headers, ...headers }

      return fetch(input, init)
    }

    const hostname =
      options?.hostname && options?.hostname.length > 0
        ? options?.hostname
        : "https://trails-api.sequence.app"

    super(
      hostname.endsWith("/") ? hostname.slice(0, -1) : hostname,
      customFetch,
    )
  }

  getHostname(): string {
    return this.hostname
  }

  getFetch(): any {
    return this.fetch
  }
}
