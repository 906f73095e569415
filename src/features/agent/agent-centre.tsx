/**
 * The agent centre (chunk AgentAc, §2.1 /agentHome/:page): the frame with its menu and the page
 * named in the address, under the centre's own messages. An unknown page name answers `null`
 * so the app shows its not-found page.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { AgentFrame } from './agent-frame';
import { agentPages } from './agent-pages';
import { AreaMessages } from './area-messages';

/** Each page's lazy component, made once (React.lazy must not be created during render). */
const lazyPages: ReadonlyMap<string, LazyExoticComponent<ComponentType>> = new Map(agentPages.map((p) => [p.page, lazy(p.load)]));

export function isAgentPage(page: string | undefined): boolean {
  return agentPages.some((p) => p.page === page);
}

export function AgentCentre({ page }: { page: string }) {
  const Page = lazyPages.get(page);
  if (!Page) return null;
  return (
    <AreaMessages>
      <AgentFrame pages={agentPages}>
        {/* Made once at module load (lazyPages), only looked up here: not a component created during render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Page />
      </AgentFrame>
    </AreaMessages>
  );
}
