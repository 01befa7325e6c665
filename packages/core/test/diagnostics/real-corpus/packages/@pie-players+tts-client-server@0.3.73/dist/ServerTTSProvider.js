/**
 * ServerTTSProvider - Client-side TTS provider that calls server API
 *
 * Provides high-quality TTS by calling a server-side API that uses
 * providers like AWS Polly, Google Cloud TTS, etc.
 * Returns audio with precise word-level timing (speech marks).
 */
import { createPieLogger, isGlobalDebugEnabled, } from "@pie-players/pie-players-shared/pie";
import { normalizeSpeechMarks, resolveSpeedRateBucket, } from "@pie-players/tts-server-core";
const logger = createPieLogger("server-tts-provider", () => isGlobalDebugEnabled());
/**
 * Parse a TTS asset URL (speech marks or audio). Rejects anything that is
 * not an absolute http(s) URL; relative URLs are resolved against
 * `apiEndpoint` when it is itself absolute.
 */
function parseAssetUrl(rawUrl, config) {
    if (typeof rawUrl !== "string" || rawUrl.length === 0) {
        return null;
    }
    try {
        const base = typeof config.apiEndpoint === "string" &&
            /^https?:\/\//i.test(config.apiEndpoint)
            ? config.apiEndpoint
            : undefined;
        const parsed = base ? new URL(rawUrl, base) : new URL(rawUrl);
        if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
            return null;
        }
        return parsed;
    }
    catch {
        return null;
    }
}
/**
 * Decide whether a parsed asset URL is allowed to receive the provider's
 * `Authorization` header. Defaults to the origin of `apiEndpoint` when
 * `assetOrigins` is not configured.
 */
function isOriginTrustedForAuth(url, config) {
    const configured = Array.isArray(config.assetOrigins)
        ? config.assetOrigins
            .filter((value) => typeof value === "string" && value.length > 0)
            .map((value) => {
            try {
                return new URL(value).origin;
            }
            catch {
                return value;
            }
        })
        : [];
    if (configured.length === 0) {
        if (typeof config.apiEndpoint === "string" &&
            /^https?:\/\//i.test(config.apiEndpoint)) {
            try {
                return new URL(config.apiEndpoint).origin === url.origin;
            }
            catch {
                return false;
            }
        }
        // Relative apiEndpoint (e.g. "/api/tts") implies same-origin usage;
        // only same-origin assets should carry auth.
        return (typeof window !== "undefined" &&
            typeof window.location?.origin === "string" &&
            window.location.origin === url.origin);
    }
    return configured.includes(url.origin);
}
/**
 * Strip auth-carrying headers when the target origin is not trusted.
 */
function scrubAuthHeaders(headers) {
    const cleaned = {};
    for (const [key, value] of Object.entries(headers)) {
        const lower = key.toLowerCase();
        if (lower === "authorization" ||
            lower === "proxy-authorization" ||
            lower === "cookie" ||
            lower.startsWith("x-auth-")) {
            continue;
        }
        cleaned[key] = value;
    }
    return cleaned;
}
const getTelemetryReporter = (config) => {
    const providerOptions = config.providerOptions && typeof config.providerOptions === "object"
        ? config.providerOptions
        : {};
    const reporter = providerOptions.__pieTelemetry;
    return typeof reporter === "function"
        ? reporter
        : undefined;
};
const MAX_TEXT_LENGTH_BY_MODE = {
    pie: 3000,
    custom: 3000,
};
/**
 * Server providers whose SSML support is reliable enough to receive generated
 * SSML (AWS Polly, Google Cloud TTS). This is an allow-list rather than a
 * deny-list: the `custom` transport (and unknown providers) report
 * `supportsSSML: false` so the toolkit falls back to plain text. Some custom
 * backends advertise SSML support server-side but mis-voice or ignore parts of
 * it, so we stay conservative at the client boundary.
 */
