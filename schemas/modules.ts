/**
 * Whitelabel modules (§6): the server switches product features on per merchant as a tree
 * of `{ modId, enabled, children }`. A module is on only when it and every ancestor are on.
 * The catalogue below is the one tree every merchant has; which nodes are enabled lives in
 * the database (seeded from brands/<merchant>/modules.json).
 */
export interface ModuleNode {
  modId: string;
  enabled: boolean;
  children: ModuleNode[];
}

/** Catalogue: parent modId -> child modIds. Root groups end in GROUP. */
export const moduleCatalogue = {
  REGISTERGROUP: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3'],
  MOBILENUMREG3: ['MOBILENUMPASSREG3', 'REGMOBVERF3'],
  LOGINGROUP: ['MOBILEVERCODELOGIN3', 'PWDEXPFORCECHANGE3', 'LOGINIPVERF3', 'FREEPLAY3'],
  ACCOUNTGROUP: ['CHNGPASSVERIF3', 'CHECKIN3'],
  AGENTGROUP: ['AGENTPOLICY3'],
} as const satisfies Record<string, readonly string[]>;

export const moduleRoots = ['REGISTERGROUP', 'LOGINGROUP', 'ACCOUNTGROUP', 'AGENTGROUP'] as const;

type Catalogue = typeof moduleCatalogue;
export type ModuleId =
  | (typeof moduleRoots)[number]
  | Catalogue[keyof Catalogue][number];

export type ModuleFlags = Record<ModuleId, boolean>;

/** Every module id, parents before children. */
export const moduleIds: ModuleId[] = (() => {
  const out: ModuleId[] = [];
  const walk = (id: ModuleId): void => {
    out.push(id);
    const kids = (moduleCatalogue as Record<string, readonly ModuleId[]>)[id] ?? [];
    kids.forEach(walk);
  };
  moduleRoots.forEach(walk);
  return out;
})();

export function isModuleId(id: string): id is ModuleId {
  return (moduleIds as string[]).includes(id);
}

/** Parent of a module in the catalogue, or null for a root. */
export function parentOf(id: ModuleId): ModuleId | null {
  for (const [parent, kids] of Object.entries(moduleCatalogue)) {
    if ((kids as readonly string[]).includes(id)) return parent as ModuleId;
  }
  return null;
}

/** Builds the tree from per-module enabled switches (missing switches count as off). */
export function buildModuleTree(enabled: Partial<Record<string, boolean>>): ModuleNode[] {
  const node = (id: ModuleId): ModuleNode => ({
    modId: id,
    enabled: enabled[id] === true,
    children: ((moduleCatalogue as Record<string, readonly ModuleId[]>)[id] ?? []).map(node),
  });
  return moduleRoots.map(node);
}

/** Flattens a tree to flags: on only when the node and all its ancestors are enabled. Unknown ids are ignored. */
export function flattenModules(tree: readonly ModuleNode[]): ModuleFlags {
  const flags = Object.fromEntries(moduleIds.map((id) => [id, false])) as ModuleFlags;
  const walk = (nodes: readonly ModuleNode[], parentOn: boolean): void => {
    for (const n of nodes) {
      const on = parentOn && n.enabled;
      if (isModuleId(n.modId)) flags[n.modId] = on;
      walk(n.children, on);
    }
  };
  walk(tree, true);
  return flags;
}

/**
 * Whether the portal shows its Register entries (header button, login links): the register
 * button module (§6 DIRECTREG3) is on and there is a way to register (USERNAMEREG3 or
 * MOBILENUMREG3). docs/decisions/031.
 */
export function showsRegisterEntry(flags: Pick<ModuleFlags, 'DIRECTREG3' | 'USERNAMEREG3' | 'MOBILENUMREG3'>): boolean {
  return flags.DIRECTREG3 && (flags.USERNAMEREG3 || flags.MOBILENUMREG3);
}
