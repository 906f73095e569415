/** Team management: a member's direct downlines (drill down), or a search in the whole subtree. */
import { agentPaths, type TeamAnswer, type TeamQuery } from '../../../schemas/agent';
import { agentGet } from './agent-call';

export function fetchTeam(query: TeamQuery, signal?: AbortSignal): Promise<TeamAnswer> {
  return agentGet<TeamAnswer>(agentPaths.team, query, signal);
}
