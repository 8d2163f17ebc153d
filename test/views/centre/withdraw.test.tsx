// The withdraw page of the personal centre: the withdrawal rules, the payment password
// step, bank accounts, the request form with its fee preview, and the withdrawals list
// whose cards are driven by the withdrawalConfirmation machine. The first part replays
// every path of that machine's model through a card; the second renders the page with
// src/api/withdrawals replaced, as a member would use it.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, EventObject } from 'xstate';
import { msUntilDeadline, type WithdrawalConfirmationContext } from '../../../machines/withdrawalConfirmation.machine';
import { ApiError } from '../../../src/api/client';
import * as api from '../../../src/api/withdrawals';
import type { Withdrawal, WithdrawalPage, WithdrawalSettings } from '../../../src/api/withdrawals';
import { defaultMessages } from '../../../src/i18n/loadMessages';
import centreMessages from '../../../src/i18n/messages/centre/en.json';
import validationMessages from '../../../src/i18n/messages/validation/en.json';
import { errorKey } from '../../../src/i18n/useT';
import { CentreContext, type CentreApi } from '../../../src/views/centre/CentreContext';
import WithdrawPage from '../../../src/views/centre/pages/withdraw';
import { WithdrawalCard, type ConfirmationActor } from '../../../src/views/centre/withdraw/WithdrawalCard';
import { feePreview, formatTimeLeft, withdrawProblem } from '../../../src/views/centre/withdraw/withdrawRules';
import { assertionProblems } from '../../model/checks';
import { buildGraph, type ModelPath } from '../../model/graph';
import { withdrawalFixture, withdrawals as fixtures } from '../../model/models/withdrawalConfirmation.model';
import { requireEntry } from '../../model/registry';
import { runPath, type StepContext } from '../../model/runner';
import { centreMember, message, renderCentrePage } from './harness';

vi.mock('../../../src/api/withdrawals', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/withdrawals')>();
  return {
    ...real,
    fetchWithdrawalSettings: vi.fn(),
    fetchBankAccounts: vi.fn(),
    addBankAccount: vi.fn(),
    setPaymentPassword: vi.fn(),
    requestWithdrawal: vi.fn(),
    fetchWithdrawals: vi.fn(),
    fetchWithdrawal: vi.fn(),
    confirmWithdrawal: vi.fn(),
  };
});

const mocked = vi.mocked(api);
/** The signal a page's machine hands each call, so leaving the page cancels it. */
const withSignal = { signal: expect.any(AbortSignal) };
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

// ——— The card along every path of the machine ———

const entry = await requireEntry('withdrawalConfirmation');
const graph = buildGraph(entry);

function CardWrapper({ children, errors }: { children: ReactNode; errors: string[] }) {
  const centre: CentreApi = { member: centreMember, refresh: () => {}, go: () => {}, signInProviders: [] };
  return (
    <IntlProvider locale="en" messages={{ ...defaultMessages, ...centreMessages, ...validationMessages }} onError={(e) => errors.push(e.message)}>
      <MemoryRouter>
        <CentreContext.Provider value={centre}>{children}</CentreContext.Provider>
      </MemoryRouter>
    </IntlProvider>
  );
}

const contextOf = (ctx: StepContext) => ctx.snapshot.context as WithdrawalConfirmationContext;
const card = () => within(screen.getByTestId('withdrawal-card'));
const button = (testId: string) => card().getByTestId(testId) as HTMLButtonElement;

function chip(status: Withdrawal['status']) {
  expect(card().getByTestId('withdrawal-status').textContent).toBe(message(`centre.withdraw.status.${status}`));
}

function noError() {
  expect(card().queryByTestId('withdrawal-error'), 'no error is shown').toBeNull();
}

function errorShown(ctx: StepContext) {
  expect(card().getByTestId('withdrawal-error').textContent).toBe(message(errorKey(contextOf(ctx).errorCode)));
}

function waiting(ctx: StepContext, failed: boolean) {
  chip('requested');
  expect(card().getByTestId('withdrawal-requested-note').textContent).toContain(message('centre.withdraw.requested.title'));
  expect(button('withdrawal-refresh').disabled).toBe(false);
  if (failed) errorShown(ctx);
  else noError();
}

