"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/index.ts
var index_exports = {};
__export(index_exports, {
  BadRequestError: () => BadRequestError,
  BufferTransport: () => BufferTransport,
  CLOUD_EVENT_TYPE_V1BETA: () => CLOUD_EVENT_TYPE_V1BETA,
  CLOUD_EVENT_TYPE_V2BETA: () => CLOUD_EVENT_TYPE_V2BETA,
  ConsumerDiscoveryError: () => ConsumerDiscoveryError,
  ConsumerRegistryNotConfiguredError: () => ConsumerRegistryNotConfiguredError,
  ForbiddenError: () => ForbiddenError,
  InternalServerError: () => InternalServerError,
  InvalidLimitError: () => InvalidLimitError,
  JsonTransport: () => JsonTransport,
  MessageAlreadyProcessedError: () => MessageAlreadyProcessedError,
  MessageCorruptedError: () => MessageCorruptedError,
  MessageLockedError: () => MessageLockedError,
  MessageNotAvailableError: () => MessageNotAvailableError,
  MessageNotFoundError: () => MessageNotFoundError,
  PollingQueueClient: () => PollingQueueClient,
  QueueClient: () => QueueClient,
  QueueEmptyError: () => QueueEmptyError,
  StreamTransport: () => StreamTransport,
  TooManyRequestsError: () => TooManyRequestsError,
  UnauthorizedError: () => UnauthorizedError,
  experimental_sendBatch: () => experimental_sendBatch,
  handleCallback: () => handleCallback2,
  parseCallback: () => parseCallback,
  parseRawCallback: () => parseRawCallback,
  registerDevConsumer: () => registerDevConsumer,
  send: () => send
});
module.exports = __toCommonJS(index_exports);

// src/transports.ts
async function streamToBuffer(stream) {
  let totalLength = 0;
  const reader = stream.getReader();
  const chunks = [];
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      totalLength += value.length;
    }
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks, totalLength);
}
var JsonTransport = class {
  contentType = "application/json";
  replacer;
  reviver;
  /**
   * Create a new JsonTransport.
   * @param options - Optional JSON serialization options
   * @param options.replacer - Custom replacer for JSON.stringify
   * @param options.reviver - Custom reviver for JSON.parse
   */
  constructor(options = {}) {
    this.replacer = options.replacer;
    this.reviver = options.reviver;
  }
  serialize(value) {
    return Buffer.from(JSON.stringify(value, this.replacer), "utf8");
  }
  async deserialize(stream) {
    const buffer = await streamToBuffer(stream);
    return JSON.parse(buffer.toString("utf8"), this.reviver);
  }
};
var BufferTransport = class {
  contentType = "application/octet-stream";
  serialize(value) {
    return value;
  }
  async deserialize(stream) {
    return await streamToBuffer(stream);
  }
};
var StreamTransport = class {
  contentType = "application/octet-stream";
  serialize(value) {
    return value;
  }
  async deserialize(stream) {
    return stream;
  }
  /**
   * Consume any remaining stream data to prevent resource leaks.
   * Called automatically by ConsumerGroup; manual call required for direct client usage.
   */
  async finalize(payload) {
    const reader = payload.getReader();
    try {
      while (true) {
        const { done } = await reader.read();
        if (done) break;
      }
    } finally {
      reader.releaseLock();
    }
  }
};

// src/client.ts
var import_strict = __toESM(require("assert/strict"));

// src/api-client.ts
var import_mixpart = require("mixpart");

// src/dev.ts
var fs = __toESM(require("fs"));
var net = __toESM(require("net"));
var path = __toESM(require("path"));
var import_minimatch = require("minimatch");
var import_picocolors = __toESM(require("picocolors"));

// src/types.ts
var MessageNotFoundError = class extends Error {
  constructor(messageId) {
    super(`Message ${messageId} not found`);
    this.name = "MessageNotFoundError";
  }
};
var MessageNotAvailableError = class extends Error {
  constructor(messageId, reason) {
    super(
      `Message ${messageId} not available for processing${reason ? `: ${reason}` : ""}`
    );
    this.name = "MessageNotAvailableError";
  }
};
var MessageCorruptedError = class extends Error {
  constructor(messageId, reason) {
    super(`Message ${messageId} is corrupted: ${reason}`);
    this.name = "MessageCorruptedError";
  }
};
var QueueEmptyError = class extends Error {
  constructor(queueName, consumerGroup) {
    super(
      `No messages available in queue "${queueName}" for consumer group "${consumerGroup}"`
    );
    this.name = "QueueEmptyError";
  }
};
var MessageLockedError = class extends Error {
  /** Suggested retry delay in seconds, if provided by the server. */
  retryAfter;
  constructor(messageId, retryAfter) {
    const retryMessage = retryAfter ? ` Retry after ${retryAfter} seconds.` : " Try again later.";
    super(`Message ${messageId} is temporarily locked.${retryMessage}`);
    this.name = "MessageLockedError";
    this.retryAfter = retryAfter;
  }
};
var TooManyRequestsError = class extends Error {
  /** Suggested retry delay in seconds, from the Retry-After header, if sent. */
  retryAfter;
  constructor(message = "Too many requests", retryAfter) {
    super(message);
    this.name = "TooManyRequestsError";
    this.retryAfter = retryAfter;
  }
};
var UnauthorizedError = class extends Error {
  constructor(message = "Missing or invalid authentication token") {
    super(message);
    this.name = "UnauthorizedError";
  }
};
var ForbiddenError = class extends Error {
  constructor(message = "Queue environment doesn't match token environment") {
    super(message);
    this.name = "ForbiddenError";
  }
};
var BadRequestError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "BadRequestError";
  }
};
var InternalServerError = class extends Error {
  constructor(message = "Unexpected server error") {
    super(message);
    this.name = "InternalServerError";
  }
};
var InvalidLimitError = class extends Error {
  constructor(limit, min = 1, max = 10) {
    super(`Invalid limit: ${limit}. Limit must be between ${min} and ${max}.`);
    this.name = "InvalidLimitError";
  }
};
var MessageAlreadyProcessedError = class extends Error {
  constructor(messageId) {
    super(`Message ${messageId} has already been processed`);
    this.name = "MessageAlreadyProcessedError";
  }
};
var ConsumerDiscoveryError = class extends Error {
  deploymentId;
  constructor(message, deploymentId) {
    super(message);
    this.name = "ConsumerDiscoveryError";
    this.deploymentId = deploymentId;
  }
};
var ConsumerRegistryNotConfiguredError = class extends Error {
  constructor(message = "Consumer registry not configured") {
    super(message);
    this.name = "ConsumerRegistryNotConfiguredError";
  }
};

