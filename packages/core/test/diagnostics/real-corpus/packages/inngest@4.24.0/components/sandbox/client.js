import { SandboxError, SandboxValidationError } from "./types.js";
import { canonicalUuidSchema, decodeBase64, decodeOutputChunk, decodeUtf8, normalizeFileDownloadOptions, normalizeFileUploadOptions, normalizeSandboxCommandOptions, normalizeSandboxCreateOptions, normalizeSandboxListOptions, normalizeSandboxProcessListOptions, normalizeSandboxProcessOutputOptions, normalizeSandboxProcessSignalOptions, normalizeSandboxProcessStartOptions, normalizeSandboxProcessWaitOptions, normalizeSandboxSnapshotCreateOptions, normalizeSandboxSnapshotListOptions, normalizeSandboxWaitUntilRunningOptions, parseWithSchema, restOutputChunkSchema, sandboxProcessRefFromResource, sandboxProcessRefSchema, sandboxRefFromResource, sandboxRefSchema, sandboxSnapshotRefFromResource, sandboxSnapshotRefSchema } from "./validation.js";
import { z } from "zod/v3";

//#region src/components/sandbox/client.ts
const metadataSchema = z.object({ fetchedAt: z.string().min(1) }).passthrough();
const errorItemSchema = z.object({
	code: z.string().min(1),
	message: z.string().min(1)
}).passthrough();
const errorEnvelopeSchema = z.object({ errors: z.array(errorItemSchema).min(1) }).passthrough();
const streamErrorFrameSchema = z.object({
	type: z.literal("error"),
	error: errorItemSchema
}).passthrough();
const responseEnvelopeSchema = z.object({
	data: z.unknown(),
	metadata: metadataSchema.optional(),
	page: z.unknown().optional()
}).passthrough();
const parseListData = (data, context) => {
	return parseWithSchema(z.array(z.unknown()), data ?? [], context);
};
const sandboxPageSchema = z.object({
	cursor: z.string().min(1).nullish(),
	hasMore: z.boolean().optional(),
	limit: z.number().int().min(1).max(250)
}).strip();
const wireCommandResultSchema = z.object({
	stdout: z.string().optional(),
	stderr: z.string().optional(),
	encoding: z.literal("base64"),
	exitCode: z.number().int().min(-2147483648).max(2147483647)
}).strip();
const outputResponseSchema = z.object({ chunks: z.array(restOutputChunkSchema).optional() }).passthrough();
const fileUploadResultSchema = z.object({
	path: z.string(),
	bytesWritten: z.number().int().nonnegative().safe().default(0)
}).strip();
const waitProcessSchema = z.object({
	id: canonicalUuidSchema,
	state: z.enum([
		"EXITED",
		"KILLED",
		"FAILED",
		"LOST"
	]),
	exitCode: z.number().int().optional(),
	terminationSignal: z.number().int().min(1).max(64).optional()
}).strip().superRefine((process, ctx) => {
	if (process.state === "EXITED" !== (process.exitCode !== void 0)) ctx.addIssue({
		code: z.ZodIssueCode.custom,
		message: "exitCode must be present only for EXITED processes"
	});
	if (process.state === "KILLED" !== (process.terminationSignal !== void 0)) ctx.addIssue({
		code: z.ZodIssueCode.custom,
		message: "terminationSignal must be present only for KILLED processes"
	});
});
const safeRepeatActions = new Set([
	"create",
	"destroy",
	"pause",
	"resume",
	"file.upload",
	"list",
	"get",
	"waitUntilRunning",
	"process.list",
	"process.get",
	"process.wait",
	"process.output",
	"process.stream",
	"logs.stream",
	"file.download",
	"snapshot.list",
	"snapshot.get",
	"snapshot.waitUntilReady",
	"snapshot.delete"
]);
const sandboxTransportFailureMessage = (action) => {
	switch (action) {
		case "create": return "The Sandbox Create response was not confirmed. Repeating the same Create request is safe";
		case "destroy": return "Sandbox teardown may have been accepted. Get the sandbox; repeating Destroy is safe";
		case "file.upload": return "The sandbox file may have been replaced. Repeating the same upload is safe";
		case "exec": return "The sandbox command may have run. Inspect its external effects before running it again";
		case "process.start": return "A sandbox process may be running. List processes and reconcile before starting another";
		case "process.signal": return "The sandbox process signal may have been delivered. Get or wait for the process before sending another";
		case "snapshot.create": return "Snapshot creation may have started and a retry may create a second snapshot. Check snapshots.list() before creating another";
		case "snapshot.delete": return "Snapshot deletion may have started. Repeating Delete is safe";
		default: return "Compute is temporarily unavailable. Retry this operation";
	}
};
const sandboxAmbiguousResponseMessage = (action) => {
	if (action === "create") return "A sandbox was created, but its current resource could not be loaded. List sandboxes and reconcile by name before creating another";
	return sandboxTransportFailureMessage(action);
};
var SandboxRestTransport = class {
	constructor(config) {
		this.config = config;
	}
	async json(action, method, path, options) {
		const response = await this.send(action, method, path, {
			body: options.body === void 0 ? void 0 : JSON.stringify(options.body),
			headers: options.body === void 0 ? void 0 : { "Content-Type": "application/json" },
			sandboxId: options.sandboxId,
			processId: options.processId,
			snapshotId: options.snapshotId,
			signal: options.signal
		});
		if (!options.statuses.includes(response.status)) await this.throwResponseError(action, response, options.sandboxId, options.processId, options.snapshotId);
		if (response.status === 204) return { status: response.status };
		const raw = await this.readResponseJSON(action, response, options.sandboxId, options.processId, options.snapshotId);
		return {
			status: response.status,
			envelope: parseWithSchema(responseEnvelopeSchema, raw, "sandbox API response")
		};
	}
	async raw(action, method, path, options) {
		const response = await this.send(action, method, path, options);
		if (!response.ok) await this.throwResponseError(action, response, options.sandboxId, options.processId, options.snapshotId);
		return response;
	}
	async readResponseEnvelope(action, response, sandboxId, processId, snapshotId) {
		return parseWithSchema(responseEnvelopeSchema, await this.readResponseJSON(action, response, sandboxId, processId, snapshotId), "sandbox API response");
	}
	async stream(action, path, sandboxId, processId) {
		const abortController = new AbortController();
		const response = await this.send(action, "GET", path, {
			sandboxId,
			processId,
			signal: abortController.signal
		});
		if (!response.ok) await this.throwResponseError(action, response, sandboxId, processId);
		if (!response.body) throw new SandboxValidationError("Sandbox API returned a stream without a body");
		const reader = response.body.getReader();
		const decoder = new TextDecoder();
		let buffer = "";
		let ended = false;
		const nextLine = async () => {
			for (;;) {
				const newline = buffer.indexOf("\n");
				if (newline >= 0) {
					const line = buffer.slice(0, newline).trim();
					buffer = buffer.slice(newline + 1);
					if (line) return line;
					continue;
				}
				if (ended) {
					const line = buffer.trim();
					buffer = "";
					return line || void 0;
				}
				const result = await reader.read();
				ended = result.done;
				buffer += decoder.decode(result.value, { stream: !result.done });
			}
		};
		return new ReadableStream({
			pull: async (controller) => {
				try {
					const line = await nextLine();
					if (line === void 0) {
						controller.close();
						return;
					}
					const frame = JSON.parse(line);
					if (typeof frame === "object" && frame !== null && "type" in frame && frame.type === "error") {
						const errorFrame = parseWithSchema(streamErrorFrameSchema, frame, "sandbox stream error");
						throw this.errorFromItem(action, response.status, errorFrame.error, sandboxId, processId, response.headers.get("x-request-id") ?? void 0);
					}
					if (typeof frame !== "object" || frame === null || !("type" in frame) || frame.type !== "log") throw new SandboxValidationError("Sandbox API returned an invalid stream frame");
					const { type: _type, ...chunk } = frame;
					controller.enqueue(decodeOutputChunk(chunk));
				} catch (error) {
					abortController.abort();
					controller.error(error);
				}
			},
			cancel: async () => {
				abortController.abort();
				await reader.cancel().catch(() => void 0);
			}
		});
	}
	async send(action, method, path, options) {
		const apiKey = this.config.apiKey()?.trim();
		if (!apiKey && !this.config.isDev?.()) throw new SandboxValidationError("A signing or API key is required to use inngest.sandboxes");
		const requestInit = {
			method,
			headers: {
				...this.config.headers(),
				...apiKey ? { Authorization: `Bearer ${apiKey}` } : {},
				...options.headers
			},
			body: options.body,
			signal: options.signal
		};
		if (options.body instanceof ReadableStream) requestInit.duplex = "half";
		try {
			return await this.config.fetch()(new URL(path, this.config.baseUrl()), requestInit);
		} catch (error) {
			throw this.transportFailure(action, error, options.sandboxId, options.processId, options.snapshotId);
		}
	}
	async readResponseJSON(action, response, sandboxId, processId, snapshotId) {
		try {
			return await response.json();
		} catch (error) {
			throw this.transportFailure(action, error, sandboxId, processId, snapshotId);
		}
	}
	transportFailure(action, cause, sandboxId, processId, snapshotId) {
		const safeToRepeat = safeRepeatActions.has(action);
		return new SandboxError({
			action,
			code: safeToRepeat ? "compute_unavailable" : "operation_ambiguous",
			message: sandboxTransportFailureMessage(action),
			sandboxId,
			processId,
			snapshotId,
			ambiguous: !safeToRepeat,
			retryable: safeToRepeat,
			details: [],
			cause
		});
	}
	async throwResponseError(action, response, sandboxId, processId, snapshotId) {
		const raw = await response.json().catch(() => void 0);
		const parsed = errorEnvelopeSchema.safeParse(raw);
		const item = parsed.success ? parsed.data.errors[0] : {
			code: "internal_error",
			message: `Sandbox API returned HTTP ${response.status}`
		};
		throw this.errorFromItem(action, response.status, item, sandboxId, processId, snapshotId, response.headers.get("x-request-id") ?? void 0, parsed.success ? parsed.data.errors : []);
	}
	errorFromItem(action, status, item, sandboxId, processId, snapshotId, requestId, details = []) {
		const ambiguous = item.code === "operation_ambiguous" || item.code === "sandbox_exec_output_too_large" || item.code === "sandbox_exec_timed_out";
		const availability = item.code === "compute_unavailable" || item.code === "rate_limited" || status === 429 || status === 503;
		return new SandboxError({
			action,
			code: item.code,
			message: item.code === "operation_ambiguous" ? sandboxAmbiguousResponseMessage(action) : item.message,
			status,
			sandboxId,
			processId,
			snapshotId,
			ambiguous,
			retryable: !ambiguous && availability,
			requestId,
			details
		});
	}
};
const processPath = (sandboxId, processId) => `/v2/sandboxes/${encodeURIComponent(sandboxId)}/processes/${encodeURIComponent(processId)}`;
const sandboxStartingStatuses = new Set(["PENDING", "STARTING"]);
const sandboxRunningPollIntervalMs = 1e3;
const delay = async (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
const lifecycleTimeout = (options) => normalizeSandboxWaitUntilRunningOptions({ timeout: options?.timeout ?? 5 * 6e4 }).timeoutMs;
const abortableDelay = (milliseconds, signal) => new Promise((resolve, reject) => {
	if (signal?.aborted) {
		reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
		return;
	}
	const timer = setTimeout(resolve, milliseconds);
	signal?.addEventListener("abort", () => {
		clearTimeout(timer);
		reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
	}, { once: true });
});
const sandboxStartFailedError = (action, sandbox) => new SandboxError({
	action,
	code: "sandbox_start_failed",
	message: `Sandbox entered ${sandbox.status} before reaching RUNNING`,
	sandboxId: sandbox.id,
	retryable: false,
	details: [{
		status: sandbox.status,
		...sandbox.error !== void 0 && { error: sandbox.error }
	}]
});
const sandboxStartTimedOutError = (action, sandbox, timeoutMs) => new SandboxError({
	action,
	code: "sandbox_start_timed_out",
	message: `Sandbox did not reach RUNNING within ${timeoutMs} milliseconds`,
	sandboxId: sandbox.id,
	retryable: false,
	details: [{
		status: sandbox.status,
		timeoutMs
	}]
});
const createDirectProcessFacade = (rawRef, transport) => {
	const ref = parseWithSchema(sandboxProcessRefSchema, rawRef, "sandbox process reference");
	const basePath = processPath(ref.sandboxId, ref.id);
	const facade = {
		...ref,
		command: Object.freeze([...ref.command]),
		signal: async (options) => {
			await transport.json("process.signal", "POST", `${basePath}/signals`, {
				body: normalizeSandboxProcessSignalOptions(options),
				statuses: [204],
				sandboxId: ref.sandboxId,
				processId: ref.id
			});
		},
		wait: async (options) => {
			const normalized = normalizeSandboxProcessWaitOptions(options);
			const query = new URLSearchParams({ timeout: `${normalized.timeoutMs}ms` });
			const { envelope } = await transport.json("process.wait", "POST", `${basePath}/wait?${query}`, {
				statuses: [200],
				sandboxId: ref.sandboxId,
				processId: ref.id
			});
			const terminal = parseWithSchema(waitProcessSchema, envelope?.data, "sandbox process wait result");
			const { exitCode: _previousExitCode, terminationSignal: _previousTerminationSignal, ...baseRef } = ref;
			return createDirectProcessFacade(parseWithSchema(sandboxProcessRefSchema, {
				...baseRef,
				state: terminal.state,
				...terminal.exitCode !== void 0 && { exitCode: terminal.exitCode },
				...terminal.terminationSignal !== void 0 && { terminationSignal: terminal.terminationSignal }
			}, "sandbox process reference"), transport);
		},
		getOutput: async (options) => {
			const { tailBytes } = normalizeSandboxProcessOutputOptions(options);
			const query = new URLSearchParams({ tailBytes: `${tailBytes}` });
			const { envelope } = await transport.json("process.output", "GET", `${basePath}/output?${query}`, {
				statuses: [200],
				sandboxId: ref.sandboxId,
				processId: ref.id
			});
			return { chunks: (parseWithSchema(outputResponseSchema, envelope?.data, "sandbox process output").chunks ?? []).map(decodeOutputChunk) };
		},
		streamOutput: async (options) => {
			const { tailBytes } = normalizeSandboxProcessOutputOptions(options);
			const query = new URLSearchParams({ tailBytes: `${tailBytes}` });
			return transport.stream("process.stream", `${basePath}/output/stream?${query}`, ref.sandboxId, ref.id);
		}
	};
	return Object.freeze(facade);
};
const directSandboxCommandRunners = /* @__PURE__ */ new WeakMap();
/** Internal byte-preserving command execution used by the durable adapter. */
const runSandboxCommandForOperation = (sandbox, command, options) => {
	const run = directSandboxCommandRunners.get(sandbox);
	if (!run) throw new SandboxValidationError("Sandbox commands can only run on an SDK sandbox resource");
	return run(command, options);
};
const pollSandboxStatus = async (initial, target, action, transport, options) => {
	const timeoutMs = lifecycleTimeout(options);
	const deadline = Date.now() + timeoutMs;
	let current = initial;
	while (current.status !== target) {
		if (["FAILED", "TERMINATED"].includes(current.status)) throw new SandboxError({
			action,
			code: "invalid_request",
			message: `Sandbox entered ${current.status} before reaching ${target}`,
			sandboxId: current.id
		});
		const remaining = deadline - Date.now();
		if (remaining <= 0) throw new SandboxError({
			action,
			code: "sandbox_start_timed_out",
			message: `Sandbox did not reach ${target} within ${timeoutMs} milliseconds`,
			sandboxId: current.id
		});
		await abortableDelay(Math.min(1e3, remaining), options?.signal);
		const { envelope } = await transport.json(action, "GET", `/v2/sandboxes/${encodeURIComponent(current.id)}`, {
			statuses: [200],
			sandboxId: current.id,
			signal: options?.signal
		});
		current = sandboxRefFromResource(envelope?.data);
		if (current.id !== initial.id || current.name !== initial.name) throw new SandboxValidationError("Sandbox lifecycle operation returned an unrelated sandbox");
	}
	return createDirectSandboxFacade(current, transport);
};
const createDirectSnapshotFacade = (rawRef, transport) => {
	const ref = sandboxSnapshotRefFromResource(rawRef);
	return Object.freeze({
		...ref,
		resources: Object.freeze({ ...ref.resources }),
		clone: async (options, waitOptions) => createSandbox(transport, {
			name: options.name,
			snapshotId: ref.id,
			runningTimeout: options.runningTimeout ?? waitOptions?.timeout
		}),
		delete: async () => deleteSandboxSnapshot(transport, ref.id)
	});
};
const createDirectSandboxFacade = (rawRef, transport) => {
	const ref = parseWithSchema(sandboxRefSchema, rawRef, "sandbox reference");
	const basePath = `/v2/sandboxes/${encodeURIComponent(ref.id)}`;
	const runCommand = async (command, options = {}) => {
		const { timeout: _timeout, timeoutMs, ...spec } = normalizeSandboxCommandOptions(command, options);
		const { envelope } = await transport.json("exec", "POST", `${basePath}/exec`, {
			body: {
				...spec,
				timeout: `${timeoutMs}ms`
			},
			statuses: [200],
			sandboxId: ref.id
		});
		const result = parseWithSchema(wireCommandResultSchema, envelope?.data, "sandbox exec result");
		return {
			stdout: decodeBase64(result.stdout ?? "", "sandbox exec stdout"),
			stderr: decodeBase64(result.stderr ?? "", "sandbox exec stderr"),
			exitCode: result.exitCode,
			output: { truncated: false }
		};
	};
	const facade = {
		...ref,
		resources: Object.freeze({ ...ref.resources }),
		commands: Object.freeze({ run: async (command, options) => {
			const result = await runCommand(command, options);
			return {
				stdout: decodeUtf8(result.stdout),
				stderr: decodeUtf8(result.stderr),
				exitCode: result.exitCode,
				output: result.output
			};
		} }),
		logs: Object.freeze({ stream: async (options = {}) => {
			const parsed = parseWithSchema(z.object({ follow: z.boolean().optional() }).strict(), options, "sandbox log stream options");
			const query = new URLSearchParams({ follow: `${parsed.follow ?? false}` });
			return transport.stream("logs.stream", `${basePath}/logs?${query}`, ref.id);
		} }),
		files: Object.freeze({
			upload: async (options) => {
				const normalized = normalizeFileUploadOptions(options);
				const query = new URLSearchParams({ path: normalized.path });
				if (normalized.mode !== void 0) query.set("mode", normalized.mode.toString(8).padStart(4, "0"));
				const response = await transport.raw("file.upload", "PUT", `${basePath}/files?${query}`, {
					body: normalized.data,
					headers: { "Content-Type": "application/octet-stream" },
					sandboxId: ref.id
				});
				return parseWithSchema(fileUploadResultSchema, (await transport.readResponseEnvelope("file.upload", response, ref.id)).data, "sandbox file upload result");
			},
			download: async (options) => {
				const normalized = normalizeFileDownloadOptions(options);
				const query = new URLSearchParams({ path: normalized.path });
				return transport.raw("file.download", "GET", `${basePath}/files?${query}`, { sandboxId: ref.id });
			}
		}),
		processes: Object.freeze({
			start: async (options) => {
				const body = normalizeSandboxProcessStartOptions(options);
				const { envelope } = await transport.json("process.start", "POST", `${basePath}/processes`, {
					body,
					statuses: [201],
					sandboxId: ref.id
				});
				const process = sandboxProcessRefFromResource(ref.id, envelope?.data);
				if (process.state !== "RUNNING" || process.pid === void 0) throw new SandboxValidationError("Sandbox process Start returned a process that is not RUNNING");
				return createDirectProcessFacade(process, transport);
			},
			list: async (options) => {
				const normalized = normalizeSandboxProcessListOptions(options);
				const query = new URLSearchParams({ limit: `${normalized.limit}` });
				if (normalized.cursor !== void 0) query.set("cursor", normalized.cursor);
				const { envelope } = await transport.json("process.list", "GET", `${basePath}/processes?${query}`, {
					statuses: [200],
					sandboxId: ref.id
				});
				const processes = parseListData(envelope?.data, "sandbox process list");
				const metadata = parseWithSchema(metadataSchema, envelope?.metadata, "sandbox process list metadata");
				const page = parseWithSchema(sandboxPageSchema, envelope?.page, "sandbox process list page");
				return {
					items: processes.map((process) => createDirectProcessFacade(sandboxProcessRefFromResource(ref.id, process), transport)).sort((left, right) => left.id.localeCompare(right.id)),
					page: {
						hasMore: page.hasMore ?? false,
						limit: page.limit,
						...page.cursor != null && { cursor: page.cursor }
					},
					fetchedAt: metadata.fetchedAt
				};
			},
			get: async (processId) => {
				const parsedProcessId = parseWithSchema(canonicalUuidSchema, processId, "sandbox process ID");
				try {
					const { envelope } = await transport.json("process.get", "GET", processPath(ref.id, parsedProcessId), {
						statuses: [200],
						sandboxId: ref.id,
						processId: parsedProcessId
					});
					return createDirectProcessFacade(sandboxProcessRefFromResource(ref.id, envelope?.data), transport);
				} catch (error) {
					if (error instanceof SandboxError && error.code === "sandbox_process_not_found") return null;
					throw error;
				}
			}
		}),
		waitUntilRunning: async (options) => waitUntilSandboxRunning(ref, normalizeSandboxWaitUntilRunningOptions(options).timeoutMs, transport, "waitUntilRunning"),
		pause: async (options) => {
			const { envelope } = await transport.json("pause", "POST", `${basePath}/pause`, {
				statuses: [
					200,
					201,
					202
				],
				sandboxId: ref.id,
				signal: options?.signal
			});
			return pollSandboxStatus(envelope?.data === void 0 ? ref : sandboxRefFromResource(envelope.data), "PAUSED", "pause", transport, options);
		},
		resume: async (options) => {
			const { envelope } = await transport.json("resume", "POST", `${basePath}/resume`, {
				statuses: [
					200,
					201,
					202
				],
				sandboxId: ref.id,
				signal: options?.signal
			});
			return pollSandboxStatus(envelope?.data === void 0 ? ref : sandboxRefFromResource(envelope.data), "RUNNING", "resume", transport, options);
		},
		snapshot: async (options = {}, waitOptions) => {
			return createDirectSnapshotFacade(await waitUntilSandboxSnapshotReady(transport, await createSandboxSnapshot(transport, ref.id, options, waitOptions?.signal), lifecycleTimeout(waitOptions), waitOptions?.signal), transport);
		},
		destroy: async () => {
			const { status, envelope } = await transport.json("destroy", "DELETE", basePath, {
				statuses: [202, 204],
				sandboxId: ref.id
			});
			if (status === 204) return {
				status: "TERMINATED",
				sandbox: null
			};
			const sandbox = sandboxRefFromResource(envelope?.data);
			if (sandbox.status !== "TERMINATING") throw new SandboxValidationError("Sandbox Destroy returned a resource that is not TERMINATING");
			return {
				status: "TERMINATING",
				sandbox
			};
		}
	};
	directSandboxCommandRunners.set(facade, runCommand);
	return Object.freeze(facade);
};
const waitUntilSandboxRunning = async (initialSandbox, timeoutMs, transport, action) => {
	let sandbox = initialSandbox;
	if (sandbox.status === "RUNNING") return createDirectSandboxFacade(sandbox, transport);
	if (!sandboxStartingStatuses.has(sandbox.status)) throw sandboxStartFailedError(action, sandbox);
	const deadline = Date.now() + timeoutMs;
	const path = `/v2/sandboxes/${encodeURIComponent(sandbox.id)}`;
	for (;;) {
		if (deadline - Date.now() <= 0) throw sandboxStartTimedOutError(action, sandbox, timeoutMs);
		try {
			const { envelope } = await transport.json(action, "GET", path, {
				statuses: [200],
				sandboxId: sandbox.id
			});
			sandbox = sandboxRefFromResource(envelope?.data);
		} catch (error) {
			if (!(error instanceof SandboxError && error.retryable)) throw error;
		}
		if (sandbox.status === "RUNNING") return createDirectSandboxFacade(sandbox, transport);
		if (!sandboxStartingStatuses.has(sandbox.status)) throw sandboxStartFailedError(action, sandbox);
		const remainingMs = deadline - Date.now();
		if (remainingMs <= 0) throw sandboxStartTimedOutError(action, sandbox, timeoutMs);
		await delay(Math.min(sandboxRunningPollIntervalMs, remainingMs));
	}
};
const sandboxClientTransports = /* @__PURE__ */ new WeakMap();
const transportForClient = (client) => {
	const transport = sandboxClientTransports.get(client);
	if (!transport) throw new SandboxValidationError("Sandbox resources can only be reconstructed for an SDK sandbox client");
	return transport;
};
/**
* Internal reconstruction used by the durable adapter. Public callers reload
* resources with Get so they receive current state.
*/
const sandboxForOperation = (client, ref) => createDirectSandboxFacade(ref, transportForClient(client));
const sandboxProcessForOperation = (client, ref) => createDirectProcessFacade(ref, transportForClient(client));
const getSnapshotForOperation = async (transport, snapshotId, action) => {
	try {
		const { envelope } = await transport.json(action, "GET", `/v2/snapshots/${encodeURIComponent(snapshotId)}`, {
			statuses: [200],
			snapshotId
		});
		return sandboxSnapshotRefFromResource(envelope?.data);
	} catch (error) {
		if (error instanceof SandboxError && error.code === "sandbox_snapshot_not_found") return null;
		throw error;
	}
};
const createSandboxSnapshot = async (transport, sandboxId, options, signal) => {
	const { name } = normalizeSandboxSnapshotCreateOptions(options);
	const { status, envelope } = await transport.json("snapshot.create", "POST", `/v2/sandboxes/${encodeURIComponent(sandboxId)}/snapshots`, {
		...name !== void 0 && { body: { name } },
		statuses: [201, 202],
		sandboxId,
		signal
	});
	const snapshot = sandboxSnapshotRefFromResource(envelope?.data);
	if (status === 201 && snapshot.status !== "READY" || status === 202 && snapshot.status !== "CREATING") throw new SandboxValidationError(`Sandbox snapshot Create returned HTTP ${status} with status ${snapshot.status}`);
	return snapshot;
};
const listSandboxSnapshots = async (transport, options) => {
	const normalized = normalizeSandboxSnapshotListOptions(options);
	const query = new URLSearchParams({ limit: `${normalized.limit}` });
	if (normalized.cursor !== void 0) query.set("cursor", normalized.cursor);
	if (normalized.name !== void 0) query.set("name", normalized.name);
	const { envelope } = await transport.json("snapshot.list", "GET", `/v2/snapshots?${query}`, { statuses: [200] });
	const resources = parseListData(envelope?.data, "sandbox snapshot list");
	const page = parseWithSchema(sandboxPageSchema, envelope?.page, "sandbox snapshot list page");
	const metadata = parseWithSchema(metadataSchema, envelope?.metadata, "sandbox snapshot list metadata");
	return {
		items: resources.map(sandboxSnapshotRefFromResource),
		page: {
			hasMore: page.hasMore ?? false,
			limit: page.limit,
			...page.cursor != null && { cursor: page.cursor }
		},
		fetchedAt: metadata.fetchedAt
	};
};
const createSandboxSnapshotForOperation = async (client, sandboxId, options) => createSandboxSnapshot(transportForClient(client), sandboxId, options);
const listSandboxSnapshotsForOperation = async (client, options) => listSandboxSnapshots(transportForClient(client), options);
const getSandboxSnapshotForOperation = async (client, snapshotId) => getSnapshotForOperation(transportForClient(client), snapshotId, "snapshot.get");
const snapshotNotReadyError = (snapshot) => new SandboxError({
	action: "snapshot.waitUntilReady",
	code: "sandbox_snapshot_not_ready",
	message: `Snapshot entered ${snapshot.status} before reaching READY`,
	snapshotId: snapshot.id,
	retryable: false,
	details: [{ status: snapshot.status }]
});
const snapshotWaitTimedOutError = (snapshot, timeoutMs) => new SandboxError({
	action: "snapshot.waitUntilReady",
	code: "sandbox_snapshot_wait_timed_out",
	message: `Snapshot did not reach READY within ${timeoutMs} milliseconds`,
	snapshotId: snapshot.id,
	retryable: false,
	details: [{
		status: snapshot.status,
		timeoutMs
	}]
});
const waitUntilSandboxSnapshotReady = async (transport, initialSnapshot, timeoutMs, signal) => {
	let snapshot = parseWithSchema(sandboxSnapshotRefSchema, initialSnapshot, "sandbox snapshot reference");
	if (snapshot.status === "READY") return snapshot;
	if (snapshot.status !== "CREATING") throw snapshotNotReadyError(snapshot);
	const deadline = Date.now() + timeoutMs;
	for (;;) {
		if (deadline - Date.now() <= 0) throw snapshotWaitTimedOutError(snapshot, timeoutMs);
		try {
			const current = await getSnapshotForOperation(transport, snapshot.id, "snapshot.waitUntilReady");
			if (!current) throw new SandboxError({
				action: "snapshot.waitUntilReady",
				code: "sandbox_snapshot_not_found",
				message: "Snapshot not found",
				snapshotId: snapshot.id,
				retryable: false
			});
			snapshot = current;
		} catch (error) {
			if (!(error instanceof SandboxError && error.retryable)) throw error;
		}
		if (snapshot.status === "READY") return snapshot;
		if (snapshot.status !== "CREATING") throw snapshotNotReadyError(snapshot);
		const remainingMs = deadline - Date.now();
		if (remainingMs <= 0) throw snapshotWaitTimedOutError(snapshot, timeoutMs);
		await abortableDelay(Math.min(sandboxRunningPollIntervalMs, remainingMs), signal);
	}
};
const waitUntilSandboxSnapshotReadyForOperation = async (client, initialSnapshot, timeoutMs) => waitUntilSandboxSnapshotReady(transportForClient(client), initialSnapshot, timeoutMs);
const deleteSandboxSnapshot = async (transport, snapshotId) => {
	await transport.json("snapshot.delete", "DELETE", `/v2/snapshots/${encodeURIComponent(snapshotId)}`, {
		statuses: [204],
		snapshotId
	});
};
const deleteSandboxSnapshotForOperation = async (client, snapshotId) => deleteSandboxSnapshot(transportForClient(client), snapshotId);
const createSandbox = async (transport, options) => {
	const { runningTimeoutMs, ...body } = normalizeSandboxCreateOptions(options);
	const { status, envelope } = await transport.json("create", "POST", "/v2/sandboxes", {
		body,
		statuses: [
			200,
			201,
			202
		]
	});
	const sandbox = sandboxRefFromResource(envelope?.data);
	if (status === 201 && sandbox.status !== "RUNNING" || status === 202 && sandbox.status !== "STARTING") throw new SandboxValidationError(`Sandbox Create returned HTTP ${status} with status ${sandbox.status}`);
	return runningTimeoutMs === false ? createDirectSandboxFacade(sandbox, transport) : waitUntilSandboxRunning(sandbox, runningTimeoutMs, transport, "create");
};
const createSandboxForOperation = async (client, options) => createSandbox(transportForClient(client), options);
const createSandboxClient = (config) => {
	const transport = new SandboxRestTransport(config);
	const client = {
		create: async (options) => createSandbox(transport, options),
		list: async (options) => {
			const normalized = normalizeSandboxListOptions(options);
			const query = new URLSearchParams({ limit: `${normalized.limit}` });
			if (normalized.cursor !== void 0) query.set("cursor", normalized.cursor);
			const { envelope } = await transport.json("list", "GET", `/v2/sandboxes?${query}`, { statuses: [200] });
			const resources = parseListData(envelope?.data, "sandbox list");
			const page = parseWithSchema(sandboxPageSchema, envelope?.page, "sandbox list page");
			const metadata = parseWithSchema(metadataSchema, envelope?.metadata, "sandbox list metadata");
			return {
				items: resources.map((resource) => createDirectSandboxFacade(sandboxRefFromResource(resource), transport)),
				page: {
					hasMore: page.hasMore ?? false,
					limit: page.limit,
					...page.cursor != null && { cursor: page.cursor }
				},
				fetchedAt: metadata.fetchedAt
			};
		},
		get: async (sandboxId) => {
			const parsedSandboxId = parseWithSchema(canonicalUuidSchema, sandboxId, "sandbox ID");
			try {
				const { envelope } = await transport.json("get", "GET", `/v2/sandboxes/${encodeURIComponent(parsedSandboxId)}`, {
					statuses: [200],
					sandboxId: parsedSandboxId
				});
				return createDirectSandboxFacade(sandboxRefFromResource(envelope?.data), transport);
			} catch (error) {
				if (error instanceof SandboxError && error.code === "sandbox_not_found") return null;
				throw error;
			}
		},
		snapshots: Object.freeze({
			list: async (options) => {
				const result = await listSandboxSnapshots(transport, options);
				return {
					items: result.items.map((snapshot) => createDirectSnapshotFacade(snapshot, transport)),
					page: { ...result.page },
					fetchedAt: result.fetchedAt
				};
			},
			get: async (snapshotId) => {
				const snapshot = await getSnapshotForOperation(transport, parseWithSchema(canonicalUuidSchema, snapshotId, "sandbox snapshot ID"), "snapshot.get");
				return snapshot ? createDirectSnapshotFacade(snapshot, transport) : null;
			}
		})
	};
	sandboxClientTransports.set(client, transport);
	return client;
};

//#endregion
export { createSandboxClient, createSandboxForOperation, createSandboxSnapshotForOperation, deleteSandboxSnapshotForOperation, getSandboxSnapshotForOperation, listSandboxSnapshotsForOperation, runSandboxCommandForOperation, sandboxForOperation, sandboxProcessForOperation, waitUntilSandboxSnapshotReadyForOperation };
//# sourceMappingURL=client.js.map