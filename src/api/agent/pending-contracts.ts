/**
 * What awaits my answer (§2.4 contract pop-up, §3 Consolidated contract, §6): with the brand's
 * AGENTPOLICY3 module on, one consolidated call tells which kinds have a request (1 an offer,
 * 2 a termination request) and only those kinds' relays are read for the contract; with it off,
 * the four per-kind relays are read. Trial sessions make neither call (the caller's rule, §6).
 */
import {
  consolidatedFieldOfKind,
  contractKinds,
  type Contract,
  type ContractKind,
  type ContractRequestType,
} from '../../../schemas/agent';
import { fetchConsolidatedRequests, fetchContractRequest } from './contract-calls';

export interface PendingContractRequest {
  kind: ContractKind;
  requestType: Exclude<ContractRequestType, 0>;
  contract: Contract;
}

/** The query key prefix every contract read shares: an answer or a change invalidates it whole. */
export const contractsKey = ['agent-contracts'] as const;

export function pendingRequestsKey(account: string, consolidated: boolean) {
  return [...contractsKey, 'pending', account, consolidated ? 'consolidated' : 'relays'] as const;
}

export async function fetchPendingRequests(
  consolidated: boolean,
  signal?: AbortSignal,
): Promise<PendingContractRequest[]> {
  let kinds: readonly ContractKind[] = contractKinds;
  if (consolidated) {
    const types = await fetchConsolidatedRequests(signal);
    kinds = contractKinds.filter((kind) => types[consolidatedFieldOfKind[kind]] !== 0);
  }
  const answers = await Promise.all(
    kinds.map(async (kind) => ({ kind, answer: await fetchContractRequest(kind, signal) })),
  );
  const pending: PendingContractRequest[] = [];
  for (const { kind, answer } of answers) {
    if (answer.requestType !== 0 && answer.contract)
      pending.push({ kind, requestType: answer.requestType, contract: answer.contract });
  }
  return pending;
}