// src/consumer-group.ts
var DEFAULT_VISIBILITY_TIMEOUT_SECONDS = 300;
var MIN_VISIBILITY_TIMEOUT_SECONDS = 30;
var MAX_RENEWAL_INTERVAL_SECONDS = 60;
var MIN_RENEWAL_INTERVAL_SECONDS = 10;
var RETRY_INTERVAL_MS = 3e3;
var DIRECTIVE_CALL_ATTEMPTS = 3;
var DIRECTIVE_CALL_RETRY_DELAY_MS = 250;
function calculateRenewalInterval(visibilityTimeoutSeconds) {
  return Math.min(
    MAX_RENEWAL_INTERVAL_SECONDS,
    Math.max(MIN_RENEWAL_INTERVAL_SECONDS, visibilityTimeoutSeconds / 5)
  );
}
var ConsumerGroup = class {
  client;
  topicName;
  consumerGroupName;
  visibilityTimeout;
  /**
   * Create a new ConsumerGroup instance.
   *
   * @param client - ApiClient instance to use for API calls (transport is configured on the client)
   * @param topicName - Name of the topic to consume from (pattern: `[A-Za-z0-9_-]+`)
   * @param consumerGroupName - Name of the consumer group (pattern: `[A-Za-z0-9_-]+`)
   * @param options - Optional configuration
   * @param options.visibilityTimeoutSeconds - Message lock duration (default: 300, max: 3600)
   */
  constructor(client, topicName, consumerGroupName, options = {}) {
    this.client = client;
    this.topicName = topicName;
    this.consumerGroupName = consumerGroupName;
    this.visibilityTimeout = Math.max(
      MIN_VISIBILITY_TIMEOUT_SECONDS,
      options.visibilityTimeoutSeconds ?? DEFAULT_VISIBILITY_TIMEOUT_SECONDS
    );
  }
  /**
   * Check if an error is a 4xx client error that should stop retries.
   * 4xx errors indicate the request is fundamentally invalid and retrying won't help.
   * - 409: Ticket mismatch (lost ownership to another consumer)
   * - 404: Message/receipt handle not found
   * - 400, 401, 403: Other client errors
   */
  isClientError(error) {
    return error instanceof MessageNotAvailableError || // 409 - ticket mismatch, lost ownership
    error instanceof MessageNotFoundError || // 404 - receipt handle not found
    error instanceof BadRequestError || // 400 - invalid parameters
    error instanceof UnauthorizedError || // 401 - auth failed
    error instanceof ForbiddenError;
  }
  /**
   * Network-level failures (DNS, connection reset, socket close) surface
   * from fetch as TypeError with the cause attached; any response that
   * actually reached the server — whatever its HTTP status — does not.
   */
  isNetworkError(error) {
    return error instanceof TypeError;
  }
  /**
   * Run a directive call (acknowledge / changeVisibility) with bounded
   * retries. Only failures that are worth re-attempting in process are
   * retried:
   * - network-level failures (the request may never have reached the
   *   server), with jittered linear backoff;
   * - 429 responses that carry a Retry-After header, waiting the
   *   indicated delay.
   * Everything else — other 4xx, 5xx, 429 without Retry-After — is
   * thrown immediately.
   */
  async directiveCallWithRetries(fn) {
    let lastError;
    for (let attempt = 1; attempt <= DIRECTIVE_CALL_ATTEMPTS; attempt++) {
      try {
        return await fn();
      } catch (error) {
        lastError = error;
        if (attempt === DIRECTIVE_CALL_ATTEMPTS) {
          throw error;
        }
        if (error instanceof TooManyRequestsError) {
          if (error.retryAfter === void 0) {
            throw error;
          }
          await new Promise(
            (resolve2) => setTimeout(resolve2, error.retryAfter * 1e3)
          );
          continue;
        }
        if (!this.isNetworkError(error)) {
          throw error;
        }
        const baseDelayMs = DIRECTIVE_CALL_RETRY_DELAY_MS * attempt;
        const delayMs = baseDelayMs / 2 + Math.random() * (baseDelayMs / 2);
        await new Promise((resolve2) => setTimeout(resolve2, delayMs));
      }
    }
    throw lastError;
  }
  /**
   * Starts a background loop that periodically extends the visibility timeout for a message.
   *
   * Timing strategy:
   * - Renewal interval: min(60s, max(10s, visibilityTimeout/5))
   * - Extensions request the same duration as the initial visibility timeout
   * - When `visibilityDeadline` is provided (binary mode small body), the first
   *   extension delay is calculated from the time remaining until the deadline
   *   using the same renewal formula, ensuring the first extension fires before
   *   the server-assigned lease expires. Subsequent renewals use the standard interval.
   *
   * Retry strategy:
   * - On transient failures (5xx, network errors): retry every 3 seconds
   * - On 4xx client errors: stop retrying (the lease is lost or invalid)
   *
   * @param receiptHandle - The receipt handle to extend visibility for
   * @param options - Optional configuration
   * @param options.visibilityDeadline - Absolute deadline (from server's `ce-vqsvisibilitydeadline`)
   *   when the current visibility timeout expires. Used to calculate the first extension delay.
   */
  startVisibilityExtension(receiptHandle, options) {
    let isRunning = true;
    let isResolved = false;
    let resolveLifecycle;
    let timeoutId = null;
    const renewalIntervalMs = calculateRenewalInterval(this.visibilityTimeout) * 1e3;
    let firstDelayMs = renewalIntervalMs;
    if (options?.visibilityDeadline) {
      const timeRemainingMs = options.visibilityDeadline.getTime() - Date.now();
      if (timeRemainingMs > 0) {
        const timeRemainingSeconds = timeRemainingMs / 1e3;
        firstDelayMs = calculateRenewalInterval(timeRemainingSeconds) * 1e3;
      } else {
        firstDelayMs = 0;
      }
    }
    const lifecyclePromise = new Promise((resolve2) => {
      resolveLifecycle = resolve2;
    });
    const safeResolve = () => {
      if (!isResolved) {
        isResolved = true;
        resolveLifecycle();
      }
    };
    const extend = async () => {
      if (!isRunning) {
        safeResolve();
        return;
      }
      try {
        await this.client.changeVisibility({
          queueName: this.topicName,
          consumerGroup: this.consumerGroupName,
          receiptHandle,
          visibilityTimeoutSeconds: this.visibilityTimeout
        });
        if (isRunning) {
          timeoutId = setTimeout(() => extend(), renewalIntervalMs);
        } else {
          safeResolve();
        }
      } catch (error) {
        if (this.isClientError(error)) {
          console.error(
            `Visibility extension failed with client error for receipt handle ${receiptHandle} (stopping retries):`,
            error
          );
          safeResolve();
          return;
        }
        console.error(
          `Failed to extend visibility for receipt handle ${receiptHandle} (will retry in ${RETRY_INTERVAL_MS / 1e3}s):`,
          error
        );
        if (isRunning) {
          timeoutId = setTimeout(() => extend(), RETRY_INTERVAL_MS);
        } else {
          safeResolve();
        }
      }
    };
    timeoutId = setTimeout(() => extend(), firstDelayMs);
    return async (waitForCompletion = false) => {
      isRunning = false;
      if (timeoutId) {
        clearTimeout(timeoutId);
        timeoutId = null;
      }
      if (waitForCompletion) {
        await lifecyclePromise;
      } else {
        safeResolve();
      }
    };
  }
  /**
   * Clean up the message payload if the transport supports it and payload exists.
   */
  async finalizePayload(payload) {
    const transport = this.client.getTransport();
    if (transport.finalize && payload !== void 0 && payload !== null) {
      try {
        await transport.finalize(payload);
      } catch (finalizeError) {
        console.warn("Failed to finalize message payload:", finalizeError);
      }
    }
  }
  async processMessage(message, handler, options) {
    const stopExtension = this.startVisibilityExtension(
      message.receiptHandle,
      options
    );
    const DEFAULT_RETENTION_MS = 864e5;
    const metadata = {
      messageId: message.messageId,
      deliveryCount: message.deliveryCount,
      createdAt: message.createdAt,
      expiresAt: message.expiresAt ?? new Date(message.createdAt.getTime() + DEFAULT_RETENTION_MS),
      topicName: this.topicName,
      consumerGroup: this.consumerGroupName,
      region: this.client.getRegion()
    };
    try {
      await handler(message.payload, metadata);
      await stopExtension();
      await this.client.acknowledgeMessage({
        queueName: this.topicName,
        consumerGroup: this.consumerGroupName,
        receiptHandle: message.receiptHandle
      });
    } catch (error) {
      await stopExtension();
      if (options?.retry) {
        let directive;
        try {
          directive = options.retry(error, metadata);
        } catch (retryError) {
          console.warn("retry handler threw:", retryError);
        }
        if (directive) {
          if ("acknowledge" in directive && directive.acknowledge) {
            try {
              await this.directiveCallWithRetries(
                () => this.client.acknowledgeMessage({
                  queueName: this.topicName,
                  consumerGroup: this.consumerGroupName,
                  receiptHandle: message.receiptHandle
                })
              );
            } catch (ackError) {
              console.warn("Failed to acknowledge message:", ackError);
            }
            await this.finalizePayload(message.payload);
            return;
          }
          if ("afterSeconds" in directive && typeof directive.afterSeconds === "number") {
            try {
              await this.directiveCallWithRetries(
                () => this.client.changeVisibility({
                  queueName: this.topicName,
                  consumerGroup: this.consumerGroupName,
                  receiptHandle: message.receiptHandle,
                  visibilityTimeoutSeconds: directive.afterSeconds
                })
              );
            } catch (changeError) {
              console.warn(
                "Failed to reschedule message for retry:",
                changeError
              );
            }
            await this.finalizePayload(message.payload);
            return;
          }
        }
      }
      await this.finalizePayload(message.payload);
      throw error;
    }
  }
  /**
   * Process a pre-fetched message directly, without calling `receiveMessageById`.
   *
   * Used by the binary mode (v2beta) small body fast path, where the server
   * pushes the full message payload in the callback request. The message is
   * processed with the same lifecycle guarantees as `consume()`:
   * - Visibility timeout is extended periodically during processing
   * - Message is acknowledged on successful handler completion
   * - Payload is finalized on error if the transport supports it
   *
   * @param handler - Function to process the message payload and metadata
   * @param message - The complete message including payload and receipt handle
   * @param options - Optional configuration
   * @param options.visibilityDeadline - Absolute deadline when the server-assigned
   *   visibility timeout expires (from `ce-vqsvisibilitydeadline`). Used to
   *   schedule the first visibility extension before the lease expires.
   */
  async consumeMessage(handler, message, options) {
    await this.processMessage(message, handler, options);
  }
  async consume(handler, options) {
    const retry = options?.retry;
    if (options && "messageId" in options) {
      const response = await this.client.receiveMessageById({
        queueName: this.topicName,
        consumerGroup: this.consumerGroupName,
        messageId: options.messageId,
        visibilityTimeoutSeconds: this.visibilityTimeout
      });
      await this.processMessage(response.message, handler, { retry });
      return 1;
    } else {
      const limit = options && "limit" in options ? options.limit : 1;
      let messagesProcessed = 0;
      for await (const message of this.client.receiveMessages({
        queueName: this.topicName,
        consumerGroup: this.consumerGroupName,
        visibilityTimeoutSeconds: this.visibilityTimeout,
        limit,
        cursorFallback: options && "cursorFallback" in options ? options.cursorFallback : void 0
      })) {
        messagesProcessed++;
        await this.processMessage(message, handler, { retry });
      }
      return messagesProcessed;
    }
  }
  /**
   * Get the consumer group name
   */
  get name() {
    return this.consumerGroupName;
  }
  /**
   * Get the topic name this consumer group is subscribed to
   */
  get topic() {
    return this.topicName;
  }
};

// src/topic.ts
var Topic = class {
  client;
  topicName;
  /**
   * @param client ApiClient instance to use for API calls
   * @param topicName Name of the topic to work with
   */
  constructor(client, topicName) {
    this.client = client;
    this.topicName = topicName;
  }
  /**
   * Publish a message to the topic
   * @param payload The data to publish
   * @param options Optional publish options
   * @returns `{ messageId }` — `messageId` is `null` when deferred
   * @throws {BadRequestError} When request parameters are invalid
   * @throws {UnauthorizedError} When authentication fails
   * @throws {ForbiddenError} When access is denied (environment mismatch)
   * @throws {InternalServerError} When server encounters an error
   */
  async publish(payload, options) {
    const result = await this.client.sendMessage({
      queueName: this.topicName,
      payload,
      idempotencyKey: options?.idempotencyKey,
      retentionSeconds: options?.retentionSeconds,
      delaySeconds: options?.delaySeconds,
      headers: options?.headers,
      telemetry: options?.telemetry
    });
    if (result.messageId && isDevMode()) {
      invokeDevHandlers(
        this.topicName,
        result.messageId,
        this.client.getRegion(),
        options?.delaySeconds,
        options?.retentionSeconds
      );
    }
    return { messageId: result.messageId };
  }
  /**
   * Create a consumer group for this topic
   * @param consumerGroupName Name of the consumer group
   * @param options Optional configuration for the consumer group
   * @returns A ConsumerGroup instance
   */
  consumerGroup(consumerGroupName, options) {
    return new ConsumerGroup(
      this.client,
      this.topicName,
      consumerGroupName,
      options
    );
  }
  /**
   * Get the topic name
   */
  get name() {
    return this.topicName;
  }
};

// src/callback.ts
var CLOUD_EVENT_TYPE_V1BETA = "com.vercel.queue.v1beta";
var CLOUD_EVENT_TYPE_V2BETA = "com.vercel.queue.v2beta";
function matchesWildcardPattern(topicName, pattern) {
  const prefix = pattern.slice(0, -1);
  return topicName.startsWith(prefix);
}
function isRecord(value) {
  return typeof value === "object" && value !== null;
}
function parseV1StructuredBody(body, contentType) {
  if (!contentType || !contentType.includes("application/cloudevents+json")) {
    throw new Error(
      "Invalid content type: expected 'application/cloudevents+json'"
    );
  }
  if (!isRecord(body) || !body.type || !body.source || !body.id || !isRecord(body.data)) {
    throw new Error("Invalid CloudEvent: missing required fields");
  }
  if (body.type !== CLOUD_EVENT_TYPE_V1BETA) {
    throw new Error(
      `Invalid CloudEvent type: expected '${CLOUD_EVENT_TYPE_V1BETA}', got '${String(body.type)}'`
    );
  }
  const { data } = body;
  const missingFields = [];
  if (!("queueName" in data)) missingFields.push("queueName");
  if (!("consumerGroup" in data)) missingFields.push("consumerGroup");
  if (!("messageId" in data)) missingFields.push("messageId");
  if (missingFields.length > 0) {
    throw new Error(
      `Missing required CloudEvent data fields: ${missingFields.join(", ")}`
    );
  }
  return {
    queueName: String(data.queueName),
    consumerGroup: String(data.consumerGroup),
    messageId: String(data.messageId)
  };
}
function getHeader(headers, name) {
  if (headers instanceof Headers) {
    return headers.get(name);
  }
  const value = headers[name];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}
