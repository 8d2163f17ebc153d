import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  testId?: string;
}

export function EmptyState({ icon = 'clock', title, children, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <section className="empty-state" data-testid={testId}>
      <div className="empty-state__icon">
        <Icon name={icon} size={36} />
      </div>
      <h2 className="empty-state__title">{title}</h2>
      {children && <p className="empty-state__text">{children}</p>}
      {action && <div className="empty-state__action">{action}</div>}
    </section>
  );
}
