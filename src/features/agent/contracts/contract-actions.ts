/**
 * What each side may do with a contract in its state: the lifecycle machine's answer
 * (machines/contract.machine.ts availableActions — the same rule the gateway moves contracts by),
 * with its one "withdraw" named for what it withdraws here (my offer, or my termination request):
 *   offered               upline: withdraw the offer          downline: accept or reject
 *   active                either side: request termination
 *   terminationRequested  the requester: withdraw the request  the other side: agree or refuse
 *   rejected, terminated, withdrawn: nothing (history).
 */
import type { Contract } from '../../../../schemas/agent';
import { availableActions, signatureRequired } from '../../../../machines/contract.machine';

export type ContractSide = 'upline' | 'downline';

export type ContractAction =
  | 'withdrawOffer'
  | 'accept'
  | 'reject'
  | 'requestTermination'
  | 'withdrawTermination'
  | 'agreeTermination'
  | 'refuseTermination';

export function actionsFor(
  contract: Pick<Contract, 'kind' | 'state' | 'terminationRequestedBy'>,
  side: ContractSide,
): ContractAction[] {
  const position = {
    kind: contract.kind,
    state: contract.state,
    terminationRequestedBy: contract.terminationRequestedBy,
    signed: false,
  };
  return availableActions(position, side).map((action) =>
    action === 'withdraw' ? (contract.state === 'offered' ? 'withdrawOffer' : 'withdrawTermination') : action,
  );
}

/** The side I am on, from my member id. */
export function sideOf(contract: Pick<Contract, 'upline'>, myId: string): ContractSide {
  return contract.upline.id === myId ? 'upline' : 'downline';
}

/** Whether accepting an offer of this kind is a signature (the machine's rule: the dividend). */
export const needsSignature = (kind: Contract['kind']): boolean => signatureRequired[kind];
