/**
 * One member as support sees them: profile, balances, the account actions (lock / unlock, reset
 * the authenticator, force a password change — each confirmed with a reason and audited), a
 * manual adjustment for staff with money.adjust, the ledger entries and the login history.
 */
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import type { PlayerProfile } from '../../../../schemas/console-money';
import { usePlayerAction, usePlayerLedger, usePlayerLogins, usePlayerProfile, type PlayerActionName } from '../../api/money-queries';
import { dangerButton, okText, panel, secondaryButton, table } from '../../ui/console-styles';
import { useFocusOnMount } from '../../ui/focus-on-mount';
import { Empty, Failed, Loading } from '../../ui/states';
import { AdjustForm } from '../money/adjust-form';
import { formatMinor, newIdempotencyKey } from '../money/money-format';
import { Pager } from '../money/pager';
import { ReasonConfirm } from '../money/reason-confirm';

export function PlayerDetail({ merchant, memberId, session }: { merchant: string; memberId: string; session: StaffSessionAnswer }) {
  const profile = usePlayerProfile(merchant, memberId);
  const title = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section css={panel} aria-labelledby="player-title" data-testid="player-detail">
      <h2 id="player-title" ref={title} tabIndex={-1} css={{ marginTop: 0, fontSize: '1.125rem' }}>
        {profile.data ? <FormattedMessage id="console.players.profile" values={{ name: profile.data.account }} /> : <FormattedMessage id="console.players.profile_loading" />}
      </h2>
      {profile.isPending ? <Loading /> : null}
      {profile.isError ? <Failed error={profile.error} onRetry={() => void profile.refetch()} /> : null}
      {profile.data ? (
        <>
          <ProfileFacts p={profile.data} />
          {session.staff.capabilities.includes('players.act') ? <AccountActions merchant={merchant} p={profile.data} /> : null}
          {session.staff.capabilities.includes('money.adjust') ? <Adjust merchant={merchant} p={profile.data} /> : null}
          <LedgerTable merchant={merchant} p={profile.data} />
          <LoginTable merchant={merchant} memberId={memberId} />
        </>
      ) : null}
    </section>
  );
}

