/**
 * The locale keys of the contract words (kinds, periods, states, history events) and the
 * percent of a ratio in the viewer's language (hundredths of a percent, 2 decimals: 1.2 % =
 * 120 → "1.20%").
 */
import type { IntlShape } from 'react-intl';
import type { ContractKind, ContractPeriod, ContractState } from '../../../../schemas/agent';

export const kindKey: Record<ContractKind, string> = {
  dividend: 'agent.contracts.kind_dividend',
  dailySalary: 'agent.contracts.kind_daily_salary',
  hourlySalary: 'agent.contracts.kind_hourly_salary',
  realtimeSalary: 'agent.contracts.kind_realtime_salary',
};

export const periodKey: Record<ContractPeriod, string> = {
  realtime: 'agent.contracts.period_realtime',
  hourly: 'agent.contracts.period_hourly',
  daily: 'agent.contracts.period_daily',
  weekly: 'agent.contracts.period_weekly',
  semimonthly: 'agent.contracts.period_semimonthly',
  monthly: 'agent.contracts.period_monthly',
};

export const stateKey: Record<ContractState, string> = {
  offered: 'agent.contracts.state_offered',
  active: 'agent.contracts.state_active',
  terminationRequested: 'agent.contracts.state_termination_requested',
  rejected: 'agent.contracts.state_rejected',
  terminated: 'agent.contracts.state_terminated',
  withdrawn: 'agent.contracts.state_withdrawn',
};

const eventKeys: Record<string, string> = {
  offered: 'agent.contracts.event_offered',
  accepted: 'agent.contracts.event_accepted',
  rejected: 'agent.contracts.event_rejected',
  signed: 'agent.contracts.event_signed',
  terminationRequested: 'agent.contracts.event_termination_requested',
  terminationWithdrawn: 'agent.contracts.event_termination_withdrawn',
  terminationRefused: 'agent.contracts.event_termination_refused',
  terminated: 'agent.contracts.event_terminated',
  withdrawn: 'agent.contracts.event_withdrawn',
  superseded: 'agent.contracts.event_superseded',
};

/** A history event's words; an event this browser does not know yet shows as "changed". */
export function eventKey(event: string): string {
  return eventKeys[event] ?? 'agent.contracts.event_other';
}

export const actorKey = {
  upline: 'agent.contracts.by_upline',
  downline: 'agent.contracts.by_downline',
  system: 'agent.contracts.by_system',
} as const;

export function formatRatio(intl: IntlShape, ratio: number): string {
  return intl.formatNumber(ratio / 10_000, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}
