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
  CHATGPT_IMAGE_MODEL_IDS: () => CHATGPT_IMAGE_MODEL_IDS,
  CHATGPT_MODEL_IDS: () => CHATGPT_MODEL_IDS,
  CODEX_APPLY_PATCH_FREEFORM_TOOL_DESCRIPTION: () => CODEX_APPLY_PATCH_FREEFORM_TOOL_DESCRIPTION,
  CODEX_APPLY_PATCH_JSON_TOOL_DESCRIPTION: () => CODEX_APPLY_PATCH_JSON_TOOL_DESCRIPTION,
  CODEX_APPLY_PATCH_LARK_GRAMMAR: () => CODEX_APPLY_PATCH_LARK_GRAMMAR,
  DEFAULT_FILE_TTL_SECONDS: () => DEFAULT_FILE_TTL_SECONDS,
  DEFAULT_SIGNED_URL_TTL_SECONDS: () => DEFAULT_SIGNED_URL_TTL_SECONDS,
  EXPERIMENTAL_CHATGPT_MODEL_PREFIX: () => EXPERIMENTAL_CHATGPT_MODEL_PREFIX,
  FIREWORKS_DEFAULT_GLM_MODEL: () => FIREWORKS_DEFAULT_GLM_MODEL,
  FIREWORKS_DEFAULT_GPT_OSS_120B_MODEL: () => FIREWORKS_DEFAULT_GPT_OSS_120B_MODEL,
  FIREWORKS_DEFAULT_KIMI_MODEL: () => FIREWORKS_DEFAULT_KIMI_MODEL,
  FIREWORKS_DEFAULT_MINIMAX_MODEL: () => FIREWORKS_DEFAULT_MINIMAX_MODEL,
  FIREWORKS_MODEL_IDS: () => FIREWORKS_MODEL_IDS,
  GEMINI_IMAGE_MODEL_IDS: () => GEMINI_IMAGE_MODEL_IDS,
  GEMINI_MODEL_IDS: () => GEMINI_MODEL_IDS,
  GEMINI_TEXT_MODEL_IDS: () => GEMINI_TEXT_MODEL_IDS,
  InMemoryAgentFilesystem: () => InMemoryAgentFilesystem,
  LLM_IMAGE_MODEL_IDS: () => LLM_IMAGE_MODEL_IDS,
  LLM_MODEL_IDS: () => LLM_MODEL_IDS,
  LLM_TEXT_MODEL_IDS: () => LLM_TEXT_MODEL_IDS,
  LlmJsonCallError: () => LlmJsonCallError,
  OPENAI_GPT_IMAGE_2_AUTO_RESOLUTION: () => OPENAI_GPT_IMAGE_2_AUTO_RESOLUTION,
  OPENAI_GPT_IMAGE_2_BACKGROUNDS: () => OPENAI_GPT_IMAGE_2_BACKGROUNDS,
  OPENAI_GPT_IMAGE_2_MODERATION_LEVELS: () => OPENAI_GPT_IMAGE_2_MODERATION_LEVELS,
  OPENAI_GPT_IMAGE_2_NUM_IMAGES: () => OPENAI_GPT_IMAGE_2_NUM_IMAGES,
  OPENAI_GPT_IMAGE_2_OUTPUT_FORMATS: () => OPENAI_GPT_IMAGE_2_OUTPUT_FORMATS,
  OPENAI_GPT_IMAGE_2_PARTIAL_IMAGE_COUNTS: () => OPENAI_GPT_IMAGE_2_PARTIAL_IMAGE_COUNTS,
  OPENAI_GPT_IMAGE_2_POPULAR_RESOLUTIONS: () => OPENAI_GPT_IMAGE_2_POPULAR_RESOLUTIONS,
  OPENAI_GPT_IMAGE_2_QUALITY_LEVELS: () => OPENAI_GPT_IMAGE_2_QUALITY_LEVELS,
  OPENAI_GPT_IMAGE_2_RESOLUTIONS: () => OPENAI_GPT_IMAGE_2_RESOLUTIONS,
  OPENAI_GPT_IMAGE_2_SEMANTIC_SIZES: () => OPENAI_GPT_IMAGE_2_SEMANTIC_SIZES,
  OPENAI_GPT_IMAGE_2_SEMANTIC_SIZE_RESOLUTIONS: () => OPENAI_GPT_IMAGE_2_SEMANTIC_SIZE_RESOLUTIONS,
  OPENAI_GPT_IMAGE_2_SIZE_CONSTRAINTS: () => OPENAI_GPT_IMAGE_2_SIZE_CONSTRAINTS,
  OPENAI_IMAGE_MODEL_IDS: () => OPENAI_IMAGE_MODEL_IDS,
  OPENAI_MODEL_IDS: () => OPENAI_MODEL_IDS,
  appendMarkdownSourcesSection: () => appendMarkdownSourcesSection,
  applyPatch: () => applyPatch,
  configureChatGptCodexProxy: () => configureChatGptCodexProxy,
  configureGemini: () => configureGemini,
  configureModelConcurrency: () => configureModelConcurrency,
  configureTelemetry: () => configureTelemetry,
  convertGooglePartsToLlmParts: () => convertGooglePartsToLlmParts,
  createApplyPatchTool: () => createApplyPatchTool,
  createCodexApplyPatchTool: () => createCodexApplyPatchTool,
  createCodexFilesystemToolSet: () => createCodexFilesystemToolSet,
  createCodexReadFileTool: () => createCodexReadFileTool,
  createFilesystemToolSetForModel: () => createFilesystemToolSetForModel,
  createGeminiFilesystemToolSet: () => createGeminiFilesystemToolSet,
  createGeminiReadFileTool: () => createGeminiReadFileTool,
  createGlobTool: () => createGlobTool,
  createGrepFilesTool: () => createGrepFilesTool,
  createGrepSearchTool: () => createGrepSearchTool,
  createImageGenerationTool: () => createImageGenerationTool,
  createInMemoryAgentFilesystem: () => createInMemoryAgentFilesystem,
  createListDirTool: () => createListDirTool,
  createListDirectoryTool: () => createListDirectoryTool,
  createModelAgnosticFilesystemToolSet: () => createModelAgnosticFilesystemToolSet,
  createNodeAgentFilesystem: () => createNodeAgentFilesystem,
  createOpenAiContainer: () => createOpenAiContainer,
  createReplaceTool: () => createReplaceTool,
  createRgSearchTool: () => createRgSearchTool,
  createToolLoopSteeringChannel: () => createToolLoopSteeringChannel,
  createViewImageTool: () => createViewImageTool,
  createWriteFileTool: () => createWriteFileTool,
  customTool: () => customTool,
  deleteOpenAiContainer: () => deleteOpenAiContainer,
  downloadOpenAiContainerFile: () => downloadOpenAiContainerFile,
  downloadOpenAiContainerFileText: () => downloadOpenAiContainerFileText,
  emptyFileUploadMetrics: () => emptyFileUploadMetrics,
  encodeChatGptAuthJson: () => encodeChatGptAuthJson,
  encodeChatGptAuthJsonB64: () => encodeChatGptAuthJsonB64,
  estimateCallCostUsd: () => estimateCallCostUsd,
  exchangeChatGptOauthCode: () => exchangeChatGptOauthCode,
  files: () => files,
  generateImageInBatches: () => generateImageInBatches,
  generateImages: () => generateImages,
  generateJson: () => generateJson,
  generateText: () => generateText,
  getChatGptAuthProfile: () => getChatGptAuthProfile,
  getCurrentToolCallContext: () => getCurrentToolCallContext,
  isChatGptImageModelId: () => isChatGptImageModelId,
  isChatGptModelId: () => isChatGptModelId,
  isExperimentalChatGptModelId: () => isExperimentalChatGptModelId,
  isFireworksModelId: () => isFireworksModelId,
  isGeminiImageModelId: () => isGeminiImageModelId,
  isGeminiModelId: () => isGeminiModelId,
  isGeminiTextModelId: () => isGeminiTextModelId,
  isLlmImageModelId: () => isLlmImageModelId,
  isLlmModelId: () => isLlmModelId,
  isLlmTextModelId: () => isLlmTextModelId,
  isOpenAiImageModelId: () => isOpenAiImageModelId,
  isOpenAiModelId: () => isOpenAiModelId,
  listOpenAiContainerFiles: () => listOpenAiContainerFiles,
  loadEnvFromFile: () => loadEnvFromFile,
  loadLocalEnv: () => loadLocalEnv,
  parseJsonFromLlmText: () => parseJsonFromLlmText,
  refreshChatGptOauthToken: () => refreshChatGptOauthToken,
  resetModelConcurrencyConfig: () => resetModelConcurrencyConfig,
  resetTelemetry: () => resetTelemetry,
  resolveChatGptImageProviderModel: () => resolveChatGptImageProviderModel,
  resolveFilesystemToolProfile: () => resolveFilesystemToolProfile,
  resolveFireworksModelId: () => resolveFireworksModelId,
  resolveOpenAiGptImage2Size: () => resolveOpenAiGptImage2Size,
  runAgentLoop: () => runAgentLoop,
  runCandidateEvolution: () => runCandidateEvolution,
  runToolLoop: () => runToolLoop,
  sanitisePartForLogging: () => sanitisePartForLogging,
  streamAgentLoop: () => streamAgentLoop,
  streamJson: () => streamJson,
  streamText: () => streamText,
  streamToolLoop: () => streamToolLoop,
  stripCodexCitationMarkers: () => stripCodexCitationMarkers,
  toGeminiJsonSchema: () => toGeminiJsonSchema,
  tool: () => tool,
  uploadOpenAiContainerFile: () => uploadOpenAiContainerFile,
  validateOpenAiGptImage2Resolution: () => validateOpenAiGptImage2Resolution
});
module.exports = __toCommonJS(index_exports);

// src/llm.ts
var import_node_buffer4 = require("buffer");
var import_node_async_hooks3 = require("async_hooks");
var import_node_crypto2 = require("crypto");
var import_node_path5 = __toESM(require("path"), 1);
var import_genai2 = require("@google/genai");
var import_zod_to_json_schema = require("@alcyone-labs/zod-to-json-schema");
var import_zod3 = require("zod");
var import_openai3 = require("openai");

// src/utils/asyncQueue.ts
function createAsyncQueue() {
  let closed = false;
  let error = null;
  const values = [];
  let pending = null;
  const push = (value) => {
    if (closed || error) {
      return;
    }
    if (pending) {
      const { resolve } = pending;
      pending = null;
      resolve({ value, done: false });
      return;
    }
    values.push(value);
  };
  const close = () => {
    if (closed || error) {
      return;
    }
    closed = true;
    if (pending) {
      const { resolve } = pending;
      pending = null;
      resolve({ value: void 0, done: true });
    }
  };
  const fail = (err) => {
    if (closed || error) {
      return;
    }
    error = err;
    if (pending) {
      const { reject } = pending;
      pending = null;
      reject(err);
    }
  };
  async function* iterator() {
    while (true) {
      if (error) {
        throw error;
      }
      if (values.length > 0) {
        yield values.shift();
        continue;
      }
      if (closed) {
        return;
      }
      const next = await new Promise((resolve, reject) => {
        pending = { resolve, reject };
      });
      if (next.done) {
        return;
      }
      yield next.value;
    }
  }
  return { push, close, fail, iterable: iterator() };
}

// src/fireworks/pricing.ts
var FIREWORKS_KIMI_K25_PRICING = {
  inputRate: 0.6 / 1e6,
  cachedRate: 0.1 / 1e6,
  outputRate: 3 / 1e6
};
var FIREWORKS_GLM_5_PRICING = {
  inputRate: 1 / 1e6,
  cachedRate: 0.2 / 1e6,
  outputRate: 3.2 / 1e6
};
var FIREWORKS_MINIMAX_M21_PRICING = {
  inputRate: 0.3 / 1e6,
  cachedRate: 0.03 / 1e6,
  outputRate: 1.2 / 1e6
};
var FIREWORKS_GPT_OSS_120B_PRICING = {
  inputRate: 0.15 / 1e6,
  cachedRate: 0.075 / 1e6,
  outputRate: 0.6 / 1e6
};
function getFireworksPricing(modelId) {
  if (modelId.includes("kimi-k2.5") || modelId.includes("kimi-k2p5")) {
    return FIREWORKS_KIMI_K25_PRICING;
  }
  if (modelId.includes("glm-5")) {
    return FIREWORKS_GLM_5_PRICING;
  }
  if (modelId.includes("minimax-m2.1") || modelId.includes("minimax-m2p1")) {
    return FIREWORKS_MINIMAX_M21_PRICING;
  }
  if (modelId.includes("gpt-oss-120b")) {
    return FIREWORKS_GPT_OSS_120B_PRICING;
  }
  return void 0;
}

// src/google/pricing.ts
var GEMINI_3_PRO_PREVIEW_PRICING = {
  threshold: 2e5,
  inputRateLow: 2 / 1e6,
  inputRateHigh: 4 / 1e6,
  cachedRateLow: 0.2 / 1e6,
  cachedRateHigh: 0.4 / 1e6,
  outputRateLow: 12 / 1e6,
  outputRateHigh: 18 / 1e6
};
var GEMINI_2_5_PRO_PRICING = {
  threshold: 2e5,
  inputRateLow: 1.25 / 1e6,
  inputRateHigh: 2.5 / 1e6,
  cachedRateLow: 0.125 / 1e6,
  cachedRateHigh: 0.25 / 1e6,
  outputRateLow: 10 / 1e6,
  outputRateHigh: 15 / 1e6
};
var GEMINI_2_5_FLASH_PRICING = {
  threshold: 2e5,
  inputRateLow: 0.3 / 1e6,
  inputRateHigh: 0.3 / 1e6,
  cachedRateLow: 0.03 / 1e6,
  cachedRateHigh: 0.03 / 1e6,
  outputRateLow: 2.5 / 1e6,
  outputRateHigh: 2.5 / 1e6
};
var GEMINI_2_5_FLASH_LITE_PRICING = {
  threshold: 2e5,
  inputRateLow: 0.1 / 1e6,
  inputRateHigh: 0.1 / 1e6,
  cachedRateLow: 0.025 / 1e6,
  cachedRateHigh: 0.025 / 1e6,
  outputRateLow: 0.4 / 1e6,
  outputRateHigh: 0.4 / 1e6
};
var GEMINI_3_PRO_IMAGE_PREVIEW_PRICING = {
  inputRate: 2 / 1e6,
  cachedRate: 0.2 / 1e6,
  outputTextRate: 12 / 1e6,
  outputImageRate: 120 / 1e6,
  imagePrices: {
    "1K": 0.134,
    "2K": 0.134,
    "4K": 0.24
  }
};
var GEMINI_3_1_FLASH_IMAGE_PREVIEW_PRICING = {
  inputRate: 0.5 / 1e6,
  cachedRate: 0.125 / 1e6,
  outputTextRate: 3 / 1e6,
  outputImageRate: 60 / 1e6,
  imagePrices: {
    "512": 0.045,
    "1K": 0.067,
    "2K": 0.101,
    "4K": 0.15
  }
};
function getGeminiProPricing(modelId) {
  if (modelId.includes("gemini-2.5-pro")) {
    return GEMINI_2_5_PRO_PRICING;
  }
  if (modelId.includes("gemini-flash-lite-latest")) {
    return GEMINI_2_5_FLASH_LITE_PRICING;
  }
  if (modelId.includes("gemini-2.5-flash") || modelId.includes("gemini-flash-latest") || modelId.includes("gemini-3-flash-preview")) {
    return GEMINI_2_5_FLASH_PRICING;
  }
  if (modelId.includes("gemini-3-pro") || modelId.includes("gemini-3.1-pro")) {
    return GEMINI_3_PRO_PREVIEW_PRICING;
  }
  return void 0;
}
function getGeminiImagePricing(modelId) {
  if (modelId.includes("gemini-3.1-flash-image-preview")) {
    return GEMINI_3_1_FLASH_IMAGE_PREVIEW_PRICING;
  }
  if (modelId.includes("gemini-3-pro-image-preview")) {
    return GEMINI_3_PRO_IMAGE_PREVIEW_PRICING;
  }
  if (modelId.includes("image-preview")) {
    return GEMINI_3_PRO_IMAGE_PREVIEW_PRICING;
  }
  return void 0;
}

// src/openai/models.ts
var OPENAI_MODEL_IDS = [
  "gpt-5.6",
  "gpt-5.6-fast",
  "gpt-5.6-sol",
  "gpt-5.6-sol-fast",
  "gpt-5.6-terra",
  "gpt-5.6-terra-fast",
  "gpt-5.6-luna",
  "gpt-5.6-luna-fast",
  "gpt-5.5",
  "gpt-5.5-fast",
  "gpt-5.4",
  "gpt-5.4-mini",
  "gpt-5.4-nano"
];
function isOpenAiModelId(value) {
  return OPENAI_MODEL_IDS.includes(value);
}
var OPENAI_IMAGE_MODEL_IDS = ["gpt-image-2"];
function isOpenAiImageModelId(value) {
  return OPENAI_IMAGE_MODEL_IDS.includes(value);
}
var CHATGPT_IMAGE_MODEL_IDS = ["chatgpt-gpt-image-2"];
function isChatGptImageModelId(value) {
  return CHATGPT_IMAGE_MODEL_IDS.includes(value);
}
var OPENAI_GPT_IMAGE_2_POPULAR_RESOLUTIONS = [
  "1024x1024",
  "1536x1024",
  "1024x1536",
  "2048x2048",
  "2048x1152",
  "3840x2160",
  "2160x3840"
];
var OPENAI_GPT_IMAGE_2_AUTO_RESOLUTION = "auto";
var OPENAI_GPT_IMAGE_2_SEMANTIC_SIZES = ["square", "landscape", "portrait"];
var OPENAI_GPT_IMAGE_2_SEMANTIC_SIZE_RESOLUTIONS = {
  square: "1024x1024",
  landscape: "1536x1024",
  portrait: "1024x1536"
};
function resolveOpenAiGptImage2Size(value) {
  return value === "auto" ? value : OPENAI_GPT_IMAGE_2_SEMANTIC_SIZE_RESOLUTIONS[value];
}
var OPENAI_GPT_IMAGE_2_RESOLUTIONS = [
  ...OPENAI_GPT_IMAGE_2_POPULAR_RESOLUTIONS,
  OPENAI_GPT_IMAGE_2_AUTO_RESOLUTION
];
var OPENAI_GPT_IMAGE_2_SIZE_CONSTRAINTS = {
  maxEdgePixels: 3840,
  edgeMultiplePixels: 16,
  maxLongToShortEdgeRatio: 3,
  minTotalPixels: 655360,
  maxTotalPixels: 8294400,
  experimentalTotalPixelsThreshold: 3686400
};
function validateOpenAiGptImage2Resolution(value) {
  if (value === OPENAI_GPT_IMAGE_2_AUTO_RESOLUTION) {
    return { valid: true };
  }
  const match = /^([1-9]\d*)x([1-9]\d*)$/.exec(value);
  if (!match) {
    return { valid: false, reason: 'Expected "auto" or a WIDTHxHEIGHT pixel string.' };
  }
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) {
    return { valid: false, reason: "Width and height must be safe integer pixel counts." };
  }
  const constraints = OPENAI_GPT_IMAGE_2_SIZE_CONSTRAINTS;
  if (width > constraints.maxEdgePixels || height > constraints.maxEdgePixels) {
    return {
      valid: false,
      reason: `Width and height must each be at most ${constraints.maxEdgePixels}px.`
    };
  }
  if (width % constraints.edgeMultiplePixels !== 0 || height % constraints.edgeMultiplePixels !== 0) {
    return {
      valid: false,
      reason: `Width and height must each be multiples of ${constraints.edgeMultiplePixels}px.`
    };
  }
  const totalPixels = width * height;
  if (totalPixels < constraints.minTotalPixels || totalPixels > constraints.maxTotalPixels) {
    return {
      valid: false,
      reason: `Total pixels must be between ${constraints.minTotalPixels} and ${constraints.maxTotalPixels}.`
    };
  }
  const longEdge = Math.max(width, height);
  const shortEdge = Math.min(width, height);
  if (longEdge / shortEdge > constraints.maxLongToShortEdgeRatio) {
    return {
      valid: false,
      reason: `The long edge must be at most ${constraints.maxLongToShortEdgeRatio}:1 relative to the short edge.`
    };
  }
  return { valid: true };
}
var OPENAI_GPT_IMAGE_2_QUALITY_LEVELS = ["low", "medium", "high", "auto"];
var OPENAI_GPT_IMAGE_2_OUTPUT_FORMATS = ["png", "jpeg", "webp"];
var OPENAI_GPT_IMAGE_2_BACKGROUNDS = ["opaque", "auto"];
var OPENAI_GPT_IMAGE_2_MODERATION_LEVELS = ["low", "auto"];
var OPENAI_GPT_IMAGE_2_PARTIAL_IMAGE_COUNTS = [0, 1, 2, 3];
var OPENAI_GPT_IMAGE_2_NUM_IMAGES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
var CHATGPT_MODEL_IDS = [
  "chatgpt-gpt-6-astra",
  "chatgpt-gpt-5.6-sol",
  "chatgpt-gpt-5.6-sol-fast",
  "chatgpt-gpt-5.6-terra",
  "chatgpt-gpt-5.6-terra-fast",
  "chatgpt-gpt-5.6-luna",
  "chatgpt-gpt-5.6-luna-fast",
  "chatgpt-gpt-5.5",
  "chatgpt-gpt-5.5-fast",
  "chatgpt-gpt-5.4",
  "chatgpt-gpt-5.4-fast",
  "chatgpt-gpt-5.4-mini",
  "chatgpt-gpt-5.3-codex-spark"
];
var FAST_MODEL_SUFFIX = "-fast";
var OPENAI_PRIORITY_MODEL_IDS = [
  "gpt-5.6-fast",
  "gpt-5.6-sol-fast",
  "gpt-5.6-terra-fast",
  "gpt-5.6-luna-fast",
  "gpt-5.5-fast"
];
var CHATGPT_PRIORITY_MODEL_IDS = [
  "chatgpt-gpt-5.6-sol-fast",
  "chatgpt-gpt-5.6-terra-fast",
  "chatgpt-gpt-5.6-luna-fast",
  "chatgpt-gpt-5.5-fast",
  "chatgpt-gpt-5.4-fast"
];
var CHATGPT_IMAGE_GENERATION_PROVIDER_MODEL = "gpt-image-2";
var EXPERIMENTAL_CHATGPT_MODEL_PREFIX = "experimental-chatgpt-";
function isExperimentalChatGptModelId(value) {
  return value.startsWith(EXPERIMENTAL_CHATGPT_MODEL_PREFIX) && value.length > EXPERIMENTAL_CHATGPT_MODEL_PREFIX.length;
}
function isChatGptModelId(value) {
  return CHATGPT_MODEL_IDS.includes(value) || isExperimentalChatGptModelId(value);
}
function stripFastSuffix(model) {
  return model.endsWith(FAST_MODEL_SUFFIX) ? model.slice(0, -FAST_MODEL_SUFFIX.length) : model;
}
function resolveOpenAiProviderModel(model) {
  return OPENAI_PRIORITY_MODEL_IDS.includes(model) ? stripFastSuffix(model) : model;
}
function resolveOpenAiServiceTier(model) {
  return OPENAI_PRIORITY_MODEL_IDS.includes(model) ? "priority" : void 0;
}
function stripChatGptPrefix(model) {
  if (isExperimentalChatGptModelId(model)) {
    return model.slice(EXPERIMENTAL_CHATGPT_MODEL_PREFIX.length);
  }
  return model.slice("chatgpt-".length);
}
function resolveChatGptProviderModel(model) {
  const providerModel = stripChatGptPrefix(model);
  return CHATGPT_PRIORITY_MODEL_IDS.includes(model) ? stripFastSuffix(providerModel) : providerModel;
}
function resolveChatGptImageProviderModel(_model) {
  return CHATGPT_IMAGE_GENERATION_PROVIDER_MODEL;
}
function resolveChatGptServiceTier(model) {
  return CHATGPT_PRIORITY_MODEL_IDS.includes(model) ? "priority" : void 0;
}

// src/openai/pricing.ts
var OPENAI_GPT_6_ASTRA_MODEL_IDS = ["gpt-6-astra", "chatgpt-gpt-6-astra"];
var OPENAI_GPT_6_ASTRA_CONCRETE_MODEL_ID_RE = /^(?:chatgpt-)?gpt-6-astra-\d{4}-\d{2}-\d{2}$/u;
var OPENAI_GPT_55_FAST_MODEL_IDS = ["gpt-5.5-fast", "chatgpt-gpt-5.5-fast"];
var OPENAI_GPT_55_STANDARD_MODEL_IDS = ["gpt-5.5", "chatgpt-gpt-5.5"];
var OPENAI_GPT_55_CONCRETE_MODEL_ID_RE = /^(?:chatgpt-)?gpt-5\.5-\d{4}-\d{2}-\d{2}$/u;
var OPENAI_GPT_56_SOL_FAST_MODEL_IDS = [
  "gpt-5.6-fast",
  "gpt-5.6-sol-fast",
  "chatgpt-gpt-5.6-sol-fast"
];
var OPENAI_GPT_56_SOL_STANDARD_MODEL_IDS = [
  "gpt-5.6",
  "gpt-5.6-sol",
  "chatgpt-gpt-5.6-sol"
];
var OPENAI_GPT_56_SOL_CONCRETE_MODEL_ID_RE = /^(?:chatgpt-)?gpt-5\.6(?:-sol)?-\d{4}-\d{2}-\d{2}$/u;
var OPENAI_GPT_56_TERRA_FAST_MODEL_IDS = [
  "gpt-5.6-terra-fast",
  "chatgpt-gpt-5.6-terra-fast"
];
var OPENAI_GPT_56_TERRA_STANDARD_MODEL_IDS = ["gpt-5.6-terra", "chatgpt-gpt-5.6-terra"];
var OPENAI_GPT_56_TERRA_CONCRETE_MODEL_ID_RE = /^(?:chatgpt-)?gpt-5\.6-terra-\d{4}-\d{2}-\d{2}$/u;
var OPENAI_GPT_56_LUNA_FAST_MODEL_IDS = [
  "gpt-5.6-luna-fast",
  "chatgpt-gpt-5.6-luna-fast"
];
var OPENAI_GPT_56_LUNA_STANDARD_MODEL_IDS = ["gpt-5.6-luna", "chatgpt-gpt-5.6-luna"];
var OPENAI_GPT_56_LUNA_CONCRETE_MODEL_ID_RE = /^(?:chatgpt-)?gpt-5\.6-luna-\d{4}-\d{2}-\d{2}$/u;
var OPENAI_GPT_54_FAST_MODEL_IDS = ["gpt-5.4-fast", "chatgpt-gpt-5.4-fast"];
var OPENAI_GPT_54_MINI_MODEL_IDS = ["gpt-5.4-mini", "chatgpt-gpt-5.4-mini"];
var OPENAI_GPT_54_NANO_MODEL_IDS = ["gpt-5.4-nano"];
var OPENAI_GPT_53_CODEX_SPARK_MODEL_IDS = [
  "gpt-5.3-codex-spark",
  "chatgpt-gpt-5.3-codex-spark"
];
var OPENAI_GPT_54_STANDARD_MODEL_IDS = ["gpt-5.4", "chatgpt-gpt-5.4"];
var OPENAI_GPT_6_ASTRA_PRICING = {
  inputRate: 10 / 1e6,
  cachedRate: 1 / 1e6,
  cacheWriteRate: 12.5 / 1e6,
  outputRate: 50 / 1e6,
  longInput: { threshold: 272e3, inputMultiplier: 2, outputMultiplier: 1.5 }
};
var OPENAI_GPT_56_SOL_PRICING = {
  inputRate: 5 / 1e6,
  cachedRate: 0.5 / 1e6,
  outputRate: 30 / 1e6
};
var OPENAI_GPT_56_SOL_PRIORITY_PRICING = {
  inputRate: 10 / 1e6,
  cachedRate: 1 / 1e6,
  outputRate: 60 / 1e6
};
var OPENAI_GPT_56_TERRA_PRICING = {
  inputRate: 2.5 / 1e6,
  cachedRate: 0.25 / 1e6,
  outputRate: 15 / 1e6
};
var OPENAI_GPT_56_TERRA_PRIORITY_PRICING = {
  inputRate: 5 / 1e6,
  cachedRate: 0.5 / 1e6,
  outputRate: 30 / 1e6
};
var OPENAI_GPT_56_LUNA_PRICING = {
  inputRate: 1 / 1e6,
  cachedRate: 0.1 / 1e6,
  outputRate: 6 / 1e6
};
var OPENAI_GPT_56_LUNA_PRIORITY_PRICING = {
  inputRate: 2 / 1e6,
  cachedRate: 0.2 / 1e6,
  outputRate: 12 / 1e6
};
var OPENAI_GPT_55_PRICING = {
  inputRate: 5 / 1e6,
  cachedRate: 0.5 / 1e6,
  outputRate: 30 / 1e6
};
var OPENAI_GPT_55_PRIORITY_PRICING = {
  inputRate: 12.5 / 1e6,
  cachedRate: 1.25 / 1e6,
  outputRate: 75 / 1e6
};
var OPENAI_GPT_54_PRICING = {
  inputRate: 2.5 / 1e6,
  cachedRate: 0.25 / 1e6,
  outputRate: 15 / 1e6
};
var OPENAI_GPT_54_PRIORITY_PRICING = {
  inputRate: 5 / 1e6,
  cachedRate: 0.5 / 1e6,
  outputRate: 30 / 1e6
};
var OPENAI_GPT_54_MINI_PRICING = {
  inputRate: 0.25 / 1e6,
  cachedRate: 0.025 / 1e6,
  outputRate: 2 / 1e6
};
var OPENAI_GPT_54_NANO_PRICING = {
  inputRate: 0.05 / 1e6,
  cachedRate: 5e-3 / 1e6,
  outputRate: 0.4 / 1e6
};
var OPENAI_GPT_IMAGE_2_PRICING = {
  defaultQuality: "medium",
  defaultResolution: "1024x1024",
  imagePrices: {
    low: {
      "1024x1024": 6e-3,
      "1024x1536": 5e-3,
      "1536x1024": 5e-3
    },
    medium: {
      "1024x1024": 0.053,
      "1024x1536": 0.041,
      "1536x1024": 0.041
    },
    high: {
      "1024x1024": 0.211,
      "1024x1536": 0.165,
      "1536x1024": 0.165
    }
  }
};
function getOpenAiPricing(modelId) {
  if (OPENAI_GPT_6_ASTRA_MODEL_IDS.includes(modelId) || OPENAI_GPT_6_ASTRA_CONCRETE_MODEL_ID_RE.test(modelId)) {
    return OPENAI_GPT_6_ASTRA_PRICING;
  }
  if (isExperimentalChatGptModelId(modelId)) {
    return OPENAI_GPT_54_PRICING;
  }
  if (OPENAI_GPT_56_SOL_FAST_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_56_SOL_PRIORITY_PRICING;
  }
  if (OPENAI_GPT_56_SOL_STANDARD_MODEL_IDS.includes(modelId) || OPENAI_GPT_56_SOL_CONCRETE_MODEL_ID_RE.test(modelId)) {
    return OPENAI_GPT_56_SOL_PRICING;
  }
  if (OPENAI_GPT_56_TERRA_FAST_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_56_TERRA_PRIORITY_PRICING;
  }
  if (OPENAI_GPT_56_TERRA_STANDARD_MODEL_IDS.includes(modelId) || OPENAI_GPT_56_TERRA_CONCRETE_MODEL_ID_RE.test(modelId)) {
    return OPENAI_GPT_56_TERRA_PRICING;
  }
  if (OPENAI_GPT_56_LUNA_FAST_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_56_LUNA_PRIORITY_PRICING;
  }
  if (OPENAI_GPT_56_LUNA_STANDARD_MODEL_IDS.includes(modelId) || OPENAI_GPT_56_LUNA_CONCRETE_MODEL_ID_RE.test(modelId)) {
    return OPENAI_GPT_56_LUNA_PRICING;
  }
  if (OPENAI_GPT_55_FAST_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_55_PRIORITY_PRICING;
  }
  if (OPENAI_GPT_55_STANDARD_MODEL_IDS.includes(modelId) || OPENAI_GPT_55_CONCRETE_MODEL_ID_RE.test(modelId)) {
    return OPENAI_GPT_55_PRICING;
  }
  if (OPENAI_GPT_54_FAST_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_54_PRIORITY_PRICING;
  }
  if (OPENAI_GPT_54_MINI_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_54_MINI_PRICING;
  }
  if (OPENAI_GPT_54_NANO_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_54_NANO_PRICING;
  }
  if (OPENAI_GPT_53_CODEX_SPARK_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_54_MINI_PRICING;
  }
  if (OPENAI_GPT_54_STANDARD_MODEL_IDS.includes(modelId)) {
    return OPENAI_GPT_54_PRICING;
  }
  return void 0;
}
function getOpenAiImagePricing(modelId) {
  return isOpenAiImageModelId(modelId) || isChatGptImageModelId(modelId) ? OPENAI_GPT_IMAGE_2_PRICING : void 0;
}

// src/utils/cost.ts
function resolveUsageNumber(value) {
  if (typeof value === "number" && Number.isFinite(value)) {
    return Math.max(0, value);
  }
  return 0;
}
function estimateCallCostUsd({
  modelId,
  pricingModelId,
  tokens,
  responseImages,
  imageSize,
  imageQuality
}) {
  const pricingModelIds = resolvePricingModelIds(modelId, pricingModelId);
  const openAiImagePricing = resolvePricing(pricingModelIds, getOpenAiImagePricing);
  if (openAiImagePricing) {
    return estimateOpenAiImageCostUsd({
      pricing: openAiImagePricing,
      responseImages,
      imageSize,
      imageQuality
    });
  }
  if (!tokens) {
    return 0;
  }
  const promptTokens = resolveUsageNumber(tokens.promptTokens);
  const cachedTokens = resolveUsageNumber(tokens.cachedTokens);
  const responseTokens = resolveUsageNumber(tokens.responseTokens);
  const responseImageTokens = resolveUsageNumber(tokens.responseImageTokens);
  const thinkingTokens = resolveUsageNumber(tokens.thinkingTokens);
  const toolUsePromptTokens = resolveUsageNumber(tokens.toolUsePromptTokens);
  const promptTokenTotal = promptTokens + toolUsePromptTokens;
  const nonCachedPrompt = Math.max(0, promptTokenTotal - cachedTokens);
  const imagePreviewPricing = resolvePricing(pricingModelIds, getGeminiImagePricing);
  if (imagePreviewPricing) {
    const resolvedImageSize = imageSize && imagePreviewPricing.imagePrices[imageSize] ? imageSize : "2K";
    const imageRate = imagePreviewPricing.imagePrices[resolvedImageSize] ?? 0;
    const tokensPerImage = imagePreviewPricing.outputImageRate > 0 ? imageRate / imagePreviewPricing.outputImageRate : 0;
    let responseTextForPricing = Math.max(0, responseTokens - responseImageTokens);
    let imageTokensForPricing = responseImageTokens;
    if (imageTokensForPricing <= 0 && responseImages > 0 && tokensPerImage > 0) {
      const estimatedImageTokens = responseImages * tokensPerImage;
      imageTokensForPricing = estimatedImageTokens;
      if (responseTextForPricing >= estimatedImageTokens) {
        responseTextForPricing -= estimatedImageTokens;
      }
    }
    const textOutputCost = (responseTextForPricing + thinkingTokens) * imagePreviewPricing.outputTextRate;
    const inputCost = nonCachedPrompt * imagePreviewPricing.inputRate;
    const cachedCost = cachedTokens * imagePreviewPricing.cachedRate;
    const imageOutputCost = imageTokensForPricing * imagePreviewPricing.outputImageRate;
    return inputCost + cachedCost + textOutputCost + imageOutputCost;
  }
  const geminiPricing = resolvePricing(pricingModelIds, getGeminiProPricing);
  if (geminiPricing) {
    const useHighTier = promptTokenTotal > geminiPricing.threshold;
    const inputRate = useHighTier ? geminiPricing.inputRateHigh : geminiPricing.inputRateLow;
    const cachedRate = useHighTier ? geminiPricing.cachedRateHigh : geminiPricing.cachedRateLow;
    const outputRate = useHighTier ? geminiPricing.outputRateHigh : geminiPricing.outputRateLow;
    const inputCost = nonCachedPrompt * inputRate;
    const cachedCost = cachedTokens * cachedRate;
    const outputTokens = responseTokens + thinkingTokens;
    const outputCost = outputTokens * outputRate;
    return inputCost + cachedCost + outputCost;
  }
  const fireworksPricing = resolvePricing(pricingModelIds, getFireworksPricing);
  if (fireworksPricing) {
    const inputCost = nonCachedPrompt * fireworksPricing.inputRate;
    const cachedCost = cachedTokens * fireworksPricing.cachedRate;
    const outputTokens = responseTokens + thinkingTokens;
    const outputCost = outputTokens * fireworksPricing.outputRate;
    return inputCost + cachedCost + outputCost;
  }
  const openAiPricing = resolvePricing(pricingModelIds, getOpenAiPricing);
  if (openAiPricing) {
    const cacheWriteTokens = Math.min(nonCachedPrompt, resolveUsageNumber(tokens.cacheWriteTokens));
    const longInput = openAiPricing.longInput;
    const useLongInput = longInput && promptTokenTotal > longInput.threshold;
    const inputMultiplier = useLongInput ? longInput.inputMultiplier : 1;
    const outputMultiplier = useLongInput ? longInput.outputMultiplier : 1;
    const inputCost = (nonCachedPrompt - cacheWriteTokens) * openAiPricing.inputRate;
    const cachedCost = cachedTokens * openAiPricing.cachedRate;
    const cacheWriteCost = cacheWriteTokens * (openAiPricing.cacheWriteRate ?? openAiPricing.inputRate);
    const outputTokens = responseTokens + thinkingTokens;
    const outputCost = outputTokens * openAiPricing.outputRate * outputMultiplier;
    return (inputCost + cachedCost + cacheWriteCost) * inputMultiplier + outputCost;
  }
  return 0;
}
function resolvePricingModelIds(modelId, pricingModelId) {
  if (pricingModelId && pricingModelId !== modelId) {
    return [pricingModelId, modelId];
  }
  return [modelId];
}
function resolvePricing(modelIds, resolve) {
  for (const modelId of modelIds) {
    const pricing = resolve(modelId);
    if (pricing) {
      return pricing;
    }
  }
  return void 0;
}
function estimateOpenAiImageCostUsd({
  pricing,
  responseImages,
  imageSize,
  imageQuality
}) {
  if (responseImages <= 0) {
    return 0;
  }
  const quality = imageQuality === "low" || imageQuality === "medium" || imageQuality === "high" ? imageQuality : pricing.defaultQuality;
  const resolution = resolveOpenAiImagePriceResolution(imageSize) ?? pricing.defaultResolution;
  return responseImages * pricing.imagePrices[quality][resolution];
}
function resolveOpenAiImagePriceResolution(imageSize) {
  if (imageSize === "1024x1024" || imageSize === "1024x1536" || imageSize === "1536x1024") {
    return imageSize;
  }
  if (!imageSize || imageSize === "auto") {
    return void 0;
  }
  const match = /^(\d+)x(\d+)$/.exec(imageSize);
  if (!match) {
    return void 0;
  }
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) {
    return void 0;
  }
  if (width === height) {
    return "1024x1024";
  }
  return width > height ? "1536x1024" : "1024x1536";
}

// src/openai/chatgpt-codex.ts
var import_node_os2 = __toESM(require("os"), 1);
var import_node_util = require("util");

// src/utils/env.ts
var import_node_fs = __toESM(require("fs"), 1);
var import_node_path = __toESM(require("path"), 1);

// src/utils/runtimeSingleton.ts
var runtimeSingletonStoreKey = /* @__PURE__ */ Symbol.for("@ljoukov/llm.runtimeSingletonStore");
function getRuntimeSingletonStore() {
  const globalObject = globalThis;
  const existingStore = globalObject[runtimeSingletonStoreKey];
  if (existingStore) {
    return existingStore;
  }
  const store = /* @__PURE__ */ new Map();
  Object.defineProperty(globalObject, runtimeSingletonStoreKey, {
    value: store,
    enumerable: false,
    configurable: false,
    writable: false
  });
  return store;
}
function getRuntimeSingleton(key, create) {
  const store = getRuntimeSingletonStore();
  const existingValue = store.get(key);
  if (existingValue !== void 0) {
    return existingValue;
  }
  const createdValue = create();
  store.set(key, createdValue);
  return createdValue;
}

// src/utils/env.ts
var envState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.envState"), () => ({
  envLoaded: false
}));
function loadLocalEnv() {
  if (envState.envLoaded) {
    return;
  }
  const envPath = import_node_path.default.join(process.cwd(), ".env.local");
  loadEnvFromFile(envPath, { override: false });
  envState.envLoaded = true;
}
function loadEnvFromFile(filePath, { override = false } = {}) {
  let content;
  try {
    content = import_node_fs.default.readFileSync(filePath, "utf8");
  } catch (error) {
    if (error?.code === "ENOENT") {
      return;
    }
    throw error;
  }
  for (const line of content.split(/\r?\n/u)) {
    const entry = parseEnvLine(line);
    if (!entry) {
      continue;
    }
    const [key, value] = entry;
    if (override || process.env[key] === void 0) {
      process.env[key] = value;
    }
  }
}
function parseEnvLine(line) {
  const trimmed = line.trim();
  if (!trimmed || trimmed.startsWith("#")) {
    return null;
  }
  const match = trimmed.match(/^(?:export\s+)?([A-Za-z_][A-Za-z0-9_\-.]*)\s*=\s*(.*)$/u);
  if (!match) {
    return null;
  }
  const key = match[1];
  if (!key) {
    return null;
  }
  let value = match[2] ?? "";
  if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) {
    value = value.slice(1, -1);
  } else if (value.startsWith("'") && value.endsWith("'") && value.length >= 2) {
    value = value.slice(1, -1);
  } else {
    const commentIndex = value.indexOf(" #");
    if (commentIndex >= 0) {
      value = value.slice(0, commentIndex);
    }
    value = value.trim();
  }
  return [key, value];
}

// src/openai/chatgpt-auth.ts
var import_node_buffer = require("buffer");
var import_node_fs2 = __toESM(require("fs"), 1);
var import_node_os = __toESM(require("os"), 1);
var import_node_path2 = __toESM(require("path"), 1);
var import_zod = require("zod");
var CHATGPT_AUTH_TOKEN_PROVIDER_URL_ENV = "CHATGPT_AUTH_TOKEN_PROVIDER_URL";
var CHATGPT_AUTH_TOKEN_PROVIDER_STORE_ENV = "CHATGPT_AUTH_TOKEN_PROVIDER_STORE";
var CHATGPT_AUTH_API_KEY_ENV = "CHATGPT_AUTH_API_KEY";
var CHATGPT_AUTH_TOKEN_PROVIDER_API_KEY_ENV = "CHATGPT_AUTH_TOKEN_PROVIDER_API_KEY";
var CHATGPT_OAUTH_CLIENT_ID = "app_EMoamEEZ73f0CkXaXp7hrann";
var CHATGPT_OAUTH_TOKEN_URL = "https://auth.openai.com/oauth/token";
var CHATGPT_OAUTH_REDIRECT_URI = "http://localhost:1455/auth/callback";
var TOKEN_EXPIRY_BUFFER_MS = 3e4;
var CodexAuthFileSchema = import_zod.z.object({
  OPENAI_API_KEY: import_zod.z.string().nullable().optional(),
  last_refresh: import_zod.z.string().optional(),
  tokens: import_zod.z.object({
    access_token: import_zod.z.string().min(1).optional(),
    refresh_token: import_zod.z.string().min(1).optional(),
    id_token: import_zod.z.string().min(1).optional(),
    account_id: import_zod.z.string().min(1).optional(),
    // Allow a bit of flexibility if the file format changes.
    accessToken: import_zod.z.string().min(1).optional(),
    refreshToken: import_zod.z.string().min(1).optional(),
    idToken: import_zod.z.string().min(1).optional(),
    accountId: import_zod.z.string().min(1).optional()
  }).optional()
}).loose();
var RefreshResponseSchema = import_zod.z.object({
  access_token: import_zod.z.string().min(1),
  refresh_token: import_zod.z.string().min(1),
  expires_in: import_zod.z.union([import_zod.z.number(), import_zod.z.string()])
});
var ExchangeResponseSchema = import_zod.z.object({
  access_token: import_zod.z.string().min(1),
  refresh_token: import_zod.z.string().min(1),
  expires_in: import_zod.z.union([import_zod.z.number(), import_zod.z.string()]),
  id_token: import_zod.z.string().optional()
});
var chatGptAuthState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.chatGptAuthState"), () => ({
  cachedProfile: null,
  refreshPromise: null
}));
async function fetchChatGptAuthProfileFromTokenProvider(options) {
  const base = options.baseUrl.replace(/\/+$/u, "");
  const store = options.store?.trim() ? options.store.trim() : "kv";
  const url = new URL(`${base}/v1/token`);
  url.searchParams.set("store", store);
  const response = await fetch(url.toString(), {
    method: "GET",
    headers: {
      Authorization: `Bearer ${options.apiKey}`,
      "x-chatgpt-auth": options.apiKey,
      Accept: "application/json"
    }
  });
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`ChatGPT token provider request failed (${response.status}): ${body}`);
  }
  const payload = await response.json();
  if (!payload || typeof payload !== "object") {
    throw new Error("ChatGPT token provider returned invalid JSON.");
  }
  const accessToken = payload.accessToken ?? payload.access_token;
  const accountId = payload.accountId ?? payload.account_id;
  const expiresAt = payload.expiresAt ?? payload.expires_at;
  if (typeof accessToken !== "string" || accessToken.trim().length === 0) {
    throw new Error("ChatGPT token provider response missing accessToken.");
  }
  if (typeof accountId !== "string" || accountId.trim().length === 0) {
    throw new Error("ChatGPT token provider response missing accountId.");
  }
  const expires = normalizeEpochMillis(expiresAt) ?? Date.now() + 5 * 6e4;
  return {
    access: accessToken,
    refresh: "token_provider",
    expires,
    accountId
  };
}
function encodeChatGptAuthJson(profile) {
  const payload = {
    access: profile.access,
    refresh: profile.refresh,
    expires: profile.expires,
    accountId: profile.accountId,
    ...profile.idToken ? { id_token: profile.idToken } : {}
  };
  return JSON.stringify(payload);
}
function encodeChatGptAuthJsonB64(profile) {
  return import_node_buffer.Buffer.from(encodeChatGptAuthJson(profile)).toString("base64url");
}
async function exchangeChatGptOauthCode({
  code,
  verifier,
  redirectUri = CHATGPT_OAUTH_REDIRECT_URI
}) {
  const params = new URLSearchParams();
  params.set("grant_type", "authorization_code");
  params.set("client_id", CHATGPT_OAUTH_CLIENT_ID);
  params.set("code", code);
  params.set("code_verifier", verifier);
  params.set("redirect_uri", redirectUri);
  const response = await fetch(CHATGPT_OAUTH_TOKEN_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded"
    },
    body: params.toString()
  });
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`ChatGPT OAuth token exchange failed (${response.status}): ${body}`);
  }
  const payload = ExchangeResponseSchema.parse(await response.json());
  return profileFromTokenResponse(payload);
}
async function refreshChatGptOauthToken(refreshToken, fallback) {
  const params = new URLSearchParams();
  params.set("grant_type", "refresh_token");
  params.set("client_id", CHATGPT_OAUTH_CLIENT_ID);
  params.set("refresh_token", refreshToken);
  const response = await fetch(CHATGPT_OAUTH_TOKEN_URL, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded"
    },
    body: params.toString()
  });
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`ChatGPT OAuth refresh failed (${response.status}): ${body}`);
  }
  const payload = RefreshResponseSchema.parse(await response.json());
  return profileFromTokenResponse(payload, fallback);
}
async function getChatGptAuthProfile() {
  loadLocalEnv();
  const tokenProviderUrl = process.env[CHATGPT_AUTH_TOKEN_PROVIDER_URL_ENV];
  const tokenProviderKey = process.env[CHATGPT_AUTH_TOKEN_PROVIDER_API_KEY_ENV] ?? process.env[CHATGPT_AUTH_API_KEY_ENV];
  if (tokenProviderUrl && tokenProviderUrl.trim().length > 0 && tokenProviderKey && tokenProviderKey.trim().length > 0) {
    const store = process.env[CHATGPT_AUTH_TOKEN_PROVIDER_STORE_ENV];
    return fetchChatGptAuthProfileFromTokenProvider({
      baseUrl: tokenProviderUrl,
      apiKey: tokenProviderKey,
      store: store ?? void 0
    });
  }
  if (chatGptAuthState.cachedProfile && !isExpired(chatGptAuthState.cachedProfile)) {
    return chatGptAuthState.cachedProfile;
  }
  if (chatGptAuthState.refreshPromise) {
    return chatGptAuthState.refreshPromise;
  }
  chatGptAuthState.refreshPromise = (async () => {
    try {
      const baseProfile = chatGptAuthState.cachedProfile ?? loadAuthProfileFromCodexStore();
      const profile = isExpired(baseProfile) ? await refreshAndPersistCodexProfile(baseProfile) : baseProfile;
      chatGptAuthState.cachedProfile = profile;
      return profile;
    } finally {
      chatGptAuthState.refreshPromise = null;
    }
  })();
  return chatGptAuthState.refreshPromise;
}
function resolveCodexHome() {
  const codexHome = process.env.CODEX_HOME;
  if (codexHome && codexHome.trim().length > 0) {
    return codexHome.trim();
  }
  return import_node_path2.default.join(import_node_os.default.homedir(), ".codex");
}
function resolveCodexAuthJsonPath() {
  return import_node_path2.default.join(resolveCodexHome(), "auth.json");
}
function loadAuthProfileFromCodexStore() {
  const authPath = resolveCodexAuthJsonPath();
  return readChatGptAuthProfileFromFile(authPath);
}
function readChatGptAuthProfileFromFile(authPath) {
  let raw;
  try {
    raw = import_node_fs2.default.readFileSync(authPath, "utf8");
  } catch {
    throw new Error(
      `ChatGPT auth not configured. Set ${CHATGPT_AUTH_TOKEN_PROVIDER_URL_ENV}+${CHATGPT_AUTH_API_KEY_ENV} or login via Codex to create ${authPath}.`
    );
  }
  let parsed;
  try {
    parsed = CodexAuthFileSchema.parse(JSON.parse(raw));
  } catch (e) {
    throw new Error(
      `Failed to parse Codex auth store at ${authPath}. (${e?.message ?? e})`
    );
  }
  const tokens = parsed.tokens;
  if (!tokens) {
    throw new Error(
      `Codex auth store at ${authPath} is missing tokens. Re-login via Codex, or configure ${CHATGPT_AUTH_TOKEN_PROVIDER_URL_ENV}.`
    );
  }
  const access = tokens.access_token ?? tokens.accessToken ?? void 0;
  const refresh = tokens.refresh_token ?? tokens.refreshToken ?? void 0;
  const idToken = tokens.id_token ?? tokens.idToken ?? void 0;
  if (!access || !refresh) {
    throw new Error(
      `Codex auth store at ${authPath} is missing access_token/refresh_token. Re-login via Codex, or configure ${CHATGPT_AUTH_TOKEN_PROVIDER_URL_ENV}.`
    );
  }
  const expires = extractJwtExpiry(access) ?? extractJwtExpiry(idToken ?? "") ?? Date.now() + 5 * 6e4;
  const accountId = tokens.account_id ?? tokens.accountId ?? extractChatGptAccountId(idToken ?? "") ?? extractChatGptAccountId(access);
  if (!accountId) {
    throw new Error(`Codex auth store at ${authPath} is missing chatgpt_account_id/account_id.`);
  }
  return {
    access,
    refresh,
    expires,
    accountId,
    idToken: idToken ?? void 0
  };
}
async function refreshAndPersistCodexProfile(baseProfile) {
  const refreshed = await refreshChatGptOauthToken(baseProfile.refresh, {
    accountId: baseProfile.accountId,
    idToken: baseProfile.idToken
  });
  persistCodexTokens(refreshed);
  return refreshed;
}
function persistCodexTokens(profile) {
  const authPath = resolveCodexAuthJsonPath();
  const codexHome = import_node_path2.default.dirname(authPath);
  let doc = {};
  try {
    doc = JSON.parse(import_node_fs2.default.readFileSync(authPath, "utf8"));
  } catch {
    doc = {};
  }
  if (!doc || typeof doc !== "object") {
    doc = {};
  }
  if (!doc.tokens || typeof doc.tokens !== "object") {
    doc.tokens = {};
  }
  doc.tokens.access_token = profile.access;
  doc.tokens.refresh_token = profile.refresh;
  doc.tokens.account_id = profile.accountId;
  if (profile.idToken) {
    doc.tokens.id_token = profile.idToken;
  }
  doc.last_refresh = (/* @__PURE__ */ new Date()).toISOString();
  import_node_fs2.default.mkdirSync(codexHome, { recursive: true, mode: 448 });
  const tmpPath = `${authPath}.tmp.${process.pid}.${Math.random().toString(16).slice(2)}`;
  import_node_fs2.default.writeFileSync(tmpPath, `${JSON.stringify(doc, null, 2)}
`, { mode: 384 });
  import_node_fs2.default.renameSync(tmpPath, authPath);
}
function profileFromTokenResponse(payload, fallback) {
  const expires = Date.now() + normalizeNumber(payload.expires_in) * 1e3;
  const fallbackAccountId = fallback?.accountId;
  const fallbackIdToken = fallback?.idToken;
  const accountId = extractChatGptAccountId(payload.id_token ?? "") ?? extractChatGptAccountId(payload.access_token) ?? fallbackAccountId;
  if (!accountId) {
    throw new Error("Failed to extract chatgpt_account_id from access token.");
  }
  return {
    access: payload.access_token,
    refresh: payload.refresh_token,
    expires,
    accountId,
    idToken: payload.id_token ?? fallbackIdToken
  };
}
function normalizeEpochMillis(value) {
  const numeric = normalizeNumber(value);
  if (!Number.isFinite(numeric)) {
    return void 0;
  }
  return numeric < 1e12 ? numeric * 1e3 : numeric;
}
function normalizeNumber(value) {
  if (typeof value === "number" && Number.isFinite(value)) {
    return value;
  }
  if (typeof value === "string") {
    const parsed = Number.parseFloat(value);
    if (Number.isFinite(parsed)) {
      return parsed;
    }
  }
  return Number.NaN;
}
function isExpired(profile) {
  const expires = profile.expires;
  if (!Number.isFinite(expires)) {
    return true;
  }
  return Date.now() + TOKEN_EXPIRY_BUFFER_MS >= expires;
}
function decodeJwtPayload(token) {
  const segments = token.split(".");
  if (segments.length < 2) {
    return null;
  }
  const payloadB64 = segments[1] ?? "";
  try {
    const decoded = import_node_buffer.Buffer.from(payloadB64, "base64url").toString("utf8");
    return JSON.parse(decoded);
  } catch {
    return null;
  }
}
function extractJwtExpiry(token) {
  const payload = decodeJwtPayload(token);
  if (!payload || typeof payload !== "object") {
    return void 0;
  }
  const exp = payload.exp;
  const parsed = normalizeNumber(exp);
  if (!Number.isFinite(parsed) || parsed <= 0) {
    return void 0;
  }
  return parsed < 1e12 ? parsed * 1e3 : parsed;
}
function extractChatGptAccountId(token) {
  const payload = decodeJwtPayload(token);
  if (!payload || typeof payload !== "object") {
    return void 0;
  }
  const direct = payload.chatgpt_account_id;
  if (typeof direct === "string" && direct.length > 0) {
    return direct;
  }
  const namespaced = payload["https://api.openai.com/auth"]?.chatgpt_account_id;
  return typeof namespaced === "string" && namespaced.length > 0 ? namespaced : void 0;
}

// src/openai/responses-websocket.ts
var import_ws = __toESM(require("ws"), 1);
var OPENAI_BETA_RESPONSES_WEBSOCKETS_V2 = "responses_websockets=2026-02-06";
var ResponsesWebSocketHttpError = class extends Error {
  status;
  body;
  headers;
  constructor(options) {
    super(options.message);
    this.name = "ResponsesWebSocketHttpError";
    this.status = options.status;
    this.body = options.body;
    this.headers = options.headers;
  }
};
var UNSUPPORTED_WEBSOCKET_STATUS_CODES = /* @__PURE__ */ new Set([400, 404, 405, 406, 426, 501]);
var WEBSOCKET_CONNECT_TIMEOUT_MS = 3e4;
function parseUnexpectedServerResponseStatus(message) {
  const match = /unexpected server response:\s*(\d+)/i.exec(message);
  if (!match) {
    return null;
  }
  const status = Number(match[1]);
  if (!Number.isFinite(status) || status <= 0) {
    return null;
  }
  return status;
}
function supportsUnexpectedResponseEvent() {
  return !("bun" in process.versions);
}
function resolveResponsesWebSocketMode(raw, fallback = "auto") {
  const value = raw?.trim().toLowerCase();
  if (value === "auto" || value === "off" || value === "only") {
    return value;
  }
  return fallback;
}
function mergeOpenAiBetaHeader(existing, required) {
  const parts = /* @__PURE__ */ new Set();
  for (const part of (existing ?? "").split(",")) {
    const trimmed = part.trim();
    if (trimmed.length > 0) {
      parts.add(trimmed);
    }
  }
  const normalizedRequired = required.trim();
  if (normalizedRequired.length > 0) {
    parts.add(normalizedRequired);
  }
  return Array.from(parts).join(", ");
}
function toWebSocketUrl(httpOrHttpsUrl) {
  const parsed = new URL(httpOrHttpsUrl);
  if (parsed.protocol === "https:") {
    parsed.protocol = "wss:";
  } else if (parsed.protocol === "http:") {
    parsed.protocol = "ws:";
  } else if (parsed.protocol !== "ws:" && parsed.protocol !== "wss:") {
    throw new Error(`Unsupported websocket URL protocol: ${parsed.protocol}`);
  }
  return parsed.toString();
}
function isResponsesWebSocketUnsupportedError(error) {
  if (error instanceof ResponsesWebSocketHttpError) {
    return UNSUPPORTED_WEBSOCKET_STATUS_CODES.has(error.status);
  }
  const message = error instanceof Error ? error.message.toLowerCase() : "";
  const status = parseUnexpectedServerResponseStatus(message);
  if (status !== null) {
    return UNSUPPORTED_WEBSOCKET_STATUS_CODES.has(status);
  }
  return message.includes("unexpected server response: 426");
}
function createAdaptiveResponsesStream(options) {
  let resolved = null;
  let websocketSelected = false;
  let fallbackSelected = false;
  const activateFallback = (error) => {
    options.onWebSocketFallback?.(error);
    fallbackSelected = true;
    websocketSelected = false;
    const fallback = options.createFallbackStream();
    resolved = Promise.resolve(fallback);
    return fallback;
  };
  const getStream = async () => {
    if (resolved) {
      return await resolved;
    }
    resolved = (async () => {
      if (options.mode === "off") {
        fallbackSelected = true;
        return options.createFallbackStream();
      }
      try {
        const stream = await options.createWebSocketStream();
        websocketSelected = true;
        return stream;
      } catch (error) {
        if (options.mode === "only") {
          throw error;
        }
        return activateFallback(error);
      }
    })();
    return await resolved;
  };
  return {
    async *[Symbol.asyncIterator]() {
      const stream = await getStream();
      let yielded = 0;
      try {
        for await (const event of stream) {
          yielded += 1;
          yield event;
        }
      } catch (error) {
        if (options.mode !== "only" && websocketSelected && !fallbackSelected && yielded === 0) {
          const fallback = activateFallback(error);
          for await (const event of fallback) {
            yield event;
          }
          return;
        }
        throw error;
      }
    },
    async finalResponse() {
      const stream = await getStream();
      try {
        return await stream.finalResponse();
      } catch (error) {
        if (options.mode === "only" || !websocketSelected || fallbackSelected) {
          throw error;
        }
        const fallback = activateFallback(error);
        return await fallback.finalResponse();
      }
    },
    close() {
      void getStream().then((stream) => stream.close()).catch(() => {
      });
    }
  };
}
async function createResponsesWebSocketStream(options) {
  const completionTypes = new Set(
    options.completionEventTypes ?? ["response.completed", "response.failed", "response.done"]
  );
  const { socket, responseHeaders } = await connectWebSocket({
    url: options.url,
    headers: options.headers,
    signal: options.signal
  });
  const queue = createAsyncQueue();
  let settled = false;
  let finalResponse = null;
  let latestResponse = null;
  let idleTimer = null;
  let resolveFinal = null;
  let rejectFinal = null;
  const finalPromise = new Promise((resolve, reject) => {
    resolveFinal = resolve;
    rejectFinal = reject;
  });
  void finalPromise.catch(() => {
  });
  const clearIdleTimer = () => {
    if (idleTimer) {
      clearTimeout(idleTimer);
      idleTimer = null;
    }
  };
  const closeSocket = () => {
    try {
      if (socket.readyState === import_ws.default.OPEN || socket.readyState === import_ws.default.CONNECTING) {
        socket.close();
      }
    } catch {
    }
  };
  const complete = (response) => {
    if (settled) {
      return;
    }
    settled = true;
    clearIdleTimer();
    finalResponse = response;
    resolveFinal?.(response);
    queue.close();
    closeSocket();
  };
  const fail = (error) => {
    if (settled) {
      return;
    }
    settled = true;
    clearIdleTimer();
    rejectFinal?.(error);
    queue.fail(error);
    closeSocket();
  };
  const restartIdleTimer = () => {
    clearIdleTimer();
    const idleTimeoutMs = options.idleTimeoutMs;
    if (!idleTimeoutMs || idleTimeoutMs <= 0 || settled) {
      return;
    }
    idleTimer = setTimeout(() => {
      fail(new Error(`Responses WebSocket idle timeout after ${idleTimeoutMs}ms.`));
    }, idleTimeoutMs);
  };
  const onAbort = () => {
    const error = createAbortError(options.signal?.reason);
    fail(error);
  };
  if (options.signal) {
    if (options.signal.aborted) {
      socket.close();
      throw createAbortError(options.signal.reason);
    }
    options.signal.addEventListener("abort", onAbort, { once: true });
  }
  const cleanup = () => {
    clearIdleTimer();
    socket.removeAllListeners();
    if (options.signal) {
      options.signal.removeEventListener("abort", onAbort);
    }
  };
  socket.on("message", (raw) => {
    restartIdleTimer();
    const parsed = parseWebSocketPayload(raw);
    if (!parsed) {
      return;
    }
    const error = mapWebSocketErrorEvent(parsed);
    if (error) {
      fail(error);
      return;
    }
    const event = parsed;
    if (isObjectWithResponse(event)) {
      latestResponse = event.response;
    }
    queue.push(event);
    const type = typeof event.type === "string" ? event.type : "";
    if (completionTypes.has(type)) {
      const completedResponse = normalizeFinalResponse(
        type,
        event.response,
        latestResponse,
        responseHeaders
      );
      complete(completedResponse);
    }
  });
  socket.on("error", (error) => {
    fail(new Error(`Responses WebSocket error: ${error.message}`));
  });
  socket.on("close", (_code, _reason) => {
    if (settled) {
      cleanup();
      return;
    }
    fail(new Error("Responses WebSocket closed before completion."));
    cleanup();
  });
  restartIdleTimer();
  const payload = serializeRequestPayload(options.request);
  await new Promise((resolve, reject) => {
    socket.send(payload, (error) => {
      if (error) {
        reject(error);
      } else {
        resolve();
      }
    });
  }).catch((error) => {
    fail(new Error(`Failed to send Responses WebSocket request: ${errorToMessage(error)}`));
    throw error instanceof Error ? error : new Error(errorToMessage(error));
  });
  return {
    async *[Symbol.asyncIterator]() {
      try {
        for await (const event of queue.iterable) {
          yield event;
        }
      } finally {
        if (!settled) {
          closeSocket();
        }
      }
    },
    async finalResponse() {
      return await finalPromise;
    },
    close() {
      if (settled) {
        return;
      }
      const response = finalResponse ?? latestResponse ?? { status: "cancelled" };
      complete(response);
      cleanup();
    }
  };
}
async function connectWebSocket(options) {
  return await new Promise((resolve, reject) => {
    const shouldListenForUnexpectedResponse = supportsUnexpectedResponseEvent();
    const socket = new import_ws.default(options.url, {
      headers: options.headers,
      handshakeTimeout: WEBSOCKET_CONNECT_TIMEOUT_MS
    });
    let settled = false;
    let responseBody = "";
    let connectTimeout = setTimeout(() => {
      rejectOnce(
        new Error(
          `Responses WebSocket connection timed out after ${WEBSOCKET_CONNECT_TIMEOUT_MS}ms.`
        )
      );
    }, WEBSOCKET_CONNECT_TIMEOUT_MS);
    const rejectOnce = (error) => {
      if (settled) {
        return;
      }
      settled = true;
      cleanup();
      try {
        socket.terminate();
      } catch {
      }
      reject(error);
    };
    const resolveOnce = (result) => {
      if (settled) {
        return;
      }
      settled = true;
      cleanup(false);
      resolve(result);
    };
    const onAbort = () => {
      rejectOnce(createAbortError(options.signal?.reason));
    };
    const cleanup = (removeAbortListener = true) => {
      if (connectTimeout) {
        clearTimeout(connectTimeout);
        connectTimeout = null;
      }
      socket.removeListener("open", onOpen);
      socket.removeListener("error", onError);
      if (shouldListenForUnexpectedResponse) {
        socket.removeListener("unexpected-response", onUnexpectedResponse);
      }
      if (removeAbortListener && options.signal) {
        options.signal.removeEventListener("abort", onAbort);
      }
    };
    const onOpen = () => {
      const headers = normalizeUpgradeHeaders(socket);
      resolveOnce({ socket, responseHeaders: headers });
    };
    const onError = (error) => {
      rejectOnce(new Error(`Responses WebSocket connection failed: ${error.message}`));
    };
    const onUnexpectedResponse = (_request, response) => {
      if (typeof response.setEncoding === "function") {
        response.setEncoding("utf8");
      }
      response.on("data", (chunk) => {
        responseBody += typeof chunk === "string" ? chunk : chunk.toString("utf8");
      });
      response.on("end", () => {
        const status = Number(response.statusCode ?? 0);
        const headers = {};
        const rawHeaders = response.headers ?? {};
        for (const [key, value] of Object.entries(rawHeaders)) {
          if (typeof value === "string") {
            headers[key] = value;
          } else if (Array.isArray(value)) {
            headers[key] = value.join(", ");
          }
        }
        rejectOnce(
          new ResponsesWebSocketHttpError({
            status: Number.isFinite(status) && status > 0 ? status : 500,
            message: `Responses WebSocket upgrade failed${status ? ` (${status})` : ""}.`,
            body: responseBody || void 0,
            headers
          })
        );
      });
      response.on("error", (error) => {
        rejectOnce(
          new ResponsesWebSocketHttpError({
            status: Number(response.statusCode ?? 500),
            message: `Responses WebSocket upgrade failed: ${error.message}`,
            body: responseBody || void 0
          })
        );
      });
    };
    socket.once("open", onOpen);
    socket.once("error", onError);
    if (shouldListenForUnexpectedResponse) {
      socket.once("unexpected-response", onUnexpectedResponse);
    }
    if (options.signal) {
      if (options.signal.aborted) {
        onAbort();
        return;
      }
      options.signal.addEventListener("abort", onAbort, { once: true });
    }
  });
}
function normalizeUpgradeHeaders(socket) {
  const maybeUpgradeResponse = socket._req?.res;
  const raw = maybeUpgradeResponse?.headers ?? {};
  const normalized = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "string") {
      normalized[key.toLowerCase()] = value;
    } else if (Array.isArray(value)) {
      normalized[key.toLowerCase()] = value.join(", ");
    }
  }
  return normalized;
}
function parseWebSocketPayload(raw) {
  const text = toUtf8(raw);
  if (!text) {
    return null;
  }
  try {
    const parsed = JSON.parse(text);
    if (parsed && typeof parsed === "object") {
      return parsed;
    }
  } catch {
    return null;
  }
  return null;
}
function toUtf8(raw) {
  if (typeof raw === "string") {
    return raw;
  }
  if (raw instanceof ArrayBuffer) {
    return Buffer.from(raw).toString("utf8");
  }
  if (Array.isArray(raw)) {
    const chunks = raw.map((chunk) => {
      if (typeof chunk === "string") {
        return Buffer.from(chunk, "utf8");
      }
      return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    });
    return Buffer.concat(chunks).toString("utf8");
  }
  return Buffer.isBuffer(raw) ? raw.toString("utf8") : Buffer.from(raw).toString("utf8");
}
function mapWebSocketErrorEvent(payload) {
  if (payload.type !== "error") {
    return null;
  }
  const status = resolveNumericStatus(payload.status) ?? resolveNumericStatus(payload.status_code);
  if (!status || status < 400) {
    const message = errorToMessage(payload.error) || "Responses WebSocket returned an error event.";
    return new Error(message);
  }
  const headers = mapErrorHeaders(payload.headers);
  const body = payload.error && typeof payload.error === "object" ? JSON.stringify({ error: payload.error }, null, 2) : void 0;
  return new ResponsesWebSocketHttpError({
    status,
    message: `Responses WebSocket returned status ${status}.`,
    body,
    headers
  });
}
function mapErrorHeaders(value) {
  if (!value || typeof value !== "object") {
    return void 0;
  }
  const headers = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === "string" || typeof entry === "number" || typeof entry === "boolean") {
      headers[key.toLowerCase()] = String(entry);
    }
  }
  return Object.keys(headers).length > 0 ? headers : void 0;
}
function resolveNumericStatus(value) {
  if (typeof value === "number" && Number.isFinite(value)) {
    return Math.floor(value);
  }
  if (typeof value === "string" && value.trim().length > 0) {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) {
      return Math.floor(parsed);
    }
  }
  return null;
}
function normalizeFinalResponse(eventType, eventResponse, latestResponse, responseHeaders) {
  const response = eventResponse && typeof eventResponse === "object" ? { ...eventResponse } : latestResponse ? { ...latestResponse } : {};
  if (typeof response.status !== "string") {
    if (eventType === "response.failed") {
      response.status = "failed";
    } else if (eventType === "response.done") {
      response.status = "completed";
    } else if (eventType === "response.completed") {
      response.status = "completed";
    }
  }
  const upgradeModel = responseHeaders["openai-model"];
  if (typeof response.model !== "string" && upgradeModel) {
    response.model = upgradeModel;
  }
  return response;
}
function serializeRequestPayload(request) {
  if (!request || typeof request !== "object" || Array.isArray(request)) {
    throw new Error("Responses WebSocket request must be a JSON object.");
  }
  const body = request;
  const payload = typeof body.type === "string" ? body : { type: "response.create", ...body };
  return JSON.stringify(payload);
}
function isObjectWithResponse(event) {
  return Boolean(event.response && typeof event.response === "object");
}
function errorToMessage(error) {
  if (error instanceof Error) {
    return error.message;
  }
  if (typeof error === "string") {
    return error;
  }
  try {
    return JSON.stringify(error);
  } catch {
    return String(error);
  }
}
function createAbortError(reason) {
  const error = new Error(
    reason instanceof Error ? reason.message : typeof reason === "string" ? reason : "Request aborted."
  );
  error.name = "AbortError";
  return error;
}

// src/openai/chatgpt-codex.ts
var CHATGPT_CODEX_ENDPOINT = "https://chatgpt.com/backend-api/codex/responses";
var CHATGPT_CODEX_ENDPOINT_ENV = "CHATGPT_CODEX_ENDPOINT";
var CHATGPT_CODEX_IMAGES_ENDPOINT_ENV = "CHATGPT_CODEX_IMAGES_ENDPOINT";
var CHATGPT_CODEX_PROXY_URL_ENV = "CHATGPT_CODEX_PROXY_URL";
var CHATGPT_CODEX_PROXY_API_KEY_ENV = "CHATGPT_CODEX_PROXY_API_KEY";
var CHATGPT_RESPONSES_EXPERIMENTAL_HEADER = "responses=experimental";
var chatGptCodexState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.chatGptCodexState"), () => ({
  cachedResponsesWebSocketMode: null,
  chatGptResponsesWebSocketDisabled: false,
  configuredProxy: null
}));
async function streamChatGptCodexResponse(options) {
  const endpointConfig = await resolveChatGptCodexEndpointConfig();
  const mode = resolveChatGptResponsesWebSocketMode();
  const fallbackStreamFactory = () => {
    const streamPromise = streamChatGptCodexResponseSse({
      request: options.request,
      endpointConfig,
      sessionId: options.sessionId,
      signal: options.signal
    });
    return {
      async *[Symbol.asyncIterator]() {
        const stream = await streamPromise;
        for await (const event of stream) {
          yield event;
        }
      },
      async finalResponse() {
        return {};
      },
      close() {
      }
    };
  };
  if (mode === "off" || chatGptCodexState.chatGptResponsesWebSocketDisabled) {
    return fallbackStreamFactory();
  }
  const websocketHeaders = buildChatGptCodexHeaders({
    endpointConfig,
    sessionId: options.sessionId,
    useWebSocket: true
  });
  return createAdaptiveResponsesStream({
    mode,
    createWebSocketStream: async () => await createResponsesWebSocketStream({
      url: toWebSocketUrl(endpointConfig.url),
      headers: websocketHeaders,
      request: options.request,
      signal: options.signal
    }),
    createFallbackStream: fallbackStreamFactory,
    onWebSocketFallback: () => {
      chatGptCodexState.chatGptResponsesWebSocketDisabled = true;
    }
  });
}
function configureChatGptCodexProxy(configuration) {
  chatGptCodexState.configuredProxy = configuration ? {
    url: normalizeChatGptCodexProxyUrl(configuration.url),
    apiKey: configuration.apiKey
  } : null;
  chatGptCodexState.cachedResponsesWebSocketMode = null;
}
async function streamChatGptCodexResponseSse(options) {
  const headers = buildChatGptCodexHeaders({
    endpointConfig: options.endpointConfig,
    sessionId: options.sessionId,
    useWebSocket: false
  });
  headers.Accept = "text/event-stream";
  headers["Content-Type"] = "application/json";
  const response = await fetch(options.endpointConfig.url, {
    method: "POST",
    headers,
    body: JSON.stringify(options.request),
    signal: options.signal
  });
  if (!response.ok) {
    const body2 = await response.text();
    throw new Error(`ChatGPT Codex request failed (${response.status}): ${body2}`);
  }
  const body = response.body;
  if (!body) {
    throw new Error("ChatGPT Codex response body was empty.");
  }
  return parseEventStream(body);
}
function resolveChatGptResponsesWebSocketMode() {
  if (chatGptCodexState.cachedResponsesWebSocketMode) {
    return chatGptCodexState.cachedResponsesWebSocketMode;
  }
  const explicitMode = process.env.CHATGPT_RESPONSES_WEBSOCKET_MODE ?? process.env.OPENAI_RESPONSES_WEBSOCKET_MODE;
  const defaultMode = resolveChatGptCodexProxyConfig() ? "off" : "auto";
  chatGptCodexState.cachedResponsesWebSocketMode = resolveResponsesWebSocketMode(
    explicitMode,
    defaultMode
  );
  return chatGptCodexState.cachedResponsesWebSocketMode;
}
async function resolveChatGptCodexEndpointConfig() {
  const proxy = resolveChatGptCodexProxyConfig();
  if (proxy) {
    return proxy;
  }
  const { access, accountId } = await getChatGptAuthProfile();
  return {
    kind: "direct",
    url: resolveChatGptCodexEndpoint(),
    access,
    accountId
  };
}
function resolveChatGptCodexEndpoint() {
  loadLocalEnv();
  return process.env[CHATGPT_CODEX_ENDPOINT_ENV]?.trim() || CHATGPT_CODEX_ENDPOINT;
}
function replaceCodexEndpointResource(rawUrl, resource) {
  try {
    const url = new URL(rawUrl);
    const path10 = url.pathname.replace(/\/+$/u, "");
    if (/(?:\/responses|\/images\/(?:generations|edits))$/u.test(path10)) {
      url.pathname = path10.replace(
        /(?:\/responses|\/images\/(?:generations|edits))$/u,
        `/${resource}`
      );
    } else {
      url.pathname = `${path10}/${resource}`.replace(/\/{2,}/gu, "/");
    }
    return url.toString();
  } catch {
    return rawUrl;
  }
}
function resolveChatGptCodexImagesEndpoint(endpointConfig, operation) {
  loadLocalEnv();
  const configuredDirectEndpoint = process.env[CHATGPT_CODEX_IMAGES_ENDPOINT_ENV]?.trim();
  const source = endpointConfig.kind === "direct" ? configuredDirectEndpoint || endpointConfig.url : endpointConfig.url;
  return replaceCodexEndpointResource(source, `images/${operation}`);
}
function resolveChatGptCodexProxyConfig() {
  if (chatGptCodexState.configuredProxy) {
    return {
      kind: "proxy",
      url: chatGptCodexState.configuredProxy.url,
      apiKey: chatGptCodexState.configuredProxy.apiKey
    };
  }
  loadLocalEnv();
  const rawUrl = process.env[CHATGPT_CODEX_PROXY_URL_ENV]?.trim();
  if (!rawUrl) {
    return null;
  }
  const apiKey = process.env[CHATGPT_CODEX_PROXY_API_KEY_ENV]?.trim();
  if (!apiKey) {
    throw new Error(
      `${CHATGPT_CODEX_PROXY_API_KEY_ENV} must be provided when ${CHATGPT_CODEX_PROXY_URL_ENV} is set.`
    );
  }
  return {
    kind: "proxy",
    url: normalizeChatGptCodexProxyUrl(rawUrl),
    apiKey
  };
}
function normalizeChatGptCodexProxyUrl(rawUrl) {
  try {
    const url = new URL(rawUrl);
    if (url.pathname === "" || url.pathname === "/") {
      url.pathname = "/api/codex/responses";
    }
    return url.toString();
  } catch {
    return rawUrl;
  }
}
function buildChatGptCodexHeaders(options) {
  const openAiBeta = options.useWebSocket ? mergeOpenAiBetaHeader(
    CHATGPT_RESPONSES_EXPERIMENTAL_HEADER,
    OPENAI_BETA_RESPONSES_WEBSOCKETS_V2
  ) : CHATGPT_RESPONSES_EXPERIMENTAL_HEADER;
  const headers = {
    "OpenAI-Beta": openAiBeta,
    originator: "codex_cli_rs",
    "User-Agent": buildUserAgent()
  };
  if (options.endpointConfig.kind === "proxy") {
    headers.Authorization = `Bearer ${options.endpointConfig.apiKey}`;
    headers["x-codex-proxy-auth"] = options.endpointConfig.apiKey;
  } else {
    headers.Authorization = `Bearer ${options.endpointConfig.access}`;
    headers["chatgpt-account-id"] = options.endpointConfig.accountId;
  }
  if (options.sessionId) {
    headers.session_id = options.sessionId;
  }
  return headers;
}
async function requestChatGptCodexImages(options) {
  const endpointConfig = await resolveChatGptCodexEndpointConfig();
  const headers = buildChatGptCodexHeaders({
    endpointConfig,
    useWebSocket: false
  });
  delete headers["OpenAI-Beta"];
  headers.Accept = "application/json";
  headers["Content-Type"] = "application/json";
  const response = await fetch(
    resolveChatGptCodexImagesEndpoint(endpointConfig, options.operation),
    {
      method: "POST",
      headers,
      body: JSON.stringify(options.request),
      signal: options.signal
    }
  );
  if (!response.ok) {
    const body = await response.text();
    throw new Error(`ChatGPT Codex image request failed (${response.status}): ${body}`);
  }
  const payload = await response.json();
  if (!Array.isArray(payload.data)) {
    throw new Error("ChatGPT Codex image response did not include an image data array.");
  }
  const data = payload.data.filter(
    (item) => Boolean(item) && typeof item.b64_json === "string" && item.b64_json.length > 0
  );
  return {
    ...payload,
    data
  };
}
async function collectChatGptCodexResponse(options) {
  let requestForAttempt = options.request;
  let retriedWithoutReasoningSummary = false;
  let retriedViaSseFallback = false;
  while (true) {
    let sawAnyDelta = false;
    try {
      const stream = await streamChatGptCodexResponse({
        ...options,
        request: requestForAttempt
      });
      return await collectChatGptCodexStream({
        stream,
        onDelta: (delta) => {
          sawAnyDelta = true;
          options.onDelta?.(delta);
        }
      });
    } catch (error) {
      if (!sawAnyDelta && !retriedViaSseFallback && shouldRetryViaSseFallback(error) && !chatGptCodexState.chatGptResponsesWebSocketDisabled) {
        chatGptCodexState.chatGptResponsesWebSocketDisabled = true;
        retriedViaSseFallback = true;
        continue;
      }
      if (!retriedWithoutReasoningSummary && shouldRetryWithoutReasoningSummary(requestForAttempt, error)) {
        requestForAttempt = removeReasoningSummary(requestForAttempt);
        retriedWithoutReasoningSummary = true;
        continue;
      }
      throw error;
    }
  }
}
async function collectChatGptCodexStream(options) {
  const toolCalls = /* @__PURE__ */ new Map();
  const toolCallOrder = [];
  const webSearchCalls = /* @__PURE__ */ new Map();
  const webSearchCallOrder = [];
  const imageGenerationCalls = /* @__PURE__ */ new Map();
  const imageGenerationCallOrder = [];
  let text = "";
  const reasoningText = "";
  let reasoningSummaryText = "";
  let usage;
  let responseId;
  let model;
  let status;
  let blocked = false;
  for await (const event of options.stream) {
    const type = typeof event.type === "string" ? event.type : void 0;
    if (type === "response.output_text.delta") {
      const delta = typeof event.delta === "string" ? event.delta : "";
      if (delta.length > 0) {
        text += delta;
        options.onDelta?.({ textDelta: delta });
      }
      continue;
    }
    if (type === "response.reasoning_summary_text.delta") {
      const delta = typeof event.delta === "string" ? event.delta : "";
      if (delta.length > 0) {
        reasoningSummaryText += delta;
        options.onDelta?.({ thoughtDelta: delta });
      }
      continue;
    }
    if (type === "response.reasoning_text.delta") {
      continue;
    }
    if (type === "response.refusal.delta") {
      blocked = true;
      continue;
    }
    if (type === "response.output_item.added" || type === "response.output_item.done") {
      const item = event.item;
      if (item) {
        if (item.type === "function_call") {
          const id = typeof item.id === "string" ? item.id : "";
          const callId = typeof item.call_id === "string" ? item.call_id : id;
          const name = typeof item.name === "string" ? item.name : "";
          const args = typeof item.arguments === "string" ? item.arguments : "";
          if (callId) {
            if (!toolCalls.has(callId)) {
              toolCallOrder.push(callId);
            }
            toolCalls.set(callId, { kind: "function", id, callId, name, arguments: args });
          }
        } else if (item.type === "custom_tool_call") {
          const id = typeof item.id === "string" ? item.id : "";
          const callId = typeof item.call_id === "string" ? item.call_id : id;
          const name = typeof item.name === "string" ? item.name : "";
          const input = typeof item.input === "string" ? item.input : "";
          if (callId) {
            if (!toolCalls.has(callId)) {
              toolCallOrder.push(callId);
            }
            toolCalls.set(callId, { kind: "custom", id, callId, name, input });
          }
        } else if (item.type === "web_search_call") {
          const id = typeof item.id === "string" ? item.id : "";
          if (id) {
            if (!webSearchCalls.has(id)) {
              webSearchCallOrder.push(id);
            }
            webSearchCalls.set(id, {
              id,
              status: typeof item.status === "string" ? item.status : void 0,
              action: item.action && typeof item.action === "object" ? item.action : void 0
            });
          }
        } else if (item.type === "image_generation_call") {
          const id = typeof item.id === "string" ? item.id : "";
          const result = typeof item.result === "string" ? item.result : "";
          if (id && result) {
            if (!imageGenerationCalls.has(id)) {
              imageGenerationCallOrder.push(id);
            }
            imageGenerationCalls.set(id, {
              id,
              status: typeof item.status === "string" ? item.status : void 0,
              revisedPrompt: typeof item.revised_prompt === "string" ? item.revised_prompt : void 0,
              result
            });
          }
        }
      }
      continue;
    }
    if (type === "response.completed") {
      const response = event.response;
      if (response) {
        usage = response.usage;
        responseId = typeof response.id === "string" ? response.id : responseId;
        model = typeof response.model === "string" ? response.model : void 0;
        status = typeof response.status === "string" ? response.status : void 0;
      }
      continue;
    }
    if (type === "response.failed") {
      const response = event.response;
      if (response) {
        usage = response.usage;
        responseId = typeof response.id === "string" ? response.id : responseId;
        model = typeof response.model === "string" ? response.model : void 0;
        status = typeof response.status === "string" ? response.status : void 0;
      }
      continue;
    }
    if (type === "response.in_progress") {
      const response = event.response;
      if (response) {
        usage = response.usage;
        responseId = typeof response.id === "string" ? response.id : responseId;
        model = typeof response.model === "string" ? response.model : void 0;
        status = typeof response.status === "string" ? response.status : void 0;
      }
    }
  }
  if (!reasoningSummaryText && reasoningText) {
    reasoningSummaryText = reasoningText;
  }
  const orderedToolCalls = toolCallOrder.map((id) => toolCalls.get(id)).filter((call) => call !== void 0);
  const orderedWebSearchCalls = webSearchCallOrder.map((id) => webSearchCalls.get(id)).filter((call) => call !== void 0);
  const orderedImageGenerationCalls = imageGenerationCallOrder.map((id) => imageGenerationCalls.get(id)).filter((call) => call !== void 0);
  return {
    text,
    reasoningText,
    reasoningSummaryText,
    toolCalls: orderedToolCalls,
    webSearchCalls: orderedWebSearchCalls,
    imageGenerationCalls: orderedImageGenerationCalls,
    usage,
    id: responseId,
    model,
    status,
    blocked
  };
}
function shouldRetryWithoutReasoningSummary(request, error) {
  if (!request.reasoning?.summary) {
    return false;
  }
  if (!(error instanceof Error)) {
    return false;
  }
  const message = error.message.toLowerCase();
  return message.includes("unsupported parameter") && message.includes("reasoning.summary");
}
function shouldRetryViaSseFallback(error) {
  if (!(error instanceof Error)) {
    return false;
  }
  if (error.name === "AbortError") {
    return false;
  }
  const message = error.message.toLowerCase();
  return message.includes("responses websocket");
}
function removeReasoningSummary(request) {
  const reasoning = request.reasoning;
  if (!reasoning?.summary) {
    return request;
  }
  return {
    ...request,
    reasoning: {
      effort: reasoning.effort
    }
  };
}
function buildUserAgent() {
  const node = process.version;
  const platform = import_node_os2.default.platform();
  const release = import_node_os2.default.release();
  return `codex_cli_rs/0.0.0 @ljoukov/llm (node ${node}; ${platform} ${release})`;
}
async function* parseEventStream(stream) {
  const reader = stream.getReader();
  const decoder = new import_node_util.TextDecoder();
  let buffer = "";
  while (true) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    buffer += decoder.decode(value, { stream: true });
    let sepIndex = buffer.indexOf("\n\n");
    while (sepIndex !== -1) {
      const raw = buffer.slice(0, sepIndex);
      buffer = buffer.slice(sepIndex + 2);
      const event = parseEventBlock(raw);
      if (event) {
        yield event;
      }
      sepIndex = buffer.indexOf("\n\n");
    }
  }
  if (buffer.trim().length > 0) {
    const event = parseEventBlock(buffer);
    if (event) {
      yield event;
    }
  }
}
function parseEventBlock(raw) {
  const lines = raw.split(/\r?\n/u).map((line) => line.trimEnd()).filter(Boolean);
  const dataLines = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice("data:".length).trimStart());
  if (dataLines.length === 0) {
    return null;
  }
  const payload = dataLines.join("\n");
  if (payload === "[DONE]") {
    return null;
  }
  try {
    return JSON.parse(payload);
  } catch {
    return null;
  }
}

// src/utils/modelConcurrency.ts
var MIN_MODEL_CONCURRENCY_CAP = 1;
var MAX_MODEL_CONCURRENCY_CAP = 64;
var DEFAULT_MODEL_CONCURRENCY_CAP = 3;
var DEFAULT_OPENAI_MODEL_CONCURRENCY_CAP = 12;
var DEFAULT_GOOGLE_MODEL_CONCURRENCY_CAP = 4;
var DEFAULT_GOOGLE_PREVIEW_MODEL_CONCURRENCY_CAP = 2;
var DEFAULT_FIREWORKS_MODEL_CONCURRENCY_CAP = 6;
var MODEL_CONCURRENCY_PROVIDERS = [
  "openai",
  "google",
  "fireworks"
];
var modelConcurrencyState = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.modelConcurrencyState"),
  () => ({
    configuredModelConcurrency: normalizeModelConcurrencyConfig({})
  })
);
function clampModelConcurrencyCap(value) {
  if (!Number.isFinite(value)) {
    return DEFAULT_MODEL_CONCURRENCY_CAP;
  }
  const rounded = Math.floor(value);
  if (rounded < MIN_MODEL_CONCURRENCY_CAP) {
    return MIN_MODEL_CONCURRENCY_CAP;
  }
  if (rounded > MAX_MODEL_CONCURRENCY_CAP) {
    return MAX_MODEL_CONCURRENCY_CAP;
  }
  return rounded;
}
function normalizeModelIdForConfig(modelId) {
  return modelId.trim().toLowerCase();
}
function normalizeCap(value) {
  if (value === void 0 || !Number.isFinite(value)) {
    return void 0;
  }
  return clampModelConcurrencyCap(value);
}
function normalizeModelCapMap(caps) {
  const normalized = /* @__PURE__ */ new Map();
  if (!caps) {
    return normalized;
  }
  for (const [modelId, cap] of Object.entries(caps)) {
    const modelKey = normalizeModelIdForConfig(modelId);
    if (!modelKey) {
      continue;
    }
    const normalizedCap = normalizeCap(cap);
    if (normalizedCap === void 0) {
      continue;
    }
    normalized.set(modelKey, normalizedCap);
  }
  return normalized;
}
function normalizeModelConcurrencyConfig(config) {
  const providerCaps = {};
  const providerModelCaps = {
    openai: /* @__PURE__ */ new Map(),
    google: /* @__PURE__ */ new Map(),
    fireworks: /* @__PURE__ */ new Map()
  };
  for (const provider of MODEL_CONCURRENCY_PROVIDERS) {
    const providerCap = normalizeCap(config.providerCaps?.[provider]);
    if (providerCap !== void 0) {
      providerCaps[provider] = providerCap;
    }
    providerModelCaps[provider] = new Map(
      normalizeModelCapMap(config.providerModelCaps?.[provider])
    );
  }
  return {
    globalCap: normalizeCap(config.globalCap),
    providerCaps,
    modelCaps: normalizeModelCapMap(config.modelCaps),
    providerModelCaps
  };
}
function resolveDefaultProviderCap(provider, modelId) {
  if (provider === "openai") {
    return DEFAULT_OPENAI_MODEL_CONCURRENCY_CAP;
  }
  if (provider === "google") {
    return modelId?.includes("preview") ? DEFAULT_GOOGLE_PREVIEW_MODEL_CONCURRENCY_CAP : DEFAULT_GOOGLE_MODEL_CONCURRENCY_CAP;
  }
  return DEFAULT_FIREWORKS_MODEL_CONCURRENCY_CAP;
}
function configureModelConcurrency(config = {}) {
  modelConcurrencyState.configuredModelConcurrency = normalizeModelConcurrencyConfig(config);
}
function resetModelConcurrencyConfig() {
  modelConcurrencyState.configuredModelConcurrency = normalizeModelConcurrencyConfig({});
}
function resolveModelConcurrencyCap(options) {
  const modelId = options.modelId ? normalizeModelIdForConfig(options.modelId) : void 0;
  const config = options.config ? normalizeModelConcurrencyConfig(options.config) : modelConcurrencyState.configuredModelConcurrency;
  const providerModelCap = modelId ? config.providerModelCaps[options.provider].get(modelId) : void 0;
  if (providerModelCap !== void 0) {
    return providerModelCap;
  }
  const modelCap = modelId ? config.modelCaps.get(modelId) : void 0;
  if (modelCap !== void 0) {
    return modelCap;
  }
  const providerCap = config.providerCaps[options.provider];
  if (providerCap !== void 0) {
    return providerCap;
  }
  if (config.globalCap !== void 0) {
    return config.globalCap;
  }
  const defaultCap = normalizeCap(options.defaultCap);
  if (defaultCap !== void 0) {
    return defaultCap;
  }
  return resolveDefaultProviderCap(options.provider, modelId);
}

// src/utils/scheduler.ts
function sleep(ms) {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}
function toError(value) {
  if (value instanceof Error) {
    return value;
  }
  if (typeof value === "string") {
    return new Error(value);
  }
  return new Error("Unknown error");
}
function getStatusCode(error) {
  if (!error || typeof error !== "object") {
    return void 0;
  }
  const maybe = error;
  const candidates = [maybe.status, maybe.statusCode];
  for (const candidate of candidates) {
    if (typeof candidate === "number") {
      return candidate;
    }
    if (typeof candidate === "string") {
      const parsed = Number.parseInt(candidate, 10);
      if (Number.isFinite(parsed)) {
        return parsed;
      }
    }
  }
  if (typeof maybe.code === "number") {
    return maybe.code;
  }
  return void 0;
}
function getErrorText(error) {
  if (error instanceof Error) {
    return error.message.toLowerCase();
  }
  if (typeof error === "string") {
    return error.toLowerCase();
  }
  if (error && typeof error === "object") {
    const maybe = error;
    const code = typeof maybe.code === "string" ? maybe.code : "";
    const message = typeof maybe.message === "string" ? maybe.message : "";
    return `${code} ${message}`.trim().toLowerCase();
  }
  return "";
}
function defaultIsOverloadError(error) {
  const status = getStatusCode(error);
  if (status === 429 || status === 503 || status === 529) {
    return true;
  }
  const text = getErrorText(error);
  if (!text) {
    return false;
  }
  return text.includes("rate limit") || text.includes("too many requests") || text.includes("resource exhausted") || text.includes("resource_exhausted") || text.includes("overload");
}
function createCallScheduler(options = {}) {
  const maxParallelRequests = Math.max(1, Math.floor(options.maxParallelRequests ?? 3));
  const initialParallelRequests = Math.min(
    maxParallelRequests,
    Math.max(1, Math.floor(options.initialParallelRequests ?? Math.min(3, maxParallelRequests)))
  );
  const increaseAfterConsecutiveSuccesses = Math.max(
    1,
    Math.floor(options.increaseAfterConsecutiveSuccesses ?? 8)
  );
  const minIntervalBetweenStartMs = Math.max(0, Math.floor(options.minIntervalBetweenStartMs ?? 0));
  const startJitterMs = Math.max(0, Math.floor(options.startJitterMs ?? 0));
  const retryPolicy = options.retry;
  const isOverloadError2 = options.isOverloadError ?? defaultIsOverloadError;
  let activeCount = 0;
  let lastStartTime = 0;
  let currentParallelLimit = initialParallelRequests;
  let consecutiveSuccesses = 0;
  let startSpacingChain = Promise.resolve();
  const queue = [];
  async function applyStartSpacing() {
    const previous = startSpacingChain;
    let release;
    startSpacingChain = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    try {
      if (lastStartTime > 0 && minIntervalBetweenStartMs > 0) {
        const earliestNext = lastStartTime + minIntervalBetweenStartMs;
        const wait = Math.max(0, earliestNext - Date.now());
        if (wait > 0) {
          await sleep(wait);
        }
      }
      if (startJitterMs > 0) {
        await sleep(Math.floor(Math.random() * (startJitterMs + 1)));
      }
      lastStartTime = Date.now();
    } finally {
      release?.();
    }
  }
  async function attemptWithRetries(fn, attempt, state) {
    try {
      const spacingStartedAtMs = Date.now();
      await applyStartSpacing();
      const callStartedAtMs = Date.now();
      state.schedulerDelayMs += Math.max(0, callStartedAtMs - spacingStartedAtMs);
      if (state.startedAtMs === void 0) {
        state.startedAtMs = callStartedAtMs;
      }
      state.attempts = Math.max(state.attempts, attempt);
      return await fn();
    } catch (error) {
      if (isOverloadError2(error)) {
        state.overloadCount += 1;
        consecutiveSuccesses = 0;
        currentParallelLimit = Math.max(1, Math.ceil(currentParallelLimit / 2));
      }
      const err = toError(error);
      if (!retryPolicy || attempt >= retryPolicy.maxAttempts) {
        throw err;
      }
      let delay = retryPolicy.getDelayMs(attempt, error);
      if (delay === null) {
        throw err;
      }
      if (!Number.isFinite(delay)) {
        delay = 0;
      }
      const normalizedDelay = Math.max(0, delay);
      if (normalizedDelay > 0) {
        state.retryDelayMs += normalizedDelay;
        await sleep(normalizedDelay);
      }
      return attemptWithRetries(fn, attempt + 1, state);
    }
  }
  function drainQueue() {
    while (activeCount < currentParallelLimit && queue.length > 0) {
      const task = queue.shift();
      if (!task) {
        continue;
      }
      activeCount += 1;
      void task();
    }
  }
  function run(fn, runOptions = {}) {
    return new Promise((resolve, reject) => {
      const enqueuedAtMs = Date.now();
      const job = async () => {
        const dequeuedAtMs = Date.now();
        const state = {
          enqueuedAtMs,
          dequeuedAtMs,
          schedulerDelayMs: 0,
          retryDelayMs: 0,
          attempts: 0,
          overloadCount: 0
        };
        try {
          const result = await attemptWithRetries(fn, 1, state);
          state.completedAtMs = Date.now();
          consecutiveSuccesses += 1;
          if (currentParallelLimit < maxParallelRequests && consecutiveSuccesses >= increaseAfterConsecutiveSuccesses) {
            currentParallelLimit += 1;
            consecutiveSuccesses = 0;
          }
          resolve(result);
        } catch (error) {
          state.completedAtMs = Date.now();
          reject(toError(error));
        } finally {
          const startedAtMs = state.startedAtMs ?? state.dequeuedAtMs;
          const completedAtMs = state.completedAtMs ?? Date.now();
          const metrics = {
            enqueuedAtMs: state.enqueuedAtMs,
            dequeuedAtMs: state.dequeuedAtMs,
            startedAtMs,
            completedAtMs,
            queueWaitMs: Math.max(0, state.dequeuedAtMs - state.enqueuedAtMs),
            schedulerDelayMs: Math.max(0, state.schedulerDelayMs),
            retryDelayMs: Math.max(0, state.retryDelayMs),
            attempts: Math.max(1, state.attempts),
            overloadCount: Math.max(0, state.overloadCount)
          };
          try {
            runOptions.onSettled?.(metrics);
          } catch {
          }
          activeCount -= 1;
          queueMicrotask(drainQueue);
        }
      };
      queue.push(job);
      drainQueue();
    });
  }
  return { run };
}

// src/fireworks/client.ts
var import_openai = __toESM(require("openai"), 1);
var import_undici = require("undici");
var DEFAULT_FIREWORKS_BASE_URL = "https://api.fireworks.ai/inference/v1";
var DEFAULT_FIREWORKS_TIMEOUT_MS = 15 * 6e4;
var fireworksClientState = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.fireworksClientState"),
  () => ({
    cachedClient: null,
    cachedFetch: null,
    cachedBaseUrl: null,
    cachedApiKey: null,
    cachedTimeoutMs: null
  })
);
function resolveTimeoutMs() {
  if (fireworksClientState.cachedTimeoutMs !== null) {
    return fireworksClientState.cachedTimeoutMs;
  }
  const raw = process.env.FIREWORKS_TIMEOUT_MS;
  const parsed = raw ? Number(raw) : Number.NaN;
  fireworksClientState.cachedTimeoutMs = Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_FIREWORKS_TIMEOUT_MS;
  return fireworksClientState.cachedTimeoutMs;
}
function resolveBaseUrl() {
  if (fireworksClientState.cachedBaseUrl !== null) {
    return fireworksClientState.cachedBaseUrl;
  }
  loadLocalEnv();
  const raw = process.env.FIREWORKS_BASE_URL?.trim();
  fireworksClientState.cachedBaseUrl = raw && raw.length > 0 ? raw : DEFAULT_FIREWORKS_BASE_URL;
  return fireworksClientState.cachedBaseUrl;
}
function resolveApiKey() {
  if (fireworksClientState.cachedApiKey !== null) {
    return fireworksClientState.cachedApiKey;
  }
  loadLocalEnv();
  const raw = process.env.FIREWORKS_TOKEN ?? process.env.FIREWORKS_API_KEY;
  const token = raw?.trim();
  if (!token) {
    throw new Error(
      "FIREWORKS_TOKEN (or FIREWORKS_API_KEY) must be provided to access Fireworks APIs."
    );
  }
  fireworksClientState.cachedApiKey = token;
  return fireworksClientState.cachedApiKey;
}
function getFireworksFetch() {
  if (fireworksClientState.cachedFetch) {
    return fireworksClientState.cachedFetch;
  }
  const timeoutMs = resolveTimeoutMs();
  const dispatcher = new import_undici.Agent({
    bodyTimeout: timeoutMs,
    headersTimeout: timeoutMs
  });
  fireworksClientState.cachedFetch = ((input, init) => {
    return (0, import_undici.fetch)(input, {
      ...init ?? {},
      dispatcher
    });
  });
  return fireworksClientState.cachedFetch;
}
function getFireworksClient() {
  if (fireworksClientState.cachedClient) {
    return fireworksClientState.cachedClient;
  }
  fireworksClientState.cachedClient = new import_openai.default({
    apiKey: resolveApiKey(),
    baseURL: resolveBaseUrl(),
    timeout: resolveTimeoutMs(),
    fetch: getFireworksFetch()
  });
  return fireworksClientState.cachedClient;
}

// src/fireworks/calls.ts
var DEFAULT_SCHEDULER_KEY = "__default__";
var fireworksCallState = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.fireworksCallState"),
  () => ({
    schedulerByModel: /* @__PURE__ */ new Map()
  })
);
function getSchedulerForModel(modelId) {
  const normalizedModelId = modelId?.trim();
  const schedulerKey = normalizedModelId && normalizedModelId.length > 0 ? normalizedModelId : DEFAULT_SCHEDULER_KEY;
  const existing = fireworksCallState.schedulerByModel.get(schedulerKey);
  if (existing) {
    return existing;
  }
  const created = createCallScheduler({
    maxParallelRequests: resolveModelConcurrencyCap({
      provider: "fireworks",
      modelId: normalizedModelId
    }),
    minIntervalBetweenStartMs: 200,
    startJitterMs: 200
  });
  fireworksCallState.schedulerByModel.set(schedulerKey, created);
  return created;
}
async function runFireworksCall(fn, modelId, runOptions) {
  return getSchedulerForModel(modelId).run(async () => fn(getFireworksClient()), runOptions);
}

// src/fireworks/models.ts
var FIREWORKS_MODEL_IDS = ["kimi-k2.5", "glm-5", "minimax-m2.1", "gpt-oss-120b"];
var FIREWORKS_DEFAULT_KIMI_MODEL = "kimi-k2.5";
var FIREWORKS_DEFAULT_GLM_MODEL = "glm-5";
var FIREWORKS_DEFAULT_MINIMAX_MODEL = "minimax-m2.1";
var FIREWORKS_DEFAULT_GPT_OSS_120B_MODEL = "gpt-oss-120b";
var FIREWORKS_CANONICAL_MODEL_IDS = {
  "kimi-k2.5": "accounts/fireworks/models/kimi-k2p5",
  "glm-5": "accounts/fireworks/models/glm-5",
  "minimax-m2.1": "accounts/fireworks/models/minimax-m2p1",
  "gpt-oss-120b": "accounts/fireworks/models/gpt-oss-120b"
};
function isFireworksModelId(value) {
  return FIREWORKS_MODEL_IDS.includes(value.trim());
}
function resolveFireworksModelId(model) {
  const trimmed = model.trim();
  if (!isFireworksModelId(trimmed)) {
    return void 0;
  }
  return FIREWORKS_CANONICAL_MODEL_IDS[trimmed];
}

// src/google/client.ts
var import_genai = require("@google/genai");

// src/google/auth.ts
var import_google_auth_library = require("google-auth-library");
var import_zod2 = require("zod");
var ServiceAccountSchema = import_zod2.z.object({
  project_id: import_zod2.z.string().min(1),
  client_email: import_zod2.z.email(),
  private_key: import_zod2.z.string().min(1),
  token_uri: import_zod2.z.string().optional()
}).transform(({ project_id, client_email, private_key, token_uri }) => ({
  projectId: project_id,
  clientEmail: client_email,
  privateKey: private_key.replace(/\\n/g, "\n"),
  tokenUri: token_uri
}));
var googleAuthState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.googleAuthState"), () => ({
  cachedServiceAccount: null,
  authClientCache: /* @__PURE__ */ new Map()
}));
function parseGoogleServiceAccount(input) {
  let parsed;
  try {
    parsed = JSON.parse(input);
  } catch (error) {
    throw new Error(`Invalid Google service account JSON: ${error.message}`);
  }
  return ServiceAccountSchema.parse(parsed);
}
function getGoogleServiceAccount() {
  if (googleAuthState.cachedServiceAccount) {
    return googleAuthState.cachedServiceAccount;
  }
  loadLocalEnv();
  const raw = process.env.GOOGLE_SERVICE_ACCOUNT_JSON;
  if (!raw || raw.trim().length === 0) {
    throw new Error("GOOGLE_SERVICE_ACCOUNT_JSON must be provided for Google APIs access.");
  }
  googleAuthState.cachedServiceAccount = parseGoogleServiceAccount(raw);
  return googleAuthState.cachedServiceAccount;
}
function normaliseScopes(scopes) {
  if (!scopes) {
    return void 0;
  }
  if (typeof scopes === "string") {
    return [scopes];
  }
  if (scopes.length === 0) {
    return void 0;
  }
  return Array.from(new Set(scopes)).sort();
}
function getGoogleAuthOptions(scopes) {
  const serviceAccount = getGoogleServiceAccount();
  const normalisedScopes = normaliseScopes(scopes);
  const options = {
    credentials: {
      client_email: serviceAccount.clientEmail,
      private_key: serviceAccount.privateKey
    },
    projectId: serviceAccount.projectId,
    scopes: normalisedScopes
  };
  return options;
}

// src/google/client.ts
var GEMINI_TEXT_MODEL_IDS = [
  "gemini-3.1-pro-preview",
  "gemini-3-flash-preview",
  "gemini-2.5-pro",
  "gemini-flash-latest",
  "gemini-flash-lite-latest"
];
var GEMINI_IMAGE_MODEL_IDS = [
  "gemini-3-pro-image-preview",
  "gemini-3.1-flash-image-preview"
];
var GEMINI_MODEL_IDS = [...GEMINI_TEXT_MODEL_IDS, ...GEMINI_IMAGE_MODEL_IDS];
function isGeminiModelId(value) {
  return GEMINI_MODEL_IDS.includes(value);
}
function isGeminiTextModelId(value) {
  return GEMINI_TEXT_MODEL_IDS.includes(value);
}
function isGeminiImageModelId(value) {
  return GEMINI_IMAGE_MODEL_IDS.includes(value);
}
var CLOUD_PLATFORM_SCOPE = "https://www.googleapis.com/auth/cloud-platform";
var DEFAULT_VERTEX_LOCATION = "global";
var geminiClientState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.geminiClientState"), () => ({
  geminiConfiguration: {},
  clientPromise: void 0
}));
function normaliseConfigValue(value) {
  if (value === void 0 || value === null) {
    return void 0;
  }
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : void 0;
}
function resolveGeminiApiKey() {
  loadLocalEnv();
  if (normaliseConfigValue(process.env.GOOGLE_SERVICE_ACCOUNT_JSON)) {
    return void 0;
  }
  const raw = process.env.GEMINI_API_KEY ?? process.env.GOOGLE_API_KEY;
  return normaliseConfigValue(raw);
}
function getGeminiBackend() {
  return resolveGeminiApiKey() ? "api" : "vertex";
}
function configureGemini(options = {}) {
  const nextProjectId = normaliseConfigValue(options.projectId);
  const nextLocation = normaliseConfigValue(options.location);
  geminiClientState.geminiConfiguration = {
    projectId: nextProjectId !== void 0 ? nextProjectId : geminiClientState.geminiConfiguration.projectId,
    location: nextLocation !== void 0 ? nextLocation : geminiClientState.geminiConfiguration.location
  };
  geminiClientState.clientPromise = void 0;
}
function resolveProjectId() {
  const override = geminiClientState.geminiConfiguration.projectId;
  if (override) {
    return override;
  }
  const serviceAccount = getGoogleServiceAccount();
  return serviceAccount.projectId;
}
function resolveLocation() {
  const override = geminiClientState.geminiConfiguration.location;
  if (override) {
    return override;
  }
  return DEFAULT_VERTEX_LOCATION;
}
async function getGeminiClient() {
  if (!geminiClientState.clientPromise) {
    geminiClientState.clientPromise = Promise.resolve().then(() => {
      const apiKey = resolveGeminiApiKey();
      if (apiKey) {
        return new import_genai.GoogleGenAI({ apiKey });
      }
      const projectId = resolveProjectId();
      const location = resolveLocation();
      const googleAuthOptions = getGoogleAuthOptions(CLOUD_PLATFORM_SCOPE);
      return new import_genai.GoogleGenAI({
        vertexai: true,
        project: projectId,
        location,
        googleAuthOptions
      });
    });
  }
  return geminiClientState.clientPromise;
}

// src/google/calls.ts
var RETRYABLE_STATUSES = /* @__PURE__ */ new Set([408, 425, 429, 500, 502, 503, 504]);
var RETRYABLE_ERROR_CODES = /* @__PURE__ */ new Set(["ECONNRESET", "ETIMEDOUT", "EAI_AGAIN"]);
var RATE_LIMIT_REASONS = /* @__PURE__ */ new Set(["RATE_LIMIT_EXCEEDED", "RESOURCE_EXHAUSTED", "QUOTA_EXCEEDED"]);
function getStatus(error) {
  const maybe = error;
  const candidates = [maybe?.status, maybe?.statusCode, maybe?.response?.status];
  for (const value of candidates) {
    if (typeof value === "number") {
      return value;
    }
    if (typeof value === "string") {
      const parsed = Number(value);
      if (!Number.isNaN(parsed)) {
        return parsed;
      }
    }
  }
  if (typeof maybe?.code === "number") {
    return maybe.code;
  }
  return void 0;
}
function getErrorCode(error) {
  if (!error || typeof error !== "object") {
    return void 0;
  }
  const maybe = error;
  if (typeof maybe.code === "string") {
    return maybe.code;
  }
  if (maybe.cause && typeof maybe.cause === "object") {
    const causeCode = maybe.cause.code;
    if (typeof causeCode === "string") {
      return causeCode;
    }
  }
  return void 0;
}
function getErrorReason(error) {
  if (!error || typeof error !== "object") {
    return void 0;
  }
  const details = error.errorDetails;
  if (Array.isArray(details) && details.length > 0) {
    const reason = details[0].reason;
    if (typeof reason === "string") {
      return reason;
    }
  }
  const cause = error.cause;
  if (cause && typeof cause === "object") {
    const nestedDetails = cause.errorDetails;
    if (Array.isArray(nestedDetails) && nestedDetails.length > 0) {
      const reason = nestedDetails[0].reason;
      if (typeof reason === "string") {
        return reason;
      }
    }
  }
  return void 0;
}
function getErrorMessage(error) {
  if (error instanceof Error) {
    return error.message;
  }
  if (typeof error === "string") {
    return error;
  }
  return "";
}
function parseRetryInfo(details) {
  if (Array.isArray(details)) {
    for (const entry of details) {
      const ms = parseRetryInfo(entry);
      if (ms !== void 0) {
        return ms;
      }
    }
    return void 0;
  }
  if (!details || typeof details !== "object") {
    return void 0;
  }
  const retryDelay = details.retryDelay;
  if (retryDelay) {
    const secondsRaw = retryDelay.seconds;
    const nanosRaw = retryDelay.nanos;
    const seconds = typeof secondsRaw === "number" ? secondsRaw : typeof secondsRaw === "string" ? Number.parseFloat(secondsRaw) : 0;
    const nanos = typeof nanosRaw === "number" ? nanosRaw : typeof nanosRaw === "string" ? Number.parseInt(nanosRaw, 10) : 0;
    if (Number.isFinite(seconds) || Number.isFinite(nanos)) {
      const totalMs = seconds * 1e3 + nanos / 1e6;
      if (totalMs > 0) {
        return totalMs;
      }
    }
  }
  const nestedDetails = details.details;
  if (nestedDetails) {
    const nested = parseRetryInfo(nestedDetails);
    if (nested !== void 0) {
      return nested;
    }
  }
  return void 0;
}
function parseRetryAfterFromMessage(message) {
  const trimmed = message.trim();
  if (!trimmed) {
    return void 0;
  }
  const regex = /retry in\\s+([0-9]+(?:\\.[0-9]+)?)\\s*(s|sec|secs|seconds?)/iu;
  const match = regex.exec(trimmed);
  if (match?.[1]) {
    const value = Number.parseFloat(match[1]);
    if (Number.isFinite(value) && value > 0) {
      return value * 1e3;
    }
  }
  return void 0;
}
function getRetryAfterMs(error) {
  if (!error || typeof error !== "object") {
    return void 0;
  }
  const infoFromDetails = parseRetryInfo(error.errorDetails);
  if (infoFromDetails !== void 0) {
    return infoFromDetails;
  }
  const cause = error.cause;
  if (cause && typeof cause === "object") {
    const nested = getRetryAfterMs(cause);
    if (nested !== void 0) {
      return nested;
    }
  }
  const message = getErrorMessage(error);
  if (message) {
    const fromMessage = parseRetryAfterFromMessage(message.toLowerCase());
    if (fromMessage !== void 0) {
      return fromMessage;
    }
  }
  return void 0;
}
function shouldRetry(error) {
  const status = getStatus(error);
  if (status && RETRYABLE_STATUSES.has(status)) {
    return true;
  }
  const reason = getErrorReason(error);
  if (reason && RATE_LIMIT_REASONS.has(reason)) {
    return true;
  }
  const code = getErrorCode(error);
  if (code && RETRYABLE_ERROR_CODES.has(code)) {
    return true;
  }
  const message = getErrorMessage(error).toLowerCase();
  if (message.includes("rate limit") || message.includes("temporarily unavailable")) {
    return true;
  }
  if (message.includes("fetch failed") || message.includes("socket hang up")) {
    return true;
  }
  if (message.includes("quota") || message.includes("insufficient")) {
    return false;
  }
  if (message.includes("timeout") || message.includes("network")) {
    return true;
  }
  return false;
}
function isOverloadError(error) {
  const status = getStatus(error);
  if (status === 429 || status === 503 || status === 529) {
    return true;
  }
  const reason = getErrorReason(error);
  if (reason && RATE_LIMIT_REASONS.has(reason)) {
    return true;
  }
  const message = getErrorMessage(error).toLowerCase();
  return message.includes("rate limit") || message.includes("too many requests") || message.includes("resource exhausted") || message.includes("resource_exhausted");
}
function retryDelayMs(attempt) {
  const baseRetryDelayMs = 500;
  const maxRetryDelayMs = 4e3;
  const base = Math.min(maxRetryDelayMs, baseRetryDelayMs * 2 ** (attempt - 1));
  const jitter = Math.floor(Math.random() * 200);
  return base + jitter;
}
var DEFAULT_SCHEDULER_KEY2 = "__default__";
var googleCallState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.googleCallState"), () => ({
  schedulerByModel: /* @__PURE__ */ new Map()
}));
function getSchedulerForModel2(modelId) {
  const normalizedModelId = modelId?.trim();
  const schedulerKey = normalizedModelId && normalizedModelId.length > 0 ? normalizedModelId : DEFAULT_SCHEDULER_KEY2;
  const existing = googleCallState.schedulerByModel.get(schedulerKey);
  if (existing) {
    return existing;
  }
  const created = createCallScheduler({
    maxParallelRequests: resolveModelConcurrencyCap({
      provider: "google",
      modelId: normalizedModelId
    }),
    minIntervalBetweenStartMs: 200,
    startJitterMs: 200,
    isOverloadError,
    retry: {
      maxAttempts: 3,
      getDelayMs: (attempt, error) => {
        if (!shouldRetry(error)) {
          return null;
        }
        const hintedDelay = getRetryAfterMs(error);
        return hintedDelay ?? retryDelayMs(attempt);
      }
    }
  });
  googleCallState.schedulerByModel.set(schedulerKey, created);
  return created;
}
async function runGeminiCall(fn, modelId, runOptions) {
  return getSchedulerForModel2(modelId).run(async () => fn(await getGeminiClient()), runOptions);
}

// src/openai/client.ts
var import_openai2 = __toESM(require("openai"), 1);
var import_undici2 = require("undici");
var openAiClientState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.openAiClientState"), () => ({
  cachedApiKey: null,
  cachedClient: null,
  cachedFetch: null,
  cachedTimeoutMs: null,
  openAiResponsesWebSocketMode: null,
  openAiResponsesWebSocketDisabled: false
}));
var DEFAULT_OPENAI_TIMEOUT_MS = 15 * 6e4;
function resolveOpenAiTimeoutMs() {
  if (openAiClientState.cachedTimeoutMs !== null) {
    return openAiClientState.cachedTimeoutMs;
  }
  const raw = process.env.OPENAI_STREAM_TIMEOUT_MS ?? process.env.OPENAI_TIMEOUT_MS;
  const parsed = raw ? Number(raw) : Number.NaN;
  openAiClientState.cachedTimeoutMs = Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_OPENAI_TIMEOUT_MS;
  return openAiClientState.cachedTimeoutMs;
}
function getOpenAiFetch() {
  if (openAiClientState.cachedFetch) {
    return openAiClientState.cachedFetch;
  }
  const timeoutMs = resolveOpenAiTimeoutMs();
  const dispatcher = new import_undici2.Agent({
    bodyTimeout: timeoutMs,
    headersTimeout: timeoutMs
  });
  openAiClientState.cachedFetch = ((input, init) => {
    return fetch(input, {
      ...init ?? {},
      dispatcher
    });
  });
  return openAiClientState.cachedFetch;
}
function resolveOpenAiBaseUrl() {
  loadLocalEnv();
  return process.env.OPENAI_BASE_URL?.trim() || "https://api.openai.com/v1";
}
function resolveOpenAiResponsesWebSocketMode() {
  if (openAiClientState.openAiResponsesWebSocketMode) {
    return openAiClientState.openAiResponsesWebSocketMode;
  }
  loadLocalEnv();
  openAiClientState.openAiResponsesWebSocketMode = resolveResponsesWebSocketMode(
    process.env.OPENAI_RESPONSES_WEBSOCKET_MODE,
    "auto"
  );
  return openAiClientState.openAiResponsesWebSocketMode;
}
function wrapFallbackStream(stream) {
  return {
    async *[Symbol.asyncIterator]() {
      for await (const event of stream) {
        yield event;
      }
    },
    async finalResponse() {
      return await stream.finalResponse();
    },
    close() {
      const maybeClose = stream;
      if (typeof maybeClose.close === "function") {
        maybeClose.close();
      }
    }
  };
}
function buildOpenAiResponsesEndpointUrl() {
  const base = resolveOpenAiBaseUrl();
  const normalized = base.endsWith("/") ? base : `${base}/`;
  return new URL("responses", normalized).toString();
}
function buildOpenAiResponsesWebSocketHeaders(apiKey) {
  const headers = {
    Authorization: `Bearer ${apiKey}`,
    "OpenAI-Beta": mergeOpenAiBetaHeader(
      process.env.OPENAI_BETA,
      OPENAI_BETA_RESPONSES_WEBSOCKETS_V2
    )
  };
  const organization = process.env.OPENAI_ORGANIZATION?.trim();
  if (organization) {
    headers["OpenAI-Organization"] = organization;
  }
  const project = process.env.OPENAI_PROJECT?.trim();
  if (project) {
    headers["OpenAI-Project"] = project;
  }
  return headers;
}
function installResponsesWebSocketTransport(client, apiKey) {
  const responsesApi = client.responses;
  const streamMethod = responsesApi?.stream;
  if (typeof streamMethod !== "function") {
    return;
  }
  const originalStream = streamMethod.bind(client.responses);
  responsesApi.stream = (request, options) => {
    const mode = resolveOpenAiResponsesWebSocketMode();
    const fallbackStreamFactory = () => wrapFallbackStream(originalStream(request, options));
    if (mode === "off" || openAiClientState.openAiResponsesWebSocketDisabled) {
      return fallbackStreamFactory();
    }
    const signal = options && typeof options === "object" ? options.signal ?? void 0 : void 0;
    const websocketUrl = toWebSocketUrl(buildOpenAiResponsesEndpointUrl());
    const headers = buildOpenAiResponsesWebSocketHeaders(apiKey);
    const timeoutMs = resolveOpenAiTimeoutMs();
    return createAdaptiveResponsesStream({
      mode,
      createWebSocketStream: async () => await createResponsesWebSocketStream({
        url: websocketUrl,
        headers,
        request,
        signal,
        idleTimeoutMs: timeoutMs
      }),
      createFallbackStream: fallbackStreamFactory,
      onWebSocketFallback: (error) => {
        if (isResponsesWebSocketUnsupportedError(error)) {
          openAiClientState.openAiResponsesWebSocketDisabled = true;
        }
      }
    });
  };
}
function getOpenAiApiKey() {
  if (openAiClientState.cachedApiKey !== null) {
    return openAiClientState.cachedApiKey;
  }
  loadLocalEnv();
  const raw = process.env.OPENAI_API_KEY;
  const value = raw?.trim();
  if (!value) {
    throw new Error("OPENAI_API_KEY must be provided to access OpenAI APIs.");
  }
  openAiClientState.cachedApiKey = value;
  return openAiClientState.cachedApiKey;
}
function getOpenAiClient() {
  if (openAiClientState.cachedClient) {
    return openAiClientState.cachedClient;
  }
  loadLocalEnv();
  const apiKey = getOpenAiApiKey();
  const timeoutMs = resolveOpenAiTimeoutMs();
  openAiClientState.cachedClient = new import_openai2.default({
    apiKey,
    fetch: getOpenAiFetch(),
    timeout: timeoutMs
  });
  installResponsesWebSocketTransport(openAiClientState.cachedClient, apiKey);
  return openAiClientState.cachedClient;
}

// src/openai/calls.ts
var DEFAULT_OPENAI_REASONING_EFFORT = "medium";
var DEFAULT_SCHEDULER_KEY3 = "__default__";
var openAiCallState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.openAiCallState"), () => ({
  schedulerByModel: /* @__PURE__ */ new Map()
}));
function getSchedulerForModel3(modelId) {
  const normalizedModelId = modelId?.trim();
  const schedulerKey = normalizedModelId && normalizedModelId.length > 0 ? normalizedModelId : DEFAULT_SCHEDULER_KEY3;
  const existing = openAiCallState.schedulerByModel.get(schedulerKey);
  if (existing) {
    return existing;
  }
  const created = createCallScheduler({
    maxParallelRequests: resolveModelConcurrencyCap({
      provider: "openai",
      modelId: normalizedModelId
    }),
    minIntervalBetweenStartMs: 200,
    startJitterMs: 200
  });
  openAiCallState.schedulerByModel.set(schedulerKey, created);
  return created;
}
async function runOpenAiCall(fn, modelId, runOptions) {
  return getSchedulerForModel3(modelId).run(async () => fn(getOpenAiClient()), runOptions);
}

// src/agentLogging.ts
var import_node_async_hooks = require("async_hooks");
var import_node_buffer2 = require("buffer");
var import_promises = require("fs/promises");
var import_node_path3 = __toESM(require("path"), 1);
var DEFAULT_THOUGHT_DELTA_LOG_THROTTLE_MS = 4e3;
function toIsoNow() {
  return (/* @__PURE__ */ new Date()).toISOString();
}
function toErrorMessage(error) {
  if (error instanceof Error && error.message) {
    return error.message;
  }
  if (typeof error === "string") {
    return error;
  }
  return String(error);
}
function isPromiseLike(value) {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof value.then === "function";
}
function normalisePathSegment(value) {
  const cleaned = value.trim().replace(/[^a-z0-9._-]+/giu, "-").replace(/-{2,}/g, "-").replace(/^-+|-+$/g, "");
  return cleaned.length > 0 ? cleaned : "segment";
}
function ensureTrailingNewline(value) {
  return value.endsWith("\n") ? value : `${value}
`;
}
function hasNonEmptyText(value) {
  return typeof value === "string" && value.length > 0;
}
function hasLogArtifactValue(value) {
  if (value === null || value === void 0) {
    return false;
  }
  if (typeof value === "string") {
    return value.length > 0;
  }
  if (Array.isArray(value)) {
    return value.length > 0;
  }
  if (typeof value === "object") {
    return Object.keys(value).length > 0;
  }
  return true;
}
function serialiseJsonArtifact(value) {
  if (!hasLogArtifactValue(value)) {
    return void 0;
  }
  try {
    return `${JSON.stringify(sanitiseLogValue(value), null, 2)}
`;
  } catch {
    return `${JSON.stringify(String(value), null, 2)}
`;
  }
}
function redactDataUrlPayload(value) {
  if (!value.toLowerCase().startsWith("data:")) {
    return value;
  }
  const commaIndex = value.indexOf(",");
  if (commaIndex < 0) {
    return value;
  }
  return `${value.slice(0, commaIndex + 1)}...`;
}
function sanitiseLogValue(value, seen = /* @__PURE__ */ new WeakSet()) {
  if (typeof value === "string") {
    return redactDataUrlPayload(value);
  }
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === void 0) {
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((entry) => sanitiseLogValue(entry, seen));
  }
  if (typeof value !== "object") {
    return String(value);
  }
  if (seen.has(value)) {
    return "[circular]";
  }
  seen.add(value);
  const record = value;
  const output = {};
  const hasInlineMime = typeof record.mimeType === "string" && record.mimeType.trim().length > 0 || typeof record.mime_type === "string" && record.mime_type.trim().length > 0;
  for (const [key, entryValue] of Object.entries(record)) {
    if (key === "image_url") {
      if (typeof entryValue === "string") {
        output[key] = redactDataUrlPayload(entryValue);
        continue;
      }
      if (entryValue && typeof entryValue === "object") {
        const nested = entryValue;
        if (typeof nested.url === "string") {
          output[key] = {
            ...nested,
            url: redactDataUrlPayload(nested.url)
          };
          continue;
        }
      }
    }
    if (key === "data" && hasInlineMime && typeof entryValue === "string") {
      output[key] = `[omitted:${import_node_buffer2.Buffer.byteLength(entryValue, "utf8")}b]`;
      continue;
    }
    output[key] = sanitiseLogValue(entryValue, seen);
  }
  return output;
}
function serialiseForSnippet(value) {
  if (typeof value === "string") {
    return value;
  }
  try {
    return JSON.stringify(sanitiseLogValue(value));
  } catch {
    return String(value);
  }
}
function formatToolLogSnippet(value) {
  const compact = serialiseForSnippet(value).replace(/\s+/gu, " ").trim();
  if (compact.length === 0) {
    return "<empty>";
  }
  const max = 600;
  if (compact.length <= max) {
    return compact;
  }
  return `${compact.slice(0, max)}...`;
}
function formatUsd(value) {
  const amount = typeof value === "number" && Number.isFinite(value) ? Math.max(0, value) : 0;
  return amount.toFixed(6);
}
function appendToolCallStreamLog(options) {
  const event = options.event;
  if (event.type !== "tool_call") {
    return;
  }
  const callIdSegment = typeof event.callId === "string" && event.callId.trim().length > 0 ? ` callId=${event.callId}` : "";
  const prefix = [
    `tool_call_${event.phase}:`,
    `turn=${event.turn.toString()}`,
    `index=${event.toolIndex.toString()}`,
    `tool=${event.toolName}${callIdSegment}`
  ].join(" ");
  if (event.phase === "started") {
    options.append(prefix);
    options.append(`tool_call_input: ${formatToolLogSnippet(sanitiseLogValue(event.input))}`);
    return;
  }
  const durationSegment = typeof event.durationMs === "number" && Number.isFinite(event.durationMs) ? ` durationMs=${Math.max(0, Math.round(event.durationMs)).toString()}` : "";
  options.append(`${prefix} status=${event.error ? "error" : "ok"}${durationSegment}`);
  options.append(`tool_call_output: ${formatToolLogSnippet(sanitiseLogValue(event.output))}`);
  if (typeof event.error === "string" && event.error.trim().length > 0) {
    options.append(`tool_call_error: ${event.error.trim()}`);
  }
}
function appendAgentStreamEventLog(options) {
  const event = options.event;
  switch (event.type) {
    case "delta": {
      const channelPrefix = event.channel === "thought" ? "thought_delta" : "response_delta";
      options.append(`${channelPrefix}: ${event.text}`);
      return;
    }
    case "model": {
      options.append(`model: ${event.modelVersion}`);
      return;
    }
    case "usage": {
      options.append(
        [
          "usage:",
          `modelVersion=${event.modelVersion}`,
          `costUsd=${formatUsd(event.costUsd)}`,
          `tokens=${formatToolLogSnippet(sanitiseLogValue(event.usage))}`
        ].join(" ")
      );
      return;
    }
    case "blocked": {
      options.append("blocked");
      return;
    }
    case "tool_call": {
      appendToolCallStreamLog({
        event,
        append: options.append
      });
      return;
    }
  }
}
function createAgentStreamEventLogger(options) {
  const thoughtDeltaThrottleMs = Math.max(
    0,
    options.thoughtDeltaThrottleMs ?? DEFAULT_THOUGHT_DELTA_LOG_THROTTLE_MS
  );
  let pendingThoughtDelta = "";
  let thoughtFlushTimer = null;
  const cancelThoughtFlushTimer = () => {
    if (thoughtFlushTimer === null) {
      return;
    }
    clearTimeout(thoughtFlushTimer);
    thoughtFlushTimer = null;
  };
  const flushThoughtDelta = () => {
    cancelThoughtFlushTimer();
    if (pendingThoughtDelta.length === 0) {
      return;
    }
    options.append(`thought_delta: ${pendingThoughtDelta}`);
    pendingThoughtDelta = "";
  };
  const scheduleThoughtFlush = () => {
    if (thoughtFlushTimer !== null || thoughtDeltaThrottleMs === 0) {
      return;
    }
    thoughtFlushTimer = setTimeout(() => {
      thoughtFlushTimer = null;
      flushThoughtDelta();
    }, thoughtDeltaThrottleMs);
    thoughtFlushTimer.unref?.();
  };
  return {
    appendEvent: (event) => {
      if (event.type === "delta" && event.channel === "thought") {
        if (event.text.length === 0) {
          return;
        }
        pendingThoughtDelta += event.text;
        if (thoughtDeltaThrottleMs === 0) {
          flushThoughtDelta();
          return;
        }
        scheduleThoughtFlush();
        return;
      }
      flushThoughtDelta();
      appendAgentStreamEventLog({
        event,
        append: options.append
      });
    },
    flush: () => {
      flushThoughtDelta();
    }
  };
}
var AgentLoggingSessionImpl = class {
  workspaceDir;
  logsRootDir;
  mirrorToConsole;
  sink;
  agentLogPath;
  ensureReady;
  pending = /* @__PURE__ */ new Set();
  lineChain = Promise.resolve();
  callCounter = 0;
  constructor(config) {
    this.workspaceDir = import_node_path3.default.resolve(config.workspaceDir ?? process.cwd());
    const configuredCallLogsDir = typeof config.callLogsDir === "string" ? config.callLogsDir.trim() : "";
    this.logsRootDir = configuredCallLogsDir.length > 0 ? import_node_path3.default.resolve(this.workspaceDir, configuredCallLogsDir) : import_node_path3.default.join(this.workspaceDir, "llm_calls");
    this.mirrorToConsole = config.mirrorToConsole !== false;
    this.sink = config.sink;
    this.agentLogPath = import_node_path3.default.join(this.workspaceDir, "agent.log");
    this.ensureReady = this.prepare();
    this.track(this.ensureReady);
  }
  async prepare() {
    await (0, import_promises.mkdir)(this.workspaceDir, { recursive: true });
    await (0, import_promises.mkdir)(this.logsRootDir, { recursive: true });
  }
  track(task) {
    this.pending.add(task);
    task.then(
      () => {
        this.pending.delete(task);
      },
      () => {
        this.pending.delete(task);
      }
    );
  }
  enqueueLineWrite(line) {
    const next = this.lineChain.then(async () => {
      await this.ensureReady;
      await (0, import_promises.appendFile)(this.agentLogPath, `${line}
`, "utf8");
      const sinkResult = this.sink?.append(line);
      if (isPromiseLike(sinkResult)) {
        await sinkResult;
      }
    });
    const tracked = next.catch(() => void 0);
    this.lineChain = tracked;
    this.track(tracked);
  }
  logLine(line) {
    const timestamped = `${toIsoNow()} ${line}`;
    if (this.mirrorToConsole) {
      console.log(timestamped);
    }
    this.enqueueLineWrite(timestamped);
  }
  async writeAttachments(baseDir, attachments) {
    const usedNames = /* @__PURE__ */ new Set();
    for (const attachment of attachments ?? []) {
      let filename = normalisePathSegment(attachment.filename);
      if (!filename.includes(".")) {
        filename = `${filename}.bin`;
      }
      const ext = import_node_path3.default.extname(filename);
      const base = ext.length > 0 ? filename.slice(0, -ext.length) : filename;
      let candidate = filename;
      let duplicateIndex = 2;
      while (usedNames.has(candidate)) {
        candidate = `${base}-${duplicateIndex.toString()}${ext}`;
        duplicateIndex += 1;
      }
      usedNames.add(candidate);
      await (0, import_promises.writeFile)(import_node_path3.default.join(baseDir, candidate), attachment.bytes);
    }
  }
  startLlmCall(input) {
    const callNumber = this.callCounter + 1;
    this.callCounter = callNumber;
    const timestampSegment = toIsoNow().replace(/[:]/g, "-");
    const modelSegment = normalisePathSegment(input.modelId);
    const baseDir = import_node_path3.default.join(
      this.logsRootDir,
      `${timestampSegment}-${callNumber.toString().padStart(4, "0")}`,
      modelSegment
    );
    const responsePath = import_node_path3.default.join(baseDir, "response.txt");
    const thoughtsPath = import_node_path3.default.join(baseDir, "thoughts.txt");
    const toolCallPath = import_node_path3.default.join(baseDir, "tool_call.txt");
    const toolCallJsonPath = import_node_path3.default.join(baseDir, "tool_call.json");
    const toolCallResponsePath = import_node_path3.default.join(baseDir, "tool_call_response.txt");
    const toolCallResponseJsonPath = import_node_path3.default.join(baseDir, "tool_call_response.json");
    const errorPath = import_node_path3.default.join(baseDir, "error.txt");
    const responseMetadataPath = import_node_path3.default.join(baseDir, "response.metadata.json");
    let chain = this.ensureReady.then(async () => {
      await (0, import_promises.mkdir)(baseDir, { recursive: true });
      const requestText = input.requestText.trim().length > 0 ? input.requestText : "<empty request>";
      await (0, import_promises.writeFile)(
        import_node_path3.default.join(baseDir, "request.txt"),
        ensureTrailingNewline(requestText),
        "utf8"
      );
      const requestMetadata = {
        capturedAt: toIsoNow(),
        provider: input.provider,
        modelId: input.modelId,
        ...input.requestMetadata ? { request: sanitiseLogValue(input.requestMetadata) } : {}
      };
      await (0, import_promises.writeFile)(
        import_node_path3.default.join(baseDir, "request.metadata.json"),
        `${JSON.stringify(requestMetadata, null, 2)}
`,
        "utf8"
      );
      await this.writeAttachments(baseDir, input.attachments);
      if (hasNonEmptyText(input.toolCallResponseText)) {
        await (0, import_promises.writeFile)(
          toolCallResponsePath,
          ensureTrailingNewline(input.toolCallResponseText),
          "utf8"
        );
      }
      const toolCallResponseJson = serialiseJsonArtifact(input.toolCallResponsePayload);
      if (toolCallResponseJson) {
        await (0, import_promises.writeFile)(toolCallResponseJsonPath, toolCallResponseJson, "utf8");
      }
    }).catch(() => void 0);
    this.track(chain);
    let closed = false;
    const enqueue = (operation) => {
      const next = chain.then(operation);
      const tracked = next.catch(() => void 0);
      chain = tracked;
      this.track(tracked);
    };
    return {
      appendThoughtDelta: (text) => {
        if (closed || text.length === 0) {
          return;
        }
        enqueue(async () => {
          await (0, import_promises.appendFile)(thoughtsPath, text, "utf8");
        });
      },
      appendResponseDelta: (text) => {
        if (closed || text.length === 0) {
          return;
        }
        enqueue(async () => {
          await (0, import_promises.appendFile)(responsePath, text, "utf8");
        });
      },
      complete: (options) => {
        if (closed) {
          return;
        }
        closed = true;
        enqueue(async () => {
          if (hasNonEmptyText(options?.responseText)) {
            await (0, import_promises.writeFile)(responsePath, options.responseText, "utf8");
          }
          if (hasNonEmptyText(options?.toolCallText)) {
            await (0, import_promises.writeFile)(toolCallPath, ensureTrailingNewline(options.toolCallText), "utf8");
          }
          const toolCallJson = serialiseJsonArtifact(options?.toolCallPayload);
          if (toolCallJson) {
            await (0, import_promises.writeFile)(toolCallJsonPath, toolCallJson, "utf8");
          }
          await this.writeAttachments(baseDir, options?.attachments);
          const payload = {
            capturedAt: toIsoNow(),
            status: "completed"
          };
          if (options?.metadata) {
            const sanitised = sanitiseLogValue(options.metadata);
            if (sanitised && typeof sanitised === "object" && !Array.isArray(sanitised)) {
              Object.assign(payload, sanitised);
            } else if (sanitised !== void 0) {
              payload.metadata = sanitised;
            }
          }
          await (0, import_promises.writeFile)(responseMetadataPath, `${JSON.stringify(payload, null, 2)}
`, "utf8");
        });
      },
      fail: (error, options) => {
        if (closed) {
          return;
        }
        closed = true;
        enqueue(async () => {
          if (hasNonEmptyText(options?.responseText)) {
            await (0, import_promises.writeFile)(responsePath, options.responseText, "utf8");
          }
          if (hasNonEmptyText(options?.toolCallText)) {
            await (0, import_promises.writeFile)(toolCallPath, ensureTrailingNewline(options.toolCallText), "utf8");
          }
          const toolCallJson = serialiseJsonArtifact(options?.toolCallPayload);
          if (toolCallJson) {
            await (0, import_promises.writeFile)(toolCallJsonPath, toolCallJson, "utf8");
          }
          await this.writeAttachments(baseDir, options?.attachments);
          await (0, import_promises.writeFile)(errorPath, ensureTrailingNewline(toErrorMessage(error)), "utf8");
          const payload = {
            capturedAt: toIsoNow(),
            status: "failed",
            error: toErrorMessage(error)
          };
          if (options?.metadata) {
            const sanitised = sanitiseLogValue(options.metadata);
            if (sanitised && typeof sanitised === "object" && !Array.isArray(sanitised)) {
              Object.assign(payload, sanitised);
            } else if (sanitised !== void 0) {
              payload.metadata = sanitised;
            }
          }
          await (0, import_promises.writeFile)(responseMetadataPath, `${JSON.stringify(payload, null, 2)}
`, "utf8");
        });
      }
    };
  }
  async flush() {
    while (this.pending.size > 0) {
      await Promise.allSettled([...this.pending]);
    }
    if (typeof this.sink?.flush === "function") {
      try {
        await this.sink.flush();
      } catch {
      }
    }
  }
};
var loggingSessionStorage = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.agentLogging.sessionStorage"),
  () => new import_node_async_hooks.AsyncLocalStorage()
);
function createAgentLoggingSession(config) {
  return new AgentLoggingSessionImpl(config);
}
function runWithAgentLoggingSession(session, fn) {
  if (!session) {
    return fn();
  }
  return loggingSessionStorage.run(session, async () => {
    try {
      return await fn();
    } finally {
      await session.flush();
    }
  });
}
function getCurrentAgentLoggingSession() {
  return loggingSessionStorage.getStore();
}

// src/files.ts
var import_node_async_hooks2 = require("async_hooks");
var import_node_buffer3 = require("buffer");
var import_node_crypto = require("crypto");
var import_node_fs3 = require("fs");
var import_promises2 = require("fs/promises");
var import_node_os3 = __toESM(require("os"), 1);
var import_node_path4 = __toESM(require("path"), 1);
var import_promises3 = require("stream/promises");
var import_storage = require("@google-cloud/storage");
var import_mime = __toESM(require("mime"), 1);
var DEFAULT_FILE_TTL_SECONDS = 48 * 60 * 60;
var DEFAULT_SIGNED_URL_TTL_SECONDS = 6 * 60 * 60;
var GEMINI_FILE_POLL_INTERVAL_MS = 1e3;
var GEMINI_FILE_POLL_TIMEOUT_MS = 6e4;
var FILES_TEMP_ROOT = import_node_path4.default.join(import_node_os3.default.tmpdir(), "ljoukov-llm-files");
var FILES_CACHE_ROOT = import_node_path4.default.join(FILES_TEMP_ROOT, "cache");
var FILES_CACHE_CONTENT_ROOT = import_node_path4.default.join(FILES_CACHE_ROOT, "content");
var FILES_CACHE_METADATA_ROOT = import_node_path4.default.join(FILES_CACHE_ROOT, "metadata");
var filesState = getRuntimeSingleton(/* @__PURE__ */ Symbol.for("@ljoukov/llm.filesState"), () => ({
  metadataById: /* @__PURE__ */ new Map(),
  canonicalUploadCacheByKey: /* @__PURE__ */ new Map(),
  materializedById: /* @__PURE__ */ new Map(),
  geminiMirrorById: /* @__PURE__ */ new Map(),
  vertexMirrorById: /* @__PURE__ */ new Map(),
  storageClient: void 0,
  geminiClientPromise: void 0
}));
var fileUploadScopeStorage = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.fileUploadScopeStorage"),
  () => new import_node_async_hooks2.AsyncLocalStorage()
);
function summarizeUploadEvents(events) {
  let totalBytes = 0;
  let totalLatencyMs = 0;
  for (const event of events) {
    totalBytes += Math.max(0, event.bytes);
    totalLatencyMs += Math.max(0, event.durationMs);
  }
  return {
    count: events.length,
    totalBytes,
    totalLatencyMs,
    events: Array.from(events)
  };
}
function emptyFileUploadMetrics() {
  return summarizeUploadEvents([]);
}
function getCurrentFileUploadMetrics() {
  const collector = fileUploadScopeStorage.getStore()?.collectors.at(-1);
  return summarizeUploadEvents(collector?.events ?? []);
}
async function collectFileUploadMetrics(fn) {
  const parent = fileUploadScopeStorage.getStore();
  const collector = { events: [] };
  const scope = {
    collectors: [...parent?.collectors ?? [], collector],
    source: parent?.source
  };
  return await fileUploadScopeStorage.run(scope, async () => {
    const result = await fn();
    return {
      result,
      uploads: summarizeUploadEvents(collector.events)
    };
  });
}
async function runWithFileUploadSource(source, fn) {
  const parent = fileUploadScopeStorage.getStore();
  const scope = {
    collectors: parent?.collectors ?? [],
    source
  };
  return await fileUploadScopeStorage.run(scope, fn);
}
function formatUploadLogLine(event) {
  const parts = [
    "[upload]",
    `source=${event.source}`,
    `backend=${event.backend}`,
    `mode=${event.mode}`,
    `filename=${JSON.stringify(event.filename)}`,
    `bytes=${event.bytes.toString()}`,
    `durationMs=${event.durationMs.toString()}`
  ];
  if (event.mimeType) {
    parts.push(`mimeType=${event.mimeType}`);
  }
  if (event.fileId) {
    parts.push(`fileId=${event.fileId}`);
  }
  if (event.mirrorId) {
    parts.push(`mirrorId=${event.mirrorId}`);
  }
  if (event.fileUri) {
    parts.push(`fileUri=${JSON.stringify(event.fileUri)}`);
  }
  return parts.join(" ");
}
function recordUploadEvent(event) {
  const scope = fileUploadScopeStorage.getStore();
  const resolvedSource = event.source ?? scope?.source ?? (event.backend === "gcs" ? "files_api" : "provider_mirror");
  const timestampedEvent = {
    ...event,
    source: resolvedSource,
    timestamp: (/* @__PURE__ */ new Date()).toISOString()
  };
  for (const collector of scope?.collectors ?? []) {
    collector.events.push(timestampedEvent);
  }
  getCurrentAgentLoggingSession()?.logLine(formatUploadLogLine(timestampedEvent));
}
function normaliseFilename(filename, fallback = "attachment.bin") {
  const trimmed = filename?.trim();
  if (!trimmed) {
    return fallback;
  }
  const basename = import_node_path4.default.basename(trimmed);
  return basename.length > 0 ? basename : fallback;
}
function resolveMimeType(filename, explicitMimeType, fallback = "application/octet-stream") {
  const trimmed = explicitMimeType?.trim();
  if (trimmed) {
    return trimmed;
  }
  const inferred = import_mime.default.getType(filename);
  return typeof inferred === "string" && inferred.length > 0 ? inferred : fallback;
}
function toBuffer(data) {
  if (typeof data === "string") {
    return import_node_buffer3.Buffer.from(data, "utf8");
  }
  if (ArrayBuffer.isView(data)) {
    return import_node_buffer3.Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  }
  return import_node_buffer3.Buffer.from(data);
}
function computeSha256Hex(buffer) {
  return (0, import_node_crypto.createHash)("sha256").update(buffer).digest("hex");
}
async function computeFileSha256Hex(filePath) {
  const hash = (0, import_node_crypto.createHash)("sha256");
  const stream = (0, import_node_fs3.createReadStream)(filePath);
  for await (const chunk of stream) {
    hash.update(chunk);
  }
  return hash.digest("hex");
}
function buildCanonicalFileId(filename, mimeType, sha256Hex) {
  return `file_${(0, import_node_crypto.createHash)("sha256").update(filename).update("\0").update(mimeType).update("\0").update(sha256Hex).digest("hex")}`;
}
function resolveCanonicalFilesBucket() {
  const raw = process.env.LLM_FILES_GCS_BUCKET ?? process.env.VERTEX_GCS_BUCKET ?? process.env.LLM_VERTEX_GCS_BUCKET;
  const trimmed = raw?.trim();
  if (!trimmed) {
    throw new Error(
      "LLM_FILES_GCS_BUCKET (or VERTEX_GCS_BUCKET) must be set to use the canonical files API."
    );
  }
  return trimmed.replace(/^gs:\/\//u, "").replace(/\/+$/u, "");
}
function resolveCanonicalFilesPrefix() {
  const raw = process.env.LLM_FILES_GCS_PREFIX;
  const trimmed = raw?.trim().replace(/^\/+/u, "").replace(/\/+$/u, "");
  return trimmed ? `${trimmed}/` : "canonical-files/";
}
function isLatexLikeFile(filename, mimeType) {
  const extension = import_node_path4.default.extname(filename).trim().toLowerCase();
  const normalisedMimeType = mimeType.trim().toLowerCase();
  return extension === ".tex" || extension === ".ltx" || extension === ".latex" || normalisedMimeType === "application/x-tex" || normalisedMimeType === "text/x-tex";
}
function resolveCanonicalStorageContentType(filename, mimeType) {
  if (isLatexLikeFile(filename, mimeType)) {
    return "text/plain";
  }
  return mimeType;
}
function resolveCanonicalObjectExtension(filename, mimeType) {
  if (isLatexLikeFile(filename, mimeType)) {
    return "txt";
  }
  const fromFilename = import_node_path4.default.extname(filename).replace(/^\./u, "").trim().toLowerCase();
  if (fromFilename) {
    return fromFilename;
  }
  const fromMimeType = import_mime.default.getExtension(mimeType)?.trim().toLowerCase();
  if (fromMimeType) {
    return fromMimeType;
  }
  return "bin";
}
function buildCanonicalObjectName(fileId, filename, mimeType) {
  const extension = resolveCanonicalObjectExtension(filename, mimeType);
  return `${resolveCanonicalFilesPrefix()}${fileId}.${extension}`;
}
function toSafeStorageFilename(filename) {
  const normalized = normaliseFilename(filename).replace(/[^\w.-]+/gu, "-");
  return normalized.length > 0 ? normalized : "attachment.bin";
}
function parseUnixSeconds(value, fallback) {
  if (value) {
    const numeric = Number.parseInt(value, 10);
    if (Number.isFinite(numeric) && numeric > 0) {
      return numeric;
    }
  }
  if (fallback) {
    const millis = Date.parse(fallback);
    if (Number.isFinite(millis)) {
      return Math.floor(millis / 1e3);
    }
  }
  return Math.floor(Date.now() / 1e3);
}
function parseOptionalUnixSeconds(value) {
  if (!value) {
    return void 0;
  }
  const millis = Date.parse(value);
  if (Number.isFinite(millis)) {
    return Math.floor(millis / 1e3);
  }
  const numeric = Number.parseInt(value, 10);
  return Number.isFinite(numeric) && numeric > 0 ? numeric : void 0;
}
function toStoredFileFromCanonicalMetadata(options) {
  const metadata = options.objectMetadata.metadata;
  const filenameRaw = typeof metadata?.filename === "string" && metadata.filename.trim().length > 0 ? metadata.filename.trim() : import_node_path4.default.basename(options.objectName);
  const filename = normaliseFilename(filenameRaw);
  const bytesRaw = options.objectMetadata.size;
  const bytes = typeof bytesRaw === "string" ? Number.parseInt(bytesRaw, 10) : typeof bytesRaw === "number" ? bytesRaw : 0;
  const purpose = metadata?.purpose === "user_data" ? "user_data" : "user_data";
  const createdAt = parseUnixSeconds(
    typeof metadata?.createdAtUnix === "string" ? metadata.createdAtUnix : void 0,
    typeof options.objectMetadata.timeCreated === "string" ? options.objectMetadata.timeCreated : void 0
  );
  const expiresAt = parseOptionalUnixSeconds(
    typeof metadata?.expiresAt === "string" ? metadata.expiresAt : void 0
  );
  const mimeType = typeof metadata?.mimeType === "string" && metadata.mimeType.trim().length > 0 ? metadata.mimeType.trim() : typeof options.objectMetadata.contentType === "string" && options.objectMetadata.contentType.trim().length > 0 ? options.objectMetadata.contentType.trim() : resolveMimeType(filename, void 0);
  const sha256Hex = typeof metadata?.sha256 === "string" && metadata.sha256.trim().length > 0 ? metadata.sha256.trim() : void 0;
  return {
    file: {
      id: options.fileId,
      bytes: Number.isFinite(bytes) ? bytes : 0,
      created_at: createdAt,
      filename,
      object: "file",
      purpose,
      status: "processed",
      ...expiresAt ? { expires_at: expiresAt } : {}
    },
    filename,
    bytes: Number.isFinite(bytes) ? bytes : 0,
    mimeType,
    sha256Hex,
    localPath: options.localPath,
    bucketName: options.bucketName,
    objectName: options.objectName
  };
}
function buildCacheKey(filename, mimeType, sha256Hex) {
  return `${sha256Hex}\0${filename}\0${mimeType}`;
}
function buildCachedContentPath(sha256Hex) {
  return import_node_path4.default.join(FILES_CACHE_CONTENT_ROOT, sha256Hex);
}
function buildCachedMetadataPath(fileId) {
  return import_node_path4.default.join(FILES_CACHE_METADATA_ROOT, `${fileId}.json`);
}
function isFresh(file) {
  if (!file.expires_at) {
    return true;
  }
  return file.expires_at * 1e3 > Date.now() + 3e4;
}
function recordMetadata(metadata) {
  filesState.metadataById.set(metadata.file.id, metadata);
  if (metadata.sha256Hex) {
    filesState.canonicalUploadCacheByKey.set(
      buildCacheKey(
        metadata.filename,
        metadata.mimeType ?? "application/octet-stream",
        metadata.sha256Hex
      ),
      metadata
    );
  }
  return metadata;
}
async function ensureFilesCacheReady() {
  await (0, import_promises2.mkdir)(FILES_CACHE_CONTENT_ROOT, { recursive: true });
  await (0, import_promises2.mkdir)(FILES_CACHE_METADATA_ROOT, { recursive: true });
}
async function cacheBufferLocally(bytes, sha256Hex) {
  await ensureFilesCacheReady();
  const localPath = buildCachedContentPath(sha256Hex);
  try {
    await (0, import_promises2.writeFile)(localPath, bytes, { flag: "wx" });
  } catch (error) {
    const code = error.code;
    if (code !== "EEXIST") {
      throw error;
    }
  }
  return localPath;
}
async function cacheFileLocally(filePath, sha256Hex) {
  await ensureFilesCacheReady();
  const localPath = buildCachedContentPath(sha256Hex);
  try {
    await (0, import_promises2.copyFile)(filePath, localPath);
  } catch (error) {
    const code = error.code;
    if (code !== "EEXIST") {
      throw error;
    }
  }
  return localPath;
}
async function persistMetadataToDisk(metadata) {
  await ensureFilesCacheReady();
  const payload = {
    file: metadata.file,
    filename: metadata.filename,
    bytes: metadata.bytes,
    mimeType: metadata.mimeType,
    sha256Hex: metadata.sha256Hex,
    localPath: metadata.localPath,
    bucketName: metadata.bucketName,
    objectName: metadata.objectName
  };
  await (0, import_promises2.writeFile)(
    buildCachedMetadataPath(metadata.file.id),
    `${JSON.stringify(payload, null, 2)}
`
  );
}
async function loadPersistedMetadata(fileId) {
  try {
    const payload = JSON.parse(
      await (0, import_promises2.readFile)(buildCachedMetadataPath(fileId), "utf8")
    );
    if (!payload || typeof payload !== "object" || !payload.file) {
      return void 0;
    }
    if (payload.localPath) {
      try {
        const localStats = await (0, import_promises2.stat)(payload.localPath);
        if (!localStats.isFile()) {
          return void 0;
        }
      } catch {
        return void 0;
      }
    }
    return recordMetadata({
      file: payload.file,
      filename: payload.filename,
      bytes: payload.bytes,
      mimeType: payload.mimeType,
      sha256Hex: payload.sha256Hex,
      localPath: payload.localPath,
      bucketName: payload.bucketName,
      objectName: payload.objectName
    });
  } catch {
    return void 0;
  }
}
async function writeCanonicalFileFromPath(options) {
  const file = getStorageClient().bucket(options.bucketName).file(options.objectName);
  const storageContentType = resolveCanonicalStorageContentType(
    options.metadata.filename ?? "attachment.bin",
    options.mimeType
  );
  try {
    await (0, import_promises3.pipeline)(
      (0, import_node_fs3.createReadStream)(options.filePath),
      file.createWriteStream({
        resumable: options.bytes >= 10 * 1024 * 1024,
        preconditionOpts: { ifGenerationMatch: 0 },
        metadata: {
          contentType: storageContentType,
          contentDisposition: `inline; filename="${toSafeStorageFilename(options.metadata.filename ?? "attachment.bin")}"`,
          metadata: options.metadata
        }
      })
    );
    return true;
  } catch (error) {
    const code = error.code;
    if (code === 412 || code === "412") {
      return false;
    }
    throw error;
  }
}
async function writeCanonicalFileFromBytes(options) {
  const file = getStorageClient().bucket(options.bucketName).file(options.objectName);
  const storageContentType = resolveCanonicalStorageContentType(
    options.metadata.filename ?? "attachment.bin",
    options.mimeType
  );
  try {
    await file.save(options.bytes, {
      resumable: options.bytes.byteLength >= 10 * 1024 * 1024,
      preconditionOpts: { ifGenerationMatch: 0 },
      metadata: {
        contentType: storageContentType,
        contentDisposition: `inline; filename="${toSafeStorageFilename(options.metadata.filename ?? "attachment.bin")}"`,
        metadata: options.metadata
      }
    });
    return true;
  } catch (error) {
    const code = error.code;
    if (code === 412 || code === "412") {
      return false;
    }
    throw error;
  }
}
async function refreshCanonicalObjectMetadata(options) {
  const storageContentType = resolveCanonicalStorageContentType(
    options.metadata.filename ?? "attachment.bin",
    options.mimeType
  );
  await getStorageClient().bucket(options.bucketName).file(options.objectName).setMetadata({
    contentType: storageContentType,
    contentDisposition: `inline; filename="${toSafeStorageFilename(options.metadata.filename ?? "attachment.bin")}"`,
    metadata: options.metadata
  });
}
async function createCanonicalMetadata(options) {
  const createdAt = Math.floor(Date.now() / 1e3);
  const expiresAt = createdAt + options.expiresAfterSeconds;
  const storedFile = {
    id: options.fileId,
    bytes: options.bytes,
    created_at: createdAt,
    filename: options.filename,
    object: "file",
    purpose: options.purpose,
    status: "processed",
    expires_at: expiresAt
  };
  const metadata = recordMetadata({
    file: storedFile,
    filename: options.filename,
    bytes: options.bytes,
    mimeType: options.mimeType,
    sha256Hex: options.sha256Hex,
    localPath: options.localPath,
    bucketName: options.bucketName,
    objectName: options.objectName
  });
  await persistMetadataToDisk(metadata);
  return metadata;
}
async function uploadCanonicalFileFromBytes(params) {
  const cacheKey = buildCacheKey(params.filename, params.mimeType, params.sha256Hex);
  const cached = filesState.canonicalUploadCacheByKey.get(cacheKey);
  if (cached && isFresh(cached.file)) {
    return cached;
  }
  const fileId = buildCanonicalFileId(params.filename, params.mimeType, params.sha256Hex);
  const bucketName = resolveCanonicalFilesBucket();
  const objectName = buildCanonicalObjectName(fileId, params.filename, params.mimeType);
  const metadataFields = {
    fileId,
    filename: params.filename,
    mimeType: params.mimeType,
    purpose: params.purpose,
    sha256: params.sha256Hex,
    createdAtUnix: Math.floor(Date.now() / 1e3).toString(),
    expiresAt: new Date(Date.now() + params.expiresAfterSeconds * 1e3).toISOString()
  };
  const startedAtMs = Date.now();
  const uploaded = await writeCanonicalFileFromBytes({
    bytes: params.bytes,
    bucketName,
    objectName,
    mimeType: params.mimeType,
    metadata: metadataFields
  });
  if (!uploaded) {
    await refreshCanonicalObjectMetadata({
      bucketName,
      objectName,
      mimeType: params.mimeType,
      metadata: metadataFields
    });
  }
  const localPath = await cacheBufferLocally(params.bytes, params.sha256Hex);
  const canonical = await createCanonicalMetadata({
    fileId,
    filename: params.filename,
    mimeType: params.mimeType,
    purpose: params.purpose,
    expiresAfterSeconds: params.expiresAfterSeconds,
    sha256Hex: params.sha256Hex,
    bytes: params.bytes.byteLength,
    bucketName,
    objectName,
    localPath
  });
  if (uploaded) {
    recordUploadEvent({
      backend: "gcs",
      mode: "gcs",
      filename: params.filename,
      bytes: params.bytes.byteLength,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      mimeType: params.mimeType,
      fileId,
      fileUri: `gs://${bucketName}/${objectName}`
    });
  }
  return canonical;
}
async function uploadCanonicalFileFromPath(params) {
  const cacheKey = buildCacheKey(params.filename, params.mimeType, params.sha256Hex);
  const cached = filesState.canonicalUploadCacheByKey.get(cacheKey);
  if (cached && isFresh(cached.file)) {
    return cached;
  }
  const fileId = buildCanonicalFileId(params.filename, params.mimeType, params.sha256Hex);
  const bucketName = resolveCanonicalFilesBucket();
  const objectName = buildCanonicalObjectName(fileId, params.filename, params.mimeType);
  const metadataFields = {
    fileId,
    filename: params.filename,
    mimeType: params.mimeType,
    purpose: params.purpose,
    sha256: params.sha256Hex,
    createdAtUnix: Math.floor(Date.now() / 1e3).toString(),
    expiresAt: new Date(Date.now() + params.expiresAfterSeconds * 1e3).toISOString()
  };
  const startedAtMs = Date.now();
  const uploaded = await writeCanonicalFileFromPath({
    filePath: params.filePath,
    bucketName,
    objectName,
    bytes: params.bytes,
    mimeType: params.mimeType,
    metadata: metadataFields
  });
  if (!uploaded) {
    await refreshCanonicalObjectMetadata({
      bucketName,
      objectName,
      mimeType: params.mimeType,
      metadata: metadataFields
    });
  }
  const localPath = await cacheFileLocally(params.filePath, params.sha256Hex);
  const canonical = await createCanonicalMetadata({
    fileId,
    filename: params.filename,
    mimeType: params.mimeType,
    purpose: params.purpose,
    expiresAfterSeconds: params.expiresAfterSeconds,
    sha256Hex: params.sha256Hex,
    bytes: params.bytes,
    bucketName,
    objectName,
    localPath
  });
  if (uploaded) {
    recordUploadEvent({
      backend: "gcs",
      mode: "gcs",
      filename: params.filename,
      bytes: params.bytes,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      mimeType: params.mimeType,
      fileId,
      fileUri: `gs://${bucketName}/${objectName}`
    });
  }
  return canonical;
}
async function resolveCanonicalStorageLocation(fileId) {
  const cached = filesState.metadataById.get(fileId) ?? await loadPersistedMetadata(fileId);
  if (cached?.bucketName && cached.objectName) {
    return {
      bucketName: cached.bucketName,
      objectName: cached.objectName
    };
  }
  const bucketName = resolveCanonicalFilesBucket();
  const [files2] = await getStorageClient().bucket(bucketName).getFiles({
    prefix: `${resolveCanonicalFilesPrefix()}${fileId}.`,
    maxResults: 1,
    autoPaginate: false
  });
  const file = files2[0];
  if (!file) {
    throw new Error(`Canonical file ${fileId} was not found in GCS.`);
  }
  return {
    bucketName,
    objectName: file.name
  };
}
async function retrieveCanonicalFile(fileId) {
  const cached = filesState.metadataById.get(fileId);
  if (cached && isFresh(cached.file) && cached.bucketName && cached.objectName) {
    return cached;
  }
  const persisted = await loadPersistedMetadata(fileId);
  if (persisted && isFresh(persisted.file) && persisted.bucketName && persisted.objectName) {
    return persisted;
  }
  const existingLocalPath = cached?.localPath ?? persisted?.localPath;
  const { bucketName, objectName } = await resolveCanonicalStorageLocation(fileId);
  const [objectMetadata] = await getStorageClient().bucket(bucketName).file(objectName).getMetadata();
  const metadata = recordMetadata(
    toStoredFileFromCanonicalMetadata({
      fileId,
      bucketName,
      objectName,
      objectMetadata,
      localPath: existingLocalPath
    })
  );
  await persistMetadataToDisk(metadata);
  return metadata;
}
function buildGeminiMirrorName(sha256Hex) {
  return `files/${sha256Hex.slice(0, 40)}`;
}
async function waitForGeminiFileActive(client, name) {
  const startedAt = Date.now();
  while (true) {
    const file = await client.files.get({ name });
    if (!file.state || file.state === "ACTIVE") {
      return;
    }
    if (file.state === "FAILED") {
      throw new Error(file.error?.message ?? `Gemini file ${name} failed processing.`);
    }
    if (Date.now() - startedAt >= GEMINI_FILE_POLL_TIMEOUT_MS) {
      throw new Error(`Timed out waiting for Gemini file ${name} to become active.`);
    }
    await new Promise((resolve) => setTimeout(resolve, GEMINI_FILE_POLL_INTERVAL_MS));
  }
}
function resolveVertexMirrorBucket() {
  const raw = process.env.VERTEX_GCS_BUCKET ?? process.env.LLM_VERTEX_GCS_BUCKET;
  const trimmed = raw?.trim();
  if (!trimmed) {
    throw new Error(
      "VERTEX_GCS_BUCKET must be set to use canonical file ids with Vertex Gemini models."
    );
  }
  return trimmed.replace(/^gs:\/\//u, "").replace(/\/+$/u, "");
}
function resolveVertexMirrorPrefix() {
  const raw = process.env.VERTEX_GCS_PREFIX ?? process.env.LLM_VERTEX_GCS_PREFIX;
  const trimmed = raw?.trim().replace(/^\/+/u, "").replace(/\/+$/u, "");
  return trimmed ? `${trimmed}/` : "";
}
function getStorageClient() {
  if (filesState.storageClient) {
    return filesState.storageClient;
  }
  const serviceAccount = getGoogleServiceAccount();
  filesState.storageClient = new import_storage.Storage({
    projectId: serviceAccount.projectId,
    credentials: {
      client_email: serviceAccount.clientEmail,
      private_key: serviceAccount.privateKey
    }
  });
  return filesState.storageClient;
}
function getGeminiMirrorClient() {
  if (!filesState.geminiClientPromise) {
    filesState.geminiClientPromise = getGeminiClient();
  }
  return filesState.geminiClientPromise;
}
async function materializeCanonicalFile(fileId) {
  const cachedPromise = filesState.materializedById.get(fileId);
  if (cachedPromise) {
    return await cachedPromise;
  }
  const promise = (async () => {
    const metadata = await retrieveCanonicalFile(fileId);
    if (metadata.localPath && metadata.sha256Hex && metadata.mimeType && metadata.bucketName && metadata.objectName) {
      return {
        file: metadata.file,
        filename: metadata.filename,
        bytes: metadata.bytes,
        mimeType: metadata.mimeType,
        sha256Hex: metadata.sha256Hex,
        localPath: metadata.localPath,
        bucketName: metadata.bucketName,
        objectName: metadata.objectName
      };
    }
    if (!metadata.bucketName || !metadata.objectName) {
      throw new Error(`Canonical file ${fileId} is missing GCS location metadata.`);
    }
    const [downloadedBytes] = await getStorageClient().bucket(metadata.bucketName).file(metadata.objectName).download();
    const mimeType = metadata.mimeType ?? resolveMimeType(metadata.filename, void 0);
    const sha256Hex = metadata.sha256Hex ?? computeSha256Hex(downloadedBytes);
    const localPath = await cacheBufferLocally(downloadedBytes, sha256Hex);
    const updated = recordMetadata({
      file: metadata.file,
      filename: metadata.filename,
      bytes: downloadedBytes.byteLength || metadata.bytes,
      mimeType,
      sha256Hex,
      localPath,
      bucketName: metadata.bucketName,
      objectName: metadata.objectName
    });
    await persistMetadataToDisk(updated);
    return {
      file: updated.file,
      filename: updated.filename,
      bytes: updated.bytes,
      mimeType: updated.mimeType ?? mimeType,
      sha256Hex,
      localPath,
      bucketName: metadata.bucketName,
      objectName: metadata.objectName
    };
  })();
  filesState.materializedById.set(fileId, promise);
  try {
    return await promise;
  } catch (error) {
    filesState.materializedById.delete(fileId);
    throw error;
  }
}
async function ensureGeminiFileMirror(fileId) {
  const cached = filesState.geminiMirrorById.get(fileId);
  if (cached) {
    return cached;
  }
  const materialized = await materializeCanonicalFile(fileId);
  const client = await getGeminiMirrorClient();
  const name = buildGeminiMirrorName(materialized.sha256Hex);
  try {
    const existing = await client.files.get({ name });
    if (existing.name && existing.uri && existing.mimeType) {
      const mirror2 = {
        canonicalFileId: fileId,
        name: existing.name,
        uri: existing.uri,
        mimeType: existing.mimeType,
        displayName: existing.displayName ?? materialized.filename
      };
      filesState.geminiMirrorById.set(fileId, mirror2);
      return mirror2;
    }
  } catch {
  }
  const startedAtMs = Date.now();
  const uploaded = await client.files.upload({
    file: materialized.localPath,
    config: {
      name,
      mimeType: materialized.mimeType,
      displayName: materialized.filename
    }
  });
  if (uploaded.name && uploaded.state && uploaded.state !== "ACTIVE") {
    await waitForGeminiFileActive(client, uploaded.name);
  }
  const resolved = await client.files.get({ name: uploaded.name ?? name });
  if (!resolved.name || !resolved.uri || !resolved.mimeType) {
    throw new Error("Gemini file upload completed without a usable URI.");
  }
  const mirror = {
    canonicalFileId: fileId,
    name: resolved.name,
    uri: resolved.uri,
    mimeType: resolved.mimeType,
    displayName: resolved.displayName ?? materialized.filename
  };
  filesState.geminiMirrorById.set(fileId, mirror);
  recordUploadEvent({
    backend: "gemini",
    mode: "mirror",
    filename: materialized.filename,
    bytes: materialized.bytes,
    durationMs: Math.max(0, Date.now() - startedAtMs),
    mimeType: materialized.mimeType,
    fileId,
    mirrorId: mirror.name,
    fileUri: mirror.uri
  });
  return mirror;
}
async function ensureVertexFileMirror(fileId) {
  const cached = filesState.vertexMirrorById.get(fileId);
  if (cached) {
    return cached;
  }
  const materialized = await materializeCanonicalFile(fileId);
  const bucketName = resolveVertexMirrorBucket();
  const prefix = resolveVertexMirrorPrefix();
  const extension = import_mime.default.getExtension(materialized.mimeType) ?? import_node_path4.default.extname(materialized.filename).replace(/^\./u, "") ?? "bin";
  const objectName = `${prefix}${materialized.sha256Hex}.${extension}`;
  const file = getStorageClient().bucket(bucketName).file(objectName);
  let uploaded = false;
  const startedAtMs = Date.now();
  try {
    await file.getMetadata();
  } catch (error) {
    const code = error.code;
    if (code !== 404 && code !== "404") {
      throw error;
    }
    try {
      await (0, import_promises3.pipeline)(
        (0, import_node_fs3.createReadStream)(materialized.localPath),
        file.createWriteStream({
          resumable: materialized.bytes >= 10 * 1024 * 1024,
          preconditionOpts: { ifGenerationMatch: 0 },
          metadata: {
            contentType: materialized.mimeType,
            customTime: (/* @__PURE__ */ new Date()).toISOString(),
            metadata: {
              filename: materialized.filename,
              sha256: materialized.sha256Hex,
              expiresAt: new Date(Date.now() + DEFAULT_FILE_TTL_SECONDS * 1e3).toISOString()
            }
          }
        })
      );
      uploaded = true;
    } catch (uploadError) {
      const uploadCode = uploadError.code;
      if (uploadCode !== 412 && uploadCode !== "412") {
        throw uploadError;
      }
    }
  }
  const mirror = {
    canonicalFileId: fileId,
    bucket: bucketName,
    objectName,
    fileUri: `gs://${bucketName}/${objectName}`,
    mimeType: materialized.mimeType
  };
  filesState.vertexMirrorById.set(fileId, mirror);
  if (uploaded) {
    recordUploadEvent({
      backend: "vertex",
      mode: "mirror",
      filename: materialized.filename,
      bytes: materialized.bytes,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      mimeType: materialized.mimeType,
      fileId,
      mirrorId: mirror.objectName,
      fileUri: mirror.fileUri
    });
  }
  return mirror;
}
async function filesCreate(params) {
  const purpose = params.purpose ?? "user_data";
  const expiresAfterSeconds = params.expiresAfterSeconds ?? DEFAULT_FILE_TTL_SECONDS;
  if ("path" in params) {
    const filePath = import_node_path4.default.resolve(params.path);
    const info = await (0, import_promises2.stat)(filePath);
    const filename2 = normaliseFilename(params.filename, import_node_path4.default.basename(filePath));
    const mimeType2 = resolveMimeType(filename2, params.mimeType);
    const sha256Hex2 = await computeFileSha256Hex(filePath);
    const uploaded2 = await uploadCanonicalFileFromPath({
      filePath,
      filename: filename2,
      mimeType: mimeType2,
      purpose,
      expiresAfterSeconds,
      sha256Hex: sha256Hex2,
      bytes: info.size
    });
    return uploaded2.file;
  }
  const filename = normaliseFilename(params.filename);
  const bytes = toBuffer(params.data);
  const mimeType = resolveMimeType(filename, params.mimeType, "text/plain");
  const sha256Hex = computeSha256Hex(bytes);
  const uploaded = await uploadCanonicalFileFromBytes({
    bytes,
    filename,
    mimeType,
    purpose,
    expiresAfterSeconds,
    sha256Hex
  });
  return uploaded.file;
}
async function filesRetrieve(fileId) {
  return (await retrieveCanonicalFile(fileId)).file;
}
async function filesDelete(fileId) {
  const cachedGemini = filesState.geminiMirrorById.get(fileId);
  if (cachedGemini) {
    try {
      const client = await getGeminiMirrorClient();
      await client.files.delete({ name: cachedGemini.name });
    } catch {
    }
    filesState.geminiMirrorById.delete(fileId);
  }
  const cachedVertex = filesState.vertexMirrorById.get(fileId);
  if (cachedVertex) {
    try {
      await getStorageClient().bucket(cachedVertex.bucket).file(cachedVertex.objectName).delete({ ignoreNotFound: true });
    } catch {
    }
    filesState.vertexMirrorById.delete(fileId);
  }
  const cachedMaterialized = filesState.metadataById.get(fileId)?.localPath;
  if (cachedMaterialized) {
    try {
      await (0, import_promises2.unlink)(cachedMaterialized);
    } catch {
    }
  }
  try {
    const { bucketName, objectName } = await resolveCanonicalStorageLocation(fileId);
    await getStorageClient().bucket(bucketName).file(objectName).delete({ ignoreNotFound: true });
  } catch {
  }
  filesState.metadataById.delete(fileId);
  filesState.canonicalUploadCacheByKey.forEach((value, key) => {
    if (value.file.id === fileId) {
      filesState.canonicalUploadCacheByKey.delete(key);
    }
  });
  filesState.materializedById.delete(fileId);
  try {
    await (0, import_promises2.unlink)(buildCachedMetadataPath(fileId));
  } catch {
  }
  return {
    id: fileId,
    deleted: true,
    object: "file"
  };
}
async function filesContent(fileId) {
  const metadata = await retrieveCanonicalFile(fileId);
  if (!metadata.bucketName || !metadata.objectName) {
    throw new Error(`Canonical file ${fileId} is missing GCS location metadata.`);
  }
  const [bytes] = await getStorageClient().bucket(metadata.bucketName).file(metadata.objectName).download();
  const headers = new Headers();
  headers.set("content-type", metadata.mimeType ?? resolveMimeType(metadata.filename, void 0));
  headers.set("content-length", bytes.byteLength.toString());
  headers.set(
    "content-disposition",
    `inline; filename="${toSafeStorageFilename(metadata.filename)}"`
  );
  return new Response(bytes, {
    status: 200,
    headers
  });
}
async function getCanonicalFileMetadata(fileId) {
  const metadata = await retrieveCanonicalFile(fileId);
  const mimeType = metadata.mimeType ?? resolveMimeType(metadata.filename, void 0);
  const updated = metadata.mimeType === mimeType ? metadata : recordMetadata({
    ...metadata,
    mimeType
  });
  if (!updated.bucketName || !updated.objectName) {
    throw new Error(`Canonical file ${fileId} is missing GCS location metadata.`);
  }
  return {
    ...updated,
    mimeType,
    bucketName: updated.bucketName,
    objectName: updated.objectName
  };
}
async function getCanonicalFileSignedUrl(options) {
  const metadata = await getCanonicalFileMetadata(options.fileId);
  const [signedUrl] = await getStorageClient().bucket(metadata.bucketName).file(metadata.objectName).getSignedUrl({
    version: "v4",
    action: "read",
    expires: Date.now() + (options.expiresAfterSeconds ?? DEFAULT_SIGNED_URL_TTL_SECONDS) * 1e3,
    responseType: resolveCanonicalStorageContentType(metadata.filename, metadata.mimeType)
  });
  return signedUrl;
}
var files = {
  create: filesCreate,
  retrieve: filesRetrieve,
  delete: filesDelete,
  content: filesContent
};

// src/telemetry.ts
var telemetryState = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.telemetryState"),
  () => ({
    configuredTelemetry: void 0
  })
);
function configureTelemetry(telemetry = void 0) {
  telemetryState.configuredTelemetry = telemetry === void 0 || telemetry === false ? void 0 : telemetry;
}
function resetTelemetry() {
  telemetryState.configuredTelemetry = void 0;
}
function isPromiseLike2(value) {
  return (typeof value === "object" || typeof value === "function") && value !== null && typeof value.then === "function";
}
function resolveTelemetrySelection(telemetry) {
  if (telemetry === false) {
    return void 0;
  }
  if (telemetry !== void 0) {
    return telemetry;
  }
  return telemetryState.configuredTelemetry;
}
function createTelemetrySession(telemetry) {
  const config = resolveTelemetrySelection(telemetry);
  if (!config) {
    return void 0;
  }
  const pending = /* @__PURE__ */ new Set();
  const trackPromise = (promise) => {
    pending.add(promise);
    promise.finally(() => {
      pending.delete(promise);
    });
  };
  const emit = (event) => {
    try {
      const output = config.sink.emit(event);
      if (isPromiseLike2(output)) {
        const task = Promise.resolve(output).then(() => void 0).catch(() => void 0);
        trackPromise(task);
      }
    } catch {
    }
  };
  const flush = async () => {
    while (pending.size > 0) {
      await Promise.allSettled([...pending]);
    }
    if (typeof config.sink.flush === "function") {
      try {
        await config.sink.flush();
      } catch {
      }
    }
  };
  return {
    includeStreamEvents: config.includeStreamEvents === true,
    emit,
    flush
  };
}

// src/llm.ts
var toolCallContextStorage = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.toolCallContextStorage"),
  () => new import_node_async_hooks3.AsyncLocalStorage()
);
function getCurrentToolCallContext() {
  return toolCallContextStorage.getStore() ?? null;
}
var INLINE_ATTACHMENT_FILENAME_SYMBOL = /* @__PURE__ */ Symbol.for("@ljoukov/llm.inlineAttachmentFilename");
var INLINE_ATTACHMENT_PROMPT_THRESHOLD_BYTES = 20 * 1024 * 1024;
var TOOL_OUTPUT_SPILL_THRESHOLD_BYTES = 1 * 1024 * 1024;
var LLM_TEXT_MODEL_IDS = [
  ...OPENAI_MODEL_IDS,
  ...CHATGPT_MODEL_IDS,
  ...FIREWORKS_MODEL_IDS,
  ...GEMINI_TEXT_MODEL_IDS
];
var LLM_IMAGE_MODEL_IDS = [
  ...OPENAI_IMAGE_MODEL_IDS,
  ...CHATGPT_IMAGE_MODEL_IDS,
  ...GEMINI_IMAGE_MODEL_IDS
];
var LLM_MODEL_IDS = [...LLM_TEXT_MODEL_IDS, ...LLM_IMAGE_MODEL_IDS];
function isLlmTextModelId(value) {
  return isOpenAiModelId(value) || isChatGptModelId(value) || isFireworksModelId(value) || isGeminiTextModelId(value);
}
function isLlmImageModelId(value) {
  return isOpenAiImageModelId(value) || isChatGptImageModelId(value) || isGeminiImageModelId(value);
}
function isLlmModelId(value) {
  return isLlmTextModelId(value) || isLlmImageModelId(value);
}
var LlmJsonCallError = class extends Error {
  constructor(message, attempts) {
    super(message);
    this.attempts = attempts;
    this.name = "LlmJsonCallError";
  }
};
function isOpenAiGenerateImagesRequest(request) {
  return isOpenAiImageModelId(request.model);
}
function isChatGptGenerateImagesRequest(request) {
  return isChatGptImageModelId(request.model);
}
function tool(options) {
  return {
    type: "function",
    ...options
  };
}
function customTool(options) {
  return {
    type: "custom",
    ...options
  };
}
function isPlainRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function applyNullableJsonSchema(schema) {
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf)) {
    if (!anyOf.some((entry) => isPlainRecord(entry) && entry.type === "null")) {
      anyOf.push({ type: "null" });
    }
    return;
  }
  const type = schema.type;
  if (typeof type === "string") {
    schema.type = type === "null" ? "null" : [type, "null"];
    return;
  }
  if (Array.isArray(type)) {
    const normalized = type.filter((entry) => typeof entry === "string");
    if (!normalized.includes("null")) {
      schema.type = [...normalized, "null"];
    } else {
      schema.type = normalized;
    }
    return;
  }
  schema.type = ["null"];
}
function orderedJsonSchemaKeys(properties, ordering) {
  const keys = Object.keys(properties);
  if (!ordering || ordering.length === 0) {
    return keys;
  }
  const ordered = [];
  const seen = /* @__PURE__ */ new Set();
  for (const key of ordering) {
    if (Object.hasOwn(properties, key)) {
      ordered.push(key);
      seen.add(key);
    }
  }
  for (const key of keys) {
    if (!seen.has(key)) {
      ordered.push(key);
    }
  }
  return ordered;
}
function addGeminiPropertyOrdering(schema) {
  if (!isPlainRecord(schema)) {
    return schema;
  }
  if (typeof schema.$ref === "string") {
    return { $ref: schema.$ref };
  }
  const output = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties") {
      continue;
    }
    if (key === "items") {
      output.items = isPlainRecord(value) ? addGeminiPropertyOrdering(value) : value;
      continue;
    }
    if (key === "anyOf" || key === "oneOf") {
      output[key] = Array.isArray(value) ? value.map((entry) => addGeminiPropertyOrdering(entry)) : value;
      continue;
    }
    if (key === "$defs" && isPlainRecord(value)) {
      const defs = {};
      for (const [defKey, defValue] of Object.entries(value)) {
        if (isPlainRecord(defValue)) {
          defs[defKey] = addGeminiPropertyOrdering(defValue);
        }
      }
      output.$defs = defs;
      continue;
    }
    output[key] = value;
  }
  const propertiesRaw = schema.properties;
  if (isPlainRecord(propertiesRaw)) {
    const properties = {};
    for (const [key, value] of Object.entries(propertiesRaw)) {
      properties[key] = isPlainRecord(value) ? addGeminiPropertyOrdering(value) : value;
    }
    output.properties = properties;
    output.propertyOrdering = Object.keys(properties);
  }
  if (schema.nullable) {
    applyNullableJsonSchema(output);
  }
  return output;
}
function normalizeOpenAiSchema(schema) {
  if (!isPlainRecord(schema)) {
    return schema;
  }
  if (typeof schema.$ref === "string") {
    return { $ref: schema.$ref };
  }
  const output = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === "properties") {
      continue;
    }
    if (key === "required") {
      continue;
    }
    if (key === "additionalProperties") {
      continue;
    }
    if (key === "propertyOrdering") {
      continue;
    }
    if (key === "items") {
      if (isPlainRecord(value)) {
        output.items = normalizeOpenAiSchema(value);
      }
      continue;
    }
    if (key === "anyOf" || key === "oneOf") {
      if (Array.isArray(value)) {
        output.anyOf = value.map((entry) => normalizeOpenAiSchema(entry));
      }
      continue;
    }
    if (key === "$defs" && isPlainRecord(value)) {
      const defs = {};
      for (const [defKey, defValue] of Object.entries(value)) {
        if (isPlainRecord(defValue)) {
          defs[defKey] = normalizeOpenAiSchema(defValue);
        }
      }
      output.$defs = defs;
      continue;
    }
    output[key] = value;
  }
  const propertiesRaw = schema.properties;
  if (isPlainRecord(propertiesRaw)) {
    const ordering = Array.isArray(schema.propertyOrdering) ? schema.propertyOrdering : void 0;
    const orderedKeys = orderedJsonSchemaKeys(propertiesRaw, ordering);
    const properties = {};
    for (const key of orderedKeys) {
      const value = propertiesRaw[key];
      if (!isPlainRecord(value)) {
        properties[key] = value;
        continue;
      }
      properties[key] = normalizeOpenAiSchema(value);
    }
    output.properties = properties;
    output.required = orderedKeys;
    output.additionalProperties = false;
  }
  const schemaType = schema.type;
  if (output.additionalProperties === void 0 && (schemaType === "object" || Array.isArray(schemaType) && schemaType.includes("object"))) {
    output.additionalProperties = false;
    if (!Array.isArray(output.required)) {
      output.required = [];
    }
  }
  const normalizeExclusiveBound = (options) => {
    const exclusiveValue = output[options.exclusiveKey];
    if (exclusiveValue === false) {
      delete output[options.exclusiveKey];
      return;
    }
    const inclusiveValue = output[options.inclusiveKey];
    if (exclusiveValue === true) {
      if (typeof inclusiveValue === "number" && Number.isFinite(inclusiveValue)) {
        output[options.exclusiveKey] = inclusiveValue;
        delete output[options.inclusiveKey];
      } else {
        delete output[options.exclusiveKey];
      }
      return;
    }
    if (typeof exclusiveValue === "number" && Number.isFinite(exclusiveValue)) {
      delete output[options.inclusiveKey];
    }
  };
  normalizeExclusiveBound({
    exclusiveKey: "exclusiveMinimum",
    inclusiveKey: "minimum"
  });
  normalizeExclusiveBound({
    exclusiveKey: "exclusiveMaximum",
    inclusiveKey: "maximum"
  });
  return output;
}
function resolveOpenAiSchemaRoot(schema) {
  if (!isPlainRecord(schema)) {
    return schema;
  }
  if (typeof schema.$ref !== "string") {
    return schema;
  }
  const refMatch = /^#\/(definitions|[$]defs)\/(.+)$/u.exec(schema.$ref);
  if (!refMatch) {
    return schema;
  }
  const section = refMatch[1];
  const key = refMatch[2];
  if (!section || !key) {
    return schema;
  }
  const defsSource = section === "definitions" ? schema.definitions : schema.$defs;
  if (!isPlainRecord(defsSource)) {
    return schema;
  }
  const resolved = defsSource[key];
  if (!isPlainRecord(resolved)) {
    return schema;
  }
  return { ...resolved };
}
function toGeminiJsonSchema(schema, options) {
  const jsonSchema = (0, import_zod_to_json_schema.zodToJsonSchema)(schema, {
    name: options?.name,
    target: "jsonSchema7"
  });
  return addGeminiPropertyOrdering(resolveOpenAiSchemaRoot(jsonSchema));
}
function isJsonSchemaObject(schema) {
  if (!schema || !isPlainRecord(schema)) {
    return false;
  }
  const type = schema.type;
  if (type === "object") {
    return true;
  }
  if (Array.isArray(type) && type.includes("object")) {
    return true;
  }
  if (isPlainRecord(schema.properties)) {
    return true;
  }
  return false;
}
var CANONICAL_GEMINI_FILE_URI_PREFIX = "openai://file/";
var CANONICAL_LLM_FILE_ID_PATTERN = /^file_[a-f0-9]{64}$/u;
function buildCanonicalGeminiFileUri(fileId) {
  return `${CANONICAL_GEMINI_FILE_URI_PREFIX}${fileId}`;
}
function parseCanonicalGeminiFileId(fileUri) {
  if (!fileUri?.startsWith(CANONICAL_GEMINI_FILE_URI_PREFIX)) {
    return void 0;
  }
  const fileId = fileUri.slice(CANONICAL_GEMINI_FILE_URI_PREFIX.length).trim();
  return fileId.length > 0 ? fileId : void 0;
}
function isCanonicalLlmFileId(fileId) {
  return typeof fileId === "string" && CANONICAL_LLM_FILE_ID_PATTERN.test(fileId.trim());
}
function isLlmMediaResolution(value) {
  return value === "auto" || value === "low" || value === "medium" || value === "high" || value === "original";
}
function resolveEffectiveMediaResolution(detail, fallback) {
  return detail ?? fallback;
}
function supportsOpenAiOriginalImageDetail(model) {
  if (!model) {
    return false;
  }
  const providerModel = isChatGptModelId(model) ? resolveChatGptProviderModel(model) : model;
  const match = /^gpt-(\d+)(?:\.(\d+))?/u.exec(providerModel);
  if (!match) {
    return false;
  }
  const major = Number(match[1]);
  const minor = Number(match[2] ?? "0");
  if (!Number.isFinite(major) || !Number.isFinite(minor)) {
    return false;
  }
  return major > 5 || major === 5 && minor >= 4;
}
function toOpenAiImageDetail(mediaResolution, model) {
  switch (mediaResolution) {
    case "low":
      return "low";
    case "medium":
      return "high";
    case "high":
      return "high";
    case "original":
      return supportsOpenAiOriginalImageDetail(model) ? "original" : "high";
    case "auto":
    default:
      return "auto";
  }
}
function toGeminiMediaResolution(mediaResolution) {
  switch (mediaResolution) {
    case "low":
      return import_genai2.MediaResolution.MEDIA_RESOLUTION_LOW;
    case "medium":
      return import_genai2.MediaResolution.MEDIA_RESOLUTION_MEDIUM;
    case "high":
    case "original":
      return import_genai2.MediaResolution.MEDIA_RESOLUTION_HIGH;
    case "auto":
    default:
      return void 0;
  }
}
function toGeminiPartMediaResolution(mediaResolution) {
  switch (mediaResolution) {
    case "low":
      return import_genai2.PartMediaResolutionLevel.MEDIA_RESOLUTION_LOW;
    case "medium":
      return import_genai2.PartMediaResolutionLevel.MEDIA_RESOLUTION_MEDIUM;
    case "high":
      return import_genai2.PartMediaResolutionLevel.MEDIA_RESOLUTION_HIGH;
    case "original":
      return import_genai2.PartMediaResolutionLevel.MEDIA_RESOLUTION_ULTRA_HIGH;
    case "auto":
    default:
      return void 0;
  }
}
function cloneContentPart(part) {
  switch (part.type) {
    case "text":
      return {
        type: "text",
        text: part.text,
        thought: part.thought === true ? true : void 0
      };
    case "inlineData":
      return {
        type: "inlineData",
        data: part.data,
        mimeType: part.mimeType,
        filename: part.filename
      };
    case "input_image":
      return {
        type: "input_image",
        image_url: part.image_url ?? void 0,
        file_id: part.file_id ?? void 0,
        detail: part.detail,
        filename: part.filename ?? void 0
      };
    case "input_file":
      return {
        type: "input_file",
        file_data: part.file_data ?? void 0,
        file_id: part.file_id ?? void 0,
        file_url: part.file_url ?? void 0,
        filename: part.filename ?? void 0
      };
    default:
      return part;
  }
}
function sanitisePartForLogging(part) {
  switch (part.type) {
    case "text":
      return {
        type: "text",
        thought: part.thought === true ? true : void 0,
        preview: part.text.slice(0, 200)
      };
    case "inlineData": {
      let omittedBytes;
      try {
        omittedBytes = import_node_buffer4.Buffer.from(part.data, "base64").byteLength;
      } catch {
        omittedBytes = import_node_buffer4.Buffer.byteLength(part.data, "utf8");
      }
      return {
        type: "inlineData",
        mimeType: part.mimeType,
        filename: part.filename,
        data: `[omitted:${omittedBytes}b]`
      };
    }
    case "input_image":
      return {
        type: "input_image",
        file_id: part.file_id ?? void 0,
        filename: part.filename ?? void 0,
        detail: part.detail ?? void 0,
        image_url: typeof part.image_url === "string" ? part.image_url.startsWith("data:") ? "[omitted:data-url]" : part.image_url : void 0
      };
    case "input_file":
      return {
        type: "input_file",
        file_id: part.file_id ?? void 0,
        filename: part.filename ?? void 0,
        file_url: typeof part.file_url === "string" ? part.file_url.startsWith("data:") ? "[omitted:data-url]" : part.file_url : void 0,
        file_data: typeof part.file_data === "string" ? `[omitted:${import_node_buffer4.Buffer.byteLength(part.file_data, "utf8")}b]` : void 0
      };
    default:
      return "[unknown part]";
  }
}
function convertGooglePartsToLlmParts(parts) {
  const result = [];
  for (const part of parts) {
    if (part.text !== void 0) {
      result.push({
        type: "text",
        text: part.text,
        thought: part.thought ? true : void 0
      });
      continue;
    }
    const inline = part.inlineData;
    if (inline?.data) {
      result.push({
        type: "inlineData",
        data: inline.data,
        mimeType: inline.mimeType,
        filename: inline.displayName
      });
      continue;
    }
    if (part.fileData?.fileUri) {
      result.push({
        type: "input_file",
        file_url: part.fileData.fileUri,
        filename: part.fileData.displayName
      });
    }
  }
  return result;
}
function assertLlmRole(value) {
  switch (value) {
    case "user":
    case "assistant":
    case "system":
    case "developer":
    case "tool":
      return value;
    case "model":
      return "assistant";
    default:
      throw new Error(`Unsupported LLM role: ${String(value)}`);
  }
}
function convertGeminiContentToLlmContent(content) {
  return {
    role: assertLlmRole(content.role),
    parts: convertGooglePartsToLlmParts(content.parts ?? [])
  };
}
function toGeminiPart(part, options) {
  const defaultMediaResolution = options?.defaultMediaResolution;
  switch (part.type) {
    case "text":
      return {
        text: part.text,
        thought: part.thought === true ? true : void 0
      };
    case "inlineData": {
      if (isInlineImageMime(part.mimeType)) {
        const mimeType = part.mimeType ?? "application/octet-stream";
        const geminiPart = (0, import_genai2.createPartFromBase64)(
          part.data,
          mimeType,
          toGeminiPartMediaResolution(defaultMediaResolution)
        );
        if (part.filename && geminiPart.inlineData) {
          geminiPart.inlineData.displayName = part.filename;
        }
        return geminiPart;
      }
      const inlineData = {
        data: part.data,
        mimeType: part.mimeType
      };
      setInlineAttachmentFilename(inlineData, part.filename);
      return {
        inlineData: {
          ...inlineData
        }
      };
    }
    case "input_image": {
      const mediaResolution = resolveEffectiveMediaResolution(part.detail, defaultMediaResolution);
      const geminiPartMediaResolution = toGeminiPartMediaResolution(mediaResolution);
      if (part.file_id) {
        return (0, import_genai2.createPartFromUri)(
          buildCanonicalGeminiFileUri(part.file_id),
          inferToolOutputMimeTypeFromFilename(part.filename) ?? "application/octet-stream",
          geminiPartMediaResolution
        );
      }
      if (typeof part.image_url !== "string" || part.image_url.trim().length === 0) {
        throw new Error("input_image requires image_url or file_id.");
      }
      const parsed = parseDataUrlPayload(part.image_url);
      if (parsed) {
        const geminiPart = (0, import_genai2.createPartFromBase64)(
          parsed.dataBase64,
          parsed.mimeType,
          geminiPartMediaResolution
        );
        if (part.filename && geminiPart.inlineData) {
          geminiPart.inlineData.displayName = part.filename;
        }
        return geminiPart;
      }
      return (0, import_genai2.createPartFromUri)(
        part.image_url,
        inferToolOutputMimeTypeFromFilename(part.filename) ?? "application/octet-stream",
        geminiPartMediaResolution
      );
    }
    case "input_file": {
      if (part.file_id) {
        return {
          fileData: {
            fileUri: buildCanonicalGeminiFileUri(part.file_id),
            mimeType: inferToolOutputMimeTypeFromFilename(part.filename) ?? "application/octet-stream"
          }
        };
      }
      if (typeof part.file_data === "string" && part.file_data.trim().length > 0) {
        const geminiPart = (0, import_genai2.createPartFromBase64)(
          part.file_data,
          inferToolOutputMimeTypeFromFilename(part.filename) ?? "application/octet-stream"
        );
        if (part.filename && geminiPart.inlineData) {
          geminiPart.inlineData.displayName = part.filename;
        }
        return geminiPart;
      }
      if (typeof part.file_url === "string" && part.file_url.trim().length > 0) {
        const parsed = parseDataUrlPayload(part.file_url);
        if (parsed) {
          const geminiPart = (0, import_genai2.createPartFromBase64)(parsed.dataBase64, parsed.mimeType);
          if (part.filename && geminiPart.inlineData) {
            geminiPart.inlineData.displayName = part.filename;
          }
          return geminiPart;
        }
        return {
          fileData: {
            fileUri: part.file_url,
            mimeType: inferToolOutputMimeTypeFromFilename(part.filename) ?? "application/octet-stream"
          }
        };
      }
      throw new Error("input_file requires file_id, file_data, or file_url.");
    }
    default:
      throw new Error("Unsupported LLM content part");
  }
}
function convertLlmContentToGeminiContent(content, options) {
  const role = content.role === "assistant" ? "model" : "user";
  return {
    role,
    parts: content.parts.map((part) => toGeminiPart(part, options))
  };
}
function resolveProvider(model) {
  if (isChatGptModelId(model)) {
    return {
      provider: "chatgpt",
      model: resolveChatGptProviderModel(model),
      serviceTier: resolveChatGptServiceTier(model)
    };
  }
  if (isGeminiTextModelId(model) || isGeminiImageModelId(model)) {
    return { provider: "gemini", model };
  }
  if (isFireworksModelId(model)) {
    const fireworksModel = resolveFireworksModelId(model);
    if (fireworksModel) {
      return { provider: "fireworks", model: fireworksModel };
    }
  }
  if (isOpenAiImageModelId(model)) {
    return { provider: "openai", model };
  }
  if (isChatGptImageModelId(model)) {
    return {
      provider: "chatgpt",
      model: resolveChatGptImageProviderModel(model)
    };
  }
  if (isOpenAiModelId(model)) {
    return {
      provider: "openai",
      model: resolveOpenAiProviderModel(model),
      serviceTier: resolveOpenAiServiceTier(model)
    };
  }
  throw new Error(`Unsupported model: ${model}`);
}
function isOpenAiCodexModel(modelId) {
  return modelId.includes("codex");
}
function resolveOpenAiReasoningEffort(modelId, thinkingLevel) {
  if (thinkingLevel) {
    switch (thinkingLevel) {
      case "low":
        return "low";
      case "medium":
        return "medium";
      case "high":
        return "high";
      case "xhigh":
        return "xhigh";
      case "max":
      case "ultra":
        return "max";
    }
  }
  if (isOpenAiCodexModel(modelId)) {
    return "medium";
  }
  return DEFAULT_OPENAI_REASONING_EFFORT;
}
function toOpenAiReasoningEffort(effort) {
  switch (effort) {
    case "low":
      return "low";
    case "medium":
      return "medium";
    case "high":
      return "high";
    case "xhigh":
      return "xhigh";
    case "max":
      return "max";
  }
}
function resolveOpenAiVerbosity(modelId) {
  return isOpenAiCodexModel(modelId) ? "medium" : "high";
}
function isRetryableChatGptTransportError(error) {
  if (!(error instanceof Error)) {
    return false;
  }
  const message = error.message.toLowerCase();
  return message === "terminated" || message.includes("socket hang up") || message.includes("fetch failed") || message.includes("failed to download file from") || message.includes("network") || message.includes("responses websocket");
}
async function collectChatGptCodexResponseWithRetry(options, maxAttempts = 3) {
  let attempt = 1;
  while (true) {
    try {
      return await collectChatGptCodexResponse(options);
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryableChatGptTransportError(error)) {
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
      attempt += 1;
    }
  }
}
function isInlineImageMime(mimeType) {
  if (!mimeType) {
    return false;
  }
  return mimeType.startsWith("image/");
}
function guessInlineDataFilename(mimeType) {
  switch (mimeType) {
    case "image/jpeg":
      return "image.jpg";
    case "image/png":
      return "image.png";
    case "image/webp":
      return "image.webp";
    case "image/gif":
      return "image.gif";
    case "application/pdf":
      return "document.pdf";
    case "application/json":
      return "data.json";
    case "text/markdown":
      return "document.md";
    case "text/plain":
      return "document.txt";
    default:
      return "attachment.bin";
  }
}
function normaliseAttachmentFilename(value, fallback) {
  const trimmed = value?.trim();
  if (!trimmed) {
    return fallback;
  }
  const basename = import_node_path5.default.basename(trimmed).replace(/[^\w.-]+/g, "-");
  return basename.length > 0 ? basename : fallback;
}
function setInlineAttachmentFilename(target, filename) {
  const normalized = filename?.trim();
  if (!normalized) {
    return;
  }
  target[INLINE_ATTACHMENT_FILENAME_SYMBOL] = normalized;
}
function getInlineAttachmentFilename(target) {
  if (!target || typeof target !== "object") {
    return void 0;
  }
  const value = target[INLINE_ATTACHMENT_FILENAME_SYMBOL];
  return typeof value === "string" && value.trim().length > 0 ? value.trim() : void 0;
}
function estimateInlinePayloadBytes(value) {
  return import_node_buffer4.Buffer.byteLength(value, "utf8");
}
function isOpenAiNativeContentItem(value) {
  return !!value && typeof value === "object" && typeof value.type === "string";
}
function estimateOpenAiInlinePromptBytes(input) {
  let total = 0;
  const visitItems = (items) => {
    for (const item of items) {
      if (!item || typeof item !== "object") {
        continue;
      }
      if (Array.isArray(item.content)) {
        visitItems(item.content);
      }
      if (Array.isArray(item.output)) {
        visitItems(item.output);
      }
      if (!isOpenAiNativeContentItem(item)) {
        continue;
      }
      if (item.type === "input_image" && typeof item.image_url === "string" && item.image_url.trim().toLowerCase().startsWith("data:")) {
        total += estimateInlinePayloadBytes(item.image_url);
      }
      if (item.type === "input_file" && typeof item.file_data === "string" && item.file_data.trim().length > 0) {
        total += estimateInlinePayloadBytes(item.file_data);
      }
      if (item.type === "input_file" && typeof item.file_url === "string" && item.file_url.trim().toLowerCase().startsWith("data:")) {
        total += estimateInlinePayloadBytes(item.file_url);
      }
    }
  };
  visitItems(input);
  return total;
}
async function storeCanonicalPromptFile(options) {
  const file = await runWithFileUploadSource("prompt_inline_offload", async () => {
    return await filesCreate({
      data: options.bytes,
      filename: options.filename,
      mimeType: options.mimeType,
      expiresAfterSeconds: DEFAULT_FILE_TTL_SECONDS
    });
  });
  return {
    fileId: file.id,
    filename: file.filename,
    mimeType: options.mimeType
  };
}
async function prepareOpenAiPromptContentItem(item, options) {
  if (!isOpenAiNativeContentItem(item)) {
    return item;
  }
  if (item.type === "input_image") {
    if (isCanonicalLlmFileId(item.file_id)) {
      const signedUrl2 = await getCanonicalFileSignedUrl({ fileId: item.file_id });
      return {
        type: "input_image",
        image_url: signedUrl2,
        detail: toOpenAiImageDetail(
          isLlmMediaResolution(item.detail) ? item.detail : void 0,
          options?.model
        )
      };
    }
    if (options?.offloadInlineData !== true || typeof item.image_url !== "string" || !item.image_url.trim().toLowerCase().startsWith("data:")) {
      return item;
    }
    const parsed = parseDataUrlPayload(item.image_url);
    if (!parsed) {
      return item;
    }
    const uploaded = await storeCanonicalPromptFile({
      bytes: parsed.bytes,
      mimeType: parsed.mimeType ?? "application/octet-stream",
      filename: normaliseAttachmentFilename(
        getInlineAttachmentFilename(item),
        guessInlineDataFilename(parsed.mimeType)
      )
    });
    const signedUrl = await getCanonicalFileSignedUrl({ fileId: uploaded.fileId });
    return {
      type: "input_image",
      image_url: signedUrl,
      detail: toOpenAiImageDetail(
        isLlmMediaResolution(item.detail) ? item.detail : void 0,
        options?.model
      )
    };
  }
  if (item.type !== "input_file") {
    return item;
  }
  if (isCanonicalLlmFileId(item.file_id)) {
    const signedUrl = await getCanonicalFileSignedUrl({ fileId: item.file_id });
    return {
      type: "input_file",
      file_url: signedUrl
    };
  }
  if (options?.offloadInlineData !== true) {
    return item;
  }
  if (typeof item.file_data === "string" && item.file_data.trim().length > 0) {
    const filename = normaliseAttachmentFilename(
      typeof item.filename === "string" ? item.filename : void 0,
      guessInlineDataFilename(void 0)
    );
    const mimeType = inferToolOutputMimeTypeFromFilename(filename) ?? "application/octet-stream";
    const uploaded = await storeCanonicalPromptFile({
      bytes: decodeInlineDataBuffer(item.file_data),
      mimeType,
      filename
    });
    const signedUrl = await getCanonicalFileSignedUrl({ fileId: uploaded.fileId });
    return {
      type: "input_file",
      file_url: signedUrl
    };
  }
  if (typeof item.file_url === "string" && item.file_url.trim().toLowerCase().startsWith("data:")) {
    const parsed = parseDataUrlPayload(item.file_url);
    if (!parsed) {
      return item;
    }
    const uploaded = await storeCanonicalPromptFile({
      bytes: parsed.bytes,
      mimeType: parsed.mimeType ?? "application/octet-stream",
      filename: normaliseAttachmentFilename(
        typeof item.filename === "string" ? item.filename : void 0,
        guessInlineDataFilename(parsed.mimeType)
      )
    });
    const signedUrl = await getCanonicalFileSignedUrl({ fileId: uploaded.fileId });
    return {
      type: "input_file",
      file_url: signedUrl
    };
  }
  return item;
}
async function prepareOpenAiPromptInput(input, options) {
  const prepareItem = async (item) => {
    if (!item || typeof item !== "object") {
      return item;
    }
    const record = item;
    if (Array.isArray(record.content)) {
      return {
        ...record,
        content: await Promise.all(
          record.content.map((part) => prepareOpenAiPromptContentItem(part, options))
        )
      };
    }
    if (Array.isArray(record.output)) {
      return {
        ...record,
        output: await Promise.all(
          record.output.map((part) => prepareOpenAiPromptContentItem(part, options))
        )
      };
    }
    return await prepareOpenAiPromptContentItem(item, options);
  };
  return await Promise.all(input.map((item) => prepareItem(item)));
}
function hasCanonicalOpenAiFileReferences(input) {
  let found = false;
  const visitItems = (items) => {
    for (const item of items) {
      if (found || !item || typeof item !== "object") {
        continue;
      }
      if (Array.isArray(item.content)) {
        visitItems(item.content);
      }
      if (Array.isArray(item.output)) {
        visitItems(item.output);
      }
      if (!isOpenAiNativeContentItem(item)) {
        continue;
      }
      if ((item.type === "input_image" || item.type === "input_file") && isCanonicalLlmFileId(item.file_id)) {
        found = true;
        return;
      }
    }
  };
  visitItems(input);
  return found;
}
async function maybePrepareOpenAiPromptInput(input, options) {
  const offloadInlineData = estimateOpenAiInlinePromptBytes(input) > INLINE_ATTACHMENT_PROMPT_THRESHOLD_BYTES;
  if (!offloadInlineData && !hasCanonicalOpenAiFileReferences(input)) {
    return Array.from(input);
  }
  return await prepareOpenAiPromptInput(input, {
    ...options,
    offloadInlineData
  });
}
function estimateGeminiInlinePromptBytes(contents) {
  let total = 0;
  for (const content of contents) {
    for (const part of content.parts ?? []) {
      if (part.inlineData?.data) {
        total += estimateInlinePayloadBytes(part.inlineData.data);
      }
    }
  }
  return total;
}
function hasCanonicalGeminiFileReferences(contents) {
  for (const content of contents) {
    for (const part of content.parts ?? []) {
      if (parseCanonicalGeminiFileId(part.fileData?.fileUri)) {
        return true;
      }
    }
  }
  return false;
}
async function prepareGeminiPromptContents(contents) {
  const backend = getGeminiBackend();
  const preparedContents = [];
  for (const content of contents) {
    const parts = [];
    for (const part of content.parts ?? []) {
      const canonicalFileId = parseCanonicalGeminiFileId(part.fileData?.fileUri);
      if (canonicalFileId) {
        const mediaResolution = part.mediaResolution?.level;
        await getCanonicalFileMetadata(canonicalFileId);
        if (backend === "api") {
          const mirrored = await ensureGeminiFileMirror(canonicalFileId);
          parts.push((0, import_genai2.createPartFromUri)(mirrored.uri, mirrored.mimeType, mediaResolution));
        } else {
          const mirrored = await ensureVertexFileMirror(canonicalFileId);
          parts.push({
            fileData: {
              fileUri: mirrored.fileUri,
              mimeType: mirrored.mimeType
            },
            ...mediaResolution ? { mediaResolution: { level: mediaResolution } } : {}
          });
        }
        continue;
      }
      if (part.inlineData?.data) {
        const mediaResolution = part.mediaResolution?.level;
        const mimeType = part.inlineData.mimeType ?? "application/octet-stream";
        const filename = normaliseAttachmentFilename(
          getInlineAttachmentFilename(part.inlineData) ?? part.inlineData.displayName ?? guessInlineDataFilename(mimeType),
          guessInlineDataFilename(mimeType)
        );
        const stored = await storeCanonicalPromptFile({
          bytes: decodeInlineDataBuffer(part.inlineData.data),
          mimeType,
          filename
        });
        if (backend === "api") {
          const mirrored = await ensureGeminiFileMirror(stored.fileId);
          parts.push((0, import_genai2.createPartFromUri)(mirrored.uri, mirrored.mimeType, mediaResolution));
        } else {
          const mirrored = await ensureVertexFileMirror(stored.fileId);
          parts.push({
            fileData: {
              fileUri: mirrored.fileUri,
              mimeType: mirrored.mimeType
            },
            ...mediaResolution ? { mediaResolution: { level: mediaResolution } } : {}
          });
        }
        continue;
      }
      parts.push(part);
    }
    preparedContents.push({
      ...content,
      parts
    });
  }
  return preparedContents;
}
async function maybePrepareGeminiPromptContents(contents) {
  if (!hasCanonicalGeminiFileReferences(contents) && estimateGeminiInlinePromptBytes(contents) <= INLINE_ATTACHMENT_PROMPT_THRESHOLD_BYTES) {
    return Array.from(contents);
  }
  return await prepareGeminiPromptContents(contents);
}
function mergeConsecutiveTextParts(parts) {
  if (parts.length === 0) {
    return [];
  }
  const merged = [];
  for (const part of parts) {
    if (part.type !== "text") {
      merged.push(cloneContentPart(part));
      continue;
    }
    const isThought = part.thought === true;
    const last = merged[merged.length - 1];
    if (last && last.type === "text" && last.thought === true === isThought) {
      last.text += part.text;
      last.thought = isThought ? true : void 0;
    } else {
      merged.push({
        type: "text",
        text: part.text,
        thought: isThought ? true : void 0
      });
    }
  }
  return merged;
}
function extractTextByChannel(content) {
  if (!content) {
    return { text: "", thoughts: "" };
  }
  let text = "";
  let thoughts = "";
  for (const part of content.parts) {
    if (part.type !== "text") {
      continue;
    }
    if (part.thought === true) {
      thoughts += part.text;
    } else {
      text += part.text;
    }
  }
  return { text: text.trim(), thoughts: thoughts.trim() };
}
function normalizeJsonText(rawText) {
  let text = rawText.trim();
  if (text.startsWith("```")) {
    text = text.replace(/^```[a-zA-Z0-9_-]*\s*\n?/, "");
    text = text.replace(/```(?:\s*)?$/, "").trim();
  }
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  if (fenced?.[1]) {
    return fenced[1].trim();
  }
  if (!text.startsWith("{") && !text.startsWith("[")) {
    const firstBrace = text.indexOf("{");
    if (firstBrace !== -1) {
      const lastBrace = text.lastIndexOf("}");
      if (lastBrace !== -1 && lastBrace > firstBrace) {
        text = text.slice(firstBrace, lastBrace + 1).trim();
      }
    }
  }
  return text;
}
function escapeNewlinesInStrings(jsonText) {
  let output = "";
  let inString = false;
  let escaped = false;
  for (let i = 0; i < jsonText.length; i += 1) {
    const char = jsonText[i] ?? "";
    if (inString) {
      if (escaped) {
        output += char;
        escaped = false;
        continue;
      }
      if (char === "\\") {
        output += char;
        escaped = true;
        continue;
      }
      if (char === '"') {
        output += char;
        inString = false;
        continue;
      }
      if (char === "\n") {
        output += "\\n";
        continue;
      }
      if (char === "\r") {
        output += "\\r";
        continue;
      }
      output += char;
      continue;
    }
    if (char === '"') {
      inString = true;
      output += char;
      continue;
    }
    output += char;
  }
  return output;
}
function parseJsonFromLlmText(rawText) {
  const cleanedText = normalizeJsonText(rawText);
  const repairedText = escapeNewlinesInStrings(cleanedText);
  return JSON.parse(repairedText);
}
function parsePartialJsonFromLlmText(rawText) {
  const jsonStart = extractJsonStartText(rawText);
  if (!jsonStart) {
    return null;
  }
  try {
    return parsePartialJson(jsonStart);
  } catch {
    return null;
  }
}
function extractJsonStartText(rawText) {
  let text = rawText.trimStart();
  if (text.startsWith("```")) {
    text = text.replace(/^```[a-zA-Z0-9_-]*\s*\n?/, "");
  }
  const objIndex = text.indexOf("{");
  const arrIndex = text.indexOf("[");
  let start = -1;
  if (objIndex !== -1 && arrIndex !== -1) {
    start = Math.min(objIndex, arrIndex);
  } else {
    start = objIndex !== -1 ? objIndex : arrIndex;
  }
  if (start === -1) {
    return null;
  }
  return text.slice(start);
}
function parsePartialJson(text) {
  let i = 0;
  const len = text.length;
  const isWhitespace = (char) => char === " " || char === "\n" || char === "\r" || char === "	";
  const skipWhitespace = () => {
    while (i < len && isWhitespace(text[i] ?? "")) {
      i += 1;
    }
  };
  const parseString = () => {
    if (text[i] !== '"') {
      return null;
    }
    i += 1;
    let value = "";
    while (i < len) {
      const ch = text[i] ?? "";
      if (ch === '"') {
        i += 1;
        return { value, complete: true };
      }
      if (ch === "\\") {
        if (i + 1 >= len) {
          return { value, complete: false };
        }
        const esc = text[i + 1] ?? "";
        switch (esc) {
          case '"':
          case "\\":
          case "/":
            value += esc;
            i += 2;
            continue;
          case "b":
            value += "\b";
            i += 2;
            continue;
          case "f":
            value += "\f";
            i += 2;
            continue;
          case "n":
            value += "\n";
            i += 2;
            continue;
          case "r":
            value += "\r";
            i += 2;
            continue;
          case "t":
            value += "	";
            i += 2;
            continue;
          case "u": {
            if (i + 5 >= len) {
              return { value, complete: false };
            }
            const hex = text.slice(i + 2, i + 6);
            if (!/^[0-9a-fA-F]{4}$/u.test(hex)) {
              value += "u";
              i += 2;
              continue;
            }
            value += String.fromCharCode(Number.parseInt(hex, 16));
            i += 6;
            continue;
          }
          default:
            value += esc;
            i += 2;
            continue;
        }
      }
      value += ch;
      i += 1;
    }
    return { value, complete: false };
  };
  const parseNumber = () => {
    const start = i;
    while (i < len) {
      const ch = text[i] ?? "";
      if (isWhitespace(ch) || ch === "," || ch === "}" || ch === "]") {
        break;
      }
      i += 1;
    }
    const raw = text.slice(start, i);
    if (!/^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/u.test(raw)) {
      i = start;
      return null;
    }
    return { value: Number(raw), complete: true };
  };
  const parseLiteral = () => {
    if (text.startsWith("true", i)) {
      i += 4;
      return { value: true, complete: true };
    }
    if (text.startsWith("false", i)) {
      i += 5;
      return { value: false, complete: true };
    }
    if (text.startsWith("null", i)) {
      i += 4;
      return { value: null, complete: true };
    }
    return null;
  };
  skipWhitespace();
  const first = text[i];
  if (first !== "{" && first !== "[") {
    return null;
  }
  const root = first === "{" ? {} : [];
  const stack = first === "{" ? [{ type: "object", value: root, state: "keyOrEnd" }] : [{ type: "array", value: root, state: "valueOrEnd" }];
  i += 1;
  while (stack.length > 0) {
    skipWhitespace();
    if (i >= len) {
      break;
    }
    const ctx = stack[stack.length - 1];
    if (!ctx) {
      break;
    }
    const ch = text[i] ?? "";
    if (ctx.type === "object") {
      if (ctx.state === "keyOrEnd") {
        if (ch === "}") {
          i += 1;
          stack.pop();
          continue;
        }
        if (ch === ",") {
          i += 1;
          continue;
        }
        if (ch !== '"') {
          break;
        }
        const key = parseString();
        if (!key) {
          break;
        }
        if (!key.complete) {
          break;
        }
        ctx.key = key.value;
        ctx.state = "colon";
        continue;
      }
      if (ctx.state === "colon") {
        if (ch === ":") {
          i += 1;
          ctx.state = "value";
          continue;
        }
        break;
      }
      if (ctx.state === "value") {
        if (ch === "}") {
          i += 1;
          ctx.key = void 0;
          stack.pop();
          continue;
        }
        if (ch === ",") {
          i += 1;
          ctx.key = void 0;
          ctx.state = "keyOrEnd";
          continue;
        }
        const key = ctx.key;
        if (!key) {
          break;
        }
        if (ch === "{" || ch === "[") {
          const container = ch === "{" ? {} : [];
          ctx.value[key] = container;
          ctx.key = void 0;
          ctx.state = "commaOrEnd";
          stack.push(
            ch === "{" ? { type: "object", value: container, state: "keyOrEnd" } : { type: "array", value: container, state: "valueOrEnd" }
          );
          i += 1;
          continue;
        }
        let primitive = null;
        if (ch === '"') {
          primitive = parseString();
        } else if (ch === "-" || ch >= "0" && ch <= "9") {
          primitive = parseNumber();
        } else {
          primitive = parseLiteral();
        }
        if (!primitive) {
          break;
        }
        ctx.value[key] = primitive.value;
        ctx.key = void 0;
        ctx.state = "commaOrEnd";
        if (!primitive.complete) {
          break;
        }
        continue;
      }
      if (ctx.state === "commaOrEnd") {
        if (ch === ",") {
          i += 1;
          ctx.state = "keyOrEnd";
          continue;
        }
        if (ch === "}") {
          i += 1;
          stack.pop();
          continue;
        }
        break;
      }
    } else {
      if (ctx.state === "valueOrEnd") {
        if (ch === "]") {
          i += 1;
          stack.pop();
          continue;
        }
        if (ch === ",") {
          i += 1;
          continue;
        }
        if (ch === "{" || ch === "[") {
          const container = ch === "{" ? {} : [];
          ctx.value.push(container);
          ctx.state = "commaOrEnd";
          stack.push(
            ch === "{" ? { type: "object", value: container, state: "keyOrEnd" } : { type: "array", value: container, state: "valueOrEnd" }
          );
          i += 1;
          continue;
        }
        let primitive = null;
        if (ch === '"') {
          primitive = parseString();
        } else if (ch === "-" || ch >= "0" && ch <= "9") {
          primitive = parseNumber();
        } else {
          primitive = parseLiteral();
        }
        if (!primitive) {
          break;
        }
        ctx.value.push(primitive.value);
        ctx.state = "commaOrEnd";
        if (!primitive.complete) {
          break;
        }
        continue;
      }
      if (ctx.state === "commaOrEnd") {
        if (ch === ",") {
          i += 1;
          ctx.state = "valueOrEnd";
          continue;
        }
        if (ch === "]") {
          i += 1;
          stack.pop();
          continue;
        }
        break;
      }
    }
  }
  return root;
}
function resolveTextContents(input) {
  const contents = [];
  if (input.instructions) {
    const instructions = input.instructions.trim();
    if (instructions.length > 0) {
      contents.push({
        role: "system",
        parts: [{ type: "text", text: instructions }]
      });
    }
  }
  if (typeof input.input === "string") {
    contents.push({
      role: "user",
      parts: [{ type: "text", text: input.input }]
    });
    return contents;
  }
  for (const message of input.input) {
    const parts = typeof message.content === "string" ? [{ type: "text", text: message.content }] : message.content;
    contents.push({
      role: message.role,
      parts: parts.map((part) => cloneContentPart(part))
    });
  }
  return contents;
}
function toOpenAiInput(contents, options) {
  const OPENAI_ROLE_FROM_LLM = {
    user: "user",
    assistant: "assistant",
    system: "system",
    developer: "developer",
    tool: "assistant"
  };
  const defaultMediaResolution = options?.defaultMediaResolution;
  const model = options?.model;
  return contents.map((content) => {
    const parts = [];
    for (const part of content.parts) {
      switch (part.type) {
        case "text":
          parts.push({ type: "input_text", text: part.text });
          break;
        case "inlineData": {
          const mimeType = part.mimeType;
          if (isInlineImageMime(mimeType)) {
            const dataUrl = `data:${mimeType};base64,${part.data}`;
            const imagePart = {
              type: "input_image",
              image_url: dataUrl,
              detail: toOpenAiImageDetail(defaultMediaResolution, model)
            };
            setInlineAttachmentFilename(
              imagePart,
              normaliseAttachmentFilename(part.filename, guessInlineDataFilename(mimeType))
            );
            parts.push(imagePart);
            break;
          }
          parts.push({
            type: "input_file",
            filename: normaliseAttachmentFilename(part.filename, guessInlineDataFilename(mimeType)),
            file_data: part.data
          });
          break;
        }
        case "input_image": {
          const mediaResolution = resolveEffectiveMediaResolution(
            part.detail,
            defaultMediaResolution
          );
          const imagePart = {
            type: "input_image",
            ...part.file_id ? { file_id: part.file_id } : {},
            ...part.image_url ? { image_url: part.image_url } : {},
            detail: toOpenAiImageDetail(mediaResolution, model)
          };
          if (part.filename) {
            setInlineAttachmentFilename(imagePart, part.filename);
          }
          parts.push(imagePart);
          break;
        }
        case "input_file":
          parts.push({
            type: "input_file",
            ...part.file_id ? { file_id: part.file_id } : {},
            ...part.file_data ? { file_data: part.file_data } : {},
            ...part.file_url ? { file_url: part.file_url } : {},
            ...!part.file_id && part.filename ? { filename: part.filename } : {}
          });
          break;
        default:
          throw new Error("Unsupported LLM content part");
      }
    }
    if (parts.length === 1 && parts[0]?.type === "input_text" && typeof parts[0].text === "string") {
      return {
        role: OPENAI_ROLE_FROM_LLM[content.role],
        content: parts[0].text
      };
    }
    return {
      role: OPENAI_ROLE_FROM_LLM[content.role],
      content: parts
    };
  });
}
function toChatGptInput(contents, options) {
  const instructionsParts = [];
  const input = [];
  const defaultMediaResolution = options?.defaultMediaResolution;
  const model = options?.model;
  for (const content of contents) {
    if (content.role === "system" || content.role === "developer") {
      for (const part of content.parts) {
        if (part.type === "text") {
          instructionsParts.push(part.text);
        }
      }
      continue;
    }
    const isAssistant = content.role === "assistant" || content.role === "tool";
    const parts = [];
    for (const part of content.parts) {
      if (part.type === "text") {
        parts.push({
          type: isAssistant ? "output_text" : "input_text",
          text: part.text
        });
        continue;
      }
      if (isAssistant) {
        const mimeType = part.type === "inlineData" ? part.mimeType ?? "application/octet-stream" : inferToolOutputMimeTypeFromFilename(part.filename) ?? "application/octet-stream";
        parts.push({
          type: "output_text",
          text: part.type === "input_image" || isInlineImageMime(part.mimeType) ? `[image:${mimeType}]` : `[file:${mimeType}]`
        });
        continue;
      }
      switch (part.type) {
        case "inlineData": {
          if (isInlineImageMime(part.mimeType)) {
            const mimeType = part.mimeType ?? "application/octet-stream";
            const dataUrl = `data:${mimeType};base64,${part.data}`;
            parts.push({
              type: "input_image",
              image_url: dataUrl,
              detail: toOpenAiImageDetail(defaultMediaResolution, model)
            });
          } else {
            parts.push({
              type: "input_file",
              filename: normaliseAttachmentFilename(
                part.filename,
                guessInlineDataFilename(part.mimeType)
              ),
              file_data: part.data
            });
          }
          break;
        }
        case "input_image": {
          const mediaResolution = resolveEffectiveMediaResolution(
            part.detail,
            defaultMediaResolution
          );
          parts.push({
            type: "input_image",
            ...part.file_id ? { file_id: part.file_id } : {},
            ...part.image_url ? { image_url: part.image_url } : {},
            detail: toOpenAiImageDetail(mediaResolution, model)
          });
          break;
        }
        case "input_file":
          parts.push({
            type: "input_file",
            ...part.file_id ? { file_id: part.file_id } : {},
            ...part.file_data ? { file_data: part.file_data } : {},
            ...part.file_url ? { file_url: part.file_url } : {},
            ...!part.file_id && part.filename ? { filename: part.filename } : {}
          });
          break;
        default:
          throw new Error("Unsupported LLM content part");
      }
    }
    if (parts.length === 0) {
      parts.push({
        type: isAssistant ? "output_text" : "input_text",
        text: "(empty content)"
      });
    }
    if (isAssistant) {
      input.push({
        type: "message",
        role: "assistant",
        status: "completed",
        content: parts
      });
    } else {
      input.push({
        role: "user",
        content: parts
      });
    }
  }
  const instructions = instructionsParts.map((part) => part.trim()).filter((part) => part.length > 0).join("\\n\\n");
  return {
    instructions: instructions.length > 0 ? instructions : void 0,
    input
  };
}
function toFireworksMessages(contents, options) {
  const systemMessages = [];
  const messages = [];
  if (options?.responseMimeType === "application/json") {
    systemMessages.push("Return valid JSON only. Do not include markdown or prose outside JSON.");
  }
  if (options?.responseJsonSchema) {
    systemMessages.push(`Target JSON schema:
${JSON.stringify(options.responseJsonSchema)}`);
  }
  for (const content of contents) {
    const text = content.parts.map((part) => {
      if (part.type === "text") {
        return part.text;
      }
      const mimeType = part.type === "inlineData" ? part.mimeType ?? "application/octet-stream" : inferToolOutputMimeTypeFromFilename(part.filename) ?? "application/octet-stream";
      if (part.type === "input_image" || isInlineImageMime(mimeType)) {
        return `[image:${mimeType}]`;
      }
      return `[file:${mimeType}]`;
    }).join("\n").trim();
    if (content.role === "system" || content.role === "developer") {
      if (text.length > 0) {
        systemMessages.push(text);
      }
      continue;
    }
    if (content.role === "tool" || content.role === "assistant") {
      messages.push({
        role: "assistant",
        content: text.length > 0 ? text : "(empty content)"
      });
      continue;
    }
    messages.push({
      role: "user",
      content: text.length > 0 ? text : "(empty content)"
    });
  }
  if (systemMessages.length > 0) {
    messages.unshift({
      role: "system",
      content: systemMessages.join("\n\n")
    });
  }
  return messages;
}
function toGeminiTools(tools) {
  if (!tools || tools.length === 0) {
    return void 0;
  }
  return tools.map((tool2) => {
    switch (tool2.type) {
      case "web-search":
        return { googleSearch: {} };
      case "code-execution":
        return { codeExecution: {} };
      case "image-generation":
        throw new Error(
          "Gemini does not support the OpenAI hosted image_generation tool. Use createImageGenerationTool() as a runtime tool instead."
        );
      case "shell":
        throw new Error("Gemini provider does not support the OpenAI shell tool.");
      default:
        throw new Error("Unsupported tool configuration");
    }
  });
}
function toOpenAiShellEnvironment(environment) {
  if (environment?.type === "container-reference") {
    return {
      type: "container_reference",
      container_id: environment.containerId
    };
  }
  return {
    type: "container_auto",
    ...environment?.fileIds ? { file_ids: Array.from(environment.fileIds) } : {},
    ...environment?.memoryLimit !== void 0 ? { memory_limit: environment.memoryLimit } : {},
    ...environment?.networkPolicy ? {
      network_policy: environment.networkPolicy.type === "allowlist" ? {
        type: "allowlist",
        allowed_domains: Array.from(environment.networkPolicy.allowedDomains),
        ...environment.networkPolicy.domainSecrets ? {
          domain_secrets: environment.networkPolicy.domainSecrets.map((secret) => ({
            domain: secret.domain,
            name: secret.name,
            value: secret.value
          }))
        } : {}
      } : { type: "disabled" }
    } : {}
  };
}
function toOpenAiTools(tools, options) {
  if (!tools || tools.length === 0) {
    return void 0;
  }
  return tools.map((tool2) => {
    switch (tool2.type) {
      case "web-search": {
        const external_web_access = tool2.mode !== "cached";
        return { type: "web_search", external_web_access };
      }
      case "code-execution": {
        return { type: "code_interpreter", container: { type: "auto" } };
      }
      case "image-generation": {
        if (options.provider !== "openai") {
          throw new Error(
            'The hosted image_generation tool is only supported for OpenAI API models. For ChatGPT-authenticated models, use createImageGenerationTool({ model: "chatgpt-gpt-image-2" }) as a runtime tool.'
          );
        }
        if (tool2.imageResolution !== void 0 && tool2.imageSize !== void 0) {
          throw new Error("Provide only one of imageResolution or imageSize.");
        }
        if (tool2.outputCompression !== void 0 && (!Number.isInteger(tool2.outputCompression) || tool2.outputCompression < 0 || tool2.outputCompression > 100)) {
          throw new Error("outputCompression must be an integer from 0 to 100.");
        }
        if (tool2.outputCompression !== void 0 && tool2.outputFormat !== "jpeg" && tool2.outputFormat !== "webp") {
          throw new Error("outputCompression requires outputFormat to be jpeg or webp.");
        }
        const size = tool2.imageResolution ?? (tool2.imageSize ? resolveOpenAiGptImage2Size(tool2.imageSize) : void 0);
        if (size !== void 0) {
          const validation = validateOpenAiGptImage2Resolution(size);
          if (!validation.valid) {
            throw new Error(
              `imageResolution ${JSON.stringify(size)} is not supported by ${tool2.model ?? "gpt-image-2"}: ${validation.reason}`
            );
          }
        }
        return {
          type: "image_generation",
          model: tool2.model ?? "gpt-image-2",
          ...tool2.action ? { action: tool2.action } : {},
          ...size ? { size } : {},
          ...tool2.imageQuality ? { quality: tool2.imageQuality } : {},
          ...tool2.outputFormat ? { output_format: tool2.outputFormat } : {},
          ...tool2.outputCompression !== void 0 ? { output_compression: tool2.outputCompression } : {},
          ...tool2.background ? { background: tool2.background } : {},
          ...tool2.moderation ? { moderation: tool2.moderation } : {},
          ...tool2.inputImageMask ? {
            input_image_mask: {
              ...tool2.inputImageMask.imageUrl ? { image_url: tool2.inputImageMask.imageUrl } : {},
              ...tool2.inputImageMask.fileId ? { file_id: tool2.inputImageMask.fileId } : {}
            }
          } : {}
        };
      }
      case "shell": {
        if (options.provider !== "openai") {
          throw new Error("OpenAI shell tool is only supported for OpenAI API models.");
        }
        return {
          type: "shell",
          environment: toOpenAiShellEnvironment(tool2.environment)
        };
      }
      default:
        throw new Error("Unsupported tool configuration");
    }
  });
}
function extractOpenAiResponseMetadata(response) {
  if (!response || typeof response !== "object") {
    return void 0;
  }
  const record = response;
  const responseId = typeof record.id === "string" ? record.id : void 0;
  const output = Array.isArray(record.output) ? record.output : [];
  const containers = [];
  const seen = /* @__PURE__ */ new Set();
  const addContainer = (container) => {
    const key = `${container.toolType}:${container.containerId}:${container.itemId ?? ""}:${container.callId ?? ""}`;
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    containers.push(container);
  };
  for (const item of output) {
    if (!item || typeof item !== "object") {
      continue;
    }
    const itemRecord = item;
    const itemId = typeof itemRecord.id === "string" ? itemRecord.id : void 0;
    const callId = typeof itemRecord.call_id === "string" ? itemRecord.call_id : void 0;
    if (itemRecord.type === "shell_call") {
      const environment = itemRecord.environment && typeof itemRecord.environment === "object" ? itemRecord.environment : void 0;
      const containerId = environment?.type === "container_reference" && typeof environment.container_id === "string" ? environment.container_id : void 0;
      if (containerId) {
        addContainer({ containerId, toolType: "shell", itemId, callId });
      }
      continue;
    }
    if (itemRecord.type === "code_interpreter_call") {
      const containerId = typeof itemRecord.container_id === "string" ? itemRecord.container_id : void 0;
      if (containerId) {
        addContainer({ containerId, toolType: "code_interpreter", itemId, callId });
      }
    }
  }
  if (!responseId && containers.length === 0) {
    return void 0;
  }
  return { ...responseId ? { responseId } : {}, containers };
}
function mergeTokenUpdates(current, next) {
  if (!next) {
    return current;
  }
  if (!current) {
    return next;
  }
  return {
    promptTokens: next.promptTokens ?? current.promptTokens,
    promptTextTokens: next.promptTextTokens ?? current.promptTextTokens,
    promptImageTokens: next.promptImageTokens ?? current.promptImageTokens,
    cachedTokens: next.cachedTokens ?? current.cachedTokens,
    cacheWriteTokens: next.cacheWriteTokens ?? current.cacheWriteTokens,
    responseTokens: next.responseTokens ?? current.responseTokens,
    responseTextTokens: next.responseTextTokens ?? current.responseTextTokens,
    responseImageTokens: next.responseImageTokens ?? current.responseImageTokens,
    thinkingTokens: next.thinkingTokens ?? current.thinkingTokens,
    totalTokens: next.totalTokens ?? current.totalTokens,
    toolUsePromptTokens: next.toolUsePromptTokens ?? current.toolUsePromptTokens
  };
}
function sumUsageValue(current, next) {
  if (typeof next !== "number" || !Number.isFinite(next)) {
    return current;
  }
  const normalizedNext = Math.max(0, next);
  if (typeof current !== "number" || !Number.isFinite(current)) {
    return normalizedNext;
  }
  return Math.max(0, current) + normalizedNext;
}
function sumUsageTokens(current, next) {
  if (!next) {
    return current;
  }
  return {
    promptTokens: sumUsageValue(current?.promptTokens, next.promptTokens),
    promptTextTokens: sumUsageValue(current?.promptTextTokens, next.promptTextTokens),
    promptImageTokens: sumUsageValue(current?.promptImageTokens, next.promptImageTokens),
    cachedTokens: sumUsageValue(current?.cachedTokens, next.cachedTokens),
    cacheWriteTokens: sumUsageValue(current?.cacheWriteTokens, next.cacheWriteTokens),
    responseTokens: sumUsageValue(current?.responseTokens, next.responseTokens),
    responseTextTokens: sumUsageValue(current?.responseTextTokens, next.responseTextTokens),
    responseImageTokens: sumUsageValue(current?.responseImageTokens, next.responseImageTokens),
    thinkingTokens: sumUsageValue(current?.thinkingTokens, next.thinkingTokens),
    totalTokens: sumUsageValue(current?.totalTokens, next.totalTokens),
    toolUsePromptTokens: sumUsageValue(current?.toolUsePromptTokens, next.toolUsePromptTokens)
  };
}
function countInlineImagesInContent(content) {
  if (!content) {
    return 0;
  }
  let count = 0;
  for (const part of content.parts) {
    if (part.type === "inlineData" && isInlineImageMime(part.mimeType)) {
      count += 1;
    }
  }
  return count;
}
function createLlmTelemetryEmitter(params) {
  const session = createTelemetrySession(params.telemetry);
  const callId = (0, import_node_crypto2.randomBytes)(8).toString("hex");
  return {
    includeStreamEvents: session?.includeStreamEvents === true,
    emit: (event) => {
      if (!session) {
        return;
      }
      session.emit({
        ...event,
        timestamp: (/* @__PURE__ */ new Date()).toISOString(),
        callId,
        operation: params.operation,
        provider: params.provider,
        model: params.model
      });
    },
    flush: async () => {
      await session?.flush();
    }
  };
}
function toMaybeNumber(value) {
  if (typeof value === "number" && Number.isFinite(value)) {
    return value;
  }
  if (typeof value === "string") {
    const parsed = Number.parseFloat(value);
    if (Number.isFinite(parsed)) {
      return parsed;
    }
  }
  return void 0;
}
function sumModalityTokenCounts(details, modality) {
  if (!Array.isArray(details)) {
    return 0;
  }
  let total = 0;
  for (const entry of details) {
    const entryModality = entry.modality;
    if (typeof entryModality !== "string") {
      continue;
    }
    if (entryModality.toUpperCase() !== modality.toUpperCase()) {
      continue;
    }
    const tokenCount = toMaybeNumber(entry.tokenCount);
    if (tokenCount !== void 0 && tokenCount > 0) {
      total += tokenCount;
    }
  }
  return total;
}
function extractGeminiUsageTokens(usage) {
  if (!usage || typeof usage !== "object") {
    return void 0;
  }
  const promptTokens = toMaybeNumber(usage.promptTokenCount);
  const cachedTokens = toMaybeNumber(
    usage.cachedContentTokenCount
  );
  const responseTokens = toMaybeNumber(
    usage.candidatesTokenCount ?? usage.responseTokenCount
  );
  const thinkingTokens = toMaybeNumber(
    usage.thoughtsTokenCount
  );
  const totalTokens = toMaybeNumber(usage.totalTokenCount);
  const toolUsePromptTokens = toMaybeNumber(
    usage.toolUsePromptTokenCount
  );
  const responseDetails = usage.candidatesTokensDetails ?? usage.responseTokensDetails;
  const responseImageTokens = sumModalityTokenCounts(responseDetails, "IMAGE");
  if (promptTokens === void 0 && cachedTokens === void 0 && responseTokens === void 0 && responseImageTokens === 0 && thinkingTokens === void 0 && totalTokens === void 0 && toolUsePromptTokens === void 0) {
    return void 0;
  }
  return {
    promptTokens,
    cachedTokens,
    responseTokens,
    responseImageTokens: responseImageTokens > 0 ? responseImageTokens : void 0,
    thinkingTokens,
    totalTokens,
    toolUsePromptTokens
  };
}
function extractOpenAiUsageTokens(usage) {
  if (!usage || typeof usage !== "object") {
    return void 0;
  }
  const promptTokens = toMaybeNumber(usage.input_tokens);
  const cachedTokens = toMaybeNumber(
    usage.input_tokens_details?.cached_tokens
  );
  const cacheWriteTokens = toMaybeNumber(
    usage.input_tokens_details?.cache_write_tokens
  );
  const promptTextTokens = toMaybeNumber(
    usage.input_tokens_details?.text_tokens
  );
  const promptImageTokens = toMaybeNumber(
    usage.input_tokens_details?.image_tokens
  );
  const outputTokensRaw = toMaybeNumber(usage.output_tokens);
  const reasoningTokens = toMaybeNumber(
    usage.output_tokens_details?.reasoning_tokens
  );
  const responseTextTokens = toMaybeNumber(
    usage.output_tokens_details?.text_tokens
  );
  const responseImageTokens = toMaybeNumber(
    usage.output_tokens_details?.image_tokens
  );
  const totalTokens = toMaybeNumber(usage.total_tokens);
  let responseTokens;
  if (outputTokensRaw !== void 0) {
    const adjusted = outputTokensRaw - (reasoningTokens ?? 0);
    responseTokens = adjusted >= 0 ? adjusted : 0;
  }
  if (promptTokens === void 0 && cachedTokens === void 0 && cacheWriteTokens === void 0 && responseTokens === void 0 && reasoningTokens === void 0 && totalTokens === void 0) {
    return void 0;
  }
  return {
    promptTokens,
    promptTextTokens,
    promptImageTokens,
    cachedTokens,
    cacheWriteTokens,
    responseTokens,
    responseTextTokens,
    responseImageTokens,
    thinkingTokens: reasoningTokens,
    totalTokens
  };
}
function extractChatGptUsageTokens(usage) {
  if (!usage || typeof usage !== "object") {
    return void 0;
  }
  const promptTokens = toMaybeNumber(usage.input_tokens);
  const cachedTokens = toMaybeNumber(
    usage.input_tokens_details?.cached_tokens
  );
  const cacheWriteTokens = toMaybeNumber(
    usage.input_tokens_details?.cache_write_tokens
  );
  const outputTokensRaw = toMaybeNumber(usage.output_tokens);
  const reasoningTokens = toMaybeNumber(
    usage.output_tokens_details?.reasoning_tokens
  );
  const totalTokens = toMaybeNumber(usage.total_tokens);
  let responseTokens;
  if (outputTokensRaw !== void 0) {
    const adjusted = outputTokensRaw - (reasoningTokens ?? 0);
    responseTokens = adjusted >= 0 ? adjusted : 0;
  }
  if (promptTokens === void 0 && cachedTokens === void 0 && cacheWriteTokens === void 0 && responseTokens === void 0 && reasoningTokens === void 0 && totalTokens === void 0) {
    return void 0;
  }
  return {
    promptTokens,
    cachedTokens,
    cacheWriteTokens,
    responseTokens,
    thinkingTokens: reasoningTokens,
    totalTokens
  };
}
function extractFireworksUsageTokens(usage) {
  if (!usage || typeof usage !== "object") {
    return void 0;
  }
  const promptTokens = toMaybeNumber(
    usage.prompt_tokens ?? usage.input_tokens
  );
  const cachedTokens = toMaybeNumber(
    usage.prompt_tokens_details?.cached_tokens ?? usage.input_tokens_details?.cached_tokens
  );
  const outputTokensRaw = toMaybeNumber(
    usage.completion_tokens ?? usage.output_tokens
  );
  const reasoningTokens = toMaybeNumber(
    usage.completion_tokens_details?.reasoning_tokens ?? usage.output_tokens_details?.reasoning_tokens
  );
  const totalTokens = toMaybeNumber(
    usage.total_tokens ?? usage.totalTokenCount
  );
  let responseTokens;
  if (outputTokensRaw !== void 0) {
    const adjusted = outputTokensRaw - (reasoningTokens ?? 0);
    responseTokens = adjusted >= 0 ? adjusted : 0;
  }
  if (promptTokens === void 0 && cachedTokens === void 0 && responseTokens === void 0 && reasoningTokens === void 0 && totalTokens === void 0) {
    return void 0;
  }
  return {
    promptTokens,
    cachedTokens,
    responseTokens,
    thinkingTokens: reasoningTokens,
    totalTokens
  };
}
var MODERATION_FINISH_REASONS = /* @__PURE__ */ new Set([
  import_genai2.FinishReason.SAFETY,
  import_genai2.FinishReason.BLOCKLIST,
  import_genai2.FinishReason.PROHIBITED_CONTENT,
  import_genai2.FinishReason.SPII
]);
function isModerationFinish(reason) {
  if (!reason) {
    return false;
  }
  return MODERATION_FINISH_REASONS.has(reason);
}
function mergeToolOutput(value) {
  if (typeof value === "string") {
    return value;
  }
  try {
    return JSON.stringify(value);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return JSON.stringify({ error: "Failed to serialize tool output", detail: message });
  }
}
function isLlmToolOutputContentItem(value) {
  if (!isPlainRecord(value)) {
    return false;
  }
  const itemType = typeof value.type === "string" ? value.type : "";
  if (itemType === "input_text") {
    return typeof value.text === "string";
  }
  if (itemType === "input_image") {
    const keys = ["image_url", "file_id", "filename"];
    for (const key of keys) {
      const part = value[key];
      if (part !== void 0 && part !== null && typeof part !== "string") {
        return false;
      }
    }
    if (value.detail !== void 0 && value.detail !== null && !isLlmMediaResolution(value.detail)) {
      return false;
    }
    return value.image_url !== void 0 || value.file_id !== void 0;
  }
  if (itemType === "input_file") {
    const keys = ["file_data", "file_id", "file_url", "filename"];
    for (const key of keys) {
      const part = value[key];
      if (part !== void 0 && part !== null && typeof part !== "string") {
        return false;
      }
    }
    return true;
  }
  return false;
}
function toOpenAiToolOutput(value, options) {
  const normalizeImageItem = (item) => {
    if (item.type !== "input_image") {
      return item;
    }
    const mediaResolution = resolveEffectiveMediaResolution(
      item.detail,
      options?.defaultMediaResolution
    );
    return {
      ...item,
      detail: toOpenAiImageDetail(mediaResolution, options?.model)
    };
  };
  if (isLlmToolOutputContentItem(value)) {
    return [normalizeImageItem(value)];
  }
  if (Array.isArray(value) && value.every((item) => isLlmToolOutputContentItem(item))) {
    return value.map((item) => normalizeImageItem(item));
  }
  return mergeToolOutput(value);
}
function toChatGptToolOutput(value, options) {
  const toolOutput = toOpenAiToolOutput(value, options);
  if (typeof toolOutput === "string") {
    return toolOutput;
  }
  return toolOutput.map((item) => {
    if (item.type !== "input_image") {
      return item;
    }
    return {
      type: "input_image",
      ...item.file_id ? { file_id: item.file_id } : {},
      ...item.image_url ? { image_url: item.image_url } : {},
      ...item.detail ? {
        detail: toOpenAiImageDetail(
          resolveEffectiveMediaResolution(item.detail, options?.defaultMediaResolution),
          options?.model
        )
      } : {}
    };
  });
}
function toGeminiToolOutputItems(value) {
  if (isLlmToolOutputContentItem(value)) {
    return [value];
  }
  if (Array.isArray(value) && value.every((item) => isLlmToolOutputContentItem(item))) {
    return value;
  }
  return null;
}
function inferToolOutputMimeTypeFromFilename(filename) {
  const normalized = filename?.trim().toLowerCase() ?? "";
  if (normalized.length === 0) {
    return void 0;
  }
  if (normalized.endsWith(".png")) {
    return "image/png";
  }
  if (normalized.endsWith(".jpg") || normalized.endsWith(".jpeg")) {
    return "image/jpeg";
  }
  if (normalized.endsWith(".webp")) {
    return "image/webp";
  }
  if (normalized.endsWith(".gif")) {
    return "image/gif";
  }
  if (normalized.endsWith(".heic")) {
    return "image/heic";
  }
  if (normalized.endsWith(".heif")) {
    return "image/heif";
  }
  if (normalized.endsWith(".pdf")) {
    return "application/pdf";
  }
  if (normalized.endsWith(".json")) {
    return "application/json";
  }
  if (normalized.endsWith(".md")) {
    return "text/markdown";
  }
  if (normalized.endsWith(".txt")) {
    return "text/plain";
  }
  return void 0;
}
function estimateToolOutputItemBytes(item) {
  if (item.type === "input_text") {
    return import_node_buffer4.Buffer.byteLength(item.text, "utf8");
  }
  if (item.type === "input_image") {
    return typeof item.image_url === "string" ? estimateInlinePayloadBytes(item.image_url) : 0;
  }
  if (typeof item.file_data === "string" && item.file_data.trim().length > 0) {
    return estimateInlinePayloadBytes(item.file_data);
  }
  if (typeof item.file_url === "string" && item.file_url.trim().length > 0) {
    return estimateInlinePayloadBytes(item.file_url);
  }
  return 0;
}
async function spillTextToolOutputToFile(options) {
  const stored = await runWithFileUploadSource("tool_output_spill", async () => {
    return await filesCreate({
      data: options.text,
      filename: options.filename,
      mimeType: options.mimeType,
      expiresAfterSeconds: DEFAULT_FILE_TTL_SECONDS
    });
  });
  return [
    {
      type: "input_text",
      text: `Tool output was attached as ${stored.filename} (${stored.id}) because it exceeded the inline payload threshold.`
    },
    {
      type: "input_file",
      file_id: stored.id,
      filename: stored.filename
    }
  ];
}
async function maybeSpillToolOutputItem(item, toolName, options) {
  if (options?.force !== true && estimateToolOutputItemBytes(item) <= TOOL_OUTPUT_SPILL_THRESHOLD_BYTES) {
    return item;
  }
  if (item.type === "input_text") {
    return await spillTextToolOutputToFile({
      text: item.text,
      filename: normaliseAttachmentFilename(`${toolName}.txt`, "tool-output.txt"),
      mimeType: "text/plain"
    });
  }
  if (item.type === "input_image") {
    if (item.file_id || !item.image_url) {
      return item;
    }
    const parsed = parseDataUrlPayload(item.image_url);
    if (!parsed) {
      return item;
    }
    const stored = await runWithFileUploadSource("tool_output_spill", async () => {
      return await filesCreate({
        data: parsed.bytes,
        filename: normaliseAttachmentFilename(
          item.filename ?? guessInlineDataFilename(parsed.mimeType),
          guessInlineDataFilename(parsed.mimeType)
        ),
        mimeType: parsed.mimeType,
        expiresAfterSeconds: DEFAULT_FILE_TTL_SECONDS
      });
    });
    return {
      type: "input_image",
      file_id: stored.id,
      detail: item.detail ?? "auto",
      filename: stored.filename
    };
  }
  if (item.file_id) {
    return item;
  }
  if (typeof item.file_data === "string" && item.file_data.trim().length > 0) {
    const fileData = item.file_data;
    const filename = normaliseAttachmentFilename(
      item.filename ?? `${toolName}.bin`,
      `${toolName}.bin`
    );
    const stored = await runWithFileUploadSource("tool_output_spill", async () => {
      return await filesCreate({
        data: decodeInlineDataBuffer(fileData),
        filename,
        mimeType: inferToolOutputMimeTypeFromFilename(filename) ?? "application/octet-stream",
        expiresAfterSeconds: DEFAULT_FILE_TTL_SECONDS
      });
    });
    return {
      type: "input_file",
      file_id: stored.id,
      filename: stored.filename
    };
  }
  if (typeof item.file_url === "string" && item.file_url.trim().length > 0) {
    const parsed = parseDataUrlPayload(item.file_url);
    if (!parsed) {
      return item;
    }
    const stored = await runWithFileUploadSource("tool_output_spill", async () => {
      return await filesCreate({
        data: parsed.bytes,
        filename: normaliseAttachmentFilename(
          item.filename ?? guessInlineDataFilename(parsed.mimeType),
          guessInlineDataFilename(parsed.mimeType)
        ),
        mimeType: parsed.mimeType,
        expiresAfterSeconds: DEFAULT_FILE_TTL_SECONDS
      });
    });
    return {
      type: "input_file",
      file_id: stored.id,
      filename: stored.filename
    };
  }
  return item;
}
async function maybeSpillToolOutput(value, toolName, options) {
  if (typeof value === "string") {
    if (options?.force !== true && import_node_buffer4.Buffer.byteLength(value, "utf8") <= TOOL_OUTPUT_SPILL_THRESHOLD_BYTES) {
      return value;
    }
    return await spillTextToolOutputToFile({
      text: value,
      filename: normaliseAttachmentFilename(`${toolName}.txt`, "tool-output.txt"),
      mimeType: "text/plain"
    });
  }
  if (isLlmToolOutputContentItem(value)) {
    return await maybeSpillToolOutputItem(value, toolName, options);
  }
  if (Array.isArray(value) && value.every((item) => isLlmToolOutputContentItem(item))) {
    const spilledItems = [];
    for (const item of value) {
      const maybeSpilled = await maybeSpillToolOutputItem(item, toolName, options);
      if (Array.isArray(maybeSpilled)) {
        spilledItems.push(...maybeSpilled);
      } else {
        spilledItems.push(maybeSpilled);
      }
    }
    return spilledItems;
  }
  try {
    const serialized = JSON.stringify(value, null, 2);
    if (options?.force !== true && import_node_buffer4.Buffer.byteLength(serialized, "utf8") <= TOOL_OUTPUT_SPILL_THRESHOLD_BYTES) {
      return value;
    }
    return await spillTextToolOutputToFile({
      text: serialized,
      filename: normaliseAttachmentFilename(`${toolName}.json`, "tool-output.json"),
      mimeType: "application/json"
    });
  } catch {
    return value;
  }
}
function estimateToolOutputPayloadBytes(value) {
  if (typeof value === "string") {
    return import_node_buffer4.Buffer.byteLength(value, "utf8");
  }
  if (isLlmToolOutputContentItem(value)) {
    return value.type === "input_text" ? 0 : estimateToolOutputItemBytes(value);
  }
  if (Array.isArray(value) && value.every((item) => isLlmToolOutputContentItem(item))) {
    return value.reduce((total, item) => {
      return total + (item.type === "input_text" ? 0 : estimateToolOutputItemBytes(item));
    }, 0);
  }
  return 0;
}
async function maybeSpillCombinedToolCallOutputs(callResults, options) {
  const totalBytes = callResults.reduce(
    (sum, callResult) => sum + estimateToolOutputPayloadBytes(callResult.outputPayload),
    0
  );
  if (totalBytes <= INLINE_ATTACHMENT_PROMPT_THRESHOLD_BYTES) {
    return Array.from(callResults);
  }
  return await Promise.all(
    callResults.map(async (callResult) => {
      if (estimateToolOutputPayloadBytes(callResult.outputPayload) === 0) {
        return callResult;
      }
      const outputPayload = await maybeSpillToolOutput(
        callResult.outputPayload,
        callResult.entry.toolName,
        {
          force: true,
          provider: options?.provider
        }
      );
      return {
        ...callResult,
        outputPayload,
        result: {
          ...callResult.result,
          output: outputPayload
        }
      };
    })
  );
}
function buildGeminiToolOutputMediaPart(item, options) {
  if (item.type === "input_image") {
    const mediaResolution = resolveEffectiveMediaResolution(
      item.detail,
      options?.defaultMediaResolution
    );
    const geminiPartMediaResolution = toGeminiPartMediaResolution(mediaResolution);
    if (typeof item.file_id === "string" && item.file_id.trim().length > 0) {
      return (0, import_genai2.createPartFromUri)(
        buildCanonicalGeminiFileUri(item.file_id),
        inferToolOutputMimeTypeFromFilename(item.filename) ?? "application/octet-stream",
        geminiPartMediaResolution
      );
    }
    if (typeof item.image_url !== "string" || item.image_url.trim().length === 0) {
      return null;
    }
    const parsed = parseDataUrlPayload(item.image_url);
    if (parsed) {
      const part = (0, import_genai2.createPartFromBase64)(
        parsed.dataBase64,
        parsed.mimeType,
        geminiPartMediaResolution
      );
      const displayName = item.filename?.trim();
      if (displayName && part.inlineData) {
        part.inlineData.displayName = displayName;
      }
      return part;
    }
    return (0, import_genai2.createPartFromUri)(
      item.image_url,
      inferToolOutputMimeTypeFromFilename(item.filename) ?? "application/octet-stream",
      geminiPartMediaResolution
    );
  }
  if (item.type === "input_file") {
    if (typeof item.file_id === "string" && item.file_id.trim().length > 0) {
      return {
        fileData: {
          fileUri: buildCanonicalGeminiFileUri(item.file_id),
          mimeType: inferToolOutputMimeTypeFromFilename(item.filename) ?? "application/octet-stream"
        }
      };
    }
    const dataUrl = typeof item.file_url === "string" ? parseDataUrlPayload(item.file_url) : null;
    if (dataUrl) {
      const part = (0, import_genai2.createPartFromBase64)(dataUrl.dataBase64, dataUrl.mimeType);
      const displayName = item.filename?.trim();
      if (displayName && part.inlineData) {
        part.inlineData.displayName = displayName;
      }
      return part;
    }
    const inferredMimeType = inferToolOutputMimeTypeFromFilename(item.filename);
    if (typeof item.file_data === "string" && item.file_data.trim().length > 0 && inferredMimeType) {
      const part = (0, import_genai2.createPartFromBase64)(item.file_data, inferredMimeType);
      const displayName = item.filename?.trim();
      if (displayName && part.inlineData) {
        part.inlineData.displayName = displayName;
      }
      return part;
    }
    if (typeof item.file_url === "string" && item.file_url.trim().length > 0 && inferredMimeType) {
      return (0, import_genai2.createPartFromUri)(item.file_url, inferredMimeType);
    }
  }
  return null;
}
function toGeminiToolOutputPlaceholder(item) {
  if (item.type === "input_text") {
    return {
      type: item.type,
      text: item.text
    };
  }
  if (item.type === "input_image") {
    const parsed = typeof item.image_url === "string" ? parseDataUrlPayload(item.image_url) : null;
    return {
      type: item.type,
      fileId: item.file_id ?? void 0,
      mimeType: parsed?.mimeType ?? void 0,
      media: item.file_id ? "attached-file-id" : parsed ? "attached-inline-data" : item.image_url ? "attached-file-data" : void 0
    };
  }
  const dataUrl = typeof item.file_url === "string" ? parseDataUrlPayload(item.file_url) : null;
  return {
    type: item.type,
    filename: item.filename ?? void 0,
    fileId: item.file_id ?? void 0,
    mimeType: dataUrl?.mimeType ?? inferToolOutputMimeTypeFromFilename(item.filename) ?? void 0,
    media: item.file_id ? "attached-file-id" : dataUrl || typeof item.file_data === "string" && item.file_data.trim().length > 0 ? "attached-inline-data" : typeof item.file_url === "string" && item.file_url.trim().length > 0 ? "attached-file-data" : void 0
  };
}
function buildGeminiFunctionResponseParts(options) {
  const outputItems = toGeminiToolOutputItems(options.outputPayload);
  if (!outputItems) {
    const responsePayload2 = isPlainRecord(options.outputPayload) ? sanitiseLogValue(options.outputPayload) : { output: sanitiseLogValue(options.outputPayload) };
    if (options.callId) {
      return [(0, import_genai2.createPartFromFunctionResponse)(options.callId, options.toolName, responsePayload2)];
    }
    return [
      {
        functionResponse: {
          name: options.toolName,
          response: responsePayload2
        }
      }
    ];
  }
  const responseOutput = outputItems.map((item) => toGeminiToolOutputPlaceholder(item));
  const responseParts = outputItems.flatMap((item) => {
    const mediaPart = buildGeminiToolOutputMediaPart(item, {
      defaultMediaResolution: options.defaultMediaResolution
    });
    return mediaPart ? [mediaPart] : [];
  });
  const responsePayload = { output: responseOutput };
  const functionResponsePart = options.callId ? (0, import_genai2.createPartFromFunctionResponse)(options.callId, options.toolName, responsePayload) : {
    functionResponse: {
      name: options.toolName,
      response: responsePayload
    }
  };
  return [functionResponsePart, ...responseParts];
}
function parseOpenAiToolArguments(raw) {
  const trimmed = raw.trim();
  if (trimmed.length === 0) {
    return { value: {} };
  }
  try {
    return { value: JSON.parse(trimmed) };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { value: raw, error: message };
  }
}
function formatZodIssues(issues) {
  const messages = [];
  for (const issue of issues) {
    const path10 = issue.path.length > 0 ? issue.path.map(String).join(".") : "input";
    messages.push(`${path10}: ${issue.message}`);
  }
  return messages.join("; ");
}
function buildToolErrorOutput(message, issues) {
  const output = { error: message };
  if (issues && issues.length > 0) {
    output.issues = issues.map((issue) => ({
      path: issue.path.map(String),
      message: issue.message,
      code: issue.code
    }));
  }
  return output;
}
var SUBAGENT_WAIT_TOOL_NAME = "wait";
function toIsoTimestamp(ms) {
  return new Date(ms).toISOString();
}
function toToolResultDuration(result) {
  return typeof result.durationMs === "number" && Number.isFinite(result.durationMs) ? Math.max(0, result.durationMs) : 0;
}
function schedulerMetricsOrDefault(metrics) {
  if (!metrics) {
    return {
      queueWaitMs: 0,
      schedulerDelayMs: 0,
      providerRetryDelayMs: 0,
      providerAttempts: 1
    };
  }
  return {
    queueWaitMs: Math.max(0, metrics.queueWaitMs),
    schedulerDelayMs: Math.max(0, metrics.schedulerDelayMs),
    providerRetryDelayMs: Math.max(0, metrics.retryDelayMs),
    providerAttempts: Math.max(1, metrics.attempts),
    modelCallStartedAtMs: metrics.startedAtMs
  };
}
function buildStepTiming(params) {
  const scheduler = schedulerMetricsOrDefault(params.schedulerMetrics);
  const modelCallStartedAtMs = scheduler.modelCallStartedAtMs ?? params.stepStartedAtMs;
  const firstModelEventAtMs = params.firstModelEventAtMs;
  const effectiveFirstEventAtMs = firstModelEventAtMs !== void 0 ? Math.max(modelCallStartedAtMs, firstModelEventAtMs) : params.modelCompletedAtMs;
  const connectionSetupMs = Math.max(0, effectiveFirstEventAtMs - modelCallStartedAtMs);
  const activeGenerationMs = Math.max(0, params.modelCompletedAtMs - effectiveFirstEventAtMs);
  return {
    startedAt: toIsoTimestamp(params.stepStartedAtMs),
    completedAt: toIsoTimestamp(params.stepCompletedAtMs),
    totalMs: Math.max(0, params.stepCompletedAtMs - params.stepStartedAtMs),
    queueWaitMs: scheduler.queueWaitMs,
    connectionSetupMs,
    activeGenerationMs,
    toolExecutionMs: Math.max(0, params.toolExecutionMs),
    waitToolMs: Math.max(0, params.waitToolMs),
    schedulerDelayMs: scheduler.schedulerDelayMs,
    providerRetryDelayMs: scheduler.providerRetryDelayMs,
    providerAttempts: scheduler.providerAttempts
  };
}
function extractSpawnStartupMetrics(outputPayload) {
  if (!outputPayload || typeof outputPayload !== "object") {
    return void 0;
  }
  const outputRecord = outputPayload;
  const notification = typeof outputRecord.notification === "string" ? outputRecord.notification : "";
  if (notification !== "spawned") {
    return void 0;
  }
  const agent = outputRecord.agent;
  if (!agent || typeof agent !== "object") {
    return void 0;
  }
  const agentRecord = agent;
  const startupLatencyMs = agentRecord.spawn_startup_latency_ms;
  if (typeof startupLatencyMs !== "number" || !Number.isFinite(startupLatencyMs)) {
    return void 0;
  }
  return {
    spawnStartupLatencyMs: Math.max(0, startupLatencyMs)
  };
}
async function executeToolCall(params) {
  const { callKind, toolName, tool: tool2, rawInput, parseError, provider } = params;
  const startedAtMs = Date.now();
  const finalize = (base, outputPayload, metrics) => {
    const completedAtMs = Date.now();
    return {
      result: {
        ...base,
        startedAt: toIsoTimestamp(startedAtMs),
        completedAt: toIsoTimestamp(completedAtMs),
        durationMs: Math.max(0, completedAtMs - startedAtMs),
        ...metrics ? { metrics } : {}
      },
      outputPayload
    };
  };
  if (!tool2) {
    const message = `Unknown tool: ${toolName}`;
    const outputPayload = buildToolErrorOutput(message);
    return finalize(
      { toolName, input: rawInput, output: outputPayload, error: message },
      outputPayload
    );
  }
  if (callKind === "custom") {
    if (!isCustomTool(tool2)) {
      const message = `Tool ${toolName} was called as custom_tool_call but is declared as function.`;
      const outputPayload = buildToolErrorOutput(message);
      return finalize(
        { toolName, input: rawInput, output: outputPayload, error: message },
        outputPayload
      );
    }
    const input = typeof rawInput === "string" ? rawInput : String(rawInput ?? "");
    try {
      const output = await tool2.execute(input);
      const outputPayload = await maybeSpillToolOutput(output, toolName, { provider });
      const metrics = toolName === "spawn_agent" ? extractSpawnStartupMetrics(outputPayload) : void 0;
      return finalize({ toolName, input, output: outputPayload }, outputPayload, metrics);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const outputPayload = buildToolErrorOutput(`Tool ${toolName} failed: ${message}`);
      return finalize({ toolName, input, output: outputPayload, error: message }, outputPayload);
    }
  }
  if (isCustomTool(tool2)) {
    const message = `Tool ${toolName} was called as function_call but is declared as custom.`;
    const outputPayload = buildToolErrorOutput(message);
    return finalize(
      { toolName, input: rawInput, output: outputPayload, error: message },
      outputPayload
    );
  }
  if (parseError) {
    const message = `Invalid JSON for tool ${toolName}: ${parseError}`;
    const outputPayload = buildToolErrorOutput(message);
    return finalize(
      { toolName, input: rawInput, output: outputPayload, error: message },
      outputPayload
    );
  }
  const parsed = tool2.inputSchema.safeParse(rawInput);
  if (!parsed.success) {
    const message = `Invalid tool arguments for ${toolName}: ${formatZodIssues(parsed.error.issues)}`;
    const outputPayload = buildToolErrorOutput(message, parsed.error.issues);
    return finalize(
      { toolName, input: rawInput, output: outputPayload, error: message },
      outputPayload
    );
  }
  try {
    const output = await tool2.execute(parsed.data);
    const outputPayload = await maybeSpillToolOutput(output, toolName, { provider });
    const metrics = toolName === "spawn_agent" ? extractSpawnStartupMetrics(outputPayload) : void 0;
    return finalize(
      { toolName, input: parsed.data, output: outputPayload },
      outputPayload,
      metrics
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const outputPayload = buildToolErrorOutput(`Tool ${toolName} failed: ${message}`);
    return finalize(
      { toolName, input: parsed.data, output: outputPayload, error: message },
      outputPayload
    );
  }
}
function findTerminalToolCall(tools, toolCalls) {
  for (let index = toolCalls.length - 1; index >= 0; index -= 1) {
    const toolCall = toolCalls[index];
    if (!toolCall) {
      continue;
    }
    const toolDef = tools[toolCall.toolName];
    if (toolDef?.terminal === true && !toolCall.error) {
      return toolCall;
    }
  }
  return null;
}
function terminalToolCallText(toolCall) {
  const output = toolCall.output;
  if (typeof output === "string") {
    return output;
  }
  if (output && typeof output === "object") {
    const record = output;
    const summary = record.summary;
    if (typeof summary === "string" && summary.trim().length > 0) {
      return summary;
    }
    const status = record.status;
    const title = record.presentationTitle;
    if (typeof status === "string" && typeof title === "string" && title.trim().length > 0) {
      return `${status}: ${title}`;
    }
    if (typeof status === "string" && status.trim().length > 0) {
      return status;
    }
  }
  return "";
}
function buildToolLogId(turn, toolIndex) {
  return `turn${turn.toString()}/tool${toolIndex.toString()}`;
}
function sanitizeChatGptToolId(value) {
  const cleaned = value.replace(/[^A-Za-z0-9_-]/gu, "");
  if (cleaned.length === 0) {
    return (0, import_node_crypto2.randomBytes)(8).toString("hex");
  }
  return cleaned.slice(0, 64);
}
function normalizeChatGptToolIds(params) {
  let rawCallId = params.callId ?? "";
  let rawItemId = params.itemId ?? "";
  if (rawCallId.includes("|")) {
    const [nextCallId, nextItemId] = rawCallId.split("|");
    rawCallId = nextCallId ?? rawCallId;
    if (nextItemId) {
      rawItemId = nextItemId;
    }
  } else if (rawItemId.includes("|")) {
    const [nextCallId, nextItemId] = rawItemId.split("|");
    rawCallId = nextCallId ?? rawCallId;
    rawItemId = nextItemId ?? rawItemId;
  }
  const callValue = sanitizeChatGptToolId(rawCallId || rawItemId || (0, import_node_crypto2.randomBytes)(8).toString("hex"));
  let itemValue = sanitizeChatGptToolId(rawItemId || callValue);
  if (params.callKind === "custom") {
    if (!itemValue.startsWith("ctc")) {
      itemValue = `ctc_${itemValue}`;
    }
  } else if (!itemValue.startsWith("fc")) {
    itemValue = `fc-${itemValue}`;
  }
  return { callId: callValue, itemId: itemValue };
}
function extractOpenAiResponseParts(response, options) {
  const parts = [];
  let blocked = false;
  const output = response.output;
  if (Array.isArray(output)) {
    for (const item of output) {
      if (!item || typeof item !== "object") {
        continue;
      }
      const itemType = item.type;
      if (itemType === "message") {
        const content = item.content;
        if (Array.isArray(content)) {
          for (const entry of content) {
            if (!entry || typeof entry !== "object") {
              continue;
            }
            const entryType = entry.type;
            if (entryType === "output_text") {
              const text = entry.text;
              if (typeof text === "string" && text.length > 0) {
                parts.push({ type: "text", text });
              }
            } else if (entryType === "refusal") {
              blocked = true;
            }
          }
        }
      } else if (itemType === "reasoning") {
        const content = item.content;
        if (Array.isArray(content)) {
          for (const entry of content) {
            if (!entry || typeof entry !== "object") {
              continue;
            }
            const entryType = entry.type;
            if (entryType === "reasoning_summary_text" || entryType === "reasoning_summary") {
              const entryText = typeof entry.text === "string" ? entry.text : typeof entry.summary === "string" ? entry.summary : void 0;
              if (typeof entryText === "string" && entryText.length > 0) {
                parts.push({ type: "text", text: entryText, thought: true });
              }
            }
          }
        }
      } else if (itemType === "image_generation_call") {
        const result = item.result;
        if (typeof result === "string" && result.length > 0) {
          parts.push({
            type: "inlineData",
            data: result,
            mimeType: options?.imageMimeType ?? "image/png"
          });
        }
      } else if (itemType === "function_call" || itemType === "tool_call" || itemType === "custom_tool_call") {
        const serialized = JSON.stringify(item, null, 2);
        if (serialized.length > 0) {
          parts.push({ type: "text", text: `[tool-call]\\n${serialized}\\n` });
        }
      }
    }
  }
  if (parts.length === 0) {
    const outputText = response.output_text;
    if (typeof outputText === "string" && outputText.length > 0) {
      parts.push({ type: "text", text: outputText });
    }
  }
  return { parts, blocked };
}
function resolveOpenAiImageToolOutputMimeType(tools) {
  const imageTool = tools?.find(
    (tool2) => tool2.type === "image-generation"
  );
  return resolveOpenAiImageMimeType(imageTool?.outputFormat);
}
function estimateHostedImageGenerationCostUsd(tools, responseImages) {
  const imageTool = tools?.find(
    (tool2) => tool2.type === "image-generation"
  );
  if (!imageTool || responseImages === 0) {
    return 0;
  }
  const imageSize = imageTool.imageResolution ?? (imageTool.imageSize ? resolveOpenAiGptImage2Size(imageTool.imageSize) : "auto");
  return estimateCallCostUsd({
    modelId: imageTool.model ?? "gpt-image-2",
    tokens: void 0,
    responseImages,
    imageSize,
    imageQuality: imageTool.imageQuality
  });
}
function extractOpenAiToolCalls(output) {
  const calls = [];
  if (!Array.isArray(output)) {
    return calls;
  }
  for (const item of output) {
    if (!item || typeof item !== "object") {
      continue;
    }
    const itemType = item.type;
    if (itemType === "function_call") {
      const name = typeof item.name === "string" ? item.name : "";
      const args = typeof item.arguments === "string" ? item.arguments : "";
      const call_id = typeof item.call_id === "string" ? item.call_id : "";
      const id = typeof item.id === "string" ? item.id : void 0;
      if (name && call_id) {
        calls.push({ kind: "function", name, arguments: args, call_id, id });
      }
      continue;
    }
    if (itemType === "custom_tool_call") {
      const name = typeof item.name === "string" ? item.name : "";
      const input = typeof item.input === "string" ? item.input : "";
      const call_id = typeof item.call_id === "string" ? item.call_id : "";
      const id = typeof item.id === "string" ? item.id : void 0;
      if (name && call_id) {
        calls.push({ kind: "custom", name, input, call_id, id });
      }
    }
  }
  return calls;
}
function extractFireworksMessageText(message) {
  if (!message || typeof message !== "object") {
    return "";
  }
  const content = message.content;
  if (typeof content === "string") {
    return content;
  }
  if (!Array.isArray(content)) {
    return "";
  }
  let text = "";
  for (const part of content) {
    const textPart = part.text;
    if (typeof textPart === "string") {
      text += textPart;
    }
  }
  return text;
}
function extractFireworksToolCalls(message) {
  if (!message || typeof message !== "object") {
    return [];
  }
  const toolCalls = message.tool_calls;
  if (!Array.isArray(toolCalls)) {
    return [];
  }
  const calls = [];
  for (const call of toolCalls) {
    if (!call || typeof call !== "object") {
      continue;
    }
    const id = typeof call.id === "string" ? call.id : "";
    const fn = call.function;
    const name = fn && typeof fn === "object" && typeof fn.name === "string" ? fn.name ?? "" : "";
    const args = fn && typeof fn === "object" && typeof fn.arguments === "string" ? fn.arguments ?? "" : "";
    if (id && name) {
      calls.push({ id, name, arguments: args });
    }
  }
  return calls;
}
function toGeminiThinkingLevel(thinkingLevel) {
  switch (thinkingLevel) {
    case "low":
      return import_genai2.ThinkingLevel.LOW;
    case "medium":
      return import_genai2.ThinkingLevel.MEDIUM;
    case "high":
    case "xhigh":
    case "max":
    case "ultra":
      return import_genai2.ThinkingLevel.HIGH;
  }
}
function resolveGeminiThinkingConfig(modelId, thinkingLevel) {
  if (isGeminiImageModelId(modelId) || modelId === "gemini-flash-lite-latest") {
    return void 0;
  }
  if (thinkingLevel) {
    const thinkingBudget = resolveGeminiThinkingBudget(modelId, thinkingLevel);
    if (thinkingBudget !== void 0) {
      return {
        includeThoughts: true,
        thinkingBudget
      };
    }
    return {
      includeThoughts: true,
      thinkingLevel: toGeminiThinkingLevel(thinkingLevel)
    };
  }
  switch (modelId) {
    case "gemini-3.1-pro-preview":
      return { includeThoughts: true };
    case "gemini-3-flash-preview":
      return { includeThoughts: true, thinkingBudget: 16384 };
    case "gemini-2.5-pro":
      return { includeThoughts: true, thinkingBudget: 32768 };
    case "gemini-flash-latest":
    case "gemini-flash-lite-latest":
      return { includeThoughts: true, thinkingBudget: 24576 };
    default:
      return { includeThoughts: true };
  }
}
function resolveGeminiThinkingBudget(modelId, thinkingLevel) {
  if (modelId === "gemini-2.5-pro") {
    switch (thinkingLevel) {
      case "low":
        return 256;
      case "medium":
        return 4096;
      case "high":
      case "xhigh":
      case "max":
      case "ultra":
        return 32768;
    }
  }
  if (modelId === "gemini-flash-latest") {
    switch (thinkingLevel) {
      case "low":
        return 256;
      case "medium":
        return 8192;
      case "high":
      case "xhigh":
      case "max":
      case "ultra":
        return 24576;
    }
  }
  if (modelId === "gemini-3-flash-preview") {
    switch (thinkingLevel) {
      case "low":
        return 256;
      case "medium":
        return 8192;
      case "high":
      case "xhigh":
      case "max":
      case "ultra":
        return 16384;
    }
  }
  return void 0;
}
function decodeInlineDataBuffer(base64) {
  try {
    return import_node_buffer4.Buffer.from(base64, "base64");
  } catch {
    return import_node_buffer4.Buffer.from(base64, "base64url");
  }
}
function extractImages(content) {
  if (!content) {
    return [];
  }
  const images = [];
  for (const part of content.parts) {
    if (part.type !== "inlineData") {
      continue;
    }
    const buffer = decodeInlineDataBuffer(part.data);
    images.push({ mimeType: part.mimeType, data: buffer });
  }
  return images;
}
function resolveAttachmentExtension(mimeType) {
  const normalized = (mimeType ?? "").trim().toLowerCase();
  switch (normalized) {
    case "image/jpeg":
      return "jpg";
    case "image/png":
      return "png";
    case "image/webp":
      return "webp";
    case "image/gif":
      return "gif";
    case "image/heic":
      return "heic";
    case "image/heif":
      return "heif";
    case "application/pdf":
      return "pdf";
    case "application/json":
      return "json";
    case "text/plain":
      return "txt";
    case "text/markdown":
      return "md";
    default: {
      const slashIndex = normalized.indexOf("/");
      if (slashIndex >= 0) {
        const subtype = normalized.slice(slashIndex + 1).split("+")[0] ?? "";
        const cleaned = subtype.replace(/[^a-z0-9]+/giu, "");
        if (cleaned.length > 0) {
          return cleaned;
        }
      }
      return "bin";
    }
  }
}
function buildLoggedAttachmentFilename(prefix, index, mimeType) {
  return `${prefix}-${index.toString()}.${resolveAttachmentExtension(mimeType)}`;
}
function parseDataUrlPayload(value) {
  const trimmed = value.trim();
  if (!trimmed.toLowerCase().startsWith("data:")) {
    return null;
  }
  const commaIndex = trimmed.indexOf(",");
  if (commaIndex < 0) {
    return null;
  }
  const header = trimmed.slice(5, commaIndex);
  const payload = trimmed.slice(commaIndex + 1);
  const isBase64 = /;base64(?:;|$)/iu.test(header);
  const mimeType = (header.split(";")[0] ?? "application/octet-stream").trim().toLowerCase();
  try {
    const bytes = isBase64 ? import_node_buffer4.Buffer.from(payload, "base64") : import_node_buffer4.Buffer.from(decodeURIComponent(payload), "utf8");
    return {
      mimeType,
      dataBase64: bytes.toString("base64"),
      bytes
    };
  } catch {
    return null;
  }
}
function decodeDataUrlAttachment(value, options) {
  const parsed = parseDataUrlPayload(value);
  if (!parsed) {
    return null;
  }
  return {
    filename: buildLoggedAttachmentFilename(options.prefix, options.index, parsed.mimeType),
    bytes: parsed.bytes
  };
}
function collectPayloadAttachments(value, options) {
  if (typeof value === "string") {
    const attachment = decodeDataUrlAttachment(value, {
      prefix: options.prefix,
      index: options.counter
    });
    if (attachment) {
      options.attachments.push(attachment);
      options.counter += 1;
    }
    return;
  }
  if (!value || typeof value !== "object") {
    return;
  }
  if (options.seen.has(value)) {
    return;
  }
  options.seen.add(value);
  if (Array.isArray(value)) {
    for (const entry of value) {
      collectPayloadAttachments(entry, options);
    }
    return;
  }
  const record = value;
  const mimeType = typeof record.mimeType === "string" ? record.mimeType : void 0;
  if (typeof record.data === "string" && mimeType) {
    try {
      options.attachments.push({
        filename: buildLoggedAttachmentFilename(options.prefix, options.counter, mimeType),
        bytes: decodeInlineDataBuffer(record.data)
      });
      options.counter += 1;
    } catch {
    }
  }
  for (const entry of Object.values(record)) {
    collectPayloadAttachments(entry, options);
  }
}
function serialiseRequestPayloadForLogging(value) {
  try {
    return `${JSON.stringify(sanitiseLogValue(value), null, 2)}
`;
  } catch {
    return `${String(value)}
`;
  }
}
function serialiseLogArtifactText(value) {
  if (value === null || value === void 0) {
    return void 0;
  }
  if (typeof value === "string") {
    if (value.length === 0) {
      return void 0;
    }
    return value.endsWith("\n") ? value : `${value}
`;
  }
  if (Array.isArray(value) && value.length === 0) {
    return void 0;
  }
  if (isPlainRecord(value) && Object.keys(value).length === 0) {
    return void 0;
  }
  try {
    return `${JSON.stringify(sanitiseLogValue(value), null, 2)}
`;
  } catch {
    return `${String(value)}
`;
  }
}
function collectLoggedAttachmentsFromLlmParts(parts, prefix) {
  const attachments = [];
  let index = 1;
  for (const part of parts) {
    if (part.type !== "inlineData") {
      continue;
    }
    attachments.push({
      filename: normaliseAttachmentFilename(
        part.filename,
        buildLoggedAttachmentFilename(prefix, index, part.mimeType)
      ),
      bytes: decodeInlineDataBuffer(part.data)
    });
    index += 1;
  }
  return attachments;
}
function collectLoggedAttachmentsFromGeminiParts(parts, prefix) {
  return collectLoggedAttachmentsFromLlmParts(convertGooglePartsToLlmParts(parts), prefix);
}
function extractToolCallResponseTextFromOpenAiInput(input) {
  const responses = extractToolCallResponsePayloadFromOpenAiInput(input);
  return serialiseLogArtifactText(responses);
}
function extractToolCallResponsePayloadFromOpenAiInput(input) {
  if (!Array.isArray(input)) {
    return void 0;
  }
  const responses = input.filter((item) => isPlainRecord(item)).flatMap((item) => {
    const type = typeof item.type === "string" ? item.type : "";
    if (type !== "function_call_output" && type !== "custom_tool_call_output") {
      return [];
    }
    return [
      {
        type,
        callId: typeof item.call_id === "string" ? item.call_id : void 0,
        output: "output" in item ? sanitiseLogValue(item.output) : void 0
      }
    ];
  });
  return responses.length > 0 ? responses : void 0;
}
function extractToolCallResponseTextFromFireworksMessages(messages) {
  const responses = extractToolCallResponsePayloadFromFireworksMessages(messages);
  return serialiseLogArtifactText(responses);
}
function extractToolCallResponsePayloadFromFireworksMessages(messages) {
  if (!Array.isArray(messages)) {
    return void 0;
  }
  const responses = messages.filter((message) => isPlainRecord(message)).flatMap((message) => {
    if (message.role !== "tool") {
      return [];
    }
    return [
      {
        toolCallId: typeof message.tool_call_id === "string" ? message.tool_call_id : void 0,
        content: sanitiseLogValue(message.content)
      }
    ];
  });
  return responses.length > 0 ? responses : void 0;
}
function extractToolCallResponseTextFromGeminiContents(contents) {
  const responses = extractToolCallResponsePayloadFromGeminiContents(contents);
  return serialiseLogArtifactText(responses);
}
function extractToolCallResponsePayloadFromGeminiContents(contents) {
  if (!Array.isArray(contents)) {
    return void 0;
  }
  const responses = [];
  for (const content of contents) {
    if (!content || typeof content !== "object") {
      continue;
    }
    const parts = content.parts;
    if (!Array.isArray(parts)) {
      continue;
    }
    for (const part of parts) {
      if (!part || typeof part !== "object") {
        continue;
      }
      const functionResponse = part.functionResponse;
      if (functionResponse) {
        responses.push(sanitiseLogValue(functionResponse));
      }
    }
  }
  return responses.length > 0 ? responses : void 0;
}
function toLoggedOpenAiStyleToolCalls(calls) {
  return calls.map((call) => {
    if (call.kind === "custom") {
      return {
        kind: call.kind,
        name: call.name,
        callId: call.callId,
        itemId: call.itemId,
        input: call.input
      };
    }
    const { value, error } = parseOpenAiToolArguments(call.arguments);
    return {
      kind: call.kind,
      name: call.name,
      callId: call.callId,
      itemId: call.itemId,
      arguments: value,
      ...error ? { parseError: error, rawArguments: call.arguments } : {}
    };
  });
}
function toLoggedGeminiToolCalls(calls) {
  return calls.map((call) => ({
    name: call.name ?? "unknown",
    callId: typeof call.id === "string" ? call.id : void 0,
    arguments: sanitiseLogValue(call.args ?? {})
  }));
}
function startLlmCallLoggerFromContents(options) {
  const session = getCurrentAgentLoggingSession();
  if (!session) {
    return void 0;
  }
  const attachments = [];
  let attachmentIndex = 1;
  const sections = [];
  for (const [messageIndex, message] of options.contents.entries()) {
    sections.push(`### message_${(messageIndex + 1).toString()} role=${message.role}`);
    for (const part of message.parts) {
      if (part.type === "text") {
        const channel = part.thought === true ? "thought" : "response";
        sections.push(`[text:${channel}]`);
        sections.push(part.text);
        continue;
      }
      if (part.type === "inlineData") {
        const filename = buildLoggedAttachmentFilename("input", attachmentIndex, part.mimeType);
        attachments.push({
          filename,
          bytes: decodeInlineDataBuffer(part.data)
        });
        attachmentIndex += 1;
        sections.push(
          `[inlineData] file=${filename} mime=${part.mimeType ?? "application/octet-stream"} bytes=${attachments[attachments.length - 1]?.bytes.byteLength ?? 0}`
        );
        continue;
      }
      sections.push(`[${part.type}] file_id=${"file_id" in part ? part.file_id ?? "" : ""}`);
    }
    sections.push("");
  }
  return session.startLlmCall({
    provider: options.provider,
    modelId: options.request.model,
    requestText: sections.join("\n").trim(),
    requestMetadata: {
      model: options.request.model,
      input: options.contents.map((content) => ({
        role: content.role,
        parts: content.parts.map((part) => sanitisePartForLogging(part))
      })),
      ...options.request.instructions ? {
        instructions: options.request.instructions
      } : {},
      ...options.request.tools ? { tools: options.request.tools } : {},
      ...options.request.responseMimeType ? {
        responseMimeType: options.request.responseMimeType
      } : {},
      ...options.request.responseJsonSchema ? {
        responseJsonSchema: sanitiseLogValue(options.request.responseJsonSchema)
      } : {},
      ...options.request.responseModalities ? { responseModalities: options.request.responseModalities } : {},
      ...options.request.imageAspectRatio ? { imageAspectRatio: options.request.imageAspectRatio } : {},
      ...options.request.imageSize ? { imageSize: options.request.imageSize } : {},
      ...options.request.thinkingLevel ? { thinkingLevel: options.request.thinkingLevel } : {},
      ...options.request.mediaResolution ? { mediaResolution: options.request.mediaResolution } : {},
      ...options.request.openAiTextFormat ? { openAiTextFormat: sanitiseLogValue(options.request.openAiTextFormat) } : {},
      ...getCurrentToolCallContext() ? { toolContext: getCurrentToolCallContext() } : {}
    },
    attachments
  });
}
function startLlmCallLoggerFromPayload(options) {
  const session = getCurrentAgentLoggingSession();
  if (!session) {
    return void 0;
  }
  const attachments = [];
  collectPayloadAttachments(options.requestPayload, {
    prefix: "input",
    attachments,
    seen: /* @__PURE__ */ new WeakSet(),
    counter: 1
  });
  const toolCallResponseText = options.provider === "openai" || options.provider === "chatgpt" ? extractToolCallResponseTextFromOpenAiInput(
    options.requestPayload.input
  ) : options.provider === "fireworks" ? extractToolCallResponseTextFromFireworksMessages(
    options.requestPayload.messages
  ) : extractToolCallResponseTextFromGeminiContents(
    options.requestPayload.contents
  );
  const toolCallResponsePayload = options.provider === "openai" || options.provider === "chatgpt" ? extractToolCallResponsePayloadFromOpenAiInput(
    options.requestPayload.input
  ) : options.provider === "fireworks" ? extractToolCallResponsePayloadFromFireworksMessages(
    options.requestPayload.messages
  ) : extractToolCallResponsePayloadFromGeminiContents(
    options.requestPayload.contents
  );
  return session.startLlmCall({
    provider: options.provider,
    modelId: options.modelId,
    requestText: serialiseRequestPayloadForLogging(options.requestPayload),
    requestMetadata: {
      step: options.step,
      ...getCurrentToolCallContext() ? { toolContext: getCurrentToolCallContext() } : {}
    },
    attachments,
    toolCallResponseText,
    toolCallResponsePayload
  });
}
async function runTextCall(params) {
  const { request, queue, abortController } = params;
  const providerInfo = resolveProvider(request.model);
  const provider = providerInfo.provider;
  const modelForProvider = providerInfo.model;
  const contents = resolveTextContents(request);
  if (contents.length === 0) {
    throw new Error("LLM call received an empty prompt.");
  }
  const callLogger = startLlmCallLoggerFromContents({
    provider,
    request,
    contents
  });
  let modelVersion = request.model;
  let blocked = false;
  let grounding;
  let openAi;
  const responseParts = [];
  let responseRole;
  let latestUsage;
  let responseImages = 0;
  let sawResponseDelta = false;
  let sawThoughtDelta = false;
  const pushEvent = (event) => {
    queue.push(event);
    params.onEvent?.(event);
  };
  const pushDelta = (channel, text) => {
    if (!text) {
      return;
    }
    responseParts.push({ type: "text", text, ...channel === "thought" ? { thought: true } : {} });
    if (channel === "thought") {
      sawThoughtDelta = true;
      callLogger?.appendThoughtDelta(text);
    } else {
      sawResponseDelta = true;
      callLogger?.appendResponseDelta(text);
    }
    pushEvent({ type: "delta", channel, text });
  };
  const pushInline = (data, mimeType) => {
    if (!data) {
      return;
    }
    responseParts.push({ type: "inlineData", data, mimeType });
    if (isInlineImageMime(mimeType)) {
      responseImages += 1;
    }
  };
  const resolveAbortSignal = () => {
    if (!request.signal) {
      return abortController.signal;
    }
    if (request.signal.aborted) {
      abortController.abort(request.signal.reason);
    } else {
      request.signal.addEventListener(
        "abort",
        () => abortController.abort(request.signal?.reason),
        { once: true }
      );
    }
    return abortController.signal;
  };
  const signal = resolveAbortSignal();
  const { result } = await collectFileUploadMetrics(async () => {
    try {
      if (provider === "openai") {
        if (isOpenAiImageModelId(request.model)) {
          throw new Error("gpt-image-2 is an image generation model; use generateImages().");
        }
        const openAiInput = await maybePrepareOpenAiPromptInput(
          toOpenAiInput(contents, {
            defaultMediaResolution: request.mediaResolution,
            model: request.model
          }),
          { model: request.model, provider: "openai" }
        );
        const openAiTools = toOpenAiTools(request.tools, { provider: "openai" });
        const reasoningEffort = resolveOpenAiReasoningEffort(
          modelForProvider,
          request.thinkingLevel
        );
        const openAiTextConfig = {
          format: request.openAiTextFormat ?? { type: "text" },
          verbosity: resolveOpenAiVerbosity(modelForProvider)
        };
        const reasoning = {
          effort: toOpenAiReasoningEffort(reasoningEffort),
          summary: "detailed"
        };
        await runOpenAiCall(async (client) => {
          const stream = client.responses.stream(
            {
              model: modelForProvider,
              input: openAiInput,
              ...providerInfo.serviceTier ? { service_tier: providerInfo.serviceTier } : {},
              reasoning,
              text: openAiTextConfig,
              ...openAiTools ? { tools: openAiTools } : {},
              include: ["code_interpreter_call.outputs", "reasoning.encrypted_content"]
            },
            { signal }
          );
          for await (const event of stream) {
            switch (event.type) {
              case "response.output_text.delta": {
                const delta = event.delta ?? "";
                pushDelta("response", typeof delta === "string" ? delta : "");
                break;
              }
              case "response.reasoning_summary_text.delta": {
                const delta = event.delta ?? "";
                pushDelta("thought", typeof delta === "string" ? delta : "");
                break;
              }
              case "response.refusal.delta": {
                blocked = true;
                pushEvent({ type: "blocked" });
                break;
              }
              default:
                break;
            }
          }
          const finalResponse = await stream.finalResponse();
          openAi = extractOpenAiResponseMetadata(finalResponse);
          modelVersion = typeof finalResponse.model === "string" ? finalResponse.model : request.model;
          pushEvent({ type: "model", modelVersion });
          if (finalResponse.error) {
            const message = typeof finalResponse.error.message === "string" ? finalResponse.error.message : "OpenAI response failed";
            throw new Error(message);
          }
          if (finalResponse.status && finalResponse.status !== "completed" && finalResponse.status !== "in_progress") {
            const detail = finalResponse.incomplete_details?.reason;
            throw new Error(
              `OpenAI response status ${finalResponse.status}${detail ? ` (${detail})` : ""}`
            );
          }
          latestUsage = extractOpenAiUsageTokens(finalResponse.usage);
          const needsResponseFallback = !sawResponseDelta;
          const needsThoughtFallback = !sawThoughtDelta;
          const fallback = extractOpenAiResponseParts(finalResponse, {
            imageMimeType: resolveOpenAiImageToolOutputMimeType(request.tools)
          });
          blocked = blocked || fallback.blocked;
          for (const part of fallback.parts) {
            if (part.type === "text") {
              const channel = part.thought === true ? "thought" : "response";
              if (channel === "response" && needsResponseFallback || channel === "thought" && needsThoughtFallback) {
                pushDelta(channel, part.text);
              }
            } else if (part.type === "inlineData") {
              pushInline(part.data, part.mimeType);
            }
          }
        }, modelForProvider);
      } else if (provider === "chatgpt") {
        if (isChatGptImageModelId(request.model)) {
          throw new Error(
            "chatgpt-gpt-image-2 is an image generation model; use generateImages()."
          );
        }
        const chatGptInput = toChatGptInput(contents, {
          defaultMediaResolution: request.mediaResolution,
          model: request.model
        });
        const preparedChatGptInput = await maybePrepareOpenAiPromptInput(chatGptInput.input, {
          model: request.model,
          provider: "chatgpt"
        });
        const reasoningEffort = resolveOpenAiReasoningEffort(request.model, request.thinkingLevel);
        const openAiTools = toOpenAiTools(request.tools, { provider: "chatgpt" });
        const requestPayload = {
          model: modelForProvider,
          store: false,
          stream: true,
          ...providerInfo.serviceTier ? { service_tier: providerInfo.serviceTier } : {},
          instructions: chatGptInput.instructions ?? "You are a helpful assistant.",
          input: preparedChatGptInput,
          include: ["reasoning.encrypted_content"],
          reasoning: {
            effort: toOpenAiReasoningEffort(reasoningEffort),
            summary: "detailed"
          },
          text: {
            format: request.openAiTextFormat ?? { type: "text" },
            verbosity: resolveOpenAiVerbosity(request.model)
          },
          ...openAiTools ? { tools: openAiTools } : {}
        };
        let sawResponseDelta2 = false;
        let sawThoughtDelta2 = false;
        const result2 = await collectChatGptCodexResponseWithRetry({
          request: requestPayload,
          signal,
          onDelta: (delta) => {
            if (delta.thoughtDelta) {
              sawThoughtDelta2 = true;
              pushDelta("thought", delta.thoughtDelta);
            }
            if (delta.textDelta) {
              sawResponseDelta2 = true;
              pushDelta("response", delta.textDelta);
            }
          }
        });
        blocked = blocked || result2.blocked;
        if (blocked) {
          pushEvent({ type: "blocked" });
        }
        if (result2.model) {
          modelVersion = providerInfo.serviceTier || isExperimentalChatGptModelId(request.model) ? request.model : `chatgpt-${result2.model}`;
          pushEvent({ type: "model", modelVersion });
        }
        latestUsage = extractChatGptUsageTokens(result2.usage);
        const fallbackText = typeof result2.text === "string" ? result2.text : "";
        const fallbackThoughts = typeof result2.reasoningSummaryText === "string" && result2.reasoningSummaryText.length > 0 ? result2.reasoningSummaryText : typeof result2.reasoningText === "string" ? result2.reasoningText : "";
        if (!sawThoughtDelta2 && fallbackThoughts.length > 0) {
          pushDelta("thought", fallbackThoughts);
        }
        if (!sawResponseDelta2 && fallbackText.length > 0) {
          pushDelta("response", fallbackText);
        }
      } else if (provider === "fireworks") {
        if (request.tools && request.tools.length > 0) {
          throw new Error(
            "Fireworks provider does not support provider-native tools in generateText; use runToolLoop for function tools."
          );
        }
        const fireworksMessages = toFireworksMessages(contents, {
          responseMimeType: request.responseMimeType,
          responseJsonSchema: request.responseJsonSchema
        });
        await runFireworksCall(async (client) => {
          const responseFormat = request.responseJsonSchema ? {
            type: "json_schema",
            json_schema: {
              name: "llm-response",
              schema: request.responseJsonSchema
            }
          } : request.responseMimeType === "application/json" ? { type: "json_object" } : void 0;
          const response = await client.chat.completions.create(
            {
              model: modelForProvider,
              messages: fireworksMessages,
              ...responseFormat ? { response_format: responseFormat } : {}
            },
            { signal }
          );
          modelVersion = typeof response.model === "string" ? response.model : request.model;
          pushEvent({ type: "model", modelVersion });
          const choice = Array.isArray(response.choices) ? response.choices[0] : void 0;
          if (choice?.finish_reason === "content_filter") {
            blocked = true;
            pushEvent({ type: "blocked" });
          }
          const textOutput = extractFireworksMessageText(
            choice?.message
          );
          if (textOutput.length > 0) {
            pushDelta("response", textOutput);
          }
          latestUsage = extractFireworksUsageTokens(response.usage);
        }, modelForProvider);
      } else {
        const geminiContents = await maybePrepareGeminiPromptContents(
          contents.map(
            (content2) => convertLlmContentToGeminiContent(content2, {
              defaultMediaResolution: request.mediaResolution
            })
          )
        );
        const thinkingConfig = resolveGeminiThinkingConfig(modelForProvider, request.thinkingLevel);
        const mediaResolution = toGeminiMediaResolution(request.mediaResolution);
        const config = {
          maxOutputTokens: 32e3,
          ...thinkingConfig ? { thinkingConfig } : {},
          ...mediaResolution ? { mediaResolution } : {},
          ...request.responseMimeType ? { responseMimeType: request.responseMimeType } : {},
          ...request.responseJsonSchema ? { responseJsonSchema: request.responseJsonSchema } : {},
          ...request.responseModalities ? { responseModalities: Array.from(request.responseModalities) } : {},
          ...request.imageAspectRatio || request.imageSize ? {
            imageConfig: {
              ...request.imageAspectRatio ? { aspectRatio: request.imageAspectRatio } : {},
              ...request.imageSize ? { imageSize: request.imageSize } : {}
            }
          } : {}
        };
        const geminiTools = toGeminiTools(request.tools);
        if (geminiTools) {
          config.tools = geminiTools;
        }
        await runGeminiCall(async (client) => {
          const stream = await client.models.generateContentStream({
            model: modelForProvider,
            contents: geminiContents,
            config
          });
          let latestGrounding;
          for await (const chunk of stream) {
            if (chunk.modelVersion) {
              modelVersion = chunk.modelVersion;
              pushEvent({ type: "model", modelVersion });
            }
            if (chunk.promptFeedback?.blockReason) {
              blocked = true;
              pushEvent({ type: "blocked" });
            }
            latestUsage = mergeTokenUpdates(
              latestUsage,
              extractGeminiUsageTokens(chunk.usageMetadata)
            );
            const candidates = chunk.candidates;
            if (!candidates || candidates.length === 0) {
              continue;
            }
            const primary = candidates[0];
            if (primary && isModerationFinish(primary.finishReason)) {
              blocked = true;
              pushEvent({ type: "blocked" });
            }
            for (const candidate of candidates) {
              const candidateContent = candidate.content;
              if (!candidateContent) {
                continue;
              }
              if (candidate.groundingMetadata) {
                latestGrounding = candidate.groundingMetadata;
              }
              const content2 = convertGeminiContentToLlmContent(candidateContent);
              if (!responseRole) {
                responseRole = content2.role;
              }
              for (const part of content2.parts) {
                if (part.type === "text") {
                  pushDelta(part.thought === true ? "thought" : "response", part.text);
                } else if (part.type === "inlineData") {
                  pushInline(part.data, part.mimeType);
                }
              }
            }
          }
          grounding = latestGrounding;
        }, modelForProvider);
      }
      const mergedParts = mergeConsecutiveTextParts(responseParts);
      const content = mergedParts.length > 0 ? { role: responseRole ?? "assistant", parts: mergedParts } : void 0;
      const { text, thoughts } = extractTextByChannel(content);
      const outputAttachments = collectLoggedAttachmentsFromLlmParts(mergedParts, "output");
      const costUsd = estimateCallCostUsd({
        modelId: modelVersion,
        pricingModelId: request.model,
        tokens: latestUsage,
        responseImages,
        imageSize: request.imageSize
      }) + estimateHostedImageGenerationCostUsd(request.tools, responseImages);
      if (latestUsage) {
        pushEvent({ type: "usage", usage: latestUsage, costUsd, modelVersion });
      }
      callLogger?.complete({
        responseText: text,
        attachments: outputAttachments,
        metadata: {
          provider,
          model: request.model,
          modelVersion,
          blocked,
          costUsd,
          usage: latestUsage,
          grounding: grounding ? sanitiseLogValue(grounding) : void 0,
          openAi: openAi ? sanitiseLogValue(openAi) : void 0,
          responseChars: text.length,
          thoughtChars: thoughts.length,
          responseImages,
          uploads: getCurrentFileUploadMetrics()
        }
      });
      return {
        provider,
        model: request.model,
        modelVersion,
        content,
        text,
        thoughts,
        blocked,
        usage: latestUsage,
        costUsd,
        grounding,
        openAi
      };
    } catch (error) {
      const partialParts = mergeConsecutiveTextParts(responseParts);
      const partialContent = partialParts.length > 0 ? { role: responseRole ?? "assistant", parts: partialParts } : void 0;
      const { text: partialText } = extractTextByChannel(partialContent);
      callLogger?.fail(error, {
        responseText: partialText,
        attachments: collectLoggedAttachmentsFromLlmParts(partialParts, "output"),
        metadata: {
          provider,
          model: request.model,
          modelVersion,
          blocked,
          usage: latestUsage,
          partialResponseParts: responseParts.length,
          responseImages,
          uploads: getCurrentFileUploadMetrics()
        }
      });
      throw error;
    }
  });
  return result;
}
function startTextStream(request, operation) {
  const queue = createAsyncQueue();
  const abortController = new AbortController();
  const provider = resolveProvider(request.model).provider;
  const telemetry = createLlmTelemetryEmitter({
    telemetry: request.telemetry,
    operation,
    provider,
    model: request.model
  });
  const startedAtMs = Date.now();
  telemetry.emit({
    type: "llm.call.started",
    inputMode: typeof request.input === "string" ? "string" : "messages",
    toolCount: request.tools?.length ?? 0,
    responseModalities: request.responseModalities
  });
  const result = (async () => {
    let uploadMetrics = emptyFileUploadMetrics();
    try {
      let output;
      await collectFileUploadMetrics(async () => {
        try {
          output = await runTextCall({
            request,
            queue,
            abortController,
            onEvent: telemetry.includeStreamEvents ? (event) => {
              telemetry.emit({ type: "llm.call.stream", event });
            } : void 0
          });
        } finally {
          uploadMetrics = getCurrentFileUploadMetrics();
        }
      });
      if (!output) {
        throw new Error("LLM text call returned no result.");
      }
      telemetry.emit({
        type: "llm.call.completed",
        success: true,
        durationMs: Math.max(0, Date.now() - startedAtMs),
        modelVersion: output.modelVersion,
        blocked: output.blocked,
        usage: output.usage,
        costUsd: output.costUsd,
        outputTextChars: output.text.length,
        thoughtChars: output.thoughts.length,
        responseImages: countInlineImagesInContent(output.content),
        uploadCount: uploadMetrics.count,
        uploadBytes: uploadMetrics.totalBytes,
        uploadLatencyMs: uploadMetrics.totalLatencyMs
      });
      queue.close();
      return output;
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      telemetry.emit({
        type: "llm.call.completed",
        success: false,
        durationMs: Math.max(0, Date.now() - startedAtMs),
        uploadCount: uploadMetrics.count,
        uploadBytes: uploadMetrics.totalBytes,
        uploadLatencyMs: uploadMetrics.totalLatencyMs,
        error: err.message
      });
      queue.fail(err);
      throw err;
    } finally {
      await telemetry.flush();
    }
  })();
  return {
    events: queue.iterable,
    result,
    abort: () => abortController.abort()
  };
}
function streamText(request) {
  return startTextStream(request, "streamText");
}
async function generateText(request) {
  const call = startTextStream(request, "generateText");
  void call.result.catch(() => void 0);
  for await (const _event of call.events) {
  }
  return await call.result;
}
function buildJsonSchemaConfig(request) {
  const schemaName = (request.openAiSchemaName ?? "llm-response").trim() || "llm-response";
  const providerInfo = resolveProvider(request.model);
  const isOpenAiVariant = providerInfo.provider === "openai" || providerInfo.provider === "chatgpt";
  const isGeminiVariant = providerInfo.provider === "gemini";
  const baseJsonSchema = (0, import_zod_to_json_schema.zodToJsonSchema)(request.schema, {
    name: schemaName,
    target: isOpenAiVariant ? "openAi" : "jsonSchema7"
  });
  const responseJsonSchema = isOpenAiVariant ? resolveOpenAiSchemaRoot(baseJsonSchema) : isGeminiVariant ? addGeminiPropertyOrdering(resolveOpenAiSchemaRoot(baseJsonSchema)) : resolveOpenAiSchemaRoot(baseJsonSchema);
  if (isOpenAiVariant && !isJsonSchemaObject(responseJsonSchema)) {
    throw new Error("OpenAI structured outputs require a JSON object schema at the root.");
  }
  const openAiTextFormat = isOpenAiVariant ? {
    type: "json_schema",
    name: schemaName,
    strict: true,
    schema: normalizeOpenAiSchema(responseJsonSchema)
  } : void 0;
  return { providerInfo, responseJsonSchema, openAiTextFormat };
}
function startJsonStream(request, operation) {
  const queue = createAsyncQueue();
  const abortController = new AbortController();
  const provider = resolveProvider(request.model).provider;
  const telemetry = createLlmTelemetryEmitter({
    telemetry: request.telemetry,
    operation,
    provider,
    model: request.model
  });
  const startedAtMs = Date.now();
  const maxAttempts = Math.max(1, Math.floor(request.maxAttempts ?? 2));
  const streamMode = request.streamMode ?? "partial";
  telemetry.emit({
    type: "llm.call.started",
    inputMode: typeof request.input === "string" ? "string" : "messages",
    toolCount: request.tools?.length ?? 0,
    maxAttempts,
    streamMode
  });
  const resolveAbortSignal = () => {
    if (!request.signal) {
      return abortController.signal;
    }
    if (request.signal.aborted) {
      abortController.abort(request.signal.reason);
    } else {
      request.signal.addEventListener(
        "abort",
        () => abortController.abort(request.signal?.reason),
        {
          once: true
        }
      );
    }
    return abortController.signal;
  };
  const result = (async () => {
    let uploadMetrics = emptyFileUploadMetrics();
    let attemptsUsed = 0;
    try {
      let output;
      await collectFileUploadMetrics(async () => {
        try {
          const signal = resolveAbortSignal();
          const { providerInfo, responseJsonSchema, openAiTextFormat } = buildJsonSchemaConfig(request);
          const failures = [];
          let openAiTextFormatForAttempt = openAiTextFormat;
          for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
            attemptsUsed = attempt;
            let rawText = "";
            let lastPartial = "";
            try {
              const call = streamText({
                model: request.model,
                input: request.input,
                instructions: request.instructions,
                tools: request.tools,
                responseMimeType: request.responseMimeType ?? "application/json",
                responseJsonSchema,
                thinkingLevel: request.thinkingLevel,
                ...openAiTextFormatForAttempt ? { openAiTextFormat: openAiTextFormatForAttempt } : {},
                telemetry: false,
                signal
              });
              try {
                for await (const event of call.events) {
                  queue.push(event);
                  if (telemetry.includeStreamEvents) {
                    telemetry.emit({ type: "llm.call.stream", event });
                  }
                  if (event.type === "delta" && event.channel === "response") {
                    rawText += event.text;
                    if (streamMode === "partial") {
                      const partial = parsePartialJsonFromLlmText(rawText);
                      if (partial !== null) {
                        const serialized = JSON.stringify(partial);
                        if (serialized !== lastPartial) {
                          lastPartial = serialized;
                          queue.push({
                            type: "json",
                            stage: "partial",
                            value: partial
                          });
                        }
                      }
                    }
                  }
                }
              } catch (streamError) {
                await call.result.catch(() => void 0);
                throw streamError;
              }
              const result2 = await call.result;
              rawText = rawText || result2.text;
              const cleanedText = normalizeJsonText(rawText);
              const repairedText = escapeNewlinesInStrings(cleanedText);
              const payload = JSON.parse(repairedText);
              const normalized = typeof request.normalizeJson === "function" ? request.normalizeJson(payload) : payload;
              const parsed = request.schema.parse(normalized);
              queue.push({ type: "json", stage: "final", value: parsed });
              output = { value: parsed, rawText, result: result2 };
              return;
            } catch (error) {
              const handled = error instanceof Error ? error : new Error(String(error));
              failures.push({ attempt, rawText, error: handled });
              if (providerInfo.provider === "chatgpt" && openAiTextFormatForAttempt) {
                openAiTextFormatForAttempt = void 0;
              }
              if (attempt >= maxAttempts) {
                throw new LlmJsonCallError(
                  `LLM JSON call failed after ${attempt} attempt(s)`,
                  failures
                );
              }
            }
          }
          throw new LlmJsonCallError("LLM JSON call failed", failures);
        } finally {
          uploadMetrics = getCurrentFileUploadMetrics();
        }
      });
      if (!output) {
        throw new Error("LLM JSON call returned no result.");
      }
      telemetry.emit({
        type: "llm.call.completed",
        success: true,
        durationMs: Math.max(0, Date.now() - startedAtMs),
        modelVersion: output.result.modelVersion,
        blocked: output.result.blocked,
        usage: output.result.usage,
        costUsd: output.result.costUsd,
        rawTextChars: output.rawText.length,
        attempts: attemptsUsed,
        uploadCount: uploadMetrics.count,
        uploadBytes: uploadMetrics.totalBytes,
        uploadLatencyMs: uploadMetrics.totalLatencyMs
      });
      queue.close();
      return output;
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      telemetry.emit({
        type: "llm.call.completed",
        success: false,
        durationMs: Math.max(0, Date.now() - startedAtMs),
        attempts: attemptsUsed > 0 ? attemptsUsed : void 0,
        uploadCount: uploadMetrics.count,
        uploadBytes: uploadMetrics.totalBytes,
        uploadLatencyMs: uploadMetrics.totalLatencyMs,
        error: err.message
      });
      queue.fail(err);
      throw err;
    } finally {
      await telemetry.flush();
    }
  })();
  return {
    events: queue.iterable,
    result,
    abort: () => abortController.abort()
  };
}
function streamJson(request) {
  return startJsonStream(request, "streamJson");
}
async function generateJson(request) {
  const call = startJsonStream(
    {
      ...request,
      streamMode: "final"
    },
    "generateJson"
  );
  try {
    for await (const event of call.events) {
      if (event.type !== "json") {
        request.onEvent?.(event);
      }
    }
  } catch (streamError) {
    await call.result.catch(() => void 0);
    throw streamError;
  }
  return await call.result;
}
var DEFAULT_TOOL_LOOP_MAX_STEPS = 64;
function resolveToolLoopContents(input) {
  return resolveTextContents(input);
}
var toolLoopSteeringInternals = getRuntimeSingleton(
  /* @__PURE__ */ Symbol.for("@ljoukov/llm.toolLoopSteeringInternals"),
  () => /* @__PURE__ */ new WeakMap()
);
function createToolLoopSteeringChannel() {
  const pending = [];
  let closed = false;
  const channel = {
    append: (input) => {
      if (closed) {
        return { accepted: false, queuedCount: pending.length };
      }
      const normalized = normalizeToolLoopSteeringInput(input);
      if (normalized.length === 0) {
        return { accepted: false, queuedCount: pending.length };
      }
      pending.push(...normalized);
      return { accepted: true, queuedCount: pending.length };
    },
    steer: (input) => channel.append(input),
    pendingCount: () => pending.length,
    close: () => {
      if (closed) {
        return;
      }
      closed = true;
      pending.length = 0;
    }
  };
  const internalState = {
    drainPendingContents: () => {
      if (pending.length === 0) {
        return [];
      }
      return pending.splice(0, pending.length);
    },
    close: channel.close
  };
  toolLoopSteeringInternals.set(channel, internalState);
  return channel;
}
function resolveToolLoopSteeringInternal(steering) {
  if (!steering) {
    return void 0;
  }
  const internal = toolLoopSteeringInternals.get(steering);
  if (!internal) {
    throw new Error(
      "Invalid tool loop steering channel. Use createToolLoopSteeringChannel() to construct one."
    );
  }
  return internal;
}
function normalizeToolLoopSteeringInput(input) {
  const messages = typeof input === "string" ? [{ role: "user", content: input }] : Array.isArray(input) ? input : [input];
  const normalized = [];
  for (const message of messages) {
    const role = message.role ?? "user";
    if (role !== "user") {
      throw new Error("Tool loop steering only accepts role='user' messages.");
    }
    if (typeof message.content === "string") {
      if (message.content.length === 0) {
        continue;
      }
      normalized.push({
        role: "user",
        parts: [{ type: "text", text: message.content }]
      });
      continue;
    }
    if (!Array.isArray(message.content) || message.content.length === 0) {
      continue;
    }
    const parts = [];
    for (const part of message.content) {
      if (part.type === "text") {
        parts.push({ type: "text", text: part.text });
      } else {
        parts.push({
          type: "inlineData",
          data: part.data,
          mimeType: part.mimeType,
          filename: part.filename
        });
      }
    }
    if (parts.length > 0) {
      normalized.push({ role: "user", parts });
    }
  }
  return normalized;
}
function toChatGptAssistantMessage(text) {
  if (!text) {
    return void 0;
  }
  return {
    type: "message",
    role: "assistant",
    status: "completed",
    content: [{ type: "output_text", text }]
  };
}
function isCustomTool(toolDef) {
  return toolDef.type === "custom";
}
function buildOpenAiToolsFromToolSet(tools) {
  const toolEntries = Object.entries(tools);
  return toolEntries.map(([name, toolDef]) => {
    if (isCustomTool(toolDef)) {
      return {
        type: "custom",
        name,
        description: toolDef.description ?? void 0,
        ...toolDef.format ? { format: toolDef.format } : {}
      };
    }
    return {
      type: "function",
      name,
      description: toolDef.description ?? void 0,
      parameters: buildOpenAiToolSchema(toolDef.inputSchema, name),
      strict: true
    };
  });
}
function buildFireworksToolsFromToolSet(tools) {
  const toolEntries = Object.entries(tools);
  return toolEntries.map(([name, toolDef]) => {
    if (isCustomTool(toolDef)) {
      throw new Error(
        `Fireworks provider does not support custom/freeform tools (${name}). Use JSON function tools instead.`
      );
    }
    return {
      type: "function",
      function: {
        name,
        description: toolDef.description ?? void 0,
        parameters: buildOpenAiToolSchema(toolDef.inputSchema, name)
      }
    };
  });
}
function buildOpenAiToolSchema(schema, name) {
  const rawSchema = (0, import_zod_to_json_schema.zodToJsonSchema)(schema, { name, target: "openAi" });
  const normalized = normalizeOpenAiSchema(resolveOpenAiSchemaRoot(rawSchema));
  if (!isJsonSchemaObject(normalized)) {
    throw new Error(`OpenAI tool schema for ${name} must be a JSON object at the root.`);
  }
  return normalized;
}
function buildGeminiFunctionDeclarations(tools) {
  const toolEntries = Object.entries(tools);
  const functionDeclarations = toolEntries.map(([name, toolDef]) => {
    if (isCustomTool(toolDef)) {
      throw new Error(
        `Gemini provider does not support custom/freeform tools (${name}). Use JSON function tools instead.`
      );
    }
    return {
      name,
      description: toolDef.description ?? "",
      parametersJsonSchema: buildGeminiToolSchema(toolDef.inputSchema, name)
    };
  });
  return [{ functionDeclarations }];
}
function buildGeminiToolSchema(schema, name) {
  const jsonSchema = toGeminiJsonSchema(schema, { name });
  if (!isJsonSchemaObject(jsonSchema)) {
    throw new Error(`Gemini tool schema for ${name} must be a JSON object at the root.`);
  }
  return jsonSchema;
}
function extractOpenAiReasoningSummary(response) {
  if (!response || typeof response !== "object") {
    return "";
  }
  const output = response.output;
  if (!Array.isArray(output)) {
    return "";
  }
  let summary = "";
  for (const item of output) {
    if (!item || typeof item !== "object") {
      continue;
    }
    if (item.type !== "reasoning") {
      continue;
    }
    const content = item.content;
    if (!Array.isArray(content)) {
      continue;
    }
    for (const entry of content) {
      if (!entry || typeof entry !== "object") {
        continue;
      }
      const entryType = entry.type;
      if (entryType === "reasoning_summary_text") {
        const text = entry.text;
        if (typeof text === "string") {
          summary += text;
        }
      }
    }
  }
  return summary;
}
async function runToolLoop(request) {
  const toolEntries = Object.entries(request.tools);
  if (toolEntries.length === 0 && (!request.modelTools || request.modelTools.length === 0)) {
    throw new Error("Tool loop requires at least one runtime or provider-native tool definition.");
  }
  const contents = resolveToolLoopContents(request);
  if (contents.length === 0) {
    throw new Error("Tool loop prompt must not be empty.");
  }
  const maxSteps = Math.max(1, Math.floor(request.maxSteps ?? DEFAULT_TOOL_LOOP_MAX_STEPS));
  const providerInfo = resolveProvider(request.model);
  const steeringInternal = resolveToolLoopSteeringInternal(request.steering);
  const steps = [];
  let totalCostUsd = 0;
  let finalText = "";
  let finalThoughts = "";
  try {
    if (providerInfo.provider === "openai") {
      const openAiAgentTools = buildOpenAiToolsFromToolSet(request.tools);
      const openAiNativeTools = toOpenAiTools(request.modelTools, { provider: "openai" });
      const openAiTools = openAiNativeTools ? [...openAiNativeTools, ...openAiAgentTools] : [...openAiAgentTools];
      const reasoningEffort = resolveOpenAiReasoningEffort(
        providerInfo.model,
        request.thinkingLevel
      );
      const textConfig = {
        format: { type: "text" },
        verbosity: resolveOpenAiVerbosity(providerInfo.model)
      };
      const reasoning = {
        effort: toOpenAiReasoningEffort(reasoningEffort),
        summary: "detailed"
      };
      let previousResponseId;
      let input = toOpenAiInput(contents, {
        defaultMediaResolution: request.mediaResolution,
        model: request.model
      });
      for (let stepIndex = 0; stepIndex < maxSteps; stepIndex += 1) {
        const turn = stepIndex + 1;
        const stepStartedAtMs = Date.now();
        let firstModelEventAtMs;
        let schedulerMetrics;
        const abortController = new AbortController();
        if (request.signal) {
          if (request.signal.aborted) {
            abortController.abort(request.signal.reason);
          } else {
            request.signal.addEventListener(
              "abort",
              () => abortController.abort(request.signal?.reason),
              { once: true }
            );
          }
        }
        const onEvent = request.onEvent;
        let modelVersion = request.model;
        let usageTokens;
        let thoughtDeltaEmitted = false;
        let blocked = false;
        let responseText = "";
        let reasoningSummary = "";
        let responseContent;
        let stepToolCallText;
        let stepToolCallPayload;
        const preparedInput = await maybePrepareOpenAiPromptInput(input, {
          model: request.model,
          provider: "openai"
        });
        const stepRequestPayload = {
          model: providerInfo.model,
          input: preparedInput,
          ...providerInfo.serviceTier ? { service_tier: providerInfo.serviceTier } : {},
          ...previousResponseId ? { previous_response_id: previousResponseId } : {},
          ...openAiTools.length > 0 ? { tools: openAiTools } : {},
          ...openAiTools.length > 0 ? { parallel_tool_calls: true } : {},
          reasoning,
          text: textConfig,
          include: ["reasoning.encrypted_content"]
        };
        const stepCallLogger = startLlmCallLoggerFromPayload({
          provider: "openai",
          modelId: request.model,
          requestPayload: stepRequestPayload,
          step: turn
        });
        const emitEvent = (ev) => {
          onEvent?.(ev);
        };
        const markFirstModelEvent = () => {
          if (firstModelEventAtMs === void 0) {
            firstModelEventAtMs = Date.now();
          }
        };
        try {
          const finalResponse = await runOpenAiCall(
            async (client) => {
              const stream = client.responses.stream(
                {
                  model: providerInfo.model,
                  input: preparedInput,
                  ...providerInfo.serviceTier ? { service_tier: providerInfo.serviceTier } : {},
                  ...previousResponseId ? { previous_response_id: previousResponseId } : {},
                  ...openAiTools.length > 0 ? { tools: openAiTools } : {},
                  ...openAiTools.length > 0 ? { parallel_tool_calls: true } : {},
                  reasoning,
                  text: textConfig,
                  include: ["reasoning.encrypted_content"]
                },
                { signal: abortController.signal }
              );
              for await (const event of stream) {
                markFirstModelEvent();
                switch (event.type) {
                  case "response.output_text.delta": {
                    const text = typeof event.delta === "string" ? event.delta : "";
                    if (text.length > 0) {
                      stepCallLogger?.appendResponseDelta(text);
                    }
                    emitEvent({
                      type: "delta",
                      channel: "response",
                      text
                    });
                    break;
                  }
                  case "response.reasoning_summary_text.delta": {
                    thoughtDeltaEmitted = true;
                    const text = typeof event.delta === "string" ? event.delta : "";
                    if (text.length > 0) {
                      stepCallLogger?.appendThoughtDelta(text);
                    }
                    emitEvent({
                      type: "delta",
                      channel: "thought",
                      text
                    });
                    break;
                  }
                  case "response.refusal.delta":
                    blocked = true;
                    emitEvent({ type: "blocked" });
                    break;
                  default:
                    break;
                }
              }
              return await stream.finalResponse();
            },
            providerInfo.model,
            {
              onSettled: (metrics) => {
                schedulerMetrics = metrics;
              }
            }
          );
          modelVersion = typeof finalResponse.model === "string" ? finalResponse.model : request.model;
          emitEvent({ type: "model", modelVersion });
          if (finalResponse.error) {
            const message = typeof finalResponse.error.message === "string" ? finalResponse.error.message : "OpenAI response failed";
            throw new Error(message);
          }
          usageTokens = extractOpenAiUsageTokens(finalResponse.usage);
          const extractedResponse = extractOpenAiResponseParts(finalResponse, {
            imageMimeType: resolveOpenAiImageToolOutputMimeType(request.modelTools)
          });
          const responseContentParts = extractedResponse.parts.filter(
            (part) => part.type !== "text" || part.thought !== true
          );
          responseContent = responseContentParts.length > 0 ? { role: "assistant", parts: responseContentParts } : void 0;
          responseText = responseContentParts.filter((p) => p.type === "text").map((p) => p.text).join("").trim();
          reasoningSummary = extractOpenAiReasoningSummary(finalResponse).trim();
          if (!thoughtDeltaEmitted && reasoningSummary.length > 0) {
            stepCallLogger?.appendThoughtDelta(reasoningSummary);
            emitEvent({ type: "delta", channel: "thought", text: reasoningSummary });
          }
          const modelCompletedAtMs = Date.now();
          const generatedImageCount = responseContentParts.filter(
            (part) => part.type === "inlineData" && isInlineImageMime(part.mimeType)
          ).length;
          const stepCostUsd = estimateCallCostUsd({
            modelId: modelVersion,
            pricingModelId: request.model,
            tokens: usageTokens,
            responseImages: 0
          }) + estimateHostedImageGenerationCostUsd(request.modelTools, generatedImageCount);
          totalCostUsd += stepCostUsd;
          if (usageTokens) {
            emitEvent({ type: "usage", usage: usageTokens, costUsd: stepCostUsd, modelVersion });
          }
          const responseToolCalls = extractOpenAiToolCalls(finalResponse.output);
          stepToolCallPayload = toLoggedOpenAiStyleToolCalls(
            responseToolCalls.map(
              (call) => call.kind === "custom" ? {
                kind: call.kind,
                name: call.name,
                input: call.input,
                callId: call.call_id,
                itemId: call.id
              } : {
                kind: call.kind,
                name: call.name,
                arguments: call.arguments,
                callId: call.call_id,
                itemId: call.id
              }
            )
          );
          stepToolCallText = serialiseLogArtifactText(stepToolCallPayload);
          const stepToolCalls = [];
          if (responseToolCalls.length === 0) {
            const steeringInput2 = steeringInternal?.drainPendingContents() ?? [];
            const steeringItems2 = steeringInput2.length > 0 ? toOpenAiInput(steeringInput2, {
              defaultMediaResolution: request.mediaResolution,
              model: request.model
            }) : [];
            finalText = responseText;
            finalThoughts = reasoningSummary;
            const stepCompletedAtMs2 = Date.now();
            const timing2 = buildStepTiming({
              stepStartedAtMs,
              stepCompletedAtMs: stepCompletedAtMs2,
              modelCompletedAtMs,
              firstModelEventAtMs,
              schedulerMetrics,
              toolExecutionMs: 0,
              waitToolMs: 0
            });
            steps.push({
              step: steps.length + 1,
              modelVersion,
              text: responseText || void 0,
              thoughts: reasoningSummary || void 0,
              ...responseContent ? { content: responseContent } : {},
              toolCalls: [],
              usage: usageTokens,
              costUsd: stepCostUsd,
              timing: timing2
            });
            stepCallLogger?.complete({
              responseText,
              metadata: {
                provider: "openai",
                model: request.model,
                modelVersion,
                step: turn,
                usage: usageTokens,
                costUsd: stepCostUsd,
                blocked,
                responseChars: responseText.length,
                thoughtChars: reasoningSummary.length,
                toolCalls: 0,
                finalStep: steeringItems2.length === 0
              }
            });
            if (steeringItems2.length === 0) {
              return {
                text: finalText,
                thoughts: finalThoughts,
                ...responseContent ? { content: responseContent } : {},
                steps,
                totalCostUsd
              };
            }
            previousResponseId = finalResponse.id;
            input = steeringItems2;
            continue;
          }
          const callInputs = responseToolCalls.map((call, index) => {
            const toolIndex = index + 1;
            const toolId = buildToolLogId(turn, toolIndex);
            const toolName = call.name;
            if (call.kind === "custom") {
              return {
                call,
                toolName,
                value: call.input,
                parseError: void 0,
                toolId,
                turn,
                toolIndex
              };
            }
            const { value, error: parseError } = parseOpenAiToolArguments(call.arguments);
            return { call, toolName, value, parseError, toolId, turn, toolIndex };
          });
          for (const entry of callInputs) {
            emitEvent({
              type: "tool_call",
              phase: "started",
              turn: entry.turn,
              toolIndex: entry.toolIndex,
              toolName: entry.toolName,
              toolId: entry.toolId,
              callKind: entry.call.kind,
              callId: entry.call.call_id,
              input: entry.value
            });
          }
          const callResults = await maybeSpillCombinedToolCallOutputs(
            await Promise.all(
              callInputs.map(async (entry) => {
                return await toolCallContextStorage.run(
                  {
                    toolName: entry.toolName,
                    toolId: entry.toolId,
                    turn: entry.turn,
                    toolIndex: entry.toolIndex
                  },
                  async () => {
                    const { result, outputPayload } = await executeToolCall({
                      callKind: entry.call.kind,
                      toolName: entry.toolName,
                      tool: request.tools[entry.toolName],
                      rawInput: entry.value,
                      parseError: entry.parseError,
                      provider: providerInfo.provider
                    });
                    return { entry, result, outputPayload };
                  }
                );
              })
            ),
            { provider: providerInfo.provider }
          );
          const toolOutputs = [];
          let toolExecutionMs = 0;
          let waitToolMs = 0;
          for (const { entry, result, outputPayload } of callResults) {
            stepToolCalls.push({ ...result, callId: entry.call.call_id });
            const callDurationMs = toToolResultDuration(result);
            toolExecutionMs += callDurationMs;
            if (entry.toolName.toLowerCase() === SUBAGENT_WAIT_TOOL_NAME) {
              waitToolMs += callDurationMs;
            }
            emitEvent({
              type: "tool_call",
              phase: "completed",
              turn: entry.turn,
              toolIndex: entry.toolIndex,
              toolName: entry.toolName,
              toolId: entry.toolId,
              callKind: entry.call.kind,
              callId: entry.call.call_id,
              input: entry.value,
              output: result.output,
              error: result.error,
              durationMs: result.durationMs
            });
            if (entry.call.kind === "custom") {
              toolOutputs.push({
                type: "custom_tool_call_output",
                call_id: entry.call.call_id,
                output: toOpenAiToolOutput(outputPayload, {
                  defaultMediaResolution: request.mediaResolution,
                  model: request.model
                })
              });
            } else {
              toolOutputs.push({
                type: "function_call_output",
                call_id: entry.call.call_id,
                output: toOpenAiToolOutput(outputPayload, {
                  defaultMediaResolution: request.mediaResolution,
                  model: request.model
                })
              });
            }
          }
          const stepCompletedAtMs = Date.now();
          const timing = buildStepTiming({
            stepStartedAtMs,
            stepCompletedAtMs,
            modelCompletedAtMs,
            firstModelEventAtMs,
            schedulerMetrics,
            toolExecutionMs,
            waitToolMs
          });
          steps.push({
            step: steps.length + 1,
            modelVersion,
            text: responseText || void 0,
            thoughts: reasoningSummary || void 0,
            ...responseContent ? { content: responseContent } : {},
            toolCalls: stepToolCalls,
            usage: usageTokens,
            costUsd: stepCostUsd,
            timing
          });
          const terminalToolCall = findTerminalToolCall(request.tools, stepToolCalls);
          const steeringInput = steeringInternal?.drainPendingContents() ?? [];
          const steeringItems = steeringInput.length > 0 ? toOpenAiInput(steeringInput, {
            defaultMediaResolution: request.mediaResolution,
            model: request.model
          }) : [];
          stepCallLogger?.complete({
            responseText,
            toolCallText: stepToolCallText,
            toolCallPayload: stepToolCallPayload,
            metadata: {
              provider: "openai",
              model: request.model,
              modelVersion,
              step: turn,
              usage: usageTokens,
              costUsd: stepCostUsd,
              blocked,
              responseChars: responseText.length,
              thoughtChars: reasoningSummary.length,
              toolCalls: stepToolCalls.length,
              finalStep: terminalToolCall !== null
            }
          });
          if (terminalToolCall) {
            finalText = terminalToolCallText(terminalToolCall) || responseText;
            finalThoughts = reasoningSummary;
            return { text: finalText, thoughts: finalThoughts, steps, totalCostUsd };
          }
          previousResponseId = finalResponse.id;
          input = steeringItems.length > 0 ? toolOutputs.concat(steeringItems) : toolOutputs;
        } catch (error) {
          stepCallLogger?.fail(error, {
            responseText,
            toolCallText: stepToolCallText,
            toolCallPayload: stepToolCallPayload,
            metadata: {
              provider: "openai",
              model: request.model,
              modelVersion,
              step: turn,
              usage: usageTokens,
              blocked
            }
          });
          throw error;
        }
      }
      throw new Error(`Tool loop exceeded max steps (${maxSteps}) without final response.`);
    }
    if (providerInfo.provider === "chatgpt") {
      const openAiAgentTools = buildOpenAiToolsFromToolSet(request.tools);
      const openAiNativeTools = toOpenAiTools(request.modelTools, { provider: "chatgpt" });
      const openAiTools = openAiNativeTools ? [...openAiNativeTools, ...openAiAgentTools] : [...openAiAgentTools];
      const reasoningEffort = resolveOpenAiReasoningEffort(request.model, request.thinkingLevel);
      const toolLoopInput = toChatGptInput(contents, {
        defaultMediaResolution: request.mediaResolution,
        model: request.model
      });
      const conversationId = `tool-loop-${(0, import_node_crypto2.randomBytes)(8).toString("hex")}`;
      const promptCacheKey = conversationId;
      let input = [...toolLoopInput.input];
      for (let stepIndex = 0; stepIndex < maxSteps; stepIndex += 1) {
        const turn = stepIndex + 1;
        const stepStartedAtMs = Date.now();
        let firstModelEventAtMs;
        let thoughtDeltaEmitted = false;
        let sawResponseDelta = false;
        let modelVersion = request.model;
        let usageTokens;
        let responseText = "";
        let reasoningSummaryText = "";
        let stepToolCallText;
        let stepToolCallPayload;
        const preparedInput = await maybePrepareOpenAiPromptInput(input, {
          model: request.model,
          provider: "chatgpt"
        });
        const markFirstModelEvent = () => {
          if (firstModelEventAtMs === void 0) {
            firstModelEventAtMs = Date.now();
          }
        };
        const stepRequestPayload = {
          model: providerInfo.model,
          store: false,
          stream: true,
          ...providerInfo.serviceTier ? { service_tier: providerInfo.serviceTier } : {},
          instructions: toolLoopInput.instructions ?? "You are a helpful assistant.",
          input: preparedInput,
          prompt_cache_key: promptCacheKey,
          include: ["reasoning.encrypted_content"],
          tools: openAiTools,
          tool_choice: "auto",
          parallel_tool_calls: true,
          reasoning: {
            effort: toOpenAiReasoningEffort(reasoningEffort),
            summary: "detailed"
          },
          text: { verbosity: resolveOpenAiVerbosity(request.model) }
        };
        const stepCallLogger = startLlmCallLoggerFromPayload({
          provider: "chatgpt",
          modelId: request.model,
          requestPayload: stepRequestPayload,
          step: turn
        });
        try {
          const response = await collectChatGptCodexResponseWithRetry({
            sessionId: conversationId,
            request: stepRequestPayload,
            signal: request.signal,
            onDelta: (delta) => {
              if (delta.thoughtDelta) {
                markFirstModelEvent();
                thoughtDeltaEmitted = true;
                stepCallLogger?.appendThoughtDelta(delta.thoughtDelta);
                request.onEvent?.({ type: "delta", channel: "thought", text: delta.thoughtDelta });
              }
              if (delta.textDelta) {
                markFirstModelEvent();
                sawResponseDelta = true;
                stepCallLogger?.appendResponseDelta(delta.textDelta);
                request.onEvent?.({ type: "delta", channel: "response", text: delta.textDelta });
              }
            }
          });
          const modelCompletedAtMs = Date.now();
          modelVersion = response.model && !providerInfo.serviceTier && !isExperimentalChatGptModelId(request.model) ? `chatgpt-${response.model}` : request.model;
          usageTokens = extractChatGptUsageTokens(response.usage);
          const stepCostUsd = estimateCallCostUsd({
            modelId: modelVersion,
            pricingModelId: request.model,
            tokens: usageTokens,
            responseImages: 0
          });
          totalCostUsd += stepCostUsd;
          responseText = (response.text ?? "").trim();
          reasoningSummaryText = (response.reasoningSummaryText ?? "").trim();
          if (!thoughtDeltaEmitted && reasoningSummaryText.length > 0) {
            stepCallLogger?.appendThoughtDelta(reasoningSummaryText);
            request.onEvent?.({ type: "delta", channel: "thought", text: reasoningSummaryText });
          }
          if (!sawResponseDelta && responseText.length > 0) {
            stepCallLogger?.appendResponseDelta(responseText);
          }
          const responseToolCalls = response.toolCalls ?? [];
          stepToolCallPayload = toLoggedOpenAiStyleToolCalls(
            responseToolCalls.map(
              (call) => call.kind === "custom" ? {
                kind: call.kind,
                name: call.name,
                input: call.input,
                callId: call.callId,
                itemId: call.id
              } : {
                kind: call.kind,
                name: call.name,
                arguments: call.arguments,
                callId: call.callId,
                itemId: call.id
              }
            )
          );
          stepToolCallText = serialiseLogArtifactText(stepToolCallPayload);
          if (responseToolCalls.length === 0) {
            const steeringInput2 = steeringInternal?.drainPendingContents() ?? [];
            const steeringItems2 = steeringInput2.length > 0 ? toChatGptInput(steeringInput2, {
              defaultMediaResolution: request.mediaResolution,
              model: request.model
            }).input : [];
            finalText = responseText;
            finalThoughts = reasoningSummaryText;
            const stepCompletedAtMs2 = Date.now();
            const timing2 = buildStepTiming({
              stepStartedAtMs,
              stepCompletedAtMs: stepCompletedAtMs2,
              modelCompletedAtMs,
              firstModelEventAtMs,
              toolExecutionMs: 0,
              waitToolMs: 0
            });
            steps.push({
              step: steps.length + 1,
              modelVersion,
              text: responseText || void 0,
              thoughts: reasoningSummaryText || void 0,
              toolCalls: [],
              usage: usageTokens,
              costUsd: stepCostUsd,
              timing: timing2
            });
            stepCallLogger?.complete({
              responseText,
              metadata: {
                provider: "chatgpt",
                model: request.model,
                modelVersion,
                step: turn,
                usage: usageTokens,
                costUsd: stepCostUsd,
                responseChars: responseText.length,
                thoughtChars: reasoningSummaryText.length,
                toolCalls: 0,
                finalStep: steeringItems2.length === 0
              }
            });
            if (steeringItems2.length === 0) {
              return { text: finalText, thoughts: finalThoughts, steps, totalCostUsd };
            }
            const assistantItem = toChatGptAssistantMessage(responseText);
            input = assistantItem ? input.concat(assistantItem, steeringItems2) : input.concat(steeringItems2);
            continue;
          }
          const toolCalls = [];
          const toolOutputs = [];
          const callInputs = responseToolCalls.map((call, index) => {
            const toolIndex = index + 1;
            const toolId = buildToolLogId(turn, toolIndex);
            const toolName = call.name;
            const { value, error: parseError } = call.kind === "custom" ? { value: call.input, error: void 0 } : parseOpenAiToolArguments(call.arguments);
            const ids = normalizeChatGptToolIds({
              callKind: call.kind,
              callId: call.callId,
              itemId: call.id
            });
            return { call, toolName, value, parseError, ids, toolId, turn, toolIndex };
          });
          for (const entry of callInputs) {
            request.onEvent?.({
              type: "tool_call",
              phase: "started",
              turn: entry.turn,
              toolIndex: entry.toolIndex,
              toolName: entry.toolName,
              toolId: entry.toolId,
              callKind: entry.call.kind,
              callId: entry.ids.callId,
              input: entry.value
            });
          }
          const callResults = await maybeSpillCombinedToolCallOutputs(
            await Promise.all(
              callInputs.map(async (entry) => {
                return await toolCallContextStorage.run(
                  {
                    toolName: entry.toolName,
                    toolId: entry.toolId,
                    turn: entry.turn,
                    toolIndex: entry.toolIndex
                  },
                  async () => {
                    const { result, outputPayload } = await executeToolCall({
                      callKind: entry.call.kind,
                      toolName: entry.toolName,
                      tool: request.tools[entry.toolName],
                      rawInput: entry.value,
                      parseError: entry.parseError,
                      provider: "chatgpt"
                    });
                    return { entry, result, outputPayload };
                  }
                );
              })
            ),
            { provider: "chatgpt" }
          );
          let toolExecutionMs = 0;
          let waitToolMs = 0;
          for (const { entry, result, outputPayload } of callResults) {
            toolCalls.push({ ...result, callId: entry.ids.callId });
            const callDurationMs = toToolResultDuration(result);
            toolExecutionMs += callDurationMs;
            if (entry.toolName.toLowerCase() === SUBAGENT_WAIT_TOOL_NAME) {
              waitToolMs += callDurationMs;
            }
            request.onEvent?.({
              type: "tool_call",
              phase: "completed",
              turn: entry.turn,
              toolIndex: entry.toolIndex,
              toolName: entry.toolName,
              toolId: entry.toolId,
              callKind: entry.call.kind,
              callId: entry.ids.callId,
              input: entry.value,
              output: result.output,
              error: result.error,
              durationMs: result.durationMs
            });
            if (entry.call.kind === "custom") {
              toolOutputs.push({
                type: "custom_tool_call",
                id: entry.ids.itemId,
                call_id: entry.ids.callId,
                name: entry.toolName,
                input: entry.call.input,
                status: "completed"
              });
              toolOutputs.push({
                type: "custom_tool_call_output",
                call_id: entry.ids.callId,
                output: toChatGptToolOutput(outputPayload, {
                  defaultMediaResolution: request.mediaResolution,
                  model: request.model
                })
              });
            } else {
              toolOutputs.push({
                type: "function_call",
                id: entry.ids.itemId,
                call_id: entry.ids.callId,
                name: entry.toolName,
                arguments: entry.call.arguments,
                status: "completed"
              });
              toolOutputs.push({
                type: "function_call_output",
                call_id: entry.ids.callId,
                output: toChatGptToolOutput(outputPayload, {
                  defaultMediaResolution: request.mediaResolution,
                  model: request.model
                })
              });
            }
          }
          const stepCompletedAtMs = Date.now();
          const timing = buildStepTiming({
            stepStartedAtMs,
            stepCompletedAtMs,
            modelCompletedAtMs,
            firstModelEventAtMs,
            toolExecutionMs,
            waitToolMs
          });
          steps.push({
            step: steps.length + 1,
            modelVersion,
            text: responseText || void 0,
            thoughts: reasoningSummaryText || void 0,
            toolCalls,
            usage: usageTokens,
            costUsd: stepCostUsd,
            timing
          });
          const terminalToolCall = findTerminalToolCall(request.tools, toolCalls);
          const steeringInput = steeringInternal?.drainPendingContents() ?? [];
          const steeringItems = steeringInput.length > 0 ? toChatGptInput(steeringInput, {
            defaultMediaResolution: request.mediaResolution,
            model: request.model
          }).input : [];
          stepCallLogger?.complete({
            responseText,
            toolCallText: stepToolCallText,
            toolCallPayload: stepToolCallPayload,
            metadata: {
              provider: "chatgpt",
              model: request.model,
              modelVersion,
              step: turn,
              usage: usageTokens,
              costUsd: stepCostUsd,
              responseChars: responseText.length,
              thoughtChars: reasoningSummaryText.length,
              toolCalls: toolCalls.length,
              finalStep: terminalToolCall !== null
            }
          });
          if (terminalToolCall) {
            finalText = terminalToolCallText(terminalToolCall) || responseText;
            finalThoughts = reasoningSummaryText;
            return { text: finalText, thoughts: finalThoughts, steps, totalCostUsd };
          }
          input = steeringItems.length > 0 ? input.concat(toolOutputs, steeringItems) : input.concat(toolOutputs);
        } catch (error) {
          stepCallLogger?.fail(error, {
            responseText,
            toolCallText: stepToolCallText,
            toolCallPayload: stepToolCallPayload,
            metadata: {
              provider: "chatgpt",
              model: request.model,
              modelVersion,
              step: turn,
              usage: usageTokens
            }
          });
          throw error;
        }
      }
      throw new Error(`Tool loop exceeded max steps (${maxSteps}) without final response.`);
    }
    if (providerInfo.provider === "fireworks") {
      if (request.modelTools && request.modelTools.length > 0) {
        throw new Error(
          "Fireworks provider does not support provider-native modelTools in runToolLoop."
        );
      }
      const fireworksTools = buildFireworksToolsFromToolSet(request.tools);
      const messages = toFireworksMessages(contents);
      for (let stepIndex = 0; stepIndex < maxSteps; stepIndex += 1) {
        const turn = stepIndex + 1;
        const stepStartedAtMs = Date.now();
        let schedulerMetrics;
        let modelVersion = request.model;
        let usageTokens;
        let responseText = "";
        let blocked = false;
        let stepToolCallText;
        let stepToolCallPayload;
        const stepRequestPayload = {
          model: providerInfo.model,
          messages,
          tools: fireworksTools,
          tool_choice: "auto",
          parallel_tool_calls: true
        };
        const stepCallLogger = startLlmCallLoggerFromPayload({
          provider: "fireworks",
          modelId: request.model,
          requestPayload: stepRequestPayload,
          step: turn
        });
        try {
          const response = await runFireworksCall(
            async (client) => {
              return await client.chat.completions.create(
                {
                  model: providerInfo.model,
                  messages,
                  tools: fireworksTools,
                  tool_choice: "auto",
                  parallel_tool_calls: true
                },
                { signal: request.signal }
              );
            },
            providerInfo.model,
            {
              onSettled: (metrics) => {
                schedulerMetrics = metrics;
              }
            }
          );
          const modelCompletedAtMs = Date.now();
          modelVersion = typeof response.model === "string" ? response.model : request.model;
          request.onEvent?.({ type: "model", modelVersion });
          const choice = Array.isArray(response.choices) ? response.choices[0] : void 0;
          if (choice?.finish_reason === "content_filter") {
            blocked = true;
            request.onEvent?.({ type: "blocked" });
          }
          const message = choice?.message;
          responseText = extractFireworksMessageText(message).trim();
          if (responseText.length > 0) {
            stepCallLogger?.appendResponseDelta(responseText);
            request.onEvent?.({ type: "delta", channel: "response", text: responseText });
          }
          usageTokens = extractFireworksUsageTokens(response.usage);
          const stepCostUsd = estimateCallCostUsd({
            modelId: modelVersion,
            pricingModelId: request.model,
            tokens: usageTokens,
            responseImages: 0
          });
          totalCostUsd += stepCostUsd;
          if (usageTokens) {
            request.onEvent?.({
              type: "usage",
              usage: usageTokens,
              costUsd: stepCostUsd,
              modelVersion
            });
          }
          const responseToolCalls = extractFireworksToolCalls(message);
          stepToolCallPayload = toLoggedOpenAiStyleToolCalls(
            responseToolCalls.map((call) => ({
              kind: "function",
              name: call.name,
              arguments: call.arguments,
              callId: call.id
            }))
          );
          stepToolCallText = serialiseLogArtifactText(stepToolCallPayload);
          if (responseToolCalls.length === 0) {
            const steeringInput2 = steeringInternal?.drainPendingContents() ?? [];
            const steeringMessages = steeringInput2.length > 0 ? toFireworksMessages(steeringInput2) : [];
            finalText = responseText;
            finalThoughts = "";
            const stepCompletedAtMs2 = Date.now();
            const timing2 = buildStepTiming({
              stepStartedAtMs,
              stepCompletedAtMs: stepCompletedAtMs2,
              modelCompletedAtMs,
              schedulerMetrics,
              toolExecutionMs: 0,
              waitToolMs: 0
            });
            steps.push({
              step: steps.length + 1,
              modelVersion,
              text: responseText || void 0,
              thoughts: void 0,
              toolCalls: [],
              usage: usageTokens,
              costUsd: stepCostUsd,
              timing: timing2
            });
            stepCallLogger?.complete({
              responseText,
              metadata: {
                provider: "fireworks",
                model: request.model,
                modelVersion,
                step: turn,
                usage: usageTokens,
                costUsd: stepCostUsd,
                blocked,
                responseChars: responseText.length,
                thoughtChars: 0,
                toolCalls: 0,
                finalStep: steeringMessages.length === 0
              }
            });
            if (steeringMessages.length === 0) {
              return { text: finalText, thoughts: finalThoughts, steps, totalCostUsd };
            }
            if (responseText.length > 0) {
              messages.push({ role: "assistant", content: responseText });
            }
            messages.push(...steeringMessages);
            continue;
          }
          const stepToolCalls = [];
          const callInputs = responseToolCalls.map((call, index) => {
            const toolIndex = index + 1;
            const toolId = buildToolLogId(turn, toolIndex);
            const { value, error: parseError } = parseOpenAiToolArguments(call.arguments);
            return { call, toolName: call.name, value, parseError, toolId, turn, toolIndex };
          });
          for (const entry of callInputs) {
            request.onEvent?.({
              type: "tool_call",
              phase: "started",
              turn: entry.turn,
              toolIndex: entry.toolIndex,
              toolName: entry.toolName,
              toolId: entry.toolId,
              callKind: "function",
              callId: entry.call.id,
              input: entry.value
            });
          }
          const callResults = await maybeSpillCombinedToolCallOutputs(
            await Promise.all(
              callInputs.map(async (entry) => {
                return await toolCallContextStorage.run(
                  {
                    toolName: entry.toolName,
                    toolId: entry.toolId,
                    turn: entry.turn,
                    toolIndex: entry.toolIndex
                  },
                  async () => {
                    const { result, outputPayload } = await executeToolCall({
                      callKind: "function",
                      toolName: entry.toolName,
                      tool: request.tools[entry.toolName],
                      rawInput: entry.value,
                      parseError: entry.parseError,
                      provider: providerInfo.provider
                    });
                    return { entry, result, outputPayload };
                  }
                );
              })
            ),
            { provider: providerInfo.provider }
          );
          const assistantToolCalls = [];
          const toolMessages = [];
          let toolExecutionMs = 0;
          let waitToolMs = 0;
          for (const { entry, result, outputPayload } of callResults) {
            stepToolCalls.push({ ...result, callId: entry.call.id });
            const callDurationMs = toToolResultDuration(result);
            toolExecutionMs += callDurationMs;
            if (entry.toolName.toLowerCase() === SUBAGENT_WAIT_TOOL_NAME) {
              waitToolMs += callDurationMs;
            }
            request.onEvent?.({
              type: "tool_call",
              phase: "completed",
              turn: entry.turn,
              toolIndex: entry.toolIndex,
              toolName: entry.toolName,
              toolId: entry.toolId,
              callKind: "function",
              callId: entry.call.id,
              input: entry.value,
              output: result.output,
              error: result.error,
              durationMs: result.durationMs
            });
            assistantToolCalls.push({
              id: entry.call.id,
              type: "function",
              function: {
                name: entry.toolName,
                arguments: entry.call.arguments
              }
            });
            toolMessages.push({
              role: "tool",
              tool_call_id: entry.call.id,
              content: mergeToolOutput(outputPayload)
            });
          }
          const stepCompletedAtMs = Date.now();
          const timing = buildStepTiming({
            stepStartedAtMs,
            stepCompletedAtMs,
            modelCompletedAtMs,
            schedulerMetrics,
            toolExecutionMs,
            waitToolMs
          });
          steps.push({
            step: steps.length + 1,
            modelVersion,
            text: responseText || void 0,
            thoughts: void 0,
            toolCalls: stepToolCalls,
            usage: usageTokens,
            costUsd: stepCostUsd,
            timing
          });
          const terminalToolCall = findTerminalToolCall(request.tools, stepToolCalls);
          stepCallLogger?.complete({
            responseText,
            toolCallText: stepToolCallText,
            toolCallPayload: stepToolCallPayload,
            metadata: {
              provider: "fireworks",
              model: request.model,
              modelVersion,
              step: turn,
              usage: usageTokens,
              costUsd: stepCostUsd,
              blocked,
              responseChars: responseText.length,
              thoughtChars: 0,
              toolCalls: stepToolCalls.length,
              finalStep: terminalToolCall !== null
            }
          });
          if (terminalToolCall) {
            finalText = terminalToolCallText(terminalToolCall) || responseText;
            finalThoughts = "";
            return { text: finalText, thoughts: finalThoughts, steps, totalCostUsd };
          }
          messages.push({
            role: "assistant",
            ...responseText.length > 0 ? { content: responseText } : {},
            tool_calls: assistantToolCalls
          });
          messages.push(...toolMessages);
          const steeringInput = steeringInternal?.drainPendingContents() ?? [];
          if (steeringInput.length > 0) {
            messages.push(...toFireworksMessages(steeringInput));
          }
        } catch (error) {
          stepCallLogger?.fail(error, {
            responseText,
            toolCallText: stepToolCallText,
            toolCallPayload: stepToolCallPayload,
            metadata: {
              provider: "fireworks",
              model: request.model,
              modelVersion,
              step: turn,
              usage: usageTokens,
              blocked
            }
          });
          throw error;
        }
      }
      throw new Error(`Tool loop exceeded max steps (${maxSteps}) without final response.`);
    }
    const geminiFunctionTools = buildGeminiFunctionDeclarations(request.tools);
    const geminiNativeTools = toGeminiTools(request.modelTools);
    const geminiTools = geminiNativeTools ? geminiNativeTools.concat(geminiFunctionTools) : geminiFunctionTools;
    const geminiContents = contents.map(
      (content) => convertLlmContentToGeminiContent(content, {
        defaultMediaResolution: request.mediaResolution
      })
    );
    for (let stepIndex = 0; stepIndex < maxSteps; stepIndex += 1) {
      const turn = stepIndex + 1;
      const stepStartedAtMs = Date.now();
      let firstModelEventAtMs;
      let schedulerMetrics;
      let modelVersion = request.model;
      let usageTokens;
      let responseText = "";
      let thoughtsText = "";
      let stepToolCallText;
      let stepToolCallPayload;
      const markFirstModelEvent = () => {
        if (firstModelEventAtMs === void 0) {
          firstModelEventAtMs = Date.now();
        }
      };
      const thinkingConfig = resolveGeminiThinkingConfig(request.model, request.thinkingLevel);
      const mediaResolution = toGeminiMediaResolution(request.mediaResolution);
      const config = {
        maxOutputTokens: 32e3,
        tools: geminiTools,
        toolConfig: {
          functionCallingConfig: {
            mode: import_genai2.FunctionCallingConfigMode.VALIDATED
          }
        },
        ...thinkingConfig ? { thinkingConfig } : {},
        ...mediaResolution ? { mediaResolution } : {}
      };
      const onEvent = request.onEvent;
      const preparedGeminiContents = await maybePrepareGeminiPromptContents(geminiContents);
      const stepRequestPayload = {
        model: request.model,
        contents: preparedGeminiContents,
        config
      };
      const stepCallLogger = startLlmCallLoggerFromPayload({
        provider: "gemini",
        modelId: request.model,
        requestPayload: stepRequestPayload,
        step: turn
      });
      try {
        const response = await runGeminiCall(
          async (client) => {
            const stream = await client.models.generateContentStream({
              model: request.model,
              contents: preparedGeminiContents,
              config
            });
            let responseText2 = "";
            let thoughtsText2 = "";
            const modelParts = [];
            const functionCalls = [];
            let latestUsageMetadata;
            let resolvedModelVersion;
            for await (const chunk of stream) {
              markFirstModelEvent();
              if (chunk.modelVersion) {
                resolvedModelVersion = chunk.modelVersion;
                onEvent?.({ type: "model", modelVersion: chunk.modelVersion });
              }
              if (chunk.usageMetadata) {
                latestUsageMetadata = chunk.usageMetadata;
              }
              const candidates = chunk.candidates;
              if (!candidates || candidates.length === 0) {
                continue;
              }
              const primary = candidates[0];
              const parts = primary?.content?.parts ?? [];
              const chunkFunctionCalls = chunk.functionCalls ?? [];
              if (parts.length === 0 && chunkFunctionCalls.length === 0) {
                continue;
              }
              for (const part of parts) {
                modelParts.push(part);
                if (typeof part.text === "string" && part.text.length > 0) {
                  if (part.thought) {
                    thoughtsText2 += part.text;
                    stepCallLogger?.appendThoughtDelta(part.text);
                    onEvent?.({ type: "delta", channel: "thought", text: part.text });
                  } else {
                    responseText2 += part.text;
                    stepCallLogger?.appendResponseDelta(part.text);
                    onEvent?.({ type: "delta", channel: "response", text: part.text });
                  }
                }
              }
              if (chunkFunctionCalls.length > 0) {
                functionCalls.push(...chunkFunctionCalls);
                continue;
              }
              for (const part of parts) {
                if (part.functionCall) {
                  functionCalls.push(part.functionCall);
                }
              }
            }
            return {
              responseText: responseText2,
              thoughtsText: thoughtsText2,
              functionCalls,
              modelParts,
              usageMetadata: latestUsageMetadata,
              modelVersion: resolvedModelVersion ?? request.model
            };
          },
          request.model,
          {
            onSettled: (metrics) => {
              schedulerMetrics = metrics;
            }
          }
        );
        const modelCompletedAtMs = Date.now();
        usageTokens = extractGeminiUsageTokens(response.usageMetadata);
        modelVersion = response.modelVersion ?? request.model;
        responseText = response.responseText.trim();
        thoughtsText = response.thoughtsText.trim();
        const responseOutputAttachments = collectLoggedAttachmentsFromGeminiParts(
          response.modelParts,
          "output"
        );
        const stepCostUsd = estimateCallCostUsd({
          modelId: modelVersion,
          pricingModelId: request.model,
          tokens: usageTokens,
          responseImages: 0
        });
        totalCostUsd += stepCostUsd;
        stepToolCallPayload = toLoggedGeminiToolCalls(response.functionCalls);
        stepToolCallText = serialiseLogArtifactText(stepToolCallPayload);
        if (response.functionCalls.length === 0) {
          const steeringInput2 = steeringInternal?.drainPendingContents() ?? [];
          finalText = responseText;
          finalThoughts = thoughtsText;
          const stepCompletedAtMs2 = Date.now();
          const timing2 = buildStepTiming({
            stepStartedAtMs,
            stepCompletedAtMs: stepCompletedAtMs2,
            modelCompletedAtMs,
            firstModelEventAtMs,
            schedulerMetrics,
            toolExecutionMs: 0,
            waitToolMs: 0
          });
          steps.push({
            step: steps.length + 1,
            modelVersion,
            text: finalText || void 0,
            thoughts: finalThoughts || void 0,
            toolCalls: [],
            usage: usageTokens,
            costUsd: stepCostUsd,
            timing: timing2
          });
          stepCallLogger?.complete({
            responseText,
            attachments: responseOutputAttachments,
            metadata: {
              provider: "gemini",
              model: request.model,
              modelVersion,
              step: turn,
              usage: usageTokens,
              costUsd: stepCostUsd,
              responseChars: responseText.length,
              thoughtChars: thoughtsText.length,
              toolCalls: 0,
              finalStep: steeringInput2.length === 0
            }
          });
          if (steeringInput2.length === 0) {
            return { text: finalText, thoughts: finalThoughts, steps, totalCostUsd };
          }
          const modelPartsForHistory2 = response.modelParts.filter(
            (part) => !(typeof part.text === "string" && part.thought === true)
          );
          if (modelPartsForHistory2.length > 0) {
            geminiContents.push({ role: "model", parts: modelPartsForHistory2 });
          } else if (response.responseText.length > 0) {
            geminiContents.push({ role: "model", parts: [{ text: response.responseText }] });
          }
          geminiContents.push(
            ...steeringInput2.map(
              (content) => convertLlmContentToGeminiContent(content, {
                defaultMediaResolution: request.mediaResolution
              })
            )
          );
          continue;
        }
        const toolCalls = [];
        const modelPartsForHistory = response.modelParts.filter(
          (part) => !(typeof part.text === "string" && part.thought === true)
        );
        if (modelPartsForHistory.length > 0) {
          geminiContents.push({ role: "model", parts: modelPartsForHistory });
        } else {
          const parts = [];
          if (response.responseText) {
            parts.push({ text: response.responseText });
          }
          for (const call of response.functionCalls) {
            parts.push({ functionCall: call });
          }
          geminiContents.push({ role: "model", parts });
        }
        const responseParts = [];
        const callInputs = response.functionCalls.map((call, index) => {
          const toolIndex = index + 1;
          const toolId = buildToolLogId(turn, toolIndex);
          const toolName = call.name ?? "unknown";
          const rawInput = call.args ?? {};
          return { call, toolName, rawInput, toolId, turn, toolIndex };
        });
        for (const entry of callInputs) {
          onEvent?.({
            type: "tool_call",
            phase: "started",
            turn: entry.turn,
            toolIndex: entry.toolIndex,
            toolName: entry.toolName,
            toolId: entry.toolId,
            callKind: "function",
            callId: entry.call.id,
            input: entry.rawInput
          });
        }
        const callResults = await maybeSpillCombinedToolCallOutputs(
          await Promise.all(
            callInputs.map(async (entry) => {
              return await toolCallContextStorage.run(
                {
                  toolName: entry.toolName,
                  toolId: entry.toolId,
                  turn: entry.turn,
                  toolIndex: entry.toolIndex
                },
                async () => {
                  const { result, outputPayload } = await executeToolCall({
                    callKind: "function",
                    toolName: entry.toolName,
                    tool: request.tools[entry.toolName],
                    rawInput: entry.rawInput,
                    provider: "gemini"
                  });
                  return { entry, result, outputPayload };
                }
              );
            })
          ),
          { provider: "gemini" }
        );
        let toolExecutionMs = 0;
        let waitToolMs = 0;
        for (const { entry, result, outputPayload } of callResults) {
          toolCalls.push({ ...result, callId: entry.call.id });
          const callDurationMs = toToolResultDuration(result);
          toolExecutionMs += callDurationMs;
          if (entry.toolName.toLowerCase() === SUBAGENT_WAIT_TOOL_NAME) {
            waitToolMs += callDurationMs;
          }
          onEvent?.({
            type: "tool_call",
            phase: "completed",
            turn: entry.turn,
            toolIndex: entry.toolIndex,
            toolName: entry.toolName,
            toolId: entry.toolId,
            callKind: "function",
            callId: entry.call.id,
            input: entry.rawInput,
            output: result.output,
            error: result.error,
            durationMs: result.durationMs
          });
          responseParts.push(
            ...buildGeminiFunctionResponseParts({
              toolName: entry.toolName,
              callId: entry.call.id,
              outputPayload,
              defaultMediaResolution: request.mediaResolution
            })
          );
        }
        const stepCompletedAtMs = Date.now();
        const timing = buildStepTiming({
          stepStartedAtMs,
          stepCompletedAtMs,
          modelCompletedAtMs,
          firstModelEventAtMs,
          schedulerMetrics,
          toolExecutionMs,
          waitToolMs
        });
        steps.push({
          step: steps.length + 1,
          modelVersion,
          text: responseText || void 0,
          thoughts: thoughtsText || void 0,
          toolCalls,
          usage: usageTokens,
          costUsd: stepCostUsd,
          timing
        });
        const terminalToolCall = findTerminalToolCall(request.tools, toolCalls);
        stepCallLogger?.complete({
          responseText,
          attachments: responseOutputAttachments,
          toolCallText: stepToolCallText,
          toolCallPayload: stepToolCallPayload,
          metadata: {
            provider: "gemini",
            model: request.model,
            modelVersion,
            step: turn,
            usage: usageTokens,
            costUsd: stepCostUsd,
            responseChars: responseText.length,
            thoughtChars: thoughtsText.length,
            toolCalls: toolCalls.length,
            finalStep: terminalToolCall !== null
          }
        });
        if (terminalToolCall) {
          finalText = terminalToolCallText(terminalToolCall) || responseText;
          finalThoughts = thoughtsText;
          return { text: finalText, thoughts: finalThoughts, steps, totalCostUsd };
        }
        geminiContents.push({ role: "user", parts: responseParts });
        const steeringInput = steeringInternal?.drainPendingContents() ?? [];
        if (steeringInput.length > 0) {
          geminiContents.push(
            ...steeringInput.map(
              (content) => convertLlmContentToGeminiContent(content, {
                defaultMediaResolution: request.mediaResolution
              })
            )
          );
        }
      } catch (error) {
        stepCallLogger?.fail(error, {
          responseText,
          toolCallText: stepToolCallText,
          toolCallPayload: stepToolCallPayload,
          metadata: {
            provider: "gemini",
            model: request.model,
            modelVersion,
            step: turn,
            usage: usageTokens,
            responseChars: responseText.length,
            thoughtChars: thoughtsText.length
          }
        });
        throw error;
      }
    }
    throw new Error(`Tool loop exceeded max steps (${maxSteps}) without final response.`);
  } finally {
    steeringInternal?.close();
  }
}
function mergeAbortSignals(first, second) {
  if (!first) {
    return second;
  }
  if (!second) {
    return first;
  }
  const controller = new AbortController();
  const abortFrom = (signal) => {
    if (!controller.signal.aborted) {
      controller.abort(signal.reason);
    }
  };
  if (first.aborted) {
    abortFrom(first);
  } else {
    first.addEventListener("abort", () => abortFrom(first), { once: true });
  }
  if (second.aborted) {
    abortFrom(second);
  } else {
    second.addEventListener("abort", () => abortFrom(second), { once: true });
  }
  return controller.signal;
}
function streamToolLoop(request) {
  const queue = createAsyncQueue();
  const abortController = new AbortController();
  const steering = request.steering ?? createToolLoopSteeringChannel();
  const signal = mergeAbortSignals(request.signal, abortController.signal);
  const sourceOnEvent = request.onEvent;
  const result = (async () => {
    try {
      const output = await runToolLoop({
        ...request,
        steering,
        ...signal ? { signal } : {},
        onEvent: (event) => {
          sourceOnEvent?.(event);
          queue.push(event);
        }
      });
      queue.close();
      return output;
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      queue.fail(err);
      throw err;
    }
  })();
  return {
    events: queue.iterable,
    result,
    append: steering.append,
    steer: steering.steer,
    pendingSteeringCount: steering.pendingCount,
    abort: () => abortController.abort()
  };
}
var IMAGE_GRADE_VALUE_SCHEMA = import_zod3.z.enum(["pass", "fail"]);
var IMAGE_GRADE_SCHEMA = import_zod3.z.object({
  grade: IMAGE_GRADE_VALUE_SCHEMA
});
async function gradeGeneratedImage(params) {
  const parts = [
    {
      type: "text",
      text: [
        params.gradingPrompt,
        "",
        "Image prompt to grade:",
        params.imagePrompt,
        "",
        'Respond with JSON like {"grade":"pass"} or {"grade":"fail"}.'
      ].join("\\n")
    },
    {
      type: "inlineData",
      data: params.image.data.toString("base64"),
      mimeType: params.image.mimeType ?? "image/png"
    }
  ];
  const { value, result } = await generateJson({
    model: params.model,
    input: [{ role: "user", content: parts }],
    schema: IMAGE_GRADE_SCHEMA,
    telemetry: false
  });
  return { grade: value.grade, result };
}
function resolveOpenAiImageMimeType(outputFormat) {
  switch (outputFormat) {
    case "jpeg":
      return "image/jpeg";
    case "webp":
      return "image/webp";
    case "png":
    case void 0:
      return "image/png";
  }
}
function buildOpenAiImagePrompt(params) {
  const stylePrompt = params.stylePrompt.trim();
  if (!stylePrompt) {
    return params.imagePrompt.trim();
  }
  return [
    "Follow the requested visual style.",
    "",
    "Style:",
    stylePrompt,
    ...params.hasStyleImages ? [
      "",
      "Use the attached reference image or images for palette, lighting, mood, composition, and material feel."
    ] : [],
    "",
    "Image:",
    params.imagePrompt.trim()
  ].filter((line) => line.length > 0).join("\n");
}
function resolveGptImage2RequestParams(request) {
  if (request.imageResolution !== void 0 && request.imageSize !== void 0) {
    throw new Error("Provide only one of imageResolution or imageSize.");
  }
  if (request.partialImages !== void 0) {
    throw new Error("partialImages is only supported for streaming image generation.");
  }
  if (request.outputCompression !== void 0 && (!Number.isInteger(request.outputCompression) || request.outputCompression < 0 || request.outputCompression > 100)) {
    throw new Error("outputCompression must be an integer from 0 to 100.");
  }
  if (request.outputCompression !== void 0 && request.outputFormat !== "jpeg" && request.outputFormat !== "webp") {
    throw new Error("outputCompression requires outputFormat to be jpeg or webp.");
  }
  const size = request.imageResolution ?? (request.imageSize ? resolveOpenAiGptImage2Size(request.imageSize) : "auto");
  const sizeValidation = validateOpenAiGptImage2Resolution(size);
  if (!sizeValidation.valid) {
    throw new Error(
      `imageResolution ${JSON.stringify(size)} is not supported by ${request.model}: ${sizeValidation.reason}`
    );
  }
  return {
    size,
    quality: request.imageQuality ?? "auto",
    outputFormat: request.outputFormat,
    n: request.numImages ?? 1,
    background: request.background,
    moderation: request.moderation
  };
}
async function createOpenAiStyleImageFiles(styleImages) {
  if (!styleImages || styleImages.length === 0) {
    return void 0;
  }
  return await Promise.all(
    styleImages.map(async (image, index) => {
      const mimeType = image.mimeType ?? "image/png";
      const extension = resolveAttachmentExtension(mimeType);
      return await (0, import_openai3.toFile)(image.data, `style-${index + 1}.${extension}`, { type: mimeType });
    })
  );
}
async function generateImagesWithOpenAiImageApi(request) {
  const promptEntries = Array.from(request.imagePrompts, (rawPrompt, index) => {
    const prompt = rawPrompt.trim();
    if (!prompt) {
      throw new Error(`imagePrompts[${index}] must be a non-empty string`);
    }
    return prompt;
  });
  if (promptEntries.length === 0) {
    return [];
  }
  const provider = resolveProvider(request.model).provider;
  const telemetry = createLlmTelemetryEmitter({
    telemetry: request.telemetry,
    operation: "generateImages",
    provider,
    model: request.model
  });
  const startedAtMs = Date.now();
  const params = resolveGptImage2RequestParams(request);
  const styleImages = await createOpenAiStyleImageFiles(request.styleImages);
  const hasStyleImages = Boolean(styleImages && styleImages.length > 0);
  const outputMimeType = resolveOpenAiImageMimeType(params.outputFormat);
  let totalUsage;
  let costUsd = 0;
  let outputImages = 0;
  telemetry.emit({
    type: "llm.call.started",
    imagePromptCount: promptEntries.length,
    styleImageCount: request.styleImages?.length ?? 0,
    numImagesPerPrompt: params.n
  });
  try {
    const images = [];
    for (const imagePrompt of promptEntries) {
      const prompt = buildOpenAiImagePrompt({
        stylePrompt: request.stylePrompt,
        imagePrompt,
        hasStyleImages
      });
      const response = await runOpenAiCall(async (client) => {
        const payload = {
          model: request.model,
          prompt,
          n: params.n,
          size: params.size,
          quality: params.quality,
          ...params.outputFormat ? { output_format: params.outputFormat } : {},
          ...request.outputCompression !== void 0 ? { output_compression: request.outputCompression } : {},
          ...params.background ? { background: params.background } : {},
          ...params.moderation ? { moderation: params.moderation } : {}
        };
        if (styleImages && styleImages.length > 0) {
          return await client.images.edit(
            {
              ...payload,
              image: styleImages
            },
            { signal: request.signal }
          );
        }
        return await client.images.generate(payload, { signal: request.signal });
      }, request.model);
      const data = Array.isArray(response.data) ? response.data ?? [] : [];
      for (const item of data) {
        if (typeof item.b64_json !== "string" || item.b64_json.length === 0) {
          continue;
        }
        images.push({
          mimeType: outputMimeType,
          data: import_node_buffer4.Buffer.from(item.b64_json, "base64")
        });
      }
      outputImages = images.length;
      const usage = extractOpenAiUsageTokens(response.usage);
      totalUsage = sumUsageTokens(totalUsage, usage);
      costUsd += estimateCallCostUsd({
        modelId: request.model,
        tokens: usage,
        responseImages: data.length,
        imageSize: params.size,
        imageQuality: params.quality
      });
    }
    telemetry.emit({
      type: "llm.call.completed",
      success: true,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      usage: totalUsage,
      costUsd,
      imageCount: images.length,
      attempts: promptEntries.length
    });
    return images;
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    telemetry.emit({
      type: "llm.call.completed",
      success: false,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      usage: totalUsage,
      costUsd,
      imageCount: outputImages,
      error: err.message
    });
    throw err;
  } finally {
    await telemetry.flush();
  }
}
async function generateImagesWithChatGptImageApi(request) {
  const promptEntries = Array.from(request.imagePrompts, (rawPrompt, index) => {
    const prompt = rawPrompt.trim();
    if (!prompt) {
      throw new Error(`imagePrompts[${index}] must be a non-empty string`);
    }
    return prompt;
  });
  if (promptEntries.length === 0) {
    return [];
  }
  const structuredRequest = request;
  const unsupportedControl = [
    "imageResolution",
    "imageSize",
    "imageQuality",
    "outputFormat",
    "outputCompression",
    "moderation",
    "action",
    "partialImages",
    "numImages"
  ].find((control) => structuredRequest[control] !== void 0);
  if (unsupportedControl) {
    throw new Error(
      `ChatGPT subscription image generation does not support structured control "${unsupportedControl}"; only background is configurable. It always uses automatic size and quality, so put the desired orientation or aspect ratio in the image prompt instead.`
    );
  }
  const providerInfo = resolveProvider(request.model);
  const telemetry = createLlmTelemetryEmitter({
    telemetry: request.telemetry,
    operation: "generateImages",
    provider: providerInfo.provider,
    model: request.model
  });
  const startedAtMs = Date.now();
  const params = resolveGptImage2RequestParams({
    model: request.model,
    background: request.background
  });
  if ((request.styleImages?.length ?? 0) > 5) {
    throw new Error("ChatGPT image edits support at most 5 style images.");
  }
  let totalUsage;
  let outputImages = 0;
  telemetry.emit({
    type: "llm.call.started",
    imagePromptCount: promptEntries.length,
    styleImageCount: request.styleImages?.length ?? 0,
    numImagesPerPrompt: params.n
  });
  try {
    const images = [];
    for (const imagePrompt of promptEntries) {
      const prompt = buildOpenAiImagePrompt({
        stylePrompt: request.stylePrompt,
        imagePrompt,
        hasStyleImages: Boolean(request.styleImages && request.styleImages.length > 0)
      });
      const styleImages = request.styleImages?.map((image) => ({
        image_url: `data:${image.mimeType ?? "image/png"};base64,${image.data.toString("base64")}`
      }));
      const response = await requestChatGptCodexImages({
        operation: styleImages && styleImages.length > 0 ? "edits" : "generations",
        request: {
          ...styleImages && styleImages.length > 0 ? { images: styleImages } : {},
          prompt,
          background: params.background ?? "auto",
          model: providerInfo.model,
          n: params.n,
          quality: "auto",
          size: "auto"
        },
        signal: request.signal
      });
      if (response.data.length === 0) {
        throw new Error("ChatGPT Codex image response contained no generated images.");
      }
      const outputMimeType = resolveOpenAiImageMimeType(response.output_format);
      for (const item of response.data) {
        images.push({
          mimeType: outputMimeType,
          data: import_node_buffer4.Buffer.from(item.b64_json, "base64")
        });
      }
      outputImages = images.length;
      const usage = extractOpenAiUsageTokens(response.usage);
      totalUsage = sumUsageTokens(totalUsage, usage);
    }
    telemetry.emit({
      type: "llm.call.completed",
      success: true,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      modelVersion: request.model,
      usage: totalUsage,
      costUsd: 0,
      imageCount: images.length,
      attempts: promptEntries.length
    });
    return images;
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    telemetry.emit({
      type: "llm.call.completed",
      success: false,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      usage: totalUsage,
      costUsd: 0,
      imageCount: outputImages,
      error: err.message
    });
    throw err;
  } finally {
    await telemetry.flush();
  }
}
async function generateImages(request) {
  if (isOpenAiGenerateImagesRequest(request)) {
    return await generateImagesWithOpenAiImageApi(request);
  }
  if (isChatGptGenerateImagesRequest(request)) {
    return await generateImagesWithChatGptImageApi(request);
  }
  const maxAttempts = Math.max(1, Math.floor(request.maxAttempts ?? 4));
  const promptList = Array.from(request.imagePrompts);
  if (promptList.length === 0) {
    return [];
  }
  const numImages = promptList.length;
  const promptEntries = promptList.map((rawPrompt, arrayIndex) => {
    const trimmedPrompt = rawPrompt.trim();
    if (!trimmedPrompt) {
      throw new Error(`imagePrompts[${arrayIndex}] must be a non-empty string`);
    }
    return { index: arrayIndex + 1, prompt: trimmedPrompt };
  });
  const gradingPrompt = request.imageGradingPrompt?.trim() ?? "";
  if (!gradingPrompt) {
    throw new Error("imageGradingPrompt must be a non-empty string");
  }
  const telemetry = createLlmTelemetryEmitter({
    telemetry: request.telemetry,
    operation: "generateImages",
    provider: resolveProvider(request.model).provider,
    model: request.model
  });
  const startedAtMs = Date.now();
  telemetry.emit({
    type: "llm.call.started",
    imagePromptCount: promptList.length,
    styleImageCount: request.styleImages?.length ?? 0,
    maxAttempts
  });
  const addText = (parts, text) => {
    const lastPart = parts[parts.length - 1];
    if (lastPart !== void 0 && lastPart.type === "text") {
      lastPart.text = `${lastPart.text}\\n${text}`;
    } else {
      parts.push({ type: "text", text });
    }
  };
  const buildInitialPromptParts = () => {
    const parts = [];
    addText(
      parts,
      [
        `Please make all ${numImages} requested images:`,
        "",
        "Follow the style:",
        request.stylePrompt
      ].join("\\n")
    );
    if (request.styleImages && request.styleImages.length > 0) {
      addText(
        parts,
        "\\nFollow the visual style, composition and the characters from these images:"
      );
      for (const styleImage of request.styleImages) {
        parts.push({
          type: "inlineData",
          data: styleImage.data.toString("base64"),
          mimeType: styleImage.mimeType
        });
      }
    }
    const lines = ["", "Image descriptions:"];
    for (const entry of promptEntries) {
      lines.push(`\\nImage ${entry.index}: ${entry.prompt}`);
    }
    lines.push("");
    lines.push(`Please make all ${numImages} images.`);
    addText(parts, lines.join("\\n"));
    return parts;
  };
  const buildContinuationPromptParts = (pending) => {
    const pendingIds = pending.map((entry) => entry.index).join(", ");
    const lines = [
      `Please continue generating the remaining images: ${pendingIds}.`,
      "",
      "Image descriptions:"
    ];
    for (const entry of pending) {
      lines.push(`\\nImage ${entry.index}: ${entry.prompt}`);
    }
    lines.push(`\\nPlease make all ${pending.length} remaining images.`);
    return [{ type: "text", text: lines.join("\\n") }];
  };
  const inputMessages = [{ role: "user", content: buildInitialPromptParts() }];
  const orderedEntries = [...promptEntries];
  const resolvedImages = /* @__PURE__ */ new Map();
  let totalCostUsd = 0;
  let totalUsage;
  let attemptsUsed = 0;
  const removeResolvedEntries = (resolved) => {
    if (resolved.size === 0) {
      return;
    }
    for (let i = promptEntries.length - 1; i >= 0; i -= 1) {
      const entry = promptEntries[i];
      if (!entry) {
        continue;
      }
      if (resolved.has(entry.index)) {
        promptEntries.splice(i, 1);
      }
    }
  };
  let uploadMetrics = emptyFileUploadMetrics();
  try {
    await collectFileUploadMetrics(async () => {
      try {
        for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
          attemptsUsed = attempt;
          const result = await generateText({
            model: request.model,
            input: inputMessages,
            responseModalities: ["IMAGE", "TEXT"],
            imageAspectRatio: request.imageAspectRatio,
            imageSize: request.imageSize ?? "2K",
            telemetry: false
          });
          totalCostUsd += result.costUsd;
          totalUsage = sumUsageTokens(totalUsage, result.usage);
          if (result.blocked || !result.content) {
            continue;
          }
          const images = extractImages(result.content);
          if (images.length > 0 && promptEntries.length > 0) {
            const assignedCount = Math.min(images.length, promptEntries.length);
            const pendingAssignments = promptEntries.slice(0, assignedCount);
            const assignedImages = images.slice(0, assignedCount);
            const gradeResults = await Promise.all(
              pendingAssignments.map(
                (entry, index) => gradeGeneratedImage({
                  gradingPrompt,
                  imagePrompt: entry.prompt,
                  image: (() => {
                    const image = assignedImages[index];
                    if (!image) {
                      throw new Error("Image generation returned fewer images than expected.");
                    }
                    return image;
                  })(),
                  model: "gpt-5.4-mini"
                })
              )
            );
            const passedEntries = /* @__PURE__ */ new Set();
            for (let i = 0; i < gradeResults.length; i += 1) {
              const gradeResult = gradeResults[i];
              const entry = pendingAssignments[i];
              const image = assignedImages[i];
              if (!gradeResult || !entry || !image) {
                continue;
              }
              totalCostUsd += gradeResult.result.costUsd;
              totalUsage = sumUsageTokens(totalUsage, gradeResult.result.usage);
              if (gradeResult.grade === "pass") {
                resolvedImages.set(entry.index, image);
                passedEntries.add(entry.index);
              }
            }
            removeResolvedEntries(passedEntries);
          }
          if (promptEntries.length === 0) {
            break;
          }
          inputMessages.push({
            role: "assistant",
            content: result.content.parts
          });
          inputMessages.push({
            role: "user",
            content: buildContinuationPromptParts(promptEntries)
          });
        }
      } finally {
        uploadMetrics = getCurrentFileUploadMetrics();
      }
    });
    const orderedImages = [];
    for (const entry of orderedEntries) {
      const image = resolvedImages.get(entry.index);
      if (image) {
        orderedImages.push(image);
      }
    }
    const outputImages = orderedImages.slice(0, numImages);
    telemetry.emit({
      type: "llm.call.completed",
      success: true,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      usage: totalUsage,
      costUsd: totalCostUsd,
      imageCount: outputImages.length,
      attempts: attemptsUsed,
      uploadCount: uploadMetrics.count,
      uploadBytes: uploadMetrics.totalBytes,
      uploadLatencyMs: uploadMetrics.totalLatencyMs
    });
    return outputImages;
  } catch (error) {
    const err = error instanceof Error ? error : new Error(String(error));
    telemetry.emit({
      type: "llm.call.completed",
      success: false,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      usage: totalUsage,
      costUsd: totalCostUsd,
      attempts: attemptsUsed > 0 ? attemptsUsed : void 0,
      uploadCount: uploadMetrics.count,
      uploadBytes: uploadMetrics.totalBytes,
      uploadLatencyMs: uploadMetrics.totalLatencyMs,
      error: err.message
    });
    throw err;
  } finally {
    await telemetry.flush();
  }
}
async function generateImageInBatches(request) {
  const {
    batchSize,
    overlapSize,
    imagePrompts,
    styleImages: baseStyleImagesInput,
    ...rest
  } = request;
  if (batchSize <= 0) {
    throw new Error("batchSize must be greater than 0");
  }
  if (imagePrompts.length === 0) {
    return [];
  }
  const baseStyleImages = baseStyleImagesInput ? [...baseStyleImagesInput] : [];
  const generatedImages = [];
  const totalPrompts = imagePrompts.length;
  for (let startIndex = 0; startIndex < totalPrompts; startIndex += batchSize) {
    const endIndex = Math.min(startIndex + batchSize, totalPrompts);
    const batchPrompts = imagePrompts.slice(startIndex, endIndex);
    let styleImagesForBatch = baseStyleImages;
    if (overlapSize > 0 && generatedImages.length > 0) {
      const overlapImages = generatedImages.slice(
        Math.max(0, generatedImages.length - overlapSize)
      );
      if (overlapImages.length > 0) {
        styleImagesForBatch = [...baseStyleImages, ...overlapImages];
      }
    }
    const batchImages = await generateImages({
      ...rest,
      imagePrompts: batchPrompts,
      styleImages: styleImagesForBatch
    });
    generatedImages.push(...batchImages);
  }
  return generatedImages;
}
function stripCodexCitationMarkers(value) {
  const citationBlockPattern = /\uE200cite\uE202[^\uE201]*\uE201/gu;
  const leftoverMarkersPattern = /[\uE200\uE201\uE202]/gu;
  const withoutBlocks = value.replace(citationBlockPattern, "");
  const withoutMarkers = withoutBlocks.replace(leftoverMarkersPattern, "");
  const stripped = withoutMarkers !== value;
  return { text: withoutMarkers, stripped };
}
function hasMarkdownSourcesSection(value) {
  return /^##\s+Sources\s*$/gmu.test(value);
}
function appendMarkdownSourcesSection(value, sources) {
  const trimmed = value.trimEnd();
  if (sources.length === 0) {
    return trimmed;
  }
  if (hasMarkdownSourcesSection(trimmed)) {
    return trimmed;
  }
  const lines = sources.map((url) => `- <${url}>`).join("\n");
  return `${trimmed}

## Sources
${lines}`;
}

// src/openai/containers.ts
var import_openai4 = require("openai");
function toOpenAiContainerNetworkPolicy(policy) {
  if (!policy) {
    return void 0;
  }
  if (policy.type === "disabled") {
    return { type: "disabled" };
  }
  return {
    type: "allowlist",
    allowed_domains: Array.from(policy.allowedDomains),
    ...policy.domainSecrets ? {
      domain_secrets: policy.domainSecrets.map((secret) => ({
        domain: secret.domain,
        name: secret.name,
        value: secret.value
      }))
    } : {}
  };
}
function toContainer(container) {
  return {
    id: String(container.id),
    name: typeof container.name === "string" ? container.name : "",
    status: typeof container.status === "string" ? container.status : "",
    ...typeof container.created_at === "number" ? { createdAt: container.created_at } : {},
    ...typeof container.last_active_at === "number" ? { lastActiveAt: container.last_active_at } : {},
    ...typeof container.memory_limit === "string" ? { memoryLimit: container.memory_limit } : {}
  };
}
function toContainerFile(file) {
  return {
    id: String(file.id),
    containerId: typeof file.container_id === "string" ? file.container_id : "",
    path: typeof file.path === "string" ? file.path : "",
    ...typeof file.bytes === "number" || file.bytes === null ? { bytes: file.bytes } : {},
    ...typeof file.created_at === "number" ? { createdAt: file.created_at } : {},
    ...typeof file.source === "string" ? { source: file.source } : {}
  };
}
async function createOpenAiContainer(options) {
  const container = await runOpenAiCall(
    async (client) => await client.containers.create({
      name: options.name,
      ...options.fileIds ? { file_ids: Array.from(options.fileIds) } : {},
      ...options.memoryLimit ? { memory_limit: options.memoryLimit } : {},
      ...options.networkPolicy ? { network_policy: toOpenAiContainerNetworkPolicy(options.networkPolicy) } : {},
      ...options.expiresAfterMinutes ? {
        expires_after: {
          anchor: "last_active_at",
          minutes: options.expiresAfterMinutes
        }
      } : {}
    }),
    "openai-containers"
  );
  return toContainer(container);
}
async function deleteOpenAiContainer(containerId) {
  await runOpenAiCall(
    async (client) => await client.containers.delete(containerId),
    "openai-containers"
  );
}
async function listOpenAiContainerFiles(containerId) {
  const files2 = [];
  await runOpenAiCall(async (client) => {
    for await (const file of client.containers.files.list(containerId)) {
      files2.push(toContainerFile(file));
    }
  }, "openai-containers");
  return files2;
}
async function uploadOpenAiContainerFile(upload) {
  const file = await (0, import_openai4.toFile)(upload.data, upload.filename, {
    ...upload.mimeType ? { type: upload.mimeType } : {}
  });
  const created = await runOpenAiCall(
    async (client) => await client.containers.files.create(upload.containerId, { file }),
    "openai-containers"
  );
  return toContainerFile(created);
}
async function downloadOpenAiContainerFile(params) {
  const response = await runOpenAiCall(
    async (client) => await client.containers.files.content.retrieve(params.fileId, {
      container_id: params.containerId
    }),
    "openai-containers"
  );
  return new Uint8Array(await response.arrayBuffer());
}
async function downloadOpenAiContainerFileText(params) {
  const bytes = await downloadOpenAiContainerFile(params);
  return new TextDecoder().decode(bytes);
}

// src/agent.ts
var import_node_crypto4 = require("crypto");
var import_node_path9 = __toESM(require("path"), 1);

// src/agent/subagents.ts
var import_node_crypto3 = require("crypto");
var import_zod4 = require("zod");
var DEFAULT_SUBAGENT_MAX_AGENTS = 6;
var DEFAULT_SUBAGENT_MAX_DEPTH = 1;
var DEFAULT_SUBAGENT_MIN_WAIT_TIMEOUT_MS = 1e4;
var DEFAULT_SUBAGENT_WAIT_TIMEOUT_MS = 3e4;
var DEFAULT_SUBAGENT_MAX_WAIT_TIMEOUT_MS = 36e5;
var MAX_SUBAGENT_MAX_AGENTS = 64;
var MAX_SUBAGENT_MAX_DEPTH = 12;
var MAX_SUBAGENT_MAX_STEPS = 64;
var MAX_SUBAGENT_WAIT_TIMEOUT_MS = 36e5;
var SUBAGENT_CONTROL_TOOL_NAMES = ["send_input", "resume_agent", "wait", "close_agent"];
var DEFAULT_AGENT_TYPE = "default";
var BUILT_IN_AGENT_TYPES = ["default", "researcher", "worker", "reviewer"];
var RESEARCHER_ROLE_DESCRIPTION = `Use \`researcher\` for focused discovery and fact-finding work.
Researchers are fast and authoritative.
They should be used for specific, well-scoped research questions.
Rules:
- Do not repeat searches they have already completed.
- Trust researcher findings unless there is a clear contradiction.
- Run researchers in parallel when useful.
- Reuse existing researchers for related follow-up questions.`;
var WORKER_ROLE_DESCRIPTION = `Use for execution and production work across domains.
Typical tasks:
- Build part of a deliverable
- Implement requested changes
- Produce concrete outputs (documents, plans, analyses, artifacts)
Rules:
- Explicitly assign **ownership** of the task (scope / responsibility).
- Always tell workers they are **not alone in the workspace**, and they should ignore edits made by others without touching them unless asked.`;
var REVIEWER_ROLE_DESCRIPTION = `Use \`reviewer\` to evaluate completed work and provide feedback.
Reviewers focus on quality, correctness, risk, and clarity.
Rules:
- Review critically and prioritize issues by severity.
- Call out gaps, assumptions, and edge cases explicitly.
- Provide actionable, concrete feedback to improve the result.
- Do not redo the entire task unless explicitly requested; evaluate first.`;
var BUILT_IN_AGENT_TYPE_DESCRIPTIONS = {
  default: "Default agent.",
  researcher: RESEARCHER_ROLE_DESCRIPTION,
  worker: WORKER_ROLE_DESCRIPTION,
  reviewer: REVIEWER_ROLE_DESCRIPTION
};
var BUILT_IN_AGENT_TYPE_INSTRUCTIONS = {
  default: void 0,
  researcher: RESEARCHER_ROLE_DESCRIPTION,
  worker: WORKER_ROLE_DESCRIPTION,
  reviewer: REVIEWER_ROLE_DESCRIPTION
};
var SUBAGENT_NOTIFICATION_OPEN_TAG = "<subagent_notification>";
var SUBAGENT_NOTIFICATION_CLOSE_TAG = "</subagent_notification>";
var SPAWN_AGENT_TYPE_DESCRIPTION = buildSpawnAgentTypeDescription();
var subagentInputItemSchema = import_zod4.z.object({
  text: import_zod4.z.string().nullish(),
  image_url: import_zod4.z.string().nullish(),
  name: import_zod4.z.string().nullish(),
  path: import_zod4.z.string().nullish(),
  type: import_zod4.z.string().nullish()
}).passthrough();
var spawnAgentInputSchema = import_zod4.z.object({
  prompt: import_zod4.z.string().nullish().describe("Alias for message. Initial plain-text task for the new agent."),
  message: import_zod4.z.string().nullish().describe(
    "Initial plain-text task for the new agent. Combined with items when both are provided."
  ),
  items: import_zod4.z.array(subagentInputItemSchema).nullish().describe(
    "Structured input items. Use this to pass explicit mentions (for example app:// connector paths). Combined with message/input when both are provided."
  ),
  agent_type: import_zod4.z.string().nullish().describe(SPAWN_AGENT_TYPE_DESCRIPTION),
  fork_context: import_zod4.z.boolean().nullish().describe(
    "When true, fork the current thread history into the new agent before sending the initial prompt. This must be used when you want the new agent to have exactly the same context as you."
  ),
  instructions: import_zod4.z.string().nullish().describe("Optional extra instructions for this subagent instance."),
  max_steps: import_zod4.z.number().int().min(1).max(MAX_SUBAGENT_MAX_STEPS).nullish().describe("Optional max step budget for each subagent run.")
});
var sendInputSchema = import_zod4.z.object({
  agent_id: import_zod4.z.string().nullish().describe("Target subagent id."),
  id: import_zod4.z.string().nullish().describe("Agent id to message (from spawn_agent)."),
  input: import_zod4.z.string().nullish().describe("New user input queued for the subagent."),
  message: import_zod4.z.string().nullish().describe("Legacy plain-text message to send to the agent. Use either message or items."),
  items: import_zod4.z.array(subagentInputItemSchema).nullish().describe(
    "Structured input items. Use this to pass explicit mentions (for example app:// connector paths)."
  ),
  interrupt: import_zod4.z.boolean().nullish().describe("If true and currently running, aborts active run before queuing input.")
}).refine((value) => Boolean(resolveAgentIdValue(value.agent_id, value.id)), {
  message: "agent_id (or id) is required."
});
var resumeAgentSchema = import_zod4.z.object({
  agent_id: import_zod4.z.string().nullish().describe("Target subagent id."),
  id: import_zod4.z.string().nullish().describe("Agent id to resume.")
}).refine((value) => Boolean(resolveAgentIdValue(value.agent_id, value.id)), {
  message: "agent_id (or id) is required."
});
var waitSchema = import_zod4.z.object({
  agent_id: import_zod4.z.string().nullish().describe("Target subagent id."),
  id: import_zod4.z.string().nullish().describe("Codex-style alias for agent_id."),
  ids: import_zod4.z.array(import_zod4.z.string().min(1)).nullish().describe("Agent ids to wait on. Pass multiple ids to wait for whichever finishes first."),
  timeout_ms: import_zod4.z.number().int().nullish().describe(
    "Optional timeout in milliseconds. Defaults to 30000, min 10000, max 3600000. Prefer longer waits (minutes) to avoid busy polling."
  )
});
var closeSchema = import_zod4.z.object({
  agent_id: import_zod4.z.string().nullish().describe("Target subagent id."),
  id: import_zod4.z.string().nullish().describe("Agent id to close (from spawn_agent).")
}).refine((value) => Boolean(resolveAgentIdValue(value.agent_id, value.id)), {
  message: "agent_id (or id) is required."
});
function resolveSubagentToolConfig(selection, currentDepth) {
  const defaults = {
    maxAgents: DEFAULT_SUBAGENT_MAX_AGENTS,
    maxDepth: DEFAULT_SUBAGENT_MAX_DEPTH,
    minWaitTimeoutMs: DEFAULT_SUBAGENT_MIN_WAIT_TIMEOUT_MS,
    defaultWaitTimeoutMs: DEFAULT_SUBAGENT_WAIT_TIMEOUT_MS,
    maxWaitTimeoutMs: DEFAULT_SUBAGENT_MAX_WAIT_TIMEOUT_MS,
    promptPattern: "codex",
    inheritTools: true,
    inheritFilesystemTool: true
  };
  if (selection === void 0 || selection === false) {
    return {
      enabled: false,
      ...defaults
    };
  }
  const config = selection === true ? {} : selection;
  const maxAgents = normalizeInteger(
    config.maxAgents,
    defaults.maxAgents,
    1,
    MAX_SUBAGENT_MAX_AGENTS
  );
  const maxDepth = normalizeInteger(config.maxDepth, defaults.maxDepth, 1, MAX_SUBAGENT_MAX_DEPTH);
  const minWaitTimeoutMs = normalizeInteger(
    config.minWaitTimeoutMs,
    defaults.minWaitTimeoutMs,
    1,
    MAX_SUBAGENT_WAIT_TIMEOUT_MS
  );
  const defaultWaitTimeoutMs = normalizeInteger(
    config.defaultWaitTimeoutMs,
    defaults.defaultWaitTimeoutMs,
    minWaitTimeoutMs,
    MAX_SUBAGENT_WAIT_TIMEOUT_MS
  );
  const maxWaitTimeoutMs = normalizeInteger(
    config.maxWaitTimeoutMs,
    defaults.maxWaitTimeoutMs,
    defaultWaitTimeoutMs,
    MAX_SUBAGENT_WAIT_TIMEOUT_MS
  );
  const promptPattern = config.promptPattern ?? defaults.promptPattern;
  const instructions = trimToUndefined(config.instructions);
  const maxSteps = normalizeOptionalInteger(config.maxSteps, 1, MAX_SUBAGENT_MAX_STEPS);
  const enabled = config.enabled !== false && currentDepth < maxDepth;
  return {
    enabled,
    maxAgents,
    maxDepth,
    minWaitTimeoutMs,
    defaultWaitTimeoutMs,
    maxWaitTimeoutMs,
    promptPattern,
    ...instructions ? { instructions } : {},
    ...maxSteps ? { maxSteps } : {},
    inheritTools: config.inheritTools !== false,
    inheritFilesystemTool: config.inheritFilesystemTool !== false
  };
}
function buildCodexSubagentOrchestratorInstructions(params) {
  const modeInstruction = params.mode === "proactive" ? "Proactive multi-agent delegation is active. Any earlier instruction requiring an explicit user request before spawning sub-agents no longer applies. Use sub-agents when parallel work would materially improve speed or quality. This mode remains active until a later multi-agent mode developer message changes it." : "Do not spawn sub-agents unless the user or applicable AGENTS.md/skill instructions explicitly ask for sub-agents, delegation, or parallel agent work.";
  return [
    "Subagent orchestration tools are available: spawn_agent, send_input, resume_agent, wait, close_agent.",
    "Background updates may appear as <subagent_notification>{...}</subagent_notification>; treat them as status updates, not new user intent.",
    "Available spawn_agent agent_type values: default, researcher, worker, reviewer.",
    modeInstruction,
    "Delegate only concrete, bounded sidecar tasks that can run independently while you continue useful local work.",
    "Keep immediate blockers and tightly coupled work local. Do not duplicate delegated work, and give concurrent coding agents disjoint write scopes.",
    "Run independent research questions or disjoint implementation slices in parallel when that materially advances the task.",
    "Reuse an existing agent with send_input then resume_agent when follow-up work depends on its context.",
    "Call wait only when an agent result blocks your next step; use a long timeout instead of busy polling. Close agents when delegation is complete.",
    `Limits: max active subagents ${params.maxAgents}, max depth ${params.maxDepth}, current depth ${params.currentDepth}.`
  ].join("\n");
}
function buildCodexSubagentWorkerInstructions(params) {
  return [
    `You are a delegated subagent at depth ${params.depth}/${params.maxDepth}.`,
    "Focus on the delegated task, use available tools when needed, and return concise actionable output.",
    "Other agents may share the workspace. Preserve unrelated changes, stay within your assigned write scope, and report files you changed.",
    "If blocked, report the blocker explicitly."
  ].join("\n");
}
function createSubagentToolController(options) {
  if (!options.config.enabled) {
    return {
      tools: {},
      closeAll: async () => {
      }
    };
  }
  const agents = /* @__PURE__ */ new Map();
  const roleNicknameCounts = /* @__PURE__ */ new Map();
  const tools = {
    spawn_agent: tool({
      description: "Spawn a sub-agent for a concrete, bounded task that can run independently alongside useful local work. Returns the agent id (and user-facing nickname when available) to use to communicate with this agent.",
      inputSchema: spawnAgentInputSchema,
      execute: async (input) => {
        if (countActiveAgents(agents) >= options.config.maxAgents) {
          throw new Error(
            `Subagent limit reached (${options.config.maxAgents}). Close existing agents before spawning new ones.`
          );
        }
        const childDepth = options.parentDepth + 1;
        if (childDepth > options.config.maxDepth) {
          throw new Error(
            `Subagent depth limit reached (${options.config.maxDepth}). Cannot spawn at depth ${childDepth}.`
          );
        }
        const id = `agent_${(0, import_node_crypto3.randomBytes)(6).toString("hex")}`;
        const now = Date.now();
        const { roleName, roleInstructions } = resolveAgentType(input.agent_type);
        const nickname = reserveAgentNickname(roleName, roleNicknameCounts);
        const perSpawnInstructions = joinInstructionBlocks(
          roleInstructions,
          trimToUndefined(input.instructions)
        );
        const initialPrompt = resolveCollabInputText({
          textCandidates: [{ value: input.prompt }, { value: input.message }],
          items: input.items,
          missingError: "Provide one of: prompt/message or items.",
          emptyTextError: "Empty message can't be sent to an agent.",
          emptyItemsError: "Items can't be empty."
        });
        const agent = {
          id,
          depth: childDepth,
          model: options.parentModel,
          ...nickname ? { nickname } : {},
          agentRole: roleName,
          status: "idle",
          createdAtMs: now,
          updatedAtMs: now,
          pendingInputs: [initialPrompt],
          history: input.fork_context && options.forkContextMessages ? [...options.forkContextMessages] : [],
          ...options.buildChildInstructions ? {
            instructions: trimToUndefined(
              options.buildChildInstructions(perSpawnInstructions, childDepth)
            )
          } : perSpawnInstructions ? { instructions: perSpawnInstructions } : {},
          ...input.max_steps ? { maxSteps: input.max_steps } : options.config.maxSteps ? { maxSteps: options.config.maxSteps } : {},
          turns: 0,
          notification: "spawned",
          notificationMessage: `Spawned subagent ${id}.`,
          version: 1,
          waiters: /* @__PURE__ */ new Set()
        };
        agents.set(id, agent);
        startRun(agent, options);
        return buildToolResponse(
          agent,
          {
            notification: "spawned",
            message: `Spawned subagent ${id}.`
          },
          { nickname: agent.nickname }
        );
      }
    }),
    send_input: tool({
      description: "Send a message to an existing agent. Reuse an agent when follow-up work depends on its prior context. Use interrupt=true to redirect work immediately.",
      inputSchema: sendInputSchema,
      execute: async (input) => {
        const submissionId = randomSubmissionId();
        const agentId = resolveAgentIdValue(input.agent_id, input.id);
        if (!agentId) {
          throw new Error("send_input requires agent_id or id.");
        }
        const agent = requireAgent(agents, agentId);
        const nextInput = resolveCollabInputText({
          textCandidates: [{ value: input.input }, { value: input.message }],
          items: input.items,
          missingError: "Provide one of: input/message or items.",
          emptyTextError: "Empty message can't be sent to an agent.",
          emptyItemsError: "Items can't be empty."
        });
        if (agent.status === "closed") {
          throw new Error(`agent with id ${agent.id} is closed`);
        }
        if (input.interrupt && agent.abortController) {
          agent.abortController.abort("send_input_interrupt");
          agent.pendingInputs.unshift(nextInput);
          setNotification(agent, "input_queued", `Interrupted ${agent.id} and queued new input.`);
          return buildToolResponse(agent, void 0, { submission_id: submissionId });
        }
        agent.pendingInputs.push(nextInput);
        setNotification(agent, "input_queued", `Queued input for ${agent.id}.`);
        return buildToolResponse(agent, void 0, { submission_id: submissionId });
      }
    }),
    resume_agent: tool({
      description: "Resume a previously closed agent by id so it can receive send_input and wait calls.",
      inputSchema: resumeAgentSchema,
      execute: async (input) => {
        const agentId = resolveAgentIdValue(input.agent_id, input.id);
        if (!agentId) {
          throw new Error("resume_agent requires agent_id or id.");
        }
        const agent = requireAgent(agents, agentId);
        if (agent.status === "closed") {
          agent.status = "idle";
          setNotification(agent, "resumed", `Resumed subagent ${agent.id}.`);
          return buildToolResponse(agent, {
            notification: "resumed",
            message: `Resumed subagent ${agent.id}.`
          });
        }
        const outcome = startRun(agent, options);
        if (outcome === "started") {
          return buildToolResponse(agent, {
            notification: "run_started",
            message: `Started subagent ${agent.id}.`
          });
        }
        if (outcome === "already_running") {
          setNotification(agent, "already_running", `Subagent ${agent.id} is already running.`);
          return buildToolResponse(agent);
        }
        setNotification(agent, "no_pending_input", `Subagent ${agent.id} has no queued input.`);
        return buildToolResponse(agent);
      }
    }),
    wait: tool({
      description: "Wait for agents to reach a final status when their result blocks the next step. Completed statuses may include the agent's final message. Returns empty status when timed out. Once the agent reaches a final status, a notification message will be received containing the same completed status.",
      inputSchema: waitSchema,
      execute: async (input) => {
        const ids = resolveAgentIdList(input.agent_id, input.id, input.ids);
        if (ids.length === 0) {
          throw new Error("ids must be non-empty");
        }
        if (typeof input.timeout_ms === "number" && input.timeout_ms <= 0) {
          throw new Error("timeout_ms must be greater than zero");
        }
        const timeoutMs = normalizeInteger(
          input.timeout_ms,
          options.config.defaultWaitTimeoutMs,
          options.config.minWaitTimeoutMs,
          options.config.maxWaitTimeoutMs
        );
        const status = await waitForAnyAgentStatus(agents, ids, timeoutMs);
        const timedOut = Object.keys(status).length === 0;
        if (timedOut && ids.length === 1) {
          const agent = requireAgent(agents, ids[0]);
          setNotification(
            agent,
            "timeout",
            `Timed out after ${timeoutMs}ms while waiting for ${agent.id}.`
          );
        }
        return {
          status,
          status_summary: summarizeAgentStatuses(status),
          timed_out: timedOut,
          timeout_ms: timeoutMs
        };
      }
    }),
    close_agent: tool({
      description: "Close an agent when it is no longer needed and return its last known status.",
      inputSchema: closeSchema,
      execute: async (input) => {
        const agentId = resolveAgentIdValue(input.agent_id, input.id);
        if (!agentId) {
          throw new Error("close_agent requires agent_id or id.");
        }
        const agent = requireAgent(agents, agentId);
        if (agent.status === "closed") {
          setNotification(agent, "already_closed", `Subagent ${agent.id} is already closed.`);
          return buildToolResponse(agent, void 0, { cancelled: false });
        }
        const cancelled = closeSubagent(agent, `Closed ${agent.id}.`, options);
        return buildToolResponse(
          agent,
          { notification: "closed", message: `Closed ${agent.id}.` },
          { cancelled }
        );
      }
    })
  };
  return {
    tools,
    closeAll: async () => {
      const running = [];
      for (const agent of agents.values()) {
        if (agent.status !== "closed") {
          closeSubagent(agent, `Parent agent loop closed ${agent.id}.`, options);
        }
        if (agent.runningPromise) {
          running.push(agent.runningPromise);
        }
      }
      if (running.length > 0) {
        await Promise.race([Promise.allSettled(running), sleep2(2e3)]);
      }
    }
  };
}
function requireAgent(agents, id) {
  const agent = agents.get(id);
  if (!agent) {
    throw new Error(`agent with id ${id} not found`);
  }
  return agent;
}
function resolveAgentIdValue(agentId, idAlias) {
  const preferred = agentId?.trim();
  if (preferred) {
    return preferred;
  }
  const alias = idAlias?.trim();
  return alias ?? "";
}
function resolveAgentIdList(agentId, idAlias, ids) {
  if (Array.isArray(ids) && ids.length > 0) {
    return [...new Set(ids.map((value) => value.trim()).filter(Boolean))];
  }
  const single = resolveAgentIdValue(agentId, idAlias);
  return single ? [single] : [];
}
function resolveCollabInputText(params) {
  const textCandidate = params.textCandidates.find(
    (candidate) => candidate.value !== void 0 && candidate.value !== null
  );
  const hasText = Boolean(textCandidate);
  const hasItems = params.items !== void 0 && params.items !== null;
  if (!hasText && !hasItems) {
    throw new Error(params.missingError);
  }
  const blocks = [];
  if (hasText) {
    const value = textCandidate?.value?.trim();
    if (!value) {
      throw new Error(params.emptyTextError);
    }
    blocks.push(value);
  }
  if (!hasItems) {
    return blocks.join("\n\n");
  }
  if (!params.items || params.items.length === 0) {
    if (blocks.length > 0) {
      return blocks.join("\n\n");
    }
    throw new Error(params.emptyItemsError);
  }
  const itemText = resolveInputItemsText(params.items);
  if (!itemText) {
    if (blocks.length > 0) {
      return blocks.join("\n\n");
    }
    throw new Error(params.emptyItemsError);
  }
  blocks.push(itemText);
  return blocks.join("\n\n");
}
function resolveInputItemsText(items) {
  if (!items || items.length === 0) {
    return void 0;
  }
  const lines = [];
  for (const item of items) {
    if (typeof item.text === "string" && item.text.trim().length > 0) {
      lines.push(item.text.trim());
      continue;
    }
    const itemType = typeof item.type === "string" ? item.type.trim() : "";
    const name = typeof item.name === "string" ? item.name.trim() : "";
    const path10 = typeof item.path === "string" ? item.path.trim() : "";
    const imageUrl = typeof item.image_url === "string" ? item.image_url.trim() : "";
    if (itemType === "image") {
      lines.push("[image]");
      continue;
    }
    if (itemType === "local_image" && path10) {
      lines.push(`[local_image:${path10}]`);
      continue;
    }
    if (itemType === "skill" && name && path10) {
      lines.push(`[skill:$${name}](${path10})`);
      continue;
    }
    if (itemType === "mention" && name && path10) {
      lines.push(`[mention:$${name}](${path10})`);
      continue;
    }
    if (path10 || imageUrl) {
      lines.push(`[${itemType || "input"}:${path10 || imageUrl}]`);
      continue;
    }
    if (name) {
      lines.push(`[${itemType || "input"}:${name}]`);
    }
  }
  if (lines.length === 0) {
    return void 0;
  }
  return lines.join("\n");
}
function countActiveAgents(agents) {
  let count = 0;
  for (const agent of agents.values()) {
    if (agent.status !== "closed") {
      count += 1;
    }
  }
  return count;
}
async function waitForAnyAgentStatus(agents, ids, timeoutMs) {
  const requested = ids.map((id) => requireAgent(agents, id));
  const deadline = Date.now() + timeoutMs;
  while (true) {
    const status = {};
    for (const agent of requested) {
      if (agent.status !== "running") {
        status[agent.id] = buildSnapshot(agent);
      }
    }
    if (Object.keys(status).length > 0) {
      return status;
    }
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      return {};
    }
    await Promise.race(
      requested.map(async (agent) => {
        const changed = await waitForVersionChange(agent, agent.version, remaining);
        if (!changed) {
          return;
        }
      })
    );
  }
}
function setNotification(agent, notification, message) {
  agent.notification = notification;
  agent.notificationMessage = message;
  agent.updatedAtMs = Date.now();
  agent.version += 1;
  notifyWaiters(agent);
}
function setLifecycle(agent, status, notification, message) {
  agent.status = status;
  setNotification(agent, notification, message);
}
function notifyWaiters(agent) {
  if (agent.waiters.size === 0) {
    return;
  }
  const waiters = [...agent.waiters];
  agent.waiters.clear();
  for (const notify of waiters) {
    notify();
  }
}
function startRun(agent, options) {
  if (agent.runningPromise) {
    return "already_running";
  }
  const nextInput = agent.pendingInputs.shift();
  if (!nextInput) {
    return "no_pending_input";
  }
  const input = [...agent.history, { role: "user", content: nextInput }];
  const abortController = new AbortController();
  const runStartedAtMs = Date.now();
  agent.abortController = abortController;
  if (agent.firstRunStartedAtMs === void 0) {
    agent.firstRunStartedAtMs = runStartedAtMs;
  }
  agent.lastRunStartedAtMs = runStartedAtMs;
  agent.lastError = void 0;
  setLifecycle(
    agent,
    "running",
    "run_started",
    `Subagent ${agent.id} started run ${agent.turns + 1}.`
  );
  const runPromise = (async () => {
    try {
      const result = await options.runSubagent({
        agentId: agent.id,
        depth: agent.depth,
        model: agent.model,
        input,
        instructions: agent.instructions,
        maxSteps: agent.maxSteps,
        signal: abortController.signal
      });
      if (agent.status === "closed") {
        return;
      }
      agent.lastResult = result;
      agent.lastError = void 0;
      agent.turns += 1;
      agent.history = [...input, { role: "assistant", content: result.text }];
      setLifecycle(
        agent,
        "idle",
        "run_completed",
        `Subagent ${agent.id} completed run ${agent.turns}.`
      );
      emitBackgroundNotification(agent, options);
    } catch (error) {
      if (agent.status === "closed") {
        return;
      }
      if (abortController.signal.aborted) {
        setLifecycle(agent, "idle", "input_queued", `Subagent ${agent.id} run interrupted.`);
        return;
      }
      const message = toErrorMessage2(error);
      agent.lastError = message;
      setLifecycle(agent, "failed", "run_failed", `Subagent ${agent.id} failed: ${message}`);
      emitBackgroundNotification(agent, options);
    } finally {
      const runCompletedAtMs = Date.now();
      agent.lastRunCompletedAtMs = runCompletedAtMs;
      agent.lastRunDurationMs = Math.max(0, runCompletedAtMs - runStartedAtMs);
      agent.runningPromise = void 0;
      agent.abortController = void 0;
    }
  })();
  agent.runningPromise = runPromise;
  return "started";
}
function closeSubagent(agent, message, options) {
  const cancelled = Boolean(agent.runningPromise);
  agent.pendingInputs = [];
  if (agent.abortController) {
    agent.abortController.abort("close_agent");
  }
  setLifecycle(agent, "closed", "closed", message);
  emitBackgroundNotification(agent, options);
  return cancelled;
}
async function waitForVersionChange(agent, version, timeoutMs) {
  if (agent.version !== version) {
    return true;
  }
  return await new Promise((resolve) => {
    const waiter = () => {
      cleanup();
      resolve(true);
    };
    const timeout = setTimeout(() => {
      cleanup();
      resolve(false);
    }, timeoutMs);
    const cleanup = () => {
      clearTimeout(timeout);
      agent.waiters.delete(waiter);
    };
    agent.waiters.add(waiter);
  });
}
function buildToolResponse(agent, override, extra = {}) {
  const notification = override?.notification ?? agent.notification;
  const message = override?.message ?? agent.notificationMessage;
  const snapshot = buildSnapshot(agent);
  return {
    agent_id: snapshot.agent_id,
    notification,
    message,
    status: snapshot.status,
    agent: snapshot,
    tool_availability: snapshot.status === "closed" ? [] : [...SUBAGENT_CONTROL_TOOL_NAMES],
    ...extra
  };
}
function buildSnapshot(agent) {
  return {
    agent_id: agent.id,
    ...agent.nickname ? { nickname: agent.nickname } : {},
    agent_role: agent.agentRole,
    status: agent.status,
    depth: agent.depth,
    model: agent.model,
    pending_inputs: agent.pendingInputs.length,
    turns: agent.turns,
    created_at: new Date(agent.createdAtMs).toISOString(),
    updated_at: new Date(agent.updatedAtMs).toISOString(),
    ...agent.firstRunStartedAtMs ? {
      first_run_started_at: new Date(agent.firstRunStartedAtMs).toISOString(),
      spawn_startup_latency_ms: Math.max(0, agent.firstRunStartedAtMs - agent.createdAtMs)
    } : {},
    ...agent.lastRunStartedAtMs ? { last_run_started_at: new Date(agent.lastRunStartedAtMs).toISOString() } : {},
    ...agent.lastRunCompletedAtMs ? { last_run_completed_at: new Date(agent.lastRunCompletedAtMs).toISOString() } : {},
    ...typeof agent.lastRunDurationMs === "number" ? { last_run_duration_ms: Math.max(0, agent.lastRunDurationMs) } : {},
    ...agent.lastError ? { last_error: agent.lastError } : {},
    ...agent.lastResult ? {
      last_result: {
        text: agent.lastResult.text,
        thoughts: agent.lastResult.thoughts,
        step_count: agent.lastResult.steps.length,
        total_cost_usd: agent.lastResult.totalCostUsd
      }
    } : {}
  };
}
function emitBackgroundNotification(agent, options) {
  if (!options?.onBackgroundMessage) {
    return;
  }
  if (!isBackgroundNotification(agent.notification)) {
    return;
  }
  const payload = {
    agent_id: agent.id,
    status: buildSnapshot(agent)
  };
  const body = JSON.stringify(payload);
  try {
    options.onBackgroundMessage(
      `${SUBAGENT_NOTIFICATION_OPEN_TAG}${body}${SUBAGENT_NOTIFICATION_CLOSE_TAG}`
    );
  } catch {
  }
}
function isBackgroundNotification(notification) {
  return notification === "run_completed" || notification === "run_failed" || notification === "closed";
}
function summarizeAgentStatuses(status) {
  const summary = {};
  for (const [agentId, snapshot] of Object.entries(status)) {
    const value = snapshot.status;
    summary[agentId] = typeof value === "string" ? value : "unknown";
  }
  return summary;
}
function buildSpawnAgentTypeDescription() {
  const sections = BUILT_IN_AGENT_TYPES.map((name) => {
    const description = BUILT_IN_AGENT_TYPE_DESCRIPTIONS[name];
    return `${name}: {
${description}
}`;
  });
  return [
    `Optional type name for the new agent. If omitted, \`${DEFAULT_AGENT_TYPE}\` is used.`,
    "Available roles:",
    ...sections
  ].join("\n");
}
function resolveAgentType(agentType) {
  const requestedRoleName = trimToUndefined(agentType) ?? DEFAULT_AGENT_TYPE;
  const roleName = requestedRoleName;
  const description = BUILT_IN_AGENT_TYPE_DESCRIPTIONS[roleName];
  if (!description) {
    throw new Error(`unknown agent_type '${requestedRoleName}'`);
  }
  return {
    roleName,
    roleInstructions: BUILT_IN_AGENT_TYPE_INSTRUCTIONS[roleName]
  };
}
function reserveAgentNickname(roleName, counts) {
  const prefixByRole = {
    default: "Agent",
    researcher: "Researcher",
    worker: "Worker",
    reviewer: "Reviewer"
  };
  const prefix = prefixByRole[roleName] ?? "Agent";
  const next = (counts.get(prefix) ?? 0) + 1;
  counts.set(prefix, next);
  return `${prefix}_${next}`;
}
function joinInstructionBlocks(...blocks) {
  const parts = blocks.map(trimToUndefined).filter((value) => Boolean(value));
  if (parts.length === 0) {
    return void 0;
  }
  return parts.join("\n\n");
}
function randomSubmissionId() {
  return `sub_${(0, import_node_crypto3.randomBytes)(6).toString("hex")}`;
}
function normalizeInteger(value, fallback, min, max) {
  const parsed = Number.isFinite(value) ? Math.floor(value) : fallback;
  return Math.max(min, Math.min(max, parsed));
}
function normalizeOptionalInteger(value, min, max) {
  if (!Number.isFinite(value)) {
    return void 0;
  }
  return Math.max(min, Math.min(max, Math.floor(value)));
}
function trimToUndefined(value) {
  const trimmed = value?.trim();
  return trimmed && trimmed.length > 0 ? trimmed : void 0;
}
function toErrorMessage2(error) {
  if (error instanceof Error) {
    return error.message;
  }
  return String(error);
}
function sleep2(ms) {
  return new Promise((resolve) => {
    setTimeout(resolve, ms);
  });
}

// src/tools/filesystemTools.ts
var import_node_path8 = __toESM(require("path"), 1);
var import_node_buffer5 = require("buffer");
var import_zod6 = require("zod");

// src/tools/applyPatch.ts
var import_node_path7 = __toESM(require("path"), 1);
var import_zod5 = require("zod");

// src/tools/filesystem.ts
var import_node_fs4 = require("fs");
var import_node_path6 = __toESM(require("path"), 1);
var InMemoryAgentFilesystem = class {
  #files = /* @__PURE__ */ new Map();
  #dirs = /* @__PURE__ */ new Map();
  #clock = 0;
  constructor(initialFiles = {}) {
    const root = import_node_path6.default.resolve("/");
    this.#dirs.set(root, { mtimeMs: this.#nextMtime() });
    for (const [filePath, content] of Object.entries(initialFiles)) {
      const absolutePath = import_node_path6.default.resolve(filePath);
      this.#ensureDirSync(import_node_path6.default.dirname(absolutePath));
      this.#files.set(absolutePath, {
        content,
        mtimeMs: this.#nextMtime()
      });
    }
  }
  async readTextFile(filePath) {
    const absolutePath = import_node_path6.default.resolve(filePath);
    const file = this.#files.get(absolutePath);
    if (!file) {
      throw createNoSuchFileError("open", absolutePath);
    }
    return file.content;
  }
  async readBinaryFile(filePath) {
    const content = await this.readTextFile(filePath);
    return Buffer.from(content, "utf8");
  }
  async writeTextFile(filePath, content) {
    const absolutePath = import_node_path6.default.resolve(filePath);
    const parentPath = import_node_path6.default.dirname(absolutePath);
    if (!this.#dirs.has(parentPath)) {
      throw createNoSuchFileError("open", parentPath);
    }
    this.#files.set(absolutePath, { content, mtimeMs: this.#nextMtime() });
  }
  async deleteFile(filePath) {
    const absolutePath = import_node_path6.default.resolve(filePath);
    if (!this.#files.delete(absolutePath)) {
      throw createNoSuchFileError("unlink", absolutePath);
    }
  }
  async ensureDir(directoryPath) {
    this.#ensureDirSync(import_node_path6.default.resolve(directoryPath));
  }
  async readDir(directoryPath) {
    const absolutePath = import_node_path6.default.resolve(directoryPath);
    const directory = this.#dirs.get(absolutePath);
    if (!directory) {
      throw createNoSuchFileError("scandir", absolutePath);
    }
    const entries = [];
    const seenNames = /* @__PURE__ */ new Set();
    for (const [dirPath, dirRecord] of this.#dirs.entries()) {
      if (dirPath === absolutePath) {
        continue;
      }
      if (import_node_path6.default.dirname(dirPath) !== absolutePath) {
        continue;
      }
      const name = import_node_path6.default.basename(dirPath);
      if (seenNames.has(name)) {
        continue;
      }
      seenNames.add(name);
      entries.push({
        name,
        path: dirPath,
        kind: "directory",
        mtimeMs: dirRecord.mtimeMs
      });
    }
    for (const [filePath, fileRecord] of this.#files.entries()) {
      if (import_node_path6.default.dirname(filePath) !== absolutePath) {
        continue;
      }
      const name = import_node_path6.default.basename(filePath);
      if (seenNames.has(name)) {
        continue;
      }
      seenNames.add(name);
      entries.push({
        name,
        path: filePath,
        kind: "file",
        mtimeMs: fileRecord.mtimeMs
      });
    }
    entries.sort((left, right) => left.name.localeCompare(right.name));
    return entries;
  }
  async stat(entryPath) {
    const absolutePath = import_node_path6.default.resolve(entryPath);
    const file = this.#files.get(absolutePath);
    if (file) {
      return { kind: "file", mtimeMs: file.mtimeMs };
    }
    const directory = this.#dirs.get(absolutePath);
    if (directory) {
      return { kind: "directory", mtimeMs: directory.mtimeMs };
    }
    throw createNoSuchFileError("stat", absolutePath);
  }
  snapshot() {
    const entries = [...this.#files.entries()].sort(([left], [right]) => left.localeCompare(right));
    return Object.fromEntries(entries.map(([filePath, record]) => [filePath, record.content]));
  }
  #ensureDirSync(directoryPath) {
    const absolutePath = import_node_path6.default.resolve(directoryPath);
    const parts = [];
    let cursor = absolutePath;
    for (; ; ) {
      if (this.#dirs.has(cursor)) {
        break;
      }
      parts.push(cursor);
      const parent = import_node_path6.default.dirname(cursor);
      if (parent === cursor) {
        break;
      }
      cursor = parent;
    }
    for (let index = parts.length - 1; index >= 0; index -= 1) {
      const nextDir = parts[index];
      if (nextDir === void 0) {
        continue;
      }
      if (!this.#dirs.has(nextDir)) {
        this.#dirs.set(nextDir, { mtimeMs: this.#nextMtime() });
      }
    }
  }
  #nextMtime() {
    this.#clock += 1;
    return this.#clock;
  }
};
function createNodeAgentFilesystem() {
  return {
    readTextFile: async (filePath) => import_node_fs4.promises.readFile(filePath, "utf8"),
    readBinaryFile: async (filePath) => import_node_fs4.promises.readFile(filePath),
    writeTextFile: async (filePath, content) => import_node_fs4.promises.writeFile(filePath, content, "utf8"),
    deleteFile: async (filePath) => import_node_fs4.promises.unlink(filePath),
    ensureDir: async (directoryPath) => {
      await import_node_fs4.promises.mkdir(directoryPath, { recursive: true });
    },
    readDir: async (directoryPath) => {
      const entries = await import_node_fs4.promises.readdir(directoryPath, { withFileTypes: true });
      const result = [];
      for (const entry of entries) {
        const entryPath = import_node_path6.default.resolve(directoryPath, entry.name);
        const stats = await import_node_fs4.promises.lstat(entryPath);
        result.push({
          name: entry.name,
          path: entryPath,
          kind: statsToKind(stats),
          mtimeMs: stats.mtimeMs
        });
      }
      return result;
    },
    stat: async (entryPath) => {
      const stats = await import_node_fs4.promises.lstat(entryPath);
      return {
        kind: statsToKind(stats),
        mtimeMs: stats.mtimeMs
      };
    }
  };
}
function createInMemoryAgentFilesystem(initialFiles = {}) {
  return new InMemoryAgentFilesystem(initialFiles);
}
function statsToKind(stats) {
  if (stats.isSymbolicLink()) {
    return "symlink";
  }
  if (stats.isDirectory()) {
    return "directory";
  }
  if (stats.isFile()) {
    return "file";
  }
  return "other";
}
function createNoSuchFileError(syscall, filePath) {
  const error = new Error(
    `ENOENT: no such file or directory, ${syscall} '${filePath}'`
  );
  error.code = "ENOENT";
  error.syscall = syscall;
  error.path = filePath;
  return error;
}

// src/tools/applyPatch.ts
var BEGIN_PATCH_LINE = "*** Begin Patch";
var END_PATCH_LINE = "*** End Patch";
var ADD_FILE_PREFIX = "*** Add File: ";
var DELETE_FILE_PREFIX = "*** Delete File: ";
var UPDATE_FILE_PREFIX = "*** Update File: ";
var MOVE_TO_PREFIX = "*** Move to: ";
var END_OF_FILE_LINE = "*** End of File";
var DEFAULT_MAX_PATCH_BYTES = 1024 * 1024;
var CODEX_APPLY_PATCH_INPUT_DESCRIPTION = "The entire contents of the apply_patch command";
var CODEX_APPLY_PATCH_FREEFORM_TOOL_DESCRIPTION = "Use the `apply_patch` tool to edit files. This is a FREEFORM tool, so do not wrap the patch in JSON.";
var CODEX_APPLY_PATCH_LARK_GRAMMAR = [
  "start: begin_patch hunk+ end_patch",
  'begin_patch: "*** Begin Patch" LF',
  'end_patch: "*** End Patch" LF?',
  "",
  "hunk: add_hunk | delete_hunk | update_hunk",
  'add_hunk: "*** Add File: " filename LF add_line+',
  'delete_hunk: "*** Delete File: " filename LF',
  'update_hunk: "*** Update File: " filename LF change_move? change?',
  "",
  "filename: /(.+)/",
  'add_line: "+" /(.*)/ LF -> line',
  "",
  'change_move: "*** Move to: " filename LF',
  "change: (change_context | change_line)+ eof_line?",
  'change_context: ("@@" | "@@ " /(.+)/) LF',
  'change_line: ("+" | "-" | " ") /(.*)/ LF',
  'eof_line: "*** End of File" LF',
  "",
  "%import common.LF"
].join("\n");
var CODEX_APPLY_PATCH_JSON_TOOL_DESCRIPTION = [
  "Use the `apply_patch` tool to edit files.",
  "Your patch language is a stripped\u2011down, file\u2011oriented diff format designed to be easy to parse and safe to apply. You can think of it as a high\u2011level envelope:",
  "",
  "*** Begin Patch",
  "[ one or more file sections ]",
  "*** End Patch",
  "",
  "Within that envelope, you get a sequence of file operations.",
  "You MUST include a header to specify the action you are taking.",
  "Each operation starts with one of three headers:",
  "",
  "*** Add File: <path> - create a new file. Every following line is a + line (the initial contents).",
  "*** Delete File: <path> - remove an existing file. Nothing follows.",
  "*** Update File: <path> - patch an existing file in place (optionally with a rename).",
  "",
  "May be immediately followed by *** Move to: <new path> if you want to rename the file.",
  "Then one or more \u201Chunks\u201D, each introduced by @@ (optionally followed by a hunk header).",
  "Within a hunk each line starts with:",
  "",
  "For instructions on [context_before] and [context_after]:",
  "- By default, show 3 lines of code immediately above and 3 lines immediately below each change. If a change is within 3 lines of a previous change, do NOT duplicate the first change\u2019s [context_after] lines in the second change\u2019s [context_before] lines.",
  "- If 3 lines of context is insufficient to uniquely identify the snippet of code within the file, use the @@ operator to indicate the class or function to which the snippet belongs. For instance, we might have:",
  "@@ class BaseClass",
  "[3 lines of pre-context]",
  "- [old_code]",
  "+ [new_code]",
  "[3 lines of post-context]",
  "",
  "- If a code block is repeated so many times in a class or function such that even a single `@@` statement and 3 lines of context cannot uniquely identify the snippet of code, you can use multiple `@@` statements to jump to the right context. For instance:",
  "",
  "@@ class BaseClass",
  "@@ 	 def method():",
  "[3 lines of pre-context]",
  "- [old_code]",
  "+ [new_code]",
  "[3 lines of post-context]",
  "",
  "The full grammar definition is below:",
  "Patch := Begin { FileOp } End",
  'Begin := "*** Begin Patch" NEWLINE',
  'End := "*** End Patch" NEWLINE',
  "FileOp := AddFile | DeleteFile | UpdateFile",
  'AddFile := "*** Add File: " path NEWLINE { "+" line NEWLINE }',
  'DeleteFile := "*** Delete File: " path NEWLINE',
  'UpdateFile := "*** Update File: " path NEWLINE [ MoveTo ] { Hunk }',
  'MoveTo := "*** Move to: " newPath NEWLINE',
  'Hunk := "@@" [ header ] NEWLINE { HunkLine } [ "*** End of File" NEWLINE ]',
  'HunkLine := (" " | "-" | "+") text NEWLINE',
  "",
  "A full patch can combine several operations:",
  "",
  "*** Begin Patch",
  "*** Add File: hello.txt",
  "+Hello world",
  "*** Update File: src/app.py",
  "*** Move to: src/main.py",
  "@@ def greet():",
  '-print("Hi")',
  '+print("Hello, world!")',
  "*** Delete File: obsolete.txt",
  "*** End Patch",
  "",
  "It is important to remember:",
  "",
  "- You must include a header with your intended action (Add/Delete/Update)",
  "- You must prefix new lines with `+` even when creating a new file",
  "- File references can only be relative, NEVER ABSOLUTE."
].join("\n");
var applyPatchToolInputSchema = import_zod5.z.object({
  input: import_zod5.z.string().min(1).describe(CODEX_APPLY_PATCH_INPUT_DESCRIPTION)
});
function createApplyPatchTool(options = {}) {
  return tool({
    description: options.description ?? CODEX_APPLY_PATCH_JSON_TOOL_DESCRIPTION,
    inputSchema: applyPatchToolInputSchema,
    execute: async ({ input }) => applyPatch({
      patch: input,
      cwd: options.cwd,
      fs: options.fs,
      allowOutsideCwd: options.allowOutsideCwd,
      checkAccess: options.checkAccess,
      maxPatchBytes: options.maxPatchBytes
    })
  });
}
async function applyPatch(request) {
  const cwd = import_node_path7.default.resolve(request.cwd ?? process.cwd());
  const adapter = request.fs ?? createNodeAgentFilesystem();
  const allowOutsideCwd = request.allowOutsideCwd === true;
  const patchBytes = Buffer.byteLength(request.patch, "utf8");
  const maxPatchBytes = request.maxPatchBytes ?? DEFAULT_MAX_PATCH_BYTES;
  if (patchBytes > maxPatchBytes) {
    throw new Error(
      `apply_patch failed: patch too large (${patchBytes} bytes > ${maxPatchBytes} bytes)`
    );
  }
  const parsed = parsePatchDocument(normalizePatchText(request.patch));
  const added = [];
  const modified = [];
  const deleted = [];
  for (const operation of parsed.operations) {
    if (operation.type === "add") {
      const absolutePath2 = resolvePatchPath(operation.path, cwd, allowOutsideCwd);
      await runAccessHook(request.checkAccess, {
        cwd,
        kind: "add",
        path: absolutePath2
      });
      await adapter.ensureDir(import_node_path7.default.dirname(absolutePath2));
      await adapter.writeTextFile(absolutePath2, operation.content);
      added.push(toDisplayPath(absolutePath2, cwd));
      continue;
    }
    if (operation.type === "delete") {
      const absolutePath2 = resolvePatchPath(operation.path, cwd, allowOutsideCwd);
      await runAccessHook(request.checkAccess, {
        cwd,
        kind: "delete",
        path: absolutePath2
      });
      await adapter.readTextFile(absolutePath2);
      await adapter.deleteFile(absolutePath2);
      deleted.push(toDisplayPath(absolutePath2, cwd));
      continue;
    }
    const absolutePath = resolvePatchPath(operation.path, cwd, allowOutsideCwd);
    await runAccessHook(request.checkAccess, {
      cwd,
      kind: "update",
      path: absolutePath
    });
    const current = await adapter.readTextFile(absolutePath);
    const next = deriveUpdatedContent(current, operation.chunks, toDisplayPath(absolutePath, cwd));
    if (operation.movePath) {
      const destinationPath = resolvePatchPath(operation.movePath, cwd, allowOutsideCwd);
      await runAccessHook(request.checkAccess, {
        cwd,
        kind: "move",
        path: destinationPath,
        fromPath: absolutePath,
        toPath: destinationPath
      });
      await adapter.ensureDir(import_node_path7.default.dirname(destinationPath));
      await adapter.writeTextFile(destinationPath, next);
      await adapter.deleteFile(absolutePath);
      modified.push(toDisplayPath(destinationPath, cwd));
      continue;
    }
    await adapter.writeTextFile(absolutePath, next);
    modified.push(toDisplayPath(absolutePath, cwd));
  }
  return {
    success: true,
    summary: formatSummary(added, modified, deleted),
    added,
    modified,
    deleted
  };
}
async function runAccessHook(hook, context) {
  if (!hook) {
    return;
  }
  await hook(context);
}
function normalizePatchText(raw) {
  return raw.replace(/\r\n/g, "\n").replace(/\r/g, "\n");
}
function resolvePatchPath(rawPath, cwd, allowOutsideCwd) {
  const trimmed = rawPath.trim();
  if (trimmed.length === 0) {
    throw new Error("apply_patch failed: empty file path");
  }
  const absolutePath = import_node_path7.default.isAbsolute(trimmed) ? import_node_path7.default.resolve(trimmed) : import_node_path7.default.resolve(cwd, trimmed);
  if (!allowOutsideCwd && !isPathInsideCwd(absolutePath, cwd)) {
    throw new Error(`apply_patch failed: path "${trimmed}" resolves outside cwd "${cwd}"`);
  }
  return absolutePath;
}
function isPathInsideCwd(candidatePath, cwd) {
  const relative = import_node_path7.default.relative(cwd, candidatePath);
  return relative === "" || !relative.startsWith("..") && !import_node_path7.default.isAbsolute(relative);
}
function toDisplayPath(absolutePath, cwd) {
  const relative = import_node_path7.default.relative(cwd, absolutePath);
  if (relative === "") {
    return ".";
  }
  if (!relative.startsWith("..") && !import_node_path7.default.isAbsolute(relative)) {
    return relative;
  }
  return absolutePath;
}
function parsePatchDocument(patch) {
  const lines = patch.split("\n");
  if (lines.at(-1) === "") {
    lines.pop();
  }
  if (lines.length < 2) {
    throw new Error("apply_patch failed: patch must contain Begin/End markers");
  }
  if (lines[0] !== BEGIN_PATCH_LINE) {
    throw new Error(`apply_patch failed: missing "${BEGIN_PATCH_LINE}" header`);
  }
  if (lines[lines.length - 1] !== END_PATCH_LINE) {
    throw new Error(`apply_patch failed: missing "${END_PATCH_LINE}" footer`);
  }
  const body = lines.slice(1, -1);
  if (body.length === 0) {
    throw new Error("apply_patch failed: patch body is empty");
  }
  const operations = [];
  let index = 0;
  while (index < body.length) {
    const line = body[index];
    if (!line) {
      throw new Error("apply_patch failed: unexpected empty line between file sections");
    }
    if (line.startsWith(ADD_FILE_PREFIX)) {
      const filePath = extractPatchPath(line, ADD_FILE_PREFIX);
      index += 1;
      const contentLines = [];
      while (index < body.length) {
        const contentLine = body[index];
        if (contentLine === void 0 || isPatchSectionHeader(contentLine)) {
          break;
        }
        if (!contentLine.startsWith("+")) {
          throw new Error(`apply_patch failed: invalid add-file line "${contentLine}"`);
        }
        contentLines.push(contentLine.slice(1));
        index += 1;
      }
      if (contentLines.length === 0) {
        throw new Error(`apply_patch failed: add-file section for "${filePath}" is empty`);
      }
      operations.push({
        type: "add",
        path: filePath,
        content: `${contentLines.join("\n")}
`
      });
      continue;
    }
    if (line.startsWith(DELETE_FILE_PREFIX)) {
      operations.push({
        type: "delete",
        path: extractPatchPath(line, DELETE_FILE_PREFIX)
      });
      index += 1;
      continue;
    }
    if (line.startsWith(UPDATE_FILE_PREFIX)) {
      const filePath = extractPatchPath(line, UPDATE_FILE_PREFIX);
      index += 1;
      let movePath;
      const moveHeader = body[index];
      if (moveHeader?.startsWith(MOVE_TO_PREFIX)) {
        movePath = extractPatchPath(moveHeader, MOVE_TO_PREFIX);
        index += 1;
      }
      const chunks = [];
      while (index < body.length) {
        const hunkHeader = body[index];
        if (hunkHeader === void 0 || isPatchSectionHeader(hunkHeader)) {
          break;
        }
        if (!(hunkHeader === "@@" || hunkHeader.startsWith("@@ "))) {
          throw new Error(
            `apply_patch failed: expected hunk marker in "${filePath}", got "${hunkHeader}"`
          );
        }
        const contextSelector = hunkHeader.length > 2 ? hunkHeader.slice(3) : void 0;
        index += 1;
        const oldLines = [];
        const newLines = [];
        let sawBodyLine = false;
        let sawChangeLine = false;
        let isEndOfFile = false;
        while (index < body.length) {
          const chunkLine = body[index];
          if (chunkLine === void 0) {
            break;
          }
          if (chunkLine === "@@" || chunkLine.startsWith("@@ ") || isPatchSectionHeader(chunkLine)) {
            break;
          }
          if (chunkLine === END_OF_FILE_LINE) {
            isEndOfFile = true;
            index += 1;
            break;
          }
          if (chunkLine.length === 0) {
            throw new Error(`apply_patch failed: invalid empty hunk line in "${filePath}"`);
          }
          const prefix = chunkLine[0];
          const content = chunkLine.slice(1);
          if (prefix === " ") {
            oldLines.push(content);
            newLines.push(content);
          } else if (prefix === "-") {
            oldLines.push(content);
            sawChangeLine = true;
          } else if (prefix === "+") {
            newLines.push(content);
            sawChangeLine = true;
          } else {
            throw new Error(
              `apply_patch failed: unsupported hunk prefix "${prefix}" in "${chunkLine}"`
            );
          }
          sawBodyLine = true;
          index += 1;
        }
        if (!sawBodyLine) {
          throw new Error(`apply_patch failed: empty hunk body in "${filePath}"`);
        }
        if (!sawChangeLine) {
          throw new Error(
            `apply_patch failed: hunk in "${filePath}" must include '+' or '-' lines`
          );
        }
        chunks.push({
          contextSelector,
          oldLines,
          newLines,
          isEndOfFile
        });
      }
      if (chunks.length === 0) {
        throw new Error(`apply_patch failed: update section for "${filePath}" has no hunks`);
      }
      operations.push({
        type: "update",
        path: filePath,
        movePath,
        chunks
      });
      continue;
    }
    throw new Error(`apply_patch failed: unrecognized section header "${line}"`);
  }
  return { operations };
}
function extractPatchPath(line, prefix) {
  const value = line.slice(prefix.length).trim();
  if (value.length === 0) {
    throw new Error(`apply_patch failed: missing file path in "${line}"`);
  }
  return value;
}
function isPatchSectionHeader(line) {
  return line.startsWith(ADD_FILE_PREFIX) || line.startsWith(DELETE_FILE_PREFIX) || line.startsWith(UPDATE_FILE_PREFIX);
}
function deriveUpdatedContent(originalContent, chunks, displayPath) {
  const originalLines = splitFileContentIntoLines(originalContent);
  const replacements = [];
  let lineIndex = 0;
  for (const chunk of chunks) {
    if (chunk.contextSelector !== void 0) {
      const contextIndex = seekSequence(originalLines, [chunk.contextSelector], lineIndex, false);
      if (contextIndex === null) {
        throw new Error(
          `apply_patch failed: unable to locate context "${chunk.contextSelector}" in ${displayPath}`
        );
      }
      lineIndex = contextIndex + 1;
    }
    if (chunk.oldLines.length === 0) {
      replacements.push({
        startIndex: originalLines.length,
        oldLength: 0,
        newLines: [...chunk.newLines]
      });
      continue;
    }
    let oldLines = [...chunk.oldLines];
    let newLines = [...chunk.newLines];
    let startIndex = seekSequence(originalLines, oldLines, lineIndex, chunk.isEndOfFile);
    if (startIndex === null && oldLines.at(-1) === "") {
      oldLines = oldLines.slice(0, -1);
      if (newLines.at(-1) === "") {
        newLines = newLines.slice(0, -1);
      }
      startIndex = seekSequence(originalLines, oldLines, lineIndex, chunk.isEndOfFile);
    }
    if (startIndex === null) {
      throw new Error(
        `apply_patch failed: failed to match hunk in ${displayPath}:
${chunk.oldLines.join("\n")}`
      );
    }
    replacements.push({
      startIndex,
      oldLength: oldLines.length,
      newLines
    });
    lineIndex = startIndex + oldLines.length;
  }
  replacements.sort((left, right) => left.startIndex - right.startIndex);
  const nextLines = applyReplacements(originalLines, replacements);
  if (nextLines.length > 0 && nextLines[nextLines.length - 1] !== "") {
    nextLines.push("");
  }
  return nextLines.join("\n");
}
function splitFileContentIntoLines(content) {
  const lines = content.split("\n");
  if (lines.at(-1) === "") {
    lines.pop();
  }
  return lines;
}
function seekSequence(sourceLines, targetLines, startIndex, isEndOfFile) {
  if (targetLines.length === 0) {
    return Math.min(Math.max(startIndex, 0), sourceLines.length);
  }
  const from = Math.max(startIndex, 0);
  const maxStart = sourceLines.length - targetLines.length;
  if (maxStart < from) {
    return null;
  }
  const matchesAt = (candidateIndex) => {
    for (let offset = 0; offset < targetLines.length; offset += 1) {
      if (sourceLines[candidateIndex + offset] !== targetLines[offset]) {
        return false;
      }
    }
    return true;
  };
  if (isEndOfFile) {
    return matchesAt(maxStart) ? maxStart : null;
  }
  for (let candidate = from; candidate <= maxStart; candidate += 1) {
    if (matchesAt(candidate)) {
      return candidate;
    }
  }
  return null;
}
function applyReplacements(lines, replacements) {
  const result = [...lines];
  for (let index = replacements.length - 1; index >= 0; index -= 1) {
    const replacement = replacements[index];
    if (replacement === void 0) {
      continue;
    }
    result.splice(replacement.startIndex, replacement.oldLength, ...replacement.newLines);
  }
  return result;
}
function formatSummary(added, modified, deleted) {
  const lines = ["Success. Updated the following files:"];
  for (const filePath of added) {
    lines.push(`A ${filePath}`);
  }
  for (const filePath of modified) {
    lines.push(`M ${filePath}`);
  }
  for (const filePath of deleted) {
    lines.push(`D ${filePath}`);
  }
  return `${lines.join("\n")}
`;
}

// src/tools/filesystemTools.ts
var DEFAULT_READ_FILE_LINE_LIMIT = 2e3;
var DEFAULT_LIST_DIR_LIMIT = 25;
var DEFAULT_LIST_DIR_DEPTH = 2;
var DEFAULT_GREP_LIMIT = 100;
var MAX_GREP_LIMIT = 2e3;
var MAX_VIEW_IMAGE_BYTES = 10 * 1024 * 1024;
var DEFAULT_MAX_LINE_LENGTH = 500;
var DEFAULT_GREP_MAX_SCANNED_FILES = 2e4;
var SUPPORTED_IMAGE_MIME_TYPES = /* @__PURE__ */ new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);
var IMAGE_MIME_BY_EXTENSION = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif"
};
function parseOptionalString(value) {
  if (value === null || value === void 0) {
    return void 0;
  }
  if (typeof value !== "string") {
    return void 0;
  }
  const trimmed = value.trim();
  if (trimmed.length === 0) {
    return void 0;
  }
  return trimmed;
}
var codexReadFileInputSchema = import_zod6.z.preprocess(
  (value) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      return value;
    }
    const record = value;
    const filePath = parseOptionalString(record.file_path);
    const aliasPath = parseOptionalString(record.path);
    if (!filePath && aliasPath) {
      return {
        ...record,
        file_path: aliasPath
      };
    }
    return value;
  },
  import_zod6.z.object({
    file_path: import_zod6.z.preprocess(
      (value) => parseOptionalString(value),
      import_zod6.z.string().min(1).describe(
        "Path to the file (relative to cwd, or absolute. In sandbox mode, / maps to the sandbox root)."
      )
    ),
    path: import_zod6.z.preprocess(
      (value) => parseOptionalString(value),
      import_zod6.z.string().min(1).optional().describe(
        "Alias for file_path. If both file_path and path are provided they must be identical."
      )
    ),
    offset: import_zod6.z.number().int().min(1).nullish().describe("The line number to start reading from. Must be 1 or greater."),
    limit: import_zod6.z.number().int().min(1).nullish().describe("The maximum number of lines to return.")
  }).strict().superRefine((value, context) => {
    const aliasPath = value.path?.trim() ?? "";
    if (aliasPath.length > 0 && value.file_path !== aliasPath) {
      context.addIssue({
        code: import_zod6.z.ZodIssueCode.custom,
        message: "file_path and path must match when both are provided.",
        path: ["path"]
      });
    }
  })
);
var codexListDirInputSchema = import_zod6.z.object({
  dir_path: import_zod6.z.string().min(1).describe(
    "Path to the directory to list (relative to cwd, or absolute. In sandbox mode, / maps to the sandbox root)."
  ),
  offset: import_zod6.z.number().int().min(1).nullish().describe("The entry number to start listing from. Must be 1 or greater."),
  limit: import_zod6.z.number().int().min(1).nullish().describe("The maximum number of entries to return."),
  depth: import_zod6.z.number().int().min(1).nullish().describe("The maximum directory depth to traverse. Must be 1 or greater.")
});
var codexGrepFilesInputSchema = import_zod6.z.object({
  pattern: import_zod6.z.string().min(1).describe("Regular expression pattern to search for."),
  include: import_zod6.z.string().nullish().describe('Optional glob limiting searched files (for example "*.rs").'),
  path: import_zod6.z.string().nullish().describe("Directory or file path to search. Defaults to cwd."),
  limit: import_zod6.z.number().int().min(1).nullish().describe("Maximum number of file paths to return (defaults to 100).")
});
var codexViewImageInputSchema = import_zod6.z.object({
  path: import_zod6.z.string().min(1).describe("Local filesystem path to an image file")
});
var applyPatchInputSchema = import_zod6.z.object({
  input: import_zod6.z.string().min(1).describe(CODEX_APPLY_PATCH_INPUT_DESCRIPTION)
});
var geminiReadFileInputSchema = import_zod6.z.object({
  file_path: import_zod6.z.string().min(1),
  offset: import_zod6.z.number().int().min(0).nullish(),
  limit: import_zod6.z.number().int().min(1).nullish()
}).strict();
var geminiWriteFileInputSchema = import_zod6.z.object({
  file_path: import_zod6.z.string().min(1),
  content: import_zod6.z.string()
});
var geminiReplaceInputSchema = import_zod6.z.object({
  file_path: import_zod6.z.string().min(1),
  instruction: import_zod6.z.string().min(1),
  old_string: import_zod6.z.string(),
  new_string: import_zod6.z.string(),
  expected_replacements: import_zod6.z.number().int().min(1).nullish()
});
var geminiListDirectoryInputSchema = import_zod6.z.object({
  dir_path: import_zod6.z.string().min(1),
  ignore: import_zod6.z.array(import_zod6.z.string()).nullish(),
  file_filtering_options: import_zod6.z.object({
    respect_git_ignore: import_zod6.z.boolean().nullish(),
    respect_gemini_ignore: import_zod6.z.boolean().nullish()
  }).nullish()
});
var geminiRgSearchInputSchema = import_zod6.z.object({
  pattern: import_zod6.z.string().min(1),
  path: import_zod6.z.string().nullish(),
  glob: import_zod6.z.string().nullish(),
  case_sensitive: import_zod6.z.boolean().nullish(),
  exclude_pattern: import_zod6.z.string().nullish(),
  names_only: import_zod6.z.boolean().nullish(),
  max_matches_per_file: import_zod6.z.number().int().min(1).nullish(),
  max_results: import_zod6.z.number().int().min(1).nullish()
});
var geminiGrepSearchInputSchema = import_zod6.z.object({
  pattern: import_zod6.z.string().min(1),
  dir_path: import_zod6.z.string().nullish(),
  include: import_zod6.z.string().nullish(),
  exclude_pattern: import_zod6.z.string().nullish(),
  names_only: import_zod6.z.boolean().nullish(),
  max_matches_per_file: import_zod6.z.number().int().min(1).nullish(),
  total_max_matches: import_zod6.z.number().int().min(1).nullish()
});
var geminiGlobInputSchema = import_zod6.z.object({
  pattern: import_zod6.z.string().min(1),
  dir_path: import_zod6.z.string().nullish(),
  case_sensitive: import_zod6.z.boolean().nullish(),
  respect_git_ignore: import_zod6.z.boolean().nullish(),
  respect_gemini_ignore: import_zod6.z.boolean().nullish()
});
function resolveFilesystemToolProfile(model, profile = "auto") {
  if (profile !== "auto") {
    return profile;
  }
  if (isCodexModel(model)) {
    return "codex";
  }
  if (isGeminiModel(model)) {
    return "gemini";
  }
  return "model-agnostic";
}
function createFilesystemToolSetForModel(model, profileOrOptions = "auto", maybeOptions) {
  if (typeof profileOrOptions === "string") {
    const resolvedProfile2 = resolveFilesystemToolProfile(model, profileOrOptions);
    if (resolvedProfile2 === "codex") {
      return createCodexFilesystemToolSet(maybeOptions);
    }
    if (resolvedProfile2 === "gemini") {
      return createGeminiFilesystemToolSet(maybeOptions);
    }
    return createModelAgnosticFilesystemToolSet(maybeOptions);
  }
  const resolvedProfile = resolveFilesystemToolProfile(model, "auto");
  if (resolvedProfile === "codex") {
    return createCodexFilesystemToolSet(profileOrOptions);
  }
  if (resolvedProfile === "gemini") {
    return createGeminiFilesystemToolSet(profileOrOptions);
  }
  return createModelAgnosticFilesystemToolSet(profileOrOptions);
}
function createCodexFilesystemToolSet(options = {}) {
  return {
    apply_patch: createCodexApplyPatchTool(options),
    read_file: createCodexReadFileTool(options),
    list_dir: createListDirTool(options),
    grep_files: createGrepFilesTool(options),
    view_image: createViewImageTool(options)
  };
}
function createGeminiFilesystemToolSet(options = {}) {
  return {
    read_file: createGeminiReadFileTool(options),
    write_file: createWriteFileTool(options),
    replace: createReplaceTool(options),
    list_directory: createListDirectoryTool(options),
    grep_search: createGrepSearchTool(options),
    glob: createGlobTool(options)
  };
}
function createModelAgnosticFilesystemToolSet(options = {}) {
  return createGeminiFilesystemToolSet(options);
}
function createCodexApplyPatchTool(options = {}) {
  return customTool({
    description: CODEX_APPLY_PATCH_FREEFORM_TOOL_DESCRIPTION,
    format: {
      type: "grammar",
      syntax: "lark",
      definition: CODEX_APPLY_PATCH_LARK_GRAMMAR
    },
    execute: async (input) => {
      const runtime = resolveRuntime(options);
      const result = await applyPatch({
        patch: input,
        cwd: runtime.cwd,
        fs: runtime.filesystem,
        allowOutsideCwd: runtime.allowOutsideCwd,
        checkAccess: runtime.checkAccess ? async (context) => {
          await runtime.checkAccess?.({
            cwd: runtime.cwd,
            tool: "apply_patch",
            action: mapApplyPatchAction(context.kind),
            path: context.path,
            fromPath: context.fromPath,
            toPath: context.toPath
          });
        } : void 0,
        maxPatchBytes: options.applyPatch?.maxPatchBytes
      });
      return result.summary;
    }
  });
}
function createCodexReadFileTool(options = {}) {
  return tool({
    description: "Reads a local UTF-8 text file with 1-indexed line numbers.",
    inputSchema: codexReadFileInputSchema,
    execute: async (input) => readFileCodex(input, options)
  });
}
function createListDirTool(options = {}) {
  return tool({
    description: "Lists entries in a local directory with 1-indexed entry numbers and simple type labels.",
    inputSchema: codexListDirInputSchema,
    execute: async (input) => listDirectoryCodex(input, options)
  });
}
function createGrepFilesTool(options = {}) {
  return tool({
    description: "Finds files whose contents match the pattern and lists them by modification time.",
    inputSchema: codexGrepFilesInputSchema,
    execute: async (input) => grepFilesCodex(input, options)
  });
}
function createViewImageTool(options = {}) {
  return tool({
    description: "View a local image from the filesystem (only use if given a full filepath by the user, and the image isn't already attached to the thread context within <image ...> tags).",
    inputSchema: codexViewImageInputSchema,
    execute: async (input) => viewImageCodex(input, options)
  });
}
function createGeminiReadFileTool(options = {}) {
  return tool({
    description: "Reads and returns the content of a specified file. Supports optional 0-based line offset and line limit.",
    inputSchema: geminiReadFileInputSchema,
    execute: async (input) => readFileGemini(input, options)
  });
}
function createWriteFileTool(options = {}) {
  return tool({
    description: "Writes content to a specified file in the local filesystem.",
    inputSchema: geminiWriteFileInputSchema,
    execute: async (input) => writeFileGemini(input, options)
  });
}
function createReplaceTool(options = {}) {
  return tool({
    description: "Replaces exact literal text within a file.",
    inputSchema: geminiReplaceInputSchema,
    execute: async (input) => replaceFileContentGemini(input, options)
  });
}
function createListDirectoryTool(options = {}) {
  return tool({
    description: "Lists files and subdirectories directly within a specified directory path.",
    inputSchema: geminiListDirectoryInputSchema,
    execute: async (input) => listDirectoryGemini(input, options)
  });
}
function createGrepSearchTool(options = {}) {
  return tool({
    description: "Searches for a regex pattern within file contents.",
    inputSchema: geminiGrepSearchInputSchema,
    execute: async (input) => grepSearchGemini(input, options)
  });
}
function createRgSearchTool(options = {}) {
  return tool({
    description: "Searches for a regex pattern within file contents.",
    inputSchema: geminiRgSearchInputSchema,
    execute: async (input) => rgSearchGemini(input, options)
  });
}
function createGlobTool(options = {}) {
  return tool({
    description: "Finds files matching glob patterns, sorted by modification time (newest first).",
    inputSchema: geminiGlobInputSchema,
    execute: async (input) => globFilesGemini(input, options)
  });
}
function resolveCodexReadFilePath(input) {
  const filePath = parseOptionalString(input.file_path);
  if (filePath) {
    return filePath;
  }
  const aliasPath = parseOptionalString(input.path);
  if (aliasPath) {
    return aliasPath;
  }
  throw new Error("read_file requires file_path");
}
async function readFileCodex(input, options) {
  const runtime = resolveRuntime(options);
  const filePath = resolvePathWithPolicy(
    resolveCodexReadFilePath(input),
    runtime.cwd,
    runtime.allowOutsideCwd
  );
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "read_file",
    action: "read",
    path: filePath
  });
  const fileBytes = await readBinaryFile(runtime.filesystem, filePath);
  const imageMimeType = detectImageMimeType(fileBytes, filePath);
  if (imageMimeType) {
    throw new Error(
      `read_file only supports text files; "${toDisplayPath2(filePath, runtime.cwd)}" is an image (${imageMimeType}). Use view_image instead.`
    );
  }
  if (isPdfFile(fileBytes, filePath)) {
    throw new Error(
      `read_file only supports text files; "${toDisplayPath2(filePath, runtime.cwd)}" is a PDF.`
    );
  }
  if (!isValidUtf8(fileBytes)) {
    throw new Error(
      `read_file only supports UTF-8 text files; "${toDisplayPath2(filePath, runtime.cwd)}" appears to be binary.`
    );
  }
  const content = fileBytes.toString("utf8");
  const lines = splitLines(content);
  const offset = input.offset ?? 1;
  const limit = input.limit ?? DEFAULT_READ_FILE_LINE_LIMIT;
  if (offset > lines.length) {
    throw new Error("offset exceeds file length");
  }
  const output = [];
  const lastLine = Math.min(lines.length, offset + limit - 1);
  for (let lineNumber = offset; lineNumber <= lastLine; lineNumber += 1) {
    const line = lines[lineNumber - 1] ?? "";
    output.push(`L${lineNumber}: ${truncateAtCodePointBoundary(line, runtime.maxLineLength)}`);
  }
  return output.join("\n");
}
async function listDirectoryCodex(input, options) {
  const runtime = resolveRuntime(options);
  const dirPath = resolvePathWithPolicy(input.dir_path, runtime.cwd, runtime.allowOutsideCwd);
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "list_dir",
    action: "list",
    path: dirPath
  });
  const stats = await runtime.filesystem.stat(dirPath);
  if (stats.kind !== "directory") {
    throw new Error(`failed to read directory: "${dirPath}" is not a directory`);
  }
  const offset = input.offset ?? 1;
  const limit = input.limit ?? DEFAULT_LIST_DIR_LIMIT;
  const depth = input.depth ?? DEFAULT_LIST_DIR_DEPTH;
  const entries = await collectDirectoryEntries(
    runtime.filesystem,
    dirPath,
    depth,
    runtime.maxLineLength
  );
  if (offset > entries.length) {
    throw new Error("offset exceeds directory entry count");
  }
  const startIndex = offset - 1;
  const remaining = entries.length - startIndex;
  const cappedLimit = Math.min(limit, remaining);
  const selected = entries.slice(startIndex, startIndex + cappedLimit);
  const output = [`Absolute path: ${toSandboxDisplayPath(dirPath, runtime.cwd)}`];
  for (const entry of selected) {
    output.push(formatListEntry(entry));
  }
  if (startIndex + cappedLimit < entries.length) {
    output.push(`More than ${cappedLimit} entries found`);
  }
  return output.join("\n");
}
async function grepFilesCodex(input, options) {
  const runtime = resolveRuntime(options);
  const pattern = input.pattern.trim();
  if (pattern.length === 0) {
    throw new Error("pattern must not be empty");
  }
  const regex = compileRegex(pattern);
  const searchPath = resolvePathWithPolicy(
    input.path ?? runtime.cwd,
    runtime.cwd,
    runtime.allowOutsideCwd
  );
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "grep_files",
    action: "search",
    path: searchPath,
    pattern,
    include: input.include?.trim()
  });
  const searchPathInfo = await runtime.filesystem.stat(searchPath);
  const filesToScan = await collectSearchFiles({
    filesystem: runtime.filesystem,
    searchPath,
    rootKind: searchPathInfo.kind,
    maxScannedFiles: runtime.grepMaxScannedFiles
  });
  const includeMatcher = input.include ? createGlobMatcher(input.include) : null;
  const matches = [];
  for (const filePath of filesToScan) {
    const relativePath = toDisplayPath2(filePath, runtime.cwd);
    if (includeMatcher && !includeMatcher(relativePath)) {
      continue;
    }
    const fileContent = await runtime.filesystem.readTextFile(filePath);
    if (!regex.test(fileContent)) {
      continue;
    }
    const stats = await runtime.filesystem.stat(filePath);
    matches.push({ filePath: normalizeSlashes(relativePath), mtimeMs: stats.mtimeMs });
  }
  if (matches.length === 0) {
    return "No matches found.";
  }
  matches.sort((left, right) => right.mtimeMs - left.mtimeMs);
  const limit = Math.min(input.limit ?? DEFAULT_GREP_LIMIT, MAX_GREP_LIMIT);
  return matches.slice(0, limit).map((match) => match.filePath).join("\n");
}
async function viewImageCodex(input, options) {
  const runtime = resolveRuntime(options);
  const imagePath = resolvePathWithPolicy(input.path, runtime.cwd, runtime.allowOutsideCwd);
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "view_image",
    action: "read",
    path: imagePath
  });
  const stats = await runtime.filesystem.stat(imagePath);
  if (stats.kind !== "file") {
    throw new Error(`image path \`${toDisplayPath2(imagePath, runtime.cwd)}\` is not a file`);
  }
  const bytes = await readBinaryFile(runtime.filesystem, imagePath);
  if (bytes.byteLength > MAX_VIEW_IMAGE_BYTES) {
    return [
      {
        type: "input_text",
        text: `Codex cannot attach image at \`${toDisplayPath2(imagePath, runtime.cwd)}\`: image exceeds ${MAX_VIEW_IMAGE_BYTES} bytes.`
      }
    ];
  }
  const mimeType = detectImageMimeType(bytes, imagePath);
  if (!mimeType) {
    return [
      {
        type: "input_text",
        text: `Codex cannot attach image at \`${toDisplayPath2(imagePath, runtime.cwd)}\`: unsupported image format.`
      }
    ];
  }
  return [
    {
      type: "input_image",
      image_url: `data:${mimeType};base64,${bytes.toString("base64")}`,
      ...options.mediaResolution ? { detail: options.mediaResolution } : {}
    }
  ];
}
async function readBinaryFile(filesystem, filePath) {
  if (typeof filesystem.readBinaryFile === "function") {
    return await filesystem.readBinaryFile(filePath);
  }
  const text = await filesystem.readTextFile(filePath);
  return import_node_buffer5.Buffer.from(text, "utf8");
}
function detectImageMimeType(buffer, filePath) {
  if (buffer.length >= 8 && buffer[0] === 137 && buffer[1] === 80 && buffer[2] === 78 && buffer[3] === 71 && buffer[4] === 13 && buffer[5] === 10 && buffer[6] === 26 && buffer[7] === 10) {
    return "image/png";
  }
  if (buffer.length >= 3 && buffer[0] === 255 && buffer[1] === 216 && buffer[2] === 255) {
    return "image/jpeg";
  }
  if (buffer.length >= 6) {
    const signature = buffer.subarray(0, 6).toString("ascii");
    if (signature === "GIF87a" || signature === "GIF89a") {
      return "image/gif";
    }
  }
  if (buffer.length >= 12 && buffer.subarray(0, 4).toString("ascii") === "RIFF" && buffer.subarray(8, 12).toString("ascii") === "WEBP") {
    return "image/webp";
  }
  const fromExtension = IMAGE_MIME_BY_EXTENSION[import_node_path8.default.extname(filePath).toLowerCase()];
  if (fromExtension && SUPPORTED_IMAGE_MIME_TYPES.has(fromExtension)) {
    return fromExtension;
  }
  return void 0;
}
function isPdfFile(buffer, filePath) {
  if (buffer.length >= 5 && buffer.subarray(0, 5).toString("ascii") === "%PDF-") {
    return true;
  }
  return import_node_path8.default.extname(filePath).toLowerCase() === ".pdf";
}
function isValidUtf8(buffer) {
  if (buffer.length === 0) {
    return true;
  }
  return import_node_buffer5.Buffer.from(buffer.toString("utf8"), "utf8").equals(buffer);
}
async function readFileGemini(input, options) {
  const runtime = resolveRuntime(options);
  const filePath = resolvePathWithPolicy(input.file_path, runtime.cwd, runtime.allowOutsideCwd);
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "read_file",
    action: "read",
    path: filePath
  });
  const content = await runtime.filesystem.readTextFile(filePath);
  const lines = splitLines(content);
  const offset = Math.max(0, input.offset ?? 0);
  const limit = input.limit ?? DEFAULT_READ_FILE_LINE_LIMIT;
  if (offset >= lines.length) {
    return "";
  }
  const end = Math.min(lines.length, offset + limit);
  return lines.slice(offset, end).map(
    (line, index) => `L${offset + index + 1}: ${truncateAtCodePointBoundary(line ?? "", runtime.maxLineLength)}`
  ).join("\n");
}
async function writeFileGemini(input, options) {
  const runtime = resolveRuntime(options);
  const filePath = resolvePathWithPolicy(input.file_path, runtime.cwd, runtime.allowOutsideCwd);
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "write_file",
    action: "write",
    path: filePath
  });
  await runtime.filesystem.ensureDir(import_node_path8.default.dirname(filePath));
  await runtime.filesystem.writeTextFile(filePath, input.content);
  return `Successfully wrote file: ${toDisplayPath2(filePath, runtime.cwd)}`;
}
async function replaceFileContentGemini(input, options) {
  const runtime = resolveRuntime(options);
  const filePath = resolvePathWithPolicy(input.file_path, runtime.cwd, runtime.allowOutsideCwd);
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "replace",
    action: "write",
    path: filePath
  });
  const expectedReplacements = input.expected_replacements ?? 1;
  const oldValue = input.old_string;
  const newValue = input.new_string;
  let originalContent = "";
  try {
    originalContent = await runtime.filesystem.readTextFile(filePath);
  } catch (error) {
    if (isNoEntError(error) && oldValue.length === 0) {
      await runtime.filesystem.ensureDir(import_node_path8.default.dirname(filePath));
      await runtime.filesystem.writeTextFile(filePath, newValue);
      return `Successfully wrote new file: ${toDisplayPath2(filePath, runtime.cwd)}`;
    }
    throw error;
  }
  if (oldValue === newValue) {
    throw new Error("No changes to apply. old_string and new_string are identical.");
  }
  const occurrences = countOccurrences(originalContent, oldValue);
  if (occurrences === 0) {
    throw new Error("Failed to edit, could not find old_string in file.");
  }
  if (occurrences !== expectedReplacements) {
    throw new Error(
      `Failed to edit, expected ${expectedReplacements} occurrence(s) but found ${occurrences}.`
    );
  }
  const updatedContent = safeReplaceAll(originalContent, oldValue, newValue);
  await runtime.filesystem.writeTextFile(filePath, updatedContent);
  return `Successfully replaced ${occurrences} occurrence(s) in ${toDisplayPath2(filePath, runtime.cwd)}.`;
}
async function listDirectoryGemini(input, options) {
  const runtime = resolveRuntime(options);
  const dirPath = resolvePathWithPolicy(input.dir_path, runtime.cwd, runtime.allowOutsideCwd);
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "list_directory",
    action: "list",
    path: dirPath
  });
  const stats = await runtime.filesystem.stat(dirPath);
  if (stats.kind !== "directory") {
    throw new Error(`Path is not a directory: ${dirPath}`);
  }
  const entries = await runtime.filesystem.readDir(dirPath);
  const ignoreMatchers = (input.ignore ?? []).map((pattern) => createGlobMatcher(pattern));
  const filtered = entries.filter((entry) => {
    if (ignoreMatchers.length === 0) {
      return true;
    }
    return !ignoreMatchers.some((matches) => matches(entry.name));
  }).sort((left, right) => left.name.localeCompare(right.name));
  if (filtered.length === 0) {
    return `Directory ${toDisplayPath2(dirPath, runtime.cwd)} is empty.`;
  }
  return filtered.map((entry) => {
    const label = entry.kind === "directory" ? `${entry.name}/` : entry.name;
    return label;
  }).join("\n");
}
async function rgSearchGemini(input, options, toolName = "rg_search") {
  const runtime = resolveRuntime(options);
  const pattern = input.pattern.trim();
  if (pattern.length === 0) {
    throw new Error("pattern must not be empty");
  }
  const glob = input.glob?.trim();
  const searchPath = resolvePathWithPolicy(
    input.path ?? runtime.cwd,
    runtime.cwd,
    runtime.allowOutsideCwd
  );
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: toolName,
    action: "search",
    path: searchPath,
    pattern,
    include: glob
  });
  const searchPathInfo = await runtime.filesystem.stat(searchPath);
  const filesToScan = await collectSearchFiles({
    filesystem: runtime.filesystem,
    searchPath,
    rootKind: searchPathInfo.kind,
    maxScannedFiles: runtime.grepMaxScannedFiles
  });
  const matcher = glob ? createGlobMatcher(glob) : null;
  const patternRegex = compileRegex(pattern, input.case_sensitive === true ? "m" : "im");
  const excludeRegex = input.exclude_pattern ? compileRegex(input.exclude_pattern) : null;
  const totalMaxMatches = input.max_results ?? DEFAULT_GREP_LIMIT;
  const perFileMaxMatches = input.max_matches_per_file ?? Number.POSITIVE_INFINITY;
  const matches = [];
  const fileMatches = /* @__PURE__ */ new Set();
  for (const filePath of filesToScan) {
    const relativePath = normalizeSlashes(toDisplayPath2(filePath, runtime.cwd));
    if (matcher && !matcher(relativePath)) {
      continue;
    }
    const content = await runtime.filesystem.readTextFile(filePath);
    const lines = splitLines(content);
    let fileMatchCount = 0;
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index] ?? "";
      if (!patternRegex.test(line)) {
        continue;
      }
      if (excludeRegex?.test(line)) {
        continue;
      }
      if (fileMatches.has(relativePath) === false) {
        fileMatches.add(relativePath);
      }
      if (input.names_only) {
        continue;
      }
      matches.push({
        filePath: relativePath,
        mtimeMs: 0,
        lineNumber: index + 1,
        line
      });
      fileMatchCount += 1;
      if (fileMatchCount >= perFileMaxMatches || matches.length >= totalMaxMatches) {
        break;
      }
    }
    if (input.names_only && fileMatches.size >= totalMaxMatches) {
      break;
    }
    if (!input.names_only && matches.length >= totalMaxMatches) {
      break;
    }
  }
  if (input.names_only) {
    if (fileMatches.size === 0) {
      return "No matches found.";
    }
    return [...fileMatches].slice(0, totalMaxMatches).join("\n");
  }
  if (matches.length === 0) {
    return "No matches found.";
  }
  return matches.slice(0, totalMaxMatches).map((match) => `${match.filePath}:${match.lineNumber}:${match.line ?? ""}`).join("\n");
}
async function grepSearchGemini(input, options) {
  return rgSearchGemini(
    {
      pattern: input.pattern,
      path: input.dir_path,
      glob: input.include,
      exclude_pattern: input.exclude_pattern,
      names_only: input.names_only,
      max_matches_per_file: input.max_matches_per_file,
      max_results: input.total_max_matches
    },
    options,
    "grep_search"
  );
}
async function globFilesGemini(input, options) {
  const runtime = resolveRuntime(options);
  const dirPath = resolvePathWithPolicy(
    input.dir_path ?? runtime.cwd,
    runtime.cwd,
    runtime.allowOutsideCwd
  );
  await runAccessHook2(runtime, {
    cwd: runtime.cwd,
    tool: "glob",
    action: "search",
    path: dirPath,
    pattern: input.pattern
  });
  const dirStats = await runtime.filesystem.stat(dirPath);
  if (dirStats.kind !== "directory") {
    throw new Error(`Path is not a directory: ${dirPath}`);
  }
  const matcher = createGlobMatcher(input.pattern, input.case_sensitive === true);
  const files2 = await collectSearchFiles({
    filesystem: runtime.filesystem,
    searchPath: dirPath,
    rootKind: "directory",
    maxScannedFiles: runtime.grepMaxScannedFiles
  });
  const matched = [];
  for (const filePath of files2) {
    const relativePath = normalizeSlashes(import_node_path8.default.relative(dirPath, filePath));
    if (!matcher(relativePath)) {
      continue;
    }
    const fileStats = await runtime.filesystem.stat(filePath);
    matched.push({
      filePath,
      mtimeMs: fileStats.mtimeMs
    });
  }
  if (matched.length === 0) {
    return "No files found.";
  }
  matched.sort((left, right) => right.mtimeMs - left.mtimeMs);
  return matched.map((entry) => normalizeSlashes(toDisplayPath2(entry.filePath, runtime.cwd))).join("\n");
}
function resolveRuntime(options) {
  return {
    cwd: import_node_path8.default.resolve(options.cwd ?? process.cwd()),
    filesystem: options.fs ?? createNodeAgentFilesystem(),
    allowOutsideCwd: options.allowOutsideCwd === true,
    checkAccess: options.checkAccess,
    maxLineLength: options.maxLineLength ?? DEFAULT_MAX_LINE_LENGTH,
    grepMaxScannedFiles: options.grepMaxScannedFiles ?? DEFAULT_GREP_MAX_SCANNED_FILES
  };
}
async function runAccessHook2(runtime, context) {
  if (!runtime.checkAccess) {
    return;
  }
  await runtime.checkAccess(context);
}
function isCodexModel(model) {
  if (model.startsWith("experimental-chatgpt-")) {
    return true;
  }
  const normalized = model.startsWith("chatgpt-") ? model.slice("chatgpt-".length) : model;
  return normalized.includes("codex") || normalized === "gpt-6-astra" || normalized.startsWith("gpt-5.6") || normalized === "gpt-5.5" || normalized === "gpt-5.5-fast" || normalized === "gpt-5.4" || normalized === "gpt-5.4-fast";
}
function isGeminiModel(model) {
  return model.startsWith("gemini-");
}
function mapApplyPatchAction(action) {
  if (action === "add" || action === "update") {
    return "write";
  }
  if (action === "delete") {
    return "delete";
  }
  return "move";
}
function resolvePathWithPolicy(inputPath, cwd, allowOutsideCwd) {
  const absolutePath = import_node_path8.default.isAbsolute(inputPath) ? import_node_path8.default.resolve(inputPath) : import_node_path8.default.resolve(cwd, inputPath);
  if (allowOutsideCwd || isPathInsideCwd2(absolutePath, cwd)) {
    return absolutePath;
  }
  if (import_node_path8.default.isAbsolute(inputPath)) {
    const sandboxRelativePath = inputPath.replace(/^[/\\]+/, "");
    const sandboxRootedPath = import_node_path8.default.resolve(cwd, sandboxRelativePath);
    if (isPathInsideCwd2(sandboxRootedPath, cwd)) {
      return sandboxRootedPath;
    }
  }
  throw new Error(`path "${inputPath}" resolves outside cwd "${cwd}"`);
}
function isPathInsideCwd2(candidatePath, cwd) {
  const relative = import_node_path8.default.relative(cwd, candidatePath);
  return relative === "" || !relative.startsWith("..") && !import_node_path8.default.isAbsolute(relative);
}
function toDisplayPath2(absolutePath, cwd) {
  const relative = import_node_path8.default.relative(cwd, absolutePath);
  if (relative === "") {
    return ".";
  }
  if (!relative.startsWith("..") && !import_node_path8.default.isAbsolute(relative)) {
    return relative;
  }
  return absolutePath;
}
function toSandboxDisplayPath(absolutePath, cwd) {
  const relative = import_node_path8.default.relative(cwd, absolutePath);
  if (relative === "") {
    return "/";
  }
  if (!relative.startsWith("..") && !import_node_path8.default.isAbsolute(relative)) {
    return `/${normalizeSlashes(relative)}`;
  }
  return normalizeSlashes(absolutePath);
}
function splitLines(content) {
  const normalized = content.replace(/\r\n/g, "\n").replace(/\r/g, "\n");
  const lines = normalized.split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") {
    lines.pop();
  }
  return lines;
}
function truncateAtCodePointBoundary(value, maxLength) {
  if (value.length <= maxLength) {
    return value;
  }
  return Array.from(value).slice(0, maxLength).join("");
}
async function collectDirectoryEntries(filesystem, rootPath, depth, maxLineLength) {
  const queue = [
    { path: rootPath, relativePrefix: "", remainingDepth: depth }
  ];
  const records = [];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) {
      break;
    }
    const entries = await filesystem.readDir(next.path);
    const nextEntries = [...entries].map((entry) => {
      const relativePath = next.relativePrefix ? `${next.relativePrefix}/${entry.name}` : entry.name;
      return {
        entry,
        relativePath,
        depth: next.relativePrefix.length === 0 ? 0 : next.relativePrefix.split("/").length,
        sortName: normalizeSlashes(relativePath)
      };
    }).sort((left, right) => left.sortName.localeCompare(right.sortName));
    for (const item of nextEntries) {
      if (item.entry.kind === "directory" && next.remainingDepth > 1) {
        queue.push({
          path: item.entry.path,
          relativePrefix: item.relativePath,
          remainingDepth: next.remainingDepth - 1
        });
      }
      records.push({
        name: item.sortName,
        displayName: truncateAtCodePointBoundary(item.entry.name, maxLineLength),
        depth: item.depth,
        kind: item.entry.kind
      });
    }
  }
  records.sort((left, right) => left.name.localeCompare(right.name));
  return records;
}
function formatListEntry(entry) {
  const indent = " ".repeat(entry.depth * 2);
  let name = entry.displayName;
  if (entry.kind === "directory") {
    name += "/";
  } else if (entry.kind === "symlink") {
    name += "@";
  } else if (entry.kind === "other") {
    name += "?";
  }
  return `${indent}${name}`;
}
async function collectSearchFiles(params) {
  const { filesystem, searchPath, rootKind, maxScannedFiles } = params;
  if (rootKind === "file") {
    return [searchPath];
  }
  const queue = [searchPath];
  const files2 = [];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current) {
      break;
    }
    const entries = await filesystem.readDir(current);
    for (const entry of entries) {
      if (entry.kind === "directory") {
        queue.push(entry.path);
        continue;
      }
      if (entry.kind !== "file") {
        continue;
      }
      files2.push(entry.path);
      if (files2.length >= maxScannedFiles) {
        return files2;
      }
    }
  }
  return files2;
}
function compileRegex(pattern, flags = "m") {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`invalid regex pattern: ${message}`);
  }
}
function createGlobMatcher(pattern, caseSensitive = false) {
  const expanded = expandBracePatterns(normalizeSlashes(pattern.trim()));
  const flags = caseSensitive ? "" : "i";
  const compiled = expanded.map((entry) => ({
    regex: globToRegex(entry, flags),
    applyToBasename: !entry.includes("/")
  }));
  return (candidatePath) => {
    const normalizedPath = normalizeSlashes(candidatePath);
    const basename = import_node_path8.default.posix.basename(normalizedPath);
    return compiled.some(
      (entry) => entry.regex.test(entry.applyToBasename ? basename : normalizedPath)
    );
  };
}
function globToRegex(globPattern, flags) {
  let source = "^";
  for (let index = 0; index < globPattern.length; index += 1) {
    const char = globPattern[index];
    const nextChar = globPattern[index + 1];
    if (char === void 0) {
      continue;
    }
    if (char === "*" && nextChar === "*") {
      source += ".*";
      index += 1;
      continue;
    }
    if (char === "*") {
      source += "[^/]*";
      continue;
    }
    if (char === "?") {
      source += "[^/]";
      continue;
    }
    source += escapeRegexCharacter(char);
  }
  source += "$";
  return new RegExp(source, flags);
}
function expandBracePatterns(pattern) {
  const start = pattern.indexOf("{");
  if (start === -1) {
    return [pattern];
  }
  let depth = 0;
  let end = -1;
  for (let index = start; index < pattern.length; index += 1) {
    const char = pattern[index];
    if (char === "{") {
      depth += 1;
      continue;
    }
    if (char === "}") {
      depth -= 1;
      if (depth === 0) {
        end = index;
        break;
      }
    }
  }
  if (end === -1) {
    return [pattern];
  }
  const prefix = pattern.slice(0, start);
  const suffix = pattern.slice(end + 1);
  const body = pattern.slice(start + 1, end);
  const variants = splitTopLevel(body, ",");
  const expanded = [];
  for (const variant of variants) {
    expanded.push(...expandBracePatterns(`${prefix}${variant}${suffix}`));
  }
  return expanded;
}
function splitTopLevel(value, separator) {
  const parts = [];
  let depth = 0;
  let current = "";
  for (const char of value) {
    if (char === "{") {
      depth += 1;
      current += char;
      continue;
    }
    if (char === "}") {
      depth = Math.max(0, depth - 1);
      current += char;
      continue;
    }
    if (char === separator && depth === 0) {
      parts.push(current);
      current = "";
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}
function escapeRegexCharacter(char) {
  return /[.*+?^${}()|[\]\\]/u.test(char) ? `\\${char}` : char;
}
function normalizeSlashes(value) {
  return value.replaceAll("\\", "/");
}
function countOccurrences(text, search) {
  if (search.length === 0) {
    return 0;
  }
  return text.split(search).length - 1;
}
function safeReplaceAll(text, search, replacement) {
  if (search.length === 0) {
    return text;
  }
  return text.split(search).join(replacement);
}
function isNoEntError(error) {
  return typeof error === "object" && error !== null && "code" in error && error.code === "ENOENT";
}

// src/tools/imageGeneration.ts
var import_zod7 = require("zod");
var imageGenerationToolInputSchema = import_zod7.z.object({
  prompt: import_zod7.z.string().min(1).describe(
    "A complete, production-ready description of the image to generate, including the desired canvas orientation or aspect ratio."
  )
});
function imageExtension(mimeType) {
  switch (mimeType) {
    case "image/jpeg":
      return "jpg";
    case "image/webp":
      return "webp";
    default:
      return "png";
  }
}
function createImageGenerationTool(options) {
  return tool({
    description: "Generate an image from a complete visual prompt. Use this when the user asks to create or edit an image.",
    inputSchema: imageGenerationToolInputSchema,
    execute: async ({ prompt }) => {
      const images = await generateImages({
        ...options,
        stylePrompt: options.stylePrompt ?? "",
        imagePrompts: [prompt]
      });
      return images.map((image, index) => {
        const mimeType = image.mimeType ?? "image/png";
        return {
          type: "input_image",
          image_url: `data:${mimeType};base64,${image.data.toString("base64")}`,
          filename: `generated-${index + 1}.${imageExtension(mimeType)}`,
          detail: "original"
        };
      });
    }
  });
}

// src/agent.ts
async function runAgentLoop(request) {
  const telemetry = createTelemetrySession(request.telemetry);
  const logging = createRootAgentLoggingSession(request);
  try {
    return await runWithAgentLoggingSession(logging, async () => {
      return await runAgentLoopInternal(request, {
        depth: 0,
        telemetry,
        logging
      });
    });
  } finally {
    await telemetry?.flush();
    await logging?.flush();
  }
}
function mergeAbortSignals2(first, second) {
  if (!first) {
    return second;
  }
  if (!second) {
    return first;
  }
  const controller = new AbortController();
  const abortFrom = (signal) => {
    if (!controller.signal.aborted) {
      controller.abort(signal.reason);
    }
  };
  if (first.aborted) {
    abortFrom(first);
  } else {
    first.addEventListener("abort", () => abortFrom(first), { once: true });
  }
  if (second.aborted) {
    abortFrom(second);
  } else {
    second.addEventListener("abort", () => abortFrom(second), { once: true });
  }
  return controller.signal;
}
function streamAgentLoop(request) {
  const queue = createAsyncQueue();
  const abortController = new AbortController();
  const steering = request.steering ?? createToolLoopSteeringChannel();
  const signal = mergeAbortSignals2(request.signal, abortController.signal);
  const sourceOnEvent = request.onEvent;
  const result = (async () => {
    try {
      const output = await runAgentLoop({
        ...request,
        steering,
        ...signal ? { signal } : {},
        onEvent: (event) => {
          sourceOnEvent?.(event);
          queue.push(event);
        }
      });
      queue.close();
      return output;
    } catch (error) {
      const err = error instanceof Error ? error : new Error(String(error));
      queue.fail(err);
      throw err;
    }
  })();
  return {
    events: queue.iterable,
    result,
    append: steering.append,
    steer: steering.steer,
    pendingSteeringCount: steering.pendingCount,
    abort: () => abortController.abort()
  };
}
async function runAgentLoopInternal(request, context) {
  const {
    tools: customTools,
    filesystemTool,
    filesystem_tool,
    subagentTool,
    subagent_tool,
    subagents,
    imageGenerationTool,
    image_generation_tool,
    telemetry,
    logging: _logging,
    ...baseToolLoopRequest
  } = request;
  const imageToolSelection = imageGenerationTool ?? image_generation_tool;
  const resolvedImageTools = resolveAgentImageGenerationTools(
    request.model,
    imageToolSelection,
    request.signal
  );
  const toolLoopRequest = {
    ...baseToolLoopRequest,
    ...resolvedImageTools.modelTools.length > 0 ? {
      modelTools: [...baseToolLoopRequest.modelTools ?? [], ...resolvedImageTools.modelTools]
    } : {}
  };
  const telemetrySession = context.telemetry ?? createTelemetrySession(telemetry);
  const loggingSession = context.logging;
  const runId = randomRunId();
  const startedAtMs = Date.now();
  const steeringChannel = toolLoopRequest.steering ?? createToolLoopSteeringChannel();
  const toolLoopRequestWithSteering = toolLoopRequest.steering === steeringChannel ? toolLoopRequest : { ...toolLoopRequest, steering: steeringChannel };
  const filesystemSelection = filesystemTool ?? filesystem_tool;
  const requestedSubagentSelection = subagentTool ?? subagent_tool ?? subagents;
  const subagentSelection = requestedSubagentSelection === void 0 && toolLoopRequest.thinkingLevel === "ultra" ? true : requestedSubagentSelection;
  const filesystemTools = resolveFilesystemTools(
    request.model,
    filesystemSelection,
    request.mediaResolution
  );
  const resolvedSubagentConfig = resolveSubagentToolConfig(subagentSelection, context.depth);
  const subagentController = createSubagentController({
    runId,
    model: request.model,
    depth: context.depth,
    telemetry: telemetrySession,
    logging: loggingSession,
    customTools: customTools ?? {},
    imageGenerationSelection: imageToolSelection,
    baseModelTools: baseToolLoopRequest.modelTools,
    filesystemSelection,
    subagentSelection,
    toolLoopRequest: toolLoopRequestWithSteering,
    steering: steeringChannel,
    resolvedSubagentConfig
  });
  const mergedTools = mergeToolSets(
    mergeToolSets(
      mergeToolSets(filesystemTools, subagentController?.tools ?? {}),
      resolvedImageTools.runtimeTools
    ),
    customTools ?? {}
  );
  if (Object.keys(mergedTools).length === 0 && (!toolLoopRequest.modelTools || toolLoopRequest.modelTools.length === 0)) {
    throw new Error(
      "runAgentLoop requires at least one tool. Provide `tools` or `modelTools`, enable `filesystemTool`, or enable `subagentTool`."
    );
  }
  const instructions = buildLoopInstructions(
    toolLoopRequestWithSteering.instructions,
    resolvedSubagentConfig,
    context.depth,
    toolLoopRequestWithSteering.thinkingLevel === "ultra" ? "proactive" : "explicit-request-only"
  );
  const emitTelemetry = createAgentTelemetryEmitter({
    session: telemetrySession,
    runId,
    parentRunId: context.parentRunId,
    depth: context.depth,
    model: request.model
  });
  emitTelemetry({
    type: "agent.run.started",
    inputMode: typeof request.input === "string" ? "string" : "messages",
    customToolCount: Object.keys(customTools ?? {}).length,
    mergedToolCount: Object.keys(mergedTools).length,
    filesystemToolsEnabled: Object.keys(filesystemTools).length > 0,
    subagentToolsEnabled: resolvedSubagentConfig.enabled
  });
  loggingSession?.logLine(
    [
      `[agent:${runId}] run_started`,
      `depth=${context.depth.toString()}`,
      `model=${request.model}`,
      `tools=${Object.keys(mergedTools).length.toString()}`,
      `filesystemTools=${Object.keys(filesystemTools).length > 0 ? "true" : "false"}`,
      `subagentTools=${resolvedSubagentConfig.enabled ? "true" : "false"}`
    ].join(" ")
  );
  const sourceOnEvent = toolLoopRequestWithSteering.onEvent;
  const includeStreamEvents = telemetrySession?.includeStreamEvents === true;
  const streamEventLogger = loggingSession ? createAgentStreamEventLogger({
    append: (line) => {
      loggingSession.logLine(`[agent:${runId}] ${line}`);
    }
  }) : void 0;
  const wrappedOnEvent = sourceOnEvent || includeStreamEvents ? (event) => {
    sourceOnEvent?.(event);
    if (includeStreamEvents) {
      emitTelemetry({ type: "agent.run.stream", event });
    }
    streamEventLogger?.appendEvent(event);
  } : void 0;
  let uploadMetrics = emptyFileUploadMetrics();
  try {
    let result;
    await collectFileUploadMetrics(async () => {
      try {
        result = await runToolLoop({
          ...toolLoopRequestWithSteering,
          ...instructions ? { instructions } : {},
          ...wrappedOnEvent ? { onEvent: wrappedOnEvent } : {},
          tools: mergedTools
        });
      } finally {
        uploadMetrics = getCurrentFileUploadMetrics();
      }
    });
    if (!result) {
      throw new Error("runToolLoop returned no result.");
    }
    streamEventLogger?.flush();
    emitTelemetry({
      type: "agent.run.completed",
      success: true,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      stepCount: result.steps.length,
      toolCallCount: countToolCalls(result),
      totalCostUsd: result.totalCostUsd,
      usage: summarizeResultUsage(result),
      uploadCount: uploadMetrics.count,
      uploadBytes: uploadMetrics.totalBytes,
      uploadLatencyMs: uploadMetrics.totalLatencyMs
    });
    loggingSession?.logLine(
      [
        `[agent:${runId}] run_completed`,
        `status=ok`,
        `durationMs=${Math.max(0, Date.now() - startedAtMs).toString()}`,
        `steps=${result.steps.length.toString()}`,
        `toolCalls=${countToolCalls(result).toString()}`,
        `totalCostUsd=${(result.totalCostUsd ?? 0).toFixed(6)}`,
        `uploadCount=${uploadMetrics.count.toString()}`,
        `uploadBytes=${uploadMetrics.totalBytes.toString()}`,
        `uploadLatencyMs=${uploadMetrics.totalLatencyMs.toString()}`
      ].join(" ")
    );
    for (const step of result.steps) {
      loggingSession?.logLine(
        [
          `[agent:${runId}] step_completed`,
          `step=${step.step.toString()}`,
          `modelVersion=${step.modelVersion}`,
          `toolCalls=${step.toolCalls.length.toString()}`,
          `costUsd=${(step.costUsd ?? 0).toFixed(6)}`
        ].join(" ")
      );
    }
    return result;
  } catch (error) {
    streamEventLogger?.flush();
    emitTelemetry({
      type: "agent.run.completed",
      success: false,
      durationMs: Math.max(0, Date.now() - startedAtMs),
      uploadCount: uploadMetrics.count,
      uploadBytes: uploadMetrics.totalBytes,
      uploadLatencyMs: uploadMetrics.totalLatencyMs,
      error: toErrorMessage3(error)
    });
    loggingSession?.logLine(
      [
        `[agent:${runId}] run_completed`,
        `status=error`,
        `durationMs=${Math.max(0, Date.now() - startedAtMs).toString()}`,
        `uploadCount=${uploadMetrics.count.toString()}`,
        `uploadBytes=${uploadMetrics.totalBytes.toString()}`,
        `uploadLatencyMs=${uploadMetrics.totalLatencyMs.toString()}`,
        `error=${toErrorMessage3(error)}`
      ].join(" ")
    );
    throw error;
  } finally {
    streamEventLogger?.flush();
    await subagentController?.closeAll();
  }
}
function resolveFilesystemTools(model, selection, defaultMediaResolution) {
  const withDefaultMediaResolution = (options) => {
    if (defaultMediaResolution === void 0) {
      return options;
    }
    return {
      mediaResolution: defaultMediaResolution,
      ...options ?? {}
    };
  };
  if (selection === void 0 || selection === false) {
    return {};
  }
  if (selection === true) {
    return createFilesystemToolSetForModel(model, withDefaultMediaResolution(void 0) ?? {});
  }
  if (typeof selection === "string") {
    return createFilesystemToolSetForModel(model, selection, withDefaultMediaResolution(void 0));
  }
  if (selection.enabled === false) {
    return {};
  }
  if (selection.options && selection.profile !== void 0) {
    return createFilesystemToolSetForModel(
      model,
      selection.profile,
      withDefaultMediaResolution(selection.options)
    );
  }
  if (selection.options) {
    return createFilesystemToolSetForModel(
      model,
      withDefaultMediaResolution(selection.options) ?? {}
    );
  }
  if (defaultMediaResolution !== void 0) {
    return createFilesystemToolSetForModel(
      model,
      selection.profile ?? "auto",
      withDefaultMediaResolution(void 0)
    );
  }
  return createFilesystemToolSetForModel(model, selection.profile ?? "auto");
}
function resolveAgentImageGenerationTools(outerModel, selection, signal) {
  if (selection === void 0 || selection === false) {
    return { runtimeTools: {}, modelTools: [] };
  }
  const config = typeof selection === "object" ? selection : {};
  if (config.enabled === false) {
    return { runtimeTools: {}, modelTools: [] };
  }
  const defaultImageModel = isOpenAiModelId(outerModel) ? "gpt-image-2" : isChatGptModelId(outerModel) ? "chatgpt-gpt-image-2" : void 0;
  const imageModel = config.model ?? defaultImageModel;
  if (!imageModel) {
    throw new Error(
      "imageGenerationTool requires an explicit image model when the outer model is not OpenAI or ChatGPT-authenticated."
    );
  }
  const imageResolution = "imageResolution" in config ? config.imageResolution : void 0;
  const imageSize = "imageSize" in config ? config.imageSize : void 0;
  const imageQuality = "imageQuality" in config ? config.imageQuality : void 0;
  if (isOpenAiModelId(outerModel) && imageModel === "gpt-image-2") {
    return {
      runtimeTools: {},
      modelTools: [
        {
          type: "image-generation",
          model: imageModel,
          ...imageResolution ? { imageResolution } : {},
          ...imageSize ? { imageSize } : {},
          ...imageQuality ? { imageQuality } : {},
          ...config.background ? { background: config.background } : {}
        }
      ]
    };
  }
  if (imageModel === "chatgpt-gpt-image-2" && (imageResolution !== void 0 || imageSize !== void 0 || imageQuality !== void 0)) {
    throw new Error(
      "ChatGPT subscription image generation always uses automatic size and quality. Put the desired orientation or aspect ratio in the image prompt instead."
    );
  }
  return {
    runtimeTools: {
      image_generation: createImageGenerationTool({
        model: imageModel,
        ...imageResolution ? { imageResolution } : {},
        ...imageSize ? { imageSize } : {},
        ...imageQuality ? { imageQuality } : {},
        ...config.background ? { background: config.background } : {},
        ...signal ? { signal } : {}
      })
    },
    modelTools: []
  };
}
function mergeToolSets(base, extra) {
  const merged = { ...base };
  for (const [toolName, toolSpec] of Object.entries(extra)) {
    if (Object.hasOwn(merged, toolName)) {
      throw new Error(
        `Duplicate tool name "${toolName}" in runAgentLoop. Rename one of the conflicting tools or disable an overlapping built-in tool.`
      );
    }
    merged[toolName] = toolSpec;
  }
  return merged;
}
function createSubagentController(params) {
  if (!params.resolvedSubagentConfig.enabled) {
    return null;
  }
  return createSubagentToolController({
    config: params.resolvedSubagentConfig,
    parentDepth: params.depth,
    parentModel: params.model,
    forkContextMessages: normalizeForkContextMessages(params.toolLoopRequest.input),
    onBackgroundMessage: (message) => {
      params.steering?.append({ role: "user", content: message });
    },
    buildChildInstructions: (spawnInstructions, childDepth) => buildChildInstructions(spawnInstructions, params.resolvedSubagentConfig, childDepth),
    runSubagent: async (subagentRequest) => {
      const childCustomTools = params.resolvedSubagentConfig.inheritTools ? params.customTools : {};
      const childFilesystemSelection = params.resolvedSubagentConfig.inheritFilesystemTool ? params.filesystemSelection : false;
      return await runAgentLoopInternal(
        {
          model: subagentRequest.model,
          input: subagentRequest.input,
          instructions: subagentRequest.instructions,
          tools: childCustomTools,
          filesystemTool: childFilesystemSelection,
          imageGenerationTool: params.resolvedSubagentConfig.inheritTools ? params.imageGenerationSelection : false,
          subagentTool: params.subagentSelection,
          modelTools: params.baseModelTools,
          maxSteps: subagentRequest.maxSteps,
          thinkingLevel: params.toolLoopRequest.thinkingLevel,
          mediaResolution: params.toolLoopRequest.mediaResolution,
          signal: subagentRequest.signal
        },
        {
          depth: params.depth + 1,
          parentRunId: params.runId,
          telemetry: params.telemetry,
          logging: params.logging
        }
      );
    }
  });
}
function buildLoopInstructions(baseInstructions, config, depth, multiAgentMode) {
  if (!config.enabled) {
    return trimToUndefined2(baseInstructions);
  }
  const blocks = [];
  const base = trimToUndefined2(baseInstructions);
  if (base) {
    blocks.push(base);
  }
  if (config.promptPattern === "codex") {
    blocks.push(
      buildCodexSubagentOrchestratorInstructions({
        currentDepth: depth,
        maxDepth: config.maxDepth,
        maxAgents: config.maxAgents,
        mode: multiAgentMode
      })
    );
  }
  if (config.instructions) {
    blocks.push(config.instructions);
  }
  return blocks.length > 0 ? blocks.join("\n\n") : void 0;
}
function buildChildInstructions(spawnInstructions, config, childDepth) {
  const blocks = [];
  if (config.promptPattern === "codex") {
    blocks.push(
      buildCodexSubagentWorkerInstructions({
        depth: childDepth,
        maxDepth: config.maxDepth
      })
    );
  }
  if (config.instructions) {
    blocks.push(config.instructions);
  }
  const perSpawn = trimToUndefined2(spawnInstructions);
  if (perSpawn) {
    blocks.push(perSpawn);
  }
  return blocks.length > 0 ? blocks.join("\n\n") : void 0;
}
function normalizeForkContextMessages(input) {
  if (typeof input === "string") {
    return [{ role: "user", content: input }];
  }
  return input.map((message) => ({
    role: message.role,
    content: Array.isArray(message.content) ? [...message.content] : message.content
  }));
}
function trimToUndefined2(value) {
  const trimmed = value?.trim();
  return trimmed && trimmed.length > 0 ? trimmed : void 0;
}
function randomRunId() {
  return (0, import_node_crypto4.randomBytes)(8).toString("hex");
}
function toIsoNow2() {
  return (/* @__PURE__ */ new Date()).toISOString();
}
function toErrorMessage3(error) {
  if (error instanceof Error && error.message) {
    return error.message;
  }
  if (typeof error === "string") {
    return error;
  }
  return "Unknown error";
}
function countToolCalls(result) {
  let count = 0;
  for (const step of result.steps) {
    count += step.toolCalls.length;
  }
  return count;
}
function sumUsageValue2(current, next) {
  if (typeof next !== "number" || !Number.isFinite(next)) {
    return current;
  }
  const normalizedNext = Math.max(0, next);
  if (typeof current !== "number" || !Number.isFinite(current)) {
    return normalizedNext;
  }
  return Math.max(0, current) + normalizedNext;
}
function summarizeResultUsage(result) {
  let summary;
  for (const step of result.steps) {
    const usage = step.usage;
    if (!usage) {
      continue;
    }
    summary = {
      promptTokens: sumUsageValue2(summary?.promptTokens, usage.promptTokens),
      promptTextTokens: sumUsageValue2(summary?.promptTextTokens, usage.promptTextTokens),
      promptImageTokens: sumUsageValue2(summary?.promptImageTokens, usage.promptImageTokens),
      cachedTokens: sumUsageValue2(summary?.cachedTokens, usage.cachedTokens),
      cacheWriteTokens: sumUsageValue2(summary?.cacheWriteTokens, usage.cacheWriteTokens),
      responseTokens: sumUsageValue2(summary?.responseTokens, usage.responseTokens),
      responseTextTokens: sumUsageValue2(summary?.responseTextTokens, usage.responseTextTokens),
      responseImageTokens: sumUsageValue2(summary?.responseImageTokens, usage.responseImageTokens),
      thinkingTokens: sumUsageValue2(summary?.thinkingTokens, usage.thinkingTokens),
      totalTokens: sumUsageValue2(summary?.totalTokens, usage.totalTokens),
      toolUsePromptTokens: sumUsageValue2(summary?.toolUsePromptTokens, usage.toolUsePromptTokens)
    };
  }
  return summary;
}
function resolveAgentLoggingSelection(value) {
  if (value === false) {
    return void 0;
  }
  if (value === void 0 || value === true) {
    return {
      mirrorToConsole: true
    };
  }
  return value;
}
function resolveWorkspaceDirForLogging(request) {
  const explicitSelection = request.filesystemTool ?? request.filesystem_tool;
  if (explicitSelection && typeof explicitSelection === "object" && !Array.isArray(explicitSelection)) {
    const cwd = explicitSelection.options?.cwd;
    if (typeof cwd === "string" && cwd.trim().length > 0) {
      return import_node_path9.default.resolve(cwd);
    }
  }
  return process.cwd();
}
function createRootAgentLoggingSession(request) {
  const selected = resolveAgentLoggingSelection(request.logging);
  if (!selected) {
    return void 0;
  }
  const workspaceDir = typeof selected.workspaceDir === "string" && selected.workspaceDir.trim().length > 0 ? import_node_path9.default.resolve(selected.workspaceDir) : resolveWorkspaceDirForLogging(request);
  return createAgentLoggingSession({
    ...selected,
    workspaceDir,
    mirrorToConsole: selected.mirrorToConsole !== false
  });
}
function createAgentTelemetryEmitter(params) {
  return (event) => {
    if (!params.session) {
      return;
    }
    params.session.emit({
      ...event,
      timestamp: toIsoNow2(),
      runId: params.runId,
      ...params.parentRunId ? { parentRunId: params.parentRunId } : {},
      depth: params.depth,
      model: params.model
    });
  };
}

// src/agent/candidateEvolution.ts
var import_node_crypto5 = require("crypto");
var DEFAULT_BATCH_SIZE = 1;
var DEFAULT_GENERATION_CONCURRENCY = 8;
var DEFAULT_ASSESSMENT_CONCURRENCY = 8;
var DEFAULT_SHARPNESS = 10;
var DEFAULT_NOVELTY_WEIGHT = 1;
var DEFAULT_MIDPOINT = { mode: "percentile", percentile: 75 };
var DEFAULT_FEEDBACK_SCOPE = { mode: "ancestors" };
var DEFAULT_SCORE_PERCENTILES = [0, 25, 50, 75, 90, 95, 100];
function createEmptyStats() {
  return {
    generationCalls: 0,
    issuesSupplied: 0,
    proposalsGenerated: 0,
    proposalsAfterPostCheck: 0,
    assessmentCalls: 0,
    postCheckCalls: 0,
    feedbackEntriesSupplied: 0
  };
}
function addStats(left, right) {
  return {
    generationCalls: left.generationCalls + right.generationCalls,
    issuesSupplied: left.issuesSupplied + right.issuesSupplied,
    proposalsGenerated: left.proposalsGenerated + right.proposalsGenerated,
    proposalsAfterPostCheck: left.proposalsAfterPostCheck + right.proposalsAfterPostCheck,
    assessmentCalls: left.assessmentCalls + right.assessmentCalls,
    postCheckCalls: left.postCheckCalls + right.postCheckCalls,
    feedbackEntriesSupplied: left.feedbackEntriesSupplied + right.feedbackEntriesSupplied
  };
}
function randomId(prefix) {
  return `${prefix}_${(0, import_node_crypto5.randomBytes)(8).toString("hex")}`;
}
function toFiniteNumber(value, fallback) {
  if (!Number.isFinite(value)) {
    return fallback;
  }
  return value;
}
function normalizeRandom(random) {
  if (!random) {
    return () => Math.random();
  }
  return () => {
    const value = toFiniteNumber(random(), 0);
    if (value <= 0) {
      return 0;
    }
    if (value >= 1) {
      return 0.999999999999;
    }
    return value;
  };
}
function sigmoidScore(score, midpoint, sharpness) {
  return 1 / (1 + Math.exp(-sharpness * (score - midpoint)));
}
function computePercentile(sortedValues, percentile) {
  if (sortedValues.length === 0) {
    return 0;
  }
  if (sortedValues.length === 1) {
    return sortedValues[0] ?? 0;
  }
  const safePercentile = Math.max(0, Math.min(100, percentile));
  const position = (sortedValues.length - 1) * (safePercentile / 100);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const lowerValue = sortedValues[lower] ?? 0;
  const upperValue = sortedValues[upper] ?? lowerValue;
  if (lower === upper) {
    return lowerValue;
  }
  const fraction = position - lower;
  return lowerValue * (1 - fraction) + upperValue * fraction;
}
function computeScorePercentiles(records, percentiles) {
  const scores = records.map((record) => record.assessment.score).filter((score) => Number.isFinite(score)).sort((a, b) => a - b);
  const output = {};
  for (const percentile of percentiles) {
    output[percentile] = computePercentile(scores, percentile);
  }
  return output;
}
function pickByWeights(values, weights, random) {
  if (values.length === 0) {
    throw new Error("Cannot pick from an empty set.");
  }
  if (values.length !== weights.length) {
    throw new Error("values and weights must have the same length.");
  }
  let totalWeight = 0;
  for (const weight of weights) {
    if (Number.isFinite(weight) && weight > 0) {
      totalWeight += weight;
    }
  }
  if (totalWeight <= 0) {
    const index = Math.min(values.length - 1, Math.floor(random() * values.length));
    const fallbackValue = values[index];
    if (fallbackValue === void 0) {
      throw new Error("Unexpected empty value during uniform fallback pick.");
    }
    return fallbackValue;
  }
  let threshold = random() * totalWeight;
  for (let index = 0; index < values.length; index += 1) {
    const weight = Number.isFinite(weights[index] ?? 0) && (weights[index] ?? 0) > 0 ? weights[index] ?? 0 : 0;
    threshold -= weight;
    if (threshold <= 0) {
      const value = values[index];
      if (value === void 0) {
        break;
      }
      return value;
    }
  }
  const last = values[values.length - 1];
  if (last === void 0) {
    throw new Error("Unexpected missing final value during weighted pick.");
  }
  return last;
}
function sampleWithoutReplacement(values, k, random) {
  if (k <= 0 || values.length === 0) {
    return [];
  }
  if (k >= values.length) {
    return [...values];
  }
  const pool = [...values];
  const output = [];
  for (let index = 0; index < k; index += 1) {
    const pickIndex = Math.min(pool.length - 1, Math.floor(random() * pool.length));
    const [picked] = pool.splice(pickIndex, 1);
    if (picked === void 0) {
      break;
    }
    output.push(picked);
  }
  return output;
}
function isEligibleRecord(record) {
  return record.assessment.isViable !== false && record.assessment.trainableIssues.length > 0;
}
function resolveIssueType(issue) {
  const raw = issue.issueType?.trim();
  if (!raw) {
    return "default";
  }
  return raw;
}
function resolveIssueId(issue, parentId, index) {
  const raw = issue.issueId?.trim();
  if (raw && raw.length > 0) {
    return raw;
  }
  return `${parentId}:issue:${index}`;
}
function normalizeIssuesForRecord(parentId, issues) {
  return issues.map((issue, index) => ({
    id: resolveIssueId(issue, parentId, index),
    issueType: resolveIssueType(issue),
    issue
  }));
}
function sampleIssuesByType(issues, batchSize, typeWeights, random) {
  if (issues.length === 0 || batchSize <= 0) {
    return [];
  }
  const frequency = /* @__PURE__ */ new Map();
  for (const issue of issues) {
    frequency.set(issue.issueType, (frequency.get(issue.issueType) ?? 0) + 1);
  }
  const issueTypes = [...frequency.keys()];
  const weightedFrequency = issueTypes.map((type) => {
    const base = frequency.get(type) ?? 0;
    const multiplierRaw = typeWeights?.[type] ?? 1;
    const multiplier = Number.isFinite(multiplierRaw) && multiplierRaw > 0 ? multiplierRaw : 1;
    return base * multiplier;
  });
  const selectedType = pickByWeights(issueTypes, weightedFrequency, random);
  const sameTypeIssues = issues.filter((issue) => issue.issueType === selectedType);
  const effectiveBatchSize = Math.min(batchSize, sameTypeIssues.length);
  return sampleWithoutReplacement(sameTypeIssues, effectiveBatchSize, random);
}
function resolveMidpoint(midpoint, archive) {
  if (midpoint.mode === "fixed") {
    return midpoint.value;
  }
  const scores = archive.map((record) => record.assessment.score).filter((score) => Number.isFinite(score)).sort((a, b) => a - b);
  return computePercentile(scores, midpoint.percentile);
}
function selectParents(input) {
  const {
    eligible,
    archive,
    parentsPerIteration,
    sharpness,
    midpoint,
    noveltyWeight,
    replace,
    childCountByParentId,
    random
  } = input;
  if (eligible.length === 0 || parentsPerIteration <= 0) {
    return [];
  }
  const midpointScore = resolveMidpoint(midpoint, archive);
  const weightedParents = eligible.map((record) => {
    const performance = sigmoidScore(record.assessment.score, midpointScore, sharpness);
    const childCount = childCountByParentId.get(record.id) ?? 0;
    const novelty = 1 / (1 + noveltyWeight * childCount);
    return {
      record,
      weight: performance * novelty
    };
  });
  if (replace) {
    const output2 = [];
    for (let index = 0; index < parentsPerIteration; index += 1) {
      output2.push(
        pickByWeights(
          weightedParents.map((entry) => entry.record),
          weightedParents.map((entry) => entry.weight),
          random
        )
      );
    }
    return output2;
  }
  if (parentsPerIteration >= weightedParents.length) {
    return weightedParents.map((entry) => entry.record);
  }
  const pool = [...weightedParents];
  const output = [];
  for (let index = 0; index < parentsPerIteration; index += 1) {
    const chosen = pickByWeights(
      pool.map((entry) => entry.record),
      pool.map((entry) => entry.weight),
      random
    );
    output.push(chosen);
    const removeIndex = pool.findIndex((entry) => entry.record.id === chosen.id);
    if (removeIndex >= 0) {
      pool.splice(removeIndex, 1);
    }
  }
  return output;
}
function defaultObservedOutcome(input) {
  const { assessment, parentAssessment } = input;
  if (assessment.isViable === false) {
    return "Inconclusive - resulting candidate was marked non-viable.";
  }
  const roundedScore = Number.isFinite(assessment.score) ? assessment.score.toFixed(3) : "n/a";
  if (!parentAssessment) {
    return `Candidate score: ${roundedScore}.`;
  }
  const parentScore = Number.isFinite(parentAssessment.score) ? parentAssessment.score.toFixed(3) : "n/a";
  if (assessment.score > parentAssessment.score) {
    return `Candidate score: ${roundedScore}. Improved over parent score ${parentScore}.`;
  }
  if (assessment.score < parentAssessment.score) {
    return `Candidate score: ${roundedScore}. Worse than parent score ${parentScore}.`;
  }
  return `Candidate score: ${roundedScore}. Same as parent score ${parentScore}.`;
}
function resolveFeedbackEntries(input) {
  const { scope, parent, candidateById, feedbackByCandidateId, childrenByParentId } = input;
  if (scope.mode === "none") {
    return [];
  }
  if (scope.mode === "ancestors") {
    const output2 = [];
    let currentId = parent.id;
    let depth = 0;
    while (currentId) {
      if (scope.maxDepth !== void 0 && depth > scope.maxDepth) {
        break;
      }
      const entry = feedbackByCandidateId.get(currentId);
      if (entry) {
        output2.push(entry);
      }
      const current = candidateById.get(currentId);
      currentId = current?.parentId;
      depth += 1;
    }
    return output2;
  }
  const maxDistance = scope.maxDistance;
  if (maxDistance < 0) {
    return [];
  }
  const output = [];
  const queue = [{ id: parent.id, distance: 0 }];
  const visited = /* @__PURE__ */ new Set();
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current) {
      continue;
    }
    if (visited.has(current.id)) {
      continue;
    }
    visited.add(current.id);
    const entry = feedbackByCandidateId.get(current.id);
    if (entry) {
      output.push(entry);
    }
    if (current.distance >= maxDistance) {
      continue;
    }
    const parentRecord = candidateById.get(current.id);
    const ancestorId = parentRecord?.parentId;
    if (ancestorId && !visited.has(ancestorId)) {
      queue.push({ id: ancestorId, distance: current.distance + 1 });
    }
    const children = childrenByParentId.get(current.id) ?? [];
    for (const childId of children) {
      if (!visited.has(childId)) {
        queue.push({ id: childId, distance: current.distance + 1 });
      }
    }
  }
  return output;
}
async function mapWithConcurrency(items, maxConcurrency, worker) {
  if (items.length === 0) {
    return [];
  }
  const concurrency = Math.max(1, Math.floor(maxConcurrency));
  const output = new Array(items.length);
  let nextIndex = 0;
  const runners = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (true) {
      const index = nextIndex;
      nextIndex += 1;
      if (index >= items.length) {
        break;
      }
      const item = items[index];
      if (item === void 0) {
        continue;
      }
      output[index] = await worker(item, index);
    }
  });
  await Promise.all(runners);
  return output;
}
async function runCandidateEvolution(options) {
  const iterations = Math.max(0, Math.floor(options.iterations));
  const parentsPerIteration = Math.max(0, Math.floor(options.parentsPerIteration));
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? DEFAULT_BATCH_SIZE));
  const generationConcurrency = Math.max(
    1,
    Math.floor(options.generationConcurrency ?? DEFAULT_GENERATION_CONCURRENCY)
  );
  const assessmentConcurrency = Math.max(
    1,
    Math.floor(options.assessmentConcurrency ?? DEFAULT_ASSESSMENT_CONCURRENCY)
  );
  if (options.generators.length === 0) {
    throw new Error("runCandidateEvolution requires at least one generator subagent.");
  }
  if (parentsPerIteration <= 0) {
    throw new Error("parentsPerIteration must be positive.");
  }
  const generationNames = /* @__PURE__ */ new Set();
  for (const generator of options.generators) {
    if (!generator.name.trim()) {
      throw new Error("Generator names must be non-empty.");
    }
    if (generationNames.has(generator.name)) {
      throw new Error(`Duplicate generator name "${generator.name}".`);
    }
    generationNames.add(generator.name);
  }
  const random = normalizeRandom(options.random);
  const parentSelection = options.parentSelection;
  const selectionSharpness = parentSelection?.sharpness !== void 0 ? Math.max(1e-4, parentSelection.sharpness) : DEFAULT_SHARPNESS;
  const selectionMidpoint = parentSelection?.midpoint ?? DEFAULT_MIDPOINT;
  const noveltyWeight = parentSelection?.noveltyWeight !== void 0 ? Math.max(0, parentSelection.noveltyWeight) : DEFAULT_NOVELTY_WEIGHT;
  const selectionReplace = parentSelection?.replace ?? true;
  const feedbackScope = options.feedbackScope ?? DEFAULT_FEEDBACK_SCOPE;
  const describeObservedOutcome = options.describeObservedOutcome ?? defaultObservedOutcome;
  const scorePercentiles = options.scorePercentiles && options.scorePercentiles.length > 0 ? options.scorePercentiles : DEFAULT_SCORE_PERCENTILES;
  const archive = [];
  const feedbackEntries = [];
  const postCheckRejections = [];
  const snapshots = [];
  const candidateById = /* @__PURE__ */ new Map();
  const feedbackByCandidateId = /* @__PURE__ */ new Map();
  const childCountByParentId = /* @__PURE__ */ new Map();
  const childrenByParentId = /* @__PURE__ */ new Map();
  let totalStats = createEmptyStats();
  let stoppedEarly = false;
  const seedAssessment = await options.assessCandidate({
    candidate: options.seedCandidate,
    iteration: 0
  });
  const seedRecord = {
    id: randomId("candidate"),
    candidate: options.seedCandidate,
    assessment: seedAssessment,
    createdAtIteration: 0
  };
  archive.push(seedRecord);
  candidateById.set(seedRecord.id, seedRecord);
  const initialStats = createEmptyStats();
  initialStats.assessmentCalls += 1;
  totalStats = addStats(totalStats, initialStats);
  const initialSnapshot = {
    iteration: 0,
    archiveSize: archive.length,
    bestCandidateId: seedRecord.id,
    bestScore: seedRecord.assessment.score,
    scorePercentiles: computeScorePercentiles(archive, scorePercentiles),
    stats: initialStats,
    bestCandidate: seedRecord
  };
  snapshots.push(initialSnapshot);
  await options.onSnapshot?.(initialSnapshot);
  for (let iteration = 1; iteration <= iterations; iteration += 1) {
    const iterationStats = createEmptyStats();
    const eligible = archive.filter((record) => isEligibleRecord(record));
    if (eligible.length === 0) {
      stoppedEarly = true;
      const bestCandidate3 = archive.reduce(
        (best, current) => current.assessment.score > best.assessment.score ? current : best
      );
      const snapshot2 = {
        iteration,
        archiveSize: archive.length,
        bestCandidateId: bestCandidate3.id,
        bestScore: bestCandidate3.assessment.score,
        scorePercentiles: computeScorePercentiles(archive, scorePercentiles),
        stats: iterationStats,
        bestCandidate: bestCandidate3
      };
      snapshots.push(snapshot2);
      await options.onSnapshot?.(snapshot2);
      break;
    }
    const selectedParents = selectParents({
      eligible,
      archive,
      parentsPerIteration,
      sharpness: selectionSharpness,
      midpoint: selectionMidpoint,
      noveltyWeight,
      replace: selectionReplace,
      childCountByParentId,
      random
    });
    const generationTasks = [];
    for (const parent of selectedParents) {
      const issueEnvelopes = normalizeIssuesForRecord(parent.id, parent.assessment.trainableIssues);
      const sampledIssueEnvelopes = sampleIssuesByType(
        issueEnvelopes,
        batchSize,
        parent.assessment.issueTypeWeights,
        random
      );
      if (sampledIssueEnvelopes.length === 0) {
        continue;
      }
      const visibleFeedbackEntries = resolveFeedbackEntries({
        scope: feedbackScope,
        parent,
        candidateById,
        feedbackByCandidateId,
        childrenByParentId
      });
      for (const generator of options.generators) {
        const issuesForGenerator = generator.supportsIssueBatch ? sampledIssueEnvelopes : sampledIssueEnvelopes.slice(0, 1);
        if (issuesForGenerator.length === 0) {
          continue;
        }
        generationTasks.push({
          parent,
          generator,
          sampledIssueEnvelopes: issuesForGenerator,
          feedbackEntries: visibleFeedbackEntries
        });
        iterationStats.generationCalls += 1;
        iterationStats.issuesSupplied += issuesForGenerator.length;
        iterationStats.feedbackEntriesSupplied += visibleFeedbackEntries.length;
      }
    }
    if (generationTasks.length === 0) {
      stoppedEarly = true;
      const bestCandidate3 = archive.reduce(
        (best, current) => current.assessment.score > best.assessment.score ? current : best
      );
      const snapshot2 = {
        iteration,
        archiveSize: archive.length,
        bestCandidateId: bestCandidate3.id,
        bestScore: bestCandidate3.assessment.score,
        scorePercentiles: computeScorePercentiles(archive, scorePercentiles),
        stats: iterationStats,
        bestCandidate: bestCandidate3
      };
      snapshots.push(snapshot2);
      await options.onSnapshot?.(snapshot2);
      break;
    }
    const generatedOutputs = await mapWithConcurrency(
      generationTasks,
      generationConcurrency,
      async (task) => {
        const proposals = await task.generator.generate({
          parent: task.parent,
          sampledIssues: task.sampledIssueEnvelopes.map((envelope) => envelope.issue),
          feedbackEntries: task.feedbackEntries,
          iteration
        });
        return { task, proposals };
      }
    );
    const pendingProposals = [];
    for (const output of generatedOutputs) {
      iterationStats.proposalsGenerated += output.proposals.length;
      for (const proposal of output.proposals) {
        pendingProposals.push({
          proposal,
          parent: output.task.parent,
          generatorName: output.task.generator.name,
          sampledIssues: output.task.sampledIssueEnvelopes.map((envelope) => envelope.issue),
          sampledIssueIds: output.task.sampledIssueEnvelopes.map((envelope) => envelope.id),
          sampledFeedbackEntryIds: output.task.feedbackEntries.map((entry) => entry.id)
        });
      }
    }
    const evaluatedProposals = await mapWithConcurrency(
      pendingProposals,
      assessmentConcurrency,
      async (pending) => {
        if (options.verifyGeneratedCandidate) {
          iterationStats.postCheckCalls += 1;
          const passes = await options.verifyGeneratedCandidate({
            proposal: pending.proposal,
            parent: pending.parent,
            generatorName: pending.generatorName,
            sampledIssues: pending.sampledIssues,
            iteration
          });
          if (!passes) {
            postCheckRejections.push({
              id: randomId("rejected"),
              candidate: pending.proposal.candidate,
              parentId: pending.parent.id,
              generatorName: pending.generatorName,
              iteration,
              sampledIssueIds: pending.sampledIssueIds,
              changeSummary: pending.proposal.changeSummary
            });
            return null;
          }
        }
        iterationStats.proposalsAfterPostCheck += 1;
        iterationStats.assessmentCalls += 1;
        const assessment = await options.assessCandidate({
          candidate: pending.proposal.candidate,
          iteration,
          parent: pending.parent,
          generatorName: pending.generatorName,
          sampledIssues: pending.sampledIssues
        });
        return {
          pending,
          assessment
        };
      }
    );
    const acceptedRecords = [];
    for (const evaluated of evaluatedProposals) {
      if (!evaluated) {
        continue;
      }
      const { pending, assessment } = evaluated;
      acceptedRecords.push({
        id: randomId("candidate"),
        candidate: pending.proposal.candidate,
        assessment,
        createdAtIteration: iteration,
        parentId: pending.parent.id,
        generatorName: pending.generatorName,
        sampledIssueIds: pending.sampledIssueIds,
        sampledFeedbackEntryIds: pending.sampledFeedbackEntryIds,
        changeSummary: pending.proposal.changeSummary
      });
    }
    for (const record of acceptedRecords) {
      archive.push(record);
      candidateById.set(record.id, record);
      if (record.parentId) {
        const nextCount = (childCountByParentId.get(record.parentId) ?? 0) + 1;
        childCountByParentId.set(record.parentId, nextCount);
        const existingChildren = childrenByParentId.get(record.parentId) ?? [];
        existingChildren.push(record.id);
        childrenByParentId.set(record.parentId, existingChildren);
      }
      if (record.changeSummary && record.changeSummary.trim().length > 0) {
        const parentAssessment = record.parentId ? candidateById.get(record.parentId)?.assessment ?? null : null;
        const feedbackEntry = {
          id: randomId("feedback"),
          candidateId: record.id,
          attemptedChange: record.changeSummary,
          observedOutcome: describeObservedOutcome({
            assessment: record.assessment,
            parentAssessment
          })
        };
        feedbackEntries.push(feedbackEntry);
        feedbackByCandidateId.set(record.id, feedbackEntry);
      }
    }
    totalStats = addStats(totalStats, iterationStats);
    const bestCandidate2 = archive.reduce(
      (best, current) => current.assessment.score > best.assessment.score ? current : best
    );
    const snapshot = {
      iteration,
      archiveSize: archive.length,
      bestCandidateId: bestCandidate2.id,
      bestScore: bestCandidate2.assessment.score,
      scorePercentiles: computeScorePercentiles(archive, scorePercentiles),
      stats: iterationStats,
      bestCandidate: bestCandidate2
    };
    snapshots.push(snapshot);
    await options.onSnapshot?.(snapshot);
  }
  const bestCandidate = archive.reduce(
    (best, current) => current.assessment.score > best.assessment.score ? current : best
  );
  return {
    archive,
    feedbackEntries,
    postCheckRejections,
    snapshots,
    bestCandidate,
    totalStats,
    stoppedEarly
  };
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  CHATGPT_IMAGE_MODEL_IDS,
  CHATGPT_MODEL_IDS,
  CODEX_APPLY_PATCH_FREEFORM_TOOL_DESCRIPTION,
  CODEX_APPLY_PATCH_JSON_TOOL_DESCRIPTION,
  CODEX_APPLY_PATCH_LARK_GRAMMAR,
  DEFAULT_FILE_TTL_SECONDS,
  DEFAULT_SIGNED_URL_TTL_SECONDS,
  EXPERIMENTAL_CHATGPT_MODEL_PREFIX,
  FIREWORKS_DEFAULT_GLM_MODEL,
  FIREWORKS_DEFAULT_GPT_OSS_120B_MODEL,
  FIREWORKS_DEFAULT_KIMI_MODEL,
  FIREWORKS_DEFAULT_MINIMAX_MODEL,
  FIREWORKS_MODEL_IDS,
  GEMINI_IMAGE_MODEL_IDS,
  GEMINI_MODEL_IDS,
  GEMINI_TEXT_MODEL_IDS,
  InMemoryAgentFilesystem,
  LLM_IMAGE_MODEL_IDS,
  LLM_MODEL_IDS,
  LLM_TEXT_MODEL_IDS,
  LlmJsonCallError,
  OPENAI_GPT_IMAGE_2_AUTO_RESOLUTION,
  OPENAI_GPT_IMAGE_2_BACKGROUNDS,
  OPENAI_GPT_IMAGE_2_MODERATION_LEVELS,
  OPENAI_GPT_IMAGE_2_NUM_IMAGES,
  OPENAI_GPT_IMAGE_2_OUTPUT_FORMATS,
  OPENAI_GPT_IMAGE_2_PARTIAL_IMAGE_COUNTS,
  OPENAI_GPT_IMAGE_2_POPULAR_RESOLUTIONS,
  OPENAI_GPT_IMAGE_2_QUALITY_LEVELS,
  OPENAI_GPT_IMAGE_2_RESOLUTIONS,
  OPENAI_GPT_IMAGE_2_SEMANTIC_SIZES,
  OPENAI_GPT_IMAGE_2_SEMANTIC_SIZE_RESOLUTIONS,
  OPENAI_GPT_IMAGE_2_SIZE_CONSTRAINTS,
  OPENAI_IMAGE_MODEL_IDS,
  OPENAI_MODEL_IDS,
  appendMarkdownSourcesSection,
  applyPatch,
  configureChatGptCodexProxy,
  configureGemini,
  configureModelConcurrency,
  configureTelemetry,
  convertGooglePartsToLlmParts,
  createApplyPatchTool,
  createCodexApplyPatchTool,
  createCodexFilesystemToolSet,
  createCodexReadFileTool,
  createFilesystemToolSetForModel,
  createGeminiFilesystemToolSet,
  createGeminiReadFileTool,
  createGlobTool,
  createGrepFilesTool,
  createGrepSearchTool,
  createImageGenerationTool,
  createInMemoryAgentFilesystem,
  createListDirTool,
  createListDirectoryTool,
  createModelAgnosticFilesystemToolSet,
  createNodeAgentFilesystem,
  createOpenAiContainer,
  createReplaceTool,
  createRgSearchTool,
  createToolLoopSteeringChannel,
  createViewImageTool,
  createWriteFileTool,
  customTool,
  deleteOpenAiContainer,
  downloadOpenAiContainerFile,
  downloadOpenAiContainerFileText,
  emptyFileUploadMetrics,
  encodeChatGptAuthJson,
  encodeChatGptAuthJsonB64,
  estimateCallCostUsd,
  exchangeChatGptOauthCode,
  files,
  generateImageInBatches,
  generateImages,
  generateJson,
  generateText,
  getChatGptAuthProfile,
  getCurrentToolCallContext,
  isChatGptImageModelId,
  isChatGptModelId,
  isExperimentalChatGptModelId,
  isFireworksModelId,
  isGeminiImageModelId,
  isGeminiModelId,
  isGeminiTextModelId,
  isLlmImageModelId,
  isLlmModelId,
  isLlmTextModelId,
  isOpenAiImageModelId,
  isOpenAiModelId,
  listOpenAiContainerFiles,
  loadEnvFromFile,
  loadLocalEnv,
  parseJsonFromLlmText,
  refreshChatGptOauthToken,
  resetModelConcurrencyConfig,
  resetTelemetry,
  resolveChatGptImageProviderModel,
  resolveFilesystemToolProfile,
  resolveFireworksModelId,
  resolveOpenAiGptImage2Size,
  runAgentLoop,
  runCandidateEvolution,
  runToolLoop,
  sanitisePartForLogging,
  streamAgentLoop,
  streamJson,
  streamText,
  streamToolLoop,
  stripCodexCitationMarkers,
  toGeminiJsonSchema,
  tool,
  uploadOpenAiContainerFile,
  validateOpenAiGptImage2Resolution
});
//# sourceMappingURL=index.cjs.map