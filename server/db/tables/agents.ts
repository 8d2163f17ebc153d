// Agents (migration 012): contract options, contracts, settlement runs and lines.
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, GeneratedBigint, CreatedAt, Timestamp, NullableTimestamp } from './columns';

export type { ContractEndReason, ContractKind, ContractStatus, DividendPeriod } from '../../shared/wire/agent';
import type { ContractEndReason, ContractKind, ContractStatus, DividendPeriod } from '../../shared/wire/agent';

export interface AgentOptionsTable {
  merchant_code: string;
  daily_salary: Generated<boolean>;
  hourly_salary: Generated<boolean>;
  realtime_salary: Generated<boolean>;
  dividend_periods: ColumnType<DividendPeriod[], DividendPeriod[] | undefined, DividendPeriod[]>;
  updated_at: CreatedAt;
}

export interface AgentContractsTable {
  id: Generated<string>;
  merchant_code: string;
  kind: ContractKind;
  upline_id: number | null;
  downline_id: number;
  status: ContractStatus;
  /** Normalised terms (server/agents/terms.ts): rates in hundredths of a percent, amounts in minor units. */
  terms: ColumnType<unknown, string, string>;
  period: DividendPeriod | null;
  offered_at: Timestamp;
  answered_at: NullableTimestamp;
  ended_at: NullableTimestamp;
  end_reason: ContractEndReason | null;
}

export interface AgentSettlementRunsTable {
  merchant_code: string;
  kind: string;
  period_key: string;
  period_start: Timestamp;
  period_end: Timestamp;
  bets: Generated<number>;
  agents: Generated<number>;
  total_minor: GeneratedBigint;
  ran_at: Timestamp;
}

export interface AgentCountedBetsTable {
  kind: string;
  bet_id: string;
  period_key: string;
}

export interface AgentSettlementsTable {
  id: Generated<string>;
  merchant_code: string;
  kind: string;
  period_key: string;
  period_start: Timestamp;
  period_end: Timestamp;
  agent_id: number;
  contract_id: string;
  base_minor: BigintColumn;
  active_members: number;
  rate: string;
  gross_minor: BigintColumn;
  downline_minor: BigintColumn;
  amount_minor: BigintColumn;
  journal_id: string;
  settled_at: Timestamp;
}
