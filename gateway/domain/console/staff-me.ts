/** The signed-in staff member as the console sees it: grants, merchants, capabilities. */
import { capabilityRoles, type Capability, type StaffGrant, type StaffMe, type StaffSessionAnswer } from '../../../schemas/console';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { ConsoleServices } from './console-services';
import { csrfTokenOf } from './staff-sign-in';

export function capabilitiesOf(grants: readonly StaffGrant[]): Capability[] {
  const roles = new Set(grants.map((g) => g.role));
  return (Object.keys(capabilityRoles) as Capability[]).filter((cap) => capabilityRoles[cap].some((r) => roles.has(r)));
}

export function merchantsOf(grants: readonly StaffGrant[]): string[] | null {
  if (grants.some((g) => g.merchant === null)) return null;
  return [...new Set(grants.map((g) => g.merchant ?? ''))].sort();
}

export async function staffMe(c: ConsoleServices, session: StaffSessionRecord): Promise<StaffMe> {
  const grants = await c.staff.grantsOf(session.staffId);
  return { id: session.staffId, username: session.username, grants, merchants: merchantsOf(grants), capabilities: capabilitiesOf(grants) };
}

export async function sessionAnswer(c: ConsoleServices, session: StaffSessionRecord): Promise<StaffSessionAnswer> {
  return {
    staff: await staffMe(c, session),
    csrfToken: csrfTokenOf(c, session.tokenHash),
    expiresAt: session.absoluteExpiresAt.toISOString(),
    idleExpiresAt: session.idleExpiresAt.toISOString(),
  };
}
