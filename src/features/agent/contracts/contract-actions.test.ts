import { describe, expect, it } from 'vitest';
import { actionsFor, sideOf } from './contract-actions';

describe('actions per state and side', () => {
  it('an offer: the upline withdraws it, the downline accepts or rejects', () => {
    expect(actionsFor({ state: 'offered', terminationRequestedBy: null }, 'upline')).toEqual([
      'withdrawOffer',
    ]);
    expect(actionsFor({ state: 'offered', terminationRequestedBy: null }, 'downline')).toEqual([
      'accept',
      'reject',
    ]);
  });
  it('an active contract: either side asks to end it', () => {
    expect(actionsFor({ state: 'active', terminationRequestedBy: null }, 'upline')).toEqual([
      'requestTermination',
    ]);
    expect(actionsFor({ state: 'active', terminationRequestedBy: null }, 'downline')).toEqual([
      'requestTermination',
    ]);
  });
  it('a termination request: its requester withdraws it, the other side answers', () => {
    expect(
      actionsFor({ state: 'terminationRequested', terminationRequestedBy: 'downline' }, 'downline'),
    ).toEqual(['withdrawTermination']);
    expect(
      actionsFor({ state: 'terminationRequested', terminationRequestedBy: 'downline' }, 'upline'),
    ).toEqual(['agreeTermination', 'refuseTermination']);
  });
  it('ended contracts are history', () => {
    for (const state of ['rejected', 'terminated', 'withdrawn'] as const) {
      expect(actionsFor({ state, terminationRequestedBy: null }, 'upline')).toEqual([]);
      expect(actionsFor({ state, terminationRequestedBy: null }, 'downline')).toEqual([]);
    }
  });
  it('my side follows from my id', () => {
    expect(sideOf({ upline: { id: 'a', account: 'x' } }, 'a')).toBe('upline');
    expect(sideOf({ upline: { id: 'a', account: 'x' } }, 'b')).toBe('downline');
  });
});