function parseBinaryHeaders(headers) {
  const ceType = getHeader(headers, "ce-type");
  if (ceType !== CLOUD_EVENT_TYPE_V2BETA) {
    throw new Error(
      `Invalid CloudEvent type: expected '${CLOUD_EVENT_TYPE_V2BETA}', got '${ceType}'`
    );
  }
  const queueName = getHeader(headers, "ce-vqsqueuename");
  const consumerGroup = getHeader(headers, "ce-vqsconsumergroup");
  const messageId = getHeader(headers, "ce-vqsmessageid");
  const missingFields = [];
  if (!queueName) missingFields.push("ce-vqsqueuename");
  if (!consumerGroup) missingFields.push("ce-vqsconsumergroup");
  if (!messageId) missingFields.push("ce-vqsmessageid");
  if (missingFields.length > 0) {
    throw new Error(
      `Missing required CloudEvent headers: ${missingFields.join(", ")}`
    );
  }
  const rawRegion = getHeader(headers, "ce-vqsregion") ?? void 0;
  if (rawRegion !== void 0 && !/^[a-z]{2,5}[0-9]{1,2}$/.test(rawRegion)) {
    throw new Error(
      `Invalid ce-vqsregion header: ${JSON.stringify(rawRegion)}. Region must match /^[a-z]{2,5}[0-9]{1,2}$/ (e.g. "iad1", "lhr1").`
    );
  }
  const region = rawRegion;
  const base = {
    queueName,
    consumerGroup,
    messageId,
    region
  };
  const receiptHandle = getHeader(headers, "ce-vqsreceipthandle");
  if (!receiptHandle) {
    return base;
  }
  const result = { ...base, receiptHandle };
  const deliveryCount = getHeader(headers, "ce-vqsdeliverycount");
  if (deliveryCount) {
    result.deliveryCount = parseInt(deliveryCount, 10);
  }
  const createdAt = getHeader(headers, "ce-vqscreatedat");
  if (createdAt) {
    result.createdAt = createdAt;
  }
  const expiresAt = getHeader(headers, "ce-vqsexpiresat");
  if (expiresAt) {
    result.expiresAt = expiresAt;
  }
  const contentType = getHeader(headers, "content-type");
  if (contentType) {
    result.contentType = contentType;
  }
  const visibilityDeadline = getHeader(headers, "ce-vqsvisibilitydeadline");
  if (visibilityDeadline) {
    result.visibilityDeadline = visibilityDeadline;
  }
  return result;
}
function parseRawCallback(body, headers) {
  const ceType = getHeader(headers, "ce-type");
  if (ceType === CLOUD_EVENT_TYPE_V2BETA) {
    const result = parseBinaryHeaders(headers);
    if ("receiptHandle" in result) {
      result.parsedPayload = body;
    }
    return result;
  }
  return parseV1StructuredBody(body, getHeader(headers, "content-type"));
}
async function parseCallback(request) {
  const ceType = request.headers.get("ce-type");
  if (ceType === CLOUD_EVENT_TYPE_V2BETA) {
    const result = parseBinaryHeaders(request.headers);
    if ("receiptHandle" in result && request.body) {
      result.rawBody = request.body;
    }
    return result;
  }
  let body;
  try {
    body = await request.json();
  } catch {
    throw new Error("Failed to parse CloudEvent from request body");
  }
  const headers = {};
  request.headers.forEach((value, key) => {
    headers[key] = value;
  });
  return parseRawCallback(body, headers);
}
async function handleCallback(handler, request, options) {
  const { queueName, consumerGroup, messageId } = request;
  if (!options?.client) {
    throw new Error("HandleCallbackOptions.client is required");
  }
  let api = getApiClient(options.client);
  if (request.region) {
    api = api.withRegion(request.region);
  }
  const topic = new Topic(api, queueName);
  const cg = topic.consumerGroup(
    consumerGroup,
    options?.visibilityTimeoutSeconds !== void 0 ? { visibilityTimeoutSeconds: options.visibilityTimeoutSeconds } : void 0
  );
  if ("receiptHandle" in request) {
    const transport = api.getTransport();
    let payload;
    if (request.rawBody) {
      payload = await transport.deserialize(request.rawBody);
    } else if (request.parsedPayload !== void 0) {
      payload = request.parsedPayload;
    } else {
      throw new Error(
        "Binary mode callback with receipt handle is missing payload"
      );
    }
    const message = {
      messageId,
      payload,
      deliveryCount: request.deliveryCount ?? 1,
      createdAt: request.createdAt ? new Date(request.createdAt) : /* @__PURE__ */ new Date(),
      expiresAt: request.expiresAt ? new Date(request.expiresAt) : void 0,
      contentType: request.contentType ?? transport.contentType,
      receiptHandle: request.receiptHandle
    };
    const visibilityDeadline = request.visibilityDeadline ? new Date(request.visibilityDeadline) : void 0;
    await cg.consumeMessage(handler, message, {
      visibilityDeadline,
      retry: options?.retry
    });
  } else {
    await cg.consume(handler, { messageId, retry: options?.retry });
  }
}

