import { useActorRef, useSelector } from '@xstate/react';
import { useId, useRef } from 'react';
import { isAgentType } from '../../../machines/session.machine';
import { useLogic } from '../../app/actors';
import { useSessionSend, useSessionView } from '../../app/session';
import { Icon, type IconName } from '../../components/Icon';
import { useMoney } from '../../components/money';
import { useT, type MessageKey } from '../../i18n/useT';
import { loadAvatar } from '../../app/memberAvatar';
import { useResource } from '../../app/useResource';
import './memberMenu.css';

/** The member's avatar: the initial on the member's colour, the person icon until it has come. */
function MemberAvatar({ memberId }: { memberId: number | undefined }) {
  const avatar = useResource(loadAvatar, memberId).data;
  return avatar ? (
    <span className="member-summary__avatar" style={{ background: avatar.color, color: '#fff' }} data-testid="header-avatar" aria-hidden="true">
      {avatar.initial}
    </span>
  ) : (
    <span className="member-summary__avatar">
      <Icon name="user" size={18} />
    </span>
  );
}

interface MenuEntry {
  key: string;
  label: MessageKey;
  icon: IconName;
  /** Where the entry leads; gated, so a trial account is asked to register first. */
  to: string;
}

// Pages of the personal centre (spec section 2) by their names; the centre opens on them.
const ENTRIES: MenuEntry[] = [
  { key: 'bettingRecord', label: 'menu.bettingRecord', icon: 'receipt', to: '/?personal=personalHistoryCopy' },
  { key: 'deposit', label: 'menu.deposit', icon: 'wallet', to: '/?personal=depositv2' },
  { key: 'withdrawal', label: 'menu.withdrawal', icon: 'download', to: '/?personal=withdraw' },
  { key: 'accountRecord', label: 'menu.accountRecord', icon: 'clock', to: '/?personal=transactionHistory' },
  { key: 'memberCentre', label: 'menu.memberCentre', icon: 'grid', to: '/?personal=securityCenter' },
];

/**
 * The logged-in summary and its dropdown (spec section 2): betting record, deposit,
 * withdrawal, account record, member centre, agent centre (agents) or my account, change
 * password, sign out. Opens on hover and keyboard focus, like the language menu.
 */
export function MemberMenu() {
  const t = useT();
  const logic = useLogic();
  const menu = useActorRef(logic.dialog);
  const open = useSelector(menu, (s) => s.matches('open'));
  const send = useSessionSend();
  const { member, account, role } = useSessionView();
  const balance = useMoney();
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const close = () => menu.send({ type: 'CLOSE' });
  const go = (to: string) => {
    close();
    send({ type: 'GATE', to });
  };

  if (role === 'changePending') {
    return (
      <button type="button" className="button button--primary" onClick={() => send({ type: 'OPEN_CHANGE_PASSWORD' })} data-testid="header-change-password">
        <Icon name="lock" size={16} />
        {t('header.changePassword')}
      </button>
    );
  }

  const agent = isAgentType(member?.type);
  const trial = role === 'trial';
  return (
    <div
      ref={root}
      className={`dropdown member-menu${open ? ' is-open' : ''}`}
      data-testid="header-member"
      onMouseEnter={() => menu.send({ type: 'OPEN' })}
      onMouseLeave={close}
      onFocus={() => menu.send({ type: 'OPEN' })}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close();
        }
      }}
    >
      <button
        type="button"
        className="member-summary"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('header.accountMenu')}
        data-testid="header-member-button"
        onClick={() => menu.send({ type: 'OPEN' })}
      >
        <MemberAvatar memberId={member?.id} />
        <span className="member-summary__text">
          <span className="member-summary__label">
            {t('header.welcome')}
            {trial && (
              <span className="member-summary__badge" data-testid="header-trial">
                {t('header.trial')}
              </span>
            )}
          </span>
          <strong className="member-summary__name" data-testid="header-account">
            {account || t('header.member')}
          </strong>
        </span>
        {member && (
          <span className="member-summary__balance" data-testid="header-balance">
            <span className="member-summary__label">{t('header.balance')}</span>
            <strong>{balance(member.currencySymbol, member.balance)}</strong>
          </span>
        )}
        <Icon name="chevronDown" size={16} className="member-summary__chevron" />
      </button>
      {open && (
        <div className="dropdown__panel member-menu__panel" id={panelId} role="menu" data-testid="member-menu">
          {ENTRIES.map((entry) => (
            <button key={entry.key} type="button" role="menuitem" className="dropdown__option member-menu__item" onClick={() => go(entry.to)} data-testid={`menu-${entry.key}`}>
              <Icon name={entry.icon} size={18} />
              <span>{t(entry.label)}</span>
            </button>
          ))}
          {agent ? (
            <button type="button" role="menuitem" className="dropdown__option member-menu__item" onClick={() => go('/agentHome?agent=agentTeamOverview')} data-testid="menu-agent">
              <Icon name="briefcase" size={18} />
              <span>{t('menu.agent')}</span>
            </button>
          ) : (
            <button type="button" role="menuitem" className="dropdown__option member-menu__item" onClick={() => go('/?personal=securityCenter')} data-testid="menu-myAccount">
              <Icon name="user" size={18} />
              <span>{t('menu.myAccount')}</span>
            </button>
          )}
          {!trial && (
            <button
              type="button"
              role="menuitem"
              className="dropdown__option member-menu__item"
              onClick={() => {
                close();
                send({ type: 'OPEN_CHANGE_PASSWORD' });
              }}
              data-testid="menu-changePassword"
            >
              <Icon name="lock" size={18} />
              <span>{t('menu.changePassword')}</span>
            </button>
          )}
          <div className="member-menu__divider" role="separator" />
          <button
            type="button"
            role="menuitem"
            className="dropdown__option member-menu__item member-menu__item--signout"
            onClick={() => {
              close();
              send({ type: 'LOGOUT' });
            }}
            data-testid="menu-signOut"
          >
            <Icon name="logout" size={18} />
            <span>{t('menu.signOut')}</span>
          </button>
        </div>
      )}
    </div>
  );
}
