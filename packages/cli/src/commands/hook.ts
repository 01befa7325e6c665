import type { RegisterCommand } from './context';

/** Filled in by issue 7's hook work. */
export const registerHookCommand: RegisterCommand = () => {};
