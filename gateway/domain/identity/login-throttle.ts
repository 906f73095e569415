/**
 * Login throttles (docs/decisions/028): captcha on risk and growing waits, never a lockout.
 * Failures are counted per (account, IP) pair, per IP and per account, in the database:
 * - the captcha is asked where risk shows: 3 failures in a row of this account from this IP, or
 *   10 accounts that failed from this IP, or 5 IPs that failed on this account, in the sliding hour
 *   (the IP and account counters count a pair's first failure, so one player's typos stay one);
 * - from the 5th failure in a row of a pair, its next try waits 30 s, doubling up to 15 minutes
 *   (429 LOGIN_TOO_MANY_FAILURES with the true { retryAfterSeconds }), and nothing is checked
 *   meanwhile; another IP, or the same one after the wait, is checked as usual, so the right
 *   password always signs in somewhere.
 * Account names are counted whether or not they exist, so the counters reveal nothing.
 */
import type { ThrottleState, ThrottleSubject } from '../../db/identity/login-throttle-repository';
import type { IdentityPolicy } from './identity-policy';
import type { IdentityServices } from './identity-services';
import type { LoginContext } from './login-steps';
import { Refusal } from '../refusal';

interface Counters {
  pair: ThrottleState;
  ip: ThrottleState;
  account: ThrottleState;
}

/** One admitted password attempt: report its outcome. */
export interface LoginAttempt {
  /** Counts the failure; returns the refusal to answer (401 LOGIN_FAILED with { captcha, retryAfterSeconds? }). */
  failed(): Promise<Refusal>;
  /** The right password: the pair's run of failures ends. */
  succeeded(): Promise<void>;
}

export interface CaptchaFields {
  captchaId?: string | undefined;
  captcha?: string | undefined;
}

/** How long a pair waits after this many failures in a row (0 below policy.delayAfterFailures). */
export function loginDelayMs(policy: IdentityPolicy, failures: number): number {
  if (failures < policy.delayAfterFailures) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.delayAfterFailures));
}

function asksCaptcha(policy: IdentityPolicy, c: Counters): boolean {
  return (
    c.pair.consecutive >= policy.captchaAfterFailures ||
    c.ip.windowFailures >= policy.captchaAfterAccountsPerIp ||
    c.account.windowFailures >= policy.captchaAfterIpsPerAccount
  );
}

function waitLeftMs(policy: IdentityPolicy, pair: ThrottleState, now: number): number {
  if (!pair.lastFailureAt) return 0;
  return Math.max(0, pair.lastFailureAt.getTime() + loginDelayMs(policy, pair.consecutive) - now);
}

const waitRefusal = (captcha: boolean, ms: number) =>
  new Refusal(429, 'LOGIN_TOO_MANY_FAILURES', { captcha, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) });

/**
 * Admits a password attempt for this account name (its NFKC lower-case key) from ctx.ip, or
 * throws: 429 while the pair waits, CAPTCHA_REQUIRED / CAPTCHA_INVALID where risk shows.
 * ctx.merchant scopes the counters and the captcha: a player login's merchant, or the console's
 * scope for staff sign-in (docs/decisions/040).
 */
export async function admitLoginAttempt(id: IdentityServices, ctx: Pick<LoginContext, 'merchant' | 'ip'>, accountKey: string, answer: CaptchaFields): Promise<LoginAttempt> {
  const subjects: Record<keyof Counters, ThrottleSubject> = {
    pair: { kind: 'login-pair', subject: `${ctx.ip} ${accountKey}` },
    ip: { kind: 'login-ip', subject: ctx.ip },
    account: { kind: 'login-account', subject: accountKey },
  };
  const now = id.now();
  const read = (s: ThrottleSubject) => id.throttles.read(ctx.merchant, s, new Date(now));
  const [pair, ip, account] = await Promise.all([read(subjects.pair), read(subjects.ip), read(subjects.account)]);
  const captcha = asksCaptcha(id.policy, { pair, ip, account });
  const wait = waitLeftMs(id.policy, pair, now);
  if (wait > 0) throw waitRefusal(captcha, wait);
  if (captcha) {
    if (!answer.captchaId || !answer.captcha) throw new Refusal(400, 'CAPTCHA_REQUIRED', { captcha: true });
    if (!(await id.captcha.check(ctx.merchant, answer.captchaId, answer.captcha))) throw new Refusal(400, 'CAPTCHA_INVALID', { captcha: true });
  }
  // A waiting pair has one try when its wait ends: of requests racing for it, one is checked.
  if (loginDelayMs(id.policy, pair.consecutive) > 0 && !(await id.throttles.claimAttempt(ctx.merchant, subjects.pair, pair, new Date(now)))) {
    throw waitRefusal(true, waitLeftMs(id.policy, await read(subjects.pair), now));
  }
  return {
    async failed() {
      const at = new Date(id.now());
      const pairAfter = await id.throttles.recordFailure(ctx.merchant, subjects.pair, at);
      // The IP and account counters count accounts and IPs (a pair's first failure), not guesses.
      const [ipAfter, accountAfter] =
        pairAfter.consecutive === 1
          ? await Promise.all([id.throttles.recordFailure(ctx.merchant, subjects.ip, at), id.throttles.recordFailure(ctx.merchant, subjects.account, at)])
          : [ip, account];
      const delay = loginDelayMs(id.policy, pairAfter.consecutive);
      const captchaNext = asksCaptcha(id.policy, { pair: pairAfter, ip: ipAfter, account: accountAfter });
      return new Refusal(401, 'LOGIN_FAILED', delay > 0 ? { captcha: captchaNext, retryAfterSeconds: Math.ceil(delay / 1000) } : { captcha: captchaNext });
    },
    async succeeded() {
      if (pair.consecutive > 0) await id.throttles.reset(ctx.merchant, subjects.pair);
    },
  };
}
