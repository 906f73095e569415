/**
 * /tickets (§3 "Tickets: golden egg, red envelope, prize wheel"; docs/decisions/051): how my bets
 * earn tickets, my tickets (unclaimed first) with each one's commitment, the claim with its
 * animation and the verification of every draw in the browser.
 */
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { TicketsAnswer } from '../../../schemas/tickets';
import { fetchTickets, ticketKeys } from '../../api/tickets/ticket-calls';
import { isApiError } from '../../api/client';
import { buttonStyle } from '../../ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';
import { Money } from '../../ui/money';
import { card, h1, muted } from '../../ui/page-styles';
import { TicketCard } from './ticket-card';
import { cardList, navRow, pageFrame } from './ticket-styles';

function Rules({ data }: { data: TicketsAnswer }) {
  const intl = useIntl();
  return (
    <section css={card} aria-labelledby="ticket-rules">
      <h2 id="ticket-rules" css={(t) => ({ margin: 0, fontSize: t.fontSize.lg })}>
        <FormattedMessage id="tickets.how_to_earn" />
      </h2>
      <p css={{ margin: 0 }} data-testid="ticket-bet-volume">
        <FormattedMessage id="tickets.bet_volume" values={{ amount: <Money minor={data.betVolumeMinor} minorDigits={data.minorDigits} /> }} />
      </p>
      <ul css={(t) => ({ margin: 0, paddingInlineStart: t.space.lg })}>
        {data.rules.map((r) => (
          <li key={r.ruleId} data-testid="ticket-rule" data-rule={r.ruleId} data-earned={r.earned}>
            <FormattedMessage
              id="tickets.rule"
              values={{ type: intl.formatMessage({ id: `tickets.type.${r.ticketType}` }), amount: <Money minor={r.everyBetMinor} minorDigits={data.minorDigits} />, earned: r.earned, max: r.maxTickets }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TicketsPage({ missionsPath }: { missionsPath: string }) {
  const intl = useIntl();
  const query = useQuery({ queryKey: ticketKeys.all, queryFn: ({ signal }) => fetchTickets(signal) });
  return (
    <section css={pageFrame} aria-labelledby="tickets-title">
      <div css={navRow}>
        <h1 id="tickets-title" css={h1}>
          <FormattedMessage id="tickets.title" />
        </h1>
        <Link to={missionsPath} css={buttonStyle('quiet')}>
          <FormattedMessage id="missions.title" />
        </Link>
      </div>
      <p css={muted}>
        <FormattedMessage id="tickets.intro" />
      </p>
      {query.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />
      ) : query.isError ? (
        <ErrorState message={intl.formatMessage({ id: isApiError(query.error) ? query.error.messageKey : 'error.unknown' })} retryLabel={intl.formatMessage({ id: 'action.retry' })} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Rules data={query.data} />
          {query.data.tickets.length === 0 ? (
            <EmptyState message={intl.formatMessage({ id: 'tickets.none' })} />
          ) : (
            <ul css={cardList} data-testid="ticket-list" aria-label={intl.formatMessage({ id: 'tickets.title' })}>
              {query.data.tickets.map((t) => (
                <TicketCard key={t.id} ticket={t} digits={query.data.minorDigits} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
