/**
 * Chunk "login-page" (§2.1 group LoginPage): /login. Reads the address: ?as=agent, or a return
 * path into the agent centre (the /agentHome guard's /login?redirect=/agentHome…), opens the
 * agent login (docs/decisions/014); ?redirect= is kept only when it is a same-site path.
 */
import { useSearchParams } from 'react-router-dom';
import { LoginScreen } from '../../features/login/login-screen';
import { paths, returnParam, safeReturnPath } from '../paths';

export const agentLoginParam = 'as';

export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = safeReturnPath(params.get(returnParam));
  const intoAgentCentre = redirect !== null && (redirect === paths.agentHome || redirect.startsWith(`${paths.agentHome}/`));
  const site = params.get(agentLoginParam) === 'agent' || intoAgentCentre ? 'agent' : 'member';
  return <LoginScreen site={site} redirect={redirect} />;
}