// src/dev.ts
var import_meta = {};
var PREFIX = import_picocolors.default.cyan("[queue]");
var OK = import_picocolors.default.green("\u2713");
var FAIL = import_picocolors.default.red("\u2717");
var RETRY = import_picocolors.default.yellow("\u21BB");
function isDevMode() {
  return process.env.NODE_ENV === "development" && process.env.VERCEL_DEPLOYMENT_ID === void 0;
}
var ROUTE_MAPPINGS_KEY = Symbol.for("@vercel/queue.devRouteMappings");
function filePathToConsumerGroup(filePath) {
  let result = "";
  for (const char of filePath) {
    if (char === "_") {
      result += "__";
    } else if (char === "/") {
      result += "_S";
    } else if (char === ".") {
      result += "_D";
    } else if (/[A-Za-z0-9-]/.test(char)) {
      result += char;
    } else {
      result += "_" + char.charCodeAt(0).toString(16).toUpperCase().padStart(2, "0");
    }
  }
  return result;
}
function getDevRouteMappings() {
  const g = globalThis;
  if (ROUTE_MAPPINGS_KEY in g) {
    return g[ROUTE_MAPPINGS_KEY] ?? null;
  }
  try {
    const vercelJsonPath = path.join(process.cwd(), "vercel.json");
    if (!fs.existsSync(vercelJsonPath)) {
      g[ROUTE_MAPPINGS_KEY] = null;
      return null;
    }
    const vercelJson = JSON.parse(fs.readFileSync(vercelJsonPath, "utf-8"));
    if (!vercelJson.functions) {
      g[ROUTE_MAPPINGS_KEY] = null;
      return null;
    }
    const mappings = [];
    for (const [filePath, config] of Object.entries(vercelJson.functions)) {
      if (!config.experimentalTriggers) continue;
      for (const trigger of config.experimentalTriggers) {
        if (!trigger.type?.startsWith("queue/") || !trigger.topic) continue;
        if (trigger.type !== "queue/v2beta") {
          console.warn(
            `${PREFIX} Unsupported trigger type "${trigger.type}" for topic "${trigger.topic}" in ${filePath}. Use "queue/v2beta" instead.`
          );
          continue;
        }
        mappings.push({
          filePath,
          topic: trigger.topic,
          consumer: filePathToConsumerGroup(filePath),
          retryAfterSeconds: trigger.retryAfterSeconds
        });
      }
    }
    g[ROUTE_MAPPINGS_KEY] = mappings.length > 0 ? mappings : null;
    return g[ROUTE_MAPPINGS_KEY];
  } catch (error) {
    console.warn(`${PREFIX} Failed to read vercel.json:`, error);
    g[ROUTE_MAPPINGS_KEY] = null;
    return null;
  }
}
function findMatchingRoutes(topicName) {
  const mappings = getDevRouteMappings();
  if (!mappings) return [];
  return mappings.filter((mapping) => {
    if (mapping.topic.includes("*")) {
      return matchesWildcardPattern(topicName, mapping.topic);
    }
    return mapping.topic === topicName;
  });
}
function findRetryAfterSeconds(topicName, consumerGroup) {
  const routes = findMatchingRoutes(topicName);
  const route = routes.find((r) => r.consumer === consumerGroup);
  return route?.retryAfterSeconds;
}
function stripSrcPrefix(filePath) {
  if (/^src\/(app|pages|server)\//.test(filePath)) {
    return filePath.slice(4);
  }
  return null;
}
function matchesFunctionsPattern(sourceFile, pattern) {
  return sourceFile === pattern || (0, import_minimatch.minimatch)(sourceFile, pattern);
}
function findMappingsForFile(absolutePath) {
  const mappings = getDevRouteMappings();
  if (!mappings) return [];
  const cwd = process.cwd();
  let relative2;
  try {
    relative2 = path.relative(cwd, absolutePath);
  } catch {
    return [];
  }
  const normalized = relative2.replace(/\\/g, "/");
  const stripped = stripSrcPrefix(normalized);
  return mappings.filter(
    (m) => matchesFunctionsPattern(normalized, m.filePath) || stripped !== null && matchesFunctionsPattern(stripped, m.filePath)
  );
}
function parseFrameFilePath(line) {
  let match = line.match(/\((.+?):\d+:\d+\)/);
  if (!match) match = line.match(/at\s+(.+?):\d+:\d+/);
  if (!match) return null;
  let filePath = match[1].trim();
  if (filePath === "native" || filePath.startsWith("node:") || filePath.startsWith("internal")) {
    return null;
  }
  if (filePath.startsWith("file://")) {
    try {
      filePath = new URL(filePath).pathname;
    } catch {
      return null;
    }
  }
  if (/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\//.test(filePath)) {
    return null;
  }
  if (filePath.startsWith("./")) {
    filePath = filePath.slice(2);
  }
  return filePath;
}
var _sdkPackageDir;
function getSdkPackageDir() {
  if (_sdkPackageDir) return _sdkPackageDir;
  try {
    const thisDir = typeof __dirname !== "undefined" ? __dirname : path.dirname(new URL(import_meta.url).pathname);
    _sdkPackageDir = path.resolve(thisDir, "..");
  } catch {
    _sdkPackageDir = "";
  }
  return _sdkPackageDir;
}
function extractCallerFilePath() {
  const stack = new Error().stack;
  if (!stack) return null;
  const lines = stack.split("\n").slice(1);
  const pkgDir = getSdkPackageDir();
  for (const line of lines) {
    const fp = parseFrameFilePath(line);
    if (!fp) continue;
    const absolute = path.isAbsolute(fp) ? fp : path.resolve(process.cwd(), fp);
    let realFp;
    try {
      realFp = fs.realpathSync(absolute);
    } catch {
      realFp = absolute;
    }
    if (pkgDir && realFp.startsWith(pkgDir)) continue;
    return realFp;
  }
  return null;
}
var HANDLER_REGISTRY_KEY = Symbol.for("@vercel/queue.devHandlerRegistry");
function getHandlerRegistry() {
  const g = globalThis;
  if (!g[HANDLER_REGISTRY_KEY]) {
    g[HANDLER_REGISTRY_KEY] = /* @__PURE__ */ new Map();
  }
  return g[HANDLER_REGISTRY_KEY];
}
function registerHandlerForFile(filePath, handler, client, options) {
  const absolutePath = path.isAbsolute(filePath) ? filePath : path.resolve(process.cwd(), filePath);
  const fileMappings = findMappingsForFile(absolutePath);
  if (fileMappings.length === 0) return false;
  const registry = getHandlerRegistry();
  for (const mapping of fileMappings) {
    const key = mapping.topic;
    const existing = registry.get(key) ?? [];
    const nextEntry = {
      consumerGroup: mapping.consumer,
      handler,
      client,
      options
    };
    const existingIndex = existing.findIndex(
      (e) => e.consumerGroup === mapping.consumer
    );
    if (existingIndex >= 0) {
      existing[existingIndex] = nextEntry;
    } else {
      existing.push(nextEntry);
    }
    registry.set(key, existing);
  }
  return true;
}
function registerDevHandler(handler, client, options, _testCallerPath) {
  const callerPath = _testCallerPath ?? extractCallerFilePath();
  if (!callerPath) {
    console.warn(
      `${PREFIX} Could not determine caller file path for handler registration.`
    );
    return;
  }
  const registered = registerHandlerForFile(
    callerPath,
    handler,
    client,
    options
  );
  if (!registered) {
    const allMappings = getDevRouteMappings();
    if (allMappings && allMappings.length > 0) {
      return;
    }
    const cwd = process.cwd();
    let relative2;
    try {
      relative2 = path.relative(cwd, callerPath).replace(/\\/g, "/");
    } catch {
      relative2 = callerPath;
    }
    console.warn(
      `${PREFIX} handleCallback() in ${relative2} has no matching experimentalTriggers in vercel.json. This handler won't receive messages.

Add a trigger to vercel.json:
  "${relative2}": {
    "experimentalTriggers": [{ "type": "queue/v2beta", "topic": "your-topic" }]
  }`
    );
  }
}
function registerDevConsumer(options) {
  const {
    topic,
    client,
    handler,
    consumerGroup = "dev-consumer",
    visibilityTimeoutSeconds,
    retry
  } = options;
  const entry = {
    consumerGroup,
    handler,
    client,
    options: visibilityTimeoutSeconds !== void 0 || retry !== void 0 ? { visibilityTimeoutSeconds, retry } : void 0
  };
  const registry = getHandlerRegistry();
  const existing = registry.get(topic) ?? [];
  const existingIndex = existing.findIndex(
    (e) => e.consumerGroup === consumerGroup
  );
  if (existingIndex >= 0) {
    existing[existingIndex] = entry;
  } else {
    existing.push(entry);
  }
  registry.set(topic, existing);
  return () => {
    const current = registry.get(topic);
    if (!current) return;
    const filtered = current.filter((e) => e !== entry);
    if (filtered.length === current.length) return;
    if (filtered.length === 0) {
      registry.delete(topic);
    } else {
      registry.set(topic, filtered);
    }
  };
}
function lookupHandlers(topicName) {
  const registry = getHandlerRegistry();
  const result = [];
  for (const [pattern, handlers] of registry) {
    const matches = pattern.includes("*") ? matchesWildcardPattern(topicName, pattern) : pattern === topicName;
    if (matches) {
      result.push(...handlers);
    }
  }
  return result;
}
var DEV_RETRY_INITIAL_DELAY_MS = 50;
var DEV_RETRY_MAX_WAIT_MS = 5e3;
var DEV_RETRY_BACKOFF = 2;
var PORT_CHECK_TIMEOUT_MS = 250;
var PRIME_PORT_ENV_KEYS = [
  "PORT",
  "NEXT_PORT",
  "NEXTJS_PORT",
  "NUXT_PORT",
  "NITRO_PORT",
  "SVELTEKIT_PORT",
  "VITE_PORT",
  "DEV_PORT",
  "npm_config_port"
];
var PRIME_URL_ENV_KEYS = [
  "__NEXT_PRIVATE_ORIGIN",
  "NUXT_PUBLIC_SITE_URL",
  "URL"
];
function formatErrorReason(error) {
  if (error instanceof Error) {
    return error.message;
  }
  return String(error);
}
function isMessageNotFoundError(error) {
  if (error instanceof MessageNotFoundError) {
    return true;
  }
  if (error instanceof Error && error.name === "MessageNotFoundError") {
    return true;
  }
  return false;
}
function parsePort(value) {
  if (!value) return null;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 1 || parsed > 65535) return null;
  return parsed;
}
function parsePortFromUrl(value) {
  if (!value) return null;
  try {
    const parsed = new URL(value).port;
    return parsePort(parsed);
  } catch {
    return null;
  }
}
function collectPrimePorts() {
  const result = [];
  const seen = /* @__PURE__ */ new Set();
  const add = (port) => {
    if (port && !seen.has(port)) {
      seen.add(port);
      result.push(port);
    }
  };
  for (const key of PRIME_PORT_ENV_KEYS) {
    add(parsePort(process.env[key]));
  }
  for (const key of PRIME_URL_ENV_KEYS) {
    add(parsePortFromUrl(process.env[key]));
  }
  return result;
}
function isPortListening(port) {
  return new Promise((resolve2) => {
    const socket = net.connect({ host: "localhost", port });
    let settled = false;
    const finish = (listening) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve2(listening);
    };
    socket.once("connect", () => finish(true));
    socket.once("error", () => finish(false));
    socket.setTimeout(PORT_CHECK_TIMEOUT_MS, () => finish(false));
  });
}
async function invokeWithRetry(handler, request, options) {
  let elapsed = 0;
  let delay = DEV_RETRY_INITIAL_DELAY_MS;
  while (true) {
    try {
      await handleCallback(handler, request, options);
      return;
    } catch (error) {
      if (isMessageNotFoundError(error) && elapsed < DEV_RETRY_MAX_WAIT_MS) {
        await new Promise((r) => setTimeout(r, delay));
        elapsed += delay;
        delay = Math.min(
          delay * DEV_RETRY_BACKOFF,
          DEV_RETRY_MAX_WAIT_MS - elapsed
        );
        continue;
      }
      throw error;
    }
  }
}
function filePathToUrlPath(filePath) {
  let urlPath = filePath.replace(/^src\/app\//, "/").replace(/^src\/pages\//, "/").replace(/^src\/server\//, "/").replace(/^src\/routes\//, "/").replace(/^app\//, "/").replace(/^pages\//, "/").replace(/^server\//, "/").replace(/\/route\.(ts|mts|js|mjs|tsx|jsx)$/, "").replace(/\/\+server\.(ts|mts|js|mjs|tsx|jsx)$/, "").replace(/\.(ts|mts|js|mjs|tsx|jsx)$/, "");
  if (!urlPath.startsWith("/")) {
    urlPath = "/" + urlPath;
  }
  return urlPath;
}
function importAtRuntime(absolutePath) {
  return import(
    /* webpackIgnore: true */
    /* turbopackIgnore: true */
    /* @vite-ignore */
    absolutePath
  );
}
async function ensureHandlersLoaded(topicName, options = {}) {
  const diagnostics = {
    triedPorts: collectPrimePorts(),
    listeningPorts: [],
    unavailablePorts: [],
    importFailures: [],
    primeFailures: []
  };
  const matchingRoutes = findMatchingRoutes(topicName);
  if (matchingRoutes.length === 0) return diagnostics;
  const shouldRefreshRegistered = options.refreshRegistered === true;
  for (const port of diagnostics.triedPorts) {
    if (await isPortListening(port)) {
      diagnostics.listeningPorts.push(port);
    } else {
      diagnostics.unavailablePorts.push(port);
    }
  }
  for (const route of matchingRoutes) {
    const alreadyRegistered = isHandlerRegistered(topicName, route.consumer);
    if (alreadyRegistered && !shouldRefreshRegistered) {
      continue;
    }
    if (!alreadyRegistered) {
      const absolutePath = path.resolve(process.cwd(), route.filePath);
      try {
        await importAtRuntime(absolutePath);
      } catch (error) {
        diagnostics.importFailures.push({
          filePath: route.filePath,
          reason: formatErrorReason(error)
        });
      }
      if (isHandlerRegistered(topicName, route.consumer)) continue;
    }
    for (const port of diagnostics.listeningPorts) {
      const url = `http://localhost:${port}${filePathToUrlPath(route.filePath)}`;
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "x-vercel-queue-prime": "1",
            "x-vercel-queue-prime-file": route.filePath
          }
        });
        try {
          await response.text();
        } catch {
        }
        if (isHandlerRegistered(topicName, route.consumer)) {
          break;
        }
        diagnostics.primeFailures.push({
          filePath: route.filePath,
          url,
          reason: `HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ""}`.trim()
        });
      } catch (error) {
        diagnostics.primeFailures.push({
          filePath: route.filePath,
          url,
          reason: formatErrorReason(error)
        });
      }
    }
  }
  return diagnostics;
}
function buildNoHandlerWarning(topicName, routes, diagnostics) {
  const files = routes.map((r) => r.filePath);
  const suggestedPort = diagnostics.listeningPorts[0] ?? diagnostics.triedPorts[0];
  const suggestedUrls = suggestedPort ? routes.map(
    (r) => `http://localhost:${suggestedPort}${filePathToUrlPath(r.filePath)}`
  ) : [];
  let portSummary;
  if (diagnostics.triedPorts.length === 0) {
    portSummary = "No local dev port detected from env. Set PORT (or NEXT_PORT/NUXT_PORT/VITE_PORT).";
  } else if (diagnostics.listeningPorts.length === 0) {
    portSummary = `Detected env ports: [${diagnostics.triedPorts.join(", ")}], but none are listening.`;
  } else {
    const unavailable = diagnostics.unavailablePorts.length > 0 ? ` Not listening: [${diagnostics.unavailablePorts.join(", ")}].` : "";
    portSummary = `Detected env ports: [${diagnostics.triedPorts.join(", ")}]. Listening: [${diagnostics.listeningPorts.join(", ")}].` + unavailable;
  }
  const importSummary = diagnostics.importFailures.length > 0 ? `
Import failures: ` + diagnostics.importFailures.slice(0, 2).map((f) => `${f.filePath} (${f.reason})`).join("; ") : "";
  const primeSummary = diagnostics.primeFailures.length > 0 ? `
Prime failures: ` + diagnostics.primeFailures.slice(0, 3).map((f) => `${f.url} (${f.reason})`).join("; ") : "";
  return `${PREFIX} No registered handler for topic "${topicName}". vercel.json maps this topic to [${files.join(", ")}] but auto-loading failed.
${portSummary}${importSummary}${primeSummary}
Ensure your dev server is running, set PORT if needed, and confirm mapped route files call handleCallback()/handleNodeCallback() at module scope.
` + (suggestedUrls.length > 0 ? `Try opening: ${suggestedUrls.join(" or ")}` : "Set PORT (or NEXT_PORT/NUXT_PORT/VITE_PORT) and try sending again.");
}
function isHandlerRegistered(topicName, consumerGroup) {
  return lookupHandlers(topicName).some(
    (h) => h.consumerGroup === consumerGroup
  );
}
var DEV_REDELIVERY_MAX_DELAY_S = 10;
var DEV_REDELIVERY_DEFAULT_DELAY_S = 2;
var DEV_REDELIVERY_MAX_ATTEMPTS = 10;
var DEFAULT_RETENTION_S = 86400;
function scheduleDevRedelivery(ctx, delayS) {
  const cappedDelay = Math.min(Math.max(delayS, 0), DEV_REDELIVERY_MAX_DELAY_S);
  console.log(
    `${PREFIX} ${RETRY} Scheduling re-delivery in ${cappedDelay}s: topic="${ctx.topicName}" consumer="${ctx.consumerGroup}" messageId="${ctx.messageId}"`
  );
  setTimeout(async () => {
    const nextDeliveryCount = ctx.deliveryCount + 1;
    const expiresAt = new Date(
      ctx.createdAt.getTime() + ctx.retentionSeconds * 1e3
    );
    if (Date.now() >= expiresAt.getTime()) {
      console.log(
        `${PREFIX} Message expired, stopping retries: topic="${ctx.topicName}" messageId="${ctx.messageId}"`
      );
      return;
    }
    if (nextDeliveryCount > DEV_REDELIVERY_MAX_ATTEMPTS) {
      console.log(
        `${PREFIX} Max re-deliveries (${DEV_REDELIVERY_MAX_ATTEMPTS}) reached: topic="${ctx.topicName}" messageId="${ctx.messageId}"`
      );
      return;
    }
    const metadata = {
      messageId: ctx.messageId,
      deliveryCount: nextDeliveryCount,
      createdAt: ctx.createdAt,
      expiresAt,
      topicName: ctx.topicName,
      consumerGroup: ctx.consumerGroup,
      region: ctx.region
    };
    console.log(
      `${PREFIX} Re-delivering: topic="${ctx.topicName}" consumer="${ctx.consumerGroup}" messageId="${ctx.messageId}" deliveryCount=${nextDeliveryCount}`
    );
    let succeeded = true;
    let nextRetryAfterS = null;
    let nextAcknowledged = false;
    try {
      await ctx.handler(ctx.payload, metadata);
    } catch (error) {
      succeeded = false;
      if (ctx.retry) {
        let directive;
        try {
          directive = ctx.retry(error, metadata);
        } catch (retryErr) {
          console.warn(`${PREFIX} retry handler threw:`, retryErr);
        }
        if (directive && "afterSeconds" in directive) {
          nextRetryAfterS = directive.afterSeconds;
        } else if (directive && "acknowledge" in directive) {
          nextAcknowledged = true;
        }
      }
      if (!nextAcknowledged) {
        console.error(
          `${PREFIX} ${FAIL} Handler error on re-delivery: topic="${ctx.topicName}" messageId="${ctx.messageId}"`,
          error
        );
      }
    }
    if (succeeded) {
      console.log(
        `${PREFIX} ${OK} Message processed on re-delivery: topic="${ctx.topicName}" consumer="${ctx.consumerGroup}" messageId="${ctx.messageId}"`
      );
    } else if (nextAcknowledged) {
      console.log(
        `${PREFIX} ${OK} Message acknowledged (will not retry): topic="${ctx.topicName}" consumer="${ctx.consumerGroup}" messageId="${ctx.messageId}"`
      );
    } else {
      const nextDelay = nextRetryAfterS ?? ctx.defaultRetryDelayS;
      scheduleDevRedelivery(
        { ...ctx, deliveryCount: nextDeliveryCount },
        nextDelay
      );
    }
  }, cappedDelay * 1e3);
}
function invokeDevHandlers(topicName, messageId, region, delaySeconds, retentionSeconds) {
  if (delaySeconds && delaySeconds > 0) {
    console.log(
      `${PREFIX} Message sent with delay: topic="${topicName}" messageId="${messageId}" delay=${delaySeconds}s`
    );
    setTimeout(() => {
      invokeDevHandlers(
        topicName,
        messageId,
        region,
        void 0,
        retentionSeconds
      );
    }, delaySeconds * 1e3);
    return;
  }
  console.log(
    `${PREFIX} Message sent: topic="${topicName}" messageId="${messageId}"`
  );
  (async () => {
    let handlers = lookupHandlers(topicName);
    let diagnostics = null;
    if (handlers.length > 0) {
      await ensureHandlersLoaded(topicName, { refreshRegistered: true });
      handlers = lookupHandlers(topicName);
    } else {
      diagnostics = await ensureHandlersLoaded(topicName);
      handlers = lookupHandlers(topicName);
    }
    if (handlers.length === 0) {
      const matchingRoutes = findMatchingRoutes(topicName);
      if (matchingRoutes.length > 0) {
        const safeDiagnostics = diagnostics ?? {
          triedPorts: collectPrimePorts(),
          listeningPorts: [],
          unavailablePorts: [],
          importFailures: [],
          primeFailures: []
        };
        console.warn(
          buildNoHandlerWarning(topicName, matchingRoutes, safeDiagnostics)
        );
      } else {
        console.warn(
          `${PREFIX} No registered handler for topic "${topicName}".
Ensure vercel.json has a matching experimentalTriggers entry and the route file calls handleCallback().`
        );
      }
      return;
    }
    const consumerGroups = handlers.map((h) => h.consumerGroup);
    console.log(
      `${PREFIX} Invoking handlers for topic="${topicName}" messageId="${messageId}" \u2192 consumers: [${consumerGroups.join(", ")}]`
    );
    const effectiveRetention = retentionSeconds ?? DEFAULT_RETENTION_S;
    for (const entry of handlers) {
      let capturedPayload;
      let capturedCreatedAt = /* @__PURE__ */ new Date();
      let capturedDeliveryCount = 1;
      let handlerSucceeded = true;
      let retryAfterS = null;
      let retryAcknowledged = false;
      const wrappedHandler = async (message, metadata) => {
        capturedPayload = message;
        capturedCreatedAt = metadata.createdAt;
        capturedDeliveryCount = metadata.deliveryCount;
        try {
          await entry.handler(message, metadata);
        } catch (error) {
          handlerSucceeded = false;
          throw error;
        }
      };
      const wrappedRetry = entry.options?.retry ? (error, metadata) => {
        const directive = entry.options.retry(error, metadata);
        if (directive && "afterSeconds" in directive) {
          retryAfterS = directive.afterSeconds;
        } else if (directive && "acknowledge" in directive) {
          retryAcknowledged = true;
        }
        return directive;
      } : void 0;
      const request = {
        queueName: topicName,
        consumerGroup: entry.consumerGroup,
        messageId,
        region
      };
      const callbackOptions = {
        client: entry.client,
        visibilityTimeoutSeconds: entry.options?.visibilityTimeoutSeconds,
        retry: wrappedRetry
      };
      const consumerDefaultDelay = Math.min(
        findRetryAfterSeconds(topicName, entry.consumerGroup) ?? DEV_REDELIVERY_DEFAULT_DELAY_S,
        DEV_REDELIVERY_MAX_DELAY_S
      );
      const buildRedeliveryCtx = () => ({
        handler: entry.handler,
        retry: entry.options?.retry,
        payload: capturedPayload,
        topicName,
        consumerGroup: entry.consumerGroup,
        messageId,
        region,
        createdAt: capturedCreatedAt,
        retentionSeconds: effectiveRetention,
        deliveryCount: capturedDeliveryCount,
        defaultRetryDelayS: consumerDefaultDelay
      });
      try {
        await invokeWithRetry(wrappedHandler, request, callbackOptions);
        if (handlerSucceeded) {
          console.log(
            `${PREFIX} ${OK} Message processed: topic="${topicName}" consumer="${entry.consumerGroup}" messageId="${messageId}"`
          );
        } else if (retryAcknowledged) {
          console.log(
            `${PREFIX} ${OK} Message acknowledged (will not retry): topic="${topicName}" consumer="${entry.consumerGroup}" messageId="${messageId}"`
          );
        } else if (retryAfterS !== null) {
          const devDelay = Math.min(retryAfterS, DEV_REDELIVERY_MAX_DELAY_S);
          scheduleDevRedelivery(buildRedeliveryCtx(), devDelay);
        }
      } catch (error) {
        console.error(
          `${PREFIX} ${FAIL} Handler failed: topic="${topicName}" consumer="${entry.consumerGroup}" messageId="${messageId}"`,
          error
        );
        if (!handlerSucceeded) {
          scheduleDevRedelivery(buildRedeliveryCtx(), consumerDefaultDelay);
        }
      }
    }
  })();
}
function clearDevState() {
  const g = globalThis;
  delete g[ROUTE_MAPPINGS_KEY];
  delete g[HANDLER_REGISTRY_KEY];
}
if (process.env.NODE_ENV === "test" || process.env.VITEST) {
  globalThis.__clearDevState = clearDevState;
  globalThis.__filePathToConsumerGroup = filePathToConsumerGroup;
  globalThis.__filePathToUrlPath = filePathToUrlPath;
  globalThis.__matchesFunctionsPattern = matchesFunctionsPattern;
  globalThis.__stripSrcPrefix = stripSrcPrefix;
}

