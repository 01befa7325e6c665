// Tests parse as the CLI and the server do.
export { parseSource } from '../../node/parse-source';
