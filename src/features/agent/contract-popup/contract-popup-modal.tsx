/**
 * The contract pop-up's modal (§2.4: no close on an outside click, page scroll locked): the first
 * request awaiting my answer, with its terms. An offer is accepted — with a signature where the
 * kind needs one (the machine's rule: the dividend; the "I have read and sign" box) — or
 * rejected; a termination request is
 * agreed or refused. Accepting a ratio lower than one I gave a downline of the same kind brings
 * the §8 warning (agentc.contract_downline_ratio_higher) with the conflicting downlines: agree
 * sends the acceptance again with terminateConflicting (those contracts end with it, READINGS
 * #22), refuse changes nothing. Every answer refreshes the contract reads, so the next request
 * (or nothing) follows. The close button is "decide later".
 */
import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContractAnswerRequest, ContractConflict } from '../../../../schemas/agent';
import { answerContractRequest } from '../../../api/agent/contract-calls';
import { useMoneyContext } from '../../../api/agent/money-context';
import { contractsKey, type PendingContractRequest } from '../../../api/agent/pending-contracts';
import { isApiError } from '../../../api/client';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal/modal';
import { alert as alertText, errorKeyOf, muted } from '../contracts/contract-styles';
import { needsSignature } from '../contracts/contract-actions';
import { formatRatio, kindKey } from '../contracts/contract-labels';
import { ContractTermsView } from '../contracts/contract-terms-view';
import { refreshAfterWrite } from '../../../api/refresh-after-write';

interface ContractPopupModalProps {
  requests: readonly PendingContractRequest[];
  myId: string;
  onLater: () => void;
  /** An answer was taken (the contract page closes its copy of the modal then). */
  onAnswered?: () => void;
}

