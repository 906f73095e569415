/**
 * The contract calls of the browser (schemas/agent.ts, docs/decisions/039-contracts-in-the-browser.md):
 * the agent centre's list, offer, termination request, withdrawal and limits (agent calls), and
 * the downline's side — the per-kind relays (GET my pending request of a kind, POST my answer)
 * and the consolidated call whose answer carries the four request types (AGENTPOLICY3).
 */
import {
  agentPaths,
  relayPathOfKind,
  type ConsolidatedContract,
  type Contract,
  type ContractAnswerAnswer,
  type ContractAnswerRequest,
  type ContractKind,
  type ContractLimitsAnswer,
  type ContractRequestAnswer,
  type ContractsAnswer,
  type ContractsQuery,
  type OfferContractRequest,
} from '../../../schemas/agent';
import { apiRequestAt } from '../client';

function present<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`${what}: the gateway answered no value`);
  return value;
}

export async function fetchContracts(query: ContractsQuery, signal?: AbortSignal): Promise<ContractsAnswer> {
  const answer = await apiRequestAt<ContractsAnswer>(agentPaths.contracts, { query: { ...query }, signal });
  return present(answer, 'contracts');
}

export async function fetchContractLimits(signal?: AbortSignal): Promise<ContractLimitsAnswer> {
  return present(
    await apiRequestAt<ContractLimitsAnswer>(agentPaths.contractLimits, { signal }),
    'contract limits',
  );
}

/** Offers a contract to a direct downline (an open offer of the same kind is replaced). */
export async function offerContract(request: OfferContractRequest): Promise<Contract> {
  return present(
    await apiRequestAt<Contract>(agentPaths.contracts, { method: 'POST', body: request }),
    'offer',
  );
}

/** Asks to end an active contract (either side), or agrees to the other side's request when one is open. */
export async function requestTermination(id: string): Promise<Contract> {
  return present(
    await apiRequestAt<Contract>(agentPaths.contractTerminate, { method: 'POST', params: { id } }),
    'terminate',
  );
}

/** Withdraws my open offer, or my own termination request. */
export async function withdrawContract(id: string): Promise<Contract> {
  return present(
    await apiRequestAt<Contract>(agentPaths.contractWithdraw, { method: 'POST', params: { id } }),
    'withdraw',
  );
}

/** GET a per-kind relay: the request of that kind awaiting my answer. */
export async function fetchContractRequest(
  kind: ContractKind,
  signal?: AbortSignal,
): Promise<ContractRequestAnswer> {
  const answer = await apiRequestAt<ContractRequestAnswer>(relayPathOfKind[kind], { signal });
  return answer ?? { requestType: 0, contract: null };
}

/** POST a per-kind relay: my answer (accept, reject, agree or refuse a termination). */
export async function answerContractRequest(
  kind: ContractKind,
  request: ContractAnswerRequest,
): Promise<ContractAnswerAnswer> {
  return present(
    await apiRequestAt<ContractAnswerAnswer>(relayPathOfKind[kind], { method: 'POST', body: request }),
    'contract answer',
  );
}

/** GET the consolidated call; only its four request types are read here (a missing one is 0). */
export async function fetchConsolidatedRequests(signal?: AbortSignal): Promise<ConsolidatedContract> {
  const answer = await apiRequestAt<Partial<ConsolidatedContract>>(agentPaths.consolidated, { signal });
  return {
    dailysalreqtype: answer?.dailysalreqtype ?? 0,
    divtypereq: answer?.divtypereq ?? 0,
    contracthoursalreq: answer?.contracthoursalreq ?? 0,
    realtimesalreqtype: answer?.realtimesalreqtype ?? 0,
  };
}
