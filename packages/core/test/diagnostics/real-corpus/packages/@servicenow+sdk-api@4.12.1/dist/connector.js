"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.Connector = exports.UNSUPPORTED_BATCH_FORMAT_ERROR_MESSAGE = void 0;
const credentials_1 = require("./credentials");
const cookie_jar_1 = require("./cookie-jar");
const errors_1 = require("./util/errors");
exports.UNSUPPORTED_BATCH_FORMAT_ERROR_MESSAGE = 'Missing required parameters: table, sysId, and tableGraphs are required.';
const QUERY_DEFAULT_LIMIT = 100;
const QUERY_DEFAULT_TIMEOUT_MS = 30000;
/**
 * This class handles http communication with the ServiceNow instance
 */
class Connector {
    credential;
    /** Session cookies (ex: CSRF session) accumulated across requests and automatically attached by fetch() */
    cookieJar = new cookie_jar_1.CookieJar();
    constructor(
    /**
     * The credential for authentication with the instance
     */
    credential) {
        if (credential instanceof credentials_1.LazyCredential) {
            this.credential = credential;
        }
        else {
            this.credential = new credentials_1.LazyCredential(credential.instanceUrl, () => credential);
        }
    }
    async uploadXmlFiles(scopeId, files, options = {}) {
        const formData = new FormData();
        files.forEach((file) => {
            formData.append('files', file.blob, file.name);
        });
        const timeoutSignal = AbortSignal.timeout(options.timeoutMs ?? 300000);
        let response;
        try {
            response = await this.fetch(`api/fluent/load/${scopeId}`, {
                method: 'POST',
                body: formData,
                signal: timeoutSignal,
            }, new URLSearchParams({
                ...(options.targetUpdateSetId ? { targetUpdateSetId: options.targetUpdateSetId } : {}),
            }));
        }
        catch (e) {
            if (timeoutSignal.aborted && timeoutSignal.reason.name === 'TimeoutError') {
                throw new Error(`The upload request timed out waiting for a response.`);
            }
            throw e;
        }
        const responseJson = await response.json();
        if (!response.ok) {
            throw new Error(`Failed to upload XML files: ${responseJson?.result?.error ?? response.statusText}`);
        }
        return responseJson.result.targetUpdateSetId;
    }
    getHost() {
        return this.credential.getUrl();
    }
    async unloadRecords(sysIds, scopeId) {
        const response = await this.fetch(`api/sn_glider/metadata/unload/${scopeId}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(sysIds),
        });
        if (!response.ok) {
            const { error } = await response.json();
            if (error?.message) {
                throw new Error(`Failed to unload records: ${error.message}`);
            }
            throw new Error(`Failed to unload records`);
        }
        const responseBody = await response.json();
        return responseBody.result.xmlRecords;
    }
    async unloadDependentRecords(requestOrTable, sysId, tableGraphs, scopeId) {
        const isBatch = typeof requestOrTable !== 'string';
        const payload = isBatch
            ? requestOrTable
            : { table: requestOrTable, sysId: sysId, tableGraphs: tableGraphs, scopeId };
        const context = isBatch ? 'batch request' : `table ${requestOrTable}:${sysId}`;
        const response = await this.fetch('api/sn_glider/fluent_support/table_relationship_exporter', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(payload),
        });
        if (!response.ok) {
            if (response.status === 400 || response.status === 500) {
                const { error } = await response.json();
                // Detect if the instance doesn't support batch requests (older IDE versions).
                // The error message indicates the API only accepts single-record format.
                if (isBatch && error?.message?.includes(exports.UNSUPPORTED_BATCH_FORMAT_ERROR_MESSAGE)) {
                    throw new errors_1.BatchRequestNotSupportedError();
                }
                throw new Error(`Failed to unload records for ${context} - ${error?.message ?? 'Unknown error'}`);
            }
            throw new Error(`Failed to unload records for ${context} - ${response.statusText}`);
        }
        const responseBody = await response.json();
        return responseBody.result.xmlRecords;
    }
    async processorRequest(api, search) {
        const response = await this.fetch(`${api}.do`, {
            method: 'GET',
        }, search);
        if (!response.ok) {
            throw new Error(`Failed to fetch records from ${api}: ${response.statusText}`);
        }
        const value = await response.text();
        return {
            status: response.status,
            value,
        };
    }
    async getScopeInfo(scope, scopeId) {
        if (!scope && !scopeId) {
            throw new Error(`No scope or scopeId provided`);
        }
        const sysparm_query = scopeId && scope ? `scope=${scope}^sys_id=${scopeId}` : scope ? `scope=${scope}` : `sys_id=${scopeId}`;
        const scopeInfoResult = await this.fetchApiNowTable('sys_scope', {
            sysparm_query,
            sysparm_fields: 'sys_id,sys_class_name,active,scope,name,short_description',
            sysparm_limit: '2',
        });
        if (!scopeInfoResult || scopeInfoResult.length === 0) {
            return undefined;
        }
        const scopeInfo = scopeInfoResult[0];
        if (!scopeInfo) {
            throw new Error(`Multiple scopes detected with the scope name ${scope}! Please resolve the multiple application installations and try again.`);
        }
        return {
            appId: scopeInfo.sys_id,
            sysClassName: scopeInfo.sys_class_name,
            active: Boolean(scopeInfo.active),
            scope: scopeInfo.scope,
            name: scopeInfo.name,
            shortDescription: scopeInfo.short_description,
        };
    }
    async moveToApp(sysIds, scope) {
        const response = await this.fetch(`/api/sn_glider/metadata/customize-global/${scope}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json; charset=UTF-8' },
            body: JSON.stringify(sysIds),
        });
        if (!response.ok) {
            throw new Error(`Error Customizing file(s): ${response.statusText}`);
        }
        const body = await response.json();
        return body.result;
    }
    async uploadScopedAppPackage(file, options) {
        const form = new FormData();
        form.append('upload_type', 'file');
        form.append('load_demo', options.loadDemoData !== undefined ? options.loadDemoData.toString() : String(true));
        form.append('sysparm_ck', await this.sysParmCk());
        form.append('attachFile', file);
        const timeoutSignal = AbortSignal.timeout(options.timeoutMs ?? 300000);
        const params = new URLSearchParams();
        params.set('sysparm_track_fluent_install', 'true');
        params.set('sysparm_async_fluent_install', options.installAsync !== undefined ? options.installAsync.toString() : String(true));
        if (options.appInfo) {
            params.set('sysparm_fluent_scope_id', options.appInfo.scopeId);
            params.set('sysparm_fluent_scope_name', options.appInfo.scope);
            params.set('sysparm_fluent_app_version', options.appInfo.version);
        }
        if (!options.isStoreApp) {
            params.set('sysparm_request_type', 'custom_app');
        }
        if (options.registerScope) {
            params.set('sysparm_register_scope', 'true');
        }
        try {
            const response = await this.fetch('sn_appclient_upload_processor.do', {
                method: 'POST',
                body: form,
                signal: timeoutSignal,
            }, params);
            const isJsonResponse = response.headers.get('Content-Type')?.startsWith('application/json');
            if (isJsonResponse && (response.ok || response.status === 400)) {
                const result = await response.json();
                if (result.executionTracker) {
                    return { trackerId: result.executionTracker, rollbackId: result.rollbackContext };
                }
            }
            if (!response.ok) {
                if (response.status === 401) {
                    throw new Error('Insufficient permissions to install the app. Ensure you have the required roles.');
                }
                // TODO: Re-enable error throwing for non-401 failures once backward compatibility is ensured
                //throw new Error(`Failed to install the app: ${response.statusText}`)
            }
        }
        catch (e) {
            if (timeoutSignal.aborted && timeoutSignal.reason.name === 'TimeoutError') {
                throw new Error(`The deployment request timed out waiting for a response.`);
            }
            throw e;
        }
        return undefined;
    }
    async setCurrentApplication(scopeId) {
        const response = await this.appsAjaxProcessor({
            sysparm_function: 'changeApplication',
            sysparm_value: scopeId,
        });
        if (!response.ok) {
            throw new Error(`Failed to set current application: ${response.statusText}`);
        }
    }
    async uninstallApplication(scopeId, isStoreApp) {
        return this.appsAjaxProcessor({
            sysparm_function: isStoreApp ? 'uninstallApplication' : 'deleteApplication',
            sysparm_sys_id: scopeId,
            sysparm_fluent_app: 'true',
            sysparm_delete_all: 'true',
        });
    }
    async appUpgradeStatus(scope) {
        const upgradeHistory = await this.fetchApiNowTable('sys_upgrade_history', {
            sysparm_query: `to_version=${scope}^ORDERBYDESCupgrade_started`,
            sysparm_fields: 'upgrade_finished,sys_id',
            sysparm_limit: '1',
        });
        return {
            finished: !!upgradeHistory?.[0]?.upgrade_finished,
            id: upgradeHistory?.[0]?.sys_id ?? '',
        };
    }
    async getProgress(progressId) {
        const response = await this.fetch(`/api/sn_cicd/progress/${progressId}`, {
            method: 'GET',
            headers: { 'Content-Type': 'application/json' },
        });
        if (!response.ok) {
            throw new Error(`Failed to fetch progress status: ${response.statusText}`);
        }
        const body = (await response.json());
        return body.result;
    }
    async getUpdateMutex() {
        const r = await this.fetchApiNowTable('sys_mutex', {
            sysparm_fields: 'sys_id',
            sysparm_query: 'name=Update-Mutex^acquiredISNOTEMPTY',
        });
        if (!r || (r && r.length < 1)) {
            return true;
        }
        return false;
    }
    download(scope, options) {
        const params = new URLSearchParams();
        if (options?.method === 'incremental') {
            params.set('sysparam_mode', 'incremental');
            if (options.lastPull) {
                params.set('sysparam_timestamp', options.lastPull);
            }
        }
        else {
            params.set('sysparam_mode', 'complete');
        }
        return this.fetch(`/api/fluent/download/${scope}`, { method: 'GET' }, params);
    }
    async downloadUpdateSet(updateSetId, scopeId) {
        return this.fetch('/fluent_update_set_export.do', { method: 'GET' }, new URLSearchParams({
            sysparm_ck: await this.sysParmCk(),
            sysparm_sys_id: updateSetId,
            sysparm_app_sys_id: scopeId,
        }));
    }
    async getInstanceBuildName() {
        const response = await this.fetchApiNowTable('sys_cluster_state', {
            sysparm_fields: 'build_name',
        });
        return response ? response[0]?.build_name : undefined;
    }
    async appCreatorVendorPrefix() {
        const response = await this.fetch('/api/now/appcreator/app/vendorprefix');
        const { result } = await response.json();
        return result;
    }
    /**Produces the typescript definition for glide server scriptables */
    async syntaxEditorCompletionDefinitions() {
        const result = await this.fetch('/api/now/syntax_editor/completions?scope=');
        const serverRespose = (await result.json());
        return serverRespose.result.result;
    }
    /**
     * Mapping between script include identifiers and their sys_id
     * @returns Mapping of script to scripd sys_id (Example: { 'global.JSUtil': '1e2e4e24c1af42bea7f0c0f9fa40fbeb' })
     */
    async syntaxEditorCacheScriptIncludes() {
        const scriptsMap = await this.fetch('/api/now/syntax_editor/cache/sys_script_include', {
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        });
        if (!scriptsMap.ok) {
            throw new Error(`Failed to fetch script includes: ${scriptsMap.statusText}`);
        }
        const bodyJson = await scriptsMap.json();
        return JSON.parse(bodyJson.result.result).sys_script_include;
    }
    /**Produces the definitions for script includes */
    async syntaxEditorDefinitionsScriptIncludes(scriptIncludeIds) {
        const scriptsContent = await this.fetch('/api/now/syntax_editor/intellisense/sys_script_include', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ scriptIncludes: scriptIncludeIds }),
        });
        if (!scriptsContent.ok) {
            throw new Error(`Failed to fetch script include definitions: ${scriptsContent.statusText}`);
        }
        const { result: { result: scripts }, } = (await scriptsContent.json());
        return scripts;
    }
    async appsAjaxProcessor(params) {
        const form = new URLSearchParams({
            sysparm_processor: 'com.snc.apps.AppsAjaxProcessor',
            ...params,
            sysparm_ck: await this.sysParmCk(),
        });
        return this.fetch('/xmlhttp.do', {
            method: 'POST',
            body: form.toString(),
            headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8', Accept: '*/*' },
        });
    }
    /**
     * Fetch a resource from the ServiceNow instance
     * @param path Subpath to fetch from the instance (ex: /api/now/table/incident)
     * @param init Request options to pass to fetch (Default: { method: 'GET', headers: { 'Content-Type': 'application/json' } })
     * @returns The response from the fetch request or an error if the request failed
     */
    async fetch(path, init, params) {
        const response = await this.fetchOnce(path, init, params);
        if (response.status !== 401) {
            return response;
        }
        // The credential appeared valid client-side but the instance rejected it anyway (clock
        // skew, an instance-side session timeout shorter than the tracked expiry, revocation,
        // etc). Force a fresh resolution and retry exactly once before giving up - this is the
        // reactive complement to LazyCredential's proactive expiry-based refresh.
        this.credential.invalidate();
        return this.fetchOnce(path, init, params);
    }
    async fetchOnce(path, init, params) {
        const initDefaults = {
            method: 'GET',
            ...init,
        };
        const { Cookie: staticCookie, ...authHeaders } = await this.credential.getHeaders();
        const url = new URL(path, this.credential.getUrl());
        if (params) {
            url.search = params.toString();
        }
        // The credential's static cookie (ex: SN_SDK_SESSION_COOKIE, or a UISession login) always takes
        // precedence per cookie name, but is merged on top of - not wholesale replacing - cookies this
        // Connector has accumulated dynamically via Set-Cookie responses.
        const cookieHeader = this.cookieJar.withOverride(staticCookie).serialize();
        const cookieHeaders = cookieHeader ? { Cookie: cookieHeader } : {};
        const headers = { ...initDefaults.headers, ...cookieHeaders, ...authHeaders };
        const response = await fetch(url, {
            ...initDefaults,
            headers,
        });
        this.cookieJar.update(response.headers.getSetCookie());
        return response;
    }
    async getUpdateXMLCount(updateSetId) {
        const result = await this.fetchApiNowTable('sys_update_xml', {
            sysparm_query: `update_set=${updateSetId}`,
            sysparm_fields: `sys_id`,
        });
        if (!result) {
            return 0;
        }
        return result.length;
    }
    async fetchApiNowTable(table, options) {
        const response = await this.fetch(`/api/now/table/${table}`, {
            method: 'GET',
            headers: { 'Content-Type': 'application/json' },
        }, new URLSearchParams(options));
        if (!response.ok) {
            throw new Error(response.statusText);
        }
        const body = (await response.json());
        return body.result;
    }
    /**
     * The ScopedAppUploadProcessor does CSRF token validation and checks for the presence of a user token in the
     * request. In the case of OAuth we need to make a request to get the CSRF token.
     *
     * Session cookies established along the way (via Set-Cookie) are captured automatically by fetch() into
     * this.cookies, and are attached to every subsequent fetch() call for the lifetime of this Connector.
     */
    async getCSRFToken() {
        const currentUserResult = await this.fetch('/api/now/ui/user/current_user');
        if (!currentUserResult.ok) {
            throw new Error('Failed to fetch current user');
        }
        const userBody = (await currentUserResult.json());
        const session = await this.fetch('/api/now/table/sys_user_session', undefined, new URLSearchParams({
            sysparm_fields: 'csrf_token,id',
            sysparm_query: `name=${encodeURIComponent(userBody.result.user_name)}^ORDERBYDESClast_accessed`,
            sysparm_limit: '1',
        }));
        if (!session.ok) {
            throw new Error(session.statusText);
        }
        const sessionBody = (await session.json());
        return sessionBody.result?.[0]?.csrf_token;
    }
    sysParmCkPromise;
    /**
     * Resolves the sysparm_ck value for form-based CSRF checks (ScopedAppUploadProcessor,
     * AppsAjaxProcessor, etc). Cached for the lifetime of the Connector since it's read multiple
     * times per operation and the underlying value doesn't change mid-session.
     *
     * - basic auth: the resolved user token already satisfies the CSRF check - no network call needed.
     * - kaa_jwt: there is no CSRF-token endpoint that authenticates this auth type, so it's skipped
     *   entirely rather than attempted and failed.
     * - oauth: there's no equivalent token from the auth resolver, so we look up the session's
     *   csrf_token instead. If that lookup fails (e.g. an instance/endpoint that doesn't recognize
     *   this credential), fall back to '' rather than aborting the caller's request - this mirrors
     *   the pre-existing behavior where sysparm_ck was simply omitted for non-basic auth.
     */
    async sysParmCk() {
        this.sysParmCkPromise ??= this.resolveSysParmCk();
        return this.sysParmCkPromise;
    }
    async resolveSysParmCk() {
        const resolvedAuth = await this.credential.resolveAuth();
        if (resolvedAuth.type === 'basic') {
            return resolvedAuth.token ?? '';
        }
        if (resolvedAuth.type === 'kaa_jwt') {
            return '';
        }
        try {
            return (await this.getCSRFToken()) ?? '';
        }
        catch {
            return '';
        }
    }
    /* Query records from a ServiceNow table using the Table REST API */
    async queryTable(options) {
        const limit = options.limit ?? QUERY_DEFAULT_LIMIT;
        const offset = options.offset ?? 0;
        const { records, nextOffset } = await this.fetchQueryPage(options, offset, limit);
        return {
            table: options.table,
            count: records.length,
            hasMore: nextOffset !== null,
            nextOffset,
            records,
        };
    }
    async fetchQueryPage(options, offset, limit) {
        const params = buildQueryParams(options, offset, limit);
        const timeoutMs = options.timeoutMs ?? QUERY_DEFAULT_TIMEOUT_MS;
        const signal = AbortSignal.timeout(timeoutMs);
        let response;
        try {
            response = await this.fetch(`/api/now/table/${options.table}`, { method: 'GET', headers: { Accept: 'application/json' }, signal }, params);
        }
        catch (e) {
            if (signal.aborted && signal.reason?.name === 'TimeoutError') {
                throw new Error(`Table API request timed out after ${timeoutMs}ms for table '${options.table}'`);
            }
            throw e;
        }
        if (!response.ok) {
            const body = (await response.text()).trim();
            const suffix = body ? ` - ${body}` : '';
            throw new Error(`Table API request failed: ${response.status} ${response.statusText}${suffix}`);
        }
        const json = (await response.json());
        const records = Array.isArray(json.result) ? json.result : [];
        const nextOffset = parseNextOffset(response.headers.get('Link'));
        return { records, nextOffset };
    }
}
exports.Connector = Connector;
function buildQueryParams(options, offset, limit) {
    const params = new URLSearchParams();
    params.set('sysparm_query', options.encodedQuery);
    params.set('sysparm_limit', String(limit));
    params.set('sysparm_offset', String(offset));
    params.set('sysparm_display_value', options.displayValue ?? 'false');
    params.set('sysparm_exclude_reference_link', String(options.excludeReferenceLink ?? true));
    if (options.noCount) {
        params.set('sysparm_no_count', 'true');
    }
    if (options.fields) {
        params.set('sysparm_fields', options.fields);
    }
    if (options.view) {
        params.set('sysparm_view', options.view);
    }
    if (options.queryCategory) {
        params.set('sysparm_query_category', options.queryCategory);
    }
    if (options.queryNoDomain) {
        params.set('sysparm_query_no_domain', 'true');
    }
    return params;
}
/* Parse the 'next' link from the Link header to extract the offset for the next page */
function parseNextOffset(linkHeader) {
    if (!linkHeader) {
        return null;
    }
    // Link header format: <url>;rel="first",<url>;rel="next",<url>;rel="last"
    const nextMatch = linkHeader.match(/<[^>]*sysparm_offset=(\d+)[^>]*>;\s*rel="next"/);
    if (!nextMatch) {
        return null;
    }
    const offset = parseInt(nextMatch[1], 10);
    return Number.isNaN(offset) ? null : offset;
}
//# sourceMappingURL=connector.js.map