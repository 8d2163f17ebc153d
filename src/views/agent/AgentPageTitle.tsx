import type { ReactNode } from 'react';
import type { AgentPage } from '../../../machines/agentCentre.machine';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import { AGENT_ICONS, agentMenuLabel } from './agentMenu';
import '../centre/centrePage.css';
import '../centre/centrePageTitle.css';

/** The title an agent page opens with, worded and drawn as its menu entry (the personal centre's title style). */
export function AgentPageTitle({ page, id, subtitle, actions }: { page: AgentPage; id?: string; subtitle?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  return (
    <header className="centre-page-title">
      <span className="centre-page-title__icon" aria-hidden="true">
        <Icon name={AGENT_ICONS[page]} size={22} />
      </span>
      <div className="centre-page-title__text">
        <h3 id={id} className="centre-page-title__title" data-testid="page-title">
          {t(agentMenuLabel(page))}
        </h3>
        {subtitle && <p className="centre-page-title__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="centre-page-title__actions">{actions}</div>}
    </header>
  );
}