const SSML_CAPABLE_PIE_PROVIDERS = new Set(["polly", "google"]);
const resolveSupportsSSML = (config) => {
    if (!config)
        return false;
    if (resolveTransportMode(config) !== "pie")
        return false;
    // The pie transport defaults to Polly when no provider is named.
    const provider = (config.provider || "polly").toLowerCase();
    return SSML_CAPABLE_PIE_PROVIDERS.has(provider);
};
const trimTrailingSlash = (value) => value.replace(/\/+$/, "");
const resolveVoicesValidationUrl = (config) => {
    const base = trimTrailingSlash(config.apiEndpoint);
    const provider = (config.provider || "").toLowerCase();
    if (provider === "polly" || provider === "google") {
        return `${base}/${provider}/voices`;
    }
    return `${base}/voices`;
};
const resolveTransportMode = (config) => {
    if (config.transportMode === "custom")
        return "custom";
    if (config.transportMode === "pie")
        return "pie";
    return config.provider === "custom" ? "custom" : "pie";
};
const resolveEndpointMode = (config, mode) => {
    if (config.endpointMode)
        return config.endpointMode;
    return mode === "custom" ? "rootPost" : "synthesizePath";
};
const resolveValidationMode = (config, mode) => {
    if (config.endpointValidationMode)
        return config.endpointValidationMode;
    return mode === "custom" ? "none" : "voices";
};
const resolveSpeedRate = (config) => {
    const providerOptions = (config.providerOptions || {});
    if (typeof providerOptions.speedRate === "string") {
        return providerOptions.speedRate;
    }
    return resolveSpeedRateBucket(config.rate);
};
const parseInlineSpeechMarks = (input) => {
    if (!Array.isArray(input))
        return [];
    const marks = [];
    let fallbackIndex = 0;
    for (const entry of input) {
        if (!entry || typeof entry !== "object")
            continue;
        const type = typeof entry.type === "string" ? entry.type : "word";
        const time = typeof entry.time === "number" && Number.isFinite(entry.time)
            ? entry.time
            : 0;
        const value = typeof entry.value === "string" ? entry.value : "";
        const explicitStart = typeof entry.start === "number" && Number.isFinite(entry.start)
            ? entry.start
            : null;
        const explicitEnd = typeof entry.end === "number" && Number.isFinite(entry.end)
            ? entry.end
            : null;
        const start = explicitStart ?? fallbackIndex;
        const end = explicitEnd ?? start + Math.max(1, value.length || 1);
        fallbackIndex = Math.max(fallbackIndex, end + 1);
        marks.push({ time, type, start, end, value });
    }
    return marks.sort((left, right) => {
        if (left.time !== right.time)
            return left.time - right.time;
        if (left.start !== right.start)
            return left.start - right.start;
        return left.end - right.end;
    });
};
const pieAdapter = {
    id: "pie",
    resolveSynthesisUrl: (config) => {
        const endpointMode = resolveEndpointMode(config, "pie");
        const base = trimTrailingSlash(config.apiEndpoint);
        return endpointMode === "rootPost" ? base : `${base}/synthesize`;
    },
    buildRequestBody: (text, config) => {
        const providerOptions = (config.providerOptions || {});
        const engine = typeof config.engine === "string"
            ? config.engine
            : typeof providerOptions.engine === "string"
                ? providerOptions.engine
                : undefined;
        const sampleRate = typeof providerOptions.sampleRate === "number" &&
            Number.isFinite(providerOptions.sampleRate)
            ? providerOptions.sampleRate
            : undefined;
        const format = providerOptions.format === "mp3" ||
            providerOptions.format === "ogg" ||
            providerOptions.format === "pcm"
            ? providerOptions.format
            : undefined;
        const speechMarkTypes = Array.isArray(providerOptions.speechMarkTypes)
            ? providerOptions.speechMarkTypes.filter((entry) => entry === "word" || entry === "sentence" || entry === "ssml")
            : undefined;
        return {
            text,
            provider: config.provider || "polly",
            voice: config.voice,
            language: config.language,
            rate: config.rate,
            engine,
            sampleRate,
            format,
            speechMarkTypes,
            includeSpeechMarks: true,
        };
    },
    parseResponse: async (response, _config, _headers, _signal, _text) => {
        const data = await response.json();
        return {
            audio: {
                kind: "base64",
                data: data.audio,
                contentType: data.contentType,
            },
            speechMarks: Array.isArray(data.speechMarks) ? data.speechMarks : [],
        };
    },
};
const customAdapter = {
    id: "custom",
    resolveSynthesisUrl: (config) => {
        const endpointMode = resolveEndpointMode(config, "custom");
        const base = trimTrailingSlash(config.apiEndpoint);
        return endpointMode === "synthesizePath" ? `${base}/synthesize` : base;
    },
    buildRequestBody: (text, config) => {
        const providerOptions = (config.providerOptions || {});
        const langId = typeof providerOptions.lang_id === "string"
            ? providerOptions.lang_id
            : config.language || "en-US";
        const cache = typeof providerOptions.cache === "boolean" ? providerOptions.cache : true;
        return {
            text,
            speedRate: resolveSpeedRate(config),
            lang_id: langId,
            cache,
        };
    },
    parseResponse: async (response, config, headers, signal, text) => {
        const data = await response.json();
        const marksHeaders = {};
        if (config.includeAuthOnAssetFetch) {
            for (const [key, value] of Object.entries(headers)) {
                if (key.toLowerCase() === "authorization") {
                    marksHeaders[key] = value;
                }
            }
        }
        let speechMarks = [];
        const inlineSpeechMarks = parseInlineSpeechMarks(data.speechMarks);
        if (inlineSpeechMarks.length > 0) {
            speechMarks = inlineSpeechMarks;
        }
        else if (typeof data.word === "string" && data.word.length > 0) {
            const marksUrl = parseAssetUrl(data.word, config);
            if (marksUrl !== null) {
                const effectiveMarksHeaders = isOriginTrustedForAuth(marksUrl, config)
                    ? marksHeaders
                    : scrubAuthHeaders(marksHeaders);
                const marksResponse = await fetch(marksUrl.toString(), {
                    headers: effectiveMarksHeaders,
                    signal,
                    // Fail loud on redirects; the origin allow-list decision
                    // is made pre-redirect and a silent hop could leak auth
                    // to an unlisted origin.
                    redirect: "error",
                });
                if (marksResponse.ok) {
                    const marksRaw = await marksResponse.text();
                    speechMarks = normalizeSpeechMarks(marksRaw, text);
                }
            }
        }
        const parsedAudioUrl = parseAssetUrl(data.audioContent, config);
        if (parsedAudioUrl === null) {
            throw new Error("TTS server returned an invalid audio URL");
        }
        return {
            audio: {
                kind: "url",
                url: parsedAudioUrl.toString(),
            },
            speechMarks,
        };
    },
};
const ADAPTERS = {
    pie: pieAdapter,
    custom: customAdapter,
};
/**
 * Provider implementation that handles audio playback
 */
