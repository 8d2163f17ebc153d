// Every domain service of the app, built over one database and one clock.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { createAccountService } from './accounts';
import type { AuthDeps } from './authContext';
import { createChallengeService } from './challenges';
import { HOUR, MINUTE, systemClock, type Clock } from './clock';
import { createCodeService } from './codes';
import { createContentService } from './content';
import { createCounters } from './counters';
import { createGamesService } from './games';
import { createLoginGuard } from './loginGuard';
import { createLoginService } from './login';
import { createMediaService } from './media';
import { createOperatorService } from './operator';
import { createOutbox } from './outbox';
import { createPasswordFlows } from './passwordFlows';
import { createRegistrationService } from './registration';
import { createSessionService } from './sessions';
import { createSignupService } from './signup';
import { createSystemService } from './system';
import { createCentreService } from './centre';
import { createAgentService } from './agents';
import { createContactBindingService } from './contactBinding';
import { createDepositService } from './deposits';
import { createIdempotency, type IdempotencyHooks } from './idempotency';
import { createInboxService } from './inbox';
import { createLedger } from './ledger';
import { createLotteryService } from './lottery';
import { createPaymentPasswordService } from './paymentPassword';
import { createRecordsService } from './records';
import { createSeamlessService } from './seamless';
import { createUploadService } from './uploads';
import { createWalletService } from './wallet';
import { createWalletOperatorService } from './walletOperator';
import { createWithdrawalService } from './withdrawals';

export interface ServiceOptions {
  statusCacheMs?: number;
  clock?: Clock;
  sessionIdleMinutes?: number;
  sessionAbsoluteHours?: number;
  outboxProvider?: 'db';
  defaultPassword?: string;
  /** Test hooks of the idempotent money calls (a crash between commit and reply). */
  idempotencyHooks?: IdempotencyHooks;
}

export function createServices(db: Kysely<Database>, opts: ServiceOptions = {}) {
  const clock = opts.clock ?? systemClock;
  const system = createSystemService(db, { cacheMs: opts.statusCacheMs });
  const counters = createCounters(db, clock);
  const { outbox, sink } = createOutbox(opts.outboxProvider ?? 'db', db, clock);
  const sessions = createSessionService(db, clock, {
    idleMs: (opts.sessionIdleMinutes ?? 30) * MINUTE,
    absoluteMs: (opts.sessionAbsoluteHours ?? 12) * HOUR,
  });
  const deps: AuthDeps = {
    db,
    clock,
    system,
    accounts: createAccountService(db, clock),
    sessions,
    codes: createCodeService(db, clock, counters, outbox),
    challenges: createChallengeService(db, clock),
    counters,
    guard: createLoginGuard(counters),
    outbox,
    registration: createRegistrationService(db),
    defaultPassword: opts.defaultPassword,
  };
  const ledger = createLedger(db, clock);
  const idempotency = createIdempotency(db, clock, opts.idempotencyHooks);
  const uploads = createUploadService(db, clock);
  const inbox = createInboxService(db, clock);
  const paymentPassword = createPaymentPasswordService(db, { counters, registration: deps.registration });
  const deposits = createDepositService(db, { ledger, idempotency, uploads, inbox, clock });
  const withdrawals = createWithdrawalService(db, { ledger, idempotency, uploads, inbox, paymentPassword, deposits, clock });
  const wallet = createWalletService(db, { ledger, idempotency, inbox });
  const records = createRecordsService(db);
  return {
    clock,
    system,
    ledger,
    idempotency,
    uploads,
    inbox,
    wallet,
    deposits,
    withdrawals,
    paymentPassword,
    seamless: createSeamlessService(db, { ledger, sessions, clock }),
    lottery: createLotteryService(db, { ledger, idempotency, clock }),
    records,
    agents: createAgentService(db, { clock, ledger, idempotency, inbox, accounts: deps.accounts, registration: deps.registration, records }),
    centre: createCentreService(db, { ledger, idempotency, inbox, system, clock }),
    contacts: createContactBindingService(db, { codes: deps.codes, registration: deps.registration, accounts: deps.accounts, system }),
    walletOperator: createWalletOperatorService(db, { ledger, idempotency, inbox, deposits, withdrawals, onVendorChange: () => wallet.forgetVendors() }),
    content: createContentService(db),
    games: createGamesService(db),
    media: createMediaService(db),
    registration: deps.registration,
    accounts: deps.accounts,
    sessions,
    challenges: deps.challenges,
    codes: deps.codes,
    outbox,
    /** The built-in outbox provider's store (read by the development route). */
    outboxSink: sink,
    login: createLoginService(deps),
    signup: createSignupService(deps),
    passwords: createPasswordFlows(deps),
    // Changes made here show in this process's status answers at once.
    operator: createOperatorService(db, { onChange: () => system.invalidate(), sessions }),
  };
}

export type Services = ReturnType<typeof createServices>;
