/**
 * The end of a social login (docs/decisions/016-social-login.md). The gateway's callback sends
 * the browser to /?socialLogin=<one-time code>&returnTo=<path>; on that page load this takes the
 * code out of the address at once (history.replaceState), exchanges it for the login answer,
 * reads the member info with its token (§4), opens the session and goes to returnTo (or /). A refused code goes to /login?socialError=<code>.
 * Mounted once by the app layout; renders only a status line while it works.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../../api/client';
import { fetchMemberInfo } from '../../../api/identity/login-calls';
import { setSession } from '../../../api/identity/session';
import { exchangeSocialLoginCode, safeReturnTo, socialLoginParams } from '../../../api/identity/social-login';
import { visuallyHidden } from '../../../ui/visually-hidden';

/** Codes already taken from an address (React may run an effect twice; a code is single use). */
const taken = new Set<string>();

/** Pure: the code and return path of an address, and the address without them. */
export function readCompletion(search: string): { code: string | null; returnTo: string; rest: string } {
  const params = new URLSearchParams(search);
  const code = params.get(socialLoginParams.code);
  const returnTo = safeReturnTo(params.get(socialLoginParams.returnTo));
  if (code !== null) {
    params.delete(socialLoginParams.code);
    params.delete(socialLoginParams.returnTo);
  }
  const rest = params.toString();
  return { code: code || null, returnTo, rest: rest ? `?${rest}` : '' };
}

export function SocialLoginCompletion() {
  const navigate = useNavigate();
  // Whether this page load arrived with a code (read once; the effect then removes it).
  const [arrivedWithCode] = useState(() => readCompletion(window.location.search).code !== null);
  const [finished, setFinished] = useState(false);
  useEffect(() => {
    const { code, returnTo, rest } = readCompletion(window.location.search);
    if (!code || taken.has(code)) return;
    taken.add(code);
    // The code never stays in the address bar, the history or a Referer.
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${rest}${window.location.hash}`);
    exchangeSocialLoginCode(code)
      .then(async (answer) => {
        if (!answer.token) throw new Error('social login answer without a session');
        const member = await fetchMemberInfo(answer.token);
        setSession({
          token: answer.token,
          member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type, vipLevel: member.vipLevel },
          publicState: { firstTimeLogin: answer.firstTimeLogin, imgUrl: member.imgUrl, currencySymbol: member.currencySymbol },
          location: 'member',
          balance: null,
          unreadCount: null,
        });
        navigate(returnTo, { replace: true });
      })
      .catch((error: unknown) => {
        const reason = isApiError(error) ? error.code : 'UNKNOWN';
        navigate(`/login?${socialLoginParams.error}=${encodeURIComponent(reason)}`, { replace: true });
      })
      .finally(() => setFinished(true));
  }, [navigate]);
  if (!arrivedWithCode || finished) return null;
  return (
    <p role="status" css={visuallyHidden}>
      <FormattedMessage id="login.social.completing" />
    </p>
  );
}
