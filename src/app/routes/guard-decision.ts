/**
 * What a route's access rule decides for the current visitor (pure; §2.1, §6). Guards are UX:
 * the gateway refuses member data without a valid token on its own (READINGS #5).
 */
import type { LoginState } from '../../api/identity/session';
import type { RouteAccess } from '../paths';

export type GuardDecision = 'allow' | 'login' | 'trial' | 'not-agent';

export function guardDecision(access: RouteAccess, login: LoginState, hasToken: boolean): GuardDecision {
  switch (access) {
    case 'public':
      return 'allow';
    case 'token':
      return hasToken ? 'allow' : 'login';
    case 'member':
      if (!login.isLogin) return 'login';
      return login.isTrial ? 'trial' : 'allow';
    case 'agent':
      if (!login.isLogin) return 'login';
      if (login.isTrial) return 'trial';
      return login.isAgent ? 'allow' : 'not-agent';
  }
}
