import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';

export function LandingFooter() {
  return (
    <footer className="landing-footer">
      <div className="landing-container landing-footer-inner">
        <Brand />
        <p className="muted">Governance for software built with AI coding agents.</p>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li>
              <Link to="/login">Sign in</Link>
            </li>
            <li>
              <Link to="/register">Create account</Link>
            </li>
            <li>
              <Link to="/admin">Admin</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
