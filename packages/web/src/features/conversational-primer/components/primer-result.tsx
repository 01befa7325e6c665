import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { CardHeader } from '../../../components/ui/card';
import { CodeBlock } from '../../../components/ui/code-block';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { downloadTextFile } from '../../../lib/download';

interface PrimerResultProps {
  title: string;
  primer: string;
  fileName: string;
  /** Just generated: bring it into view and move focus to it, so keyboard and screen-reader users find it. */
  reveal?: boolean;
}

/** A generated primer with copy and download. */
export function PrimerResult({ title, primer, fileName, reveal = false }: PrimerResultProps) {
  const toast = useToast();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (reveal) ref.current?.focus();
  }, [reveal]);
  const copy = async () => {
    const copied = await copyText(primer);
    toast(
      copied
        ? { title: 'Copied', description: `${title} copied to the clipboard.`, tone: 'success' }
        : {
            title: 'Copy failed',
            description: 'Your browser refused the clipboard: use Download.',
            tone: 'error',
          },
    );
  };
  return (
    <section aria-label={title} className="card cp-result" ref={ref} tabIndex={-1}>
      <CardHeader
        title={title}
        description={`${primer.split(/\s+/).filter(Boolean).length} words`}
        action={
          <div className="cp-result-actions">
            <Button variant="secondary" size="sm" onClick={copy}>
              Copy {title}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => downloadTextFile(primer, fileName, 'text/markdown')}
            >
              Download {title}
            </Button>
          </div>
        }
      />
      <CodeBlock code={primer} label={`${title} (Markdown)`} />
    </section>
  );
}
