/**
 * The development settlement clock of one merchant (agentPaths.devSettlementClock; decision 042)
 * and the period ends the settlement check moves it to: the 5-minute window, the reporting day
 * (UTC+8, decision 033), each plus the settlement grace. Written out here, independently of the
 * gateway's settlement-periods.ts.
 */
import type { APIRequestContext } from '@playwright/test';
import { agentPaths, type DevSettlementClock } from '../../../schemas/agent';
import type { Envelope } from '../../../schemas/envelope';
import { expect } from '../support/fixtures';
import { apiBase } from './password.page';

const minute = 60_000;
const day = 24 * 60 * minute;
const zone = 8 * 60 * minute;
/** The gateway settles a period a minute after its end (decision 036); a few seconds more for the request. */
export const settledAfterMs = minute + 5_000;

/** The start of the 5-minute window holding `at` (UTC+8 shifts by a whole number of windows). */
export const windowStart = (at: number): number => Math.floor(at / (5 * minute)) * 5 * minute;
export const windowEnd = (at: number): number => windowStart(at) + 5 * minute;
/** The end of the reporting day (UTC+8) holding `at`. */
export const reportingDayEnd = (at: number): number => Math.floor((at + zone) / day) * day + day - zone;

/** The calendar day (YYYY-MM-DD) of `at` in UTC+8. */
export const reportingDate = (at: number): string => new Date(at + zone).toISOString().slice(0, 10);

export async function clockOf(request: APIRequestContext, merchant?: string): Promise<DevSettlementClock> {
  const res = await request.get(
    `${apiBase()}${agentPaths.devSettlementClock}${merchant ? `?merchant=${merchant}` : ''}`,
  );
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as Envelope<DevSettlementClock>).value as DevSettlementClock;
}

/** Moves the merchant's clock forward by `advanceMs` and settles its due periods (that merchant only). */
export async function advanceClock(
  request: APIRequestContext,
  merchant: string,
  advanceMs: number,
): Promise<DevSettlementClock> {
  const res = await request.post(`${apiBase()}${agentPaths.devSettlementClock}`, {
    data: { merchant, advanceMs, runDue: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const clock = ((await res.json()) as Envelope<DevSettlementClock>).value as DevSettlementClock;
  expect(clock.merchant).toBe(merchant);
  return clock;
}

/** Moves the merchant's clock to `at` at least (never back) and settles what is due. */
export async function clockTo(request: APIRequestContext, merchant: string, at: number): Promise<DevSettlementClock> {
  const now = Date.parse((await clockOf(request, merchant)).now);
  return advanceClock(request, merchant, Math.max(0, Math.ceil(at - now)));
}
