/**
 * GET /console/api/merchants (docs/decisions/044): the merchant picker offers exactly the
 * merchants the staff member holds a grant on — all of them for a grant on every merchant.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consolePaths, type StaffMerchantsAnswer } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, signInStaff } from '../../test-support/console-kit';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

describeEachDatabase('console merchants', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  const merchantsOf = async (grants: Parameters<typeof addStaff>[1]): Promise<string[] | undefined> => {
    const session = await signInStaff(gw.app, await addStaff(gw, grants));
    const res = await consoleCall(gw.app, session, { method: 'GET', url: consolePaths.merchants });
    expect(res.statusCode).toBe(200);
    return res.json<Envelope<StaffMerchantsAnswer>>().value?.merchants;
  };

  it('one merchant: only that one, whatever the role', async () => {
    expect(await merchantsOf([{ role: 'finance', merchant: 'aurora' }])).toEqual(['aurora']);
  });

  it('several grants: their merchants once each, sorted', async () => {
    expect(await merchantsOf([{ role: 'product', merchant: 'tigerbay' }, { role: 'support', merchant: 'aurora' }, { role: 'content', merchant: 'aurora' }])).toEqual(['aurora', 'tigerbay']);
  });

  it('every merchant: every merchant of the database', async () => {
    expect(await merchantsOf([{ role: 'operator', merchant: null }])).toEqual(['aurora', 'oasis', 'tigerbay']);
  });
});
