/**
 * The locale keys of the contract words (kinds, periods, states, history events) and the
 * percent of a ratio in the viewer's language (hundredths of a percent, 2 decimals: 1.2 % =
 * 120 → "1.20%").
 */
import type { IntlShape } from 'react-intl';
import type { ContractKind, ContractPeriod, ContractState } from '../../../../schemas/agent';

export const kindKey: Record<ContractKind, string> = {
  dividend: 'agentc.contracts.kind_dividend',
  dailySalary: 'agentc.contracts.kind_daily_salary',
  hourlySalary: 'agentc.contracts.kind_hourly_salary',
  realtimeSalary: 'agentc.contracts.kind_realtime_salary',
};

export const periodKey: Record<ContractPeriod, string> = {
  realtime: 'agentc.contracts.period_realtime',
  hourly: 'agentc.contracts.period_hourly',
  daily: 'agentc.contracts.period_daily',
  weekly: 'agentc.contracts.period_weekly',
  semimonthly: 'agentc.contracts.period_semimonthly',
  monthly: 'agentc.contracts.period_monthly',
};

export const stateKey: Record<ContractState, string> = {
  offered: 'agentc.contracts.state_offered',
  active: 'agentc.contracts.state_active',
  terminationRequested: 'agentc.contracts.state_termination_requested',
  rejected: 'agentc.contracts.state_rejected',
  terminated: 'agentc.contracts.state_terminated',
  withdrawn: 'agentc.contracts.state_withdrawn',
};

const eventKeys: Record<string, string> = {
  offered: 'agentc.contracts.event_offered',
  accepted: 'agentc.contracts.event_accepted',
  rejected: 'agentc.contracts.event_rejected',
  signed: 'agentc.contracts.event_signed',
  terminationRequested: 'agentc.contracts.event_termination_requested',
  terminationWithdrawn: 'agentc.contracts.event_termination_withdrawn',
  terminationRefused: 'agentc.contracts.event_termination_refused',
  terminated: 'agentc.contracts.event_terminated',
  withdrawn: 'agentc.contracts.event_withdrawn',
  superseded: 'agentc.contracts.event_superseded',
};

/** A history event's words; an event this browser does not know yet shows as "changed". */
export function eventKey(event: string): string {
  return eventKeys[event] ?? 'agentc.contracts.event_other';
}

export const actorKey = {
  upline: 'agentc.contracts.by_upline',
  downline: 'agentc.contracts.by_downline',
  system: 'agentc.contracts.by_system',
} as const;

export function formatRatio(intl: IntlShape, ratio: number): string {
  return intl.formatNumber(ratio / 10_000, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
