import type { SessionClock } from '../../../server/shared/wire/sessionClock';
import { SessionActor } from '../../app/actors';
import { FormAlert } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { Modal } from '../../components/Modal';
import { useMoney } from '../../components/money';
import { Spinner } from '../../components/Spinner';
import { errorKey, useT } from '../../i18n/useT';
import { elapsedText } from './sessionTime';
import './protection.css';

/**
 * The reality check's dialog (UKGC RTS 13): the time played this session and its net win
 * or loss, by the server's clock; continue (the close button and Escape too) or stop and
 * log out. At the session time limit it says so, and its one button logs out.
 */
export function RealityCheckDialog({
  clock,
  limitReached,
  busy,
  errorCode,
  onContinue,
  onStop,
}: {
  clock: SessionClock;
  limitReached: boolean;
  busy: boolean;
  errorCode: string | null;
  onContinue: () => void;
  onStop: () => void;
}) {
  const t = useT();
  const money = useMoney();
  const symbol = SessionActor.useSelector((s) => s.context.member?.currencySymbol ?? '');
  const net = Number(clock.net);
  return (
    <Modal
      title={t(limitReached ? 'reality.limit.title' : 'reality.dialog.title')}
      onClose={limitReached ? onStop : onContinue}
      closeLabel={t(limitReached ? 'reality.dialog.stop' : 'reality.dialog.continue')}
      size="dialog"
      closeOnBackdrop={false}
      testId="reality-check-dialog"
      icon={<Icon name="clock" size={22} />}
    >
      <div className="reality-dialog">
        <p className="reality-dialog__intro" data-testid="reality-check-intro">
          {limitReached ? t('reality.limit.body', { minutes: clock.timeLimit.limitMinutes ?? 0 }) : t('reality.dialog.intro', { minutes: clock.intervalMinutes })}
        </p>
        <dl className="reality-figures">
          <div className="reality-figures__row">
            <dt>{t('reality.clock.elapsed')}</dt>
            <dd data-testid="reality-check-elapsed">
              <bdi dir="ltr">{elapsedText(clock.elapsedMs)}</bdi>
            </dd>
          </div>
          <div className="reality-figures__row">
            <dt>{t('reality.clock.net')}</dt>
            <dd data-testid="reality-check-net" className={net < 0 ? 'reality-figures__loss' : net > 0 ? 'reality-figures__win' : undefined}>
              {money(symbol, clock.net)}
            </dd>
          </div>
        </dl>
        {errorCode && <FormAlert>{t(errorKey(errorCode))}</FormAlert>}
        <div className="reality-dialog__actions">
          {!limitReached && (
            <button type="button" className="button button--primary" onClick={onContinue} disabled={busy} data-testid="reality-check-continue">
              {busy ? <Spinner size="small" label={t('reality.dialog.continue')} /> : t('reality.dialog.continue')}
            </button>
          )}
          <button type="button" className={limitReached ? 'button button--primary' : 'button button--ghost'} onClick={onStop} disabled={busy} data-testid="reality-check-stop">
            {t('reality.dialog.stop')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