function disputed(ctx: StepContext, failed: boolean) {
  chip('disputed');
  const note = card().getByTestId('withdrawal-disputed-note').textContent;
  expect(note).toContain(message('centre.withdraw.disputed.title'));
  expect(note).toContain(`${contextOf(ctx).withdrawal.proofs.length} proof image`);
  expect(button('withdrawal-refresh').disabled).toBe(false);
  if (failed) errorShown(ctx);
  else noError();
}

/** The operator's note when the withdrawal has one (a refusal reporting the status carries none). */
function operatorNote(ctx: StepContext) {
  const { note } = contextOf(ctx).withdrawal;
  if (note) expect(card().getByTestId('withdrawal-note').textContent).toBe(note);
  else expect(card().queryByTestId('withdrawal-note')).toBeNull();
}

/**
 * The countdown shows the time left before the deadline (the card may have run a second
 * since); a deadline the browser cannot read shows none rather than a broken one.
 */
function countdown(ctx: StepContext) {
  const { withdrawal, now } = contextOf(ctx);
  const deadline = Date.parse(withdrawal.confirmDeadline ?? '');
  if (Number.isNaN(deadline)) {
    expect(card().queryByTestId('withdrawal-countdown')).toBeNull();
    return;
  }
  const shown = card().getByTestId('withdrawal-countdown').textContent ?? '';
  const left = /(?:(\d+):)?(\d+):(\d\d)/.exec(shown);
  expect(left, shown).not.toBeNull();
  const seconds = Number(left![1] ?? 0) * 3600 + Number(left![2]) * 60 + Number(left![3]);
  const expected = Math.ceil(Math.max(0, deadline - now) / 1000);
  expect(seconds).toBeLessThanOrEqual(expected);
  expect(seconds).toBeGreaterThanOrEqual(expected - 2);
}

function choosing(ctx: StepContext, failed: boolean) {
  chip('paid');
  expect(card().getByTestId('withdrawal-answer').textContent).toContain(fill(message('centre.withdraw.confirm.question'), { amount: '₦1,450.00', bank: 'Access Bank ******7890' }));
  countdown(ctx);
  expect(button('withdrawal-received').disabled).toBe(false);
  expect(button('withdrawal-received').textContent).toBe(message('centre.withdraw.confirm.received'));
  expect(button('withdrawal-not-received').disabled).toBe(false);
  expect(card().queryByTestId('withdrawal-proofs')).toBeNull();
  if (failed) errorShown(ctx);
  else noError();
}

function proofStep(count: number, refused: boolean) {
  return (ctx: StepContext) => {
    chip('paid');
    countdown(ctx);
    expect(card().queryByTestId('withdrawal-received'), 'the choice is replaced by the proof step').toBeNull();
    expect(card().queryAllByTestId('withdrawal-proof-picker-item')).toHaveLength(count);
    expect(button('withdrawal-submit-dispute').disabled).toBe(false);
    expect(button('withdrawal-cancel-dispute').disabled).toBe(false);
    const { proofProblem, errorCode } = contextOf(ctx);
    const error = card().queryByTestId('withdrawal-proof-picker-error');
    if (refused) expect(error?.textContent).toBe(message(errorKey(proofProblem ?? errorCode)));
    else expect(error, 'no refusal is shown').toBeNull();
  };
}

function closing() {
  chip('paid');
  expect(card().getByTestId('withdrawal-closing').textContent).toContain(message('centre.withdraw.closing.title'));
  expect(card().queryByTestId('withdrawal-received'), 'no answer can be given any more').toBeNull();
}

