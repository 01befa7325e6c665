import { Card, CardHeader } from '../../../components/ui/card';
import { CodeBlock } from '../../../components/ui/code-block';
import { CSS_FILENAME } from '../utils/theme-css';

/** How to use the exported file: what it contains, how to include it, and what it does not do. */
export function IntegrationGuide({ displayFont }: { displayFont: string }) {
  return (
    <Card as="section" aria-labelledby="mt-guide-title">
      <CardHeader
        id="mt-guide-title"
        title="Integration guide"
        description={`Using ${CSS_FILENAME} in a project.`}
      />
      <ol className="mt-guide">
        <li>
          Choose <strong>Export CSS</strong> and put <code>{CSS_FILENAME}</code> in your project, for example
          in <code>public/</code> or next to your other stylesheets.
        </li>
        <li>
          Include it before your own styles, with a link in the page’s <code>&lt;head&gt;</code> or an import
          in your bundler’s entry file (Vite, webpack and Next.js all accept CSS imports):
          <CodeBlock
            label="Including the theme file"
            code={`<link rel="stylesheet" href="/${CSS_FILENAME}">\n\n/* or, in main.ts / main.tsx */\nimport './${CSS_FILENAME}';`}
          />
        </li>
        <li>
          Use the custom properties it defines on <code>:root</code>. Text on a brand fill takes the matching{' '}
          <code>--on-brand-*</code> colour, which the file chose for contrast:
          <CodeBlock
            label="Using the custom properties"
            code={
              '.button {\n  background: var(--brand-primary);\n  color: var(--on-brand-primary);\n}\n\na {\n  color: var(--brand-quaternary);\n}'
            }
          />
        </li>
        <li>
          To apply the background, text colour, fonts, line height and heading sizes at once, add the{' '}
          <code>charter-theme</code> class to <code>&lt;body&gt;</code> (or to any container):{' '}
          <code>&lt;body class="charter-theme"&gt;</code>.
        </li>
        <li>
          The file loads no fonts. {displayFont} and Roboto are used where the viewer has them installed; to
          show them everywhere, self-host them with <code>@font-face</code> in your own stylesheet, otherwise
          the next font of each stack is used.
        </li>
        <li>
          The comment at the top of the file lists any colour that fails WCAG 2.1 AA. Fix those colours here
          and export again rather than editing ratios by hand.
        </li>
        <li>
          Choose <strong>Generate for Primer</strong>, copy the Design system section and add it to your
          project primer (for example in the Primer Generator’s project context), so AI agents use these
          tokens.
        </li>
      </ol>
    </Card>
  );
}
