import { useSearchParams } from 'react-router-dom';
import { PAYLINES } from '../../../server/shared/houseGames/slot';
import { verifyProblem } from '../../../server/shared/houseGames/verify';
import type { SlotOutcome, Verification, VerifyQuery } from '../../../server/shared/wire/house';
import { verifyHouseRound } from '../../app/houseLogic';
import { useSubmission } from '../../app/useMachines';
import { Field, FormAlert, TextInput } from '../../components/forms';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { AreaMessages } from '../../app/AreaMessages';
import { errorKey, useT } from '../../i18n/useT';
import { SlotWindow } from './SlotWindow';
import { Loading } from './Loading';
import './house.css';

function queryOf(form: HTMLFormElement): VerifyQuery {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '').trim();
  const game = text('game') === 'dice' ? 'dice' : 'slot';
  const nonceText = text('nonce');
  const query: VerifyQuery = { game, serverSeed: text('serverSeed').toLowerCase(), clientSeed: text('clientSeed'), nonce: /^[0-9]{1,10}$/.test(nonceText) ? Number(nonceText) : -1 };
  if (game === 'dice' && text('target')) {
    query.target = text('target');
    query.direction = text('direction') === 'over' ? 'over' : 'under';
  }
  return query;
}

/** /house/verify: recompute a round from its revealed seeds (public, no login). */
export function HouseVerifyPage() {
  return (
    <AreaMessages area="lobby" fallback={<Loading />}>
      <div className="house-page">
        <HouseVerify />
      </div>
    </AreaMessages>
  );
}

