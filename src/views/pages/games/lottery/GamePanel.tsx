import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSessionSend, useSessionView } from '../../../../app/session';
import { useResource, useSubmission } from '../../../../app/useMachines';
import {
  LOTTERY_BET_TYPES as BET_TYPES,
  type LotteryBetType as BetType,
  type LotteryGame,
  type LotteryMenus,
  type LotteryResult,
  type LotteryTicket,
  type TicketAnswer,
  type TicketPage,
  type TicketRequest,
} from '../../../../../server/shared/wire/lottery';
import { loadDrawCheck, loadLotteryMenus, loadMyTickets, loadOpenedNumbers, submitTicket } from '../../../../app/lotteryLogic';
import { Field, FormAlert, SegmentedTabs, TextInput } from '../../../../components/forms';
import { Icon } from '../../../../components/Icon';
import { useMoney } from '../../../../components/money';
import { Spinner } from '../../../../components/Spinner';
import { useT, type MessageKey } from '../../../../i18n/useT';
import { useRefusalText } from '../../../protection/refusalText';
import { Balls, useCountdown, useReloadWith } from './parts';
import { stakeProblem, validSelection } from '../../../../../server/shared/lotteryRules';

const BET_LABEL: Record<BetType, MessageKey> = {
  last2: 'lobby.lottery.bet.last2',
  last3: 'lobby.lottery.bet.last3',
  big_small: 'lobby.lottery.bet.big_small',
};
const STATUS_LABEL: Record<LotteryTicket['status'], MessageKey> = {
  open: 'lobby.lottery.ticket.open',
  won: 'lobby.lottery.ticket.won',
  lost: 'lobby.lottery.ticket.lost',
};

/** The form's own checks (a message key suffix), before anything is sent. */
export function ticketProblem(request: TicketRequest): string | null {
  // The server's rules (server/shared/lotteryRules.ts): the selection's shape and the stake's limits.
  if (!validSelection(request.betType, request.selection)) return request.betType === 'last3' ? 'badSelection3' : 'badSelection2';
  if (stakeProblem(request.amount)) return 'badAmount';
  return null;
}

/** One game's panel: its current draw and countdowns, a ticket form, its opened numbers and the member's tickets on it. */
export function GamePanel({ game, loads, playType, onClose }: { game: LotteryGame; loads: number; playType?: BetType; onClose: () => void }) {
  const t = useT();
  const countdown = useCountdown();
  const { signedIn } = useSessionView();
  // The ticket form's submission: the form shows its answer, the ticket list reloads with it.
  const form = useSubmission<TicketRequest, TicketAnswer>(submitTicket, ticketProblem);
  const opened = useResource(loadOpenedNumbers, game.gameId);
  useReloadWith(loads, opened.send);
  const results = opened.data?.results ?? [];

  return (
    <section className="lottery-panel" aria-labelledby="lottery-panel-title" data-testid="lottery-panel">
      <header className="lottery-panel__header">
        <div>
          <h2 id="lottery-panel-title" className="lottery-panel__title">
            {game.remark}
          </h2>
          <p className="lottery-panel__numero" data-testid="lottery-panel-numero">
            {t('lobby.lottery.issue', { numero: game.numero })}
          </p>
        </div>
        <dl className="lottery-card__times">
          <div>
            <dt>{t('lobby.lottery.drawIn')}</dt>
            <dd data-testid="lottery-panel-remain">{countdown(game.remainTime)}</dd>
          </div>
          <div>
            <dt>{t('lobby.lottery.closesIn')}</dt>
            <dd className={game.lockTime === 0 ? 'is-closed' : undefined} data-testid="lottery-panel-lock">
              {game.lockTime === 0 ? t('lobby.lottery.closed') : countdown(game.lockTime)}
            </dd>
          </div>
        </dl>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose} data-testid="lottery-panel-close">
          <Icon name="close" size={18} />
        </button>
      </header>

      <div className="lottery-panel__body">
        {signedIn ? <TicketForm game={game} playType={playType} form={form} /> : <LoginToPlay />}
        <div className="lottery-panel__results">
          <h3 className="lottery-side__title">{t('lobby.lottery.opened')}</h3>
          {results.length === 0 ? (
            <p className="is-muted">{t('lobby.lottery.noResults')}</p>
          ) : (
            <ol className="lottery-results" data-testid="lottery-opened">
              {results.slice(0, 8).map((r: LotteryResult) => (
                <li key={r.drawId}>
                  <span className="lottery-results__numero">{r.numero}</span>
                  <Balls numbers={r.numbers} small />
                </li>
              ))}
            </ol>
          )}
          {game.serverSeedHash && (
            <p className="lottery-fair" title={game.serverSeedHash}>
              <Icon name="shield" size={14} />
              {t('lobby.lottery.fair.hash')} <code>{game.serverSeedHash.slice(0, 16)}…</code>
            </p>
          )}
        </div>
      </div>
      {signedIn && <MyTickets gameId={game.gameId} loads={loads} bought={form.result} />}
    </section>
  );
}

