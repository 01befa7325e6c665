// Moved to core so the browser tests build the same PDF.
export { makePdf } from '@charter/core/testing';
