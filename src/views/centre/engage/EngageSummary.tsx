import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../components/Icon';

/** The one-line count under the centre's own page title ("1 reward waiting to be claimed"). */
export function EngageSummary({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <p className="engage-summary" data-testid="engage-summary">
      <span className="engage-summary__icon" aria-hidden="true">
        <Icon name={icon} size={18} />
      </span>
      {children}
    </p>
  );
}