class ServerTTSProviderImpl {
    config;
    adapter;
    currentAudio = null;
    pausedState = false;
    wordTimings = [];
    highlightInterval = null;
    /**
     * Index of the word timing most recently handed to `onWordBoundary`, or -1
     * before the first. It survives pause/resume so resuming continues from the
     * spoken position instead of replaying the passage from its first word.
     */
    highlightCursor = -1;
    intentionallyStopped = false;
    activeSynthesisController = null;
    synthesisRunId = 0;
    telemetryReporter;
    onPlaybackStart;
    onWordBoundary;
    constructor(config, adapter) {
        this.config = config;
        this.adapter = adapter;
        this.telemetryReporter = getTelemetryReporter(config);
    }
    async emitTelemetry(eventName, payload) {
        try {
            await this.telemetryReporter?.(eventName, payload);
        }
        catch (error) {
            logger.warn("telemetry callback failed:", error);
        }
    }
    async speak(text) {
        // Stop any current playback
        this.stop();
        // Reset intentionally stopped flag for new playback
        this.intentionallyStopped = false;
        const runId = ++this.synthesisRunId;
        const synthesisController = new AbortController();
        this.activeSynthesisController = synthesisController;
        // Call server API to synthesize speech
        const { audioUrl, wordTimings } = await this.synthesizeSpeech(text, synthesisController.signal, runId);
        if (runId !== this.synthesisRunId) {
            URL.revokeObjectURL(audioUrl);
            return;
        }
        this.wordTimings = wordTimings;
        this.highlightCursor = -1;
        return new Promise((resolve, reject) => {
            // Create audio element
            const audio = new Audio(audioUrl);
            this.currentAudio = audio;
            // Apply volume from config
            if (this.config.volume !== undefined) {
                audio.volume = Math.max(0, Math.min(1, this.config.volume));
            }
            // Setup event handlers
            audio.onplay = () => {
                if (runId !== this.synthesisRunId || this.currentAudio !== audio) {
                    return;
                }
                this.pausedState = false;
                try {
                    this.onPlaybackStart?.();
                }
                catch (error) {
                    logger.warn("playback-start callback failed:", error);
                }
                // Start word highlighting
                if (this.onWordBoundary && this.wordTimings.length > 0) {
                    this.startWordHighlighting();
                }
            };
            audio.onended = () => {
                this.stopWordHighlighting();
                URL.revokeObjectURL(audioUrl);
                this.currentAudio = null;
                this.wordTimings = [];
                this.highlightCursor = -1;
                resolve();
            };
            audio.onerror = (event) => {
                this.stopWordHighlighting();
                URL.revokeObjectURL(audioUrl);
                this.currentAudio = null;
                this.wordTimings = [];
                this.highlightCursor = -1;
                void event;
                // Only reject if this wasn't an intentional stop
                if (!this.intentionallyStopped) {
                    reject(new Error("Failed to play audio from server"));
                }
                else {
                    // Intentional stop, resolve normally
                    resolve();
                }
            };
            audio.onpause = () => {
                this.stopWordHighlighting();
                this.pausedState = true;
            };
            // Start playback
            audio.play().catch(reject);
        });
    }
    /**
     * Call server API to synthesize speech
     */
    async synthesizeSpeech(text, signal, runId) {
        const synthStartedAt = Date.now();
        await this.emitTelemetry("pie-tool-backend-call-start", {
            toolId: "tts",
            backend: this.config.provider || "server",
            operation: "synthesize-speech",
        });
        const headers = {
            "Content-Type": "application/json",
            ...this.config.headers,
        };
        // Add authentication if provided
        if (this.config.authToken) {
            headers["Authorization"] = `Bearer ${this.config.authToken}`;
        }
        const synthUrl = this.adapter.resolveSynthesisUrl(this.config);
        const requestBody = this.adapter.buildRequestBody(text, this.config);
        const response = await (async () => {
            try {
                return await fetch(synthUrl, {
                    method: "POST",
                    headers,
                    body: JSON.stringify(requestBody),
                    signal,
                });
            }
            catch (error) {
                await this.emitTelemetry("pie-tool-backend-call-error", {
                    toolId: "tts",
                    backend: this.config.provider || "server",
                    operation: "synthesize-speech",
                    duration: Date.now() - synthStartedAt,
                    errorType: "TTSBackendNetworkError",
                    message: error instanceof Error ? error.message : String(error),
                });
                throw error;
            }
        })();
        if (!response.ok) {
            const rawBody = await response.text().catch(() => "");
            let errorData = {};
            if (rawBody) {
                try {
                    errorData = JSON.parse(rawBody);
                }
                catch (parseError) {
                    logger.warn("non-OK response body was not JSON", {
                        status: response.status,
                        url: synthUrl,
                        bodyLength: rawBody.length,
                        parseError: parseError instanceof Error
                            ? parseError.message
                            : String(parseError),
                    });
                    // A provider's error body can echo the SSML it rejected, so the body
                    // itself stays behind the debug gate; the length above is what says
                    // a body arrived and was not JSON.
                    logger.debug("non-OK response body", {
                        rawBodyPreview: rawBody.slice(0, 500),
                    });
                }
            }
            const errorMessage = (typeof errorData.message === "string" && errorData.message) ||
                (typeof errorData.error?.message === "string"
                    ? errorData.error.message
                    : undefined) ||
                `Server returned ${response.status}`;
            await this.emitTelemetry("pie-tool-backend-call-error", {
                toolId: "tts",
                backend: this.config.provider || "server",
                operation: "synthesize-speech",
                duration: Date.now() - synthStartedAt,
                statusCode: response.status,
                errorType: "TTSBackendRequestError",
                message: errorMessage,
            });
            logger.error("synthesize request failed", {
                status: response.status,
                url: synthUrl,
                backend: this.config.provider || "server",
                message: errorMessage,
                textLength: text.length,
            });
            // The text under synthesis is item content and the provider's error body
            // can echo it, so both stay behind the debug gate. `errorMessage` above is
            // thrown to the caller regardless, and `textLength` is what correlates a
            // failure with a payload without publishing what the learner is reading.
            const textPreview = text.replace(/\s+/g, " ").trim().slice(0, 120);
            logger.debug("synthesize request failed for text", {
                responseBody: errorData,
                textPreview: textPreview.length < text.length ? `${textPreview}…` : textPreview,
            });
            throw new Error(errorMessage);
        }
        const normalized = await this.adapter.parseResponse(response, this.config, headers, signal, text);
        if (runId !== this.synthesisRunId || signal.aborted) {
            throw new Error("Synthesis superseded by a newer request");
        }
        let audioBlob;
        if (normalized.audio.kind === "base64") {
            audioBlob = this.base64ToBlob(normalized.audio.data, normalized.audio.contentType);
        }
        else {
            const audioAssetUrl = normalized.audio.url;
            const assetFetchStartedAt = Date.now();
            await this.emitTelemetry("pie-tool-backend-call-start", {
                toolId: "tts",
                backend: this.config.provider || "server",
                operation: "fetch-synthesized-audio-asset",
            });
            const assetHeaders = {};
            if (this.config.includeAuthOnAssetFetch) {
                if (this.config.authToken) {
                    assetHeaders["Authorization"] = `Bearer ${this.config.authToken}`;
                }
            }
            const parsedAssetUrl = parseAssetUrl(audioAssetUrl, this.config);
            if (parsedAssetUrl === null) {
                await this.emitTelemetry("pie-tool-backend-call-error", {
                    toolId: "tts",
                    backend: this.config.provider || "server",
                    operation: "fetch-synthesized-audio-asset",
                    duration: Date.now() - assetFetchStartedAt,
                    errorType: "TTSAssetInvalidUrl",
                    message: "TTS asset URL rejected (non-http(s) or malformed)",
                });
                throw new Error("TTS asset URL rejected (non-http(s) or malformed)");
            }
            const effectiveAssetHeaders = isOriginTrustedForAuth(parsedAssetUrl, this.config)
                ? assetHeaders
                : scrubAuthHeaders(assetHeaders);
            const audioResponse = await (async () => {
                try {
                    return await fetch(parsedAssetUrl.toString(), {
                        headers: effectiveAssetHeaders,
                        signal,
                        redirect: "error",
                    });
                }
                catch (error) {
                    await this.emitTelemetry("pie-tool-backend-call-error", {
                        toolId: "tts",
                        backend: this.config.provider || "server",
                        operation: "fetch-synthesized-audio-asset",
                        duration: Date.now() - assetFetchStartedAt,
                        errorType: "TTSAssetNetworkError",
                        message: error instanceof Error ? error.message : String(error),
                    });
                    throw error;
                }
            })();
            if (!audioResponse.ok) {
                await this.emitTelemetry("pie-tool-backend-call-error", {
                    toolId: "tts",
                    backend: this.config.provider || "server",
                    operation: "fetch-synthesized-audio-asset",
                    duration: Date.now() - assetFetchStartedAt,
                    statusCode: audioResponse.status,
                    errorType: "TTSAssetFetchError",
                    message: `Failed to download synthesized audio (${audioResponse.status})`,
                });
                throw new Error(`Failed to download synthesized audio (${audioResponse.status})`);
            }
            audioBlob = await audioResponse.blob();
            await this.emitTelemetry("pie-tool-backend-call-success", {
                toolId: "tts",
                backend: this.config.provider || "server",
                operation: "fetch-synthesized-audio-asset",
                duration: Date.now() - assetFetchStartedAt,
            });
        }
        const audioUrl = URL.createObjectURL(audioBlob);
        // Convert speech marks to word timings
        const wordTimings = this.parseSpeechMarks(normalized.speechMarks);
        await this.emitTelemetry("pie-tool-backend-call-success", {
            toolId: "tts",
            backend: this.config.provider || "server",
            operation: "synthesize-speech",
            duration: Date.now() - synthStartedAt,
        });
        return { audioUrl, wordTimings };
    }
    /**
     * Convert base64 to Blob
     */
    base64ToBlob(base64, contentType) {
        const byteCharacters = atob(base64);
        const byteNumbers = new Array(byteCharacters.length);
        for (let i = 0; i < byteCharacters.length; i++) {
            byteNumbers[i] = byteCharacters.charCodeAt(i);
        }
        const byteArray = new Uint8Array(byteNumbers);
        return new Blob([byteArray], { type: contentType });
    }
    /**
     * Parse speech marks into word timings
     */
    parseSpeechMarks(marks) {
        return marks
            .filter((mark) => mark.type === "word")
            .map((mark, index) => ({
            time: mark.time,
            wordIndex: index,
            charIndex: mark.start,
            length: mark.end - mark.start,
            word: mark.value,
        }));
    }
    /**
     * Start word highlighting synchronized with audio playback
     */
    startWordHighlighting() {
        this.stopWordHighlighting();
        if (!this.currentAudio ||
            !this.onWordBoundary ||
            this.wordTimings.length === 0) {
            logger.debug("cannot start word highlighting", {
                hasAudio: !!this.currentAudio,
                hasCallback: !!this.onWordBoundary,
                wordTimingsCount: this.wordTimings.length,
            });
            return;
        }
        logger.debug("starting word highlighting", {
            wordTimingsCount: this.wordTimings.length,
            playbackRate: this.currentAudio.playbackRate,
        });
        // A 50ms interval, chosen over the two alternatives: 50ms is below the
        // perceptual threshold for word-level sync at a fifth of the wake-ups a
        // 60Hz `requestAnimationFrame` loop would spend on the same job, and
        // `timeupdate` fires at browser discretion — commonly 150-250ms — so it
        // would need a timer behind it to interpolate anyway. The interval also
        // degrades better while the tab is hidden: browsers clamp it to roughly
        // 1s where they suspend rAF outright, and because a tick resolves
        // straight to the word that is current, one clamped tick resyncs the
        // highlight rather than replaying a backlog.
        this.highlightInterval = window.setInterval(() => {
            if (!this.currentAudio) {
                this.stopWordHighlighting();
                return;
            }
            const currentTimeMs = this.currentAudio.currentTime * 1000;
            const index = this.resolveCurrentWordIndex(currentTimeMs, this.highlightCursor);
            if (index < 0 || index === this.highlightCursor) {
                return;
            }
            // Report only the word that is current now. Words a tick crossed over
            // are deliberately skipped rather than fired in order: the callback
            // names the word being spoken and its consumer repaints a single range
            // per call, so replaying the backlog would paint highlights the learner
            // never sees and leave the last paint behind the audio. Firing one word
            // per tick capped highlighting at 20 words/second, which is how the
            // highlight used to drift off the spoken word and never catch up.
            this.highlightCursor = index;
            const timing = this.wordTimings[index];
            logger.debug("word boundary", {
                wordIndex: timing.wordIndex,
                charIndex: timing.charIndex,
                length: timing.length,
                timingMs: timing.time,
                currentTimeMs,
            });
            this.onWordBoundary?.(timing.word, timing.charIndex, timing.length);
        }, 50);
    }
    /**
     * Index of the last timing whose start time has arrived at `currentTimeMs`,
     * or -1 when playback has not reached the first word yet.
     *
     * The scan resumes at `cursor`, so a tick costs the number of words it
     * crossed instead of the length of the passage. A backward jump — a seek, or
     * a replay on the same element — invalidates the cursor, and only then does
     * the scan restart from the beginning.
     */
    resolveCurrentWordIndex(currentTimeMs, cursor) {
        const timings = this.wordTimings;
        let index = cursor < timings.length ? cursor : -1;
        if (index >= 0 && currentTimeMs < timings[index].time) {
            index = -1;
        }
        while (index + 1 < timings.length &&
            timings[index + 1].time <= currentTimeMs) {
            index++;
        }
        return index;
    }
    /**
     * Stop word highlighting
     */
    stopWordHighlighting() {
        if (this.highlightInterval !== null) {
            clearInterval(this.highlightInterval);
            this.highlightInterval = null;
        }
    }
    pause() {
        if (this.currentAudio && !this.pausedState) {
            this.currentAudio.pause();
            this.stopWordHighlighting();
            this.pausedState = true;
        }
    }
    resume() {
        if (this.currentAudio && this.pausedState) {
            this.currentAudio.play();
            this.pausedState = false;
            // Resume word highlighting
            if (this.onWordBoundary && this.wordTimings.length > 0) {
                this.startWordHighlighting();
            }
        }
    }
    stop() {
        this.synthesisRunId += 1;
        if (this.activeSynthesisController) {
            this.activeSynthesisController.abort();
            this.activeSynthesisController = null;
        }
        this.stopWordHighlighting();
        if (this.currentAudio) {
            // Mark as intentionally stopped to prevent error handler from rejecting
            this.intentionallyStopped = true;
            this.currentAudio.pause();
            if (this.currentAudio.src) {
                URL.revokeObjectURL(this.currentAudio.src);
            }
            this.currentAudio.src = "";
            this.currentAudio = null;
        }
        this.pausedState = false;
        this.wordTimings = [];
        this.highlightCursor = -1;
    }
    isPlaying() {
        return this.currentAudio !== null && !this.pausedState;
    }
    isPaused() {
        return this.pausedState;
    }
    /**
     * Update settings dynamically (rate, pitch, voice)
     * Note: Server-side synthesis bakes rate, pitch, and voice into the audio and
     * speech marks. Settings updates are stored for the next synthesis; active
     * speed changes are handled by TTSService replaying from the current segment.
     */
    updateSettings(settings) {
        // Update config
        if (settings.rate !== undefined) {
            this.config.rate = settings.rate;
            this.config.providerOptions = {
                ...(this.config.providerOptions || {}),
                speedRate: resolveSpeedRateBucket(settings.rate),
            };
        }
        if (settings.pitch !== undefined) {
            // Server-side pitch is baked into audio, so this only affects next speak()
            this.config.pitch = settings.pitch;
        }
        if (settings.voice !== undefined) {
            // Voice change requires resynthesis, affects next speak()
            this.config.voice = settings.voice;
        }
    }
}
/**
 * Server TTS Provider
 *
 * Client-side provider that calls a server API for TTS synthesis.
 * The server handles provider selection (Polly, Google, etc.) and credential management.
 */
