/**
 * Configuration Module
 *
 * Loads configuration from environment variables.
 */
function parseToolSet(value) {
    if (value === 'core' || value === 'extended' || value === 'all') {
        return value;
    }
    return 'all';
}
export function loadConfig() {
    const apiUrl = process.env.ORCHESTRATOR_API_URL;
    if (apiUrl === undefined || apiUrl === '') {
        throw new Error('ORCHESTRATOR_API_URL environment variable is required');
    }
    return {
        apiUrl: apiUrl.replace(/\/+$/, ''), // Remove trailing slashes
        apiKey: process.env.ORCHESTRATOR_API_KEY,
        projectId: process.env.ORCHESTRATOR_PROJECT_ID,
        authEmail: process.env.ORCHESTRATOR_AUTH_EMAIL,
        authPassword: process.env.ORCHESTRATOR_AUTH_PASSWORD,
        timeout: parseInt(process.env.ORCHESTRATOR_API_TIMEOUT ?? '30000', 10),
        toolSet: parseToolSet(process.env.MCP_TOOL_SET),
    };
}
//# sourceMappingURL=config.js.map