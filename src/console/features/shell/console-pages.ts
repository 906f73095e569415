/** The console's pages and the capability each needs (schemas/console.ts capabilityRoles). */
import type { Capability } from '../../../../schemas/console';

export interface ConsolePage {
  /** Path under /console. */
  path: string;
  /** Locale key of its name in the navigation. */
  label: string;
  needs: Capability;
  /** Pages about one merchant show the merchant picker. */
  merchantScoped: boolean;
}

export const consolePages: readonly ConsolePage[] = [
  { path: '/modules', label: 'console.nav.modules', needs: 'modules.read', merchantScoped: true },
  { path: '/staff', label: 'console.nav.staff', needs: 'staff.manage', merchantScoped: false },
  { path: '/audit', label: 'console.nav.audit', needs: 'audit.read', merchantScoped: false },
];

/** Pure: the pages a staff member with these capabilities may open, in navigation order. */
export function pagesFor(capabilities: readonly Capability[]): ConsolePage[] {
  return consolePages.filter((p) => capabilities.includes(p.needs));
}
