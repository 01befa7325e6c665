import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

interface ShellLayoutProps {
  brand: ReactNode;
  nav: ReactNode;
  sidebarFooter: ReactNode;
  topbar?: ReactNode;
  children: ReactNode;
}

/**
 * Fixed 16rem sidebar with a 73px header. Below 1024px the sidebar becomes a drawer behind a
 * menu button; while closed it is hidden (not just moved), so its links leave the tab order.
 */
export function ShellLayout({ brand, nav, sidebarFooter, topbar, children }: ShellLayoutProps) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="shell">
      <aside id="sidebar" className="sidebar" data-open={open} aria-label="Sidebar">
        <div className="sidebar-header">{brand}</div>
        <div className="sidebar-scroll">{nav}</div>
        <div className="sidebar-footer">{sidebarFooter}</div>
      </aside>
      {open ? (
        <button
          type="button"
          className="sidebar-backdrop"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={() => setOpen(false)}
        />
      ) : null}
      <div className="shell-body">
        <header className="topbar">
          <button
            type="button"
            className="menu-button"
            aria-controls="sidebar"
            aria-expanded={open}
            onClick={() => setOpen((o) => !o)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span>Menu</span>
          </button>
          <div className="topbar-content">{topbar}</div>
        </header>
        <main id="main" tabIndex={-1} className="shell-main">
          {children}
        </main>
      </div>
    </div>
  );
}
