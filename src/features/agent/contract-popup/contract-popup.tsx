/**
 * The contract pop-up's check (§2.4, §6 Member; a lazy chunk the app layout mounts after the
 * first screen, for signed-in sessions only):
 *   <ContractPopup />
 * A member or agent with an offer or a termination request awaiting their answer sees it after
 * login and on every page load until it is answered. The requests come from the consolidated
 * call when the brand's AGENTPOLICY3 module is on, from the four per-kind relays when it is off;
 * trial sessions make neither call (§6). "Decide later" hides it until the next page load or
 * login. The modal is a chunk of its own, loaded only when something awaits an answer; a failed
 * check shows nothing (the page under it is unharmed). It waits while the member is filling in a
 * form or working in another dialog (use-waits-for-visitor.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { fetchPendingRequests, pendingRequestsKey } from '../../../api/agent/pending-contracts';
import { deriveLoginState, useSession } from '../../../api/identity/session';
import { useBrand } from '../../../brand/brand-context';
import { AreaMessages } from '../area-messages';
import { lazyPart } from '../../../brand/later-messages';
import { ShownMarker, useWaitsForVisitor } from '../../../ui/modal/use-waits-for-visitor';

const ContractPopupModal = lazyPart(() => import('./contract-popup-modal'));

export function ContractPopup() {
  const session = useSession();
  const { brand, modules } = useBrand();
  const { isLogin, isTrial } = deriveLoginState(session, brand);
  const account = session.member?.account ?? null;
  const consolidated = modules.AGENTPOLICY3;
  const [later, setLater] = useState<string | null>(null);
  const asks = isLogin && !isTrial && account !== null && session.member !== null;
  const query = useQuery({
    queryKey: pendingRequestsKey(account ?? '', consolidated),
    queryFn: ({ signal }) => fetchPendingRequests(consolidated, signal),
    enabled: asks,
    staleTime: Infinity,
    retry: false,
  });
  const wants = asks && session.member !== null && later !== account && query.data !== undefined && query.data.length > 0;
  // Like the announcement popup, it waits while the member fills in a form or works in another dialog.
  const { opens, markShown } = useWaitsForVisitor(wants);
  if (!opens || !session.member || !query.data) return null;
  return (
    <Suspense fallback={null}>
      {/* Its messages are the agent area's (agentc.…), loaded with it, not with the first page. */}
      <AreaMessages quiet>
        <ContractPopupModal requests={query.data} myId={session.member.id} onLater={() => setLater(account)} />
        <ShownMarker onShown={markShown} />
      </AreaMessages>
    </Suspense>
  );
}
