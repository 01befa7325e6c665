import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { ADMIN_PAGES } from '../components/admin-pages';

export function AdminHomeRoute() {
  return (
    <>
      <title>Admin · Charter</title>
      <PageHeader title="Admin" subtitle="Operate Charter: projects, missions, keys and governance tools." />
      <nav aria-label="Admin pages">
        <ul className="link-grid">
          {ADMIN_PAGES.filter((page) => page.to !== '/admin').map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="card link-card">
                <span className="link-card-title">{page.label}</span>
                <span className="link-card-text">{page.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
