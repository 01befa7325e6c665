import pkg from '../package.json' with { type: 'json' };

/** Inlined by the bundler, so `charter --version` reads no file. */
export const VERSION: string = pkg.version;
