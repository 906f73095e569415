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
  { path: '/register-rules', label: 'console.nav.register_rules', needs: 'rules.read', merchantScoped: true },
  { path: '/status', label: 'console.nav.status', needs: 'status.read', merchantScoped: true },
  { path: '/merchants', label: 'console.nav.merchants', needs: 'merchants.read', merchantScoped: true },
  { path: '/announcements', label: 'console.nav.announcements', needs: 'content.read', merchantScoped: true },
  { path: '/popup', label: 'console.nav.popup', needs: 'content.read', merchantScoped: true },
  { path: '/banners', label: 'console.nav.banners', needs: 'content.read', merchantScoped: true },
  { path: '/help', label: 'console.nav.help', needs: 'content.read', merchantScoped: true },
  { path: '/pages', label: 'console.nav.pages', needs: 'content.read', merchantScoped: true },
  { path: '/staff', label: 'console.nav.staff', needs: 'staff.manage', merchantScoped: false },
  { path: '/money', label: 'console.nav.money', needs: 'money.read', merchantScoped: true },
  { path: '/players', label: 'console.nav.players', needs: 'players.read', merchantScoped: true },
  { path: '/promotions', label: 'console.nav.promotions', needs: 'promotions.review', merchantScoped: true },
  { path: '/audit', label: 'console.nav.audit', needs: 'audit.read', merchantScoped: false },
];

/** Pure: the pages a staff member with these capabilities may open, in navigation order. */
export function pagesFor(capabilities: readonly Capability[]): ConsolePage[] {
  return consolePages.filter((p) => capabilities.includes(p.needs));
}
