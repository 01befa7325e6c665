import type { Constitution, RuleKind } from '../constitution/index';
import { CONSTITUTION_HEADING, INSTRUCTIONS_HEADING } from './constitution-section';

export interface ComplianceSection {
  id:
    | 'constitution'
    | 'exception-process'
    | 'dependency-rule'
    | 'timeout-rule'
    | 'accessibility-rule'
    | 'agent-instructions';
  title: string;
  present: boolean;
}

export interface PrimerCompliance {
  sections: ComplianceSection[];
  /** Present sections as a share of all, 0–100. */
  score: number;
}

/** The body under a `## ` heading, up to the next `## ` heading; '' when the heading is absent. */
function toSectionBody(primer: string, heading: string): string {
  const lines = primer.split('\n');
  const start = lines.indexOf(heading);
  if (start === -1) return '';
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((line) => line.startsWith('## '));
  return (end === -1 ? rest : rest.slice(0, end)).join('\n');
}

/**
 * Which governance sections the primer text really contains: read from the text, not assumed, so a
 * primer edited by hand is judged as it is. Rule checks look only inside the constitution section.
 * @example checkPrimerCompliance('# Empty', createDefaultConstitution()).score; // 0
 */
export function checkPrimerCompliance(primer: string, constitution: Constitution): PrimerCompliance {
  const text = primer.replace(/\r\n/g, '\n');
  const rulesText = toSectionBody(text, CONSTITUTION_HEADING);
  const hasRule = (kind: RuleKind): boolean =>
    constitution.rules.some((rule) => rule.kind === kind && rulesText.includes(`**${rule.id}**`));
  const sections: ComplianceSection[] = [
    { id: 'constitution', title: 'Constitution', present: rulesText !== '' },
    {
      id: 'exception-process',
      title: 'Exception process',
      present:
        rulesText.includes('POST /api/external/validate') &&
        rulesText.includes('POST /api/constitutional/rebellions'),
    },
    { id: 'dependency-rule', title: 'Dependency limit rule', present: hasRule('max_dependencies') },
    { id: 'timeout-rule', title: 'API timeout rule', present: hasRule('max_api_timeout_ms') },
    { id: 'accessibility-rule', title: 'Accessibility rule (WCAG)', present: hasRule('wcag_level') },
    {
      id: 'agent-instructions',
      title: 'Working instructions for agents',
      present: toSectionBody(text, INSTRUCTIONS_HEADING).trim() !== '',
    },
  ];
  const present = sections.filter((section) => section.present).length;
  return { sections, score: Math.round((present / sections.length) * 100) };
}
