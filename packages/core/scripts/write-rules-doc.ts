// Writes docs/rules.md (the page every SARIF helpUri points into) from the rule registry.
// Run: pnpm --filter @charter/core run rules-doc
import { writeFileSync } from 'node:fs';
import { listRules, toRulesMarkdown } from '../src/diagnostics/index';

const target = new URL('../../../docs/rules.md', import.meta.url);
writeFileSync(target, toRulesMarkdown(listRules()));
process.stdout.write(`wrote ${target.pathname}\n`);
