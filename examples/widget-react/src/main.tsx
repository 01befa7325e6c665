import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
// Registers <charter-chat> (the ES module build of @charter/widget).
import '@charter/widget';

const SERVER = import.meta.env.VITE_CHARTER_SERVER ?? 'http://127.0.0.1:8787';
const KEY = import.meta.env.VITE_CHARTER_WIDGET_KEY ?? '';

interface Verdict {
  status: string;
  rules: { ruleId: string }[];
}

function App() {
  const chat = useRef<HTMLElement>(null);
  const [last, setLast] = useState<Verdict | null>(null);
  useEffect(() => {
    const element = chat.current;
    const onVerdict = (event: Event) => setLast((event as CustomEvent<Verdict>).detail);
    element?.addEventListener('charter-verdict', onVerdict);
    return () => element?.removeEventListener('charter-verdict', onVerdict);
  }, []);
  return (
    <main style={{ font: '16px/1.5 system-ui, sans-serif', maxWidth: '40rem', margin: '2rem auto' }}>
      <h1>Acme internal tools</h1>
      <p>Ask Charter before a change. The last verdict is echoed here from the widget's event:</p>
      <p aria-live="polite">
        {last
          ? `${last.status}: ${last.rules.map((r) => r.ruleId).join(', ') || 'no rule objects'}`
          : 'No verdict yet.'}
      </p>
      {/* React reserves `key`, so the React host passes the publishable key as `publishable-key`. */}
      <charter-chat
        ref={chat}
        server={SERVER}
        publishable-key={KEY}
        theme="auto"
        placeholder="Ask about a change…"
      />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
