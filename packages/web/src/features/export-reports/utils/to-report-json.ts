import { type Report, summarizeRows, toRangeBounds } from './report';

/** The whole report as one JSON document: what was chosen, the summary, then each chosen section. */
export function toReportJson(report: Report): string {
  const document = {
    report: 'Charter governance audit',
    generated_at: report.generatedAt.toISOString(),
    range: toRangeBounds(report.range),
    project: report.project,
    summary: summarizeRows(report),
    ...(report.decisions ? { decisions: report.decisions } : {}),
    ...(report.rebellions ? { rebellions: report.rebellions } : {}),
    ...(report.projects
      ? {
          projects: report.projects.map(({ project, settings }) => ({
            id: project.id,
            name: project.name,
            description: project.description,
            source: project.source,
            url: project.url,
            primer_generated: project.completionStatus,
            created_at: project.createdAt,
            updated_at: project.updatedAt,
            settings: { saved: settings.settings, effective: settings.effective },
            constitution_version: settings.constitution_version,
          })),
        }
      : {}),
    ...(report.constitution
      ? {
          constitution: {
            version: report.constitution.version,
            tier: report.constitution.tier,
            rules: report.constitution.rules,
          },
        }
      : {}),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
