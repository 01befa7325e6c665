Object.defineProperty(exports, Symbol.toStringTag, { value: "Module" });
//#region \0rolldown/runtime.js
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
	if (from && typeof from === "object" || typeof from === "function") for (var keys = __getOwnPropNames(from), i = 0, n = keys.length, key; i < n; i++) {
		key = keys[i];
		if (!__hasOwnProp.call(to, key) && key !== except) __defProp(to, key, {
			get: ((k) => from[k]).bind(null, key),
			enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable
		});
	}
	return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(isNodeMode || !mod || !mod.__esModule || !__hasOwnProp.call(mod, "default") ? __defProp(target, "default", {
	value: mod,
	enumerable: true
}) : target, mod));
//#endregion
let postal_mime = require("postal-mime");
postal_mime = __toESM(postal_mime);
let standardwebhooks = require("standardwebhooks");
//#region src/inboxes/agent/interfaces/agent.ts
const INBOX_AGENT_ACTIONS = [
	"draft_reply",
	"forward_thread",
	"add_labels",
	"assign_thread",
	"mark_as_spam",
	"archive",
	"move_to_trash"
];
const INBOX_AGENT_TONES = [
	"concise_professional",
	"concise_casual",
	"expanded_professional",
	"expanded_casual"
];
//#endregion
//#region src/inboxes/interfaces/inbox.ts
const INBOX_MESSAGE_FOLDERS = [
	"inbox",
	"archive",
	"spam",
	"sent",
	"trash"
];
const MOVE_THREAD_FOLDERS = [
	"inbox",
	"archive",
	"spam",
	"trash"
];
//#endregion
//#region package.json
var version = "6.38.0";
//#endregion
//#region src/common/utils/build-pagination-query.ts
function buildPaginationUrl(base, options) {
	const queryString = buildPaginationQuery(options);
	return queryString ? `${base}?${queryString}` : base;
}
/**
* Builds a query string from pagination options
* @param options - Pagination options containing limit and either after or before (but not both)
* @returns Query string (without leading '?') or empty string if no options
*/
function buildPaginationQuery(options) {
	const searchParams = new URLSearchParams();
	if (options.limit !== void 0) searchParams.set("limit", options.limit.toString());
	if ("after" in options && options.after !== void 0) searchParams.set("after", options.after);
	if ("before" in options && options.before !== void 0) searchParams.set("before", options.before);
	return searchParams.toString();
}
//#endregion
//#region src/api-keys/api-keys.ts
var ApiKeys = class {
	constructor(resend) {
		this.resend = resend;
	}
	async create(payload, requestOptions = {}) {
		return await this.resend.post("/api-keys", payload, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/api-keys", options);
		return await this.resend.get(url, requestOptions);
	}
	async update(id, payload, requestOptions = {}) {
		return await this.resend.patch(`/api-keys/${id}`, payload, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		return await this.resend.delete(`/api-keys/${id}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/automation-runs/automation-runs.ts
var AutomationRuns = class {
	constructor(resend) {
		this.resend = resend;
	}
	async get(options, requestOptions = {}) {
		return await this.resend.get(`/automations/${options.automationId}/runs/${options.runId}`, requestOptions);
	}
	async list(options, requestOptions = {}) {
		const queryString = buildPaginationQuery(options);
		const searchParams = new URLSearchParams(queryString);
		if (options.status) {
			const statusValue = Array.isArray(options.status) ? options.status.join(",") : options.status;
			searchParams.set("status", statusValue);
		}
		const qs = searchParams.toString();
		const url = qs ? `/automations/${options.automationId}/runs?${qs}` : `/automations/${options.automationId}/runs`;
		return await this.resend.get(url, requestOptions);
	}
};
//#endregion
//#region src/common/utils/parse-automation-to-api-options.ts
const TRIGGER_FIELDS = { eventName: "event_name" };
const SEND_EMAIL_FIELDS = {
	template: "template",
	subject: "subject",
	from: "from",
	replyTo: "reply_to",
	topicId: "topic_id"
};
const WAIT_FOR_EVENT_FIELDS = {
	eventName: "event_name",
	timeout: "timeout",
	filterRule: "filter_rule"
};
const CONTACT_UPDATE_FIELDS = {
	firstName: "first_name",
	lastName: "last_name",
	unsubscribed: "unsubscribed",
	properties: "properties"
};
const ADD_TO_SEGMENT_FIELDS = { segmentId: "segment_id" };
function renameFields(config, fields) {
	const result = {};
	for (const sdkField of Object.keys(fields)) result[fields[sdkField]] = config[sdkField];
	return result;
}
function parseStepConfig(step) {
	switch (step.type) {
		case "trigger": return {
			key: step.key,
			type: step.type,
			config: renameFields(step.config, TRIGGER_FIELDS)
		};
		case "delay": return {
			key: step.key,
			type: step.type,
			config: step.config
		};
		case "send_email": return {
			key: step.key,
			type: step.type,
			config: renameFields(step.config, SEND_EMAIL_FIELDS)
		};
		case "wait_for_event": return {
			key: step.key,
			type: step.type,
			config: renameFields(step.config, WAIT_FOR_EVENT_FIELDS)
		};
		case "condition": return {
			key: step.key,
			type: step.type,
			config: step.config
		};
		case "contact_update": return {
			key: step.key,
			type: step.type,
			config: renameFields(step.config, CONTACT_UPDATE_FIELDS)
		};
		case "contact_delete": return {
			key: step.key,
			type: step.type,
			config: step.config
		};
		case "add_to_segment": return {
			key: step.key,
			type: step.type,
			config: renameFields(step.config, ADD_TO_SEGMENT_FIELDS)
		};
	}
}
function parseConnection(connection) {
	return {
		from: connection.from,
		to: connection.to,
		type: connection.type
	};
}
function parseAutomationToApiOptions(automation) {
	return {
		name: automation.name,
		status: automation.status,
		steps: automation.steps.map(parseStepConfig),
		connections: automation.connections.map(parseConnection)
	};
}
function parseEventToApiOptions(event) {
	return {
		event: event.event,
		contact_id: event.contactId,
		email: event.email,
		payload: event.payload
	};
}
//#endregion
//#region src/automations/automations.ts
var Automations = class {
	constructor(resend) {
		this.resend = resend;
		this.runs = new AutomationRuns(this.resend);
	}
	async create(payload, requestOptions = {}) {
		return await this.resend.post("/automations", parseAutomationToApiOptions(payload), requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const params = [buildPaginationQuery(options)];
		if (options.status) params.push(`status=${encodeURIComponent(options.status)}`);
		const qs = params.filter(Boolean).join("&");
		const url = qs ? `/automations?${qs}` : "/automations";
		return await this.resend.get(url, requestOptions);
	}
	async get(id, requestOptions = {}) {
		return await this.resend.get(`/automations/${id}`, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		return await this.resend.delete(`/automations/${id}`, void 0, requestOptions);
	}
	async update(id, payload, requestOptions = {}) {
		const apiPayload = {};
		if (payload.name !== void 0) apiPayload.name = payload.name;
		if (payload.status !== void 0) apiPayload.status = payload.status;
		if (payload.steps !== void 0) apiPayload.steps = payload.steps.map(parseStepConfig);
		if (payload.connections !== void 0) apiPayload.connections = payload.connections.map(parseConnection);
		return await this.resend.patch(`/automations/${id}`, apiPayload, requestOptions);
	}
	async duplicate(id, requestOptions = {}) {
		return await this.resend.post(`/automations/${id}/duplicate`, void 0, requestOptions);
	}
	async stop(id, requestOptions = {}) {
		return await this.resend.post(`/automations/${id}/stop`, void 0, requestOptions);
	}
};
//#endregion
//#region src/common/utils/parse-email-to-api-options.ts
function encodeBase64(bytes) {
	if (typeof Buffer !== "undefined") return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("base64");
	let binary = "";
	for (let i = 0; i < bytes.length; i += 32768) binary += String.fromCharCode(...bytes.subarray(i, i + 32768));
	return btoa(binary);
}
/**
* JSON.stringify turns a Uint8Array into an object of indexes and an
* ArrayBuffer into `{}`, so binary content is sent as base64 instead.
*/
function parseAttachmentContent(content) {
	if (ArrayBuffer.isView(content)) return encodeBase64(new Uint8Array(content.buffer, content.byteOffset, content.byteLength));
	if (content instanceof ArrayBuffer) return encodeBase64(new Uint8Array(content));
	return content;
}
function parseAttachments(attachments) {
	return attachments?.map((attachment) => ({
		content: parseAttachmentContent(attachment.content),
		filename: attachment.filename,
		path: attachment.path,
		content_type: attachment.contentType,
		content_id: attachment.contentId
	}));
}
function parseEmailToApiOptions(email) {
	return {
		attachments: parseAttachments(email.attachments),
		bcc: email.bcc,
		cc: email.cc,
		from: email.from,
		headers: email.headers,
		html: email.html,
		reply_to: email.replyTo,
		scheduled_at: email.scheduledAt,
		subject: email.subject,
		tags: email.tags,
		text: email.text,
		to: email.to,
		template: email.template ? {
			id: email.template.id,
			variables: email.template.variables
		} : void 0,
		topic_id: email.topicId
	};
}
//#endregion
//#region src/render.ts
async function render(node) {
	let render;
	try {
		({render} = await import("@react-email/render"));
	} catch {
		throw new Error("Failed to render React component. Make sure to install `@react-email/render` or `@react-email/components`.");
	}
	return render(node);
}
//#endregion
//#region src/batch/batch.ts
var Batch$1 = class {
	constructor(resend) {
		this.resend = resend;
	}
	async send(payload, requestOptions) {
		return this.create(payload, requestOptions);
	}
	async create(payload, requestOptions) {
		const emails = [];
		for (const email of payload) {
			const body = { ...email };
			if (body.react) {
				body.html = await render(body.react);
				body.react = void 0;
			}
			emails.push(parseEmailToApiOptions(body));
		}
		const headers = new Headers({ "x-batch-validation": requestOptions?.batchValidation ?? "strict" });
		for (const [key, value] of new Headers(requestOptions?.headers || void 0)) headers.set(key, value);
		return await this.resend.post("/emails/batch", emails, {
			...requestOptions,
			headers
		});
	}
};
//#endregion
//#region src/broadcasts/broadcasts.ts
var Broadcasts = class {
	constructor(resend) {
		this.resend = resend;
	}
	async create(payload, requestOptions = {}) {
		const html = payload.react ? await render(payload.react) : payload.html;
		return await this.resend.post("/broadcasts", {
			name: payload.name,
			segment_id: payload.segmentId,
			audience_id: payload.audienceId,
			preview_text: payload.previewText,
			from: payload.from,
			html,
			reply_to: payload.replyTo,
			subject: payload.subject,
			text: payload.text,
			topic_id: payload.topicId,
			send: payload.send,
			scheduled_at: payload.scheduledAt
		}, requestOptions);
	}
	async send(id, payload, requestOptions = {}) {
		return await this.resend.post(`/broadcasts/${id}/send`, { scheduled_at: payload?.scheduledAt }, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/broadcasts", options);
		return await this.resend.get(url, requestOptions);
	}
	async get(id, requestOptions = {}) {
		return await this.resend.get(`/broadcasts/${id}`, requestOptions);
	}
	async recipients(id, options, requestOptions = {}) {
		const url = `/broadcasts/${id}/recipients?${buildRecipientsQuery(options)}`;
		return await this.resend.get(url, requestOptions);
	}
	async clickedLinks(id, options = {}, requestOptions = {}) {
		const url = buildPaginationUrl(`/broadcasts/${id}/clicked-links`, options);
		return await this.resend.get(url, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		return await this.resend.delete(`/broadcasts/${id}`, void 0, requestOptions);
	}
	async cancel(id, requestOptions = {}) {
		return await this.resend.post(`/broadcasts/${id}/cancel`, void 0, requestOptions);
	}
	async duplicate(id, requestOptions = {}) {
		return await this.resend.post(`/broadcasts/${id}/duplicate`, void 0, requestOptions);
	}
	async update(id, payload, requestOptions = {}) {
		const html = payload.react ? await render(payload.react) : payload.html;
		return await this.resend.patch(`/broadcasts/${id}`, {
			name: payload.name,
			segment_id: payload.segmentId,
			audience_id: payload.audienceId,
			from: payload.from,
			html,
			text: payload.text,
			subject: payload.subject,
			reply_to: payload.replyTo,
			preview_text: payload.previewText,
			topic_id: payload.topicId
		}, requestOptions);
	}
};
function buildRecipientsQuery(options) {
	const { type, email, bounceType, ...pagination } = options;
	const searchParams = new URLSearchParams(buildPaginationQuery(pagination));
	searchParams.set("type", type);
	if (email !== void 0) searchParams.set("email", email);
	if (bounceType !== void 0) searchParams.set("bounce_type", bounceType);
	return searchParams.toString();
}
//#endregion
//#region src/common/utils/has-dot-segment.ts
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
/**
* Drops what URL parsing drops before it resolves dot segments: tabs and
* newlines anywhere, and control characters or spaces at the end.
*/
function stripIgnoredCharacters(requestPath) {
	let path = requestPath.replace(/[\t\n\r]/g, "");
	while (path.length > 0 && path.charCodeAt(path.length - 1) <= 32) path = path.slice(0, -1);
	return path;
}
/**
* Whether a request path contains a `.` or `..` segment. URL parsing resolves
* these (even when percent-encoded), so the request would reach another path.
* In http(s) URLs a `\` separates segments the same way `/` does.
*/
function hasDotSegment(requestPath) {
	const [pathname] = stripIgnoredCharacters(requestPath).split(/[?#]/);
	return pathname.split(/[\\/]/).some((segment) => DOT_SEGMENT.test(segment));
}
//#endregion
//#region src/common/utils/parse-contact-properties-to-api-options.ts
function parseContactPropertyFromApi(contactProperty) {
	return {
		id: contactProperty.id,
		key: contactProperty.key,
		createdAt: contactProperty.created_at,
		type: contactProperty.type,
		fallbackValue: contactProperty.fallback_value
	};
}
function parseContactPropertyToApiOptions(contactProperty) {
	if ("key" in contactProperty) return {
		key: contactProperty.key,
		type: contactProperty.type,
		fallback_value: contactProperty.fallbackValue
	};
	return { fallback_value: contactProperty.fallbackValue };
}
//#endregion
//#region src/contact-properties/contact-properties.ts
var ContactProperties = class {
	constructor(resend) {
		this.resend = resend;
	}
	async create(options, requestOptions = {}) {
		const apiOptions = parseContactPropertyToApiOptions(options);
		return await this.resend.post("/contact-properties", apiOptions, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/contact-properties", options);
		const response = await this.resend.get(url, requestOptions);
		if (response.data) return {
			data: {
				...response.data,
				data: response.data.data.map((apiContactProperty) => parseContactPropertyFromApi(apiContactProperty))
			},
			headers: response.headers,
			error: null
		};
		return response;
	}
	async get(id, requestOptions = {}) {
		if (!id) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		const response = await this.resend.get(`/contact-properties/${id}`, requestOptions);
		if (response.data) return {
			data: {
				object: "contact_property",
				...parseContactPropertyFromApi(response.data)
			},
			headers: response.headers,
			error: null
		};
		return response;
	}
	async update(payload, requestOptions = {}) {
		if (!payload.id) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		const apiOptions = parseContactPropertyToApiOptions(payload);
		return await this.resend.patch(`/contact-properties/${payload.id}`, apiOptions, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		if (!id) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		return await this.resend.delete(`/contact-properties/${id}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/contacts/imports/contact-imports.ts
var ContactImports = class {
	constructor(resend) {
		this.resend = resend;
	}
	async create(payload, requestOptions = {}) {
		const formData = this.buildCreateFormData(payload);
		return this.resend.post("/contacts/imports", formData, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const searchParams = new URLSearchParams(buildPaginationQuery(options));
		if (options.status !== void 0) searchParams.set("status", options.status);
		const queryString = searchParams.toString();
		const url = queryString ? `/contacts/imports?${queryString}` : "/contacts/imports";
		return this.resend.get(url, requestOptions);
	}
	async get(id, requestOptions = {}) {
		return this.resend.get(`/contacts/imports/${id}`, requestOptions);
	}
	buildCreateFormData(payload) {
		const formData = new FormData();
		formData.append("file", payload.file);
		this.appendField(formData, "column_map", this.buildColumnMap(payload.columnMap ?? null));
		this.appendField(formData, "on_conflict", payload.onConflict ?? null);
		this.appendField(formData, "segments", payload.segments ?? null);
		this.appendField(formData, "topics", payload.topics ?? null);
		return formData;
	}
	buildColumnMap(columnMap) {
		if (columnMap === null) return null;
		return {
			email: columnMap.email,
			first_name: columnMap.firstName,
			last_name: columnMap.lastName,
			unsubscribed: columnMap.unsubscribed,
			properties: columnMap.properties
		};
	}
	appendField(formData, name, value) {
		if (value === null) return;
		formData.append(name, typeof value === "string" ? value : JSON.stringify(value));
	}
};
//#endregion
//#region src/contacts/segments/contact-segments.ts
var ContactSegments = class {
	constructor(resend) {
		this.resend = resend;
	}
	async list(options, requestOptions = {}) {
		if (!options.contactId && !options.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		const url = buildPaginationUrl(`/contacts/${options.email ? options.email : options.contactId}/segments`, options);
		return await this.resend.get(url, requestOptions);
	}
	async add(options, requestOptions = {}) {
		if (!options.contactId && !options.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		const identifier = options.email ? options.email : options.contactId;
		return this.resend.post(`/contacts/${identifier}/segments/${options.segmentId}`, void 0, requestOptions);
	}
	async remove(options, requestOptions = {}) {
		if (!options.contactId && !options.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		const identifier = options.email ? options.email : options.contactId;
		return this.resend.delete(`/contacts/${identifier}/segments/${options.segmentId}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/contacts/topics/contact-topics.ts
var ContactTopics = class {
	constructor(resend) {
		this.resend = resend;
	}
	async update(payload, requestOptions = {}) {
		if (!payload.id && !payload.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		const identifier = payload.email ? payload.email : payload.id;
		return this.resend.patch(`/contacts/${identifier}/topics`, payload.topics, requestOptions);
	}
	async list(options, requestOptions = {}) {
		if (!options.id && !options.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		const url = buildPaginationUrl(`/contacts/${options.email ? options.email : options.id}/topics`, options);
		return this.resend.get(url, requestOptions);
	}
};
//#endregion
//#region src/contacts/contacts.ts
var Contacts = class {
	constructor(resend) {
		this.resend = resend;
		this.imports = new ContactImports(this.resend);
		this.topics = new ContactTopics(this.resend);
		this.segments = new ContactSegments(this.resend);
	}
	async create(payload, requestOptions = {}) {
		if ("audienceId" in payload) {
			if ("segments" in payload || "topics" in payload) return {
				data: null,
				headers: null,
				error: {
					message: "`audienceId` is deprecated, and cannot be used together with `segments` or `topics`. Use `segments` instead to add one or more segments to the new contact.",
					statusCode: null,
					name: "invalid_parameter"
				}
			};
			return await this.resend.post(`/audiences/${payload.audienceId}/contacts`, {
				unsubscribed: payload.unsubscribed,
				email: payload.email,
				first_name: payload.firstName,
				last_name: payload.lastName,
				properties: payload.properties
			}, requestOptions);
		}
		return await this.resend.post("/contacts", {
			unsubscribed: payload.unsubscribed,
			email: payload.email,
			first_name: payload.firstName,
			last_name: payload.lastName,
			properties: payload.properties,
			segments: payload.segments,
			topics: payload.topics
		}, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const segmentId = options.segmentId ?? options.audienceId;
		if (!segmentId) {
			const url = buildPaginationUrl("/contacts", options);
			return await this.resend.get(url, requestOptions);
		}
		const url = buildPaginationUrl(`/segments/${segmentId}/contacts`, options);
		return await this.resend.get(url, requestOptions);
	}
	async get(options, requestOptions = {}) {
		if (typeof options === "string") return this.resend.get(`/contacts/${options}`, requestOptions);
		if (!options.id && !options.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		if (!options.audienceId) return this.resend.get(`/contacts/${options?.email ? options?.email : options?.id}`, requestOptions);
		return this.resend.get(`/audiences/${options.audienceId}/contacts/${options?.email ? options?.email : options?.id}`, requestOptions);
	}
	async update(options, requestOptions = {}) {
		if (!options.id && !options.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		if (!options.audienceId) return await this.resend.patch(`/contacts/${options?.email ? options?.email : options?.id}`, {
			unsubscribed: options.unsubscribed,
			first_name: options.firstName,
			last_name: options.lastName,
			properties: options.properties
		}, requestOptions);
		return await this.resend.patch(`/audiences/${options.audienceId}/contacts/${options?.email ? options?.email : options?.id}`, {
			unsubscribed: options.unsubscribed,
			first_name: options.firstName,
			last_name: options.lastName,
			properties: options.properties
		}, requestOptions);
	}
	async remove(payload, requestOptions = {}) {
		if (typeof payload === "string") return this.resend.delete(`/contacts/${payload}`, void 0, requestOptions);
		if (!payload.id && !payload.email) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` or `email` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		if (!payload.audienceId) return this.resend.delete(`/contacts/${payload?.email ? payload?.email : payload?.id}`, void 0, requestOptions);
		return this.resend.delete(`/audiences/${payload.audienceId}/contacts/${payload?.email ? payload?.email : payload?.id}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/common/utils/parse-domain-to-api-options.ts
function parseDomainToApiOptions(domain) {
	return {
		name: domain.name,
		region: domain.region,
		custom_return_path: domain.customReturnPath,
		capabilities: domain.capabilities,
		open_tracking: domain.openTracking,
		click_tracking: domain.clickTracking,
		tls: domain.tls,
		tracking_subdomain: domain.trackingSubdomain
	};
}
//#endregion
//#region src/domains/claims/domain-claims.ts
var DomainClaims = class {
	constructor(resend) {
		this.resend = resend;
	}
	async create(payload, requestOptions = {}) {
		return await this.resend.post("/domains/claim", {
			name: payload.name,
			region: payload.region,
			custom_return_path: payload.customReturnPath,
			open_tracking: payload.openTracking,
			click_tracking: payload.clickTracking,
			tracking_subdomain: payload.trackingSubdomain
		}, requestOptions);
	}
	async get(domainId, requestOptions = {}) {
		return await this.resend.get(`/domains/${domainId}/claim`, requestOptions);
	}
	async verify(domainId, requestOptions = {}) {
		return await this.resend.post(`/domains/${domainId}/claim/verify`, void 0, requestOptions);
	}
};
//#endregion
//#region src/domains/domains.ts
var Domains = class {
	constructor(resend) {
		this.resend = resend;
		this.claims = new DomainClaims(this.resend);
	}
	async create(payload, requestOptions = {}) {
		return await this.resend.post("/domains", parseDomainToApiOptions(payload), requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/domains", options);
		return await this.resend.get(url, requestOptions);
	}
	async get(id, requestOptions = {}) {
		return await this.resend.get(`/domains/${id}`, requestOptions);
	}
	async update(payload, requestOptions = {}) {
		return await this.resend.patch(`/domains/${payload.id}`, {
			click_tracking: payload.clickTracking,
			open_tracking: payload.openTracking,
			tls: payload.tls,
			capabilities: payload.capabilities,
			tracking_subdomain: payload.trackingSubdomain
		}, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		return await this.resend.delete(`/domains/${id}`, void 0, requestOptions);
	}
	async verify(id, requestOptions = {}) {
		return await this.resend.post(`/domains/${id}/verify`, void 0, requestOptions);
	}
};
//#endregion
//#region src/emails/attachments/attachments.ts
var Attachments$1 = class {
	constructor(resend) {
		this.resend = resend;
	}
	async get(options, requestOptions = {}) {
		const { emailId, id } = options;
		return await this.resend.get(`/emails/${emailId}/attachments/${id}`, requestOptions);
	}
	async list(options, requestOptions = {}) {
		const { emailId } = options;
		const url = buildPaginationUrl(`/emails/${emailId}/attachments`, options);
		return await this.resend.get(url, requestOptions);
	}
};
//#endregion
//#region src/emails/receiving/attachments/attachments.ts
var Attachments = class {
	constructor(resend) {
		this.resend = resend;
	}
	async get(options, requestOptions = {}) {
		const { emailId, id } = options;
		return await this.resend.get(`/emails/receiving/${emailId}/attachments/${id}`, requestOptions);
	}
	async list(options, requestOptions = {}) {
		const { emailId } = options;
		const url = buildPaginationUrl(`/emails/receiving/${emailId}/attachments`, options);
		return await this.resend.get(url, requestOptions);
	}
};
//#endregion
//#region src/emails/receiving/receiving.ts
var Receiving = class {
	constructor(resend) {
		this.resend = resend;
		this.attachments = new Attachments(resend);
	}
	async get(id, options = {}, requestOptions = {}) {
		const searchParams = new URLSearchParams();
		if (options.html_format !== void 0) searchParams.set("html_format", options.html_format);
		const queryString = searchParams.toString();
		const path = queryString ? `/emails/receiving/${id}?${queryString}` : `/emails/receiving/${id}`;
		return await this.resend.get(path, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/emails/receiving", options);
		return await this.resend.get(url, requestOptions);
	}
	async forward(options, requestOptions = {}) {
		const { emailId, to, from } = options;
		const passthrough = options.passthrough !== false;
		const emailResponse = await this.get(emailId, {}, { signal: requestOptions.signal });
		if (emailResponse.error) return {
			data: null,
			error: emailResponse.error,
			headers: emailResponse.headers
		};
		const email = emailResponse.data;
		const originalSubject = email.subject || "(no subject)";
		if (passthrough) return this.forwardPassthrough(email, {
			to,
			from,
			subject: originalSubject
		}, requestOptions);
		const forwardSubject = originalSubject.startsWith("Fwd:") ? originalSubject : `Fwd: ${originalSubject}`;
		return this.forwardWrapped(email, {
			to,
			from,
			subject: forwardSubject,
			text: "text" in options ? options.text : void 0,
			html: "html" in options ? options.html : void 0
		}, requestOptions);
	}
	async forwardPassthrough(email, options, requestOptions) {
		const { to, from, subject } = options;
		if (!email.raw?.download_url) return {
			data: null,
			error: {
				name: "validation_error",
				message: "Raw email content is not available for this email",
				statusCode: 400
			},
			headers: null
		};
		const raw = await this.downloadRaw(email.raw.download_url, requestOptions.signal);
		if (raw.error) return {
			data: null,
			error: raw.error,
			headers: null
		};
		const parsed = await postal_mime.default.parse(raw.content, { attachmentEncoding: "base64" });
		const attachments = parsed.attachments.map((attachment) => {
			const contentId = attachment.contentId ? attachment.contentId.replace(/^<|>$/g, "") : void 0;
			return {
				filename: attachment.filename,
				content: attachment.content.toString(),
				content_type: attachment.mimeType,
				content_id: contentId || void 0
			};
		});
		return await this.resend.post("/emails", {
			from,
			to,
			subject,
			text: parsed.text || void 0,
			html: parsed.html || void 0,
			attachments: attachments.length > 0 ? attachments : void 0
		}, requestOptions);
	}
	async forwardWrapped(email, options, requestOptions) {
		const { to, from, subject, text, html } = options;
		if (!email.raw?.download_url) return {
			data: null,
			error: {
				name: "validation_error",
				message: "Raw email content is not available for this email",
				statusCode: 400
			},
			headers: null
		};
		const raw = await this.downloadRaw(email.raw.download_url, requestOptions.signal);
		if (raw.error) return {
			data: null,
			error: raw.error,
			headers: null
		};
		return await this.resend.post("/emails", {
			from,
			to,
			subject,
			text,
			html,
			attachments: [{
				filename: "forwarded_message.eml",
				content: Buffer.from(raw.content).toString("base64"),
				content_type: "message/rfc822"
			}]
		}, requestOptions);
	}
	async downloadRaw(url, signal) {
		try {
			const response = await fetch(url, { signal });
			if (!response.ok) return {
				content: null,
				error: {
					name: "application_error",
					message: "Failed to download raw email content",
					statusCode: response.status
				}
			};
			return {
				content: await response.arrayBuffer(),
				error: null
			};
		} catch {
			return {
				content: null,
				error: {
					name: "application_error",
					message: "Failed to download raw email content",
					statusCode: null
				}
			};
		}
	}
};
//#endregion
//#region src/emails/emails.ts
var Emails = class {
	constructor(resend) {
		this.resend = resend;
		this.attachments = new Attachments$1(resend);
		this.receiving = new Receiving(resend);
	}
	async send(payload, requestOptions = {}) {
		return this.create(payload, requestOptions);
	}
	async create(payload, requestOptions = {}) {
		const body = { ...payload };
		if (payload.react) body.html = await render(payload.react);
		return await this.resend.post("/emails", parseEmailToApiOptions(body), requestOptions);
	}
	async get(id, requestOptions = {}) {
		return await this.resend.get(`/emails/${id}`, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/emails", options);
		return await this.resend.get(url, requestOptions);
	}
	async update(payload, requestOptions = {}) {
		return await this.resend.patch(`/emails/${payload.id}`, { scheduled_at: payload.scheduledAt }, requestOptions);
	}
	async cancel(id, requestOptions = {}) {
		return await this.resend.post(`/emails/${id}/cancel`, void 0, requestOptions);
	}
	async share(id, payload, requestOptions = {}) {
		return await this.resend.post(`/emails/${id}/share`, { expires_in: payload?.expiresIn }, requestOptions);
	}
	async metrics(options = {}, requestOptions = {}) {
		const queryString = buildMetricsQuery(options);
		const url = queryString ? `/emails/metrics?${queryString}` : "/emails/metrics";
		return await this.resend.get(url, requestOptions);
	}
};
function buildMetricsQuery(options) {
	const params = {
		start_date: options.startDate,
		end_date: options.endDate,
		timezone: options.timezone,
		granularity: options.granularity,
		metrics: options.metrics?.join(","),
		dimensions: options.dimensions?.join(","),
		domain_id: options.domainId?.join(","),
		email_id: options.emailId?.join(","),
		broadcast_id: options.broadcastId?.join(",")
	};
	const searchParams = new URLSearchParams();
	for (const [key, value] of Object.entries(params)) if (value !== void 0 && value !== "") searchParams.set(key, value);
	return searchParams.toString();
}
//#endregion
//#region src/events/events.ts
var Events$1 = class {
	constructor(resend) {
		this.resend = resend;
	}
	async send(payload, requestOptions = {}) {
		return await this.resend.post("/events/send", parseEventToApiOptions(payload), requestOptions);
	}
	async create(payload, requestOptions = {}) {
		return await this.resend.post("/events", payload, requestOptions);
	}
	async get(identifier, requestOptions = {}) {
		return await this.resend.get(`/events/${encodeURIComponent(identifier)}`, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/events", options);
		return await this.resend.get(url, requestOptions);
	}
	async update(identifier, payload, requestOptions = {}) {
		return await this.resend.patch(`/events/${encodeURIComponent(identifier)}`, payload, requestOptions);
	}
	async remove(identifier, requestOptions = {}) {
		return await this.resend.delete(`/events/${encodeURIComponent(identifier)}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/inboxes/build-inbox-path.ts
function buildInboxPath(selector) {
	const idOrEmail = selector?.inboxId ?? selector?.emailAddress;
	return idOrEmail ? `/inboxes/${encodeURIComponent(idOrEmail)}` : void 0;
}
const missingInboxError = () => ({
	data: null,
	headers: null,
	error: {
		message: "Missing `inboxId` or `emailAddress` field.",
		statusCode: null,
		name: "missing_required_field"
	}
});
//#endregion
//#region src/inboxes/agent/agent.ts
var InboxAgent = class {
	constructor(resend) {
		this.resend = resend;
	}
	async get(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		return this.resend.get(`${inboxPath}/agent`, requestOptions);
	}
	async update(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { instructions, tone, actions } = options;
		return this.resend.patch(`${inboxPath}/agent`, {
			instructions,
			tone,
			actions
		}, requestOptions);
	}
};
//#endregion
//#region src/inboxes/build-inbox-cursor-query.ts
function buildInboxCursorUrl(base, options = {}) {
	const searchParams = new URLSearchParams();
	for (const [key, value] of Object.entries(options)) {
		if (value === void 0) continue;
		searchParams.set(key, Array.isArray(value) ? value.join(",") : String(value));
	}
	const queryString = searchParams.toString();
	return queryString ? `${base}?${queryString}` : base;
}
//#endregion
//#region src/inboxes/drafts/drafts.ts
var InboxDrafts = class {
	constructor(resend) {
		this.resend = resend;
	}
	async list(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { limit, after, before } = options;
		const url = buildInboxCursorUrl(`${inboxPath}/drafts`, {
			limit,
			after,
			before
		});
		return this.resend.get(url, requestOptions);
	}
	async create(payload, options = {}) {
		const inboxPath = buildInboxPath(payload);
		if (!inboxPath) return missingInboxError();
		const { inboxId, emailAddress, threadId, replyToEmailId, attachments, ...content } = payload;
		return this.resend.post(`${inboxPath}/drafts`, {
			...content,
			attachments: parseAttachments(attachments),
			thread_id: threadId,
			reply_to_email_id: replyToEmailId
		}, options);
	}
	async get(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		return this.resend.get(`${inboxPath}/drafts/${options.draftId}`, requestOptions);
	}
	async update(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { inboxId, emailAddress, draftId, attachments, ...content } = options;
		return this.resend.patch(`${inboxPath}/drafts/${draftId}`, {
			...content,
			attachments: attachments === null ? null : parseAttachments(attachments)
		}, requestOptions);
	}
	async remove(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		return this.resend.delete(`${inboxPath}/drafts/${options.draftId}`, void 0, requestOptions);
	}
	async send(payload, options = {}) {
		const inboxPath = buildInboxPath(payload);
		if (!inboxPath) return missingInboxError();
		const { draftId, headers } = payload;
		return this.resend.post(`${inboxPath}/drafts/${draftId}/send`, headers ? { headers } : void 0, options);
	}
};
//#endregion
//#region src/inboxes/labels/labels.ts
var InboxLabels = class {
	constructor(resend) {
		this.resend = resend;
	}
	async list(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		return this.resend.get(`${inboxPath}/labels`, requestOptions);
	}
	async create(payload, options = {}) {
		const inboxPath = buildInboxPath(payload);
		if (!inboxPath) return missingInboxError();
		const { name, color } = payload;
		return this.resend.post(`${inboxPath}/labels`, {
			name,
			color
		}, options);
	}
	async update(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { labelId, name, color } = options;
		return this.resend.patch(`${inboxPath}/labels/${labelId}`, {
			name,
			color
		}, requestOptions);
	}
	async remove(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		return this.resend.delete(`${inboxPath}/labels/${options.labelId}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/inboxes/threads/emails/emails.ts
var InboxThreadEmails = class {
	constructor(resend) {
		this.resend = resend;
	}
	async list(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { inboxId, emailAddress, threadId, ...pagination } = options;
		const url = buildPaginationUrl(`${inboxPath}/threads/${threadId}/emails`, pagination);
		return this.resend.get(url, requestOptions);
	}
	async get(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { threadId, emailId } = options;
		return this.resend.get(`${inboxPath}/threads/${threadId}/emails/${emailId}`, requestOptions);
	}
	async reply(payload, options = {}) {
		const inboxPath = buildInboxPath(payload);
		if (!inboxPath) return missingInboxError();
		const { threadId, emailId, cc, bcc, html, text, subject, replyAll, attachments, headers } = payload;
		return this.resend.post(`${inboxPath}/threads/${threadId}/emails/${emailId}/reply`, {
			cc,
			bcc,
			html,
			text,
			subject,
			reply_all: replyAll,
			attachments: parseAttachments(attachments),
			headers
		}, options);
	}
	async forward(payload, options = {}) {
		const inboxPath = buildInboxPath(payload);
		if (!inboxPath) return missingInboxError();
		const { threadId, emailId, to, cc, bcc, html, text, subject, attachments, headers } = payload;
		return this.resend.post(`${inboxPath}/threads/${threadId}/emails/${emailId}/forward`, {
			to,
			cc,
			bcc,
			html,
			text,
			subject,
			attachments: parseAttachments(attachments),
			headers
		}, options);
	}
};
//#endregion
//#region src/inboxes/threads/labels/labels.ts
var InboxThreadLabels = class {
	constructor(resend) {
		this.resend = resend;
	}
	async add(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { threadId, labels } = options;
		return this.resend.post(`${inboxPath}/threads/${threadId}/labels`, { labels }, requestOptions);
	}
	async set(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { threadId, labels } = options;
		return this.resend.put(`${inboxPath}/threads/${threadId}/labels`, { labels }, requestOptions);
	}
	async remove(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { threadId, labelId } = options;
		return this.resend.delete(`${inboxPath}/threads/${threadId}/labels/${labelId}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/inboxes/threads/threads.ts
var InboxThreads = class {
	constructor(resend) {
		this.resend = resend;
		this.emails = new InboxThreadEmails(resend);
		this.labels = new InboxThreadLabels(resend);
	}
	async list(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { folders, labels, read, limit, after, before } = options;
		const url = buildInboxCursorUrl(`${inboxPath}/threads`, {
			folders,
			labels,
			read,
			limit,
			after,
			before
		});
		return this.resend.get(url, requestOptions);
	}
	async search(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { folders, labels, read, query, from, to, cc, bcc, hasAttachment, startDate, endDate, limit, after, before } = options;
		const url = buildInboxCursorUrl(`${inboxPath}/threads/search`, {
			folders,
			labels,
			read,
			query,
			from,
			to,
			cc,
			bcc,
			has_attachment: hasAttachment,
			start_date: startDate,
			end_date: endDate,
			limit,
			after,
			before
		});
		return this.resend.get(url, requestOptions);
	}
	async get(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		return this.resend.get(`${inboxPath}/threads/${options.threadId}`, requestOptions);
	}
	async update(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		const { threadId, read, folder } = options;
		return this.resend.patch(`${inboxPath}/threads/${threadId}`, {
			read,
			folder
		}, requestOptions);
	}
	async remove(options, requestOptions = {}) {
		const inboxPath = buildInboxPath(options);
		if (!inboxPath) return missingInboxError();
		return this.resend.delete(`${inboxPath}/threads/${options.threadId}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/inboxes/inboxes.ts
var Inboxes = class {
	constructor(resend) {
		this.resend = resend;
		this.threads = new InboxThreads(resend);
		this.labels = new InboxLabels(resend);
		this.drafts = new InboxDrafts(resend);
		this.agent = new InboxAgent(resend);
	}
	async create(payload, options = {}) {
		return this.resend.post("/inboxes", {
			email_address: payload.emailAddress,
			name: payload.name,
			forwarding: payload.forwarding,
			from_name: payload.fromName
		}, options);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/inboxes", options);
		return this.resend.get(url, requestOptions);
	}
	async get(idOrEmail, requestOptions = {}) {
		return this.resend.get(`/inboxes/${encodeURIComponent(idOrEmail)}`, requestOptions);
	}
	async update(idOrEmail, payload, requestOptions = {}) {
		return this.resend.patch(`/inboxes/${encodeURIComponent(idOrEmail)}`, {
			name: payload.name,
			from_name: payload.fromName
		}, requestOptions);
	}
	async remove(idOrEmail, requestOptions = {}) {
		return this.resend.delete(`/inboxes/${encodeURIComponent(idOrEmail)}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/logs/logs.ts
var Logs = class {
	constructor(resend) {
		this.resend = resend;
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/logs", options);
		return await this.resend.get(url, requestOptions);
	}
	async get(id, requestOptions = {}) {
		return await this.resend.get(`/logs/${id}`, requestOptions);
	}
};
//#endregion
//#region src/oauth-grants/oauth-grants.ts
var OAuthGrants = class {
	constructor(resend) {
		this.resend = resend;
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/oauth/grants", options);
		return await this.resend.get(url, requestOptions);
	}
	async revoke(id, requestOptions = {}) {
		return await this.resend.delete(`/oauth/grants/${id}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/segments/segments.ts
var Segments = class {
	constructor(resend) {
		this.resend = resend;
	}
	async create(payload, requestOptions = {}) {
		return await this.resend.post("/segments", payload, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/segments", options);
		return await this.resend.get(url, requestOptions);
	}
	async get(id, requestOptions = {}) {
		return await this.resend.get(`/segments/${id}`, requestOptions);
	}
	async update(id, payload, requestOptions = {}) {
		return await this.resend.patch(`/segments/${id}`, payload, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		return await this.resend.delete(`/segments/${id}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/suppressions/batch/batch.ts
var Batch = class {
	constructor(resend) {
		this.resend = resend;
	}
	async add(options, requestOptions = {}) {
		return this.resend.post("/suppressions/batch/add", options, requestOptions);
	}
	async remove(options, requestOptions = {}) {
		return this.resend.post("/suppressions/batch/remove", options, requestOptions);
	}
};
//#endregion
//#region src/suppressions/suppressions.ts
const missingIdentifierError = () => ({
	data: null,
	headers: null,
	error: {
		message: "Missing `id` field.",
		statusCode: null,
		name: "missing_required_field"
	}
});
var Suppressions = class {
	constructor(resend) {
		this.resend = resend;
		this.batch = new Batch(resend);
	}
	async add(options, requestOptions = {}) {
		return this.resend.post("/suppressions", options, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const queryString = buildSuppressionsQuery(options);
		const url = queryString ? `/suppressions?${queryString}` : "/suppressions";
		return this.resend.get(url, requestOptions);
	}
	async get(idOrEmail, requestOptions = {}) {
		if (!idOrEmail) return missingIdentifierError();
		return this.resend.get(`/suppressions/${encodeURIComponent(idOrEmail)}`, requestOptions);
	}
	async remove(idOrEmail, requestOptions = {}) {
		if (!idOrEmail) return missingIdentifierError();
		return this.resend.delete(`/suppressions/${encodeURIComponent(idOrEmail)}`, void 0, requestOptions);
	}
};
function buildSuppressionsQuery(options) {
	const { origin, ...pagination } = options;
	const searchParams = new URLSearchParams(buildPaginationQuery(pagination));
	if (origin) searchParams.set("origin", origin);
	return searchParams.toString();
}
//#endregion
//#region src/common/utils/get-pagination-query-properties.ts
function getPaginationQueryProperties(options = {}) {
	const query = new URLSearchParams();
	if (options.before) query.set("before", options.before);
	if (options.after) query.set("after", options.after);
	if (options.limit) query.set("limit", options.limit.toString());
	return query.size > 0 ? `?${query.toString()}` : "";
}
//#endregion
//#region src/common/utils/parse-template-to-api-options.ts
function parseVariables(variables) {
	return variables?.map((variable) => ({
		key: variable.key,
		type: variable.type,
		fallback_value: variable.fallbackValue
	}));
}
function parseTemplateToApiOptions(template) {
	return {
		name: "name" in template ? template.name : void 0,
		subject: template.subject,
		html: template.html,
		text: template.text,
		alias: template.alias,
		from: template.from,
		reply_to: template.replyTo,
		variables: parseVariables(template.variables)
	};
}
//#endregion
//#region src/templates/chainable-template-result.ts
var ChainableTemplateResult = class {
	constructor(promise, publishFn) {
		this.promise = promise;
		this.publishFn = publishFn;
	}
	then(onfulfilled, onrejected) {
		return this.promise.then(onfulfilled, onrejected);
	}
	async publish(requestOptions = {}) {
		const { data, error, headers } = await this.promise;
		if (error) return {
			data: null,
			headers,
			error
		};
		return this.publishFn(data.id, requestOptions);
	}
};
//#endregion
//#region src/templates/templates.ts
var Templates = class {
	constructor(resend) {
		this.resend = resend;
	}
	create(payload, requestOptions = {}) {
		return new ChainableTemplateResult(this.performCreate(payload, requestOptions), this.publish.bind(this));
	}
	async performCreate(payload, requestOptions) {
		const body = { ...payload };
		if (payload.react) body.html = await render(payload.react);
		return this.resend.post("/templates", parseTemplateToApiOptions(body), requestOptions);
	}
	async remove(identifier, requestOptions = {}) {
		return await this.resend.delete(`/templates/${identifier}`, void 0, requestOptions);
	}
	async get(identifier, requestOptions = {}) {
		return await this.resend.get(`/templates/${identifier}`, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		return this.resend.get(`/templates${getPaginationQueryProperties(options)}`, requestOptions);
	}
	duplicate(identifier, requestOptions = {}) {
		return new ChainableTemplateResult(this.resend.post(`/templates/${identifier}/duplicate`, void 0, requestOptions), this.publish.bind(this));
	}
	async publish(identifier, requestOptions = {}) {
		return await this.resend.post(`/templates/${identifier}/publish`, void 0, requestOptions);
	}
	async update(identifier, payload, requestOptions = {}) {
		return await this.resend.patch(`/templates/${identifier}`, parseTemplateToApiOptions(payload), requestOptions);
	}
};
//#endregion
//#region src/topics/topics.ts
var Topics = class {
	constructor(resend) {
		this.resend = resend;
	}
	async create(payload, requestOptions = {}) {
		const { defaultSubscription, ...body } = payload;
		return await this.resend.post("/topics", {
			...body,
			default_subscription: defaultSubscription
		}, requestOptions);
	}
	async list(requestOptions = {}) {
		return await this.resend.get("/topics", requestOptions);
	}
	async get(id, requestOptions = {}) {
		if (!id) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		return await this.resend.get(`/topics/${id}`, requestOptions);
	}
	async update(payload, requestOptions = {}) {
		if (!payload.id) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		return await this.resend.patch(`/topics/${payload.id}`, payload, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		if (!id) return {
			data: null,
			headers: null,
			error: {
				message: "Missing `id` field.",
				statusCode: null,
				name: "missing_required_field"
			}
		};
		return await this.resend.delete(`/topics/${id}`, void 0, requestOptions);
	}
};
//#endregion
//#region src/usage/usage.ts
var Usage = class {
	constructor(resend) {
		this.resend = resend;
	}
	async get(requestOptions = {}) {
		return await this.resend.get("/usage", requestOptions);
	}
};
//#endregion
//#region src/webhooks/events/attempts/attempts.ts
var Attempts = class {
	constructor(resend) {
		this.resend = resend;
	}
	async list(options, requestOptions = {}) {
		const { webhookId, eventId } = options;
		const url = buildPaginationUrl(`/webhooks/${webhookId}/events/${eventId}/attempts`, options);
		return await this.resend.get(url, requestOptions);
	}
};
//#endregion
//#region src/webhooks/events/events.ts
var Events = class {
	constructor(resend) {
		this.resend = resend;
		this.attempts = new Attempts(resend);
	}
	async list(options, requestOptions = {}) {
		const { webhookId } = options;
		const url = buildPaginationUrl(`/webhooks/${webhookId}/events`, options);
		return await this.resend.get(url, requestOptions);
	}
	async get(options, requestOptions = {}) {
		const { webhookId, eventId } = options;
		return await this.resend.get(`/webhooks/${webhookId}/events/${eventId}`, requestOptions);
	}
	async replay(options, requestOptions = {}) {
		const { webhookId, eventId } = options;
		return await this.resend.post(`/webhooks/${webhookId}/events/${eventId}/replay`, void 0, requestOptions);
	}
};
//#endregion
//#region src/webhooks/webhooks.ts
var Webhooks = class {
	constructor(resend) {
		this.resend = resend;
		this.events = new Events(resend);
	}
	async create(payload, requestOptions = {}) {
		return await this.resend.post("/webhooks", payload, requestOptions);
	}
	async get(id, requestOptions = {}) {
		return await this.resend.get(`/webhooks/${id}`, requestOptions);
	}
	async list(options = {}, requestOptions = {}) {
		const url = buildPaginationUrl("/webhooks", options);
		return await this.resend.get(url, requestOptions);
	}
	async update(id, payload, requestOptions = {}) {
		return await this.resend.patch(`/webhooks/${id}`, payload, requestOptions);
	}
	async remove(id, requestOptions = {}) {
		return await this.resend.delete(`/webhooks/${id}`, void 0, requestOptions);
	}
	async rotateSigningSecret(id, requestOptions = {}) {
		return await this.resend.post(`/webhooks/${id}/signing-secret/rotate`, void 0, requestOptions);
	}
	verify(payload) {
		return new standardwebhooks.Webhook(payload.webhookSecret).verify(payload.payload, {
			"webhook-id": payload.headers.id,
			"webhook-timestamp": payload.headers.timestamp,
			"webhook-signature": payload.headers.signature
		});
	}
};
//#endregion
//#region src/resend.ts
const defaultBaseUrl = "https://api.resend.com";
const defaultUserAgent = `resend-node:${version}`;
function getDefaultBaseUrl() {
	return typeof process !== "undefined" && process.env ? process.env.RESEND_BASE_URL || defaultBaseUrl : defaultBaseUrl;
}
function getDefaultUserAgent() {
	return typeof process !== "undefined" && process.env ? process.env.RESEND_USER_AGENT || defaultUserAgent : defaultUserAgent;
}
function isDebugEnabled() {
	return typeof process !== "undefined" && process.env ? process.env.RESEND_DEBUG === "true" : false;
}
var Resend = class {
	constructor(key, options) {
		this.key = key;
		this.segments = new Segments(this);
		this.apiKeys = new ApiKeys(this);
		this.audiences = this.segments;
		this.automations = new Automations(this);
		this.batch = new Batch$1(this);
		this.broadcasts = new Broadcasts(this);
		this.contactProperties = new ContactProperties(this);
		this.contacts = new Contacts(this);
		this.domains = new Domains(this);
		this.emails = new Emails(this);
		this.events = new Events$1(this);
		this.inboxes = new Inboxes(this);
		this.logs = new Logs(this);
		this.oauthGrants = new OAuthGrants(this);
		this.suppressions = new Suppressions(this);
		this.templates = new Templates(this);
		this.topics = new Topics(this);
		this.usage = new Usage(this);
		this.webhooks = new Webhooks(this);
		if (!key) {
			if (typeof process !== "undefined" && process.env) this.key = process.env.RESEND_API_KEY;
			if (!this.key) throw new Error("Missing API key. Pass it to the constructor `new Resend(\"re_123\")`");
		}
		this.baseUrl = options?.baseUrl ?? getDefaultBaseUrl();
		this.userAgent = options?.userAgent ?? getDefaultUserAgent();
		this.debug = isDebugEnabled();
		this.headers = new Headers({
			Authorization: `Bearer ${this.key}`,
			"User-Agent": this.userAgent,
			"Content-Type": "application/json"
		});
	}
	logError(error, path, status) {
		if (!this.debug) return;
		console.error("[Resend API Error]:", {
			...status !== void 0 && { status },
			error,
			path
		});
	}
	async fetchRequest(path, options = {}) {
		if (hasDotSegment(path)) return {
			data: null,
			error: {
				message: "Path parameters cannot be `.` or `..`.",
				statusCode: null,
				name: "invalid_parameter"
			},
			headers: null
		};
		const { signal } = options;
		try {
			const response = await fetch(`${this.baseUrl}${path}`, options);
			if (!response.ok) try {
				const rawError = await response.text();
				const parsedError = JSON.parse(rawError);
				this.logError(parsedError, path, response.status);
				return {
					data: null,
					error: parsedError,
					headers: Object.fromEntries(response.headers.entries())
				};
			} catch (err) {
				if (signal?.aborted && err === signal.reason) throw err;
				if (err instanceof SyntaxError) {
					const error = {
						name: "application_error",
						statusCode: response.status,
						message: "Internal server error. We are unable to process your request right now, please try again later."
					};
					this.logError(error, path, response.status);
					return {
						data: null,
						error,
						headers: Object.fromEntries(response.headers.entries())
					};
				}
				const error = {
					message: response.statusText,
					statusCode: response.status,
					name: "application_error"
				};
				if (err instanceof Error) {
					const errorWithMessage = {
						...error,
						message: err.message
					};
					this.logError(errorWithMessage, path, response.status);
					return {
						data: null,
						error: errorWithMessage,
						headers: Object.fromEntries(response.headers.entries())
					};
				}
				this.logError(error, path, response.status);
				return {
					data: null,
					error,
					headers: Object.fromEntries(response.headers.entries())
				};
			}
			return {
				data: await response.json(),
				error: null,
				headers: Object.fromEntries(response.headers.entries())
			};
		} catch {
			const error = {
				name: "application_error",
				statusCode: null,
				message: "Unable to fetch data. The request could not be resolved."
			};
			this.logError(error, path);
			return {
				data: null,
				error,
				headers: null
			};
		}
	}
	async post(path, entity, options = {}) {
		const headers = new Headers(this.headers);
		const isFormData = typeof FormData !== "undefined" && entity instanceof FormData;
		if (isFormData) headers.delete("Content-Type");
		if (options.headers) for (const [key, value] of new Headers(options.headers).entries()) headers.set(key, value);
		if (options.idempotencyKey) headers.set("Idempotency-Key", options.idempotencyKey);
		const requestOptions = {
			method: "POST",
			body: isFormData ? entity : JSON.stringify(entity),
			...options,
			headers
		};
		return this.fetchRequest(path, requestOptions);
	}
	async get(path, options = {}) {
		const headers = new Headers(this.headers);
		if (options.headers) for (const [key, value] of new Headers(options.headers).entries()) headers.set(key, value);
		const requestOptions = {
			method: "GET",
			...options,
			headers
		};
		return this.fetchRequest(path, requestOptions);
	}
	async put(path, entity, options = {}) {
		const headers = new Headers(this.headers);
		if (options.headers) for (const [key, value] of new Headers(options.headers).entries()) headers.set(key, value);
		const requestOptions = {
			method: "PUT",
			body: JSON.stringify(entity),
			...options,
			headers
		};
		return this.fetchRequest(path, requestOptions);
	}
	async patch(path, entity, options = {}) {
		const headers = new Headers(this.headers);
		if (options.headers) for (const [key, value] of new Headers(options.headers).entries()) headers.set(key, value);
		const requestOptions = {
			method: "PATCH",
			body: JSON.stringify(entity),
			...options,
			headers
		};
		return this.fetchRequest(path, requestOptions);
	}
	async delete(path, query, options = {}) {
		const headers = new Headers(this.headers);
		if (options.headers) for (const [key, value] of new Headers(options.headers).entries()) headers.set(key, value);
		const requestOptions = {
			method: "DELETE",
			body: query === void 0 ? void 0 : JSON.stringify(query),
			...options,
			headers
		};
		return this.fetchRequest(path, requestOptions);
	}
};
//#endregion
exports.INBOX_AGENT_ACTIONS = INBOX_AGENT_ACTIONS;
exports.INBOX_AGENT_TONES = INBOX_AGENT_TONES;
exports.INBOX_MESSAGE_FOLDERS = INBOX_MESSAGE_FOLDERS;
exports.MOVE_THREAD_FOLDERS = MOVE_THREAD_FOLDERS;
exports.Resend = Resend;
