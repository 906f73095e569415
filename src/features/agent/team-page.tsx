/**
 * Team management: my direct downlines, drilling down into any downline's own team (breadcrumb
 * back up), a search over my whole subtree, paging. Each row: account, level, team size, last
 * login, balance (direct downlines only, decision 033 — "—" deeper), contract ratio of each kind,
 * and actions (its team, its betting, a transfer to a direct downline). The level, search and
 * page live in the address, so Back walks up the tree.
 */
import type { Theme } from '@emotion/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { contractKinds, defaultPageSize, type TeamAnswer, type TeamMember } from '../../../schemas/agent';
import { agentKeys } from '../../api/agent/agent-call';
import { fetchTeam } from '../../api/agent/team-calls';
import { buttonStyle } from '../../ui/button';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { Money } from '../../ui/money';
import { card, field, input, muted, row, table } from '../../ui/page-styles';
import { ScrollRegion } from '../../ui/scroll-region';
import { AgentPageBody } from './agent-frame';
import { agentHref } from './agent-pages';
import { AgentPager, AgentQuery } from './agent-query';
import { formatRatio } from './ratio';
import { crumbsOf } from './team-path';

const crumbList = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.xs, margin: 0, padding: 0, listStyle: 'none', '& li + li::before': { content: '"›"', marginInlineEnd: theme.space.xs, color: theme.colors.textMuted } });
const actions = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.xxs });
const small = (theme: Theme) => ({ minHeight: 'auto', padding: `${theme.space.xxs} ${theme.space.xs}`, fontSize: theme.fontSize.sm });

function Breadcrumb({ answer, onLevel }: { answer: TeamAnswer; onLevel: (parentId: string | null) => void }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'agentc.team_path' })} data-testid="team-breadcrumb">
      <ol css={crumbList}>
        {crumbsOf(answer.path).map((c) => (
          <li key={c.parentId ?? 'me'}>
            {c.current ? (
              <span aria-current="location">{c.account ?? intl.formatMessage({ id: 'agentc.team_mine' })}</span>
            ) : (
              <Link to={c.parentId ? `?parent=${encodeURIComponent(c.parentId)}` : '?'} onClick={() => onLevel(c.parentId)}>
                {c.account ?? intl.formatMessage({ id: 'agentc.team_mine' })}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function MemberRow({ m, minorDigits }: { m: TeamMember; minorDigits: number }) {
  const intl = useIntl();
  const dash = intl.formatMessage({ id: 'agentc.none' });
  return (
    <tr data-testid="team-row" data-account={m.account}>
      <th scope="row">
        <bdi>{m.account}</bdi>
        {m.nickname && <div css={muted}><bdi>{m.nickname}</bdi></div>}
      </th>
      <td>{intl.formatMessage({ id: m.isAgent ? 'agentc.role_agent' : 'agentc.role_member' })}</td>
      <td className="num">{m.level}</td>
      <td className="num">{intl.formatNumber(m.teamSize)}</td>
      <td><DateTime iso={m.registeredAt} /></td>
      <td>{m.lastLoginAt ? <DateTime iso={m.lastLoginAt} /> : dash}</td>
      <td className="num" data-testid="team-balance">{m.balanceMinor === null ? dash : <Money minor={m.balanceMinor} minorDigits={minorDigits} />}</td>
      {contractKinds.map((k) => (
        <td key={k} className="num">{m.contractRatios[k] === null ? dash : formatRatio(intl, m.contractRatios[k])}</td>
      ))}
      <td>
        <div css={actions}>
          {m.directCount > 0 && (
            <Link css={[buttonStyle('quiet'), small]} to={`?parent=${encodeURIComponent(m.id)}`} aria-label={intl.formatMessage({ id: 'agentc.team_open_of' }, { account: m.account })}>
              <FormattedMessage id="agentc.team_open" />
            </Link>
          )}
          <Link css={[buttonStyle('quiet'), small]} to={agentHref('teamBetting', { member: m.id, account: m.account })} aria-label={intl.formatMessage({ id: 'agentc.team_betting_of' }, { account: m.account })}>
            <FormattedMessage id="agentc.nav_team_betting" />
          </Link>
          {m.level === 1 && (
            <Link css={[buttonStyle('primary'), small]} to={agentHref('downlineTransfer', { to: m.id, account: m.account })} aria-label={intl.formatMessage({ id: 'agentc.transfer_to' }, { account: m.account })} data-testid="team-transfer">
              <FormattedMessage id="agentc.transfer" />
            </Link>
          )}
        </div>
      </td>
    </tr>
  );
}

export function TeamPage() {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const parentId = params.get('parent') ?? undefined;
  const search = params.get('q') ?? '';
  const page = Number(params.get('page') ?? '1') || 1;
  const [typed, setTyped] = useState(search);
  const q = { ...(search ? { search } : { parentId }), page, pageSize: defaultPageSize };
  const query = useQuery({ queryKey: agentKeys.team(q), queryFn: ({ signal }) => fetchTeam(q, signal), placeholderData: keepPreviousData });
  const go = (next: Record<string, string | undefined>) =>
    setParams(Object.fromEntries(Object.entries(next).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== '')));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    go({ q: typed.trim() });
  };
  return (
    <AgentPageBody titleKey="agentc.nav_team" testId="agent-team">
      <form css={[card, row]} role="search" onSubmit={submit} aria-label={intl.formatMessage({ id: 'agentc.team_search' })}>
        <label css={field} htmlFor={`${id}-q`}>
          <FormattedMessage id="agentc.team_search_label" />
          <input id={`${id}-q`} name="q" type="search" css={input} value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="team-search" />
        </label>
        <button type="submit" css={buttonStyle('primary')}>
          <FormattedMessage id="agentc.search" />
        </button>
        {search && (
          <button
            type="button"
            css={buttonStyle('quiet')}
            onClick={() => {
              setTyped('');
              go({});
            }}
          >
            <FormattedMessage id="agentc.search_clear" />
          </button>
        )}
      </form>
      <section css={card}>
        <AgentQuery query={query}>
          {(answer) => (
            <>
              {search ? (
                <p css={muted} role="status"><FormattedMessage id="agentc.team_search_results" values={{ search, total: answer.total }} /></p>
              ) : (
                <Breadcrumb answer={answer} onLevel={() => setTyped('')} />
              )}
              {answer.items.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: search ? 'agentc.team_search_empty' : 'agentc.team_empty' })} />
              ) : (
                <ScrollRegion labelKey="agentc.nav_team">
                  <table css={table} data-testid="team-table">
                    <thead>
                      <tr>
                        <th scope="col"><FormattedMessage id="agentc.col_account" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_role" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_level" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.figure_team_size" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_registered" /></th>
                        <th scope="col"><FormattedMessage id="agentc.col_last_login" /></th>
                        <th scope="col" className="num"><FormattedMessage id="agentc.col_balance" /></th>
                        {contractKinds.map((k) => (
                          <th key={k} scope="col" className="num"><FormattedMessage id={`agentc.kind_${k}`} /></th>
                        ))}
                        <th scope="col"><FormattedMessage id="agentc.col_actions" /></th>
                      </tr>
                    </thead>
                    <tbody>
                      {answer.items.map((m) => (
                        <MemberRow key={m.id} m={m} minorDigits={answer.minorDigits} />
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              )}
              <AgentPager answer={answer} busy={query.isFetching} onPage={(p) => go({ parent: parentId, q: search, page: String(p) })} />
            </>
          )}
        </AgentQuery>
      </section>
    </AgentPageBody>
  );
}
