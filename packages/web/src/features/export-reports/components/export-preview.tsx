import { AGENT_DECISIONS_NOTE } from '@charter/core';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { toUserMessage } from '../../../lib/errors';
import type { BuildProgress } from '../hooks/use-report-download';
import {
  countRows,
  REPORT_SECTIONS,
  type ReportFormat,
  type ReportRows,
  SECTION_LABELS,
  summarizeRows,
  toReportFileName,
} from '../utils/report';

const CSV_FILES: Record<(typeof REPORT_SECTIONS)[number], string> = {
  decisions: 'decisions.csv',
  rebellions: 'rebellions.csv',
  projects: 'projects.csv',
  rules: 'constitution-rules.csv',
};

interface ExportPreviewProps {
  /** The chosen rows, or null while the choices cannot make a report (the reason is in `blocker`). */
  rows: ReportRows | null;
  blocker: string | null;
  format: ReportFormat;
  /** The ledger answered its most: older decisions are not in it. */
  decisionsCapped: number | null;
  progress: BuildProgress | null;
  error: unknown;
  onDownload: () => void;
}

function Figures({ title, figures }: { title: string; figures: readonly [string, number][] }) {
  return (
    <div className="export-figures">
      <h3 className="export-figures-title">{title}</h3>
      <dl className="figure-list">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** How many rows each chosen section will hold, the summary a reviewer reads first, and the download. */
export function ExportPreview({
  rows,
  blocker,
  format,
  decisionsCapped,
  progress,
  error,
  onDownload,
}: ExportPreviewProps) {
  const counts = rows ? countRows(rows) : {};
  const chosen = REPORT_SECTIONS.filter((section) => counts[section] !== undefined);
  const total = chosen.reduce((sum, section) => sum + (counts[section] ?? 0), 0);
  const summary = rows ? summarizeRows(rows) : {};
  const fileName = toReportFileName(new Date(), format);
  const nothing = rows !== null && total === 0;

  return (
    <Card as="section" aria-labelledby="export-preview-heading" className="export-preview">
      <CardHeader
        id="export-preview-heading"
        title="Preview"
        description="Counted from your stored data for the choices you made."
      />
      {blocker ? (
        <p className="muted">{blocker}</p>
      ) : nothing ? (
        <div className="empty-state">
          <h3 className="empty-title">Nothing to export for this selection</h3>
          <p className="empty-text">
            No decisions or rebellions fall in this range for the chosen project. Try a longer range, all
            projects, or another section.
          </p>
        </div>
      ) : (
        <>
          <table className="data-table">
            <caption className="card-description">Rows per section</caption>
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Rows</th>
              </tr>
            </thead>
            <tbody>
              {chosen.map((section) => (
                <tr key={section}>
                  <th scope="row">
                    {SECTION_LABELS[section]}
                    {format === 'csv' ? <span className="muted small"> {CSV_FILES[section]}</span> : null}
                  </th>
                  <td>{counts[section]}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {summary.decisions ? <p className="muted small">{AGENT_DECISIONS_NOTE}</p> : null}
          {summary.decisions || summary.rebellions ? (
            <div className="export-summary">
              {summary.decisions ? (
                <Figures
                  title="Decisions by verdict"
                  figures={[
                    ['Approved', summary.decisions.approved],
                    ['Blocked', summary.decisions.blocked],
                    ['Needs review', summary.decisions.needs_review],
                  ]}
                />
              ) : null}
              {summary.rebellions ? (
                <Figures
                  title="Rebellions by status"
                  figures={[
                    ['Pending', summary.rebellions.pending],
                    ['Approved', summary.rebellions.approved],
                    ['Rejected', summary.rebellions.rejected],
                  ]}
                />
              ) : null}
            </div>
          ) : null}
          {decisionsCapped !== null && rows?.decisions ? (
            <p className="muted small">
              The ledger answers its newest {decisionsCapped} decisions at once; older ones are not in this
              report.
            </p>
          ) : null}
        </>
      )}

      <div className="export-download">
        <p className="small">
          File: <code>{fileName}</code>
        </p>
        {error ? <Alert>{toUserMessage(error, 'The report could not be built.')}</Alert> : null}
        {progress ? (
          <ProgressBar
            label="Building report"
            value={(progress.done / progress.total) * 100}
            color="tertiary"
          />
        ) : null}
        {/* Always mounted, so screen readers hear each step as it changes. */}
        <p role="status" className={progress ? 'muted small' : 'visually-hidden'}>
          {progress?.step}
        </p>
        <Button onClick={onDownload} disabled={progress !== null || rows === null || nothing}>
          {progress ? 'Building report…' : error ? 'Retry download' : 'Download report'}
        </Button>
      </div>
    </Card>
  );
}
