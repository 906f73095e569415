/**
 * One contract on the contracts page: the other side, state, period, ratio, the terms table, the
 * history (a disclosure) and the actions my side has in its state (contract-actions.ts). Ending
 * or withdrawing asks for confirmation first; an answer that needs the downline's signature or
 * may meet the §8 higher-ratio rule opens the contract pop-up's modal for this contract.
 */
import type { Theme } from '@emotion/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Contract } from '../../../../schemas/agent';
import { requestTermination, withdrawContract } from '../../../api/agent/contract-calls';
import { contractsKey } from '../../../api/agent/pending-contracts';
import { Button } from '../../../ui/button';
import { DateTime } from '../../../ui/date-time';
import { Dialog } from '../../../ui/modal/dialog';
import { alert as alertText, card, errorKeyOf, muted } from './contract-styles';
import { actionsFor, type ContractAction, type ContractSide } from './contract-actions';
import { actorKey, eventKey, formatRatio, periodKey, stateKey } from './contract-labels';
import { ContractTermsView } from './contract-terms-view';
import { lazyPart } from '../../../brand/later-messages';
import { refreshAfterWrite } from '../../../api/refresh-after-write';

const ContractPopupModal = lazyPart(() => import('../contract-popup/contract-popup-modal'));

const head = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.sm,
  alignItems: 'baseline',
  justifyContent: 'space-between',
});
const facts = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.md,
  margin: 0,
  '& > div': { display: 'grid' },
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSize.sm },
  '& dd': { margin: 0, fontWeight: theme.fontWeight.bold },
});
const actionRow = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.xs });
const history = (theme: Theme) => ({
  '& summary': { cursor: 'pointer', color: theme.colors.text },
  '& ol': { margin: `${theme.space.xs} 0 0`, paddingInlineStart: theme.space.lg },
});

const actionKey: Record<ContractAction, string> = {
  withdrawOffer: 'agentc.contracts.withdraw_offer',
  accept: 'agentc.contracts.answer_offer',
  reject: 'agentc.contracts.answer_offer',
  requestTermination: 'agentc.contracts.request_termination',
  withdrawTermination: 'agentc.contracts.withdraw_termination',
  agreeTermination: 'agentc.contracts.answer_termination',
  refuseTermination: 'agentc.contracts.answer_termination',
};

type Confirmable = 'withdrawOffer' | 'requestTermination' | 'withdrawTermination';
const confirmKey: Record<Confirmable, string> = {
  withdrawOffer: 'agentc.contracts.confirm_withdraw_offer',
  requestTermination: 'agentc.contracts.confirm_request_termination',
  withdrawTermination: 'agentc.contracts.confirm_withdraw_termination',
};

export function ContractCard({
  contract,
  side,
  myId,
  minorDigits,
}: {
  contract: Contract;
  side: ContractSide;
  myId: string;
  minorDigits: number;
}) {
  const intl = useIntl();
  const client = useQueryClient();
  const ids = useId();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [answering, setAnswering] = useState(false);
  const change = useMutation({
    mutationFn: (action: Confirmable) =>
      action === 'requestTermination' ? requestTermination(contract.id) : withdrawContract(contract.id),
    onSettled: () => refreshAfterWrite(client, contractsKey),
  });
  // accept/reject and agree/refuse are one "answer" button each (the pop-up's modal holds both).
  const actions = [
    ...new Set(
      actionsFor(contract, side).map((a) =>
        a === 'reject' ? 'accept' : a === 'refuseTermination' ? 'agreeTermination' : a,
      ),
    ),
  ];
  const other = side === 'upline' ? contract.downline.account : contract.upline.account;
  const titleId = `${ids}-title`;

  return (
    <article
      css={card}
      aria-labelledby={titleId}
      data-testid="contract-card"
      data-contract-id={contract.id}
      data-state={contract.state}
    >
      <div css={head}>
        <h3 id={titleId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.md })}>
          <FormattedMessage
            id={side === 'upline' ? 'agentc.contracts.to_downline' : 'agentc.contracts.from_upline'}
            values={{ account: <bdi>{other}</bdi> }}
          />
        </h3>
        <span data-testid="contract-state">
          <FormattedMessage id={stateKey[contract.state]} />
        </span>
      </div>
      <dl css={facts}>
        <div>
          <dt>
            <FormattedMessage id="agentc.contracts.ratio" />
          </dt>
          <dd data-testid="contract-ratio">{formatRatio(intl, contract.ratio)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="agentc.contracts.period" />
          </dt>
          <dd>
            <FormattedMessage id={periodKey[contract.period]} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="agentc.contracts.offered_at" />
          </dt>
          <dd>
            <DateTime iso={contract.offeredAt} />
          </dd>
        </div>
        {contract.terminationRequestedBy && (
          <div>
            <dt>
              <FormattedMessage id="agentc.contracts.termination_by" />
            </dt>
            <dd>
              <FormattedMessage
                id={
                  contract.terminationRequestedBy === side
                    ? 'agentc.contracts.by_me'
                    : actorKey[contract.terminationRequestedBy]
                }
              />
            </dd>
          </div>
        )}
      </dl>
      <ContractTermsView contract={contract} minorDigits={minorDigits} />
      <details css={history}>
        <summary>
          <FormattedMessage id="agentc.contracts.history" />
        </summary>
        <ol data-testid="contract-history">
          {contract.history.map((event, index) => (
            <li key={index}>
              <DateTime iso={event.at} /> — <FormattedMessage id={eventKey(event.event)} /> (
              <FormattedMessage id={actorKey[event.by]} />)
            </li>
          ))}
        </ol>
      </details>
      {actions.length > 0 && (
        <div css={actionRow}>
          {actions.map((action) => (
            <Button
              key={action}
              tone={action === 'accept' || action === 'agreeTermination' ? 'primary' : 'quiet'}
              disabled={change.isPending}
              onClick={() =>
                action === 'accept' || action === 'agreeTermination'
                  ? setAnswering(true)
                  : setConfirming(action as Confirmable)
              }
              data-testid={`contract-action-${action}`}
            >
              <FormattedMessage id={actionKey[action]} />
            </Button>
          ))}
        </div>
      )}
      {change.isError && (
        <p role="alert" css={alertText} data-testid="contract-action-error">
          <FormattedMessage id={errorKeyOf(change.error)} />
        </p>
      )}
      {!change.isError && change.isSuccess && (
        <p role="status" css={muted}>
          <FormattedMessage id="agentc.contracts.done" />
        </p>
      )}
      {confirming && (
        <Dialog
          open
          tone="info"
          title={intl.formatMessage({ id: actionKey[confirming] })}
          message={intl.formatMessage({ id: confirmKey[confirming] }, { account: other })}
          confirmLabel={intl.formatMessage({ id: 'agentc.contracts.confirm' })}
          cancelLabel={intl.formatMessage({ id: 'agentc.contracts.cancel' })}
          closeLabel={intl.formatMessage({ id: 'modal.close' })}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            change.mutate(confirming);
            setConfirming(null);
          }}
        />
      )}
      {answering && (
        <Suspense fallback={null}>
          <ContractPopupModal
            requests={[{ kind: contract.kind, requestType: contract.state === 'offered' ? 1 : 2, contract }]}
            myId={myId}
            onLater={() => setAnswering(false)}
            onAnswered={() => setAnswering(false)}
          />
        </Suspense>
      )}
    </article>
  );
}
