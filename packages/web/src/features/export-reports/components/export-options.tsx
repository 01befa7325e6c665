import type { Project } from '@charter/core';
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
  const toggleSection = (section: ReportSection, on: boolean) =>
    onChange({
      ...choices,
      sections: REPORT_SECTIONS.filter((s) => (s === section ? on : choices.sections.includes(s))),
    });
  const rangeError = (field: 'from' | 'to') =>
    !rangeResult.ok && rangeResult.field === field ? rangeResult.error : undefined;

  return (
    <fieldset className="export-options" disabled={disabled}>
      <legend className="visually-hidden">Report options</legend>
      <fieldset className="field choice-group">
        <legend className="field-label">Sections</legend>
        <div className="choice-options export-choice-grid">
          {REPORT_SECTIONS.map((section) => (
            <label key={section} className="choice">
              <input
                type="checkbox"
                name="sections"
                value={section}
                checked={choices.sections.includes(section)}
                onChange={(event) => toggleSection(section, event.target.checked)}
              />
              <span className="choice-text">
                <span className="choice-label">{SECTION_LABELS[section]}</span>
                <span className="choice-hint">{SECTION_HINTS[section]}</span>
              </span>
            </label>
          ))}
        </div>
        {choices.sections.length === 0 ? <p className="field-error">Choose at least one section.</p> : null}
      </fieldset>

      <fieldset className="field choice-group">
        <legend className="field-label">Date range</legend>
        <div className="choice-options export-choice-grid">
          {RANGE_PRESETS.map((preset) => (
            <label key={preset} className="choice">
              <input
                type="radio"
                name="range"
                value={preset}
                checked={choices.range.preset === preset}
                onChange={() => onChange({ ...choices, range: { ...choices.range, preset } })}
              />
              <span className="choice-text">
                <span className="choice-label">{RANGE_LABELS[preset]}</span>
              </span>
            </label>
          ))}
        </div>
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
      </fieldset>

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

      <fieldset className="field choice-group">
        <legend className="field-label">Format</legend>
        <div className="choice-options">
          {REPORT_FORMATS.map((format) => (
            <label key={format} className="choice">
              <input
                type="radio"
                name="format"
                value={format}
                checked={choices.format === format}
                onChange={() => onChange({ ...choices, format })}
              />
              <span className="choice-text">
                <span className="choice-label">{FORMAT_TEXT[format].label}</span>
                <span className="choice-hint">{FORMAT_TEXT[format].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