/** One assertion per reachable state key of the withdrawalConfirmation model. */
const views: Record<string, (ctx: StepContext) => void> = {
  'requested [failed=false]': (ctx) => waiting(ctx, false),
  'requested [failed=true]': (ctx) => waiting(ctx, true),
  'reloading [status="requested"]': () => {
    chip('requested');
    expect(card().getByTestId('withdrawal-requested-note')).toBeTruthy();
    expect(button('withdrawal-refresh').disabled).toBe(true);
    expect(button('withdrawal-refresh').textContent).toBe(message('centre.withdraw.checking'));
  },
  'reloading [status="disputed"]': () => {
    chip('disputed');
    expect(card().getByTestId('withdrawal-disputed-note')).toBeTruthy();
    expect(button('withdrawal-refresh').disabled).toBe(true);
  },
  'paid.choosing [failed=false]': (ctx) => choosing(ctx, false),
  'paid.choosing [failed=true]': (ctx) => choosing(ctx, true),
  'paid.confirming': () => {
    chip('paid');
    expect(button('withdrawal-received').disabled).toBe(true);
    expect(button('withdrawal-received').textContent).toBe(message('centre.withdraw.sending'));
    expect(button('withdrawal-not-received').disabled).toBe(true);
  },
  'paid.proofs [proofs=0 refused=false]': proofStep(0, false),
  'paid.proofs [proofs=0 refused=true]': proofStep(0, true),
  'paid.proofs [proofs=1 refused=false]': proofStep(1, false),
  'paid.proofs [proofs=1 refused=true]': proofStep(1, true),
  'paid.proofs [proofs=2 refused=false]': proofStep(2, false),
  'paid.proofs [proofs=2 refused=true]': proofStep(2, true),
  'paid.proofs [proofs=3 refused=false]': proofStep(3, false),
  'paid.proofs [proofs=3 refused=true]': proofStep(3, true),
  'paid.submitting': (ctx) => {
    chip('paid');
    expect(card().getAllByTestId('withdrawal-proof-picker-item')).toHaveLength(contextOf(ctx).proofs.length);
    expect(button('withdrawal-submit-dispute').disabled).toBe(true);
    expect(button('withdrawal-submit-dispute').textContent).toBe(message('centre.withdraw.sending'));
    expect(button('withdrawal-cancel-dispute').disabled).toBe(true);
  },
  closing,
  awaitingServer: closing,
  received: (ctx) => {
    chip('received');
    const note = card().getByTestId('withdrawal-received-note');
    expect(note.textContent).toContain(message(contextOf(ctx).withdrawal.resolvedAt ? 'centre.withdraw.received.resolved' : 'centre.withdraw.received.title'));
    expect(card().queryByTestId('withdrawal-received')).toBeNull();
  },
  closedAutomatically: (ctx) => {
    chip('received');
    const { withdrawal } = contextOf(ctx);
    const note = card().getByTestId('withdrawal-closed-automatically').textContent;
    expect(note).toContain(message('centre.withdraw.forced.title'));
    expect(note).toContain(`${withdrawal.confirmMinutes} minutes`);
    // A matched payout's deposit is credited to the member who paid it (spec-notes 8).
    if (withdrawal.matched) expect(card().getByTestId('withdrawal-matched-note').textContent).toBe(message('centre.withdraw.matched.credited'));
    else expect(card().queryByTestId('withdrawal-matched-note')).toBeNull();
  },
  'disputed [failed=false]': (ctx) => disputed(ctx, false),
  'disputed [failed=true]': (ctx) => disputed(ctx, true),
  refunded: (ctx) => {
    chip('refunded');
    expect(card().getByTestId('withdrawal-refunded-note').textContent).toContain(fill(message('centre.withdraw.refunded.title'), { amount: '₦1,500.00' }));
    operatorNote(ctx);
  },
  rejected: (ctx) => {
    chip('rejected');
    expect(card().getByTestId('withdrawal-rejected-note').textContent).toContain(fill(message('centre.withdraw.rejected.title'), { amount: '₦1,500.00' }));
    operatorNote(ctx);
  },
};

const VIEW_IDS: Record<string, string[]> = {
  'paid.submitting': ['WALLET-30', 'WALLET-32'],
  received: ['WALLET-31'],
  'disputed [failed=false]': ['WALLET-32'],
  closedAutomatically: ['WALLET-33'],
};

function titleOf(path: ModelPath): string {
  const own = [...path.title.matchAll(/\[([A-Z]+-\d+)\]/g)].map((m) => m[1]!);
  const ids = [...new Set([...own, ...path.steps.flatMap((s) => VIEW_IDS[s.key] ?? [])])].sort();
  const walk = path.title.replace(/^(\[[A-Z]+-\d+\])+\s*/, '');
  return `${ids.map((id) => `[${id}]`).join('')}${ids.length ? ' ' : ''}card along ${walk}`;
}