function ProfileFacts({ p }: { p: PlayerProfile }) {
  const intl = useIntl();
  const yes = (b: boolean) => intl.formatMessage({ id: b ? 'console.yes' : 'console.no' });
  const facts: [string, string][] = [
    ['console.players.state', intl.formatMessage({ id: p.locked ? 'console.players.locked' : 'console.players.active' })],
    ['console.players.nickname', p.nickname ?? '—'],
    ['console.players.email', p.email ?? '—'],
    ['console.players.phone', p.mobile ?? '—'],
    ['console.players.vip', String(p.vipLevel)],
    ['console.players.authenticator', yes(p.authenticator)],
    ['console.players.must_change', yes(p.mustChangePassword)],
    ['console.players.sessions', String(p.liveSessions)],
    ['console.players.balances', p.balances.map((b) => `${b.wallet}: ${formatMinor(b.balanceMinor, p.minorDigits)} ${p.currency}`).join(', ') || '—'],
  ];
  return (
    <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: '0 0 1rem' }} data-testid="player-facts">
      {facts.map(([k, v]) => (
        <div key={k} css={{ display: 'contents' }}>
          <dt css={{ fontWeight: 600 }}>
            <FormattedMessage id={k} />
          </dt>
          <dd css={{ margin: 0 }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function AccountActions({ merchant, p }: { merchant: string; p: PlayerProfile }) {
  const intl = useIntl();
  const [open, setOpen] = useState<PlayerActionName | null>(null);
  const [done, setDone] = useState<PlayerActionName | null>(null);
  const act = usePlayerAction(merchant, p.memberId);
  const available: PlayerActionName[] = [p.locked ? 'unlock' : 'lock', ...(p.authenticator ? (['resetAuthenticator'] as const) : []), ...(p.mustChangePassword ? [] : (['forcePasswordChange'] as const))];
  const close = (): void => {
    act.reset();
    setOpen(null);
  };
  return (
    <div css={{ marginBottom: '1rem' }}>
      <h3 css={{ fontSize: '1rem' }}>
        <FormattedMessage id="console.players.actions" />
      </h3>
      {open === null ? (
        <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {available.map((a) => (
            <button key={a} type="button" css={a === 'unlock' ? secondaryButton : dangerButton} onClick={() => setOpen(a)}>
              <FormattedMessage id={`console.players.action.${a}`} values={{ name: p.account }} />
            </button>
          ))}
        </div>
      ) : (
        <ReasonConfirm
          name={p.account}
          question={<FormattedMessage id={`console.players.confirm.${open}`} values={{ name: p.account }} />}
          confirmLabel={intl.formatMessage({ id: `console.players.action.${open}` }, { name: p.account })}
          needsReason
          danger={open !== 'unlock'}
          pending={act.isPending}
          error={act.error}
          onCancel={close}
          onConfirm={(reason) =>
            act.mutate(
              { action: open, reason },
              {
                onSuccess: () => {
                  setDone(open);
                  close();
                },
              },
            )
          }
        />
      )}
      {done ? (
        <p role="status" css={{ ...okText, marginTop: '0.5rem' }}>
          <FormattedMessage id={`console.players.done.${done}`} values={{ name: p.account }} />
        </p>
      ) : null}
    </div>
  );
}

function Adjust({ merchant, p }: { merchant: string; p: PlayerProfile }) {
  const [key, setKey] = useState<string | null>(null);
  return (
    <div css={{ marginBottom: '1rem' }}>
      {key === null ? (
        <button type="button" css={secondaryButton} onClick={() => setKey(newIdempotencyKey())}>
          <FormattedMessage id="console.money.adjust_member" values={{ name: p.account }} />
        </button>
      ) : (
        <AdjustForm merchant={merchant} memberId={p.memberId} account={p.account} currency={p.currency} minorDigits={p.minorDigits} idempotencyKey={key} onDone={() => setKey(null)} />
      )}
    </div>
  );
}

function LedgerTable({ merchant, p }: { merchant: string; p: PlayerProfile }) {
  const intl = useIntl();
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const ledger = usePlayerLedger(merchant, p.memberId, cursor);
  return (
    <div css={{ marginBottom: '1rem' }}>
      <h3 id="player-ledger-title" css={{ fontSize: '1rem' }}>
        <FormattedMessage id="console.players.ledger" />
      </h3>
      {ledger.isPending ? <Loading /> : null}
      {ledger.isError ? <Failed error={ledger.error} onRetry={() => void ledger.refetch()} /> : null}
      {ledger.data?.items.length === 0 ? <Empty id="console.players.ledger_none" /> : null}
      {ledger.data && ledger.data.items.length > 0 ? (
        <div css={{ overflowX: 'auto' }}>
          <table css={table} aria-labelledby="player-ledger-title">
            <thead>
              <tr>
                {['console.players.when', 'console.players.kind', 'console.players.wallet', 'console.money.amount', 'console.players.balance_after', 'console.players.memo'].map((k) => (
                  <th key={k} scope="col">
                    <FormattedMessage id={k} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ledger.data.items.map((e, i) => (
                <tr key={`${e.transactionId}-${i}`} data-testid="ledger-row">
                  <td>
                    <FormattedDate value={e.postedAt} dateStyle="medium" timeStyle="short" />
                  </td>
                  <td>{e.kind}</td>
                  <td>{e.wallet}</td>
                  <td>{formatMinor(e.amountMinor, p.minorDigits)}</td>
                  <td>{formatMinor(e.balanceAfterMinor, p.minorDigits)}</td>
                  <td>{e.memo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {ledger.data ? <Pager label={intl.formatMessage({ id: 'console.players.ledger' })} cursor={cursor} nextCursor={ledger.data.nextCursor} onCursor={setCursor} /> : null}
    </div>
  );
}

function LoginTable({ merchant, memberId }: { merchant: string; memberId: string }) {
  const intl = useIntl();
  const [cursor, setCursor] = useState<string | undefined>(undefined);
  const logins = usePlayerLogins(merchant, memberId, cursor);
  return (
    <div>
      <h3 id="player-logins-title" css={{ fontSize: '1rem' }}>
        <FormattedMessage id="console.players.logins" />
      </h3>
      {logins.isPending ? <Loading /> : null}
      {logins.isError ? <Failed error={logins.error} onRetry={() => void logins.refetch()} /> : null}
      {logins.data?.items.length === 0 ? <Empty id="console.players.logins_none" /> : null}
      {logins.data && logins.data.items.length > 0 ? (
        <div css={{ overflowX: 'auto' }}>
          <table css={table} aria-labelledby="player-logins-title">
            <thead>
              <tr>
                {['console.players.when', 'console.players.method', 'console.players.outcome', 'console.players.ip', 'console.players.device'].map((k) => (
                  <th key={k} scope="col">
                    <FormattedMessage id={k} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {logins.data.items.map((l, i) => (
                <tr key={`${l.at}-${i}`}>
                  <td>
                    <FormattedDate value={l.at} dateStyle="medium" timeStyle="medium" />
                  </td>
                  <td>{l.method}</td>
                  <td>{l.outcome}</td>
                  <td>{l.ip}</td>
                  <td>{l.userAgent ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {logins.data ? <Pager label={intl.formatMessage({ id: 'console.players.logins' })} cursor={cursor} nextCursor={logins.data.nextCursor} onCursor={setCursor} /> : null}
    </div>
  );
}
