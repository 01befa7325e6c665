import type { RegisterCommand } from './context';

/** Filled in by issue 7's primer work. */
export const registerPrimerCommand: RegisterCommand = () => {};
