// Account types and what each may do (spec section 6), shared by the server, which gates
// routes and queries by them, and the browser, which shows the matching pages. Pure.
//
// The member answer's `type`: 0 member; 1, 2, 41, 42 agents; 4 trial (free play).

export const MEMBER_TYPE = 0;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
/** Every type an account may have, as the member answer sends it. */
export const ACCOUNT_TYPES = [MEMBER_TYPE, ...AGENT_TYPES, TRIAL_TYPE] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const isAgentType = (type: number | undefined | null): boolean => (AGENT_TYPES as readonly number[]).includes(type ?? -1);
export const isTrialType = (type: number | undefined | null): boolean => type === TRIAL_TYPE;

/** The three kinds the spec gives rights to. */
export type AccountKind = 'member' | 'agent' | 'trial';
export const accountKind = (type: number): AccountKind => (isTrialType(type) ? 'trial' : isAgentType(type) ? 'agent' : 'member');

/**
 * What each kind may do (spec section 6): a trial account is told to register a real
 * account first on gated actions (the member centre, the wallet, favourites); only agents
 * open the agent centre and transfer within their team.
 */
export const mayUseGatedActions = (type: number): boolean => !isTrialType(type);
export const mayUseAgentCentre = (type: number): boolean => isAgentType(type);
