/**
 * A draft of module switches (pure): the published switches, the changes staff made, and what
 * players will see change. The parent/child rule of schemas/modules.ts holds in the draft as at
 * the gateway (MODULE_PARENT_OFF): a module can be switched on only while its parent is on in the
 * draft; switching a parent off leaves its children's switches as they are (they are off through it).
 */
import { buildModuleTree, flattenModules, moduleIds, parentOf, showsRegisterEntry, type ModuleFlags, type ModuleId } from '../../../../schemas/modules';

export type Switches = Readonly<Record<string, boolean>>;
export type Changes = Readonly<Partial<Record<ModuleId, boolean>>>;

export function switchesWith(published: Switches, changes: Changes): Record<string, boolean> {
  return { ...published, ...changes };
}

export function flagsOf(switches: Switches): ModuleFlags {
  return flattenModules(buildModuleTree(switches));
}

/** Whether the module's parent is on for players in the draft (a root has none): only then can it be switched on. */
export function parentOn(id: ModuleId, draftFlags: ModuleFlags): boolean {
  const parent = parentOf(id);
  return parent === null || draftFlags[parent];
}

/**
 * The changes after switching `id` to `on`: refused (unchanged) when switching on under an off
 * parent; a switch set back to its published value is no change.
 */
export function toggle(published: Switches, changes: Changes, id: ModuleId, on: boolean): Changes {
  if (on && !parentOn(id, flagsOf(switchesWith(published, changes)))) return changes;
  const others = Object.fromEntries(Object.entries(changes).filter(([key]) => key !== id)) as Changes;
  return (published[id] === true) === on ? others : { ...others, [id]: on };
}

export interface PlayerChange {
  /** A module players get or lose, or the register entry (header button and login links). */
  subject: ModuleId | 'registerEntry';
  on: boolean;
  /** Off (or on) because of its parent, not its own switch. */
  throughParent: boolean;
}

/** What players will see change when the draft is published, in catalogue order, the register entry first. */
export function playerChanges(published: Switches, changes: Changes): PlayerChange[] {
  const before = flagsOf(published);
  const after = flagsOf(switchesWith(published, changes));
  const out: PlayerChange[] = [];
  const entryBefore = showsRegisterEntry(before);
  const entryAfter = showsRegisterEntry(after);
  if (entryBefore !== entryAfter) out.push({ subject: 'registerEntry', on: entryAfter, throughParent: false });
  for (const id of moduleIds) {
    if (before[id] === after[id]) continue;
    out.push({ subject: id, on: after[id], throughParent: changes[id] === undefined });
  }
  return out;
}
