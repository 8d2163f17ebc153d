import type { ReactNode } from 'react';
import { type To } from 'react-router-dom';
import { Link } from '../../components/Link';
import type { Member } from '../../../server/shared/wire/accounts';
import { Icon, type IconName } from '../../components/Icon';
import { useMoney } from '../../components/money';
import { useT } from '../../i18n/useT';

// The pieces the personal centre and the agent centre share: the title bar with its
// close button, the member card above the menu, and one menu link. Each centre names
// its own test ids.

export function CentreHeader(props: { icon: IconName; titleId: string; title: string; closeLabel: string; closeTestId: string; onClose: () => void }) {
  return (
    <header className="centre__header">
      <span className="centre__brand-icon">
        <Icon name={props.icon} size={18} />
      </span>
      <h2 id={props.titleId} className="centre__title">
        {props.title}
      </h2>
      <button type="button" className="icon-button centre__close" onClick={props.onClose} aria-label={props.closeLabel} data-testid={props.closeTestId}>
        <Icon name="close" />
      </button>
    </header>
  );
}

/** Who is signed in and their balance; `children` goes after it (the personal centre's refresh). */
export function CentreMemberCard({ member, testId, balanceTestId, children }: { member: Member; testId: string; balanceTestId: string; children?: ReactNode }) {
  const t = useT();
  const money = useMoney();
  return (
    <div className="centre__member" data-testid={testId}>
      <span className="centre__avatar" aria-hidden="true">
        {(member.nickname || member.account).slice(0, 1).toUpperCase()}
      </span>
      <span className="centre__who">
        <strong className="centre__account">{member.account}</strong>
        <span className="centre__balance-label">{t('header.balance')}</span>
        <strong className="centre__balance" data-testid={balanceTestId}>
          {money(member.currencySymbol, member.balance)}
        </strong>
      </span>
      {children}
    </div>
  );
}

export function CentreMenuLink(props: { to: To; active: boolean; icon: IconName; label: string; testId: string; children?: ReactNode }) {
  return (
    <Link to={props.to} className={`centre__link${props.active ? ' is-active' : ''}`} aria-current={props.active ? 'page' : undefined} data-testid={props.testId}>
      <Icon name={props.icon} size={19} className="centre__link-icon" />
      <span className="centre__link-label">{props.label}</span>
      {props.children}
    </Link>
  );
}