/** A png the picker takes: real bytes of the fixture's size. */
const pngLike = (size: number, name = 'receipt.png') => new File([new Uint8Array(size)], name, { type: 'image/png' });

const click = async (testId: string) => {
  await act(async () => {
    fireEvent.click(button(testId));
  });
};

describe('withdrawal card, along the withdrawalConfirmation model', () => {
  afterEach(cleanup);

  it('has a view assertion for every reachable state, and none for a state that does not exist', () => {
    expect(assertionProblems(graph, views)).toEqual([]);
  });

  for (const path of [...graph.paths, ...graph.journeys]) {
    it(titleOf(path), async () => {
      const errors: string[] = [];
      await runPath(entry, path, {
        // The file picker hands the machine real File objects, never the fixture's proofs:
        // the screen is checked here, the model's expectations by the machine's own paths.
        expectations: false,
        act: (change) => act(change),
        onStart: (actor: AnyActorRef) => {
          render(
            <CardWrapper errors={errors}>
              <WithdrawalCard actorRef={actor as ConfirmationActor} />
            </CardWrapper>,
          );
        },
        check: (ctx) => {
          const view = views[ctx.step.key];
          if (!view) throw new Error(`no view assertion for state "${ctx.step.key}"`);
          view(ctx);
          expect(errors, 'every message on screen is translated').toEqual([]);
        },
        // The member's own moves go through the card's buttons and the picker.
        drivers: {
          REFRESH: () => click('withdrawal-refresh'),
          CONFIRM_RECEIVED: () => click('withdrawal-received'),
          REPORT_NOT_RECEIVED: () => click('withdrawal-not-received'),
          SUBMIT_DISPUTE: () => click('withdrawal-submit-dispute'),
          CANCEL: () => click('withdrawal-cancel-dispute'),
          // With nothing to remove there is no button; the machine ignores the event.
          // The picker removes the proof whose button is pressed; an index no button has reaches the machine directly.
          REMOVE_PROOF: async (event: EventObject, ctx) => {
            const remove = card().queryAllByTestId('withdrawal-proof-picker-remove')[(event as EventObject & { index: number }).index];
            await act(async () => {
              if (remove) fireEvent.click(remove);
              else ctx.actor.send(event);
            });
          },
          // The picker refuses a wrong file itself and has no input once full; those reach the machine directly.
          ADD_PROOFS: async (event: EventObject, ctx) => {
            const files = (event as EventObject & { files: { name: string; type: string; size: number }[] }).files;
            const input = card().queryByTestId('withdrawal-proof-picker-input');
            const acceptable = files.every((f) => f.type === 'image/png' && f.size <= 5 * 1024 * 1024);
            await act(async () => {
              if (input && acceptable) fireEvent.change(input, { target: { files: files.map((f) => pngLike(f.size, f.name)) } });
              // As the page would have them: real files of the fixture's type, name and size (the card previews them).
              else ctx.actor.send({ ...event, files: files.map((f) => new File([new Uint8Array(f.size)], f.name, { type: f.type })) } as EventObject);
            });
          },
        },
      });
    });
  }
});

// ——— The page ———

const NG_SETTINGS: WithdrawalSettings = {
  currency: 'NGN',
  min: '1000.00',
  max: '2000000.00',
  feeBps: 100,
  feeMin: '50.00',
  dailyCount: 5,
  usedToday: 1,
  confirmMinutes: 30,
  hasPaymentPassword: true,
};

const BANK = { id: '3', bankName: 'Access Bank', accountName: 'Demo Player', accountNumber: '******7890', createdAt: '2025-03-01T08:00:00.000Z' };

const pageOf = (items: Withdrawal[], page = 1, total = items.length): WithdrawalPage => ({ items, page, pageSize: 15, total, totalPages: Math.max(1, Math.ceil(total / 15)) });

/** A payout made just now, with the usual 30 minutes to answer. */
const paidNow = (overrides: Partial<Withdrawal> = {}) =>
  withdrawalFixture({ status: 'paid', paidAt: new Date().toISOString(), confirmDeadline: new Date(Date.now() + 30 * 60_000).toISOString(), ...overrides });

