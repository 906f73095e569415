/**
 * Agent ↔ downline transfers: upline → a direct downline (agent centre), downline → its upline
 * (member centre, READINGS #23), and the member's upline for that form (404 NO_UPLINE when none).
 * Each carries a requestId the page keeps for a retry of the same form.
 */
import { agentPaths, type AgentTransferAnswer, type DownlineTransferRequest, type UplineAnswer, type UplineTransferRequest } from '../../../schemas/agent';
import { agentGet, agentSend, present } from './agent-call';

export async function transferToDownline(request: DownlineTransferRequest): Promise<AgentTransferAnswer> {
  return present(await agentSend<AgentTransferAnswer>(agentPaths.transferToDownline, { body: request }));
}

export async function transferToUpline(request: UplineTransferRequest): Promise<AgentTransferAnswer> {
  return present(await agentSend<AgentTransferAnswer>(agentPaths.transferToUpline, { body: request }));
}

export const fetchUpline = (signal?: AbortSignal) => agentGet<UplineAnswer>(agentPaths.upline, {}, signal);