const body = (theme: Theme) => ({ display: 'grid', gap: theme.space.md, minWidth: 0 });
const actions = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.xs,
  justifyContent: 'flex-end',
});
const signRow = (theme: Theme) => ({
  display: 'flex',
  gap: theme.space.xs,
  alignItems: 'center',
  fontWeight: theme.fontWeight.medium,
});
const warning = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.sm,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.warning}`,
  background: theme.colors.surface,
});

/** The conflicts a refused acceptance carries (409 CONTRACT_DOWNLINE_RATIO_HIGHER), or null. */
export function conflictsOf(error: unknown): ContractConflict[] | null {
  if (!isApiError(error) || error.code !== 'CONTRACT_DOWNLINE_RATIO_HIGHER') return null;
  const value = error.value as { conflicts?: unknown } | null;
  return Array.isArray(value?.conflicts) ? (value.conflicts as ContractConflict[]) : [];
}

export default function ContractPopupModal({ requests, myId, onLater, onAnswered }: ContractPopupModalProps) {
  const intl = useIntl();
  const client = useQueryClient();
  const money = useMoneyContext();
  const ids = useId();
  const signRef = useRef<HTMLInputElement>(null);
  const request = requests[0];
  const [state, setState] = useState({
    contractId: '',
    signed: false,
    signMissing: false,
    conflicts: null as ContractConflict[] | null,
    refused: false,
  });
  const current =
    request && state.contractId === request.contract.id
      ? state
      : {
          contractId: request?.contract.id ?? '',
          signed: false,
          signMissing: false,
          conflicts: null,
          refused: false,
        };
  const answer = useMutation({
    mutationFn: (body: ContractAnswerRequest) => {
      if (!request) throw new Error('no request');
      return answerContractRequest(request.kind, body);
    },
    onSuccess: async () => {
      await refreshAfterWrite(client, contractsKey);
      onAnswered?.();
    },
    onError: (error) => {
      const conflicts = conflictsOf(error);
      if (conflicts) setState({ ...current, conflicts, refused: false });
    },
  });
  if (!request) return null;
  const { contract, kind, requestType } = request;
  const kindName = intl.formatMessage({ id: kindKey[kind] });
  const iAmUpline = contract.upline.id === myId;
  const signs = needsSignature(kind);
  const other = iAmUpline ? contract.downline.account : contract.upline.account;
  const send = (body: Omit<ContractAnswerRequest, 'contractId'>): void =>
    answer.mutate({ contractId: contract.id, ...body });
  const accept = (): void => {
    if (signs && !current.signed) {
      setState({ ...current, signMissing: true });
      signRef.current?.focus();
      return;
    }
    send({ action: 'accept', sign: true });
  };
  const failure = answer.isError && !conflictsOf(answer.error) ? errorKeyOf(answer.error) : null;
  const busy = answer.isPending;

  const footer = current.conflicts ? (
    <div css={actions}>
      <Button
        tone="quiet"
        disabled={busy}
        onClick={() => {
          answer.reset();
          setState({ ...current, conflicts: null, refused: true });
        }}
      >
        <FormattedMessage id="agentc.contracts.conflict_refuse" />
      </Button>
      <Button
        disabled={busy}
        onClick={() => send({ action: 'accept', sign: true, terminateConflicting: true })}
      >
        <FormattedMessage id="agentc.contracts.conflict_agree" />
      </Button>
    </div>
  ) : requestType === 1 ? (
    <div css={actions}>
      <Button tone="quiet" disabled={busy} onClick={() => send({ action: 'reject' })}>
        <FormattedMessage id="agentc.contracts.reject" />
      </Button>
      <Button disabled={busy} onClick={accept} data-testid="contract-accept">
        {signs ? (
          <FormattedMessage id="agentc.contracts.accept" />
        ) : (
          <FormattedMessage id="agentc.contracts.accept_plain" />
        )}
      </Button>
    </div>
  ) : (
    <div css={actions}>
      <Button tone="quiet" disabled={busy} onClick={() => send({ action: 'refuseTermination' })}>
        <FormattedMessage id="agentc.contracts.refuse_termination" />
      </Button>
      <Button disabled={busy} onClick={() => send({ action: 'agreeTermination' })}>
        <FormattedMessage id="agentc.contracts.agree_termination" />
      </Button>
    </div>
  );

  return (
    <Modal
      open
      title={intl.formatMessage({
        id:
          requestType === 1 ? 'agentc.contracts.popup_offer_title' : 'agentc.contracts.popup_termination_title',
      })}
      onClose={onLater}
      closeLabel={intl.formatMessage({ id: 'agentc.contracts.decide_later' })}
      describedBy={`${ids}-what`}
      size="lg"
      footer={footer}
    >
      <div css={body} data-testid="contract-popup" data-contract-id={contract.id} data-kind={kind}>
        <p id={`${ids}-what`} css={{ margin: 0 }}>
          {requestType === 1 ? (
            <FormattedMessage
              id="agentc.contracts.popup_offer_text"
              values={{
                upline: <bdi>{other}</bdi>,
                kind: kindName,
                ratio: formatRatio(intl, contract.ratio),
              }}
            />
          ) : (
            <FormattedMessage
              id="agentc.contracts.popup_termination_text"
              values={{ account: <bdi>{other}</bdi>, kind: kindName }}
            />
          )}
        </p>
        {requests.length > 1 && (
          <p css={muted}>
            <FormattedMessage id="agentc.contracts.popup_more" values={{ count: requests.length - 1 }} />
          </p>
        )}
        {money && <ContractTermsView contract={contract} minorDigits={money.minorDigits} />}
        {requestType === 1 && signs && !current.conflicts && (
          <div>
            <label css={signRow}>
              <input
                ref={signRef}
                type="checkbox"
                checked={current.signed}
                aria-invalid={current.signMissing && !current.signed}
                aria-describedby={current.signMissing && !current.signed ? `${ids}-sign` : undefined}
                onChange={(e) => setState({ ...current, signed: e.target.checked, signMissing: false })}
                data-testid="contract-sign"
              />
              <FormattedMessage id="agentc.contracts.sign" />
            </label>
            {current.signMissing && !current.signed && (
              <p id={`${ids}-sign`} role="alert" css={alertText}>
                <FormattedMessage id="agentc.contracts.sign_required" />
              </p>
            )}
          </div>
        )}
        {current.conflicts && (
          <div css={warning} role="alert" data-testid="contract-conflict">
            <p css={{ margin: 0 }}>
              <FormattedMessage id="agentc.contract_downline_ratio_higher" />
            </p>
            <ul css={{ margin: 0 }} aria-label={intl.formatMessage({ id: 'agentc.contracts.conflict_list' })}>
              {current.conflicts.map((c) => (
                <li key={c.contractId} data-testid="contract-conflict-item">
                  <FormattedMessage
                    id="agentc.contracts.conflict_item"
                    values={{ account: <bdi>{c.downline}</bdi>, ratio: formatRatio(intl, c.ratio) }}
                  />
                </li>
              ))}
            </ul>
          </div>
        )}
        {current.refused && (
          <p role="status" css={muted} data-testid="contract-conflict-refused">
            <FormattedMessage id="agentc.contracts.conflict_refused" />
          </p>
        )}
        {failure && (
          <p role="alert" css={alertText} data-testid="contract-popup-error">
            <FormattedMessage id={failure} />
          </p>
        )}
      </div>
    </Modal>
  );
}
