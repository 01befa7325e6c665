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
  API: () => API,
  default: () => index_default
});
module.exports = __toCommonJS(index_exports);
var API = class {
  constructor(config) {
    if (!config.apiKey) {
      throw new Error("API key is required");
    }
    this.apiKey = config.apiKey || "qasim-dev";
    this.baseURL = config.baseURL || "https://api.qasimdev.dpdns.org";
    this.fullResponse = config.fullResponse ?? false;
    this.timeout = config.timeout || 45e3;
  }
  buildURL(endpoint, params) {
    const url = new URL(`${this.baseURL}${endpoint}`);
    const allParams = { ...params, apiKey: this.apiKey };
    Object.entries(allParams).forEach(([key, value]) => {
      if (value !== void 0 && value !== null) {
        url.searchParams.append(key, String(value));
      }
    });
    return url.toString();
  }
  submitFormData(endpoint, params, body) {
    return new Promise((resolve, reject) => {
      const url = new URL(`${this.baseURL}${endpoint}`);
      const allParams = { ...params, apiKey: this.apiKey };
      Object.entries(allParams).forEach(([key, value]) => {
        if (value !== void 0 && value !== null) {
          url.searchParams.append(key, String(value));
        }
      });
      const timer = setTimeout(() => reject(new Error("Request timeout")), this.timeout);
      const options = {
        protocol: url.protocol,
        host: url.hostname,
        path: url.pathname + url.search,
        headers: {}
      };
      body.submit(options, (err, res) => {
        clearTimeout(timer);
        if (err) return reject(err);
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => {
          const data = Buffer.concat(chunks);
          const contentType = res.headers["content-type"] || "";
          if (res.statusCode < 200 || res.statusCode >= 300) {
            return reject(new Error(`HTTP error! status: ${res.statusCode}`));
          }
          if (contentType.includes("application/json")) {
            try {
              const json = JSON.parse(data.toString());
              return resolve(this.fullResponse ? json : json.data ?? json);
            } catch {
              return reject(new Error("Invalid JSON response"));
            }
          }
          if (contentType.startsWith("image/") || contentType.includes("application/octet-stream") || contentType.includes("application/pdf")) {
            const base64 = data.toString("base64");
            return resolve(`data:${contentType};base64,${base64}`);
          }
          resolve(data.toString());
        });
        res.on("error", reject);
      });
    });
  }
  async request(endpoint, method = "GET", params, body, apiKeyLocation = "query") {
    const isFormData = body && typeof body.getHeaders === "function" && typeof body.submit === "function";
    if (isFormData) {
      return this.submitFormData(endpoint, params || {}, body);
    }
    let url;
    const controller = new AbortController();
    const timeoutId = setTimeout(() => controller.abort(), this.timeout);
    try {
      const fetchOptions = {
        method,
        signal: controller.signal,
        headers: {}
      };
      if (method === "GET") {
        url = this.buildURL(endpoint, params || {});
      } else {
        url = apiKeyLocation === "query" ? this.buildURL(endpoint, params || {}) : `${this.baseURL}${endpoint}`;
        if (body) {
          fetchOptions.headers = { "Content-Type": "application/json" };
          const bodyData = apiKeyLocation === "body" ? { ...body, apiKey: this.apiKey } : body;
          fetchOptions.body = JSON.stringify(bodyData);
        }
      }
      const response = await fetch(url, fetchOptions);
      if (!response.ok) {
        throw new Error(`HTTP error! status: ${response.status}`);
      }
      const contentType = response.headers.get("content-type");
      if (contentType?.includes("application/json")) {
        const data = await response.json();
        return this.fullResponse ? data : data.data ?? data;
      }
      if (contentType?.startsWith("image/") || contentType?.includes("application/octet-stream") || contentType?.includes("application/pdf")) {
        const isNode = typeof window === "undefined";
        if (isNode) {
          const arrayBuffer = await response.arrayBuffer();
          const base64 = Buffer.from(arrayBuffer).toString("base64");
          return `data:${contentType};base64,${base64}`;
        } else {
          const blob = await response.blob();
          const objectURL = URL.createObjectURL(blob);
          return new Promise((resolve) => {
            const reader = new FileReader();
            reader.onloadend = () => {
              resolve({ blob, url: objectURL, base64: reader.result, contentType });
            };
            reader.readAsDataURL(blob);
          });
        }
      }
      return response.text();
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") {
        throw new Error("Request timeout");
      }
      throw error;
    } finally {
      clearTimeout(timeoutId);
    }
  }
  // ==================== AI ====================
  KimiAi(params) {
    return this.request("/api/kimi/ai", "GET", params);
  }
  MistralAi(params) {
    return this.request("/api/mistral/ai", "GET", params);
  }
  CodestralAi(params) {
    return this.request("/api/mistral/advanced", "GET", params);
  }
  Deepseek(params) {
    return this.request("/api/openrouter/deepseek", "GET", params);
  }
  QwenAi(params) {
    return this.request("/api/novita/qwen", "GET", params);
  }
  CerebrasAi(params) {
    return this.request("/api/cerebras/ai", "GET", params);
  }
  GroqAi(params) {
    return this.request("/api/groq/ai", "GET", params);
  }
  // ==================== APPS ====================
  An1Search(params) {
    return this.request("/api/an1apk/search", "GET", params);
  }
  An1Dl(params) {
    return this.request("/api/an1apk/download", "GET", params);
  }
  ApkpureSearch(params) {
    return this.request("/api/apkpure/search", "GET", params);
  }
  ApkpureDl(params) {
    return this.request("/api/apkpure/download", "GET", params);
  }
  AptoideSearch(params) {
    return this.request("/api/aptoide/search", "GET", params);
  }
  AptoideDl(params) {
    return this.request("/api/aptoide/download", "GET", params);
  }
  // ==================== URL SHORTENER ====================
  Reurl(params) {
    return this.request("/api/shortener/reurl", "GET", params);
  }
  Itsl(params) {
    return this.request("/api/shortener/itsssl", "GET", params);
  }
  Cuqin(params) {
    return this.request("/api/shortener/cuqin", "GET", params);
  }
  Surl(params) {
    return this.request("/api/shortener/ssur", "GET", params);
  }
  Vurl(params) {
    return this.request("/api/shortener/vurl", "GET", params);
  }
  Vgd(params) {
    return this.request("/api/shortener/vgd", "GET", params);
  }
  Clean(params) {
    return this.request("/api/shortener/cleanuri", "GET", params);
  }
  Tiny(params) {
    return this.request("/api/shortener/tiny", "GET", params);
  }
  Unshort(params) {
    return this.request("/api/shortener/unshort", "GET", params);
  }
  // ==================== DOWNLOADS ====================
  Facebook(params) {
    return this.request("/api/facebook/download", "GET", params);
  }
  Gitclone(params) {
    return this.request("/api/gitclone/download", "GET", params);
  }
  Instagram(params) {
    return this.request("/api/instagram/download", "GET", params);
  }
  Mediafire(params) {
    return this.request("/api/mediafire/download", "GET", params);
  }
  Pinterest(params) {
    return this.request("/api/download/pinterest", "GET", params);
  }
  TikTok(params) {
    return this.request("/api/tiktok/download", "GET", params);
  }
  Twitter(params) {
    return this.request("/api/twitter/download", "GET", params);
  }
  Threads(params) {
    return this.request("/api/threads/download", "GET", params);
  }
  Twitch(params) {
    return this.request("/api/download/twitch", "GET", params);
  }
  WallBest(params) {
    return this.request("/api/wallpaper/wallbest", "GET", params);
  }
  WallCraft(params) {
    return this.request("/api/wallpaper/wallcraft", "GET", params);
  }
  WallHaven(params) {
    return this.request("/api/wallpaper/wallhaven", "GET", params);
  }
  Wikimedia(params) {
    return this.request("/api/wallpaper/wikimedia", "GET", params);
  }
  Snapchat(params) {
    return this.request("/api/download/snapchat", "GET", params);
  }
  Sharechat(params) {
    return this.request("/api/download/sharechat", "GET", params);
  }
  Snackvideo(params) {
    return this.request("/api/download/snackvideo", "GET", params);
  }
  Reddit(params) {
    return this.request("/api/download/reddit", "GET", params);
  }
  Videezy(params) {
    return this.request("/api/download/videezy", "GET", params);
  }
  Vidsplay(params) {
    return this.request("/api/download/vidsplay", "GET", params);
  }
  IMDbVideo(params) {
    return this.request("/api/download/imdb", "GET", params);
  }
  IFunny(params) {
    return this.request("/api/download/ifunny", "GET", params);
  }
  Getty(params) {
    return this.request("/api/download/getty", "GET", params);
  }
  // ==================== IMAGE MAKERS ====================
  TextToPic(params) {
    return this.request("/api/tools/ttp", "GET", params);
  }
  Quoted(params) {
    return this.request("/api/tools/quoted", "GET", params);
  }
  Carbon(params) {
    return this.request("/api/tools/carbon", "GET", params);
  }
  // ==================== MUSIC ====================
  Spotify(params) {
    return this.request("/api/spotify/download", "GET", params);
  }
  SearchScloud(params) {
    return this.request("/api/soundcloud/search", "GET", params);
  }
  ScloudDl(params) {
    return this.request("/api/soundcloud/download", "GET", params);
  }
  GeniusSearch(params) {
    return this.request("/api/genius/search", "GET", params);
  }
  GeniusLyrics(params) {
    return this.request("/api/genius/lyrics", "GET", params);
  }
  DeezerSearch(params) {
    return this.request("/api/deezer/search", "GET", params);
  }
  DeezerDl(params) {
    return this.request("/api/deezer/track", "GET", params);
  }
  JamendoSearch(params) {
    return this.request("/api/jamendo/jamendoSearch", "GET", params);
  }
  JamendoTracks(params) {
    return this.request("/api/jamendo/albumTracks", "GET", params);
  }
  // ==================== IMAGES ====================
  Couple() {
    return this.request("/api/images/couplepp", "GET");
  }
  Islamic() {
    return this.request("/api/images/islamic", "GET");
  }
  Tech() {
    return this.request("/api/images/tech", "GET");
  }
  Game() {
    return this.request("/api/images/game", "GET");
  }
  Mountain() {
    return this.request("/api/images/mountain", "GET");
  }
  CyberSpace() {
    return this.request("/api/images/cyberspace", "GET");
  }
  Coding() {
    return this.request("/api/images/coding", "GET");
  }
  Coffee() {
    return this.request("/api/images/coffee", "GET");
  }
  // ==================== NEWS ====================
  GoogleNews(params) {
    return this.request("/api/news/google", "GET", params);
  }
  Aljazeera() {
    return this.request("/api/news/aljazeera", "GET");
  }
  Bbc() {
    return this.request("/api/news/bbc", "GET");
  }
  Trt() {
    return this.request("/api/news/trtWorld", "GET");
  }
  Sky() {
    return this.request("/api/news/skyNews", "GET");
  }
  SkySports(params) {
    return this.request("/api/news/skySports", "GET", params);
  }
  Dawn() {
    return this.request("/api/news/dawn", "GET");
  }
  Cnn() {
    return this.request("/api/news/cnn", "GET");
  }
  Cgtn() {
    return this.request("/api/news/cgtnWorld", "GET");
  }
  GeoUrdu() {
    return this.request("/api/news/geoUrdu", "GET");
  }
  Geo() {
    return this.request("/api/news/geo", "GET");
  }
  Neo() {
    return this.request("/api/news/neo", "GET");
  }
  Express() {
    return this.request("/api/news/express", "GET");
  }
  // ==================== STALKER ====================
  PinterestUser(params) {
    return this.request("/api/stalk/pinterest", "GET", params);
  }
  GithubUser(params) {
    return this.request("/api/stalk/github", "GET", params);
  }
  TelegramUser(params) {
    return this.request("/api/stalk/telegram", "GET", params);
  }
  ThreadsUser(params) {
    return this.request("/api/stalk/threads", "GET", params);
  }
  RedditUser(params) {
    return this.request("/api/stalk/reddit", "GET", params);
  }
  ScloudUser(params) {
    return this.request("/api/stalk/soundcloud", "GET", params);
  }
  TiktokUser(params) {
    return this.request("/api/stalk/tiktok", "GET", params);
  }
  DribbbleUser(params) {
    return this.request("/api/stalk/dribbble", "GET", params);
  }
  MastodonUser(params) {
    return this.request("/api/stalk/mastodon", "GET", params);
  }
  // ==================== SEARCH ====================
  BingSearch(params) {
    return this.request("/api/bing/search", "GET", params);
  }
  BingImage(params) {
    return this.request("/api/bing/image", "GET", params);
  }
  GoogleImage(params) {
    return this.request("/api/google/image", "GET", params);
  }
  ImgurSearch(params) {
    return this.request("/api/imgur/search", "GET", params);
  }
  TimeSearch(params) {
    return this.request("/api/time/search", "GET", params);
  }
  FlickrImage(params) {
    return this.request("/api/flickr/flickr", "GET", params);
  }
  Wattpad(params) {
    return this.request("/api/search/wattpad", "GET", params);
  }
  Stickers(params) {
    return this.request("/api/stickers/search", "GET", params);
  }
  YTSearch(params) {
    return this.request("/api/yts/searchVideos", "GET", params);
  }
  PinSearch(params) {
    return this.request("/api/pinterest/search", "GET", params);
  }
  ImdbSearch(params) {
    return this.request("/api/imdb/search", "GET", params);
  }
  // ==================== TOOLS ====================
  Dictionary(params) {
    return this.request("/api/dictionary/define", "GET", params);
  }
  Screenshot(params) {
    return this.request("/api/screenshot/take", "GET", params);
  }
  SSFull(params) {
    return this.request("/api/screenshot/take", "GET", params);
  }
  Translate(params) {
    return this.request("/api/translate/bing", "GET", params);
  }
  Translate2(params) {
    return this.request("/api/translate/google", "GET", params);
  }
  Ping(params) {
    return this.request("/api/tools/ping", "GET", params);
  }
  Handwriting(params) {
    return this.request("/api/text/handwriting", "GET", params);
  }
  TextStats(params) {
    return this.request("/api/text/stats", "GET", params);
  }
  UnitConvert(params) {
    return this.request("/api/converter/unit", "GET", params);
  }
  // ==================== PHOTOOXY ====================
  Battlefield(params) {
    return this.request("/api/photooxy/battle4", "GET", params);
  }
  TikTokEffect(params) {
    return this.request("/api/photooxy/tiktok", "GET", params);
  }
  CustomPhoto(params) {
    return this.request("/api/photooxy/custom", "GET", params);
  }
  // ==================== EPHOTO360 ====================
  WolfGalaxy(params) {
    return this.request("/api/ephoto/wolfGalaxy", "GET", params);
  }
  FreeFire(params) {
    return this.request("/api/ephoto/freeFireBanner", "GET", params);
  }
  ApexLegends(params) {
    return this.request("/api/ephoto/apexBanner", "GET", params);
  }
  CustomEphoto(params) {
    return this.request("/api/ephoto/custom", "GET", params);
  }
  // ==================== INFORMATION ====================
  GithubRepo(params) {
    return this.request("/api/github/repo", "GET", params);
  }
  Universities(params) {
    return this.request("/api/info/universities", "GET", params);
  }
  IPLookup(params) {
    return this.request("/api/info/ipinfo", "GET", params);
  }
  Trends(params) {
    return this.request("/api/info/trends", "GET", params);
  }
  Weather(params) {
    return this.request("/api/info/weather", "GET", params);
  }
  Country(params) {
    return this.request("/api/info/country", "GET", params);
  }
  Wikipedia(params) {
    return this.request("/api/info/wikipedia", "GET", params);
  }
  // ==================== CRYPTO ====================
  CoinInfo(params) {
    return this.request("/api/info/coininfo", "GET", params);
  }
  CoinsList() {
    return this.request("/api/info/cointags", "GET");
  }
  // ==================== IMAGE EFFECTS ====================
  Blur(body, params) {
    return this.request("/api/sharp/blur", "POST", params, body, "query");
  }
  Vignette(body, params) {
    return this.request("/api/sharp/vignette", "POST", params, body, "query");
  }
  Fisheye(body, params) {
    return this.request("/api/sharp/fisheye", "POST", params, body, "query");
  }
  Grayscale(body) {
    return this.request("/api/sharp/grayscale", "POST", {}, body, "query");
  }
  Sepia(body) {
    return this.request("/api/sharp/sepia", "POST", {}, body, "query");
  }
  Invert(body) {
    return this.request("/api/sharp/invert", "POST", {}, body, "query");
  }
  Normalize(body) {
    return this.request("/api/sharp/normalize", "POST", {}, body, "query");
  }
  Sharpen(body, params) {
    return this.request("/api/sharp/sharpen", "POST", params, body, "query");
  }
  Brightness(body, params) {
    return this.request("/api/sharp/brightness", "POST", params, body, "query");
  }
  Contrast(body, params) {
    return this.request("/api/sharp/contrast", "POST", params, body, "query");
  }
  Rotate(body, params) {
    return this.request("/api/sharp/rotate", "POST", params, body, "query");
  }
  Flip(body, params) {
    return this.request("/api/sharp/flip", "POST", params, body, "query");
  }
  Resize(body, params) {
    return this.request("/api/sharp/resize", "POST", params, body, "query");
  }
  Crop(body, params) {
    return this.request("/api/sharp/crop", "POST", params, body, "query");
  }
  Scale(body, params) {
    return this.request("/api/sharp/scale", "POST", params, body, "query");
  }
  Contain(body, params) {
    return this.request("/api/sharp/contain", "POST", params, body, "query");
  }
  Cover(body, params) {
    return this.request("/api/sharp/cover", "POST", params, body, "query");
  }
  Saturation(body, params) {
    return this.request("/api/sharp/saturation", "POST", params, body, "query");
  }
  Hue(body, params) {
    return this.request("/api/sharp/hue", "POST", params, body, "query");
  }
  Gamma(body, params) {
    return this.request("/api/sharp/gamma", "POST", params, body, "query");
  }
  Threshold(body, params) {
    return this.request("/api/sharp/threshold", "POST", params, body, "query");
  }
  Tint(body, params) {
    return this.request("/api/sharp/tint", "POST", params, body, "query");
  }
  Color(body, params) {
    return this.request("/api/sharp/color", "POST", params, body, "query");
  }
  Median(body, params) {
    return this.request("/api/sharp/median", "POST", params, body, "query");
  }
  Pixelate(body, params) {
    return this.request("/api/sharp/pixelate", "POST", params, body, "query");
  }
  Gaussian(body, params) {
    return this.request("/api/sharp/gaussian", "POST", params, body, "query");
  }
  Convolute(body) {
    return this.request("/api/sharp/convolute", "POST", {}, body, "query");
  }
  Opacity(body, params) {
    return this.request("/api/sharp/opacity", "POST", params, body, "query");
  }
  Fade(body, params) {
    return this.request("/api/sharp/fade", "POST", params, body, "query");
  }
  Posterize(body, params) {
    return this.request("/api/sharp/posterize", "POST", params, body, "query");
  }
  Dither(body) {
    return this.request("/api/sharp/dither", "POST", {}, body, "query");
  }
  Circle(body) {
    return this.request("/api/sharp/circle", "POST", {}, body, "query");
  }
  // ==================== UTILITY METHODS ====================
  setFullResponse(value) {
    this.fullResponse = value;
  }
  getFullResponse() {
    return this.fullResponse;
  }
  setAPIKey(apiKey) {
    this.apiKey = apiKey;
  }
  setTimeout(timeout) {
    this.timeout = timeout;
  }
};
var index_default = API;
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  API
});
module.exports = module.exports.default;
