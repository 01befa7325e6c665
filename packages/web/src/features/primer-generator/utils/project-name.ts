// Loaded on demand (when notes are imported): the extractor behind it would put the generator's first screen
// over its initial-JS budget.
export { findProjectName } from '@charter/core';
