import type { ProjectAnalysis } from '@charter/core';
import { toMarkdownReport, toSarif } from '@charter/core';
import { version } from '../../../../package.json';

export type ReportFormat = 'json' | 'sarif' | 'markdown';

export interface ReportFile {
  fileName: string;
  type: string;
  text: string;
}

const EXTENSION: Record<ReportFormat, string> = { json: 'json', sarif: 'sarif', markdown: 'md' };
const TYPE: Record<ReportFormat, string> = {
  json: 'application/json',
  sarif: 'application/sarif+json',
  markdown: 'text/markdown',
};

/** `https://github.com/acme/shop.git` → `shop`: the last segment of the URL or path, safe in a file name. */
export function toProjectSlug(projectUrl: string): string {
  const last =
    projectUrl
      .replace(/[?#].*$/, '')
      .replace(/[/\\]+$/, '')
      .split(/[/\\:]/)
      .pop() ?? '';
  const slug = last
    .replace(/\.git$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '');
  return slug || 'project';
}

/**
 * The analysis as a file: the JSON the server answered, SARIF 2.1.0 for code scanning, or the Markdown report
 * `charter check` writes — both built by core, so the screen and the CLI give the same reports, the outbound
 * calls not judged and the files not parsed included (SARIF notifications, Markdown's "Not judged" and "Not
 * parsed" sections).
 */
export function toReportFile(analysis: ProjectAnalysis, format: ReportFormat): ReportFile {
  const fileName = `charter-diagnostic-${toProjectSlug(analysis.source.projectUrl)}.${EXTENSION[format]}`;
  return { fileName, type: TYPE[format], text: toReportText(analysis, format) };
}

function toReportText(analysis: ProjectAnalysis, format: ReportFormat): string {
  switch (format) {
    case 'json':
      return `${JSON.stringify(analysis, null, 2)}\n`;
    case 'sarif':
      // Calls not judged go in as notifications of level note, never as results (as `charter check` writes).
      return `${JSON.stringify(
        toSarif(analysis.findings, analysis.rules, {
          toolVersion: version,
          undecided: analysis.undecided,
          unparsed: analysis.unparsed,
        }),
        null,
        2,
      )}\n`;
    case 'markdown':
      return toMarkdownReport(
        { diagnostics: analysis.diagnostics, overallHealth: analysis.overallHealth },
        analysis.findings,
        {
          target: analysis.source.projectUrl,
          filesScanned: analysis.filesScanned,
          lockfiles: analysis.lockfiles,
          undecided: analysis.undecided,
          unparsed: analysis.unparsed,
        },
      );
  }
}
