/** Announcements whose audience is agents. */
import { agentPaths, type AgentAnnouncement } from '../../../schemas/agent';
import { agentGet } from './agent-call';

export function fetchAgentAnnouncements(lang: string, signal?: AbortSignal): Promise<AgentAnnouncement[]> {
  return agentGet<AgentAnnouncement[]>(agentPaths.announcements, { lang }, signal);
}
