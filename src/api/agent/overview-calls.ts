/** The agent overview (agentTeamOverview): the team's figures for a period, with the daily trend. */
import { agentPaths, type OverviewAnswer, type PeriodQuery } from '../../../schemas/agent';
import { agentGet } from './agent-call';

export function fetchOverview(query: PeriodQuery, signal?: AbortSignal): Promise<OverviewAnswer> {
  return agentGet<OverviewAnswer>(agentPaths.overview, query, signal);
}
