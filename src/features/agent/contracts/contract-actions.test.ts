import { describe, expect, it } from 'vitest';
import { actionsFor, needsSignature, sideOf } from './contract-actions';

describe('actions per state and side', () => {
  it('an offer: the upline withdraws it, the downline accepts or rejects', () => {
    expect(
      actionsFor({ kind: 'dividend', state: 'offered', terminationRequestedBy: null }, 'upline'),
    ).toEqual(['withdrawOffer']);
    expect(
      actionsFor({ kind: 'dividend', state: 'offered', terminationRequestedBy: null }, 'downline'),
    ).toEqual(['accept', 'reject']);
  });
  it('an active contract: either side asks to end it', () => {
    expect(
      actionsFor({ kind: 'hourlySalary', state: 'active', terminationRequestedBy: null }, 'upline'),
    ).toEqual(['requestTermination']);
    expect(
      actionsFor({ kind: 'hourlySalary', state: 'active', terminationRequestedBy: null }, 'downline'),
    ).toEqual(['requestTermination']);
  });
  it('a termination request: its requester withdraws it, the other side answers', () => {
    expect(
      actionsFor(
        { kind: 'dailySalary', state: 'terminationRequested', terminationRequestedBy: 'downline' },
        'downline',
      ),
    ).toEqual(['withdrawTermination']);
    expect(
      actionsFor(
        { kind: 'dailySalary', state: 'terminationRequested', terminationRequestedBy: 'downline' },
        'upline',
      ),
    ).toEqual(['agreeTermination', 'refuseTermination']);
  });
  it('ended contracts are history', () => {
    for (const state of ['rejected', 'terminated', 'withdrawn'] as const) {
      expect(actionsFor({ kind: 'realtimeSalary', state, terminationRequestedBy: null }, 'upline')).toEqual(
        [],
      );
      expect(actionsFor({ kind: 'realtimeSalary', state, terminationRequestedBy: null }, 'downline')).toEqual(
        [],
      );
    }
  });
  it('only the dividend is accepted with a signature', () => {
    expect(needsSignature('dividend')).toBe(true);
    expect(needsSignature('dailySalary')).toBe(false);
    expect(needsSignature('realtimeSalary')).toBe(false);
  });
  it('my side follows from my id', () => {
    expect(sideOf({ upline: { id: 'a', account: 'x' } }, 'a')).toBe('upline');
    expect(sideOf({ upline: { id: 'a', account: 'x' } }, 'b')).toBe('downline');
  });
});
