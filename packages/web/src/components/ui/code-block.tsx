/**
 * Code in `<pre><code>`: a labelled region that takes keyboard focus, so code wider than its box can be
 * scrolled without a mouse (WCAG 2.1.1) and a screen reader hears what the code is.
 */
export function CodeBlock({ code, label }: { code: string; label: string }) {
  return (
    // biome-ignore lint/a11y: a labelled, focusable region so scrollable code is reachable by keyboard.
    <pre className="code-block" role="region" aria-label={label} tabIndex={0}>
      <code>{code}</code>
    </pre>
  );
}
