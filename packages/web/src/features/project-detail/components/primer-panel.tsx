import type { Project } from '@charter/core';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CodeBlock } from '../../../components/ui/code-block';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { downloadTextFile } from '../../../lib/download';
import { primerFileName } from '../utils/project-files';

/** The project's primer as text, with copy and download; an honest empty state when there is none. */
export function PrimerPanel({ project }: { project: Project }) {
  const toast = useToast();
  const primer = project.primerContent;
  const hasPrimer = primer.trim() !== '';

  const copy = async () => {
    const copied = await copyText(primer);
    toast(
      copied
        ? { title: 'Primer copied', description: 'The primer is on your clipboard.', tone: 'success' }
        : { title: 'Copy failed', description: 'Select the primer text and copy it instead.', tone: 'error' },
    );
  };

  return (
    <Card as="section" aria-labelledby="project-primer-title">
      <CardHeader
        id="project-primer-title"
        title="Project Primer"
        description={
          hasPrimer
            ? 'The document your builder agent starts from.'
            : 'No primer has been generated for this project yet.'
        }
        action={
          hasPrimer ? (
            <div className="page-actions">
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                Copy Primer
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => downloadTextFile(primer, primerFileName(project.name), 'text/markdown')}
              >
                Download Primer
              </Button>
            </div>
          ) : null
        }
      />
      {hasPrimer ? (
        <CodeBlock code={primer} label={`Primer of ${project.name}`} />
      ) : (
        <ButtonLink to="/primer-generator" variant="secondary" size="sm">
          Open the Primer Generator
        </ButtonLink>
      )}
    </Card>
  );
}
