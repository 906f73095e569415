/**
 * Chunk "AgentAc" (§2.1 /agentHome/:page, docs/decisions/038-agent-centre-browser.md): the agent
 * centre's frame and the page named in the address (each page its own chunk inside the area).
 * Unknown page names render not-found.
 */
import { AgentCentre, isAgentPage } from '../../features/agent/agent-centre';
import { NotFoundPage } from '../routes/not-found-page';

export function AgentAc({ page }: { page: string | undefined }) {
  if (!page || !isAgentPage(page)) return <NotFoundPage />;
  return <AgentCentre page={page} />;
}
