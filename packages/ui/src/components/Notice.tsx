import type { ReactNode } from 'react';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

export interface NoticeProps {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}

/** An inline message. Errors and warnings are announced to screen readers as alerts. */
export function Notice({ tone = 'info', title, children, action, className }: NoticeProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <div
      className={['ui-notice', `ui-notice--${tone}`, className].filter(Boolean).join(' ')}
      role={urgent ? 'alert' : 'status'}
    >
      <div className="ui-notice__body">
        {title && <strong className="ui-notice__title">{title}</strong>}
        {children && <div>{children}</div>}
      </div>
      {action && <div className="ui-notice__action">{action}</div>}
    </div>
  );
}