function LoginToPlay() {
  const t = useT();
  const send = useSessionSend();
  return (
    <div className="lottery-ticket-form lottery-ticket-form--visitor">
      <p>{t('lobby.lottery.bet.loginToPlay')}</p>
      <button type="button" className="button button--primary" onClick={() => send({ type: 'OPEN_LOGIN' })} data-testid="lottery-login">
        {t('lobby.lottery.bet.login')}
      </button>
    </div>
  );
}

type TicketSubmission = ReturnType<typeof useSubmission<TicketRequest, TicketAnswer>>;

function TicketForm({ game, playType, form }: { game: LotteryGame; playType?: BetType; form: TicketSubmission }) {
  const t = useT();
  const money = useMoney();
  const sessionSend = useSessionSend();
  const { member } = useSessionView();
  const menus = useResource(loadLotteryMenus, game.area);
  // The bet type picked in the form (a form value, like the inputs' text).
  const [betType, setBetType] = useState<BetType>(playType ?? 'last2');
  const answered = useRef<unknown>(null);
  useEffect(() => {
    if (!form.result || answered.current === form.result) return;
    answered.current = form.result;
    // The header balance follows the stake that left the wallet.
    sessionSend({ type: 'REFRESH_MEMBER' });
  }, [form.result, sessionSend]);

  const config = (menus.data as LotteryMenus | null)?.betTypes.find((b) => b.betType === betType);
  const stake = (menus.data as LotteryMenus | null)?.stake;
  const symbol = member?.currencySymbol ?? '';
  const refusal = useRefusalText();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    form.submit({ gameId: game.gameId, numero: game.numero, betType, selection: String(data.get('selection') ?? '').trim(), amount: String(data.get('amount') ?? '').trim() });
  };

  return (
    <form className="lottery-ticket-form" onSubmit={submit} noValidate aria-busy={form.busy || undefined} data-testid="lottery-ticket-form">
      <SegmentedTabs
        label={t('lobby.lottery.bet.type')}
        options={BET_TYPES.map((value) => ({ value, label: t(BET_LABEL[value]) }))}
        value={betType}
        onChange={setBetType}
        testId="lottery-bet-type"
      />
      {config && <p className="lottery-odds" data-testid="lottery-odds">{t('lobby.lottery.bet.odds', { odds: config.odds })}</p>}
      {betType === 'big_small' ? (
        <fieldset className="lottery-choice" data-testid="lottery-choice">
          <legend className="field__label">{t('lobby.lottery.bet.selection')}</legend>
          {(['big', 'small'] as const).map((choice, i) => (
            <label key={choice} className="lottery-choice__option">
              <input type="radio" name="selection" value={choice} defaultChecked={i === 0} data-testid={`lottery-choice-${choice}`} />
              {t(choice === 'big' ? 'lobby.lottery.bet.big' : 'lobby.lottery.bet.small')}
            </label>
          ))}
        </fieldset>
      ) : (
        <Field
          key={betType}
          label={t('lobby.lottery.bet.selection')}
          hint={t(betType === 'last2' ? 'lobby.lottery.bet.hint2' : 'lobby.lottery.bet.hint3')}
          error={form.problem === 'badSelection2' || form.problem === 'badSelection3' ? t(`lobby.lottery.bet.${form.problem}` as MessageKey) : undefined}
          testId="lottery-selection-field"
        >
          {({ inputId, describedBy, invalid }) => (
            <TextInput
              id={inputId}
              name="selection"
              inputMode="numeric"
              maxLength={betType === 'last2' ? 2 : 3}
              autoComplete="off"
              aria-describedby={describedBy}
              invalid={invalid}
              data-testid="lottery-selection"
            />
          )}
        </Field>
      )}
      <Field
        label={t('lobby.lottery.bet.amount')}
        hint={stake ? t('lobby.lottery.bet.amountHint', { min: money(symbol, stake.min), max: money(symbol, stake.max) }) : undefined}
        error={form.problem === 'badAmount' ? t('lobby.lottery.bet.badAmount') : undefined}
        testId="lottery-amount-field"
      >
        {({ inputId, describedBy, invalid }) => (
          <TextInput id={inputId} name="amount" inputMode="decimal" autoComplete="off" aria-describedby={describedBy} invalid={invalid} placeholder="10.00" data-testid="lottery-amount" />
        )}
      </Field>
      {form.errorCode && <FormAlert testId="lottery-ticket-error">{refusal(form.errorCode, form.errorValue, symbol)}</FormAlert>}
      {form.result && !form.busy && !form.errorCode && (
        <p className="lottery-bought" role="status" data-testid="lottery-bought">
          <Icon name="check" size={16} />
          {t('lobby.lottery.bet.bought', { numero: form.result.ticket.numero, balance: money(symbol, form.result.balance) })}
        </p>
      )}
      <button type="submit" className="button button--primary button--large" disabled={form.busy || game.lockTime === 0} data-testid="lottery-buy">
        {form.busy && <Spinner label={t('lobby.lottery.bet.buying')} />}
        {t(game.lockTime === 0 ? 'lobby.lottery.closed' : form.busy ? 'lobby.lottery.bet.buying' : 'lobby.lottery.bet.buy')}
      </button>
    </form>
  );
}