function answer(settings: Partial<WithdrawalSettings> = {}, items: Withdrawal[] = [], banks = [BANK]) {
  mocked.fetchWithdrawalSettings.mockResolvedValue({ ...NG_SETTINGS, ...settings });
  mocked.fetchBankAccounts.mockResolvedValue(banks);
  mocked.fetchWithdrawals.mockResolvedValue(pageOf(items));
}

const typeInto = (testId: string, value: string) => {
  const input = screen.getByTestId(testId) as HTMLInputElement;
  fireEvent.input(input, { target: { value } });
  fireEvent.change(input, { target: { value } });
};

describe('withdraw page', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });
  afterEach(cleanup);

  it('[WALLET-15] is the centre page withdraw and shows the merchant rules: range, fee as "1% (at least ₦50.00)", today\'s count, confirmation minutes', async () => {
    answer();
    renderCentrePage(<WithdrawPage />);
    const settings = await screen.findByTestId('withdraw-settings');
    expect(screen.getByTestId('centre-page-withdraw')).toBeTruthy();
    expect(within(settings).getByTestId('withdraw-settings-limits').textContent).toContain('₦1,000.00 – ₦2,000,000.00');
    expect(within(settings).getByTestId('withdraw-settings-fee').textContent).toContain('1% (at least ₦50.00)');
    expect(within(settings).getByTestId('withdraw-settings-daily').textContent).toContain('1 of 5 used');
    expect(within(settings).getByTestId('withdraw-settings-confirm').textContent).toContain('30 minutes');
  });

  it('words other fees: a percentage alone, a fixed fee, no fee', async () => {
    answer({ feeBps: 150, feeMin: '0.00' });
    renderCentrePage(<WithdrawPage />);
    expect((await screen.findByTestId('withdraw-settings-fee')).textContent).toContain('1.5%');
    cleanup();
    answer({ feeBps: 0, feeMin: '20.00' });
    renderCentrePage(<WithdrawPage />);
    expect((await screen.findByTestId('withdraw-settings-fee')).textContent).toContain('₦20.00 per withdrawal');
    cleanup();
    answer({ feeBps: 0, feeMin: '0.00' });
    renderCentrePage(<WithdrawPage />);
    expect((await screen.findByTestId('withdraw-settings-fee')).textContent).toContain(message('centre.withdraw.fee.none'));
  });

  it('asks for a payment password first; the server\'s rule refusal is shown translated, and once set the form appears', async () => {
    answer({ hasPaymentPassword: false });
    mocked.setPaymentPassword.mockRejectedValueOnce(
      new ApiError('invalid_payment_password_format', 'bad', 400, { field: 'paymentPassword', problem: 'pattern', patternId: 'DIGITS', minLength: 6, maxLength: 6 }),
    );
    renderCentrePage(<WithdrawPage />);
    await screen.findByTestId('withdraw-password-form');
    expect(screen.queryByTestId('withdraw-form')).toBeNull();

    fireEvent.submit(screen.getByTestId('withdraw-password-form'));
    expect(await screen.findByText(message('centre.withdraw.problem.paymentPassword.required'))).toBeTruthy();
    typeInto('withdraw-paymentPassword', '12345');
    typeInto('withdraw-confirmPaymentPassword', '12346');
    fireEvent.submit(screen.getByTestId('withdraw-password-form'));
    expect(await screen.findByText(message('centre.withdraw.problem.confirmPaymentPassword.mismatch'))).toBeTruthy();
    expect(mocked.setPaymentPassword).not.toHaveBeenCalled();

    typeInto('withdraw-confirmPaymentPassword', '12345');
    fireEvent.submit(screen.getByTestId('withdraw-password-form'));
    // "Use (min)-(max) digits." with the rule's 6 and 6.
    expect(await screen.findByText('Use 6 digits.')).toBeTruthy();
    expect(mocked.setPaymentPassword).toHaveBeenCalledWith({ paymentPassword: '12345', confirmPaymentPassword: '12345' }, withSignal);

    mocked.setPaymentPassword.mockResolvedValueOnce({ set: true });
    mocked.fetchWithdrawalSettings.mockResolvedValue({ ...NG_SETTINGS, hasPaymentPassword: true });
    typeInto('withdraw-paymentPassword', '123456');
    typeInto('withdraw-confirmPaymentPassword', '123456');
    fireEvent.submit(screen.getByTestId('withdraw-password-form'));
    await screen.findByTestId('withdraw-form');
    expect(screen.queryByTestId('withdraw-password-form')).toBeNull();
  });

  it('lists bank accounts masked, checks a new one before sending, adds it and stops at five', async () => {
    answer();
    const added = { ...BANK, id: '4', bankName: 'GTBank', accountNumber: '******4321' };
    mocked.addBankAccount.mockResolvedValueOnce(added);
    renderCentrePage(<WithdrawPage />);
    await screen.findByTestId('withdraw-banks');
    expect(screen.getByTestId('withdraw-bank-number').textContent).toBe('******7890');
    fireEvent.click(screen.getByTestId('withdraw-bank-add'));

    fireEvent.submit(screen.getByTestId('withdraw-bank-form'));
    expect(await screen.findByText(message('centre.withdraw.problem.bankName.required'))).toBeTruthy();
    typeInto('withdraw-bankName', 'GTBank');
    typeInto('withdraw-accountName', 'Demo Player');
    typeInto('withdraw-accountNumber', '12-3');
    fireEvent.submit(screen.getByTestId('withdraw-bank-form'));
    expect(await screen.findByText(message('centre.withdraw.problem.accountNumber.format'))).toBeTruthy();
    expect(mocked.addBankAccount).not.toHaveBeenCalled();

    mocked.fetchBankAccounts.mockResolvedValue([BANK, added]);
    typeInto('withdraw-accountNumber', '0123 4567-4321');
    fireEvent.submit(screen.getByTestId('withdraw-bank-form'));
    await waitFor(() => expect(screen.getAllByTestId('withdraw-bank')).toHaveLength(2));
    expect(mocked.addBankAccount).toHaveBeenCalledWith({ bankName: 'GTBank', accountName: 'Demo Player', accountNumber: '012345674321' }, withSignal);
    expect(screen.queryByTestId('withdraw-bank-form')).toBeNull();
    cleanup();

    answer({}, [], [1, 2, 3, 4, 5].map((n) => ({ ...BANK, id: String(n) })));
    renderCentrePage(<WithdrawPage />);
    expect(await screen.findByTestId('withdraw-banks-full')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-bank-add')).toBeNull();
  });

  it('without a bank account the form waits for one', async () => {
    answer({}, [], []);
    renderCentrePage(<WithdrawPage />);
    expect(await screen.findByTestId('withdraw-needs-bank')).toBeTruthy();
    expect(screen.getByTestId('withdraw-bank-form')).toBeTruthy();
    expect(screen.queryByTestId('withdraw-form')).toBeNull();
  });

  it('shows the fee and the net amount as the amount is typed', async () => {
    answer();
    renderCentrePage(<WithdrawPage />);
    await screen.findByTestId('withdraw-form');
    expect(screen.getByTestId('withdraw-preview-fee').textContent).toBe('—');
    typeInto('withdraw-amount', '1500');
    expect(screen.getByTestId('withdraw-preview-fee').textContent).toBe('₦50.00');
    expect(screen.getByTestId('withdraw-preview-net').textContent).toBe('₦1,450.00');
    typeInto('withdraw-amount', '12345.67');
    // 1% of 12,345.67 is 123.4567, rounded up to the kobo.
    expect(screen.getByTestId('withdraw-preview-fee').textContent).toBe('₦123.46');
    expect(screen.getByTestId('withdraw-preview-net').textContent).toBe('₦12,222.21');
    typeInto('withdraw-amount', '12.345');
    expect(screen.getByTestId('withdraw-preview-fee').textContent).toBe('—');
  });

  it('checks the request before sending, then withdraws with a key, refreshes the header balance and shows the new withdrawal first', async () => {
    answer();
    const created = withdrawalFixture({ id: '77', amount: '1500.00' });
    mocked.requestWithdrawal.mockResolvedValueOnce(created);
    const { api: centre } = renderCentrePage(<WithdrawPage />);
    await screen.findByTestId('withdraw-form');

    typeInto('withdraw-amount', '500');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    expect(await screen.findByText('Enter an amount between ₦1,000.00 and ₦2,000,000.00.')).toBeTruthy();
    typeInto('withdraw-amount', '1500');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    expect(await screen.findByText(message('centre.withdraw.problem.password.required'))).toBeTruthy();
    expect(mocked.requestWithdrawal).not.toHaveBeenCalled();

    mocked.fetchWithdrawals.mockResolvedValue(pageOf([created]));
    typeInto('withdraw-payment-password', '123456');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    await screen.findByTestId('withdraw-success');
    expect(mocked.requestWithdrawal).toHaveBeenCalledWith({ bankAccountId: '3', amount: '1500', paymentPassword: '123456' }, expect.stringMatching(/.+/), withSignal);
    expect(centre.refresh).toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByTestId('withdrawal-card')[0]!.getAttribute('data-id')).toBe('77'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('');
  });

  it('shows the server\'s refusals: a wrong payment password with the tries left, not enough money', async () => {
    answer();
    mocked.requestWithdrawal
      .mockRejectedValueOnce(new ApiError('payment_password_incorrect', 'x', 400, { triesLeft: 3 }))
      .mockRejectedValueOnce(new ApiError('insufficient_funds', 'x', 400, { wallet: 'main', balance: '80.00' }));
    renderCentrePage(<WithdrawPage />);
    await screen.findByTestId('withdraw-form');
    typeInto('withdraw-amount', '1500');
    typeInto('withdraw-payment-password', '000000');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    expect(await screen.findByText('The payment password is incorrect. 3 tries left.')).toBeTruthy();
    typeInto('withdraw-payment-password', '123456');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    expect(await screen.findByText('Not enough money in Main wallet: its balance is ₦80.00.')).toBeTruthy();
  });

  it('[KYC] a withdrawal refused for identity checks names the level needed and leads to the verification page', async () => {
    answer();
    mocked.requestWithdrawal.mockRejectedValueOnce(new ApiError('identity_required', 'x', 403, { tier: 'basic', rule: 'anyWithdrawal', current: 'unverified' }));
    const { api: centre } = renderCentrePage(<WithdrawPage />);
    await screen.findByTestId('withdraw-form');
    typeInto('withdraw-amount', '1500');
    typeInto('withdraw-payment-password', '123456');
    fireEvent.submit(screen.getByTestId('withdraw-form'));
    const notice = await screen.findByTestId('withdraw-identity-needed');
    expect(notice.textContent).toContain('This withdrawal needs the Basic level of identity verification; yours is Not verified.');
    expect(screen.queryByTestId('withdraw-error')).toBeNull();
    fireEvent.click(within(notice).getByTestId('withdraw-identity-go'));
    expect(centre.go).toHaveBeenCalledWith('verification');
  });

  it('says when today\'s withdrawals are used up', () => {
    expect(withdrawProblem({ bankAccountId: '3', amount: '1500', paymentPassword: '1' }, { ...NG_SETTINGS, usedToday: 5 })).toBe('limitReached');
    expect(withdrawProblem({ bankAccountId: '3', amount: '1500', paymentPassword: '1' }, { ...NG_SETTINGS, min: '1.00', feeMin: '50.00' })).toBeNull();
    expect(withdrawProblem({ bankAccountId: '3', amount: '40', paymentPassword: '1' }, { ...NG_SETTINGS, min: '1.00' })).toBe('feeTooHigh');
    expect(feePreview('100000', NG_SETTINGS)).toEqual({ fee: '1000.00', net: '99000.00' });
    expect(formatTimeLeft(30 * 60_000)).toBe('30:00');
    expect(formatTimeLeft(61 * 60_000 + 500)).toBe('1:01:01');
  });

  it('pages the withdrawals 15 at a time and filters them by status', async () => {
    answer();
    mocked.fetchWithdrawals.mockResolvedValue(pageOf([withdrawalFixture()], 1, 20));
    renderCentrePage(<WithdrawPage />);
    expect((await screen.findByTestId('withdraw-page')).textContent).toBe('Page 1 of 2');
    fireEvent.click(screen.getByTestId('withdraw-next'));
    await waitFor(() => expect(mocked.fetchWithdrawals).toHaveBeenLastCalledWith({ page: 2, status: '' }, withSignal));
    fireEvent.click(screen.getByTestId('withdraw-filter-paid'));
    await waitFor(() => expect(mocked.fetchWithdrawals).toHaveBeenLastCalledWith({ page: 1, status: 'paid' }, withSignal));
    expect(screen.getByTestId('withdraw-filter-paid').getAttribute('aria-pressed')).toBe('true');
  });

  it('[WALLET-31] a paid withdrawal is confirmed received from its card; the header balance is refreshed', async () => {
    const paid = paidNow();
    answer({}, [paid]);
    mocked.confirmWithdrawal.mockResolvedValueOnce({ ...paid, status: 'received', confirmedAt: new Date().toISOString() });
    const { api: centre } = renderCentrePage(<WithdrawPage />);
    const received = await screen.findByTestId('withdrawal-received');
    expect(screen.getByTestId('withdrawal-countdown').textContent).toMatch(/Answer within (30:00|29:5\d)/);
    fireEvent.click(received);
    await screen.findByTestId('withdrawal-received-note');
    expect(mocked.confirmWithdrawal).toHaveBeenCalledWith('41', { received: true }, expect.stringMatching(/.+/), withSignal);
    expect(screen.getByTestId('withdrawal-status').textContent).toBe(message('centre.withdraw.status.received'));
    expect(centre.refresh).toHaveBeenCalled();
  });

  it('[WALLET-30][WALLET-32] not received: the report needs a proof image, then sends the images and opens a dispute', async () => {
    const paid = paidNow();
    answer({}, [paid]);
    mocked.confirmWithdrawal.mockResolvedValueOnce({ ...paid, status: 'disputed', proofs: [{ id: '9', mime: 'image/png', size: 2048, url: '/api/wallet/uploads/9' }] });
    renderCentrePage(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId('withdrawal-not-received'));
    fireEvent.click(screen.getByTestId('withdrawal-submit-dispute'));
    expect(screen.getByTestId('withdrawal-proof-picker-error').textContent).toBe(message('error.proof_required'));
    expect(mocked.confirmWithdrawal).not.toHaveBeenCalled();

    const proof = pngLike(2048);
    fireEvent.change(screen.getByTestId('withdrawal-proof-picker-input'), { target: { files: [proof] } });
    expect(screen.getAllByTestId('withdrawal-proof-picker-item')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('withdrawal-submit-dispute'));
    await screen.findByTestId('withdrawal-disputed-note');
    expect(mocked.confirmWithdrawal).toHaveBeenCalledWith('41', { received: false, proofs: [proof] }, expect.stringMatching(/.+/), withSignal);
    expect(screen.getByTestId('withdrawal-disputed-note').textContent).toContain('1 proof image');
  });

  it('[WALLET-33] an answer sent too late: the server closed it as received, and the card says so', async () => {
    answer({}, [paidNow()]);
    mocked.confirmWithdrawal.mockRejectedValueOnce(new ApiError('invalid_state', 'x', 409, { status: 'received', forced: true }));
    renderCentrePage(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId('withdrawal-received'));
    expect((await screen.findByTestId('withdrawal-closed-automatically')).textContent).toContain(message('centre.withdraw.forced.title'));
  });

  it('[WALLET-33][WALLET-34] at the deadline the card reads the withdrawal the server closed as received, and a matched payout\'s deposit is credited', async () => {
    const paid = paidNow({ matched: true, confirmDeadline: new Date(Date.now() + 300).toISOString() });
    answer({}, [paid]);
    mocked.fetchWithdrawal.mockResolvedValueOnce({ ...fixtures.forcedMatched, id: paid.id });
    const { api: centre } = renderCentrePage(<WithdrawPage />);
    await screen.findByTestId('withdrawal-received');
    const closed = await screen.findByTestId('withdrawal-closed-automatically', {}, { timeout: 3000 });
    expect(mocked.fetchWithdrawal).toHaveBeenCalledWith('41', withSignal);
    expect(closed.textContent).toContain('30 minutes');
    expect(screen.getByTestId('withdrawal-matched-note').textContent).toBe(message('centre.withdraw.matched.credited'));
    expect(centre.refresh).toHaveBeenCalled();
  });
});
