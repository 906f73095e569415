/**
 * The support desk of one merchant (owner, operator, support; docs/decisions/047): search members
 * by account, e-mail or phone prefix, open one (its id in the address, ?member=<id>) to see the
 * profile, ledger and login history and to act on the account.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import { useMerchants } from '../../api/console-queries';
import { usePlayerSearch } from '../../api/money-queries';
import { button, field, heading, input, label, page, panel, row, secondaryButton, table } from '../../ui/console-styles';
import { Empty, Failed, Loading } from '../../ui/states';
import { Pager } from '../money/pager';
import { PlayerDetail } from './player-detail';

export function PlayersPage({ session }: { session: StaffSessionAnswer }) {
  const { merchant } = useParams<{ merchant?: string }>();
  const merchants = useMerchants();
  if (!merchant) {
    if (merchants.isPending) return <Loading />;
    if (merchants.isError) return <Failed error={merchants.error} onRetry={() => void merchants.refetch()} />;
    const first = merchants.data.merchants[0];
    return first ? <Navigate to={`/players/${encodeURIComponent(first)}`} replace /> : <Empty id="console.no_merchants" />;
  }
  return <MerchantPlayers key={merchant} merchant={merchant} session={session} />;
}

function MerchantPlayers({ merchant, session }: { merchant: string; session: StaffSessionAnswer }) {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const member = params.get('member');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const results = usePlayerSearch(merchant, q, cursor);
  const onSearch = (e: FormEvent): void => {
    e.preventDefault();
    setCursor(undefined);
    setQ(typed.trim());
  };
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id="console.players.title" values={{ merchant }} />
      </h1>
      <section css={panel} aria-labelledby="players-search-title">
        <h2 id="players-search-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
          <FormattedMessage id="console.players.search" />
        </h2>
        <form role="search" onSubmit={onSearch} css={row}>
          <div css={field}>
            <label htmlFor={id} css={label}>
              <FormattedMessage id="console.players.query" />
            </label>
            <input id={id} css={input} type="search" maxLength={64} value={typed} onChange={(e) => setTyped(e.target.value)} aria-describedby={`${id}-hint`} />
            <span id={`${id}-hint`} css={{ fontSize: '0.875rem' }}>
              <FormattedMessage id="console.players.query_hint" />
            </span>
          </div>
          <button type="submit" css={button} disabled={typed.trim() === ''}>
            <FormattedMessage id="console.players.search_submit" />
          </button>
        </form>
        {q && results.isPending ? <Loading /> : null}
        {results.isError ? <Failed error={results.error} onRetry={() => void results.refetch()} /> : null}
        {q && results.data?.items.length === 0 ? <Empty id="console.players.none" /> : null}
        {q && results.data && results.data.items.length > 0 ? (
          <div css={{ overflowX: 'auto', marginTop: '0.75rem' }}>
            <table css={table} aria-labelledby="players-search-title">
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id="console.players.account" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.players.email" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.players.phone" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.players.state" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.players.joined" />
                  </th>
                  <th scope="col">
                    <FormattedMessage id="console.money.actions" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {results.data.items.map((p) => (
                  <tr key={p.memberId} data-testid="player-row">
                    <th scope="row">{p.account}</th>
                    <td>{p.email ?? '—'}</td>
                    <td>{p.mobile ?? '—'}</td>
                    <td>
                      <FormattedMessage id={p.locked ? 'console.players.locked' : 'console.players.active'} />
                    </td>
                    <td>
                      <FormattedDate value={p.createdAt} dateStyle="medium" />
                    </td>
                    <td>
                      <button type="button" css={secondaryButton} aria-pressed={member === p.memberId} onClick={() => setParams({ member: p.memberId })}>
                        <FormattedMessage id="console.players.open" values={{ name: p.account }} />
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {q && results.data ? <Pager label={intl.formatMessage({ id: 'console.players.search' })} cursor={cursor} nextCursor={results.data.nextCursor} onCursor={setCursor} /> : null}
      </section>
      {member ? <PlayerDetail key={member} merchant={merchant} memberId={member} session={session} /> : null}
    </div>
  );
}
