// src/env.ts
var env = {
  debug: process.env.SGAI_DEBUG === "1",
  timeout: process.env.SGAI_TIMEOUT ? Number(process.env.SGAI_TIMEOUT) : 120
};

// src/scrapegraphai.ts
var BASE_URL = process.env.SGAI_API_URL || "https://v2-api.scrapegraphai.com/api";
function debug(label, data) {
  if (!env.debug) return;
  const ts = (/* @__PURE__ */ new Date()).toISOString();
  if (data !== void 0) console.error(`[${ts}] ${label}`, JSON.stringify(data, null, 2));
  else console.error(`[${ts}] ${label}`);
}
function ok(data, elapsedMs) {
  return { status: "success", data, elapsedMs };
}
function fail(err) {
  if (err instanceof DOMException && err.name === "TimeoutError")
    return { status: "error", data: null, error: "Request timed out", elapsedMs: 0 };
  const message = err instanceof Error ? err.message : typeof err === "string" ? err : "Unknown error";
  return { status: "error", data: null, error: message, elapsedMs: 0 };
}
function mapHttpError(status) {
  switch (status) {
    case 401:
      return "Invalid or missing API key";
    case 402:
      return "Insufficient credits \u2014 purchase more at https://dashboard.scrapegraphai.com";
    case 422:
      return "Invalid parameters \u2014 check your request";
    case 429:
      return "Rate limited \u2014 slow down and retry";
    case 500:
      return "Server error \u2014 try again later";
    default:
      return `HTTP ${status}`;
  }
}
function parseServerTiming(header) {
  if (!header) return null;
  const match = header.match(/dur=(\d+(?:\.\d+)?)/);
  return match ? Math.round(Number.parseFloat(match[1])) : null;
}
async function request(method, path, apiKey, body, baseUrl) {
  const url = `${baseUrl ?? BASE_URL}${path}`;
  debug(`\u2192 ${method} ${url}`, body);
  const start = performance.now();
  const res = await fetch(url, {
    method,
    headers: {
      "SGAI-APIKEY": apiKey,
      ...body ? { "Content-Type": "application/json" } : {}
    },
    body: body ? JSON.stringify(body) : void 0,
    signal: AbortSignal.timeout(env.timeout * 1e3)
  });
  if (!res.ok) {
    let detail = mapHttpError(res.status);
    try {
      const errBody = await res.json();
      debug(`\u2190 ${res.status}`, errBody);
      if (errBody?.detail) {
        const d = errBody.detail;
        detail = `${detail}: ${typeof d === "string" ? d : JSON.stringify(d)}`;
      }
    } catch {
    }
    throw new Error(detail);
  }
  const data = await res.json();
  const serverTiming = parseServerTiming(res.headers.get("Server-Timing"));
  const elapsedMs = serverTiming ?? Math.round(performance.now() - start);
  debug(`\u2190 ${res.status} (${elapsedMs}ms)`, data);
  return { data, elapsedMs };
}
async function scrape(apiKey, params) {
  try {
    const { data, elapsedMs } = await request("POST", "/scrape", apiKey, params);
    return ok(data, elapsedMs);
  } catch (err) {
    return fail(err);
  }
}
async function extract(apiKey, params) {
  try {
    const { data, elapsedMs } = await request("POST", "/extract", apiKey, params);
    return ok(data, elapsedMs);
  } catch (err) {
    return fail(err);
  }
}
async function search(apiKey, params) {
  try {
    const { data, elapsedMs } = await request("POST", "/search", apiKey, params);
    return ok(data, elapsedMs);
  } catch (err) {
    return fail(err);
  }
}
async function getCredits(apiKey) {
  try {
    const { data, elapsedMs } = await request("GET", "/credits", apiKey);
    return ok(data, elapsedMs);
  } catch (err) {
    return fail(err);
  }
}
async function checkHealth(apiKey) {
  try {
    const { data, elapsedMs } = await request("GET", "/health", apiKey);
    return ok(data, elapsedMs);
  } catch (err) {
    return fail(err);
  }
}
var history = {
  async list(apiKey, params) {
    try {
      const qs = new URLSearchParams();
      if (params?.page) qs.set("page", String(params.page));
      if (params?.limit) qs.set("limit", String(params.limit));
      if (params?.service) qs.set("service", params.service);
      const query = qs.toString();
      const path = query ? `/history?${query}` : "/history";
      const { data, elapsedMs } = await request("GET", path, apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async get(apiKey, id) {
    try {
      const { data, elapsedMs } = await request("GET", `/history/${id}`, apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  }
};
var crawl = {
  async start(apiKey, params) {
    try {
      const { data, elapsedMs } = await request("POST", "/crawl", apiKey, params);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async get(apiKey, id) {
    try {
      const { data, elapsedMs } = await request("GET", `/crawl/${id}`, apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async pages(apiKey, id, params) {
    try {
      const qs = new URLSearchParams();
      if (params?.cursor !== void 0) qs.set("cursor", String(params.cursor));
      if (params?.limit !== void 0) qs.set("limit", String(params.limit));
      const query = qs.toString();
      const path = query ? `/crawl/${id}/pages?${query}` : `/crawl/${id}/pages`;
      const { data, elapsedMs } = await request("GET", path, apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async stop(apiKey, id) {
    try {
      const { data, elapsedMs } = await request(
        "POST",
        `/crawl/${id}/stop`,
        apiKey
      );
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async resume(apiKey, id) {
    try {
      const { data, elapsedMs } = await request(
        "POST",
        `/crawl/${id}/resume`,
        apiKey
      );
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async delete(apiKey, id) {
    try {
      const { data, elapsedMs } = await request("DELETE", `/crawl/${id}`, apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  }
};
var monitor = {
  async create(apiKey, params) {
    try {
      const { data, elapsedMs } = await request(
        "POST",
        "/monitor",
        apiKey,
        params
      );
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async list(apiKey) {
    try {
      const { data, elapsedMs } = await request("GET", "/monitor", apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async get(apiKey, id) {
    try {
      const { data, elapsedMs } = await request("GET", `/monitor/${id}`, apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async update(apiKey, id, params) {
    try {
      const { data, elapsedMs } = await request(
        "PATCH",
        `/monitor/${id}`,
        apiKey,
        params
      );
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async delete(apiKey, id) {
    try {
      const { data, elapsedMs } = await request(
        "DELETE",
        `/monitor/${id}`,
        apiKey
      );
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async pause(apiKey, id) {
    try {
      const { data, elapsedMs } = await request(
        "POST",
        `/monitor/${id}/pause`,
        apiKey
      );
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async resume(apiKey, id) {
    try {
      const { data, elapsedMs } = await request(
        "POST",
        `/monitor/${id}/resume`,
        apiKey
      );
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  },
  async activity(apiKey, id, params) {
    try {
      const qs = new URLSearchParams();
      if (params?.limit) qs.set("limit", String(params.limit));
      if (params?.cursor) qs.set("cursor", params.cursor);
      const query = qs.toString();
      const path = query ? `/monitor/${id}/activity?${query}` : `/monitor/${id}/activity`;
      const { data, elapsedMs } = await request("GET", path, apiKey);
      return ok(data, elapsedMs);
    } catch (err) {
      return fail(err);
    }
  }
};
function resolveApiKey(opts) {
  const key = opts?.apiKey ?? process.env.SGAI_API_KEY;
  if (!key) throw new Error("API key required: pass { apiKey } or set SGAI_API_KEY env var");
  return key;
}
function ScrapeGraphAI(opts) {
  const key = resolveApiKey(opts);
  return {
    scrape: (params) => scrape(key, params),
    extract: (params) => extract(key, params),
    search: (params) => search(key, params),
    credits: () => getCredits(key),
    healthy: () => checkHealth(key),
    history: {
      list: (params) => history.list(key, params),
      get: (id) => history.get(key, id)
    },
    crawl: {
      start: (params) => crawl.start(key, params),
      get: (id) => crawl.get(key, id),
      pages: (id, params) => crawl.pages(key, id, params),
      stop: (id) => crawl.stop(key, id),
      resume: (id) => crawl.resume(key, id),
      delete: (id) => crawl.delete(key, id)
    },
    monitor: {
      create: (params) => monitor.create(key, params),
      list: () => monitor.list(key),
      get: (id) => monitor.get(key, id),
      update: (id, params) => monitor.update(key, id, params),
      delete: (id) => monitor.delete(key, id),
      pause: (id) => monitor.pause(key, id),
      resume: (id) => monitor.resume(key, id),
      activity: (id, params) => monitor.activity(key, id, params)
    }
  };
}

// src/schemas.ts
import { z } from "zod/v4";

// src/models.ts
var MODEL_NAMES = [
  "gpt-4o-mini",
  "gpt-4o-mini-2024-07-18",
  "llama-3.3-70b-versatile",
  "llama-3.1-8b-instant",
  "mixtral-8x7b-32768",
  "mistral-small-2501",
  "gpt-oss-120b",
  "openai/gpt-oss-120b",
  "claude-haiku-4-5-20251001"
];

// src/url.ts
var IPV4_RE = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
var IPV6_RE = /^(?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}$|^::$|^(?:[0-9a-fA-F]{1,4}:){1,7}:$|^:(?::[0-9a-fA-F]{1,4}){1,7}$|^(?:[0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}$|^(?:[0-9a-fA-F]{1,4}:){1,5}(?::[0-9a-fA-F]{1,4}){1,2}$|^(?:[0-9a-fA-F]{1,4}:){1,4}(?::[0-9a-fA-F]{1,4}){1,3}$|^(?:[0-9a-fA-F]{1,4}:){1,3}(?::[0-9a-fA-F]{1,4}){1,4}$|^(?:[0-9a-fA-F]{1,4}:){1,2}(?::[0-9a-fA-F]{1,4}){1,5}$|^[0-9a-fA-F]{1,4}:(?::[0-9a-fA-F]{1,4}){1,6}$|^::(?:ffff:)?(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
function isIPv4(s) {
  return IPV4_RE.test(s);
}
function isIPv6(s) {
  return IPV6_RE.test(s);
}
var PRIVATE_HOSTNAME_PATTERNS = [/^localhost$/i, /\.local$/i, /\.internal$/i, /\.localhost$/i];
function isPrivateIPv4(ip) {
  const parts = ip.split(".").map(Number);
  if (parts.length !== 4 || parts.some((p) => Number.isNaN(p) || p < 0 || p > 255)) return false;
  const [a, b] = parts;
  if (a === 127) return true;
  if (a === 10) return true;
  if (a === 172 && b >= 16 && b <= 31) return true;
  if (a === 192 && b === 168) return true;
  if (a === 169 && b === 254) return true;
  if (a === 0) return true;
  return false;
}
function isPrivateIPv6(ip) {
  const normalized = ip.replace(/^\[|]$/g, "").toLowerCase();
  if (normalized === "::1") return true;
  if (normalized === "::") return true;
  if (normalized.startsWith("fe80:")) return true;
  if (normalized.startsWith("fc") || normalized.startsWith("fd")) return true;
  if (normalized.startsWith("::ffff:")) {
    const v4 = normalized.slice(7);
    if (isIPv4(v4)) return isPrivateIPv4(v4);
  }
  return false;
}
function isInternal(hostname) {
  if (PRIVATE_HOSTNAME_PATTERNS.some((r) => r.test(hostname))) return true;
  if (isIPv4(hostname)) return isPrivateIPv4(hostname);
  if (isIPv6(hostname) || hostname.startsWith("[")) return isPrivateIPv6(hostname);
  return false;
}

// src/schemas.ts
var serviceEnumSchema = z.enum(["scrape", "extract", "search", "monitor", "crawl"]);
var statusEnumSchema = z.enum(["completed", "failed"]);
var htmlModeSchema = z.enum(["normal", "reader", "prune"]);
var fetchContentTypeSchema = z.enum([
  "text/html",
  "application/json",
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/tiff",
  "image/heic",
  "image/bmp",
  "application/epub+zip",
  "application/rtf",
  "application/vnd.oasis.opendocument.text",
  "text/csv",
  "text/plain",
  "application/x-latex"
]);
var userPromptSchema = z.string().min(1).max(1e4);
var PUBLIC_DOMAIN_RE = /^(?=.{1,253}\.?$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.?$/i;
var IPV4_RE2 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
var urlSchema = z.string().trim().transform((val) => /^[a-z][a-z\d+.-]*:\/\//i.test(val) ? val : `https://${val}`).pipe(z.url()).check(
  z.refine((val) => {
    try {
      const { protocol, hostname } = new URL(val);
      if (protocol !== "http:" && protocol !== "https:") return false;
      if (!PUBLIC_DOMAIN_RE.test(hostname) && !IPV4_RE2.test(hostname) && !hostname.includes(":") && !(process.env.NODE_ENV === "development" && hostname === "localhost")) {
        return false;
      }
      if (process.env.NODE_ENV === "development") return true;
      return !isInternal(hostname);
    } catch {
      return false;
    }
  }, "Private or internal URLs are not allowed")
);
var paginationSchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().positive().max(100).default(20)
});
var uuidParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
});
var fetchModeSchema = z.enum(["auto", "fast", "js"]);
var FETCH_CONFIG_DEFAULTS = {
  mode: "auto",
  stealth: false,
  timeout: 3e4,
  wait: 0,
  scrolls: 0
};
var fetchConfigSchema = z.object({
  mode: fetchModeSchema.default(FETCH_CONFIG_DEFAULTS.mode),
  stealth: z.boolean().default(FETCH_CONFIG_DEFAULTS.stealth),
  timeout: z.number().int().min(1e3).max(6e4).default(FETCH_CONFIG_DEFAULTS.timeout),
  wait: z.number().int().min(0).max(3e4).default(FETCH_CONFIG_DEFAULTS.wait),
  headers: z.record(z.string(), z.string()).optional(),
  cookies: z.record(z.string(), z.string()).optional(),
  country: z.string().length(2).transform((v) => v.toLowerCase()).optional(),
  scrolls: z.number().int().min(0).max(100).default(FETCH_CONFIG_DEFAULTS.scrolls),
  mock: z.union([
    z.boolean(),
    z.object({
      minKb: z.number().int().min(1).max(1e3).default(1),
      maxKb: z.number().int().min(1).max(1e3).default(5),
      minSleep: z.number().int().min(0).max(3e4).default(5),
      maxSleep: z.number().int().min(0).max(3e4).default(15),
      writeToBucket: z.boolean().default(false)
    })
  ]).default(false)
});
var chunkerSchema = z.object({
  size: z.union([z.number().int().min(2048), z.literal("dynamic")]).optional(),
  overlap: z.number().int().min(0).max(512).optional()
});
var llmConfigSchema = z.object({
  model: z.enum(MODEL_NAMES).optional(),
  temperature: z.number().min(0).max(1).default(0),
  maxTokens: z.number().int().min(1).max(16384).default(16384),
  chunker: chunkerSchema.optional()
});
var historyFilterSchema = z.object({
  page: z.coerce.number().int().positive().default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  service: serviceEnumSchema.optional()
});
var scrapeContentFormatSchema = z.enum([
  "markdown",
  "html",
  "links",
  "images",
  "summary",
  "json",
  "branding"
]);
var scrapeCaptureFormatSchema = z.enum(["screenshot"]);
var scrapeFormatSchema = z.enum([
  ...scrapeContentFormatSchema.options,
  ...scrapeCaptureFormatSchema.options
]);
var markdownConfigSchema = z.object({
  mode: htmlModeSchema.default("normal")
});
var htmlConfigSchema = z.object({
  mode: htmlModeSchema.default("normal")
});
var screenshotConfigSchema = z.object({
  fullPage: z.boolean().default(false),
  width: z.number().int().min(320).max(3840).default(1440),
  height: z.number().int().min(200).max(2160).default(900),
  quality: z.number().int().min(1).max(100).default(80)
});
var scrapeJsonConfigSchema = z.object({
  prompt: z.string().max(1e4).default(""),
  schema: z.record(z.string(), z.unknown()).optional(),
  // llmConfig: llmConfigSchema.optional(),
  mode: htmlModeSchema.default("normal")
});
var scrapeSummaryConfigSchema = z.object({
  // llmConfig: llmConfigSchema.optional(),
});
var scrapeMarkdownFormatSchema = markdownConfigSchema.extend({
  type: z.literal("markdown")
});
var scrapeHtmlFormatSchema = htmlConfigSchema.extend({
  type: z.literal("html")
});
var scrapeScreenshotFormatSchema = screenshotConfigSchema.extend({
  type: z.literal("screenshot")
});
var scrapeJsonFormatSchema = scrapeJsonConfigSchema.extend({
  type: z.literal("json")
});
var scrapeLinksFormatSchema = z.object({
  type: z.literal("links")
});
var scrapeImagesFormatSchema = z.object({
  type: z.literal("images")
});
var scrapeSummaryFormatSchema = scrapeSummaryConfigSchema.extend({
  type: z.literal("summary")
});
var scrapeBrandingFormatSchema = z.object({
  type: z.literal("branding")
});
var scrapeFormatEntrySchema = z.discriminatedUnion("type", [
  scrapeMarkdownFormatSchema,
  scrapeHtmlFormatSchema,
  scrapeScreenshotFormatSchema,
  scrapeJsonFormatSchema,
  scrapeLinksFormatSchema,
  scrapeImagesFormatSchema,
  scrapeSummaryFormatSchema,
  scrapeBrandingFormatSchema
]);
var scrapeRequestSchema = z.object({
  url: urlSchema,
  contentType: fetchContentTypeSchema.optional(),
  fetchConfig: fetchConfigSchema.optional(),
  formats: z.array(scrapeFormatEntrySchema).min(1, { message: "Select at least one format" }).refine((formats) => new Set(formats.map((format) => format.type)).size === formats.length, {
    message: "duplicate format types not allowed"
  }).default([{ type: "markdown", mode: "normal" }])
});
var extractRequestBaseSchema = z.object({
  url: urlSchema.optional(),
  html: z.string().optional(),
  markdown: z.string().optional(),
  mode: htmlModeSchema.default("normal"),
  prompt: userPromptSchema,
  schema: z.record(z.string(), z.unknown()).optional(),
  contentType: fetchContentTypeSchema.optional(),
  fetchConfig: fetchConfigSchema.optional()
}).refine((d) => d.url || d.html || d.markdown, {
  message: "Either url, html, or markdown is required"
});
var searchRequestSchema = z.object({
  query: z.string().min(1).max(500),
  numResults: z.number().int().min(1).max(20).default(3),
  format: z.enum(["html", "markdown"]).default("markdown"),
  mode: htmlModeSchema.default("prune"),
  fetchConfig: fetchConfigSchema.optional(),
  prompt: userPromptSchema.optional(),
  schema: z.record(z.string(), z.unknown()).optional(),
  locationGeoCode: z.string().max(10).optional(),
  timeRange: z.enum(["past_hour", "past_24_hours", "past_week", "past_month", "past_year"]).optional()
}).refine((d) => !d.schema || d.prompt, {
  message: "schema requires prompt",
  path: ["prompt"]
});
var validateResponseSchema = z.object({
  email: z.email()
});
var okResponseSchema = z.object({
  ok: z.literal(true)
});
var healthResponseSchema = z.object({
  status: z.enum(["ok", "degraded"]),
  uptime: z.number().int().nonnegative(),
  services: z.object({
    redis: z.enum(["ok", "down"]),
    db: z.enum(["ok", "down"])
  }).optional()
});
var tokenUsageSchema = z.object({
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative()
});
var chunkerMetadataSchema = z.object({
  chunks: z.array(z.object({ size: z.number().int().nonnegative() }))
});
var jobsStatusSchema = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative()
});
var creditsResponseSchema = z.object({
  remaining: z.number().int(),
  used: z.number().int(),
  plan: z.string(),
  jobs: z.object({
    crawl: jobsStatusSchema,
    monitor: jobsStatusSchema
  })
});
var monitorCreateSchema = z.object({
  url: urlSchema,
  name: z.string().max(200).optional(),
  formats: z.array(scrapeFormatEntrySchema).min(1, { message: "Select at least one format" }).refine((formats) => new Set(formats.map((f) => f.type)).size === formats.length, {
    message: "duplicate format types not allowed"
  }).default([{ type: "markdown", mode: "normal" }]),
  webhookUrl: urlSchema.optional(),
  interval: z.string().min(1).max(100),
  fetchConfig: fetchConfigSchema.optional()
});
var monitorUpdateSchema = z.object({
  name: z.string().max(200).optional(),
  formats: z.array(scrapeFormatEntrySchema).min(1).refine((formats) => new Set(formats.map((f) => f.type)).size === formats.length, {
    message: "duplicate format types not allowed"
  }).optional(),
  webhookUrl: urlSchema.nullable().optional(),
  interval: z.string().min(1).max(100).optional(),
  fetchConfig: fetchConfigSchema.optional()
}).partial();
var monitorActivityQuerySchema = z.object({
  cursor: z.iso.datetime({ offset: true, local: true }).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20)
});
var historyStatusSchema = z.enum(["completed", "failed", "running", "paused", "deleted"]);
var historyBase = {
  id: z.string(),
  status: historyStatusSchema,
  error: z.unknown(),
  elapsedMs: z.number(),
  createdAt: z.iso.datetime(),
  requestParentId: z.string().nullable()
};
var paginationInfoSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int()
});
var cursorPaginationInfoSchema = z.object({
  limit: z.number().int(),
  nextCursor: z.string().nullable()
});
function pageResponseSchema(itemSchema) {
  return z.object({
    data: z.array(itemSchema),
    pagination: paginationInfoSchema
  });
}
function cursorPageResponseSchema(itemSchema) {
  return z.object({
    data: z.array(itemSchema),
    pagination: cursorPaginationInfoSchema
  });
}
var extractResponseSchema = z.object({
  raw: z.string().nullable(),
  json: z.record(z.string(), z.unknown()).nullable(),
  usage: tokenUsageSchema,
  metadata: z.object({
    chunker: chunkerMetadataSchema,
    fetch: z.object({ provider: z.string().optional() }).optional()
  })
});
var searchResultSchema = z.object({
  url: z.string(),
  title: z.string(),
  content: z.string(),
  provider: z.string().optional()
});
var searchMetadataSchema = z.object({
  search: z.object({ provider: z.string().optional() }),
  pages: z.object({ requested: z.number().int(), scraped: z.number().int() }),
  chunker: chunkerMetadataSchema.optional()
});
var searchResponseSchema = z.object({
  results: z.array(searchResultSchema),
  json: z.record(z.string(), z.unknown()).nullable().optional(),
  raw: z.string().nullable().optional(),
  usage: tokenUsageSchema.optional(),
  metadata: searchMetadataSchema
});
var textChangeSchema = z.object({
  type: z.enum(["added", "removed"]),
  line: z.number().int(),
  content: z.string()
});
var jsonChangeSchema = z.object({
  path: z.string(),
  old: z.unknown(),
  new: z.unknown()
});
var setChangeSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string())
});
var imageChangeSchema = z.object({
  size: z.number(),
  changed: z.number(),
  mask: z.string().optional()
});
var monitorDiffsSchema = z.object({
  markdown: z.array(textChangeSchema).optional(),
  html: z.array(textChangeSchema).optional(),
  json: z.array(jsonChangeSchema).optional(),
  screenshot: imageChangeSchema.optional(),
  links: setChangeSchema.optional(),
  images: setChangeSchema.optional(),
  summary: z.array(textChangeSchema).optional(),
  branding: z.array(jsonChangeSchema).optional()
});
var webhookStatusSchema = z.object({
  sentAt: z.iso.datetime(),
  statusCode: z.number().int().nullable(),
  error: z.string().optional()
});
var monitorResultSchema = z.object({
  changed: z.boolean(),
  diffs: monitorDiffsSchema,
  refs: z.record(z.string(), z.string()),
  webhookStatus: webhookStatusSchema.optional()
});
var monitorResponseSchema = z.object({
  cronId: z.string(),
  scheduleId: z.string(),
  interval: z.string(),
  status: z.enum(["active", "paused"]),
  config: monitorCreateSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime()
});
var monitorTickEntrySchema = z.object({
  id: z.string(),
  status: z.enum(["completed", "failed", "paused", "running"]),
  createdAt: z.iso.datetime(),
  elapsedMs: z.number(),
  changed: z.boolean(),
  diffs: monitorDiffsSchema,
  error: z.string().optional()
});
var monitorActivityResponseSchema = z.object({
  ticks: z.array(monitorTickEntrySchema),
  nextCursor: z.string().nullable()
});
var crawlStatusSchema = z.enum(["running", "completed", "failed", "paused", "deleted"]);
var crawlPageStatusSchema = z.enum(["completed", "failed", "skipped"]);
var crawlRequestSchema = z.object({
  url: urlSchema,
  formats: z.array(scrapeFormatEntrySchema).min(1, { message: "Select at least one format" }).refine((formats) => new Set(formats.map((f) => f.type)).size === formats.length, {
    message: "duplicate format types not allowed"
  }).default([{ type: "markdown", mode: "normal" }]),
  maxDepth: z.coerce.number().int().min(0).default(2),
  maxPages: z.coerce.number().int().min(1).max(1e3).default(50),
  maxLinksPerPage: z.coerce.number().int().min(1).default(10),
  allowExternal: z.boolean().default(false),
  includePatterns: z.array(z.string()).optional().describe(
    'Glob-style URL patterns to include. Use "*/<slug>" for first-level paths and "**/<slug>/**" for nested paths.'
  ),
  excludePatterns: z.array(z.string()).optional().describe(
    'Glob-style URL patterns to exclude. Use "*/<slug>" for first-level paths and "**/<slug>/**" for nested paths.'
  ),
  contentTypes: z.array(fetchContentTypeSchema).optional(),
  fetchConfig: fetchConfigSchema.optional()
});
var crawlPagesQuerySchema = z.object({
  cursor: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(50)
});
var fetchWarningSchema = z.object({
  reason: z.enum(["too_short", "empty", "bot_blocked", "spa_shell", "soft_404"]),
  provider: z.string().optional()
});
var contentPageMetadataSchema = z.object({
  index: z.number().int(),
  images: z.array(
    z.object({
      id: z.string(),
      topLeftX: z.number(),
      topLeftY: z.number(),
      bottomRightX: z.number(),
      bottomRightY: z.number()
    })
  ),
  tables: z.array(z.object({ id: z.string(), content: z.string(), format: z.string() })),
  hyperlinks: z.array(z.string()),
  dimensions: z.object({ dpi: z.number(), height: z.number(), width: z.number() })
});
var scrapeMetadataSchema = z.object({
  provider: z.string().optional(),
  contentType: z.string(),
  elapsedMs: z.number().optional(),
  warnings: z.array(fetchWarningSchema).optional(),
  ocr: z.object({
    model: z.string(),
    pagesProcessed: z.number().int(),
    pages: z.array(contentPageMetadataSchema)
  }).optional()
});
var brandingColorsSchema = z.object({
  primary: z.string(),
  accent: z.string(),
  background: z.string(),
  textPrimary: z.string(),
  link: z.string()
});
var brandingFontEntrySchema = z.object({
  family: z.string(),
  role: z.enum(["heading", "body"])
});
var brandingTypographySchema = z.object({
  fontFamilies: z.object({ primary: z.string(), heading: z.string() }),
  fontStacks: z.object({
    heading: z.array(z.string()),
    body: z.array(z.string()),
    paragraph: z.array(z.string())
  }),
  fontSizes: z.record(z.string(), z.string())
});
var brandingSpacingSchema = z.object({
  baseUnit: z.number(),
  borderRadius: z.string()
});
var brandingInputComponentSchema = z.object({
  borderColor: z.string(),
  borderRadius: z.string()
});
var brandingButtonComponentSchema = z.object({
  background: z.string(),
  textColor: z.string(),
  borderRadius: z.string(),
  shadow: z.string()
});
var brandingComponentsSchema = z.object({
  input: brandingInputComponentSchema,
  buttonPrimary: brandingButtonComponentSchema,
  buttonSecondary: brandingButtonComponentSchema
});
var brandingImagesSchema = z.object({
  logo: z.string(),
  favicon: z.string(),
  ogImage: z.string()
});
var brandingPersonalitySchema = z.object({
  tone: z.string(),
  energy: z.enum(["high", "medium", "low"]),
  targetAudience: z.string()
});
var brandingDesignSystemSchema = z.object({
  framework: z.string().nullable(),
  componentLibrary: z.string().nullable()
});
var brandingButtonPickSchema = z.object({
  index: z.number().int(),
  text: z.string(),
  reasoning: z.string()
});
var brandingButtonReasoningSchema = z.object({
  primary: brandingButtonPickSchema,
  secondary: brandingButtonPickSchema,
  confidence: z.number()
});
var brandingLogoReasoningSchema = z.object({
  selectedIndex: z.number().int(),
  reasoning: z.string(),
  confidence: z.number()
});
var brandingConfidenceSchema = z.object({
  colors: z.number(),
  buttons: z.number(),
  logo: z.number(),
  fonts: z.number(),
  components: z.number(),
  overall: z.number()
});
var brandingSchema = z.object({
  colorScheme: z.enum(["light", "dark"]),
  fonts: z.array(brandingFontEntrySchema),
  colors: brandingColorsSchema,
  typography: brandingTypographySchema,
  spacing: brandingSpacingSchema,
  components: brandingComponentsSchema,
  images: brandingImagesSchema,
  frameworkHints: z.array(z.string()),
  buttonReasoning: brandingButtonReasoningSchema,
  logoReasoning: brandingLogoReasoningSchema,
  personality: brandingPersonalitySchema,
  designSystem: brandingDesignSystemSchema,
  confidence: brandingConfidenceSchema
});
var brandingMetadataSchema = z.object({
  title: z.string(),
  description: z.string(),
  favicon: z.string(),
  language: z.string(),
  themeColor: z.string(),
  ogTitle: z.string(),
  ogDescription: z.string(),
  ogImage: z.string(),
  ogUrl: z.string()
});
var scrapeScreenshotDataSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int()
});
var scrapeFormatErrorSchema = z.object({
  code: z.string(),
  error: z.string()
});
var emptyObj = z.object({});
var scrapeResultSectionSchemas = {
  markdown: z.object({ data: z.array(z.string()), metadata: emptyObj.optional() }),
  html: z.object({ data: z.array(z.string()), metadata: emptyObj.optional() }),
  links: z.object({
    data: z.array(z.string()),
    metadata: z.object({ count: z.number().int() }).optional()
  }),
  images: z.object({
    data: z.array(z.string()),
    metadata: z.object({ count: z.number().int() }).optional()
  }),
  summary: z.object({
    data: z.string(),
    metadata: z.object({ chunker: chunkerMetadataSchema.optional() }).optional()
  }),
  json: z.object({
    data: z.unknown(),
    metadata: z.object({
      chunker: chunkerMetadataSchema,
      raw: z.string().nullable().optional()
    }).optional()
  }),
  branding: z.object({
    data: brandingSchema,
    metadata: z.object({ branding: brandingMetadataSchema }).optional()
  }),
  screenshot: z.object({
    data: scrapeScreenshotDataSchema,
    metadata: z.object({
      contentType: z.string(),
      provider: z.string().optional()
    }).optional()
  })
};
var scrapeResultMapSchema = z.object(scrapeResultSectionSchemas).partial();
var scrapeResponseSchema = z.object({
  results: scrapeResultMapSchema,
  metadata: scrapeMetadataSchema,
  errors: z.record(scrapeFormatSchema, scrapeFormatErrorSchema).optional()
});
function sanitizeScrapeResponse(raw) {
  const parsed = scrapeResponseSchema.safeParse(raw);
  if (parsed.success) return { data: parsed.data, dropped: [] };
  if (!raw || typeof raw !== "object") return { data: raw, dropped: [] };
  const obj = { ...raw };
  const rawResults = obj.results;
  if (!rawResults || typeof rawResults !== "object") return { data: raw, dropped: [] };
  const cleanResults = {};
  const dropped = [];
  for (const [key, sectionSchema] of Object.entries(scrapeResultSectionSchemas)) {
    const value = rawResults[key];
    if (value === void 0) continue;
    const check = sectionSchema.safeParse(value);
    if (check.success) cleanResults[key] = check.data;
    else dropped.push(key);
  }
  obj.results = cleanResults;
  const reparsed = scrapeResponseSchema.safeParse(obj);
  return reparsed.success ? { data: reparsed.data, dropped } : { data: obj, dropped };
}
var crawlPageSchema = z.object({
  url: z.string(),
  status: crawlPageStatusSchema,
  depth: z.number().int(),
  parentUrl: z.string().nullable(),
  links: z.array(z.string()),
  scrapeRefId: z.string(),
  title: z.string(),
  contentType: z.string(),
  screenshotUrl: z.string().optional(),
  reason: z.string().optional(),
  error: z.string().optional(),
  scrape: scrapeResponseSchema.optional()
});
var crawlResultSchema = z.object({
  status: crawlStatusSchema,
  reason: z.string().optional(),
  total: z.number().int(),
  finished: z.number().int(),
  pages: z.array(crawlPageSchema)
});
var crawlResponseSchema = crawlResultSchema.extend({
  id: z.string()
});
var crawlPagesResponseSchema = cursorPageResponseSchema(crawlPageSchema);
var crawlJobPayloadSchema = z.object({
  crawlId: z.string(),
  urls: z.array(z.string()),
  depth: z.number().int(),
  parentUrl: z.string().nullable(),
  config: crawlRequestSchema,
  userId: z.string(),
  keyId: z.string().nullable()
});
var monitorJobPayloadSchema = z.object({
  cronId: z.string(),
  prevId: z.string().nullable(),
  userId: z.string(),
  keyId: z.string().nullable(),
  config: monitorCreateSchema
});
var scrapeHistoryEntrySchema = z.object({
  ...historyBase,
  service: z.literal("scrape"),
  params: scrapeRequestSchema,
  result: scrapeResponseSchema
});
var extractHistoryEntrySchema = z.object({
  ...historyBase,
  service: z.literal("extract"),
  params: extractRequestBaseSchema,
  result: extractResponseSchema
});
var searchHistoryEntrySchema = z.object({
  ...historyBase,
  service: z.literal("search"),
  params: searchRequestSchema,
  result: searchResponseSchema
});
var monitorHistoryEntrySchema = z.object({
  ...historyBase,
  service: z.literal("monitor"),
  params: z.object({ cronId: z.string(), url: z.string() }),
  result: monitorResultSchema
});
var crawlHistoryEntrySchema = z.object({
  ...historyBase,
  service: z.literal("crawl"),
  params: z.object({ url: z.string(), maxPages: z.number().int() }),
  result: crawlResultSchema
});
var historyEntrySchema = z.discriminatedUnion("service", [
  scrapeHistoryEntrySchema,
  extractHistoryEntrySchema,
  searchHistoryEntrySchema,
  monitorHistoryEntrySchema,
  crawlHistoryEntrySchema
]);
var historyPageSchema = pageResponseSchema(historyEntrySchema);
var historyRuntimeEntrySchema = z.object({
  id: z.string(),
  service: z.string(),
  status: z.enum([...historyStatusSchema.options, "processing"]),
  error: z.any().optional(),
  elapsedMs: z.number().nullable().optional(),
  createdAt: z.string().optional(),
  requestParentId: z.string().nullable().optional(),
  params: z.any().optional(),
  result: z.any().optional()
}).loose();
var historyRuntimePageSchema = pageResponseSchema(historyRuntimeEntrySchema);
export {
  FETCH_CONFIG_DEFAULTS,
  ScrapeGraphAI,
  brandingButtonComponentSchema,
  brandingButtonPickSchema,
  brandingButtonReasoningSchema,
  brandingColorsSchema,
  brandingComponentsSchema,
  brandingConfidenceSchema,
  brandingDesignSystemSchema,
  brandingFontEntrySchema,
  brandingImagesSchema,
  brandingInputComponentSchema,
  brandingLogoReasoningSchema,
  brandingMetadataSchema,
  brandingPersonalitySchema,
  brandingSchema,
  brandingSpacingSchema,
  brandingTypographySchema,
  checkHealth,
  chunkerMetadataSchema,
  chunkerSchema,
  contentPageMetadataSchema,
  crawl,
  crawlHistoryEntrySchema,
  crawlJobPayloadSchema,
  crawlPageSchema,
  crawlPageStatusSchema,
  crawlPagesQuerySchema,
  crawlPagesResponseSchema,
  crawlRequestSchema,
  crawlResponseSchema,
  crawlResultSchema,
  crawlStatusSchema,
  creditsResponseSchema,
  cursorPageResponseSchema,
  cursorPaginationInfoSchema,
  extract,
  extractHistoryEntrySchema,
  extractRequestBaseSchema,
  extractResponseSchema,
  fetchConfigSchema,
  fetchContentTypeSchema,
  fetchModeSchema,
  fetchWarningSchema,
  getCredits,
  healthResponseSchema,
  history,
  historyEntrySchema,
  historyFilterSchema,
  historyPageSchema,
  historyRuntimeEntrySchema,
  historyRuntimePageSchema,
  historyStatusSchema,
  htmlConfigSchema,
  htmlModeSchema,
  imageChangeSchema,
  jobsStatusSchema,
  jsonChangeSchema,
  llmConfigSchema,
  markdownConfigSchema,
  monitor,
  monitorActivityQuerySchema,
  monitorActivityResponseSchema,
  monitorCreateSchema,
  monitorDiffsSchema,
  monitorHistoryEntrySchema,
  monitorJobPayloadSchema,
  monitorResponseSchema,
  monitorResultSchema,
  monitorTickEntrySchema,
  monitorUpdateSchema,
  okResponseSchema,
  pageResponseSchema,
  paginationInfoSchema,
  paginationSchema,
  sanitizeScrapeResponse,
  scrape,
  scrapeBrandingFormatSchema,
  scrapeCaptureFormatSchema,
  scrapeContentFormatSchema,
  scrapeFormatEntrySchema,
  scrapeFormatErrorSchema,
  scrapeFormatSchema,
  scrapeHistoryEntrySchema,
  scrapeHtmlFormatSchema,
  scrapeImagesFormatSchema,
  scrapeJsonConfigSchema,
  scrapeJsonFormatSchema,
  scrapeLinksFormatSchema,
  scrapeMarkdownFormatSchema,
  scrapeMetadataSchema,
  scrapeRequestSchema,
  scrapeResponseSchema,
  scrapeResultMapSchema,
  scrapeResultSectionSchemas,
  scrapeScreenshotDataSchema,
  scrapeScreenshotFormatSchema,
  scrapeSummaryConfigSchema,
  scrapeSummaryFormatSchema,
  screenshotConfigSchema,
  search,
  searchHistoryEntrySchema,
  searchMetadataSchema,
  searchRequestSchema,
  searchResponseSchema,
  searchResultSchema,
  serviceEnumSchema,
  setChangeSchema,
  statusEnumSchema,
  textChangeSchema,
  tokenUsageSchema,
  urlSchema,
  userPromptSchema,
  uuidParamSchema,
  validateResponseSchema,
  webhookStatusSchema
};
