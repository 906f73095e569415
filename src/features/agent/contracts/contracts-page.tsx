/**
 * The agent centre's Contracts page (§6 Agent "contracts"; issue 17): one tab per kind
 * (dividend, daily salary, hourly salary, real-time salary); in each, my contracts from my
 * upline and those I offered to my direct downlines, with state, ratio, terms and history, the
 * actions my side has, and the offer form with my limit. Ratios show as percent.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  contractKinds,
  defaultPageSize,
  type ContractKind,
  type ContractLimitsAnswer,
} from '../../../../schemas/agent';
import { fetchContractLimits, fetchContracts } from '../../../api/agent/contract-calls';
import { useMoneyContext } from '../../../api/agent/money-context';
import { contractsKey } from '../../../api/agent/pending-contracts';
import { useSession } from '../../../api/identity/session';
import { TabList, TabPanel } from '../../../ui/tabs/tabs';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/content-state';
import { Pager } from '../../../ui/pager';
import { errorKeyOf, h1, h2, muted } from './contract-styles';
import { ContractCard } from './contract-card';
import { kindKey } from './contract-labels';
import { OfferForm } from './offer-form';

const page = (theme: Theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 });
const section = (theme: Theme) => ({ display: 'grid', gap: theme.space.sm, minWidth: 0 });
const panel = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  paddingTop: theme.space.md,
  minWidth: 0,
});

function ContractList({
  scope,
  kind,
  myId,
  minorDigits,
}: {
  scope: 'mine' | 'offered';
  kind: ContractKind;
  myId: string;
  minorDigits: number;
}) {
  const intl = useIntl();
  const [pageNumber, setPage] = useState(1);
  const query = useQuery({
    queryKey: [...contractsKey, 'list', scope, kind, pageNumber],
    queryFn: ({ signal }) =>
      fetchContracts({ scope, kind, page: pageNumber, pageSize: defaultPageSize }, signal),
  });
  if (query.isPending) return <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />;
  if (query.isError) {
    return (
      <ErrorState
        message={intl.formatMessage({ id: errorKeyOf(query.error) })}
        retryLabel={intl.formatMessage({ id: 'action.retry' })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const answer = query.data;
  const totalPages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  return answer.items.length === 0 ? (
    <EmptyState
      message={intl.formatMessage({
        id: scope === 'mine' ? 'agentc.contracts.none_mine' : 'agentc.contracts.none_offered',
      })}
    />
  ) : (
    <div css={section} data-testid={`contracts-${scope}`}>
      {answer.items.map((contract) => (
        <ContractCard
          key={contract.id}
          contract={contract}
          side={scope === 'mine' ? 'downline' : 'upline'}
          myId={myId}
          minorDigits={minorDigits}
        />
      ))}
      {totalPages > 1 && (
        <Pager
          page={answer.page}
          totalPages={totalPages}
          onPage={setPage}
          busy={query.isFetching}
          labels={{
            nav: intl.formatMessage({ id: 'pager.nav' }),
            previous: intl.formatMessage({ id: 'pager.previous' }),
            next: intl.formatMessage({ id: 'pager.next' }),
            status: intl.formatMessage({ id: 'pager.status' }, { page: answer.page, total: totalPages }),
          }}
        />
      )}
    </div>
  );
}

function KindPanel({
  kind,
  myId,
  minorDigits,
  limits,
}: {
  kind: ContractKind;
  myId: string;
  minorDigits: number;
  limits: ContractLimitsAnswer | undefined;
}) {
  const ids = useId();
  const limit = limits?.[kind];
  return (
    <div css={panel}>
      <section css={section} aria-labelledby={`${ids}-mine`}>
        <h2 id={`${ids}-mine`} css={h2}>
          <FormattedMessage id="agentc.contracts.mine" />
        </h2>
        <ContractList scope="mine" kind={kind} myId={myId} minorDigits={minorDigits} />
      </section>
      <section css={section} aria-labelledby={`${ids}-offered`}>
        <h2 id={`${ids}-offered`} css={h2}>
          <FormattedMessage id="agentc.contracts.offered" />
        </h2>
        {limit && limit.maxRatio > 0 && (
          <OfferForm key={kind} kind={kind} limit={limit} minorDigits={minorDigits} />
        )}
        {limit && limit.maxRatio === 0 && (
          <p css={muted} data-testid="contract-no-limit">
            <FormattedMessage id="agentc.contracts.no_limit" />
          </p>
        )}
        <ContractList scope="offered" kind={kind} myId={myId} minorDigits={minorDigits} />
      </section>
    </div>
  );
}

export function ContractsPage() {
  const intl = useIntl();
  const ids = useId();
  const session = useSession();
  const money = useMoneyContext();
  const [kind, setKind] = useState<ContractKind>('dividend');
  const limits = useQuery({
    queryKey: [...contractsKey, 'limits'],
    queryFn: ({ signal }) => fetchContractLimits(signal),
  });
  const myId = session.member?.id;
  return (
    <section css={page} aria-labelledby={`${ids}-title`} data-testid="contracts-page">
      <h1 id={`${ids}-title`} css={h1}>
        <FormattedMessage id="agentc.contracts.title" />
      </h1>
      <TabList
        label={intl.formatMessage({ id: 'agentc.contracts.kinds' })}
        items={contractKinds.map((k) => ({ id: k, label: intl.formatMessage({ id: kindKey[k] }) }))}
        selectedId={kind}
        onSelect={(id) => setKind(id as ContractKind)}
        orientation="horizontal"
        idBase={ids}
      />
      <TabPanel idBase={ids} id={kind} focusable={false}>
        {!money || !myId ? (
          <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />
        ) : (
          <KindPanel
            key={kind}
            kind={kind}
            myId={myId}
            minorDigits={money.minorDigits}
            limits={limits.data}
          />
        )}
      </TabPanel>
    </section>
  );
}
