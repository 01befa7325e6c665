import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { isNavItemActive, type NavGroup } from './nav-items';

export function SidebarNav({ groups, label }: { groups: readonly NavGroup[]; label: string }) {
  const { pathname } = useLocation();
  const baseId = useId();
  return (
    <nav aria-label={label} className="sidebar-nav">
      {groups.map((group) => {
        const headingId = `${baseId}-${group.title}`;
        return (
          <div key={group.title} className="nav-group">
            <p id={headingId} className="nav-group-title">
              {group.title}
            </p>
            <ul aria-labelledby={headingId}>
              {group.items.map((item) => {
                const active = isNavItemActive(item, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      className={active ? 'nav-link active' : 'nav-link'}
                      aria-current={active ? 'page' : undefined}
                    >
                      {item.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
