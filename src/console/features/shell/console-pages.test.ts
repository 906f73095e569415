import { describe, expect, it } from 'vitest';
import { capabilityRoles, type Capability, type StaffRole } from '../../../../schemas/console';
import { pagesFor } from './console-pages';

const capabilitiesOf = (role: StaffRole): Capability[] =>
  (Object.keys(capabilityRoles) as Capability[]).filter((cap) => (capabilityRoles[cap] as readonly StaffRole[]).includes(role));

describe('console navigation', () => {
  it('shows each role only the pages its capabilities allow', () => {
    const content = ['/announcements', '/popup', '/banners', '/help', '/pages'];
    expect(pagesFor(capabilitiesOf('owner')).map((p) => p.path)).toEqual(['/modules', '/register-rules', '/status', '/merchants', ...content, '/staff', '/money', '/players', '/promotions', '/audit']);
    expect(pagesFor(capabilitiesOf('operator')).map((p) => p.path)).toEqual(['/modules', '/register-rules', '/status', '/merchants', ...content, '/players', '/promotions', '/audit']);
    expect(pagesFor(capabilitiesOf('product')).map((p) => p.path)).toEqual(['/modules', '/register-rules', '/status', '/merchants']);
    expect(pagesFor(capabilitiesOf('finance')).map((p) => p.path)).toEqual(['/money', '/promotions']);
    expect(pagesFor(capabilitiesOf('support')).map((p) => p.path)).toEqual(['/players']);
    expect(pagesFor(capabilitiesOf('content')).map((p) => p.path)).toEqual(content);
  });
});
