/**
 * Styles live in the shadow root: the host page's CSS neither leaks in nor out. Colours and radius come
 * from CSS custom properties the host may set on `charter-chat` (they inherit through the shadow boundary).
 */
export const STYLES = `
:host{--c-accent:var(--charter-accent,#1d4ed8);--c-on-accent:var(--charter-on-accent,#fff);--c-bg:var(--charter-bg,#fff);--c-fg:var(--charter-fg,#111827);--c-muted:var(--charter-muted,#4b5563);--c-border:var(--charter-border,#d1d5db);--c-radius:var(--charter-radius,12px);--c-blocked:#b91c1c;--c-warning:#92400e;--c-approved:#166534;position:fixed;right:16px;bottom:16px;z-index:2147483000;font:var(--charter-font,14px/1.45 system-ui,sans-serif);color:var(--c-fg)}
:host([theme=dark]){--c-bg:var(--charter-bg,#111827);--c-fg:var(--charter-fg,#f9fafb);--c-muted:var(--charter-muted,#d1d5db);--c-border:var(--charter-border,#4b5563);--c-accent:var(--charter-accent,#93c5fd);--c-on-accent:var(--charter-on-accent,#111827);--c-blocked:#fca5a5;--c-warning:#fcd34d;--c-approved:#86efac}
@media (prefers-color-scheme:dark){:host([theme=auto]){--c-bg:var(--charter-bg,#111827);--c-fg:var(--charter-fg,#f9fafb);--c-muted:var(--charter-muted,#d1d5db);--c-border:var(--charter-border,#4b5563);--c-accent:var(--charter-accent,#93c5fd);--c-on-accent:var(--charter-on-accent,#111827);--c-blocked:#fca5a5;--c-warning:#fcd34d;--c-approved:#86efac}}
*{box-sizing:border-box}
button,textarea{font:inherit}
.launcher{border:0;border-radius:999px;padding:10px 16px;background:var(--c-accent);color:var(--c-on-accent);cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}
:focus-visible{outline:3px solid var(--c-accent);outline-offset:2px}
.panel{position:absolute;right:0;bottom:52px;width:min(380px,calc(100vw - 32px));max-height:min(560px,calc(100vh - 96px));display:flex;flex-direction:column;background:var(--c-bg);color:var(--c-fg);border:1px solid var(--c-border);border-radius:var(--c-radius);box-shadow:0 10px 30px rgba(0,0,0,.25);transition:opacity .15s,transform .15s}
@media (prefers-reduced-motion:reduce){.panel{transition:none}}
header{display:flex;align-items:center;justify-content:space-between;padding:8px 12px;border-bottom:1px solid var(--c-border)}
h2{font-size:1em;margin:0}
.close{background:none;border:1px solid var(--c-border);border-radius:6px;color:var(--c-fg);cursor:pointer;padding:2px 8px}
.log{flex:1;overflow:auto;padding:12px;display:flex;flex-direction:column;gap:8px;min-height:120px}
.msg{max-width:92%;padding:8px 10px;border-radius:10px;white-space:pre-wrap;overflow-wrap:anywhere}
.user{align-self:flex-end;background:var(--c-accent);color:var(--c-on-accent)}
.bot{align-self:flex-start;border:1px solid var(--c-border)}
.card{margin-top:6px;padding:8px;border:1px solid var(--c-border);border-radius:8px}
.card h3{font-size:.95em;margin:0 0 4px}
.card ul{margin:4px 0;padding-left:18px}
.blocked{color:var(--c-blocked)}.warning{color:var(--c-warning)}.approved{color:var(--c-approved)}
.card a{color:var(--c-accent)}
.note,.muted{color:var(--c-muted);font-size:.9em}
.error{margin:0 12px 8px;padding:8px;border:1px solid var(--c-blocked);border-radius:8px;color:var(--c-blocked)}
.chips{display:flex;flex-wrap:wrap;gap:6px}
.chip{border:1px solid var(--c-border);background:none;color:var(--c-fg);border-radius:999px;padding:4px 10px;cursor:pointer;text-align:left}
form{display:flex;gap:6px;padding:8px;border-top:1px solid var(--c-border)}
textarea{flex:1;resize:none;min-height:40px;max-height:120px;padding:8px;border:1px solid var(--c-border);border-radius:8px;background:var(--c-bg);color:var(--c-fg)}
.send{border:0;border-radius:8px;padding:0 14px;background:var(--c-accent);color:var(--c-on-accent);cursor:pointer}
.send:disabled{opacity:.6;cursor:default}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
`;
