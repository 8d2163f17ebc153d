import { useActorRef, useSelector } from '@xstate/react';
import { SystemStatusActor, useLogic } from '../../app/actors';
import { openCustomerService } from '../../app/customerService';
import { Icon, type IconName } from '../../components/Icon';
import { useT } from '../../i18n/useT';

function iconFor(csType: string): IconName {
  const type = csType.toLowerCase();
  if (type.includes('telegram')) return 'telegram';
  if (type.includes('facebook')) return 'facebook';
  if (type.includes('chat')) return 'chat';
  return 'headset';
}

/**
 * The right-hand customer-service bar: shown only when the merchant's flag is on and
 * services exist (spec-notes 3); each entry opens in a 440x500 popup. On narrow
 * screens it folds into one button that opens the list.
 */
export function CustomerServiceBar() {
  const t = useT();
  const logic = useLogic();
  const folded = useActorRef(logic.dialog);
  const open = useSelector(folded, (s) => s.matches('open'));
  const status = SystemStatusActor.useSelector((s) => s.context.status);
  if (!status?.merchant.csBarEnabled || status.customerService.length === 0) return null;
  return (
    <aside className={`cs-bar${open ? ' is-open' : ''}`} aria-label={t('cs.bar')} data-testid="cs-bar">
      <button
        type="button"
        className="cs-bar__toggle"
        aria-expanded={open}
        aria-label={t('cs.contact')}
        data-testid="cs-bar-toggle"
        onClick={() => folded.send({ type: open ? 'CLOSE' : 'OPEN' })}
      >
        <Icon name={open ? 'close' : 'headset'} size={22} />
      </button>
      <div className="cs-bar__items">
        {status.customerService.map((entry, i) => (
          <button
            key={`${entry.csType}-${i}`}
            type="button"
            className="cs-bar__item"
            data-testid="cs-bar-item"
            onClick={() => {
              folded.send({ type: 'CLOSE' });
              openCustomerService(entry);
            }}
          >
            <Icon name={iconFor(entry.csType)} size={22} />
            <span className="cs-bar__label">{entry.name}</span>
          </button>
        ))}
      </div>
    </aside>
  );
}
