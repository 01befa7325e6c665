import { useMemo, useState } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { DECISIONS_LIMIT } from '../../../lib/queries/decisions';
import { useReportDownload } from '../hooks/use-report-download';
import { toDateInputValue, toDateRange } from '../utils/date-range';
import { type ReportSource, selectReportRows } from '../utils/report';
import { type ExportChoices, ExportOptions } from './export-options';
import { ExportPreview } from './export-preview';

function initialChoices(now: Date): ExportChoices {
  const monthAgo = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29);
  return {
    sections: ['decisions', 'rebellions', 'projects', 'rules'],
    range: { preset: '30d', from: toDateInputValue(monthAgo), to: toDateInputValue(now) },
    projectId: '',
    format: 'markdown',
  };
}

/** The export screen once the data has loaded: the choices, and the preview with the download. */
export function ExportReports({ source }: { source: ReportSource }) {
  const [choices, setChoices] = useState(() => initialChoices(new Date()));
  const { download, progress, error, building } = useReportDownload();

  const rangeResult = useMemo(() => toDateRange(choices.range, new Date()), [choices.range]);
  const project = source.projects.find((p) => p.id === choices.projectId) ?? null;
  const blocker =
    choices.sections.length === 0
      ? 'Choose at least one section to see what the report will hold.'
      : rangeResult.ok
        ? null
        : `Fix the date range to see the preview: ${rangeResult.error}`;
  const rows = useMemo(
    () =>
      blocker || !rangeResult.ok
        ? null
        : selectReportRows(source, {
            sections: choices.sections,
            range: rangeResult.range,
            projectId: project?.id ?? null,
          }),
    [blocker, rangeResult, source, choices.sections, project],
  );

  const onDownload = () => {
    if (!rows || !rangeResult.ok) return;
    void download({
      rows,
      range: rangeResult.range,
      project: project ? { id: project.id, name: project.name } : null,
      constitution: source.constitution,
      format: choices.format,
    });
  };

  return (
    <div className="export-layout">
      <Card as="section" aria-labelledby="export-options-heading">
        <CardHeader
          id="export-options-heading"
          title="What to include"
          description="A governance audit to hand to a reviewer."
        />
        <ExportOptions
          choices={choices}
          onChange={setChoices}
          projects={source.projects}
          rangeResult={rangeResult}
          disabled={building}
        />
      </Card>
      <ExportPreview
        rows={rows}
        blocker={blocker}
        format={choices.format}
        decisionsCapped={source.decisions.length >= DECISIONS_LIMIT ? DECISIONS_LIMIT : null}
        progress={progress}
        error={error}
        onDownload={onDownload}
      />
    </div>
  );
}
