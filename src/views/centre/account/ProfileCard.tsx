import type { ReactNode } from 'react';
import type { Member } from '../../../../server/shared/wire/accounts';
import { Icon, type IconName } from '../../../components/Icon';
import { useT, type MessageKey } from '../../../i18n/useT';
import { maskEmail, maskMobile, withPlus } from './mask';
import './account.css';
import { accountKind } from '../../../../server/shared/accountTypes';

/** The member's kind as the member answer's `type` says: 0 member; 1, 2, 41, 42 agents; 4 trial. */
export function memberTypeKey(type: number): MessageKey {
  return `centre.account.type.${accountKind(type)}`;
}

/** Who the member is: account, nickname, currency and member type. */
export function ProfileCard({ member }: { member: Member }) {
  const t = useT();
  const rows: { label: MessageKey; value: ReactNode; testId: string }[] = [
    { label: 'centre.account.profile.account', value: member.account, testId: 'profile-account' },
    { label: 'centre.account.profile.nickname', value: member.nickname || '—', testId: 'profile-nickname' },
    { label: 'centre.account.profile.currency', value: `${member.currency} (${member.currencySymbol})`, testId: 'profile-currency' },
    { label: 'centre.account.profile.type', value: t(memberTypeKey(member.type)), testId: 'profile-type' },
  ];
  return (
    <section className="security-card security-profile" aria-labelledby="security-profile" data-testid="profile-card">
      <div className="security-profile__avatar" aria-hidden="true">
        {(member.nickname || member.account).slice(0, 1).toUpperCase()}
      </div>
      <div className="security-profile__body">
        <h3 className="security-profile__name" id="security-profile">
          {member.nickname || member.account}
        </h3>
        <dl className="security-profile__facts">
          {rows.map((row) => (
            <div key={row.testId} className="security-profile__fact">
              <dt>{t(row.label)}</dt>
              <dd data-testid={row.testId}>{row.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

interface SecurityRowProps {
  icon: IconName;
  label: string;
  value: ReactNode;
  /** Nothing on file yet: the value reads as a gap to fill. */
  missing?: boolean;
  action?: { label: string; onClick: () => void; testId: string };
  testId: string;
}

/** One line of the security list: what is on file and the button that changes it. */
export function SecurityRow({ icon, label, value, missing = false, action, testId }: SecurityRowProps) {
  return (
    <li className="security-row" data-testid={testId}>
      <span className={`security-row__icon${missing ? ' is-missing' : ''}`}>
        <Icon name={icon} size={18} />
      </span>
      <div className="security-row__text">
        <span className="security-row__label">{label}</span>
        <span className={`security-row__value${missing ? ' is-missing' : ''}`} data-testid={`${testId}-value`}>
          {value}
        </span>
      </div>
      {action && (
        <button type="button" className={`button ${missing ? 'button--primary' : 'button--ghost'} security-row__action`} onClick={action.onClick} data-testid={action.testId}>
          {action.label}
        </button>
      )}
    </li>
  );
}

/** The mobile number on file, masked, with its calling code. */
// A no-break space keeps the calling code with the number on a narrow screen.
export const shownMobile = (member: Member) => (member.mobileNum ? `${withPlus(member.countryDialingCode)}\u00a0${maskMobile(member.mobileNum)}`.trim() : null);
export const shownEmail = (member: Member) => (member.email ? maskEmail(member.email) : null);
