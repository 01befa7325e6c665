/** Switches between the form wizard and the primer chat. */
export function ChatModeToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="chat-mode-toggle">
      <button type="button" role="switch" aria-checked={on} className="switch" onClick={() => onChange(!on)}>
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        <span className="switch-label">Chat mode</span>
      </button>
      <p className="field-hint">
        {on
          ? 'Describe the project in your own words; Convert to Form copies it into the answers.'
          : 'Prefer talking it through? Switch to chat mode.'}
      </p>
    </div>
  );
}