function MyTickets({ gameId, loads, bought }: { gameId: string; loads: number; bought: TicketAnswer | null }) {
  const t = useT();
  const money = useMoney();
  const sessionSend = useSessionSend();
  const symbol = useSessionView().member?.currencySymbol ?? '';
  const tickets = useResource(loadMyTickets, gameId);
  const { send } = tickets;
  useReloadWith(loads, send);
  // A ticket just bought joins the list.
  const seenTicket = useRef(bought);
  useEffect(() => {
    if (!bought || seenTicket.current === bought) return;
    seenTicket.current = bought;
    send({ type: 'REFRESH' });
  }, [bought, send]);
  const items = (tickets.data as TicketPage | null)?.items ?? [];
  // A ticket settled since the last look: the payout is in the balance now.
  const settled = items.filter((i) => i.status !== 'open').length;
  const lastSettled = useRef(settled);
  useEffect(() => {
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    sessionSend({ type: 'REFRESH_MEMBER' });
  }, [settled, sessionSend]);

  return (
    <div className="lottery-tickets">
      <h3 className="lottery-side__title">{t('lobby.lottery.myTickets')}</h3>
      {items.length === 0 ? (
        <p className="is-muted" data-testid="lottery-no-tickets">
          {t('lobby.lottery.noTickets')}
        </p>
      ) : (
        <div className="lottery-table-wrap">
          <table className="lottery-table" data-testid="lottery-tickets">
            <thead>
              <tr>
                <th scope="col">{t('lobby.lottery.ticket.numero')}</th>
                <th scope="col">{t('lobby.lottery.ticket.bet')}</th>
                <th scope="col" className="is-number">
                  {t('lobby.lottery.ticket.amount')}
                </th>
                <th scope="col">{t('lobby.lottery.ticket.result')}</th>
                <th scope="col">{t('lobby.lottery.ticket.status')}</th>
                <th scope="col" className="is-number">
                  {t('lobby.lottery.ticket.payout')}
                </th>
                <th scope="col">{t('lobby.lottery.fair.title')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((ticket) => (
                <tr key={ticket.ticketId} data-testid={`lottery-ticket-${ticket.ticketId}`} data-status={ticket.status}>
                  <td>{ticket.numero}</td>
                  <td>
                    {t(BET_LABEL[ticket.betType])}: <strong>{ticket.betType === 'big_small' ? t(ticket.selection === 'big' ? 'lobby.lottery.bet.big' : 'lobby.lottery.bet.small') : ticket.selection}</strong> × {ticket.odds}
                  </td>
                  <td className="is-number">{money(symbol, ticket.amount)}</td>
                  <td>{ticket.numbers ? <Balls numbers={ticket.numbers} small testId={`lottery-ticket-numbers-${ticket.ticketId}`} /> : '—'}</td>
                  <td>
                    <span className={`lottery-status lottery-status--${ticket.status}`} data-testid={`lottery-ticket-status-${ticket.ticketId}`}>
                      {t(STATUS_LABEL[ticket.status])}
                    </span>
                  </td>
                  <td className="is-number" data-testid={`lottery-ticket-payout-${ticket.ticketId}`}>
                    {ticket.payout === null ? '—' : money(symbol, ticket.payout)}
                  </td>
                  <td>{ticket.status === 'open' ? <span className="is-muted">{t('lobby.lottery.fair.pending')}</span> : <VerifyDraw drawId={ticket.drawId} />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

/** Checks a drawn draw on the server's public route: the seed hashes to its commitment and gives the number. */
function VerifyDraw({ drawId }: { drawId: string }) {
  const t = useT();
  const check = useResource(loadDrawCheck, drawId);
  if (!check.data) return <Spinner label={t('common.loading')} />;
  return check.data.valid ? (
    <span className="lottery-status lottery-status--won" title={`${check.data.serverSeedHash}\n${check.data.serverSeed ?? ''}`} data-testid={`lottery-verified-${drawId}`}>
      <Icon name="shield" size={14} />
      {t('lobby.lottery.fair.valid')}
    </span>
  ) : (
    <span className="lottery-status lottery-status--lost">{t('lobby.lottery.fair.invalid')}</span>
  );
}
