import { describe, expect, it } from 'vitest';
import { capabilityRoles, type Capability, type StaffRole } from '../../../../schemas/console';
import { pagesFor } from './console-pages';

const capabilitiesOf = (role: StaffRole): Capability[] =>
  (Object.keys(capabilityRoles) as Capability[]).filter((cap) => (capabilityRoles[cap] as readonly StaffRole[]).includes(role));

describe('console navigation', () => {
  it('shows each role only the pages its capabilities allow', () => {
    expect(pagesFor(capabilitiesOf('owner')).map((p) => p.path)).toEqual(['/modules', '/staff', '/audit']);
    expect(pagesFor(capabilitiesOf('operator')).map((p) => p.path)).toEqual(['/modules', '/audit']);
    expect(pagesFor(capabilitiesOf('product')).map((p) => p.path)).toEqual(['/modules']);
    expect(pagesFor(capabilitiesOf('finance'))).toEqual([]);
  });
});
