import { describe, expect, it } from 'vitest';
import { guestsSeeLoginAt, loginAddress } from '../../schemas/first-screen';
import { agentHref, agentPages } from '../features/agent/agent-pages';
import { guardedPageLoaders } from './route-modules';
import {
  agentPagePath,
  categoryPath,
  defaultAgentPage,
  gameListCenterPath,
  isHomePath,
  loginPath,
  memberPagePath,
  memberPages,
  paths,
  routeAccess,
  safeReturnPath,
  vendorPath,
} from './paths';

describe('paths', () => {
  it("the gateway's list of addresses where a guest sees the login screen is every member and agent page without a parameter", () => {
    const guarded = (Object.keys(paths) as (keyof typeof paths)[])
      .filter((name) => routeAccess[name] === 'member' || routeAccess[name] === 'agent')
      .map((name) => paths[name])
      .filter((path) => !path.includes(':'));
    expect([...guestsSeeLoginAt].sort()).toEqual([...guarded].sort());
    expect(paths.login).toBe(loginAddress);
    // The boot starts a member's code for each of them (route-modules.ts).
    expect(Object.keys(guardedPageLoaders).sort()).toEqual([...guestsSeeLoginAt].sort());
  });

  it('holds every route of §2.1', () => {
    const spec = [
      '/',
      '/login',
      '/register',
      '/forgotPassword',
      '/changePassword',
      '/agentHome',
      '/member',
      '/down',
      '/help',
      '/fish',
      '/join',
      '/promotions',
      '/pointMall',
      '/seamless',
      '/sponsor1',
      '/sponsor2',
      '/sponsor3',
      '/live',
      '/pvp',
      '/sports',
      '/esports',
      '/rng',
      '/lott',
      '/elott',
      '/cockfight',
      '/hot',
      '/inHouse',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
    ];
    expect(Object.values(paths)).toEqual(expect.arrayContaining(spec));
    expect(new Set(Object.values(paths)).size).toBe(Object.values(paths).length);
  });

  it('knows the home aliases', () => {
    for (const p of ['/', '/index', '/index.html', '/home']) expect(isHomePath(p)).toBe(true);
    expect(isHomePath('/homepage')).toBe(false);
  });

  it('lowercases the game list parameters', () => {
    expect(gameListCenterPath('PG', 'RNG')).toBe('/gameListCenter/pg/rng');
  });
});

describe('addresses built from the table', () => {
  it('keeps the way back on /login, only for addresses of this site', () => {
    expect(loginPath('/member/withdraw?x=1')).toBe('/login?redirect=%2Fmember%2Fwithdraw%3Fx%3D1');
    expect(loginPath('/')).toBe('/login');
    expect(loginPath()).toBe('/login');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil.example', 'member', '/login?redirect=/x', '/a\nb'])
      expect(safeReturnPath(bad), bad).toBeNull();
    expect(safeReturnPath('/vnLottery?gameCode=X#top')).toBe('/vnLottery?gameCode=X#top');
  });

  it('leads a drop-menu vendor to its game list (slots) or its filtered category page', () => {
    expect(vendorPath({ vassalage: 'PG', gameType: 'RNG' })).toBe('/gameListCenter/pg/rng');
    expect(vendorPath({ vassalage: 'EVO', gameType: 'LIVE' })).toBe('/live?vendor=EVO');
    expect(vendorPath({ vassalage: 'ORIGINALS', gameType: 'INHOUSE' })).toBe('/inHouse?vendor=ORIGINALS');
    expect(categoryPath('FISH')).toBe('/fish');
  });

  it('names the member and agent pages of §2.1', () => {
    expect(memberPages).toEqual([
      'securityCenter',
      'depositv2',
      'withdraw',
      'transactionHistory',
      'personalHistoryCopy',
      'messageV2',
      'rewardCenter',
      'profile',
      'uplineTransfer',
      'feedback',
    ]);
    expect(memberPagePath('depositv2')).toBe('/member/depositv2');
    expect(agentPagePath()).toBe('/agentHome/agentTeamOverview');
    // The agent centre's own links (src/features/agent cannot import the app) lead to the same addresses.
    expect(agentHref(defaultAgentPage)).toBe(agentPagePath());
    expect(agentHref('teamManagement', { parent: '7', q: '' })).toBe('/agentHome/teamManagement?parent=7');
    expect(agentPages.map((p) => p.page)).toContain(defaultAgentPage);
  });

  it('gives every route an access rule', () => {
    expect(Object.keys(routeAccess).sort()).toEqual(Object.keys(paths).sort());
  });
});
