import type { HTMLAttributes, ReactNode } from 'react';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Buttons or links at the right of the title. */
  actions?: ReactNode;
  /** Heading level of the title, so a page keeps a sensible outline. */
  headingLevel?: 2 | 3;
}

export function Card({ title, actions, headingLevel = 2, className, children, ...rest }: CardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={['ui-card', className].filter(Boolean).join(' ')} {...rest}>
      {(title || actions) && (
        <header className="ui-card__header">
          {title && <Heading className="ui-card__title">{title}</Heading>}
          {actions && <div className="ui-card__actions">{actions}</div>}
        </header>
      )}
      {children}
    </section>
  );
}
