import type { RegisterCommand } from './context';

/** Filled in by issue 7's mcp work. */
export const registerMcpCommand: RegisterCommand = () => {};