// src/multipart.ts
var import_node_crypto = require("crypto");
var encoder = new TextEncoder();
function createMultipartBody(parts) {
  const boundary = `vqs-${(0, import_node_crypto.randomUUID)()}`;
  let bodyReader = null;
  let nextPartIndex = 0;
  let cleanup;
  let controller;
  function cancelBodies(reason) {
    cleanup ??= Promise.resolve().then(async () => {
      await Promise.allSettled([
        bodyReader?.cancel(reason),
        ...parts.slice(nextPartIndex).map(async (part) => {
          const body = part.body();
          if (!Buffer.isBuffer(body)) {
            await body.cancel(reason);
          }
        })
      ]);
      await encoded.return(void 0);
    });
    return cleanup;
  }
  async function* encode() {
    for (const [index, part] of parts.entries()) {
      const headers = Array.from(part.headers).map(([name, value]) => `${name}: ${value}\r
`).join("");
      yield encoder.encode(`--${boundary}\r
${headers}\r
`);
      nextPartIndex = index + 1;
      const body = part.body();
      if (Buffer.isBuffer(body)) {
        yield body;
      } else {
        bodyReader = body.getReader();
        try {
          while (true) {
            const { done, value } = await bodyReader.read();
            if (done) break;
            yield value;
          }
        } finally {
          bodyReader.releaseLock();
          bodyReader = null;
        }
      }
      yield encoder.encode("\r\n");
    }
    yield encoder.encode(`--${boundary}--\r
`);
  }
  const encoded = encode();
  const cancel = async (reason) => {
    controller.error(reason);
    await cancelBodies(reason);
  };
  return {
    contentType: `multipart/mixed; boundary=${boundary}`,
    body: new ReadableStream({
      start(value) {
        controller = value;
      },
      async pull(controller2) {
        try {
          const { done, value } = await encoded.next();
          if (done) {
            controller2.close();
          } else {
            controller2.enqueue(value);
          }
        } catch (error) {
          await cancelBodies(error);
          controller2.error(error);
        }
      },
      cancel: cancelBodies
    }),
    cancel
  };
}

// src/oidc.ts
var import_oidc = require("@vercel/oidc");

// src/otel.ts
function resolveTelemetryConfig(client, send2) {
  const metadata = { ...client?.metadata, ...send2?.metadata };
  return {
    isEnabled: send2?.isEnabled ?? client?.isEnabled ?? true,
    // The public `tracer` option is typed with a vendored structural `Tracer`
    // (so the peer stays out of the published .d.ts). A real tracer is passed
    // at runtime; treat it as the full `@opentelemetry/api` `Tracer` here.
    tracer: client?.tracer,
    metadata: Object.keys(metadata).length > 0 ? metadata : void 0
  };
}
var otelApiPromise;
function getOtelApi() {
  if (!otelApiPromise) {
    otelApiPromise = import("@opentelemetry/api").then(
      (mod) => mod,
      () => null
    );
  }
  return otelApiPromise;
}
function isTracePropagationDisabled() {
  const value = process.env.VERCEL_QUEUE_TRACE_PROPAGATION?.toLowerCase();
  return value === "off" || value === "0" || value === "false";
}
var INJECTED_CONTEXT_HEADERS = [
  "traceparent",
  "tracestate",
  "baggage"
];
async function injectTraceContext(headers, telemetry) {
  if (isTracePropagationDisabled()) return;
  if (telemetry && !telemetry.isEnabled) return;
  const otel = await getOtelApi();
  if (!otel) return;
  try {
    const carrier = {};
    otel.propagation.inject(otel.context.active(), carrier);
    for (const name of INJECTED_CONTEXT_HEADERS) {
      const value = carrier[name];
      if (value !== void 0) {
        headers.set(name, value);
      }
    }
  } catch {
  }
}
function setSpanErrorSafely(otel, span, error) {
  try {
    span.setStatus({
      code: otel.SpanStatusCode.ERROR,
      message: error instanceof Error ? error.message : String(error)
    });
  } catch {
  }
}
function endSpanSafely(span) {
  try {
    span.end();
  } catch {
  }
}
async function withSendSpan(queueName, fn, telemetry) {
  if (isTracePropagationDisabled()) return fn(null);
  if (telemetry && !telemetry.isEnabled) return fn(null);
  const otel = await getOtelApi();
  if (!otel) return fn(null);
  let started = null;
  try {
    const tracer = telemetry?.tracer ?? otel.trace.getTracer("@vercel/queue");
    const attributes = {
      "messaging.system": "vercel-queue",
      "messaging.destination.name": queueName
    };
    if (telemetry?.metadata) {
      for (const [key, value] of Object.entries(telemetry.metadata)) {
        attributes[`vqs.metadata.${key}`] = value;
      }
    }
    const span2 = tracer.startSpan("vqs.send", {
      kind: otel.SpanKind.PRODUCER,
      attributes
    });
    started = { span: span2, ctx: otel.trace.setSpan(otel.context.active(), span2) };
  } catch {
  }
  if (!started) return fn(null);
  const { span, ctx } = started;
  try {
    return await otel.context.with(
      ctx,
      () => fn({
        setMessageId(messageId) {
          try {
            span.setAttribute("messaging.message.id", messageId);
          } catch {
          }
        }
      })
    );
  } catch (error) {
    setSpanErrorSafely(otel, span, error);
    throw error;
  } finally {
    endSpanSafely(span);
  }
}
var CONSUMER_TRACEPARENT_HEADER = "x-vercel-queue-traceparent";
var CONSUMER_TRACESTATE_HEADER = "x-vercel-queue-tracestate";
var CONSUMER_BAGGAGE_HEADER = "x-vercel-queue-baggage";
async function withConsumerSpan(headers, fn, telemetry) {
  if (isTracePropagationDisabled()) return fn();
  if (telemetry && !telemetry.isEnabled) return fn();
  const otel = await getOtelApi();
  if (!otel) return fn();
  let started = null;
  try {
    const carrier = headersToCarrier(headers);
    const links = extractProducerLink(otel, carrier);
    const tracer = telemetry?.tracer ?? otel.trace.getTracer("@vercel/queue");
    const attributes = {
      "messaging.system": "vercel-queue",
      "messaging.operation": "process"
    };
    if (telemetry?.metadata) {
      for (const [key, value] of Object.entries(telemetry.metadata)) {
        attributes[`vqs.metadata.${key}`] = value;
      }
    }
    const span2 = tracer.startSpan("vqs.process", {
      kind: otel.SpanKind.CONSUMER,
      attributes,
      links
    });
    started = { span: span2, ctx: otel.trace.setSpan(otel.context.active(), span2) };
  } catch {
  }
  if (!started) return fn();
  const { span, ctx } = started;
  try {
    return await otel.context.with(ctx, fn);
  } catch (error) {
    setSpanErrorSafely(otel, span, error);
    throw error;
  } finally {
    endSpanSafely(span);
  }
}
function extractProducerLink(otel, carrier) {
  const traceparent = carrier[CONSUMER_TRACEPARENT_HEADER];
  if (!traceparent) return [];
  const standardCarrier = { traceparent };
  const tracestate = carrier[CONSUMER_TRACESTATE_HEADER];
  if (tracestate) standardCarrier.tracestate = tracestate;
  const baggage = carrier[CONSUMER_BAGGAGE_HEADER];
  if (baggage) standardCarrier.baggage = baggage;
  const producerCtx = otel.propagation.extract(
    otel.ROOT_CONTEXT,
    standardCarrier
  );
  const producerSpanContext = otel.trace.getSpanContext(producerCtx);
  if (!producerSpanContext || !otel.trace.isSpanContextValid(producerSpanContext)) {
    return [];
  }
  return [{ context: producerSpanContext }];
}
function headersToCarrier(headers) {
  const carrier = {};
  if (headers instanceof Headers) {
    headers.forEach((value, key) => {
      carrier[key.toLowerCase()] = value;
    });
    return carrier;
  }
  for (const [key, value] of Object.entries(headers)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single !== void 0) {
      carrier[key.toLowerCase()] = single;
    }
  }
  return carrier;
}

