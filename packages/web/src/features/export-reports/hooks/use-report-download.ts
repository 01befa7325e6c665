import { useCallback, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { downloadBlob } from '../../../lib/download';
import { zipTextFiles } from '../../../lib/zip';
import { getProjectSettings } from '../api/get-project-settings';
import type { DateRange } from '../utils/date-range';
import {
  type ProjectWithSettings,
  type Report,
  type ReportFormat,
  type ReportRows,
  toReportFileName,
} from '../utils/report';
import { toReportCsvFiles } from '../utils/to-report-csv';
import { toReportJson } from '../utils/to-report-json';
import { toReportMarkdown } from '../utils/to-report-markdown';

export interface DownloadRequest {
  rows: ReportRows;
  range: DateRange;
  project: { id: string; name: string } | null;
  constitution: Report['constitution'];
  format: ReportFormat;
}

export interface BuildProgress {
  done: number;
  total: number;
  /** What is happening now, said to assistive tech too. */
  step: string;
}

const MIME: Record<ReportFormat, string> = {
  csv: 'application/zip',
  json: 'application/json',
  markdown: 'text/markdown;charset=utf-8',
};

async function toBlob(report: Report, format: ReportFormat): Promise<Blob> {
  if (format === 'csv') return zipTextFiles(toReportCsvFiles(report));
  const text = format === 'json' ? toReportJson(report) : toReportMarkdown(report);
  return new Blob([text], { type: MIME[format] });
}

/**
 * Builds the chosen report and hands it to the browser: reads each exported project's settings (the one
 * part not loaded for the preview), writes the format, zips CSV files, then downloads
 * `charter-report-<day>.<ext>`. Progress counts those steps; a failed call leaves the error to show.
 */
export function useReportDownload() {
  const toast = useToast();
  const [progress, setProgress] = useState<BuildProgress | null>(null);
  const [error, setError] = useState<unknown>(null);

  const download = useCallback(
    async (request: DownloadRequest) => {
      setError(null);
      const projects = request.rows.projects ?? [];
      const total = projects.length + 1;
      let done = 0;
      const settingsStep = () => `Reading project settings (${done} of ${projects.length})…`;
      setProgress({ done, total, step: projects.length ? settingsStep() : 'Writing the report…' });
      // Promise.all settles at the first failure while other projects' reads still run: their late answers
      // must not bring the progress (and "Building report…") back over the error.
      let building = true;
      try {
        const withSettings: ProjectWithSettings[] = await Promise.all(
          projects.map(async (project) => {
            const settings = await getProjectSettings(project.id);
            done += 1;
            if (building) setProgress({ done, total, step: settingsStep() });
            return { project, settings };
          }),
        );
        setProgress({ done, total, step: 'Writing the report…' });
        const generatedAt = new Date();
        const report: Report = {
          generatedAt,
          range: request.range,
          project: request.project,
          decisions: request.rows.decisions,
          rebellions: request.rows.rebellions,
          projects: request.rows.projects ? withSettings : undefined,
          constitution: request.rows.rules ? request.constitution : undefined,
        };
        const blob = await toBlob(report, request.format);
        const fileName = toReportFileName(generatedAt, request.format);
        downloadBlob(blob, fileName);
        toast({ title: 'Report downloaded', description: fileName, tone: 'success' });
      } catch (caught) {
        setError(caught);
      } finally {
        building = false;
        setProgress(null);
      }
    },
    [toast],
  );

  return { download, progress, error, building: progress !== null };
}