function HouseVerify() {
  const t = useT();
  const [params] = useSearchParams();
  const check = useSubmission<VerifyQuery, Verification>(verifyHouseRound, verifyProblem);
  const expectedHash = params.get('serverSeedHash') ?? '';
  const result = check.snapshot.matches('succeeded') ? check.result : null;
  const problem = check.problem;
  const fieldError = (field: string) => (problem === field ? t(`lobby.house.verify.problem.${field}` as 'lobby.house.verify.problem.serverSeed') : undefined);
  const hashMatches = result && expectedHash ? result.serverSeedHash === expectedHash : null;

  return (
    <div className="house-game house-verify" data-testid="house-verify">
      <header className="house-game__head">
        <h1 className="house-game__title">
          <Icon name="shield" size={20} /> {t('lobby.house.verify.title')}
        </h1>
      </header>
      <p className="house-verify__intro">{t('lobby.house.verify.intro')}</p>
      <form
        className="house-verify__form"
        onSubmit={(e) => {
          e.preventDefault();
          check.submit(queryOf(e.currentTarget));
        }}
        data-testid="verify-form"
      >
        <Field label={t('lobby.house.verify.game')} testId="verify-game">
          {({ inputId }) => (
            <select id={inputId} name="game" className="input" defaultValue={params.get('game') === 'dice' ? 'dice' : 'slot'} data-testid="verify-game-input">
              <option value="slot">{t('lobby.house.slot.title')}</option>
              <option value="dice">{t('lobby.house.dice.title')}</option>
            </select>
          )}
        </Field>
        <Field label={t('lobby.house.verify.serverSeed')} hint={t('lobby.house.verify.serverSeedHint')} error={fieldError('serverSeed')} testId="verify-server-seed">
          {({ inputId, describedBy, invalid }) => (
            <TextInput id={inputId} name="serverSeed" aria-describedby={describedBy} invalid={invalid} defaultValue={params.get('serverSeed') ?? ''} spellCheck={false} autoComplete="off" data-testid="verify-server-seed-input" />
          )}
        </Field>
        <Field label={t('lobby.house.fair.clientSeed')} error={fieldError('clientSeed')} testId="verify-client-seed">
          {({ inputId, describedBy, invalid }) => (
            <TextInput id={inputId} name="clientSeed" aria-describedby={describedBy} invalid={invalid} defaultValue={params.get('clientSeed') ?? ''} spellCheck={false} autoComplete="off" data-testid="verify-client-seed-input" />
          )}
        </Field>
        <Field label={t('lobby.house.fair.nonce')} error={fieldError('nonce')} testId="verify-nonce">
          {({ inputId, describedBy, invalid }) => (
            <TextInput id={inputId} name="nonce" inputMode="numeric" aria-describedby={describedBy} invalid={invalid} defaultValue={params.get('nonce') ?? '0'} data-testid="verify-nonce-input" />
          )}
        </Field>
        <div className="house-verify__dice">
          <Field label={t('lobby.house.verify.target')} optional={t('lobby.house.verify.diceOnly')} error={fieldError('target')} testId="verify-target">
            {({ inputId, describedBy, invalid }) => (
              <TextInput id={inputId} name="target" inputMode="decimal" aria-describedby={describedBy} invalid={invalid} defaultValue={params.get('target') ?? ''} data-testid="verify-target-input" />
            )}
          </Field>
          <Field label={t('lobby.house.dice.direction')} testId="verify-direction">
            {({ inputId }) => (
              <select id={inputId} name="direction" className="input" defaultValue={params.get('direction') === 'over' ? 'over' : 'under'}>
                <option value="under">{t('lobby.house.dice.under')}</option>
                <option value="over">{t('lobby.house.dice.over')}</option>
              </select>
            )}
          </Field>
        </div>
        {check.errorCode && <FormAlert testId="verify-error">{t(errorKey(check.errorCode))}</FormAlert>}
        <button type="submit" className="button button--primary" disabled={check.busy} data-testid="verify-submit">
          {check.busy ? <Spinner label={t('lobby.house.verify.submit')} /> : <Icon name="check" size={16} />}
          {t('lobby.house.verify.submit')}
        </button>
      </form>

      {result && (
        <section className="house-verify__result" aria-live="polite" data-testid="verify-result">
          <dl className="house-fair__list">
            <div>
              <dt>{t('lobby.house.fair.serverSeedHash')}</dt>
              <dd className="house-mono" data-testid="verify-hash">
                {result.serverSeedHash}
              </dd>
            </div>
          </dl>
          {hashMatches !== null && (
            <p className={hashMatches ? 'house-verify__match' : 'house-verify__mismatch'} data-testid="verify-hash-check">
              <Icon name={hashMatches ? 'check' : 'warning'} size={16} />
              {t(hashMatches ? 'lobby.house.verify.hashMatches' : 'lobby.house.verify.hashDiffers')}
            </p>
          )}
          {result.game === 'slot' ? <SlotResult outcome={result.outcome as unknown as SlotOutcome} multiplier={result.multiplier} /> : <DiceResult outcome={result.outcome} />}
        </section>
      )}
    </div>
  );
}

function SlotResult({ outcome, multiplier }: { outcome: SlotOutcome; multiplier?: string }) {
  const t = useT();
  return (
    <div data-testid="verify-slot">
      <SlotWindow outcome={outcome} spinning={false} paylines={PAYLINES} />
      <p data-testid="verify-multiplier">{t('lobby.house.verify.slotPays', { multiplier: multiplier ?? '0.0000' })}</p>
      {outcome.wins.length > 0 && (
        <ul className="house-lines">
          {outcome.wins.map((win) => (
            <li key={win.line}>{t('lobby.house.slot.lineWin', { line: win.line, count: win.count, symbol: win.symbol, pay: win.pay })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DiceResult({ outcome }: { outcome: Record<string, unknown> }) {
  const t = useT();
  const roll = String(outcome.roll ?? '');
  return (
    <div className="dice-roll" data-testid="verify-dice">
      <span className="dice-roll__value" data-testid="verify-roll">
        {roll}
      </span>
      {typeof outcome.win === 'boolean' && (
        <span className="dice-roll__caption">
          {t(outcome.win ? 'lobby.house.verify.diceWin' : 'lobby.house.verify.diceLose', { multiplier: String(outcome.multiplier ?? '') })}
        </span>
      )}
    </div>
  );
}
