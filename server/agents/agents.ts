// The agent area (spec sections 2-4, 6; docs/agent-api.md), put together from its
// parts: contracts and options (agentContracts.ts), the team pages (agentTeam.ts)
// and settlements (agentSettlements.ts). Only agents (types 1, 2, 41, 42) use it.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiFailure } from '../http/envelope';
import { isAgentType, type AccountService, type UserRow } from '../accounts/accounts';
import { createAgentContractService } from './contracts';
import { createAgentSettlementService } from './settlements';
import { createAgentTeamService } from './team';
import type { Clock } from '../platform/clock';
import type { Idempotency } from '../platform/idempotency';
import type { InboxService } from '../centre/inbox';
import type { Ledger } from '../wallet/ledger';
import type { RecordsService } from '../wallet/records';
import type { RegistrationService } from '../accounts/registration';

/** not_agent (403) unless the account is an agent. */
export function requireAgentUser(user: UserRow): UserRow {
  if (!isAgentType(user.type)) throw new ApiFailure('not_agent');
  return user;
}

export function createAgentService(
  db: Kysely<Database>,
  deps: { clock: Clock; ledger: Ledger; idempotency: Idempotency; inbox: InboxService; accounts: AccountService; registration: RegistrationService; records: RecordsService },
) {
  const contracts = createAgentContractService(db, { clock: deps.clock });
  return {
    contracts,
    team: createAgentTeamService(db, deps),
    settlements: createAgentSettlementService(db, { ledger: deps.ledger, contracts, clock: deps.clock }),
  };
}

export type AgentService = ReturnType<typeof createAgentService>;
