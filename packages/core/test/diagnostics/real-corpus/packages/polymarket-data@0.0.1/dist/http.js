const resolveUrl = (baseUrl, path) => {
    const url = new URL(path, baseUrl);
    return url.toString();
};
const parseBody = async (response) => {
    if (response.status === 204) {
        return undefined;
    }
    const contentType = response.headers.get("content-type") ?? "";
    if (contentType.includes("application/json")) {
        return response.json();
    }
    const text = await response.text();
    return text.length > 0 ? text : undefined;
};
const toHttpError = (response, body) => {
    const error = new Error(`Request failed with status ${response.status}`);
    error.status = response.status;
    error.statusText = response.statusText;
    error.body = body;
    return error;
};
const ensureFetch = (fetcher) => {
    if (typeof fetcher !== "function") {
        throw new Error("A Fetch implementation is required. Provide one via the client options if running outside of an environment with global fetch.");
    }
    return fetcher;
};
export const createHttpClient = ({ baseUrl, fetch }) => {
    const fetcher = ensureFetch(fetch);
    const request = async (method, path, init) => {
        const url = resolveUrl(baseUrl, path);
        try {
            const response = await fetcher(url, { ...init, method });
            const body = await parseBody(response);
            if (!response.ok) {
                throw toHttpError(response, body);
            }
            return body;
        }
        catch (error) {
            if (error instanceof Error && "status" in error) {
                throw error;
            }
            const message = error instanceof Error ? error.message : String(error);
            throw new Error(`Network error: ${message}`, { cause: error });
        }
    };
    const get = (path, init) => request("GET", path, init);
    return Object.freeze({
        get,
    });
};
//# sourceMappingURL=http.js.map