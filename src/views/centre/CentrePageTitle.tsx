import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/useT';
import type { CentrePage } from '../../../machines/centrePages';
import { centreMenu, menuLabel } from './centreMenu';
import './centrePage.css';
import './centrePageTitle.css';

// Every page, manual rebate included, so a page always finds its own menu icon.
const MENU_ICONS = new Map(centreMenu({ manualRebate: true }).map((entry) => [entry.page, entry.icon]));

interface CentrePageTitleProps {
  /** The page whose menu entry names it: the title and icon repeat the menu's. */
  page: CentrePage;
  /** For a section's aria-labelledby. */
  id?: string;
  subtitle?: ReactNode;
  /** Buttons or counts at the right end of the title row. */
  actions?: ReactNode;
}

/**
 * The title every centre page opens with. The frame's own heading names the centre,
 * so a page's title is one level below it, worded and drawn as in the side menu so the
 * reader sees where they landed.
 */
export function CentrePageTitle({ page, id, subtitle, actions }: CentrePageTitleProps) {
  const t = useT();
  const icon = MENU_ICONS.get(page);
  return (
    <header className="centre-page-title">
      {icon && (
        <span className="centre-page-title__icon" aria-hidden="true">
          <Icon name={icon} size={22} />
        </span>
      )}
      <div className="centre-page-title__text">
        <h3 id={id} className="centre-page-title__title" data-testid="page-title">
          {t(menuLabel(page))}
        </h3>
        {subtitle && <p className="centre-page-title__subtitle">{subtitle}</p>}
      </div>
      {actions && <div className="centre-page-title__actions">{actions}</div>}
    </header>
  );
}
