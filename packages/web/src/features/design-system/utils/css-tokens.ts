/** One custom property declared in a stylesheet's `:root` block, in source order. */
export interface CssToken {
  /** "--primary" */
  name: string;
  /** The declared value, trimmed: "#f472b6", "rgb(244 114 182 / 0.12)", "10px". */
  value: string;
}

/**
 * The custom properties declared in the `:root` rules of a stylesheet's text (comments ignored). A property
 * declared twice keeps its last value, in the place it was first declared, as the cascade would.
 */
export function parseRootTokens(css: string): CssToken[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const tokens = new Map<string, string>();
  for (const rule of withoutComments.matchAll(/:root\s*\{([^}]*)\}/g)) {
    for (const declaration of (rule[1] ?? '').matchAll(/(--[\w-]+)\s*:\s*([^;]+?)\s*(?:;|$)/g)) {
      const [, name, value] = declaration;
      if (name && value) tokens.set(name, value);
    }
  }
  return [...tokens].map(([name, value]) => ({ name, value }));
}
