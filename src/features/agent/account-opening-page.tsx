/** Account opening: open a downline directly, and the promotion links new players register through. */
import { card } from '../../ui/page-styles';
import { AgentPageBody } from './agent-frame';
import { OpenDownlineForm } from './open-downline-form';
import { PromotionLinks } from './promotion-links';

export function AccountOpeningPage() {
  return (
    <AgentPageBody titleKey="agentc.nav_account_opening" testId="agent-account-opening">
      <section css={card}>
        <OpenDownlineForm />
      </section>
      <PromotionLinks />
    </AgentPageBody>
  );
}
