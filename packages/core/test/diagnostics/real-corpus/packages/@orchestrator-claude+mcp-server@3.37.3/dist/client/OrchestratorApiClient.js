/**
 * OrchestratorApiClient
 *
 * REST API client that makes HTTP requests to the Orchestrator API.
 * Implements all MCP tool methods via HTTP delegation to the Orchestrator REST API.
 */
import { McpApiError } from '../errors/McpApiError.js';
export class OrchestratorApiClient {
    config;
    accessToken;
    refreshToken;
    isRetrying = false;
    constructor(config) {
        this.config = config;
    }
    /**
     * Login with email/password to get JWT tokens.
     * Called automatically on first request if auth credentials are configured.
     */
    async login() {
        if (this.config.authEmail === undefined ||
            this.config.authEmail === '' ||
            this.config.authPassword === undefined ||
            this.config.authPassword === '') {
            return;
        }
        const url = `${this.config.apiUrl}/api/v1/auth/login`;
        const response = await fetch(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({
                email: this.config.authEmail,
                password: this.config.authPassword,
            }),
            signal: AbortSignal.timeout(this.config.timeout),
        });
        if (!response.ok) {
            throw new Error(`Auth login failed with status ${String(response.status)}`);
        }
        const data = (await response.json());
        this.accessToken = data.accessToken;
        this.refreshToken = data.refreshToken;
    }
    /**
     * Refresh the access token using the refresh token.
     */
    async refreshAccessToken() {
        if (this.refreshToken === undefined || this.refreshToken === '')
            return false;
        try {
            const url = `${this.config.apiUrl}/api/v1/auth/refresh`;
            const response = await fetch(url, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify({ refreshToken: this.refreshToken }),
                signal: AbortSignal.timeout(this.config.timeout),
            });
            if (!response.ok)
                return false;
            const data = (await response.json());
            this.accessToken = data.accessToken;
            this.refreshToken = data.refreshToken;
            return true;
        }
        catch {
            return false;
        }
    }
    /**
     * Makes HTTP request to API with automatic JWT auth and token refresh.
     */
    async request(method, path, body) {
        // Auto-login on first request if credentials are configured and no token yet
        if ((this.accessToken === undefined || this.accessToken === '') &&
            this.config.authEmail !== undefined &&
            this.config.authEmail !== '' &&
            this.config.authPassword !== undefined &&
            this.config.authPassword !== '') {
            await this.login();
        }
        const url = `${this.config.apiUrl}${path}`;
        const headers = {
            'Content-Type': 'application/json',
        };
        if (this.accessToken !== undefined && this.accessToken !== '') {
            headers.Authorization = `Bearer ${this.accessToken}`;
        }
        else if (this.config.apiKey !== undefined && this.config.apiKey !== '') {
            headers['X-API-Key'] = this.config.apiKey;
        }
        if (this.config.projectId !== undefined && this.config.projectId !== '') {
            headers['X-Project-ID'] = this.config.projectId;
        }
        const response = await fetch(url, {
            method,
            headers,
            body: body !== undefined ? JSON.stringify(body) : undefined,
            signal: AbortSignal.timeout(this.config.timeout),
        });
        // On 401, try to refresh token and retry once
        if (response.status === 401 &&
            this.accessToken !== undefined &&
            this.accessToken !== '' &&
            !this.isRetrying) {
            this.isRetrying = true;
            try {
                const refreshed = await this.refreshAccessToken();
                if (refreshed) {
                    return await this.request(method, path, body);
                }
                // Refresh failed, try full re-login
                await this.login();
                return await this.request(method, path, body);
            }
            finally {
                this.isRetrying = false;
            }
        }
        if (!response.ok) {
            let errorBody = {};
            try {
                errorBody = (await response.json());
            }
            catch {
                // Ignore JSON parse errors
            }
            throw McpApiError.fromHttpResponse(response.status, errorBody);
        }
        return response.json();
    }
    // Workflow Methods (Part 1)
    async detectWorkflow(prompt) {
        return this.request('POST', '/api/v1/workflows/detect', { prompt });
    }
    async startWorkflow(type, prompt, title, executionMode, variant, inputs) {
        return this.request('POST', '/api/v1/workflows', {
            type,
            prompt,
            ...(title !== undefined && { title }),
            ...(executionMode !== undefined && { executionMode }),
            ...(variant !== undefined && { variant }),
            ...(inputs !== undefined && { inputs }),
        });
    }
    async createPhase(workflowId, data) {
        return this.request('POST', `/api/v1/workflows/${workflowId}/phases`, data);
    }
    async advancePhase(workflowId, targetPhase) {
        // If no targetPhase provided, get current phase and advance to next
        const body = {};
        if (targetPhase !== undefined && targetPhase !== '') {
            body.targetPhase = targetPhase;
        }
        return this.request('PUT', `/api/v1/workflows/${workflowId}/advance`, body);
    }
    async getStatus(workflowId) {
        if (workflowId !== undefined && workflowId !== '') {
            return this.request('GET', `/api/v1/workflows/${workflowId}/status`);
        }
        return this.request('GET', '/api/v1/workflows/status');
    }
    /**
     * Lists all code-defined workflow type definitions from the in-memory WorkflowModeRegistry
     * (registry-sourced, not DB records). Calls GET /api/v1/workflow-definitions.
     */
    async listWorkflowDefinitions() {
        return this.request('GET', '/api/v1/workflow-definitions');
    }
    /**
     * Returns a single workflow type definition from the in-memory WorkflowModeRegistry
     * (registry-sourced, not a DB record). Calls GET /api/v1/workflow-definitions/:typeId.
     */
    async getWorkflowDefinition(typeId) {
        return this.request('GET', `/api/v1/workflow-definitions/${typeId}`);
    }
    async completeWorkflow(workflowId) {
        return this.request('POST', `/api/v1/workflows/${workflowId}/complete`, {});
    }
    // Gate & Checkpoint Methods (Part 2)
    async createCheckpoint(workflowId, description) {
        return this.request('POST', `/api/v1/workflows/${workflowId}/checkpoint`, { description });
    }
    async validateArtifact(artifactId) {
        return this.request('POST', `/api/v1/artifacts/${artifactId}/validate`, {});
    }
    // Pending Action Methods (Part 2)
    async getNextAction(workflowId) {
        const id = workflowId ?? 'active';
        return this.request('GET', `/api/v1/workflows/${id}/pending-action`);
    }
    async setPendingAction(workflowId, action) {
        return this.request('POST', `/api/v1/workflows/${workflowId}/pending-action`, action);
    }
    async clearPendingAction(workflowId, result) {
        return this.request('DELETE', `/api/v1/workflows/${workflowId}/pending-action`, result);
    }
    async approveAction(workflowId) {
        return this.request('POST', `/api/v1/workflows/${workflowId}/pending-action/approve`, {});
    }
    // Metrics Methods (Part 2)
    async getMetrics(workflowId) {
        const id = workflowId ?? 'active';
        return this.request('GET', `/api/v1/workflows/${id}/metrics`);
    }
    async getInvocations(workflowId, limit) {
        const id = workflowId ?? 'active';
        const query = limit !== undefined && limit > 0 ? `?limit=${String(limit)}` : '';
        return this.request('GET', `/api/v1/workflows/${id}/invocations${query}`);
    }
    async startAgentInvocation(agentName, phase, workflowId) {
        const body = { agentName, phase };
        if (workflowId !== undefined && workflowId !== '') {
            body.workflowId = workflowId;
        }
        return this.request('POST', '/api/v1/invocations/start', body);
    }
    async completeAgentInvocation(invocationId, status, summary) {
        const body = { status };
        if (summary !== undefined && summary !== '') {
            body.summary = summary;
        }
        return this.request('POST', `/api/v1/invocations/${invocationId}/complete`, body);
    }
    // Direct Execution Methods (ADR-017 Phase 3: always-on governance)
    async startDirectExecution(params) {
        // Step 1: create the workflow with executionMode="direct"
        // Note: projectId comes from MCP client config via X-Project-ID header, not from params
        const workflowBody = {
            type: 'dynamic',
            prompt: params.description ?? params.title,
            title: params.title,
            executionMode: 'direct',
        };
        const workflow = await this.request('POST', '/api/v1/workflows', workflowBody);
        // Step 2: create a phase named "direct-execution"
        const phase = await this.request('POST', `/api/v1/workflows/${workflow.id}/phases`, { name: 'direct-execution' });
        return { workflowId: workflow.id, phaseId: phase.id };
    }
    async completeDirectExecution(params) {
        const body = {
            outcome: params.outcome,
            ...(params.filesChanged !== undefined && { filesChanged: params.filesChanged }),
            ...(params.summary !== undefined && { summary: params.summary }),
        };
        return this.request('POST', `/api/v1/workflows/${params.workflowId}/complete`, body);
    }
    // Knowledge Base Methods
    async kbSearch(query, tier, category, tags, limit) {
        const params = new URLSearchParams();
        if (query !== undefined && query !== '')
            params.append('query', query);
        if (tier !== undefined && tier !== '')
            params.append('tier', tier);
        if (category !== undefined && category !== '')
            params.append('category', category);
        if (tags !== undefined && tags !== '')
            params.append('tags', tags);
        if (limit !== undefined && limit > 0)
            params.append('limit', String(limit));
        const queryString = params.toString();
        return this.request('GET', `/api/v1/kb/search${queryString !== '' ? `?${queryString}` : ''}`);
    }
    async kbGetDocument(slug) {
        return this.request('GET', `/api/v1/kb/documents/${encodeURIComponent(slug)}`);
    }
    async kbGetConstitution() {
        return this.request('GET', '/api/v1/kb/constitution');
    }
    async kbListDocuments() {
        return this.request('GET', '/api/v1/kb/documents');
    }
    async getStackConventions(packId, topic) {
        const params = new URLSearchParams();
        if (topic !== undefined && topic !== '')
            params.append('topic', topic);
        const queryString = params.toString();
        return this.request('GET', `/api/v1/kb/convention-pack/${encodeURIComponent(packId)}${queryString !== '' ? `?${queryString}` : ''}`);
    }
    async validatePackFreshness(packId, sections) {
        const params = new URLSearchParams();
        if (sections !== undefined && sections.length > 0)
            params.append('sections', sections.join(','));
        const queryString = params.toString();
        return this.request('POST', `/api/v1/kb/convention-pack/${encodeURIComponent(packId)}/freshness${queryString !== '' ? `?${queryString}` : ''}`);
    }
    // Hook Definition Methods
    async listHooks() {
        return this.request('GET', '/api/v1/hooks');
    }
    async getHook(id) {
        return this.request('GET', `/api/v1/hooks/${id}`);
    }
    async getHookBySlug(slug) {
        return this.request('GET', `/api/v1/hooks/slug/${encodeURIComponent(slug)}`);
    }
    async createHook(data) {
        return this.request('POST', '/api/v1/hooks', data);
    }
    async updateHook(id, data) {
        return this.request('PUT', `/api/v1/hooks/${id}`, data);
    }
    async deprecateHook(id) {
        return this.request('DELETE', `/api/v1/hooks/${id}`);
    }
    // Template Methods
    async listTemplates(type, domain) {
        const params = new URLSearchParams();
        if (type !== undefined && type !== '')
            params.append('type', type);
        if (domain !== undefined && domain !== '')
            params.append('domain', domain);
        const queryString = params.toString();
        return this.request('GET', `/api/v1/templates${queryString !== '' ? `?${queryString}` : ''}`);
    }
    async getTemplateById(id) {
        return this.request('GET', `/api/v1/templates/${id}`);
    }
    async createTemplate(data) {
        return this.request('POST', '/api/v1/templates', data);
    }
    async updateTemplate(id, data) {
        return this.request('PUT', `/api/v1/templates/${id}`, data);
    }
    async deleteTemplate(id) {
        return this.request('DELETE', `/api/v1/templates/${id}`);
    }
    // Schema Definition Methods
    async listSchemas() {
        return this.request('GET', '/api/v1/schemas');
    }
    async getSchema(id) {
        return this.request('GET', `/api/v1/schemas/${id}`);
    }
    async createSchema(data) {
        return this.request('POST', '/api/v1/schemas', data);
    }
    async updateSchema(id, data) {
        return this.request('PUT', `/api/v1/schemas/${id}`, data);
    }
    async deleteSchema(id) {
        return this.request('DELETE', `/api/v1/schemas/${id}`);
    }
    // Pattern Methods (read-only)
    async listPatterns(language, framework) {
        const params = new URLSearchParams();
        if (language !== undefined && language !== '')
            params.append('language', language);
        if (framework !== undefined && framework !== '')
            params.append('framework', framework);
        const queryString = params.toString();
        return this.request('GET', `/api/v1/patterns${queryString !== '' ? `?${queryString}` : ''}`);
    }
    async getPattern(id) {
        return this.request('GET', `/api/v1/patterns/${id}`);
    }
    // Checkpoint Methods
    async listCheckpoints(workflowId) {
        const params = new URLSearchParams();
        if (workflowId !== undefined && workflowId !== '')
            params.append('workflowId', workflowId);
        const queryString = params.toString();
        return this.request('GET', `/api/v1/checkpoints${queryString !== '' ? `?${queryString}` : ''}`);
    }
    async getCheckpoint(id) {
        return this.request('GET', `/api/v1/checkpoints/${id}`);
    }
    // Project Methods
    async registerProject(data) {
        return this.request('POST', '/api/v1/projects', data);
    }
    /**
     * TD-302 §5: the only correction path for a project registered with a
     * stale rootPath (registerProject cannot serve this role — it always
     * mints a new id). Mirrors updateAgentDefinition's PUT /:id shape.
     */
    async updateProject(id, data) {
        return this.request('PUT', `/api/v1/projects/${id}`, data);
    }
    async listProjects() {
        return this.request('GET', '/api/v1/projects');
    }
    async getProject(id) {
        return this.request('GET', `/api/v1/projects/${id}`);
    }
    /**
     * Resolves a project's ID from its filesystem root path (RFC-040 Operator
     * Multi-Project, C3 boot resolution).
     *
     * Contract: NEVER throws. Calls GET /api/v1/projects/resolve?rootPath=...
     * and returns the resolved projectId on 200. Any failure — the rootPath is
     * not registered (404), a network error, or any other non-2xx response —
     * degrades gracefully to `null` so MCP boot can proceed without a resolved
     * project.
     */
    async resolveProjectIdByPath(rootPath) {
        try {
            const result = await this.request('GET', `/api/v1/projects/resolve?rootPath=${encodeURIComponent(rootPath)}`);
            return result.projectId;
        }
        catch {
            return null;
        }
    }
    // AgentDefinition Methods
    async createAgentDefinition(data) {
        return this.request('POST', '/api/v1/agents', data);
    }
    async updateAgentDefinition(id, data) {
        return this.request('PUT', `/api/v1/agents/${id}`, data);
    }
    async listAgentDefinitions() {
        return this.request('GET', '/api/v1/agents');
    }
    async getAgentDefinition(nameOrId) {
        return this.request('GET', `/api/v1/agents/${nameOrId}`);
    }
    async deleteAgentDefinition(id) {
        return this.request('DELETE', `/api/v1/agents/${id}`);
    }
    // SkillDefinition Methods
    async createSkillDefinition(data) {
        return this.request('POST', '/api/v1/skill-definitions', data);
    }
    async listSkillDefinitions(category) {
        const params = new URLSearchParams();
        if (category !== undefined && category !== '')
            params.append('category', category);
        const queryString = params.toString();
        return this.request('GET', `/api/v1/skill-definitions${queryString !== '' ? `?${queryString}` : ''}`);
    }
    async getSkillDefinition(id) {
        return this.request('GET', `/api/v1/skill-definitions/${id}`);
    }
    async updateSkillDefinition(id, data) {
        return this.request('PUT', `/api/v1/skill-definitions/${id}`, data);
    }
    async deleteSkillDefinition(id) {
        return this.request('DELETE', `/api/v1/skill-definitions/${id}`);
    }
    // KBDocument Methods
    async createKBDocument(data) {
        return this.request('POST', '/api/v1/kb/documents', data);
    }
    async updateKBDocument(id, data) {
        return this.request('PUT', `/api/v1/kb/documents/${id}`, data);
    }
    async deleteKBDocument(id) {
        return this.request('DELETE', `/api/v1/kb/documents/${id}`);
    }
    // Artifact Content Methods
    async artifactStore(workflowId, phase, data) {
        return this.request('POST', `/api/v1/artifact-content/${encodeURIComponent(workflowId)}/${encodeURIComponent(phase)}`, data);
    }
    async artifactRetrieve(workflowId, phase, versionId) {
        const query = versionId !== undefined && versionId !== ''
            ? `?versionId=${encodeURIComponent(versionId)}`
            : '';
        return this.request('GET', `/api/v1/artifact-content/${encodeURIComponent(workflowId)}/${encodeURIComponent(phase)}${query}`);
    }
    async artifactListVersions(workflowId, phase) {
        return this.request('GET', `/api/v1/artifact-content/${encodeURIComponent(workflowId)}/${encodeURIComponent(phase)}/versions`);
    }
    async artifactVerify(workflowId, phase, versionId) {
        const query = versionId !== undefined && versionId !== ''
            ? `?versionId=${encodeURIComponent(versionId)}`
            : '';
        return this.request('GET', `/api/v1/artifact-content/${encodeURIComponent(workflowId)}/${encodeURIComponent(phase)}/verify${query}`);
    }
    async artifactCorrect(workflowId, phase, data) {
        return this.request('PUT', `/api/v1/artifact-content/${encodeURIComponent(workflowId)}/${encodeURIComponent(phase)}`, data);
    }
    // KB Graph Methods
    async addKBRelationship(data) {
        return this.request('POST', '/api/v1/kb/relationships', data);
    }
    async getRelatedDocuments(documentId, relationshipType, depth) {
        const params = new URLSearchParams();
        if (relationshipType !== undefined && relationshipType !== '')
            params.append('relationshipType', relationshipType);
        if (depth !== undefined)
            params.append('depth', String(depth));
        const queryString = params.toString();
        return this.request('GET', `/api/v1/kb/documents/${encodeURIComponent(documentId)}/related${queryString !== '' ? `?${queryString}` : ''}`);
    }
    async getDocumentGraph(documentId, depth, relationshipTypes) {
        const params = new URLSearchParams();
        if (depth !== undefined)
            params.append('depth', String(depth));
        if (relationshipTypes !== undefined) {
            for (const rt of relationshipTypes) {
                params.append('relationshipTypes', rt);
            }
        }
        const queryString = params.toString();
        return this.request('GET', `/api/v1/kb/documents/${encodeURIComponent(documentId)}/graph${queryString !== '' ? `?${queryString}` : ''}`);
    }
}
//# sourceMappingURL=OrchestratorApiClient.js.map