// src/api-client.ts
function isDebugEnabled() {
  return process.env.VERCEL_QUEUE_DEBUG === "1" || process.env.VERCEL_QUEUE_DEBUG === "true";
}
async function consumeStream(stream) {
  const reader = stream.getReader();
  try {
    while (true) {
      const { done } = await reader.read();
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
}
function parseRetryAfterSeconds(value) {
  if (!value) return void 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) {
    return seconds;
  }
  const dateMs = Date.parse(value);
  if (!Number.isNaN(dateMs)) {
    return Math.max(0, (dateMs - Date.now()) / 1e3);
  }
  return void 0;
}
function throwCommonHttpError(status, statusText, errorText, operation, badRequestDefault = "Invalid parameters", retryAfterHeader) {
  if (status === 400) {
    throw new BadRequestError(errorText || badRequestDefault);
  }
  if (status === 429) {
    throw new TooManyRequestsError(
      errorText || `Too many requests: ${operation}`,
      parseRetryAfterSeconds(retryAfterHeader)
    );
  }
  if (status === 401) {
    throw new UnauthorizedError(errorText || void 0);
  }
  if (status === 403) {
    throw new ForbiddenError(errorText || void 0);
  }
  if (status >= 500) {
    throw new InternalServerError(
      errorText || `Server error: ${status} ${statusText}`
    );
  }
  throw new Error(
    errorText || `Failed to ${operation}: ${status} ${statusText}`
  );
}
function parseQueueHeaders(headers) {
  const messageId = headers.get("Vqs-Message-Id");
  const deliveryCountStr = headers.get("Vqs-Delivery-Count") || "0";
  const timestamp = headers.get("Vqs-Timestamp");
  const contentType = headers.get("Content-Type") || "application/octet-stream";
  const receiptHandle = headers.get("Vqs-Receipt-Handle");
  const expiresAtStr = headers.get("Vqs-Expires-At");
  if (!messageId || !timestamp || !receiptHandle) {
    return null;
  }
  const deliveryCount = parseInt(deliveryCountStr, 10);
  if (Number.isNaN(deliveryCount)) {
    return null;
  }
  return {
    messageId,
    deliveryCount,
    createdAt: new Date(timestamp),
    expiresAt: expiresAtStr ? new Date(expiresAtStr) : void 0,
    contentType,
    receiptHandle
  };
}
var REGION_PATTERN = /^[a-z]{2,5}[0-9]{1,2}$/;
function validateRegion(region) {
  if (!REGION_PATTERN.test(region)) {
    throw new Error(
      `Invalid region code: ${JSON.stringify(region)}. Region must match the pattern /^[a-z]{2,5}[0-9]{1,2}$/ (e.g. "iad1", "lhr1").`
    );
  }
}
var DEFAULT_BASE_URL_RESOLVER = (region) => new URL(`https://${region}.vercel-queue.com`);
function resolveBaseUrl(region, resolver) {
  return (resolver ?? DEFAULT_BASE_URL_RESOLVER)(region);
}
var BASE_PATH = "/api/v3/topic";
var ApiClient = class _ApiClient {
  baseUrl;
  customHeaders;
  providedToken;
  resolvedDeploymentId;
  pinSends;
  explicitlyUnpinned;
  transport;
  region;
  baseUrlResolver;
  dispatcher;
  telemetry;
  constructor(options) {
    validateRegion(options.region);
    this.region = options.region;
    this.baseUrlResolver = options.resolveBaseUrl;
    this.baseUrl = resolveBaseUrl(this.region, this.baseUrlResolver);
    this.customHeaders = options.headers || {};
    this.providedToken = options.token;
    this.transport = options.transport || new JsonTransport();
    this.dispatcher = options.dispatcher;
    this.telemetry = options.telemetry;
    if (options.deploymentId === null) {
      this.pinSends = false;
      this.explicitlyUnpinned = true;
    } else {
      this.resolvedDeploymentId = options.deploymentId || process.env.VERCEL_DEPLOYMENT_ID;
      this.pinSends = true;
      this.explicitlyUnpinned = false;
    }
  }
  /**
   * Return a new ApiClient targeting the given region, sharing all other
   * configuration (token, transport, headers, deployment ID, resolver).
   * Used internally by handleCallback to route follow-up API calls to the
   * region indicated by the incoming `ce-vqsregion` header.
   */
  withRegion(region) {
    return new _ApiClient({
      region,
      resolveBaseUrl: this.baseUrlResolver,
      token: this.providedToken,
      headers: { ...this.customHeaders },
      deploymentId: this.explicitlyUnpinned ? null : this.resolvedDeploymentId,
      transport: this.transport,
      dispatcher: this.dispatcher,
      telemetry: this.telemetry
    });
  }
  getRegion() {
    return this.region;
  }
  getTransport() {
    return this.transport;
  }
  getTelemetry() {
    return this.telemetry;
  }
  requireDeploymentId() {
    if (isDevMode() || this.explicitlyUnpinned || this.resolvedDeploymentId) {
      return;
    }
    throw new Error(
      'No deployment ID available. VERCEL_DEPLOYMENT_ID is not set.\n\nThis usually means the code is running outside a Vercel deployment (e.g. during build or in a non-Vercel environment).\n\nTo fix this, create a client with an explicit deploymentId:\n  new QueueClient({ deploymentId: "dpl_xxx" })\nOr explicitly opt out of deployment pinning:\n  new QueueClient({ deploymentId: null })'
    );
  }
  getSendDeploymentId() {
    if (isDevMode()) {
      return void 0;
    }
    this.requireDeploymentId();
    return this.pinSends ? this.resolvedDeploymentId : void 0;
  }
  getConsumeDeploymentId() {
    if (isDevMode()) {
      return void 0;
    }
    this.requireDeploymentId();
    return this.resolvedDeploymentId;
  }
  async getToken() {
    if (this.providedToken) {
      return this.providedToken;
    }
    try {
      return await (0, import_oidc.getVercelOidcToken)();
    } catch (err) {
      const cause = err instanceof Error ? err.message : String(err);
      throw new Error(
        isDevMode() ? `Failed to get OIDC token for local development.

To fix this, pull your environment variables with Vercel CLI:
  \`vercel env pull\`

Cause: ${cause}` : `Failed to get OIDC token. This usually means the function is running outside of a Vercel Function environment.

To fix this, either:
  - Deploy to Vercel (OIDC tokens are provisioned automatically)
  - Provide a token explicitly: \`new QueueClient({ token: '...' })\`

Cause: ${cause}`
      );
    }
  }
  buildUrl(queueName, ...pathSegments) {
    const encodedQueue = encodeURIComponent(queueName);
    const segments = pathSegments.map((s) => encodeURIComponent(s));
    const path2 = segments.length > 0 ? "/" + segments.join("/") : "";
    const basePath = this.baseUrl.pathname.replace(/\/+$/, "");
    return `${this.baseUrl.origin}${basePath}${BASE_PATH}/${encodedQueue}${path2}`;
  }
  async fetch(url, init) {
    const method = init.method || "GET";
    if (isDebugEnabled()) {
      const logData = {
        method,
        url,
        headers: init.headers
      };
      const body = init.body;
      if (body !== void 0 && body !== null) {
        if (body instanceof ArrayBuffer) {
          logData.bodySize = body.byteLength;
        } else if (body instanceof Uint8Array) {
          logData.bodySize = body.byteLength;
        } else if (typeof body === "string") {
          logData.bodySize = body.length;
        } else {
          logData.bodyType = typeof body;
        }
      }
      console.debug("[VQS Debug] Request:", JSON.stringify(logData, null, 2));
    }
    init.headers.set("User-Agent", `@vercel/queue/${"0.6.0"}`);
    init.headers.set("Vqs-Client-Ts", (/* @__PURE__ */ new Date()).toISOString());
    const fetchInit = this.dispatcher ? { ...init, dispatcher: this.dispatcher } : init;
    const response = await fetch(url, fetchInit);
    if (isDebugEnabled()) {
      const logData = {
        method,
        url,
        status: response.status,
        statusText: response.statusText,
        headers: response.headers
      };
      console.debug("[VQS Debug] Response:", JSON.stringify(logData, null, 2));
    }
    return response;
  }
  async sendMessage(options) {
    const transport = this.transport;
    const { queueName, payload, telemetry: sendTelemetry } = options;
    const headers = this.buildMessageHeaders(options, transport.contentType);
    headers.set("Authorization", `Bearer ${await this.getToken()}`);
    const deploymentId = this.getSendDeploymentId();
    if (deploymentId) {
      headers.set("Vqs-Deployment-Id", deploymentId);
    }
    const serialized = transport.serialize(payload);
    const body = Buffer.isBuffer(serialized) ? new Uint8Array(serialized) : serialized;
    const telemetry = resolveTelemetryConfig(this.telemetry, sendTelemetry);
    return withSendSpan(
      queueName,
      async (span) => {
        await injectTraceContext(headers, telemetry);
        const response = await this.fetch(this.buildUrl(queueName), {
          method: "POST",
          body,
          headers,
          ...body instanceof ReadableStream && { duplex: "half" }
        });
        if (!response.ok) {
          const errorText = await response.text();
          if (response.status === 502 && response.headers.get("Vqs-Error-Code") === "consumer_discovery_failed") {
            throw new ConsumerDiscoveryError(
              errorText || "Consumer discovery failed",
              deploymentId
            );
          }
          if (response.status === 503) {
            throw new ConsumerRegistryNotConfiguredError(
              errorText || "Consumer registry not configured"
            );
          }
          throwCommonHttpError(
            response.status,
            response.statusText,
            errorText,
            "send message"
          );
        }
        if (response.status === 202) {
          await response.text();
          return { messageId: null };
        }
        const responseData = await response.json();
        if (span && responseData.messageId) {
          span.setMessageId(responseData.messageId);
        }
        return responseData;
      },
      telemetry
    );
  }
  async sendBatch(options) {
    const transport = this.transport;
    const { queueName, messages, telemetry: sendTelemetry } = options;
    if (messages.length < 1 || messages.length > 100) {
      throw new RangeError("Batch size must be between 1 and 100 messages");
    }
    const headers = new Headers(this.customHeaders);
    headers.set("Authorization", `Bearer ${await this.getToken()}`);
    const deploymentId = this.getSendDeploymentId();
    if (deploymentId) {
      headers.set("Vqs-Deployment-Id", deploymentId);
    }
    const multipart = createMultipartBody(
      messages.map((message) => ({
        headers: this.buildMessageHeaders(message, transport.contentType),
        body: () => transport.serialize(message.payload)
      }))
    );
    headers.set("Content-Type", multipart.contentType);
    const telemetry = resolveTelemetryConfig(this.telemetry, sendTelemetry);
    return withSendSpan(
      queueName,
      async () => {
        try {
          await injectTraceContext(headers, telemetry);
          const response = await this.fetch(this.buildUrl(queueName, "batch"), {
            method: "POST",
            body: multipart.body,
            headers,
            duplex: "half"
          });
          if (!response.ok) {
            const errorText = await response.text();
            if (response.status === 503) {
              throw new ConsumerRegistryNotConfiguredError(
                errorText || "Consumer registry not configured"
              );
            }
            throwCommonHttpError(
              response.status,
              response.statusText,
              errorText,
              "send message batch"
            );
          }
          const { results } = await response.json();
          if (results.length !== messages.length) {
            throw new InternalServerError(
              `Invalid batch response: expected ${messages.length} results, received ${results.length}`
            );
          }
          return results;
        } catch (error) {
          await multipart.cancel(error);
          throw error;
        }
      },
      telemetry
    );
  }
  buildMessageHeaders(options, contentType) {
    const headers = new Headers(this.customHeaders);
    headers.delete("Authorization");
    for (const [name, value] of Object.entries(options.headers ?? {})) {
      const lowerName = name.toLowerCase();
      if (value !== void 0 && lowerName !== "authorization" && lowerName !== "content-type" && !lowerName.startsWith("vqs-")) {
        headers.set(name, value);
      }
    }
    headers.set("Content-Type", contentType);
    if (options.idempotencyKey) {
      headers.set("Vqs-Idempotency-Key", options.idempotencyKey);
    }
    if (options.retentionSeconds !== void 0) {
      headers.set("Vqs-Retention-Seconds", options.retentionSeconds.toString());
    }
    if (options.delaySeconds !== void 0) {
      headers.set("Vqs-Delay-Seconds", options.delaySeconds.toString());
    }
    return headers;
  }
  async *receiveMessages(options) {
    const transport = this.transport;
    const {
      queueName,
      consumerGroup,
      visibilityTimeoutSeconds,
      limit,
      cursorFallback
    } = options;
    if (limit !== void 0 && (limit < 1 || limit > 10)) {
      throw new InvalidLimitError(limit);
    }
    const headers = new Headers({
      Authorization: `Bearer ${await this.getToken()}`,
      Accept: "multipart/mixed",
      ...this.customHeaders
    });
    if (visibilityTimeoutSeconds !== void 0) {
      headers.set(
        "Vqs-Visibility-Timeout-Seconds",
        visibilityTimeoutSeconds.toString()
      );
    }
    if (limit !== void 0) {
      headers.set("Vqs-Max-Messages", limit.toString());
    }
    if (cursorFallback !== void 0) {
      headers.set("Vqs-Cursor-Fallback", cursorFallback);
    }
    const effectiveDeploymentId = this.getConsumeDeploymentId();
    if (effectiveDeploymentId) {
      headers.set("Vqs-Deployment-Id", effectiveDeploymentId);
    }
    const response = await this.fetch(
      this.buildUrl(queueName, "consumer", consumerGroup),
      {
        method: "POST",
        headers
      }
    );
    if (response.status === 204) {
      await response.text();
      return;
    }
    if (!response.ok) {
      const errorText = await response.text();
      throwCommonHttpError(
        response.status,
        response.statusText,
        errorText,
        "receive messages"
      );
    }
    for await (const multipartMessage of (0, import_mixpart.parseMultipartStream)(response)) {
      try {
        const parsedHeaders = parseQueueHeaders(multipartMessage.headers);
        if (!parsedHeaders) {
          console.warn("Missing required queue headers in multipart part");
          await consumeStream(multipartMessage.payload);
          continue;
        }
        const deserializedPayload = await transport.deserialize(
          multipartMessage.payload
        );
        const message = {
          ...parsedHeaders,
          payload: deserializedPayload
        };
        yield message;
      } catch (error) {
        console.warn("Failed to process multipart message:", error);
        await consumeStream(multipartMessage.payload);
      }
    }
  }
  async receiveMessageById(options) {
    const transport = this.transport;
    const { queueName, consumerGroup, messageId, visibilityTimeoutSeconds } = options;
    const headers = new Headers({
      Authorization: `Bearer ${await this.getToken()}`,
      Accept: "multipart/mixed",
      ...this.customHeaders
    });
    if (visibilityTimeoutSeconds !== void 0) {
      headers.set(
        "Vqs-Visibility-Timeout-Seconds",
        visibilityTimeoutSeconds.toString()
      );
    }
    const effectiveDeploymentId = this.getConsumeDeploymentId();
    if (effectiveDeploymentId) {
      headers.set("Vqs-Deployment-Id", effectiveDeploymentId);
    }
    const response = await this.fetch(
      this.buildUrl(queueName, "consumer", consumerGroup, "id", messageId),
      {
        method: "POST",
        headers
      }
    );
    if (!response.ok) {
      const errorText = await response.text();
      if (response.status === 404) {
        throw new MessageNotFoundError(messageId);
      }
      if (response.status === 409) {
        let errorData = {};
        try {
          errorData = JSON.parse(errorText);
        } catch {
        }
        if (errorData.originalMessageId) {
          throw new MessageNotAvailableError(
            messageId,
            `This message was a duplicate - use originalMessageId: ${errorData.originalMessageId}`
          );
        }
        throw new MessageNotAvailableError(messageId);
      }
      if (response.status === 410) {
        throw new MessageAlreadyProcessedError(messageId);
      }
      throwCommonHttpError(
        response.status,
        response.statusText,
        errorText,
        "receive message by ID"
      );
    }
    for await (const multipartMessage of (0, import_mixpart.parseMultipartStream)(response)) {
      const parsedHeaders = parseQueueHeaders(multipartMessage.headers);
      if (!parsedHeaders) {
        await consumeStream(multipartMessage.payload);
        throw new MessageCorruptedError(
          messageId,
          "Missing required queue headers in response"
        );
      }
      const deserializedPayload = await transport.deserialize(
        multipartMessage.payload
      );
      const message = {
        ...parsedHeaders,
        payload: deserializedPayload
      };
      return { message };
    }
    throw new MessageNotFoundError(messageId);
  }
  async acknowledgeMessage(options) {
    const { queueName, consumerGroup, receiptHandle } = options;
    const headers = new Headers({
      Authorization: `Bearer ${await this.getToken()}`,
      ...this.customHeaders
    });
    const effectiveDeploymentId = this.getConsumeDeploymentId();
    if (effectiveDeploymentId) {
      headers.set("Vqs-Deployment-Id", effectiveDeploymentId);
    }
    const response = await this.fetch(
      this.buildUrl(
        queueName,
        "consumer",
        consumerGroup,
        "lease",
        receiptHandle
      ),
      {
        method: "DELETE",
        headers
      }
    );
    if (!response.ok) {
      const errorText = await response.text();
      if (response.status === 404) {
        throw new MessageNotFoundError(receiptHandle);
      }
      if (response.status === 409) {
        throw new MessageNotAvailableError(
          receiptHandle,
          errorText || "Invalid receipt handle, message not in correct state, or already processed"
        );
      }
      throwCommonHttpError(
        response.status,
        response.statusText,
        errorText,
        "acknowledge message",
        "Missing or invalid receipt handle",
        response.headers?.get("Retry-After") ?? null
      );
    }
    await response.text();
    return { acknowledged: true };
  }
  async changeVisibility(options) {
    const {
      queueName,
      consumerGroup,
      receiptHandle,
      visibilityTimeoutSeconds
    } = options;
    const headers = new Headers({
      Authorization: `Bearer ${await this.getToken()}`,
      "Content-Type": "application/json",
      ...this.customHeaders
    });
    const effectiveDeploymentId = this.getConsumeDeploymentId();
    if (effectiveDeploymentId) {
      headers.set("Vqs-Deployment-Id", effectiveDeploymentId);
    }
    const response = await this.fetch(
      this.buildUrl(
        queueName,
        "consumer",
        consumerGroup,
        "lease",
        receiptHandle
      ),
      {
        method: "PATCH",
        headers,
        body: JSON.stringify({ visibilityTimeoutSeconds })
      }
    );
    if (!response.ok) {
      const errorText = await response.text();
      if (response.status === 404) {
        throw new MessageNotFoundError(receiptHandle);
      }
      if (response.status === 409) {
        throw new MessageNotAvailableError(
          receiptHandle,
          errorText || "Invalid receipt handle, message not in correct state, or already processed"
        );
      }
      throwCommonHttpError(
        response.status,
        response.statusText,
        errorText,
        "change visibility",
        "Missing receipt handle or invalid visibility timeout",
        response.headers?.get("Retry-After") ?? null
      );
    }
    await response.text();
    return { success: true };
  }
};

// src/client.ts
var apiClients = /* @__PURE__ */ new WeakMap();
var API_CLIENT_KEY = Symbol.for("@vercel/queue.apiClient");
function setApi(client, api) {
  apiClients.set(client, api);
  Object.defineProperty(client, API_CLIENT_KEY, {
    value: api,
    writable: false,
    enumerable: false,
    configurable: false
  });
}
function getApi(client) {
  const api = apiClients.get(client);
  if (api) {
    return api;
  }
  const apiFromSymbol = client[API_CLIENT_KEY];
  if (typeof apiFromSymbol === "object" && apiFromSymbol !== null) {
    const resolvedApi = apiFromSymbol;
    apiClients.set(client, resolvedApi);
    return resolvedApi;
  }
  throw new Error(
    "QueueClient not initialized. This may happen when multiple bundled copies of @vercel/queue are loaded in local dev."
  );
}
function resolveCallbackRequest(input) {
  if ("request" in input) {
    return input.request;
  }
  return input;
}
function skippedDeliveryReason(error) {
  if (error instanceof MessageAlreadyProcessedError || error instanceof Error && error.name === "MessageAlreadyProcessedError") {
    return "already_processed";
  }
  if (error instanceof MessageNotAvailableError || error instanceof Error && error.name === "MessageNotAvailableError") {
    return "not_available";
  }
  return null;
}
function reportSkippedDelivery(reason, messageId) {
  console.debug(
    `Queue callback skipped (${reason}) for message ${messageId ?? "<unknown>"}: the message was already handled or is no longer available to this consumer.`
  );
  return {
    status: "skipped",
    reason,
    ...messageId !== void 0 ? { messageId } : {}
  };
}
function getApiClient(client) {
  return getApi(client);
}
var DEFAULT_REGION = "iad1";
function resolveRegion(region) {
  if (region) return region;
  const fromEnv = process.env.VERCEL_REGION;
  if (fromEnv) return fromEnv;
  if (!isDevMode()) {
    console.warn(
      `[QueueClient] Region not detected \u2014 defaulting to "${DEFAULT_REGION}". On Vercel this is set automatically via VERCEL_REGION. To silence this warning, pass region explicitly: new QueueClient({ region: "iad1" })`
    );
  }
  return DEFAULT_REGION;
}
var QueueClient = class {
  constructor(options = {}) {
    const region = resolveRegion(options.region);
    setApi(this, new ApiClient({ ...options, region }));
  }
  /**
   * Send a message to a topic.
   *
   * This is an arrow function property so it can be destructured:
   * ```typescript
   * const { send } = new QueueClient();
   * await send("my-topic", payload);
   * ```
   *
   * @param topicName - Name of the topic (pattern: `[A-Za-z0-9_-]+`)
   * @param payload - The data to send (serialized via the configured transport)
   * @param options - Optional send options (idempotencyKey, retentionSeconds, delaySeconds, headers)
   * @returns `{ messageId }` — `messageId` is `null` when the server accepted
   *   the message for deferred processing (no ID available yet)
   */
  send = async (topicName, payload, options) => {
    const api = getApi(this);
    const result = await api.sendMessage({
      queueName: topicName,
      payload,
      idempotencyKey: options?.idempotencyKey,
      retentionSeconds: options?.retentionSeconds,
      delaySeconds: options?.delaySeconds,
      headers: options?.headers,
      telemetry: options?.telemetry
    });
    if (result.messageId && isDevMode()) {
      invokeDevHandlers(
        topicName,
        result.messageId,
        api.getRegion(),
        options?.delaySeconds,
        options?.retentionSeconds
      );
    }
    return { messageId: result.messageId };
  };
  /**
   * Send up to 100 messages to a topic in one HTTP request.
   *
   * Results are returned in input order. A valid batch may contain a mix of
   * sent, deferred, and failed entries; inspect every result.
   */
  experimental_sendBatch = async (topicName, messages, options) => {
    const api = getApi(this);
    const results = await api.sendBatch({
      queueName: topicName,
      messages,
      telemetry: options?.telemetry
    });
    if (!isDevMode()) {
      return results;
    }
    const region = api.getRegion();
    for (const [index, result] of results.entries()) {
      if (result.status !== "sent") continue;
      const message = messages[index];
      (0, import_strict.default)(message);
      invokeDevHandlers(
        topicName,
        result.messageId,
        region,
        message.delaySeconds,
        message.retentionSeconds
      );
    }
    return results;
  };
  /**
   * Create a Web API route handler for processing queue callback messages.
   *
   * Parses incoming `Request` as a CloudEvent and invokes the handler.
   * For use on Vercel — Vercel invokes this route when messages are available.
   *
   * This is an arrow function property so it can be destructured:
   * ```typescript
   * const { handleCallback } = new QueueClient();
   * export const POST = handleCallback(handler);
   * ```
   *
   * @param handler - Function to process the message payload and metadata
   * @param options - Optional configuration
   * @param options.visibilityTimeoutSeconds - Message lock duration (default: 300, max: 3600)
   * @param options.retry - Called when the handler throws. Return `{ afterSeconds: N }` to
   *   reschedule the message for redelivery after N seconds.
   * @returns A route handler that accepts either `Request` or `{ request: Request }`
   */
  handleCallback = (handler, options) => {
    if (isDevMode()) {
      registerDevHandler(handler, this, options);
    }
    const telemetry = resolveTelemetryConfig(getApi(this).getTelemetry?.());
    return async (requestOrEvent) => {
      const request = resolveCallbackRequest(requestOrEvent);
      if (isDevMode() && request.headers.get("x-vercel-queue-prime") === "1") {
        const primeFile = request.headers.get("x-vercel-queue-prime-file");
        if (primeFile) {
          registerDevHandler(
            handler,
            this,
            options,
            primeFile
          );
        }
        return Response.json({ status: "primed" });
      }
      let parsed;
      try {
        parsed = await parseCallback(request);
        const callback = parsed;
        await withConsumerSpan(
          request.headers,
          () => handleCallback(handler, callback, {
            client: this,
            visibilityTimeoutSeconds: options?.visibilityTimeoutSeconds,
            retry: options?.retry
          }),
          telemetry
        );
        return Response.json({ status: "success" });
      } catch (error) {
        const skipped = skippedDeliveryReason(error);
        if (skipped) {
          return Response.json(
            reportSkippedDelivery(skipped, parsed?.messageId)
          );
        }
        console.error("Queue callback error:", error);
        if (error instanceof Error && (error.message.includes("Invalid content type") || error.message.includes("Invalid CloudEvent") || error.message.includes("Missing required CloudEvent") || error.message.includes("Failed to parse CloudEvent") || error.message.includes("Binary mode callback"))) {
          return Response.json({ error: error.message }, { status: 400 });
        }
        return Response.json(
          { error: "Failed to process queue message" },
          { status: 500 }
        );
      }
    };
  };
  /**
   * Create a Connect-style route handler for processing queue callback messages.
   * For use on Vercel — Vercel invokes this route when messages are available.
   *
   * For frameworks using the `(req, res)` middleware pattern where `req.body`
   * is pre-parsed (Next.js Pages Router, etc.).
   *
   * This is an arrow function property so it can be destructured:
   * ```typescript
   * const { handleNodeCallback } = new QueueClient();
   * app.post("/api/queue", handleNodeCallback(handler));
   * ```
   *
   * @param handler - Function to process the message payload and metadata
   * @param options - Optional configuration
   * @param options.visibilityTimeoutSeconds - Message lock duration (default: 300, max: 3600)
   * @param options.retry - Called when the handler throws. Return `{ afterSeconds: N }` to
   *   reschedule the message for redelivery after N seconds.
   * @returns A `(req, res) => Promise<void>` route handler
   */
  handleNodeCallback = (handler, options) => {
    if (isDevMode()) {
      registerDevHandler(handler, this, options);
    }
    const telemetry = resolveTelemetryConfig(getApi(this).getTelemetry?.());
    return async (req, res) => {
      if (req.method !== "POST") {
        res.status(200).end();
        return;
      }
      const primeHeader = req.headers["x-vercel-queue-prime"];
      if (isDevMode() && primeHeader === "1") {
        const primeFileHeader = req.headers["x-vercel-queue-prime-file"];
        const primeFile = Array.isArray(primeFileHeader) ? primeFileHeader[0] : primeFileHeader;
        if (primeFile) {
          registerDevHandler(
            handler,
            this,
            options,
            primeFile
          );
        }
        res.status(200).json({ status: "primed" });
        return;
      }
      let parsed;
      try {
        parsed = parseRawCallback(req.body, req.headers);
        const callback = parsed;
        await withConsumerSpan(
          req.headers,
          () => handleCallback(handler, callback, {
            client: this,
            visibilityTimeoutSeconds: options?.visibilityTimeoutSeconds,
            retry: options?.retry
          }),
          telemetry
        );
        res.status(200).json({ status: "success" });
      } catch (error) {
        const skipped = skippedDeliveryReason(error);
        if (skipped) {
          res.status(200).json(reportSkippedDelivery(skipped, parsed?.messageId));
          return;
        }
        console.error("Queue callback error:", error);
        if (error instanceof Error && (error.message.includes("Invalid content type") || error.message.includes("Invalid CloudEvent") || error.message.includes("Missing required CloudEvent") || error.message.includes("Failed to parse CloudEvent") || error.message.includes("Binary mode callback"))) {
          res.status(400).json({ error: error.message });
          return;
        }
        res.status(500).json({ error: "Failed to process queue message" });
      }
    };
  };
};
var PollingQueueClient = class {
  constructor(options) {
    setApi(this, new ApiClient(options));
  }
  /**
   * Send a message to a topic.
   *
   * This is an arrow function property so it can be destructured:
   * ```typescript
   * const { send } = new PollingQueueClient({ region: "iad1" });
   * await send("my-topic", payload);
   * ```
   *
   * @param topicName - Name of the topic (pattern: `[A-Za-z0-9_-]+`)
   * @param payload - The data to send (serialized via the configured transport)
   * @param options - Optional send options (idempotencyKey, retentionSeconds, delaySeconds, headers)
   * @returns `{ messageId }` — `messageId` is `null` when the server accepted
   *   the message for deferred processing (no ID available yet)
   */
  send = async (topicName, payload, options) => {
    const api = getApi(this);
    const result = await api.sendMessage({
      queueName: topicName,
      payload,
      idempotencyKey: options?.idempotencyKey,
      retentionSeconds: options?.retentionSeconds,
      delaySeconds: options?.delaySeconds,
      headers: options?.headers,
      telemetry: options?.telemetry
    });
    return { messageId: result.messageId };
  };
  /**
   * Send up to 100 messages to a topic in one HTTP request.
   *
   * Results are returned in input order. A valid batch may contain a mix of
   * sent, deferred, and failed entries; inspect every result.
   */
  experimental_sendBatch = async (topicName, messages, options) => {
    return getApi(this).sendBatch({
      queueName: topicName,
      messages,
      telemetry: options?.telemetry
    });
  };
  /**
   * Receive and process messages from a topic.
   *
   * Each message is automatically locked, kept alive via periodic visibility
   * extensions during processing, and acknowledged upon successful handler completion.
   * The handler is not called when the queue is empty — check `result.ok` instead.
   *
   * This is an arrow function property so it can be destructured:
   * ```typescript
   * const { receive } = new PollingQueueClient({ region: "iad1" });
   * const result = await receive("my-topic", "my-group", handler);
   * if (!result.ok) console.log(result.reason);
   * ```
   *
   * @param topicName - Name of the topic (pattern: `[A-Za-z0-9_-]+`)
   * @param consumerGroup - Name of the consumer group (pattern: `[A-Za-z0-9_-]+`)
   * @param handler - Function to process each message payload and metadata.
   *                  Not called when the queue is empty.
   * @param options - Optional receive options (visibilityTimeoutSeconds, limit, or messageId)
   * @returns Discriminated result: `{ ok: true }` on success, `{ ok: false, reason }` otherwise
   */
  receive = async (topicName, consumerGroup, handler, options) => {
    const api = getApi(this);
    const topic = new Topic(api, topicName);
    const visibilityTimeoutSeconds = options && "visibilityTimeoutSeconds" in options ? options.visibilityTimeoutSeconds : void 0;
    const consumer = topic.consumerGroup(
      consumerGroup,
      visibilityTimeoutSeconds !== void 0 ? { visibilityTimeoutSeconds } : {}
    );
    try {
      let count;
      const retry = options?.retry;
      if (options && "messageId" in options) {
        count = await consumer.consume(handler, {
          messageId: options.messageId,
          retry
        });
      } else {
        const limit = options && "limit" in options ? options.limit : void 0;
        count = await consumer.consume(handler, {
          ...limit !== void 0 ? { limit } : {},
          ...options && "cursorFallback" in options ? { cursorFallback: options.cursorFallback } : {},
          retry
        });
      }
      if (count === 0) {
        return { ok: false, reason: "empty" };
      }
      return { ok: true };
    } catch (error) {
      if (options && "messageId" in options && error instanceof MessageNotFoundError) {
        return { ok: false, reason: "not_found", messageId: options.messageId };
      }
      if (options && "messageId" in options && error instanceof MessageNotAvailableError) {
        return {
          ok: false,
          reason: "not_available",
          messageId: options.messageId
        };
      }
      if (options && "messageId" in options && error instanceof MessageAlreadyProcessedError) {
        return {
          ok: false,
          reason: "already_processed",
          messageId: options.messageId
        };
      }
      throw error;
    }
  };
};

// src/default-client.ts
var _defaultClient;
function getDefaultClient() {
  if (!_defaultClient) {
    _defaultClient = new QueueClient();
  }
  return _defaultClient;
}
function resolveClient(region) {
  if (!region) return getDefaultClient();
  return new QueueClient({ region });
}
async function send(topicName, payload, options) {
  return resolveClient(options?.region).send(topicName, payload, options);
}
async function experimental_sendBatch(topicName, messages, options) {
  return resolveClient(options?.region).experimental_sendBatch(
    topicName,
    messages,
    options
  );
}
function handleCallback2(handler, options) {
  return getDefaultClient().handleCallback(handler, options);
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  BadRequestError,
  BufferTransport,
  CLOUD_EVENT_TYPE_V1BETA,
  CLOUD_EVENT_TYPE_V2BETA,
  ConsumerDiscoveryError,
  ConsumerRegistryNotConfiguredError,
  ForbiddenError,
  InternalServerError,
  InvalidLimitError,
  JsonTransport,
  MessageAlreadyProcessedError,
  MessageCorruptedError,
  MessageLockedError,
  MessageNotAvailableError,
  MessageNotFoundError,
  PollingQueueClient,
  QueueClient,
  QueueEmptyError,
  StreamTransport,
  TooManyRequestsError,
  UnauthorizedError,
  experimental_sendBatch,
  handleCallback,
  parseCallback,
  parseRawCallback,
  registerDevConsumer,
  send
});
//# sourceMappingURL=index.js.map