/**
 * The memory service's limits, apart from its schemas: the console's shell reads them on every screen, and a
 * module without zod keeps the contract out of the first screen's JavaScript.
 */
export const MAX_INTERACTIONS_PER_CALL = 100;
/** What one session holds, interactions and context captures together; past it the server answers 409. */
export const MAX_MEMORY_EVENTS_PER_SESSION = 10_000;
