import type { ProjectAnalysis } from '@charter/core';
import { Card, CardHeader } from '../../../components/ui/card';
import { toFullDate } from '../../../lib/format-time';
import { toCount, toDuration, toShortCommit } from '../utils/format-analysis';
import { UnparsedFiles } from './unparsed-files';

/**
 * What was scanned and how long it took, so a reader can tell which commit the figures describe, and which files
 * could not be parsed (so were not checked).
 */
export function AnalysisSource({ analysis }: { analysis: ProjectAnalysis }) {
  const { source } = analysis;
  const isWebUrl = /^https?:\/\//i.test(source.projectUrl);
  return (
    <Card as="section" aria-labelledby="diagnostic-source-title">
      <CardHeader id="diagnostic-source-title" title="What was analyzed" />
      <dl className="diagnostic-facts">
        <div>
          <dt>{source.kind === 'git' ? 'Repository' : 'Directory'}</dt>
          <dd className="diagnostic-url">
            {isWebUrl ? (
              <a href={source.projectUrl} target="_blank" rel="noreferrer">
                {source.projectUrl}
              </a>
            ) : (
              source.projectUrl
            )}
          </dd>
        </div>
        <div>
          <dt>Commit</dt>
          <dd>
            {source.commit ? (
              <code title={source.commit}>{toShortCommit(source.commit)}</code>
            ) : (
              <span className="muted">Not a git checkout</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Files scanned</dt>
          <dd>{analysis.filesScanned.toLocaleString('en')}</dd>
        </div>
        <UnparsedFiles files={analysis.unparsed} />
        <div>
          <dt>Installed packages</dt>
          <dd>
            {analysis.lockfiles.length === 0 ? (
              <span className="muted">No lockfile</span>
            ) : (
              <ul className="diagnostic-lockfiles">
                {analysis.lockfiles.map((lockfile) => (
                  <li key={lockfile.file}>
                    {toCount(lockfile.packageCount, 'package')} in <code>{lockfile.file}</code>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{toDuration(analysis.durationMs)}</dd>
        </div>
        <div>
          <dt>Analyzed</dt>
          <dd>
            <time dateTime={analysis.analyzedAt}>{toFullDate(analysis.analyzedAt)}</time>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
