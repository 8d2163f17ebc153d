// The composition root: every service of every domain is built here, once, over one
// database and one clock. Route plugins and jobs receive the built services; nothing else
// constructs a service.
import type { Kysely } from 'kysely';
import type { Database } from './db/schema';
import { createAccountService } from './accounts/accounts';
import type { AuthDeps } from './accounts/authContext';
import { challengeStoreFor, createChallengeService } from './accounts/challenges';
import { HOUR, MINUTE, systemClock, type Clock } from './platform/clock';
import { createCodeService } from './accounts/codes';
import { createContentService } from './content/content';
import { createCounters } from './accounts/counters';
import { createGamesService } from './lobby/games';
import { createLoginGuard, LOGIN_FAILURE_KINDS } from './accounts/loginGuard';
import { createLoginService } from './accounts/login';
import { createMediaService } from './content/media';
import { createOperatorService } from './operator/operator';
import { createOutbox, type GatewayHooks, type OutboxSettings } from './platform/outbox';
import { createDeferredWork, type DeferredFailure } from './platform/deferred';
import { createPasswordFlows } from './accounts/passwordFlows';
import { createRegistrationService } from './accounts/registration';
import { createSessionService } from './accounts/sessions';
import { createSignupService } from './accounts/signup';
import { createSignInService } from './accounts/thirdPartySignIn';
import { createProviderProtocol } from './accounts/providerProtocol';
import { createSystemService } from './system/system';
import type { Environment } from './system/signInProviders';
import { createCentreService } from './centre/centre';
import { createAgentContractService } from './agents/contracts';
import { createAgentSettlementService } from './agents/settlements';
import { createAgentTeamService } from './agents/team';
import { createInvitationService } from './agents/invitations';
import { createContactBindingService } from './accounts/contactBinding';
import { createDepositService } from './wallet/deposits';
import { createIdempotency, type IdempotencyHooks } from './platform/idempotency';
import { createInboxService } from './centre/inbox';
import { createLedger } from './wallet/ledger';
import { createLotteryService } from './lottery/lottery';
import { createPaymentPasswordService } from './accounts/paymentPassword';
import { createRecordsService } from './wallet/records';
import { createHistoryExport } from './wallet/historyExport';
import { createSeamlessService } from './wallet/seamless';
import { createUploadService } from './platform/uploads';
import { createWalletService } from './wallet/wallet';
import { createWalletOperatorService } from './wallet/walletOperator';
import { createAdjustmentApprovalService } from './wallet/adjustmentApprovals';
import { createWithdrawalService } from './wallet/withdrawals';
import { createChatService } from './chat/chat';
import { createContentPagesService } from './content/contentPages';
import { createPromotionService } from './content/promotions';
import { createPointsService } from './centre/points';
import { createHotGamesService } from './lobby/hotGames';
import { createLanesService } from './lobby/lanes';
import { createLaunchService } from './lobby/launch';
import { createLobbyService } from './lobby/lobby';
import { createHouseService } from './house/house';
import { writeAudit, type AuditEntry } from './platform/audit';
import { createStaffSessionService } from './backoffice/staffSessions';
import { createStaffService } from './backoffice/staff';
import { createStaffSignIn } from './backoffice/signIn';
import { createPlayerService } from './backoffice/players';
import { createReportService } from './backoffice/reports';
import { createIdentityReviews } from './identity/identityReviews';
import { createMemberIdentity } from './identity/memberIdentity';
import { createContentAdminService } from './content/contentAdmin';
import { createHelpAdminService } from './content/helpAdmin';
import { createPromotionsAdminService } from './content/promotionsAdmin';
import { createAgentsAdminService } from './agents/agentsAdmin';
import { createBreakService } from './protection/breaks';
import { createLimitService } from './protection/limits';
import { createSessionClockService } from './protection/sessionClock';

export interface ServiceOptions {
  statusCacheMs?: number;
  clock?: Clock;
  sessionIdleMinutes?: number;
  sessionAbsoluteHours?: number;
  /** Where SMS and e-mail go; absent: the database. */
  outbox?: OutboxSettings;
  /** An SMS gateway's waits (tests) and where its refusals are reported (the server's log). */
  gateway?: GatewayHooks;
  defaultPassword?: string;
  /** Test hooks of the idempotent money calls (a crash between commit and reply). */
  idempotencyHooks?: IdempotencyHooks;
  /** Where a failure of work done after an answer is reported (the server's log). */
  onDeferredFailure?: DeferredFailure;
  /** Where a sign-in provider's failure is reported (the server's log); the member sees sign_in_failed. */
  onProviderFailure?: (provider: string, err: unknown) => void;
  /**
   * The database is the embedded PGlite, which one process opens: the login's short-lived
   * state (bot-check answers, the failure counts it reads) is then held in this process's
   * memory. Left false (PostgreSQL, tools) it stays in the database every server shares.
   */
  embedded?: boolean;
  /** Where secrets named by configuration are read (process.env). */
  env?: Environment;
}

