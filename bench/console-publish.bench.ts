/**
 * Publish to player (issue 18, budgets console.publishToPlayerMsMax): the demo owner turns one
 * module switch of aurora in the console API and a player's permission call is asked every 25 ms
 * until it shows the change; the time from sending the publish to the first answer that shows it.
 * Ten changes (off and on in turn), the switch left as it was. One gateway instance here: the bench
 * starts one; two instances on PostgreSQL and on PGlite are the e2e's (console.spec.ts), bounded
 * by the config cache of 1 s (docs/decisions/040).
 */
import { apiPaths } from '../schemas/api-paths';
import { consolePaths, csrfHeader } from '../schemas/console';
import type { ModuleNode } from '../schemas/modules';
import { ownerSession } from './support/console-session';
import { budget, type Budgets, type Figure } from './support/report';

const merchant = 'aurora';
const modId = 'FREEPLAY3';
const rounds = 10;
const pollMs = 25;

function find(nodes: ModuleNode[], id: string): ModuleNode | undefined {
  for (const node of nodes) {
    if (node.modId === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
}

async function playerSees(base: string): Promise<boolean | undefined> {
  const res = await fetch(`${base}${apiPaths.permission}`, { headers: { merchant } });
  const body = (await res.json()) as { value?: { info?: { whitelabelVal?: ModuleNode[] } } };
  return find(body.value?.info?.whitelabelVal ?? [], modId)?.enabled;
}

async function publish(base: string, enabled: boolean): Promise<void> {
  const { cookie, csrf } = await ownerSession(base);
  const res = await fetch(`${base}${consolePaths.merchantModules.replace(':merchant', merchant)}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, [csrfHeader]: csrf },
    body: JSON.stringify({ changes: { [modId]: enabled } }),
  });
  if (!res.ok) throw new Error(`publish ${modId}=${enabled} failed: ${res.status} ${await res.text()}`);
}

export async function benchConsolePublish(base: string, budgets: Budgets): Promise<Figure[]> {
  const start = await playerSees(base);
  if (start === undefined) throw new Error(`${merchant} has no ${modId} in its permission answer`);
  const times: number[] = [];
  let value = start;
  try {
    for (let i = 0; i < rounds; i++) {
      value = !value;
      const sent = performance.now();
      await publish(base, value);
      while ((await playerSees(base)) !== value) {
        if (performance.now() - sent > 10_000) throw new Error(`${modId}=${value} not seen by a player within 10 s`);
        await new Promise((r) => setTimeout(r, pollMs));
      }
      times.push(performance.now() - sent);
    }
  } finally {
    if (value !== start) await publish(base, start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const worst = sorted[sorted.length - 1] ?? Number.NaN;
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return [
    {
      name: 'console publish → player sees it (worst of 10)',
      value: Math.round(worst),
      unit: 'ms',
      budget: budget(budgets, 'console', 'publishToPlayerMsMax'),
      kind: 'max',
      note: `median ${Math.round(median)} ms; one instance, ${modId} on ${merchant} switched ${rounds} times`,
    },
  ];
}
