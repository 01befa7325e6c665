import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';

type RequestId = string | number;

const requestId = (message: JSONRPCMessage): RequestId | undefined =>
  'method' in message && 'id' in message ? message.id : undefined;
const responseId = (message: JSONRPCMessage): RequestId | undefined =>
  !('method' in message) && 'id' in message ? (message.id as RequestId) : undefined;

/**
 * A transport that counts the client's requests not yet answered. A client that writes its requests and
 * closes stdin at once (`… | charter mcp`) still gets every answer: the server closes once `idle()` settles.
 */
export class InFlightTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;
  private readonly pending = new Set<RequestId>();
  private onIdle: (() => void) | undefined;

  constructor(private readonly inner: Transport) {}

  start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      const id = requestId(message);
      if (id !== undefined) this.pending.add(id);
      this.onmessage?.(message, extra);
    };
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    return this.inner.start();
  }

  async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    await this.inner.send(message, options);
    const id = responseId(message);
    if (id !== undefined && this.pending.delete(id) && this.pending.size === 0) this.onIdle?.();
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  /** Settles when every request received so far has been answered. */
  idle(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.onIdle = resolve;
    });
  }
}
