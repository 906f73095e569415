import { describe, expect, it } from 'vitest';
import { moduleIds } from '../../../../schemas/modules';
import { playerChanges, toggle } from './module-draft';

const allOn = Object.fromEntries(moduleIds.map((id) => [id, true]));

describe('module draft', () => {
  it('refuses to switch a child on under an off parent, in the draft as at the gateway', () => {
    const published = { ...allOn, REGISTERGROUP: false, DIRECTREG3: false };
    expect(toggle(published, {}, 'DIRECTREG3', true)).toEqual({});
    const parentOn = toggle(published, {}, 'REGISTERGROUP', true);
    expect(toggle(published, parentOn, 'DIRECTREG3', true)).toEqual({ REGISTERGROUP: true, DIRECTREG3: true });
  });

  it('a switch set back to its published value is no change', () => {
    const draft = toggle(allOn, {}, 'FREEPLAY3', false);
    expect(draft).toEqual({ FREEPLAY3: false });
    expect(toggle(allOn, draft, 'FREEPLAY3', true)).toEqual({});
  });

  it('says the register button disappears when DIRECTREG3 goes off', () => {
    expect(playerChanges(allOn, { DIRECTREG3: false })).toEqual([
      { subject: 'registerEntry', on: false, throughParent: false },
      { subject: 'DIRECTREG3', on: false, throughParent: false },
    ]);
  });

  it('lists the children a parent takes off with it', () => {
    const changes = playerChanges(allOn, { LOGINGROUP: false });
    expect(changes.map((c) => [c.subject, c.on, c.throughParent])).toEqual([
      ['LOGINGROUP', false, false],
      ['MOBILEVERCODELOGIN3', false, true],
      ['PWDEXPFORCECHANGE3', false, true],
      ['LOGINIPVERF3', false, true],
      ['FREEPLAY3', false, true],
    ]);
  });
});
