import { RefreshableToken, } from './RefreshableToken.js';
const callbackFromUrl = async (url) => {
    let sessionToken;
    let expiresIn;
    try {
        const response = await fetch(url);
        ({ sessionToken, expiresIn } = await response.json());
    }
    catch (e) {
        console.error('Session Token Error:', e);
        ({ sessionToken, expiresIn } = { sessionToken: '', expiresIn: 60 });
    }
    return {
        sessionToken,
        expiresIn,
    };
};
/**
 * Retrieves a session token from a url or given callback
 */
export const refreshableTokenFromCallback = (callback, token) => {
    let callbackFunction;
    if (typeof callback === 'string') {
        // Callback is a url - fetch data from it.
        callbackFunction = callbackFromUrl.bind(this, callback);
    }
    else {
        callbackFunction = callback;
    }
    const refresher = new RefreshableToken(callbackFunction, token?.session, token?.expiresIn);
    // Actual callback that GustoApi client will use
    return async () => refresher.getToken();
};