export class ServerTTSProvider {
    providerId = "server-tts";
    providerName = "Server TTS";
    version = "1.0.0";
    config = null;
    adapter = null;
    telemetryReporter;
    async emitTelemetry(eventName, payload) {
        try {
            await this.telemetryReporter?.(eventName, payload);
        }
        catch (error) {
            logger.warn("telemetry callback failed:", error);
        }
    }
    /**
     * Initialize the server TTS provider.
     *
     * This is designed to be fast by default (no API calls).
     * Set validateEndpoint: true in config to test API availability during initialization.
     *
     * @performance Default: <10ms, With validation: 100-500ms
     */
    async initialize(config) {
        const serverConfig = config;
        if (!serverConfig.apiEndpoint) {
            throw new Error("apiEndpoint is required for ServerTTSProvider");
        }
        this.config = serverConfig;
        this.telemetryReporter = getTelemetryReporter(serverConfig);
        const transportMode = resolveTransportMode(serverConfig);
        this.adapter = ADAPTERS[transportMode];
        // Only test API availability if explicitly requested (slower but safer)
        if (serverConfig.validateEndpoint) {
            const validationStartedAt = Date.now();
            await this.emitTelemetry("pie-tool-backend-call-start", {
                toolId: "tts",
                backend: serverConfig.provider || "server",
                operation: "validate-endpoint",
            });
            const available = await this.testAPIAvailability();
            if (!available) {
                await this.emitTelemetry("pie-tool-backend-call-error", {
                    toolId: "tts",
                    backend: serverConfig.provider || "server",
                    operation: "validate-endpoint",
                    duration: Date.now() - validationStartedAt,
                    errorType: "TTSEndpointValidationError",
                    message: `Server TTS API not available at ${serverConfig.apiEndpoint}`,
                });
                throw new Error(`Server TTS API not available at ${serverConfig.apiEndpoint}`);
            }
            await this.emitTelemetry("pie-tool-backend-call-success", {
                toolId: "tts",
                backend: serverConfig.provider || "server",
                operation: "validate-endpoint",
                duration: Date.now() - validationStartedAt,
            });
        }
        return new ServerTTSProviderImpl(serverConfig, this.adapter);
    }
    /**
     * Test if API endpoint is available (with timeout).
     *
     * @performance 100-500ms depending on network
     */
    async testAPIAvailability() {
        if (!this.config || !this.adapter)
            return false;
        try {
            const headers = { ...this.config.headers };
            if (this.config.authToken) {
                headers["Authorization"] = `Bearer ${this.config.authToken}`;
            }
            // Create abort controller for timeout
            const controller = new AbortController();
            const timeoutId = setTimeout(() => controller.abort(), 5000); // 5 second timeout
            const mode = resolveValidationMode(this.config, this.adapter.id);
            if (mode === "none") {
                clearTimeout(timeoutId);
                return true;
            }
            const validationUrl = mode === "voices"
                ? resolveVoicesValidationUrl(this.config)
                : this.adapter.resolveSynthesisUrl(this.config);
            const method = mode === "voices" ? "GET" : "OPTIONS";
            try {
                const response = await fetch(validationUrl, {
                    method,
                    headers,
                    signal: controller.signal,
                });
                clearTimeout(timeoutId);
                // Some endpoints may not accept OPTIONS; treat 405 as reachable.
                return response.ok || response.status === 405;
            }
            catch {
                clearTimeout(timeoutId);
                return false;
            }
        }
        catch {
            return false;
        }
    }
    supportsFeature(feature) {
        switch (feature) {
            case "pause":
            case "resume":
            case "wordBoundary":
            case "voiceSelection":
            case "rateControl":
                return true;
            case "pitchControl":
                // Depends on server provider, assume no for safety
                return false;
            default:
                return false;
        }
    }
    getCapabilities() {
        const mode = this.config ? resolveTransportMode(this.config) : "pie";
        return {
            supportsPause: true,
            supportsResume: true,
            supportsWordBoundary: true, // ✅ Via speech marks from server
            supportsVoiceSelection: true,
            supportsRateControl: true,
            supportsPitchControl: false, // Depends on server provider
            supportsSSML: resolveSupportsSSML(this.config),
            maxTextLength: MAX_TEXT_LENGTH_BY_MODE[mode],
        };
    }
    destroy() {
        this.config = null;
        this.adapter = null;
        this.telemetryReporter = undefined;
    }
}
