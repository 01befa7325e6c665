import type { HTMLAttributes, ReactNode } from 'react';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'article' | 'div';
  children: ReactNode;
}

export function Card({ as: Tag = 'div', className, ...props }: CardProps) {
  return <Tag className={['card', className].filter(Boolean).join(' ')} {...props} />;
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Heading level that fits the page outline (cards sit under the page's h1 by default). */
  level?: 2 | 3;
  action?: ReactNode;
  id?: string;
}

export function CardHeader({ title, description, level = 2, action, id }: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card-header">
      <div>
        <Heading className="card-title" id={id}>
          {title}
        </Heading>
        {description ? <p className="card-description">{description}</p> : null}
      </div>
      {action ? <div className="card-action">{action}</div> : null}
    </div>
  );
}
