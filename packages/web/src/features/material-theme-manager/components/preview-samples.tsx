import type { ReactNode } from 'react';

/**
 * Example content for the live preview. Nothing here is the user's data; the preview labels it so. The
 * samples only pair colours the contrast check measures: theme text and brand colours on the theme
 * background, and each `--on-brand-*` text on its brand fill.
 */
export const SAMPLE_IDS = ['financial', 'learning', 'news', 'blog', 'admin'] as const;
export type SampleId = (typeof SAMPLE_IDS)[number];

export const SAMPLE_LABELS: Record<SampleId, string> = {
  financial: 'Financial Dashboard',
  learning: 'Learning Platform',
  news: 'News Portal',
  blog: 'Blog Platform',
  admin: 'Admin Dashboard',
};

type Brand = 'primary' | 'secondary' | 'tertiary' | 'quaternary';

/** Looks like a button; not one (the preview is a picture of a page, nothing in it is operable). */
function FakeButton({ brand = 'primary', children }: { brand?: Brand; children: ReactNode }) {
  return <span className={`mt-p-button mt-p-fill-${brand}`}>{children}</span>;
}

function Tag({ brand, children }: { brand: Brand; children: ReactNode }) {
  return <span className={`mt-p-tag mt-p-fill-${brand}`}>{children}</span>;
}

function FinancialDashboard() {
  return (
    <>
      <h3 className="mt-p-display">Portfolio overview</h3>
      <p>Good morning, Alex. Markets closed higher yesterday.</p>
      <div className="mt-p-stats">
        <div className="mt-p-stat">
          <span className="mt-p-stat-label">Balance</span>
          <span className="mt-p-stat-value mt-p-text-primary">$24,580.00</span>
        </div>
        <div className="mt-p-stat">
          <span className="mt-p-stat-label">Monthly return</span>
          <span className="mt-p-stat-value mt-p-text-tertiary">+3.2%</span>
        </div>
        <div className="mt-p-stat">
          <span className="mt-p-stat-label">Pending transfers</span>
          <span className="mt-p-stat-value mt-p-text-secondary">2</span>
        </div>
      </div>
      <h4 className="mt-p-h3">Recent transactions</h4>
      <table className="mt-p-table">
        <caption className="visually-hidden">Example transactions</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>12 Mar</td>
            <td>Salary</td>
            <td className="mt-p-text-tertiary">+$4,200.00</td>
          </tr>
          <tr>
            <td>11 Mar</td>
            <td>Rent</td>
            <td className="mt-p-text-quaternary">−$1,450.00</td>
          </tr>
        </tbody>
      </table>
      <div className="mt-p-actions">
        <FakeButton>Transfer funds</FakeButton>
        <FakeButton brand="quaternary">Download statement</FakeButton>
      </div>
    </>
  );
}

function LearningPlatform() {
  return (
    <>
      <h3 className="mt-p-display">Accessible Design Basics</h3>
      <p>
        Module 3 of 5 · <span className="mt-p-text-primary">60% complete</span>
      </p>
      <div className="mt-p-progress" aria-hidden="true">
        <span className="mt-p-fill-primary" style={{ width: '60%' }} />
      </div>
      <h4 className="mt-p-h2">Colour and contrast</h4>
      <p>
        Text needs a contrast ratio of at least 4.5:1 with its background. Large text, 24 pixels or bigger,
        needs 3:1. In this lesson you will measure both.
      </p>
      <ol className="mt-p-list">
        <li>
          <span className="mt-p-text-tertiary">Done</span> · Measuring contrast
        </li>
        <li>
          <span className="mt-p-text-secondary">Next</span> · Choosing accessible brand colours
        </li>
        <li>Quiz: five questions</li>
      </ol>
      <div className="mt-p-actions">
        <FakeButton>Continue lesson</FakeButton>
        <Tag brand="tertiary">Certificate track</Tag>
      </div>
    </>
  );
}

function NewsPortal() {
  return (
    <>
      <p className="mt-p-kicker">
        <Tag brand="secondary">Science</Tag> <small>Updated 2 hours ago</small>
      </p>
      <h3 className="mt-p-display">City sets out plan for cooler streets by 2030</h3>
      <p className="mt-p-byline mt-p-text-quaternary">By Sam Rivera, Environment correspondent</p>
      <p>
        Planners propose 12,000 new street trees and lighter road surfaces to bring summer temperatures down
        in the densest neighbourhoods.
      </p>
      <h4 className="mt-p-h3">More headlines</h4>
      <ul className="mt-p-list">
        <li>
          <span className="mt-p-text-primary">Transport</span> · Night buses return to the harbour line
        </li>
        <li>
          <span className="mt-p-text-tertiary">Health</span> · Clinics extend weekend opening hours
        </li>
      </ul>
      <div className="mt-p-actions">
        <FakeButton>Subscribe</FakeButton>
      </div>
    </>
  );
}

function BlogPlatform() {
  return (
    <>
      <h3 className="mt-p-display">What I learned shipping a design system</h3>
      <p className="mt-p-byline">
        <span className="mt-p-text-primary">Jordan Lee</span> · 6 min read
      </p>
      <p>
        A design system is a set of decisions written down once. The hard part is not the components; it is
        agreeing on the few values everything else is built from.
      </p>
      <blockquote className="mt-p-quote">
        Name your tokens for what they mean, not for what they look like.
      </blockquote>
      <h4 className="mt-p-h2">Start with type</h4>
      <p>
        Pick a body size, a line height and one ratio. Every heading then follows, and nobody argues about 22
        or 24 pixels again.
      </p>
      <p className="mt-p-actions">
        <Tag brand="quaternary">design</Tag> <Tag brand="tertiary">typography</Tag>{' '}
        <Tag brand="secondary">process</Tag>
      </p>
    </>
  );
}

function AdminDashboard() {
  return (
    <>
      <h3 className="mt-p-display">Team members</h3>
      <p>
        8 members · <span className="mt-p-text-secondary">2 invitations pending</span>
      </p>
      <table className="mt-p-table">
        <caption className="visually-hidden">Example team members</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Priya Shah</td>
            <td>Owner</td>
            <td>
              <Tag brand="tertiary">Active</Tag>
            </td>
          </tr>
          <tr>
            <td>Marco Bianchi</td>
            <td>Editor</td>
            <td>
              <Tag brand="secondary">Invited</Tag>
            </td>
          </tr>
          <tr>
            <td>Lena Fischer</td>
            <td>Viewer</td>
            <td>
              <Tag brand="quaternary">Suspended</Tag>
            </td>
          </tr>
        </tbody>
      </table>
      <div className="mt-p-actions">
        <FakeButton>Invite member</FakeButton>
        <FakeButton brand="secondary">Export list</FakeButton>
      </div>
    </>
  );
}

export const SAMPLES: Record<SampleId, () => ReactNode> = {
  financial: FinancialDashboard,
  learning: LearningPlatform,
  news: NewsPortal,
  blog: BlogPlatform,
  admin: AdminDashboard,
};
