import { useLocation, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../components/ui/button';

/**
 * Any address without a screen. It sits inside the ungated frame (the sidebar for a signed-in user, the
 * public header with sign-in for a visitor), and offers the way back: the previous page and home.
 */
export function NotFoundRoute() {
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  // react-router's first entry has the key "default": nothing inside the console to go back to.
  const canGoBack = key !== 'default';
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <title>Page not found · Charter</title>
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="auth-title">
        Page Not Found
      </h1>
      <p className="muted">
        There is no page at <code>{pathname}</code>. If a link inside Charter brought you here, that screen is
        not part of the console yet.
      </p>
      <div className="not-found-actions">
        <ButtonLink to="/">Go to home</ButtonLink>
        {canGoBack ? (
          <Button variant="secondary" onClick={() => void navigate(-1)}>
            Go back
          </Button>
        ) : null}
      </div>
    </section>
  );
}