export function createServices(db: Kysely<Database>, opts: ServiceOptions = {}) {
  const clock = opts.clock ?? systemClock;
  const system = createSystemService(db, { cacheMs: opts.statusCacheMs, env: opts.env });
  const embedded = opts.embedded ?? false;
  const counters = createCounters(db, clock, { mirrored: embedded ? LOGIN_FAILURE_KINDS : [] });
  const { outbox, sink } = createOutbox(opts.outbox ?? { provider: 'db' }, db, clock, opts.gateway);
  // Work done after an answer, so that its time tells nothing (trust.md: no enumeration).
  const deferred = createDeferredWork(opts.onDeferredFailure);
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
    codes: createCodeService(db, clock, counters, outbox, deferred),
    challenges: createChallengeService(challengeStoreFor(db, clock, embedded)),
    counters,
    guard: createLoginGuard(counters),
    outbox,
    deferred,
    registration: createRegistrationService(db),
    defaultPassword: opts.defaultPassword,
  };
  const ledger = createLedger(db, clock);
  const idempotency = createIdempotency(db, clock, opts.idempotencyHooks);
  const uploads = createUploadService(db, clock);
  const inbox = createInboxService(db, clock);
  const paymentPassword = createPaymentPasswordService(db, { counters, registration: deps.registration });
  const limits = createLimitService(db, { clock });
  const deposits = createDepositService(db, { ledger, idempotency, uploads, inbox, clock, limits });
  const withdrawals = createWithdrawalService(db, { ledger, idempotency, uploads, inbox, paymentPassword, deposits, clock });
  const wallet = createWalletService(db, { ledger, idempotency, inbox, clock, limits });
  const records = createRecordsService(db);
  const sessionClock = createSessionClockService(db, { clock });
  const seamless = createSeamlessService(db, { ledger, sessions, clock, limits, sessionTime: sessionClock.assertWithinTime });
  const lobby = createLobbyService(db, clock);
  const agentContracts = createAgentContractService(db, { clock });
  const login = createLoginService(deps);
  const staffSessions = createStaffSessionService(db, clock);
  const signup = createSignupService(deps);
  const breaks = createBreakService(db, { sessions, clock });
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
    seamless,
    /** The back office's notices and banners (server/content/contentAdmin.ts). */
    contentAdmin: createContentAdminService(db, clock),
    /** The back office's promotions and help articles (server/content/promotionsAdmin.ts, helpAdmin.ts). */
    promotionsAdmin: createPromotionsAdminService(db),
    helpAdmin: createHelpAdminService(db),
    /** The back office's players (server/backoffice/players.ts). */
    players: createPlayerService(db, { sessions, clock, balance: (user) => wallet.balance(user) }),
    /** The back office's reports (server/backoffice/reports.ts). */
    reports: createReportService(db, { clock }),
    /** Identity checks: the member's side and risk staff's reviews (server/identity). */
    memberIdentity: createMemberIdentity(db, { uploads, clock }),
    identityReviews: createIdentityReviews(db, { uploads, inbox, sessions, clock }),
    /** The back office's staff sessions, accounts and sign-in (server/backoffice). */
    staffSessions,
    staff: createStaffService({ db, clock, staffSessions }),
    staffSignIn: createStaffSignIn({ db, clock, staffSessions, guard: deps.guard }),
    /** Operator actions taken outside a service's own transaction. */
    audit: { write: (entry: AuditEntry) => writeAudit(db, entry) },
    lobby,
    launcher: createLaunchService(db, { clock, lobby }),
    lanes: createLanesService(db),
    hotGames: createHotGamesService(db),
    house: createHouseService(db, { seamless, idempotency, clock, limits }),
    chat: createChatService(db, { clock }),
    contentPages: createContentPagesService(db, { uploads, system, clock }),
    promotions: createPromotionService(db, { ledger, idempotency, uploads, inbox, clock }),
    points: createPointsService(db, { ledger, idempotency, paymentPassword, inbox, clock }),
    lottery: createLotteryService(db, { ledger, idempotency, clock, limits }),
    records,
    historyExport: createHistoryExport(db, { clock }),
    /** The agent area (spec sections 2-4, 6; docs/agent-api.md); only agents (types 1, 2, 41, 42) use it. */
    agents: {
      contracts: agentContracts,
      team: createAgentTeamService(db, { ledger, idempotency, inbox, accounts: deps.accounts, registration: deps.registration, records }),
      invitations: createInvitationService(db),
      settlements: createAgentSettlementService(db, { ledger, contracts: agentContracts, clock }),
      /** The back office's tree and settlement runs (server/agents/agentsAdmin.ts). */
      admin: createAgentsAdminService(db),
    },
    centre: createCentreService(db, { ledger, idempotency, inbox, system, clock }),
    /** Player protection: time-outs and self-exclusions (server/protection). */
    protection: { breaks, limits, sessionClock },
    contacts: createContactBindingService(db, { codes: deps.codes, registration: deps.registration, accounts: deps.accounts, system }),
    /** Adjustments waiting for a second member of staff (server/wallet/adjustmentApprovals.ts). */
    adjustmentApprovals: createAdjustmentApprovalService(db, { ledger, inbox, clock }),
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
    deferred,
    /** The built-in outbox provider's store (read by the development route), once the messages under way are written. */
    outboxSink: { list: async (...args: Parameters<typeof sink.list>) => (await deferred.settled(), sink.list(...args)) },
    login,
    signup,
    signIn: createSignInService({ ...deps, login, signup, protocol: createProviderProtocol(), onProviderFailure: opts.onProviderFailure }),
    passwords: createPasswordFlows(deps),
    // Changes made here show in this process's status answers at once.
    operator: createOperatorService(db, { onChange: () => system.invalidate(), sessions, env: opts.env }),
  };
}

export type Services = ReturnType<typeof createServices>;
