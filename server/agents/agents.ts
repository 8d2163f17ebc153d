// Who may use the agent area (spec sections 2-4, 6; docs/agent-api.md): agents only
// (types 1, 2, 41, 42). Its parts are contracts.ts, team.ts and settlements.ts, built
// in server/services.ts.
import { ApiFailure } from '../http/envelope';
import { isAgentType, type UserRow } from '../accounts/accounts';

/** not_agent (403) unless the account is an agent. */
export function requireAgentUser(user: UserRow): UserRow {
  if (!isAgentType(user.type)) throw new ApiFailure('not_agent');
  return user;
}
