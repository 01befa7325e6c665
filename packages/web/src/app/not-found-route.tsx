import { useLocation } from 'react-router';
import { Brand } from '../components/layout/brand';
import { ButtonLink } from '../components/ui/button';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <div className="auth-page">
      <header className="auth-header">
        <Brand />
      </header>
      <main id="main" tabIndex={-1} className="auth-main not-found">
        <title>Page not found · Charter</title>
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="auth-title">Page Not Found</h1>
        <p className="muted">
          There is no page at <code>{pathname}</code>. If a link inside Charter brought you here, that screen
          is not part of the console yet.
        </p>
        <ButtonLink to="/">Go to home</ButtonLink>
      </main>
    </div>
  );
}
