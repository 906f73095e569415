import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenModules, guestsSeeLoginAt } from './first-screen';

describe('the first screen the gateway preloads', () => {
  it('names each page module as it is on disk (Vite names manifest entries by source path; a wrong name preloads nothing)', () => {
    const missing = Object.entries(firstScreenModules).filter(([, module]) => !fs.existsSync(path.resolve(module)));
    expect(missing).toEqual([]);
  });

  it('preloads no page code where a guest sees the login screen and a member the page (only the browser knows which)', () => {
    expect(Object.keys(firstScreenModules).filter((address) => guestsSeeLoginAt.includes(address))).toEqual([]);
  });

});
