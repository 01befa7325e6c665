import type { ProjectAnalysis } from '@charter/core';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { downloadTextFile } from '../../../lib/download';
import { type ReportFormat, toReportFile } from '../utils/report-files';

const FORMATS: readonly { format: ReportFormat; label: string }[] = [
  { format: 'json', label: 'Download JSON' },
  { format: 'sarif', label: 'Download SARIF' },
  { format: 'markdown', label: 'Download Markdown' },
];

/** The report as a file, in the formats `charter check` writes. */
export function ReportDownloads({ analysis }: { analysis: ProjectAnalysis }) {
  const download = (format: ReportFormat) => {
    const file = toReportFile(analysis, format);
    downloadTextFile(file.text, file.fileName, file.type);
  };
  return (
    <Card as="section" aria-labelledby="diagnostic-downloads-title">
      <CardHeader
        id="diagnostic-downloads-title"
        title="Download the report"
        description="JSON is the full analysis; SARIF 2.1.0 uploads to GitHub code scanning; Markdown fits a pull request or a job summary."
      />
      <div className="button-row">
        {FORMATS.map(({ format, label }) => (
          <Button key={format} variant="secondary" onClick={() => download(format)}>
            {label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
