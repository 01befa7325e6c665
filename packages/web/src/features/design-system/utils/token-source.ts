import tokensCss from '../../../styles/tokens.css?raw';

/**
 * The text of src/styles/tokens.css, the one place the console's design tokens are declared. The Color
 * System lists the names from here and reads each value live from the page (getComputedStyle).
 */
export const TOKENS_CSS: string = tokensCss;
