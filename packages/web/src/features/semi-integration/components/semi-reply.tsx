import type { SemiReplyData } from '../api/semi-exchanges';

/** What Semi answered: its text, and its structured data when it sent some. */
export function SemiReply({ reply, label }: { reply: SemiReplyData; label: string }) {
  return (
    <section className="semi-reply" aria-label={label}>
      <p className="semi-reply-text">{reply.text || `(no text: ${reply.kind})`}</p>
      {reply.data.length ? (
        <details>
          <summary>Structured answer ({reply.kind})</summary>
          <pre>{JSON.stringify(reply.data, null, 2)}</pre>
        </details>
      ) : null}
    </section>
  );
}
