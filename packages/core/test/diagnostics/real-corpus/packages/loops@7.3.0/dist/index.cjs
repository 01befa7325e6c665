"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
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
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/index.ts
var index_exports = {};
__export(index_exports, {
  APIError: () => APIError,
  LoopsClient: () => LoopsClient,
  RateLimitExceededError: () => RateLimitExceededError,
  ValidationError: () => ValidationError
});
module.exports = __toCommonJS(index_exports);
var RateLimitExceededError = class extends Error {
  limit;
  remaining;
  constructor(limit, remaining) {
    super(`Rate limit of ${limit} requests per second exceeded.`);
    this.name = "RateLimitExceededError";
    this.limit = limit;
    this.remaining = remaining;
  }
};
var APIError = class _APIError extends Error {
  statusCode;
  json;
  rawBody;
  constructor(statusCode, json, rawBody) {
    let message;
    if (json !== null) {
      if ("error" in json && typeof json.error === "object" && json.error?.message) {
        message = json.error.message;
      } else if ("error" in json && typeof json.error === "string") {
        message = json.error;
      } else if ("message" in json && typeof json.message === "string") {
        message = json.message;
      }
    }
    super(`${statusCode}${message ? ` - ${message}` : ""}`);
    this.name = "APIError";
    this.statusCode = statusCode;
    this.json = json;
    this.rawBody = rawBody;
    if (Error.captureStackTrace) {
      Error.captureStackTrace(this, _APIError);
    }
  }
};
var ValidationError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "ValidationError";
  }
};
var LoopsClient = class {
  apiKey;
  apiRoot = "https://app.loops.so/api/";
  constructor(apiKey) {
    if (!apiKey) {
      throw new Error("API key is required");
    }
    this.apiKey = apiKey;
  }
  /**
   * Creates and sends a query to the Loops API.
   *
   * @param {Object} params
   * @param {string} params.path Endpoint path
   * @param {string} params.method HTTP method
   * @param {Object} params.headers Additional headers to send with the request
   * @param {Object} params.payload Payload for PUT and POST requests
   * @param {Object} params.params URL query parameters
   */
  async _makeQuery({
    path,
    method = "GET",
    headers,
    payload,
    params
  }) {
    const h = new Headers();
    h.set("Authorization", `Bearer ${this.apiKey}`);
    h.set("Content-Type", "application/json");
    if (headers) {
      Object.entries(headers).forEach(([key, value]) => {
        if (value !== "" && value !== void 0 && value !== null) {
          h.set(key, value);
        }
      });
    }
    const url = new URL(path, this.apiRoot);
    if (params) {
      Object.entries(params).forEach(
        ([key, value]) => url.searchParams.append(key, value)
      );
    }
    const response = await fetch(url.href, {
      method,
      headers: h,
      body: payload ? JSON.stringify(payload) : void 0
    });
    if (response.status === 429) {
      const limit = parseInt(
        response.headers.get("x-ratelimit-limit") || "10",
        10
      );
      const remaining = parseInt(
        response.headers.get("x-ratelimit-remaining") || "10",
        10
      );
      throw new RateLimitExceededError(limit, remaining);
    }
    const text = await response.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
    }
    if (!response.ok) {
      throw new APIError(response.status, json, json === null ? text : void 0);
    }
    if (response.status === 204) {
      return void 0;
    }
    if (json === null) {
      throw new APIError(response.status, null, text);
    }
    return json;
  }
  /**
   * Test an API key.
   *
   * @see https://loops.so/docs/api-reference/api-key
   *
   * @returns {Object} Success response (JSON)
   */
  async testApiKey() {
    return this._makeQuery({
      path: "v1/api-key"
    });
  }
  /**
   * Create a new contact.
   *
   * @param {Object} params
   * @param {string} params.email The email address of the contact.
   * @param {Object} [params.properties] All other contact properties, including custom properties.
   * @param {Object} [params.mailingLists] An object of mailing list IDs and boolean subscription statuses.
   *
   * @see https://loops.so/docs/api-reference/create-contact
   *
   * @returns {Object} Contact record (JSON)
   */
  async createContact({
    email,
    properties,
    mailingLists
  }) {
    const payload = { ...properties, mailingLists };
    payload["email"] = email;
    return this._makeQuery({
      path: "v1/contacts/create",
      method: "POST",
      payload
    });
  }
  /**
   * Update a contact.
   *
   * @param {Object} params
   * @param {string} [params.email] The email address of the contact.
   * @param {string} [params.userId] The user ID of the contact.
   * @param {Object} [params.properties] All other contact properties, including custom properties.
   * @param {Object} [params.mailingLists] An object of mailing list IDs and boolean subscription statuses.
   *
   * @see https://loops.so/docs/api-reference/update-contact
   *
   * @returns {Object} Contact record (JSON)
   */
  async updateContact({
    email,
    userId,
    properties,
    mailingLists
  }) {
    if (!userId && !email)
      throw new ValidationError(
        "You must provide an `email` or `userId` value."
      );
    const payload = {
      ...properties,
      mailingLists
    };
    if (email) payload["email"] = email;
    if (userId) payload["userId"] = userId;
    return this._makeQuery({
      path: "v1/contacts/update",
      method: "PUT",
      payload
    });
  }
  /**
   * Find a contact by email address or user ID.
   *
   * @param {Object} params
   * @param {string} [params.email] The email address of the contact.
   * @param {string} [params.userId] The user ID of the contact.
   *
   * @see https://loops.so/docs/api-reference/find-contact
   *
   * @returns {Object} List of contact records (JSON)
   */
  async findContact({
    email,
    userId
  }) {
    if (email && userId)
      throw new ValidationError("Only one parameter is permitted.");
    if (!email && !userId)
      throw new ValidationError(
        "You must provide an `email` or `userId` value."
      );
    const params = {};
    if (email) params["email"] = email;
    else if (userId) params["userId"] = userId;
    return this._makeQuery({
      path: "v1/contacts/find",
      params
    });
  }
  /**
   * Delete a contact by email or user ID.
   *
   * @param {Object} params
   * @param {string} [params.email] The email address of the contact.
   * @param {string} [params.userId] The user ID of the contact.
   *
   * @see https://loops.so/docs/api-reference/delete-contact
   *
   * @returns {Object} Confirmation (JSON)
   */
  async deleteContact({
    email,
    userId
  }) {
    if (email && userId)
      throw new ValidationError("Only one parameter is permitted.");
    if (!email && !userId)
      throw new ValidationError(
        "You must provide an `email` or `userId` value."
      );
    const payload = {};
    if (email) payload["email"] = email;
    else if (userId) payload["userId"] = userId;
    return this._makeQuery({
      path: "v1/contacts/delete",
      method: "POST",
      payload
    });
  }
  /**
   * Check whether a contact is suppressed by email or user ID.
   *
   * @param {Object} params
   * @param {string} [params.email] The email address of the contact.
   * @param {string} [params.userId] The user ID of the contact.
   *
   * @see https://loops.so/docs/api-reference/check-contact-suppression
   *
   * @returns {Object} Suppression status and removal quota (JSON)
   */
  async checkContactSuppression({
    email,
    userId
  }) {
    if (email && userId)
      throw new ValidationError("Only one parameter is permitted.");
    if (!email && !userId)
      throw new ValidationError(
        "You must provide an `email` or `userId` value."
      );
    const params = {};
    if (email) params["email"] = email;
    else if (userId) params["userId"] = userId;
    return this._makeQuery({
      path: "v1/contacts/suppression",
      params
    });
  }
  /**
   * Remove suppression for a contact by email or user ID.
   *
   * @param {Object} params
   * @param {string} [params.email] The email address of the contact.
   * @param {string} [params.userId] The user ID of the contact.
   *
   * @see https://loops.so/docs/api-reference/remove-contact-suppression
   *
   * @returns {Object} Confirmation and remaining removal quota (JSON)
   */
  async removeContactSuppression({
    email,
    userId
  }) {
    if (email && userId)
      throw new ValidationError("Only one parameter is permitted.");
    if (!email && !userId)
      throw new ValidationError(
        "You must provide an `email` or `userId` value."
      );
    const params = {};
    if (email) params["email"] = email;
    else if (userId) params["userId"] = userId;
    return this._makeQuery({
      path: "v1/contacts/suppression",
      method: "DELETE",
      params
    });
  }
  /**
   * Create a new contact property.
   *
   * @param {string} name The name of the property. Should be in camelCase like "planName".
   * @param {"string" | "number" | "boolean" | "date"} type The property's value type.
   *
   * @see https://loops.so/docs/api-reference/create-contact-property
   *
   * @returns {Object} Contact property record (JSON)
   */
  async createContactProperty(name, type) {
    return this._makeQuery({
      path: "v1/contacts/properties",
      method: "POST",
      payload: {
        name,
        type
      }
    });
  }
  /**
   * List contact properties.
   *
   * @param {"all" | "custom"} [list] Return all or just custom properties.
   *
   * @see https://loops.so/docs/api-reference/list-contact-properties
   *
   * @returns {Object} List of contact properties (JSON)
   */
  async listContactProperties(list) {
    return this._makeQuery({
      path: "v1/contacts/properties",
      params: { list: list || "all" }
    });
  }
  /**
   * List mailing lists.
   *
   * @see https://loops.so/docs/api-reference/list-mailing-lists
   *
   * @returns {Object} List of mailing lists (JSON)
   */
  async listMailingLists() {
    return this._makeQuery({
      path: "v1/lists"
    });
  }
  /**
   * Send an event.
   *
   * @param {Object} params
   * @param {string} [params.email] The email address of the contact.
   * @param {string} [params.userId] The user ID of the contact.
   * @param {string} params.eventName The name of the event.
   * @param {Object} [params.contactProperties] Properties to update the contact with, including custom properties.
   * @param {Object} [params.eventProperties] Event properties, made available in emails triggered by the event.
   * @param {Object} [params.mailingLists] An object of mailing list IDs and boolean subscription statuses.
   * @param {Object} [params.headers] Additional headers to send with the request.
   *
   * @see https://loops.so/docs/api-reference/send-event
   *
   * @returns {Object} Response (JSON)
   */
  async sendEvent({
    email,
    userId,
    eventName,
    contactProperties,
    eventProperties,
    mailingLists,
    headers
  }) {
    if (!userId && !email)
      throw new ValidationError(
        "You must provide an `email` or `userId` value."
      );
    const payload = {
      eventName,
      ...contactProperties,
      eventProperties,
      mailingLists
    };
    if (email) payload["email"] = email;
    if (userId) payload["userId"] = userId;
    return this._makeQuery({
      path: "v1/events/send",
      method: "POST",
      headers,
      payload
    });
  }
  /**
   * Send a transactional email.
   *
   * @param {Object} params
   * @param {string} params.transactionalId The ID of the transactional email to send.
   * @param {string} params.email The email address of the recipient.
   * @param {boolean} [params.addToAudience] Create a contact in your audience using the provided email address (if one doesn't already exist).
   * @param {Object} [params.dataVariables] Data variables as defined by the transational email template.
   * @param {Object[]} [params.attachments] File(s) to be sent along with the email message.
   * @param {Object} [params.headers] Additional headers to send with the request.
   *
   * @see https://loops.so/docs/api-reference/send-transactional-email
   *
   * @returns {Object} Confirmation (JSON)
   */
  async sendTransactionalEmail({
    transactionalId,
    email,
    addToAudience,
    dataVariables,
    attachments,
    headers
  }) {
    const payload = {
      transactionalId,
      email,
      addToAudience,
      dataVariables,
      attachments
    };
    return this._makeQuery({
      path: "v1/transactional",
      method: "POST",
      headers,
      payload
    });
  }
  /**
   * List transactional emails.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results. Cursors can be found from the `pagination.nextCursor` value in each response.
   *
   * @see https://loops.so/docs/api-reference/list-transactional-emails
   *
   * @returns {Object} List of transactional emails (JSON)
   */
  async listTransactionalEmails({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/transactional-emails",
      params
    });
  }
  /**
   * Get a transactional email by ID.
   *
   * @param {string} transactionalId The ID of the transactional email.
   *
   * @see https://loops.so/docs/api-reference/get-transactional-email
   *
   * @returns {Object} Transactional email (JSON)
   */
  async getTransactionalEmail(transactionalId) {
    return this._makeQuery({
      path: `v1/transactional-emails/${transactionalId}`
    });
  }
  /**
   * Create a transactional email.
   *
   * @param {Object} params
   * @param {string} params.name The name of the transactional email.
   * @param {string} [params.transactionalGroupId] The ID of the group to add this transactional email to.
   *
   * @see https://loops.so/docs/api-reference/create-transactional-email
   *
   * @returns {Object} Created transactional email with draft (JSON)
   */
  async createTransactionalEmail({
    name,
    transactionalGroupId
  }) {
    const payload = { name };
    if (transactionalGroupId !== void 0) {
      payload.transactionalGroupId = transactionalGroupId;
    }
    return this._makeQuery({
      path: "v1/transactional-emails",
      method: "POST",
      payload
    });
  }
  /**
   * Update a transactional email.
   *
   * @param {string} transactionalId The ID of the transactional email.
   * @param {Object} params
   * @param {string} [params.name] The name of the transactional email.
   * @param {string} [params.transactionalGroupId] The ID of the group to move this transactional email to.
   *
   * @see https://loops.so/docs/api-reference/update-transactional-email
   *
   * @returns {Object} Updated transactional email (JSON)
   */
  async updateTransactionalEmail(transactionalId, {
    name,
    transactionalGroupId
  }) {
    const payload = {};
    if (name !== void 0) payload.name = name;
    if (transactionalGroupId !== void 0) {
      payload.transactionalGroupId = transactionalGroupId;
    }
    return this._makeQuery({
      path: `v1/transactional-emails/${transactionalId}`,
      method: "POST",
      payload
    });
  }
  /**
   * Ensure a transactional email has a draft email message.
   *
   * @param {string} transactionalId The ID of the transactional email.
   *
   * @see https://loops.so/docs/api-reference/ensure-transactional-draft
   *
   * @returns {Object} Transactional email with draft (JSON)
   */
  async ensureTransactionalEmailDraft(transactionalId) {
    return this._makeQuery({
      path: `v1/transactional-emails/${transactionalId}/draft`,
      method: "POST"
    });
  }
  /**
   * Publish a transactional email draft.
   *
   * @param {string} transactionalId The ID of the transactional email.
   *
   * @see https://loops.so/docs/api-reference/publish-transactional-email
   *
   * @returns {Object} Published transactional email (JSON)
   */
  async publishTransactionalEmail(transactionalId) {
    return this._makeQuery({
      path: `v1/transactional-emails/${transactionalId}/publish`,
      method: "POST"
    });
  }
  /**
   * List dedicated sending IP addresses.
   *
   * @see https://loops.so/docs/api-reference/dedicated-sending-ips
   *
   * @returns {string[]} List of IP addresses
   */
  async listDedicatedSendingIps() {
    return this._makeQuery({
      path: "v1/dedicated-sending-ips"
    });
  }
  /**
   * List audience segments.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results. Cursors can be found from the `pagination.nextCursor` value in each response.
   *
   * @see https://loops.so/docs/api-reference/list-audience-segments
   *
   * @returns {Object} List of audience segments (JSON)
   */
  async listAudienceSegments({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/audience-segments",
      params
    });
  }
  /**
   * Get an audience segment by ID.
   *
   * @param {string} audienceSegmentId The ID of the audience segment.
   *
   * @see https://loops.so/docs/api-reference/get-audience-segment
   *
   * @returns {Object} Audience segment (JSON)
   */
  async getAudienceSegment(audienceSegmentId) {
    return this._makeQuery({
      path: `v1/audience-segments/${audienceSegmentId}`
    });
  }
  /**
   * Create an audience segment.
   *
   * @param {Object} params
   * @param {string} params.name The name of the audience segment. Must be unique within the team.
   * @param {string} [params.description] An optional description of the audience segment.
   * @param {AudienceFilter} params.filter A tree of audience conditions combined with `match`.
   *
   * @see https://loops.so/docs/api-reference/create-audience-segment
   *
   * @returns {Object} Created audience segment (JSON)
   */
  async createAudienceSegment({
    name,
    description,
    filter
  }) {
    const payload = { name, filter };
    if (description !== void 0) payload.description = description;
    return this._makeQuery({
      path: "v1/audience-segments",
      method: "POST",
      payload
    });
  }
  /**
   * List email themes.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results. Cursors can be found from the `pagination.nextCursor` value in each response.
   *
   * @see https://loops.so/docs/api-reference/list-themes
   *
   * @returns {Object} List of themes (JSON)
   */
  async listThemes({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/themes",
      params
    });
  }
  /**
   * Get a theme by ID.
   *
   * @param {string} themeId The ID of the theme.
   *
   * @see https://loops.so/docs/api-reference/get-theme
   *
   * @returns {Object} Theme (JSON)
   */
  async getTheme(themeId) {
    return this._makeQuery({
      path: `v1/themes/${themeId}`
    });
  }
  /**
   * Create a theme.
   *
   * @param {Object} params
   * @param {string} params.name The theme name.
   * @param {ThemeStyles} [params.styles] Style attributes for the theme.
   *
   * @see https://loops.so/docs/api-reference/create-theme
   *
   * @returns {Object} Created theme (JSON)
   */
  async createTheme({
    name,
    styles
  }) {
    const payload = { name };
    if (styles !== void 0) payload.styles = styles;
    return this._makeQuery({
      path: "v1/themes",
      method: "POST",
      payload
    });
  }
  /**
   * Update a theme's name and/or styles.
   *
   * When `styles` change, the update cascades to every email using this theme.
   * `affectedEmailCount` in the response reports how many emails were affected.
   *
   * @param {string} themeId The ID of the theme.
   * @param {Object} params
   * @param {string} [params.name] The theme name.
   * @param {ThemeStyles} [params.styles] Style attributes for the theme.
   *
   * @see https://loops.so/docs/api-reference/update-theme
   *
   * @returns {Object} Updated theme (JSON)
   */
  async updateTheme(themeId, {
    name,
    styles
  }) {
    const payload = {};
    if (name !== void 0) payload.name = name;
    if (styles !== void 0) payload.styles = styles;
    return this._makeQuery({
      path: `v1/themes/${themeId}`,
      method: "POST",
      payload
    });
  }
  /**
   * List email components.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results. Cursors can be found from the `pagination.nextCursor` value in each response.
   *
   * @see https://loops.so/docs/api-reference/list-components
   *
   * @returns {Object} List of components (JSON)
   */
  async listComponents({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/components",
      params
    });
  }
  /**
   * Get a component by ID.
   *
   * @param {string} componentId The ID of the component.
   *
   * @see https://loops.so/docs/api-reference/get-component
   *
   * @returns {Object} Component (JSON)
   */
  async getComponent(componentId) {
    return this._makeQuery({
      path: `v1/components/${componentId}`
    });
  }
  /**
   * Create a component.
   *
   * @param {Object} params
   * @param {string} params.name The component name.
   * @param {string} params.lmx The component body as an LMX string.
   *
   * @see https://loops.so/docs/api-reference/create-component
   *
   * @returns {Object} Created component (JSON)
   */
  async createComponent({
    name,
    lmx
  }) {
    return this._makeQuery({
      path: "v1/components",
      method: "POST",
      payload: { name, lmx }
    });
  }
  /**
   * Update a component's name and/or LMX body.
   *
   * When `lmx` changes, the update cascades to every email using this component.
   * `affectedEmailCount` in the response reports how many were affected.
   *
   * @param {string} componentId The ID of the component.
   * @param {Object} params
   * @param {string} [params.name] The component name.
   * @param {string} [params.lmx] The component body as an LMX string.
   *
   * @see https://loops.so/docs/api-reference/update-component
   *
   * @returns {Object} Updated component (JSON)
   */
  async updateComponent(componentId, {
    name,
    lmx
  }) {
    const payload = {};
    if (name !== void 0) payload.name = name;
    if (lmx !== void 0) payload.lmx = lmx;
    return this._makeQuery({
      path: `v1/components/${componentId}`,
      method: "POST",
      payload
    });
  }
  /**
   * List campaigns.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results. Cursors can be found from the `pagination.nextCursor` value in each response.
   *
   * @see https://loops.so/docs/api-reference/list-campaigns
   *
   * @returns {Object} List of campaigns (JSON)
   */
  async listCampaigns({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/campaigns",
      params
    });
  }
  /**
   * Create a draft campaign.
   *
   * @param {Object} params
   * @param {string} params.name The campaign name.
   * @param {string} [params.campaignGroupId] The ID of the group to add this campaign to.
   * @param {string | null} [params.mailingListId] The ID of the mailing list to send to.
   * @param {string | null} [params.audienceSegmentId] The ID of an audience segment.
   * @param {AudienceFilter | null} [params.audienceFilter] An audience filter.
   * @param {CampaignSchedulingRequest} [params.scheduling] When the campaign should send.
   *
   * @see https://loops.so/docs/api-reference/create-campaign
   *
   * @returns {Object} Created campaign (JSON)
   */
  async createCampaign({
    name,
    campaignGroupId,
    mailingListId,
    audienceSegmentId,
    audienceFilter,
    scheduling
  }) {
    const payload = { name };
    if (campaignGroupId !== void 0) payload.campaignGroupId = campaignGroupId;
    if (mailingListId !== void 0) payload.mailingListId = mailingListId;
    if (audienceSegmentId !== void 0) {
      payload.audienceSegmentId = audienceSegmentId;
    }
    if (audienceFilter !== void 0) payload.audienceFilter = audienceFilter;
    if (scheduling !== void 0) payload.scheduling = scheduling;
    return this._makeQuery({
      path: "v1/campaigns",
      method: "POST",
      payload
    });
  }
  /**
   * Get a campaign by ID.
   *
   * @param {string} campaignId The ID of the campaign.
   *
   * @see https://loops.so/docs/api-reference/get-campaign
   *
   * @returns {Object} Campaign (JSON)
   */
  async getCampaign(campaignId) {
    return this._makeQuery({
      path: `v1/campaigns/${campaignId}`
    });
  }
  /**
   * Update a draft campaign.
   *
   * @param {string} campaignId The ID of the campaign.
   * @param {Object} params
   * @param {string} [params.name] The campaign name.
   * @param {string} [params.campaignGroupId] The ID of the group to move this campaign to.
   * @param {string | null} [params.mailingListId] The ID of the mailing list to send to.
   * @param {string | null} [params.audienceSegmentId] The ID of an audience segment.
   * @param {AudienceFilter | null} [params.audienceFilter] An audience filter.
   * @param {CampaignSchedulingRequest} [params.scheduling] When the campaign should send.
   *
   * @see https://loops.so/docs/api-reference/update-campaign
   *
   * @returns {Object} Updated campaign (JSON)
   */
  async updateCampaign(campaignId, {
    name,
    campaignGroupId,
    mailingListId,
    audienceSegmentId,
    audienceFilter,
    scheduling
  }) {
    const payload = {};
    if (name !== void 0) payload.name = name;
    if (campaignGroupId !== void 0) payload.campaignGroupId = campaignGroupId;
    if (mailingListId !== void 0) payload.mailingListId = mailingListId;
    if (audienceSegmentId !== void 0) {
      payload.audienceSegmentId = audienceSegmentId;
    }
    if (audienceFilter !== void 0) payload.audienceFilter = audienceFilter;
    if (scheduling !== void 0) payload.scheduling = scheduling;
    return this._makeQuery({
      path: `v1/campaigns/${campaignId}`,
      method: "POST",
      payload
    });
  }
  /**
   * Get an email message by ID.
   *
   * @param {string} emailMessageId The ID of the email message.
   *
   * @see https://loops.so/docs/api-reference/get-email-message
   *
   * @returns {Object} Email message (JSON)
   */
  async getEmailMessage(emailMessageId) {
    return this._makeQuery({
      path: `v1/email-messages/${emailMessageId}`
    });
  }
  /**
   * Update an email message.
   *
   * @param {string} emailMessageId The ID of the email message.
   * @param {Object} params
   * @param {string} [params.expectedRevisionId] The `contentRevisionId` you last fetched. Used for optimistic concurrency.
   * @param {string} [params.subject] The email subject.
   * @param {string} [params.previewText] The email preview text.
   * @param {string} [params.fromName] The sender name.
   * @param {string} [params.fromEmail] The sender username (without `@` or domain).
   * @param {string} [params.replyToEmail] Reply-to email. Must be empty or a valid email address.
   * @param {string} [params.ccEmail] CC email address.
   * @param {string} [params.bccEmail] BCC email address.
   * @param {string} [params.languageCode] Language code for the email.
   * @param {"styled" | "plain"} [params.emailFormat] The rendering format of the email.
   * @param {string} [params.lmx] The email body serialized as LMX.
   * @param {Record<string, string | null>} [params.contactPropertiesFallbacks] Fallback values for contact properties.
   * @param {Record<string, string | null>} [params.eventPropertiesFallbacks] Fallback values for event properties.
   * @param {Record<string, string | null>} [params.dataVariablesFallbacks] Fallback values for data variables.
   *
   * @see https://loops.so/docs/api-reference/update-email-message
   *
   * @returns {Object} Updated email message (JSON)
   */
  async updateEmailMessage(emailMessageId, {
    expectedRevisionId,
    subject,
    previewText,
    fromName,
    fromEmail,
    replyToEmail,
    ccEmail,
    bccEmail,
    languageCode,
    emailFormat,
    lmx,
    contactPropertiesFallbacks,
    eventPropertiesFallbacks,
    dataVariablesFallbacks
  }) {
    const payload = {};
    if (expectedRevisionId !== void 0)
      payload.expectedRevisionId = expectedRevisionId;
    if (subject !== void 0) payload.subject = subject;
    if (previewText !== void 0) payload.previewText = previewText;
    if (fromName !== void 0) payload.fromName = fromName;
    if (fromEmail !== void 0) payload.fromEmail = fromEmail;
    if (replyToEmail !== void 0) payload.replyToEmail = replyToEmail;
    if (ccEmail !== void 0) payload.ccEmail = ccEmail;
    if (bccEmail !== void 0) payload.bccEmail = bccEmail;
    if (languageCode !== void 0) payload.languageCode = languageCode;
    if (emailFormat !== void 0) payload.emailFormat = emailFormat;
    if (lmx !== void 0) payload.lmx = lmx;
    if (contactPropertiesFallbacks !== void 0) {
      payload.contactPropertiesFallbacks = contactPropertiesFallbacks;
    }
    if (eventPropertiesFallbacks !== void 0) {
      payload.eventPropertiesFallbacks = eventPropertiesFallbacks;
    }
    if (dataVariablesFallbacks !== void 0) {
      payload.dataVariablesFallbacks = dataVariablesFallbacks;
    }
    return this._makeQuery({
      path: `v1/email-messages/${emailMessageId}`,
      method: "POST",
      payload
    });
  }
  /**
   * Send a preview of an email message.
   *
   * @param {string} emailMessageId The ID of the email message.
   * @param {Object} params
   * @param {string[]} params.emails One or more addresses to send the preview to.
   * @param {Record<string, string>} [params.contactProperties] Contact property values to render.
   * @param {Record<string, string>} [params.eventProperties] Event property values to render.
   * @param {Record<string, unknown>} [params.dataVariables] Transactional data variables to render.
   *
   * @see https://loops.so/docs/api-reference/preview-email-message
   *
   * @returns {Object} Preview confirmation (JSON)
   */
  async sendEmailMessagePreview(emailMessageId, {
    emails,
    contactProperties,
    eventProperties,
    dataVariables
  }) {
    const payload = { emails };
    if (contactProperties !== void 0) {
      payload.contactProperties = contactProperties;
    }
    if (eventProperties !== void 0) {
      payload.eventProperties = eventProperties;
    }
    if (dataVariables !== void 0) payload.dataVariables = dataVariables;
    return this._makeQuery({
      path: `v1/email-messages/${emailMessageId}/preview`,
      method: "POST",
      payload
    });
  }
  /**
   * Run Guardian checks on an email message.
   *
   * Validates content against Guardian rules and returns errors and warnings.
   * Errors must be resolved before the email can be published; warnings are advisory.
   *
   * @param {string} emailMessageId The ID of the email message.
   *
   * @see https://loops.so/docs/api-reference/run-guardian-checks
   *
   * @returns {Object} Guardian errors and warnings (JSON)
   */
  async runEmailMessageGuardian(emailMessageId) {
    return this._makeQuery({
      path: `v1/email-messages/${emailMessageId}/guardian`
    });
  }
  /**
   * List event patterns available to workflow event trigger nodes.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results.
   *
   * @see https://loops.so/docs/api-reference/list-event-patterns
   *
   * @returns {Object} List of event patterns (JSON)
   */
  async listEventPatterns({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/event-patterns",
      params
    });
  }
  /**
   * Get an event pattern by ID.
   *
   * @param {string} eventPatternId The ID of the event pattern.
   *
   * @see https://loops.so/docs/api-reference/get-event-pattern
   *
   * @returns {Object} Event pattern (JSON)
   */
  async getEventPattern(eventPatternId) {
    return this._makeQuery({
      path: `v1/event-patterns/${eventPatternId}`
    });
  }
  /**
   * Get an event pattern by event name.
   *
   * @param {string} eventName The name of the event pattern.
   *
   * @see https://loops.so/docs/api-reference/get-event-pattern-by-name
   *
   * @returns {Object} Event pattern (JSON)
   */
  async getEventPatternByName(eventName) {
    return this._makeQuery({
      path: `v1/event-patterns/by-name/${encodeURIComponent(eventName)}`
    });
  }
  /**
   * List workflows.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results.
   *
   * @see https://loops.so/docs/api-reference/list-workflows
   *
   * @returns {Object} List of workflows (JSON)
   */
  async listWorkflows({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/workflows",
      params
    });
  }
  /**
   * Create a draft workflow with a blank trigger and exit node.
   *
   * @param {Object} params
   * @param {string} params.name The name of the workflow.
   * @param {string} [params.description] The description of the workflow.
   * @param {string | null} [params.mailingListId] The ID of a mailing list the workflow sends to.
   *
   * @see https://loops.so/docs/api-reference/create-workflow
   *
   * @returns {Object} Created workflow (JSON)
   */
  async createWorkflow({
    name,
    description,
    mailingListId
  }) {
    const payload = { name };
    if (description !== void 0) payload.description = description;
    if (mailingListId !== void 0) payload.mailingListId = mailingListId;
    return this._makeQuery({
      path: "v1/workflows",
      method: "POST",
      payload
    });
  }
  /**
   * Get a workflow by ID.
   *
   * @param {string} workflowId The ID of the workflow.
   *
   * @see https://loops.so/docs/api-reference/get-workflow
   *
   * @returns {Object} Workflow graph (JSON)
   */
  async getWorkflow(workflowId) {
    return this._makeQuery({
      path: `v1/workflows/${workflowId}`
    });
  }
  /**
   * Update a workflow's display properties.
   *
   * At least one of `name` or `description` must be provided. To change the
   * mailing list, use `changeWorkflowMailingList()`.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   * @param {string} [params.name] The updated workflow name.
   * @param {string} [params.description] The updated workflow description.
   *
   * @see https://loops.so/docs/api-reference/update-workflow
   *
   * @returns {Object} Updated workflow (JSON)
   */
  async updateWorkflow(workflowId, {
    expectedRevisionId,
    name,
    description
  }) {
    const payload = { expectedRevisionId };
    if (name !== void 0) payload.name = name;
    if (description !== void 0) payload.description = description;
    return this._makeQuery({
      path: `v1/workflows/${workflowId}`,
      method: "POST",
      payload
    });
  }
  /**
   * Delete a workflow.
   *
   * Successful deletion returns no content. If the workflow is currently
   * sending or has queued contacts, Loops returns `409 Conflict` instead of
   * deleting. Retry with `confirmDelete: true` to delete the workflow, stop
   * sending, and cancel queued contacts.
   *
   * Once deleted, workflows are not returned in other API endpoints.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   * @param {boolean} [params.confirmDelete] Set to `true` after a confirmation-required `409 Conflict` to confirm deletion.
   *
   * @see https://loops.so/docs/api-reference/delete-workflow
   */
  async deleteWorkflow(workflowId, {
    expectedRevisionId,
    confirmDelete
  }) {
    const payload = { expectedRevisionId };
    if (confirmDelete !== void 0) payload.confirmDelete = confirmDelete;
    await this._makeQuery({
      path: `v1/workflows/${workflowId}`,
      method: "DELETE",
      payload
    });
  }
  /**
   * Dry run or apply a workflow mailing list change.
   *
   * If queued contacts would be removed, Loops returns
   * `"status": "queuedContactsFound"` instead of updating. Retry with
   * `queuedContactPolicy: "discard"` to apply the change.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   * @param {string | null} params.mailingListId The mailing list to use, or `null` to clear it.
   * @param {boolean} [params.dryRun] If `true`, validate without modifying the workflow.
   * @param {"fail" | "discard"} [params.queuedContactPolicy] How to handle queued contacts that would be removed.
   *
   * @see https://loops.so/docs/api-reference/change-workflow-mailing-list
   *
   * @returns {Object} Preview or updated mailing list result (JSON)
   */
  async changeWorkflowMailingList(workflowId, {
    expectedRevisionId,
    mailingListId,
    dryRun,
    queuedContactPolicy
  }) {
    const payload = { expectedRevisionId, mailingListId };
    if (dryRun !== void 0) payload.dryRun = dryRun;
    if (queuedContactPolicy !== void 0) {
      payload.queuedContactPolicy = queuedContactPolicy;
    }
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/mailing-list`,
      method: "POST",
      payload
    });
  }
  /**
   * Create a new default workflow node and return it with the latest workflow.
   *
   * Use `insertMode: "between"` to place the node between an existing connection,
   * `insertMode: "before"` to insert before a node (`toNodeId`), or
   * `insertMode: "after"` to insert after a node that has exactly one outgoing
   * connection. Configure the node after creation with `updateWorkflowNode()`.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {Object} params Create parameters including `insertMode` and revision.
   *
   * @see https://loops.so/docs/api-reference/create-workflow-node
   *
   * @returns {Object} Created node and workflow (JSON)
   */
  async createWorkflowNode(workflowId, params) {
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/nodes`,
      method: "POST",
      payload: params
    });
  }
  /**
   * Get a workflow node by ID.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {string} nodeId The ID of the workflow node.
   *
   * @see https://loops.so/docs/api-reference/get-workflow-node
   *
   * @returns {Object} Workflow node (JSON)
   */
  async getWorkflowNode(workflowId, nodeId) {
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/nodes/${nodeId}`
    });
  }
  /**
   * Update workflow-node-owned fields for a single node.
   *
   * Shared resources such as email messages and audience segments should be
   * updated through their own APIs.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {string} nodeId The ID of the workflow node.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   * @param {UpdateWorkflowNodePayload} params.payload Node-type-specific fields to update.
   *
   * @see https://loops.so/docs/api-reference/update-workflow-node
   *
   * @returns {Object} Updated workflow node and latest workflow (JSON)
   */
  async updateWorkflowNode(workflowId, nodeId, {
    expectedRevisionId,
    payload
  }) {
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/nodes/${nodeId}`,
      method: "POST",
      payload: { expectedRevisionId, payload }
    });
  }
  /**
   * Delete a single workflow node.
   *
   * If contacts are queued at the node, Loops returns
   * `"status": "queuedContactsFound"` instead of deleting. Retry with
   * `queuedContactPolicy: "discard"` to delete the node.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {string} nodeId The ID of the workflow node.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   * @param {boolean} [params.dryRun] If `true`, validate without modifying the workflow.
   * @param {"fail" | "discard"} [params.queuedContactPolicy] How to handle queued contacts.
   *
   * @see https://loops.so/docs/api-reference/delete-workflow-node
   *
   * @returns {Object} Preview or delete result (JSON)
   */
  async deleteWorkflowNode(workflowId, nodeId, {
    expectedRevisionId,
    dryRun,
    queuedContactPolicy
  }) {
    const payload = { expectedRevisionId };
    if (dryRun !== void 0) payload.dryRun = dryRun;
    if (queuedContactPolicy !== void 0) {
      payload.queuedContactPolicy = queuedContactPolicy;
    }
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/nodes/${nodeId}`,
      method: "DELETE",
      payload
    });
  }
  /**
   * Add a branch and a child node under an existing Branch or Experiment node.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {string} nodeId The ID of the Branch or Experiment node.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   *
   * @see https://loops.so/docs/api-reference/add-workflow-branch
   *
   * @returns {Object} Created child node and workflow (JSON)
   */
  async addWorkflowBranch(workflowId, nodeId, {
    expectedRevisionId
  }) {
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/nodes/${nodeId}/add-branch`,
      method: "POST",
      payload: { expectedRevisionId }
    });
  }
  /**
   * Reroute a source node's single outgoing connection to another target node.
   *
   * The source node must have exactly one outgoing connection. Branch and
   * experiment branch nodes cannot be rerouted with this method.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {string} nodeId The ID of the source workflow node.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   * @param {string} params.newTargetNodeId The node that should receive the connection.
   *
   * @see https://loops.so/docs/api-reference/reroute-node-connection
   *
   * @returns {Object} Updated source node and latest workflow (JSON)
   */
  async rerouteWorkflowNode(workflowId, nodeId, {
    expectedRevisionId,
    newTargetNodeId
  }) {
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/nodes/${nodeId}/reroute`,
      method: "POST",
      payload: { expectedRevisionId, newTargetNodeId }
    });
  }
  /**
   * Delete a node and its downstream subtree.
   *
   * If contacts are queued at any node that would be deleted, Loops returns
   * `"status": "queuedContactsFound"` instead of deleting. Retry with
   * `queuedContactPolicy: "discard"` to delete.
   *
   * @param {string} workflowId The ID of the workflow.
   * @param {string} nodeId The ID of the workflow node.
   * @param {Object} params
   * @param {string | null} params.expectedRevisionId The workflow revision token from the latest read or mutation. Pass `null` for workflows without a revision yet.
   * @param {boolean} [params.dryRun] If `true`, validate without modifying the workflow.
   * @param {"fail" | "discard"} [params.queuedContactPolicy] How to handle queued contacts.
   *
   * @see https://loops.so/docs/api-reference/delete-workflow-nodes
   *
   * @returns {Object} Preview or delete result (JSON)
   */
  async deleteWorkflowNodesRecursive(workflowId, nodeId, {
    expectedRevisionId,
    dryRun,
    queuedContactPolicy
  }) {
    const payload = { expectedRevisionId };
    if (dryRun !== void 0) payload.dryRun = dryRun;
    if (queuedContactPolicy !== void 0) {
      payload.queuedContactPolicy = queuedContactPolicy;
    }
    return this._makeQuery({
      path: `v1/workflows/${workflowId}/nodes/${nodeId}/recursive`,
      method: "DELETE",
      payload
    });
  }
  /**
   * List campaign groups.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results.
   *
   * @see https://loops.so/docs/api-reference/list-campaign-groups
   *
   * @returns {Object} List of campaign groups (JSON)
   */
  async listCampaignGroups({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/campaign-groups",
      params
    });
  }
  /**
   * Create a campaign group.
   *
   * @param {Object} params
   * @param {string} params.name The group name.
   * @param {string} [params.description] An optional description for the group.
   *
   * @see https://loops.so/docs/api-reference/create-campaign-group
   *
   * @returns {Object} Created campaign group (JSON)
   */
  async createCampaignGroup({
    name,
    description
  }) {
    const payload = { name };
    if (description !== void 0) payload.description = description;
    return this._makeQuery({
      path: "v1/campaign-groups",
      method: "POST",
      payload
    });
  }
  /**
   * Get a campaign group by ID.
   *
   * @param {string} campaignGroupId The ID of the campaign group.
   *
   * @see https://loops.so/docs/api-reference/get-campaign-group
   *
   * @returns {Object} Campaign group (JSON)
   */
  async getCampaignGroup(campaignGroupId) {
    return this._makeQuery({
      path: `v1/campaign-groups/${campaignGroupId}`
    });
  }
  /**
   * Update a campaign group.
   *
   * @param {string} campaignGroupId The ID of the campaign group.
   * @param {Object} params
   * @param {string} [params.name] The group name.
   * @param {string} [params.description] A description for the group.
   *
   * @see https://loops.so/docs/api-reference/update-campaign-group
   *
   * @returns {Object} Updated campaign group (JSON)
   */
  async updateCampaignGroup(campaignGroupId, {
    name,
    description
  }) {
    const payload = {};
    if (name !== void 0) payload.name = name;
    if (description !== void 0) payload.description = description;
    return this._makeQuery({
      path: `v1/campaign-groups/${campaignGroupId}`,
      method: "POST",
      payload
    });
  }
  /**
   * List transactional groups.
   *
   * @param {Object} params
   * @param {number} [params.perPage] How many results to return in each request. Must be between 10 and 50. Defaults to 20.
   * @param {string} [params.cursor] A cursor, to return a specific page of results.
   *
   * @see https://loops.so/docs/api-reference/list-transactional-groups
   *
   * @returns {Object} List of transactional groups (JSON)
   */
  async listTransactionalGroups({
    perPage,
    cursor
  } = {}) {
    const params = {
      perPage: (perPage || 20).toString()
    };
    if (cursor) params["cursor"] = cursor;
    return this._makeQuery({
      path: "v1/transactional-groups",
      params
    });
  }
  /**
   * Create a transactional group.
   *
   * @param {Object} params
   * @param {string} params.name The group name.
   * @param {string} [params.description] An optional description for the group.
   *
   * @see https://loops.so/docs/api-reference/create-transactional-group
   *
   * @returns {Object} Created transactional group (JSON)
   */
  async createTransactionalGroup({
    name,
    description
  }) {
    const payload = { name };
    if (description !== void 0) payload.description = description;
    return this._makeQuery({
      path: "v1/transactional-groups",
      method: "POST",
      payload
    });
  }
  /**
   * Get a transactional group by ID.
   *
   * @param {string} transactionalGroupId The ID of the transactional group.
   *
   * @see https://loops.so/docs/api-reference/get-transactional-group
   *
   * @returns {Object} Transactional group (JSON)
   */
  async getTransactionalGroup(transactionalGroupId) {
    return this._makeQuery({
      path: `v1/transactional-groups/${transactionalGroupId}`
    });
  }
  /**
   * Update a transactional group.
   *
   * @param {string} transactionalGroupId The ID of the transactional group.
   * @param {Object} params
   * @param {string} [params.name] The group name.
   * @param {string} [params.description] A description for the group.
   *
   * @see https://loops.so/docs/api-reference/update-transactional-group
   *
   * @returns {Object} Updated transactional group (JSON)
   */
  async updateTransactionalGroup(transactionalGroupId, {
    name,
    description
  }) {
    const payload = {};
    if (name !== void 0) payload.name = name;
    if (description !== void 0) payload.description = description;
    return this._makeQuery({
      path: `v1/transactional-groups/${transactionalGroupId}`,
      method: "POST",
      payload
    });
  }
  /**
   * Create an upload.
   *
   * @param {Object} params
   * @param {string} params.contentType The MIME type of the file to upload. Supported types are `image/jpeg`, `image/png`, `image/gif` and `image/webp`.
   * @param {number} params.contentLength The size of the file in bytes. Must be a positive integer no greater than 4,000,000 bytes.
   *
   * @see https://loops.so/docs/api-reference/create-upload
   *
   * @returns {Object} Pre-signed upload URL (JSON)
   */
  async createUpload({
    contentType,
    contentLength
  }) {
    return this._makeQuery({
      path: "v1/uploads",
      method: "POST",
      payload: { contentType, contentLength }
    });
  }
  /**
   * Complete an upload.
   *
   * @param {string} id The `emailAssetId` returned when the upload was created.
   *
   * @see https://loops.so/docs/api-reference/complete-upload
   *
   * @returns {Object} Public URL of the uploaded asset (JSON)
   */
  async completeUpload(id) {
    return this._makeQuery({
      path: `v1/uploads/${id}/complete`,
      method: "POST"
    });
  }
};
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  APIError,
  LoopsClient,
  RateLimitExceededError,
  ValidationError
});
