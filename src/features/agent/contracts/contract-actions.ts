/**
 * What each side may do with a contract in each state (the lifecycle of machines/
 * contract.machine.ts, which the gateway enforces; the browser only offers what it allows):
 *   offered               upline: withdraw the offer          downline: accept (signing) or reject
 *   active                either side: request termination
 *   terminationRequested  the requester: withdraw the request  the other side: agree or refuse
 *   rejected, terminated, withdrawn: nothing (history).
 * Pure; the page and the pop-up map each action to its call.
 */
import type { Contract } from '../../../../schemas/agent';

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
  contract: Pick<Contract, 'state' | 'terminationRequestedBy'>,
  side: ContractSide,
): ContractAction[] {
  switch (contract.state) {
    case 'offered':
      return side === 'upline' ? ['withdrawOffer'] : ['accept', 'reject'];
    case 'active':
      return ['requestTermination'];
    case 'terminationRequested':
      return contract.terminationRequestedBy === side
        ? ['withdrawTermination']
        : ['agreeTermination', 'refuseTermination'];
    default:
      return [];
  }
}

/** The side I am on, from my member id. */
export function sideOf(contract: Pick<Contract, 'upline'>, myId: string): ContractSide {
  return contract.upline.id === myId ? 'upline' : 'downline';
}
