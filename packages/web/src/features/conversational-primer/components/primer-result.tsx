import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CodeBlock } from '../../../components/ui/code-block';
import { useToast } from '../../../components/ui/toast';
import { copyText } from '../../../lib/clipboard';
import { downloadTextFile } from '../../../lib/download';

interface PrimerResultProps {
  title: string;
  primer: string;
  fileName: string;
}

/** A generated primer with copy and download. */
export function PrimerResult({ title, primer, fileName }: PrimerResultProps) {
  const toast = useToast();
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
    <Card as="section" aria-label={title} className="cp-result">
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
    </Card>
  );
}
