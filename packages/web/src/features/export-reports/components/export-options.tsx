import type { Project } from '@charter/core';
import { CheckboxGroup, RadioGroup } from '../../../components/ui/choice-group';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { RANGE_LABELS, RANGE_PRESETS, type RangeChoice, type RangeResult } from '../utils/date-range';
import {
  REPORT_FORMATS,
  REPORT_SECTIONS,
  type ReportFormat,
  type ReportSection,
  SECTION_LABELS,
} from '../utils/report';

const SECTION_HINTS: Record<ReportSection, string> = {
  decisions: 'Every verdict from the decision ledger.',
  rebellions: 'Exception requests and how they were decided.',
  projects: 'Each project with its thresholds.',
  rules: 'The rules of your constitution today.',
};

const FORMAT_TEXT: Record<ReportFormat, { label: string; hint: string }> = {
  csv: { label: 'CSV', hint: 'One file per section, in a zip.' },
  json: { label: 'JSON', hint: 'One document, for tools.' },
  markdown: { label: 'Markdown', hint: 'A readable report with a summary.' },
};

const SECTION_OPTIONS = REPORT_SECTIONS.map((value) => ({
  value,
  label: SECTION_LABELS[value],
  hint: SECTION_HINTS[value],
}));
const RANGE_OPTIONS = RANGE_PRESETS.map((value) => ({ value, label: RANGE_LABELS[value] }));
const FORMAT_OPTIONS = REPORT_FORMATS.map((value) => ({ value, ...FORMAT_TEXT[value] }));

export interface ExportChoices {
  sections: ReportSection[];
  range: RangeChoice;
  /** '' for all projects. */
  projectId: string;
  format: ReportFormat;
}

interface ExportOptionsProps {
  choices: ExportChoices;
  onChange: (next: ExportChoices) => void;
  projects: readonly Project[];
  rangeResult: RangeResult;
  disabled: boolean;
}

/** What goes into the report: sections, date range, project and format. */
export function ExportOptions({ choices, onChange, projects, rangeResult, disabled }: ExportOptionsProps) {
  const rangeError = (field: 'from' | 'to') =>
    !rangeResult.ok && rangeResult.field === field ? rangeResult.error : undefined;

  return (
    <fieldset className="export-options" disabled={disabled}>
      <legend className="visually-hidden">Report options</legend>
      <CheckboxGroup
        legend="Sections"
        name="sections"
        options={SECTION_OPTIONS}
        optionsClassName="export-choice-grid"
        value={choices.sections}
        onChange={(sections) => onChange({ ...choices, sections })}
      >
        {choices.sections.length === 0 ? <p className="field-error">Choose at least one section.</p> : null}
      </CheckboxGroup>

      <RadioGroup
        legend="Date range"
        name="range"
        options={RANGE_OPTIONS}
        optionsClassName="export-choice-grid"
        value={choices.range.preset}
        onChange={(preset) => onChange({ ...choices, range: { ...choices.range, preset } })}
      >
        <p className="field-hint">
          The range picks decisions by when they were made and rebellions by when they were filed. Projects
          and rules are exported as they stand today.
        </p>
        {choices.range.preset === 'custom' ? (
          <div className="export-dates">
            <TextField
              label="From"
              type="date"
              value={choices.range.from}
              aria-invalid={rangeError('from') ? true : undefined}
              hint={rangeError('from') ?? 'The first day, included.'}
              onChange={(event) =>
                onChange({ ...choices, range: { ...choices.range, from: event.target.value } })
              }
            />
            <TextField
              label="To"
              type="date"
              value={choices.range.to}
              aria-invalid={rangeError('to') ? true : undefined}
              hint={rangeError('to') ?? 'The last day, included.'}
              onChange={(event) =>
                onChange({ ...choices, range: { ...choices.range, to: event.target.value } })
              }
            />
          </div>
        ) : null}
      </RadioGroup>

      <SelectField
        label="Project"
        value={choices.projectId}
        onChange={(event) => onChange({ ...choices, projectId: event.target.value })}
        options={[
          { value: '', label: 'All projects' },
          ...projects.map((project) => ({ value: project.id, label: project.name })),
        ]}
        hint="One project keeps its own decisions, rebellions and settings."
      />

      <RadioGroup
        legend="Format"
        name="format"
        options={FORMAT_OPTIONS}
        value={choices.format}
        onChange={(format) => onChange({ ...choices, format })}
      />
    </fieldset>
  );
}
