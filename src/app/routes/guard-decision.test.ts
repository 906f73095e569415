import { describe, expect, it } from 'vitest';
import { deriveLoginState, emptySession, type Session } from '../../api/identity/session';
import { routeAccess } from '../paths';
import { guardDecision } from './guard-decision';

const roles = { agentType: [1, 2, 41, 42], trialType: 4 };
const as = (type: number | null): Session =>
  type === null
    ? emptySession
    : { ...emptySession, token: 'tok', member: { id: '1', account: 'a', nickname: null, type, vipLevel: null } };
const decide = (access: Parameters<typeof guardDecision>[0], type: number | null) => {
  const session = as(type);
  return guardDecision(access, deriveLoginState(session, roles), session.token !== null);
};

describe('guardDecision (§2.1, §6)', () => {
  it('lets everyone into public routes', () => {
    for (const who of [null, 0, 1, 4]) expect(decide('public', who)).toBe('allow');
  });

  it('sends guests to /login from member, agent and lottery routes', () => {
    expect(decide('member', null)).toBe('login');
    expect(decide('agent', null)).toBe('login');
    expect(decide('token', null)).toBe('login');
  });

  it('lets members into the member centre and stops trial accounts', () => {
    expect(decide('member', 0)).toBe('allow');
    expect(decide('member', 1)).toBe('allow');
    expect(decide('member', 4)).toBe('trial');
  });

  it('lets only agent types into the agent centre', () => {
    for (const type of [1, 2, 41, 42]) expect(decide('agent', type)).toBe('allow');
    expect(decide('agent', 0)).toBe('not-agent');
    expect(decide('agent', 3)).toBe('not-agent');
    expect(decide('agent', 4)).toBe('trial');
  });

  it('opens lottery pages to any stored token', () => {
    expect(decide('token', 0)).toBe('allow');
    expect(decide('token', 4)).toBe('allow');
  });

  it('is wired to the route table as §2.1 says', () => {
    expect(routeAccess.member).toBe('member');
    expect(routeAccess.memberPage).toBe('member');
    expect(routeAccess.agentHome).toBe('agent');
    expect(routeAccess.agentPage).toBe('agent');
    for (const name of ['lottery', 'seaLottery', 'vnLottery'] as const) expect(routeAccess[name]).toBe('token');
    const guarded = Object.entries(routeAccess).filter(([, a]) => a !== 'public').map(([n]) => n).sort();
    // §2.1's guarded routes, plus issue 19's member pages (points mall, tickets, missions, live chat).
    expect(guarded).toEqual(['agentHome', 'agentPage', 'liveChat', 'lottery', 'member', 'memberPage', 'missions', 'pointMall', 'seaLottery', 'tickets', 'vnLottery']);
  });
});
