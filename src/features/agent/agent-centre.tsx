/**
 * The agent centre (chunk AgentAc, §2.1 /agentHome/:page): the frame with its menu and the page
 * named in the address, under the centre's own messages. An unknown page name answers `null`
 * so the app shows its not-found page.
 */
import { lazy, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { AgentFrame } from './agent-frame';
import { agentPages } from './agent-pages';
import { AreaMessages } from './area-messages';

const lazyPages = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyPageOf(id: string): LazyExoticComponent<ComponentType> | null {
  const entry = agentPages.find((p) => p.id === id);
  if (!entry) return null;
  let page = lazyPages.get(id);
  if (!page) {
    page = lazy(entry.load);
    lazyPages.set(id, page);
  }
  return page;
}

export function isAgentPage(page: string | undefined): boolean {
  return agentPages.some((p) => p.id === page);
}

export function AgentCentre({ page }: { page: string }) {
  const Page = useMemo(() => lazyPageOf(page), [page]);
  if (!Page) return null;
  return (
    <AreaMessages>
      <AgentFrame pages={agentPages}>
        <Page />
      </AgentFrame>
    </AreaMessages>
  );
}
