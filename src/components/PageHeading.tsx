import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

interface PageHeadingProps {
  icon?: IconName;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The heading strip every page opens with. */
export function PageHeading({ icon, title, subtitle, children }: PageHeadingProps) {
  return (
    <header className="page-heading">
      {icon && (
        <span className="page-heading__icon">
          <Icon name={icon} size={26} />
        </span>
      )}
      <div className="page-heading__text">
        <h1 className="page-heading__title" data-testid="page-title">
          {title}
        </h1>
        {subtitle && <p className="page-heading__subtitle">{subtitle}</p>}
      </div>
      {children && <div className="page-heading__aside">{children}</div>}
    </header>
  );
}
