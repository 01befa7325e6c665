import type { HttpLibrary } from './clients';

/** The fix each client's finding suggests, for a limit in ms. */
export const FIX: Record<
  HttpLibrary | 'global' | 'wrapper' | 'xmlhttprequest' | 'eventsource',
  (limit: number) => string
> = {
  global: (limit) => `Pass \`signal: AbortSignal.timeout(${limit})\` in the init object.`,
  fetch: (limit) => `Pass \`signal: AbortSignal.timeout(${limit})\` in the init object.`,
  axios: (limit) =>
    `Pass \`timeout: ${limit}\` in the request config, or once in \`axios.create({ timeout: ${limit} })\`.`,
  got: (limit) => `Pass \`timeout: { request: ${limit} }\` in the options (or once in \`got.extend\`).`,
  ky: (limit) => `Set \`timeout\` to at most ${limit} (ms); \`false\` disables it.`,
  undici: (limit) =>
    `Pass \`headersTimeout: ${limit}\` and \`bodyTimeout: ${limit}\`, or \`signal: AbortSignal.timeout(${limit})\`.`,
  // `timeout` alone only reports an idle socket: node never ends the request for it (Event 'timeout',
  // https://nodejs.org/api/http.html#event-timeout), so the advice names what does.
  http: (limit) =>
    `Pass \`signal: AbortSignal.timeout(${limit})\` in the options, or pass \`timeout: ${limit}\` and destroy the request in a 'timeout' handler (\`req.on('timeout', () => req.destroy())\`).`,
  superagent: (limit) => `Chain \`.timeout({ response: ${limit}, deadline: ${limit} })\`.`,
  http2: (limit) => `Call \`setTimeout(${limit}, …)\` on the session or stream and close it on 'timeout'.`,
  request: (limit) => `Pass \`timeout: ${limit}\` in the options (or once in \`request.defaults\`).`,
  phin: (limit) => `Pass \`timeout: ${limit}\` in the options.`,
  unfetch: (limit) =>
    `Use a fetch that honours \`signal\` (the global fetch) with \`signal: AbortSignal.timeout(${limit})\`.`,
  xhr: (limit) => `Pass \`timeout: ${limit}\` in the options.`,
  wretch: (limit) =>
    `Chain \`.signal(AbortSignal.timeout(${limit}))\`… or \`.options({ signal: AbortSignal.timeout(${limit}) })\`.`,
  wreck: (limit) => `Pass \`timeout: ${limit}\` in the options (or once in \`Wreck.defaults\`).`,
  httpx: (limit) => `Pass \`timeout: ${limit}\` in the options (or leave it out: httpx's default is 3 s).`,
  'simple-get': (limit) =>
    `Pass \`timeout: ${limit}\` in the options (simple-get aborts the request when it fires).`,
  'node-rest-client': (limit) =>
    `Pass \`requestConfig: { timeout: ${limit} }\` and \`responseConfig: { timeout: ${limit} }\` in the call's args or \`new Client(options)\`.`,
  oauth: (limit) =>
    `Send with a client that takes a timeout (sign with \`authHeader\` and pass \`signal: AbortSignal.timeout(${limit})\` to fetch), or call without a callback and bound the request it returns.`,
  'rxjs-ajax': (limit) =>
    `Pass \`timeout: ${limit}\` in the request, or pipe it through \`timeout(${limit})\`.`,
  needle: (limit) => `Pass \`response_timeout: ${limit}\` (and \`read_timeout\`) in the options.`,
  ofetch: (limit) => `Pass \`timeout: ${limit}\` in the options (or once in \`ofetch.create\`).`,
  gaxios: (limit) => `Pass \`timeout: ${limit}\` in the options (or in \`new Gaxios({ timeout })\`).`,
  'graphql-request': (limit) =>
    `Pass \`signal: AbortSignal.timeout(${limit})\`, or a \`fetch\` that sets one.`,
  apollo: (limit) =>
    `Give the link \`fetchOptions: { signal: AbortSignal.timeout(${limit}) }\` or a \`fetch\` that sets a signal per request.`,
  wrapper: (limit) => `Pass a bound of at most ${limit} ms (0 disables it), or leave the wrapper's default.`,
  fern: (limit) =>
    `Pass \`timeoutInSeconds\` of at most ${limit / 1000} in the client's or the request's options.`,
  'decap-unsent': (limit) => `Pass \`signal: AbortSignal.timeout(${limit})\` in the init object.`,
  xmlhttprequest: (limit) =>
    `Set \`request.timeout = ${limit}\` before sending (goog.net.XhrIo: \`setTimeoutInterval(${limit})\`, or pass it to \`XhrIo.send\`).`,
  eventsource: (limit) =>
    `Close the source from a timer when it has not opened or has gone silent for ${limit} ms (\`setTimeout(() => source.close(), ${limit})\`, cleared on 'open' and re-armed on each event).`,
};
