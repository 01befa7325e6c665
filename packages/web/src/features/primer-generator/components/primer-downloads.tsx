import type { GeneratedPrimerAnswer } from '@charter/core';
import { toPrimerFileName } from '@charter/core';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { downloadBlob } from '../../../lib/download';
import { zipTextFiles } from '../../../lib/zip';
import { useDownloadPrimer } from '../api/download-primer';
import { toAgentZipEntries, toAgentZipName } from '../utils/to-agent-zip-entries';
import { toFailureMessage } from '../utils/to-failure-message';

type Result = Pick<GeneratedPrimerAnswer, 'primer' | 'agentFiles'>;

/** Download (the Markdown file the server answers) and the same primer with the agent files, zipped. */
export function PrimerDownloads({ result }: { result: Result }) {
  const download = useDownloadPrimer();
  const [zipping, setZipping] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const downloadMarkdown = () => {
    setError(null);
    download.mutate(result.primer, {
      onSuccess: (blob) => downloadBlob(blob, toPrimerFileName(new Date())),
      onError: (failure) => setError(toFailureMessage('The primer could not be downloaded.', failure)),
    });
  };

  const downloadZip = async () => {
    setError(null);
    setZipping(true);
    try {
      const fileName = toPrimerFileName(new Date());
      const blob = await zipTextFiles(toAgentZipEntries(result));
      downloadBlob(blob, toAgentZipName(fileName));
    } catch {
      setError('The zip with the agent files could not be built. Please try again.');
    } finally {
      setZipping(false);
    }
  };

  return (
    <div className="primer-downloads">
      <div className="button-row">
        <Button onClick={downloadMarkdown} disabled={download.isPending}>
          {download.isPending ? 'Downloading...' : 'Download'}
        </Button>
        <Button variant="secondary" onClick={() => void downloadZip()} disabled={zipping}>
          {zipping ? 'Building zip...' : 'Download with agent files (.zip)'}
        </Button>
      </div>
      <p className="field-hint">
        The zip holds the primer as <code>PRIMER.md</code> and{' '}
        {result.agentFiles.map((file, index) => (
          <span key={file.path}>
            {index > 0 ? (index === result.agentFiles.length - 1 ? ' and ' : ', ') : ''}
            <code>{file.path}</code>
          </span>
        ))}
        , ready to drop into your repository.
      </p>
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
