/**
 * The verification panel of a drawn ticket: recomputes the draw in the browser (Web Crypto,
 * verify-draw.ts) from the revealed server seed, the client seed and the nonce, and says whether
 * the seed matches the commitment shown before the draw and whether it gives the prize paid.
 */
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RaffleTicket, TicketDraw } from '../../../schemas/tickets';
import { alert, card, h2, success } from '../../ui/page-styles';
import { facts, mono } from './ticket-styles';
import { verifyDraw, type DrawCheck } from './verify-draw';

export function VerifyPanel({ ticket, draw }: { ticket: RaffleTicket; draw: TicketDraw }) {
  const intl = useIntl();
  const [check, setCheck] = useState<DrawCheck | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    verifyDraw(ticket.serverSeedHash, draw, ticket.prizes).then(
      (c) => live && setCheck(c),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ticket, draw]);
  const ok = check !== null && check.commitmentMatches && check.outcomeMatches;
  const titleId = `verify-${ticket.id}`;
  return (
    <section css={card} aria-labelledby={titleId} data-testid="verify-panel">
      <h3 id={titleId} css={h2}>
        <FormattedMessage id="tickets.verify_title" />
      </h3>
      <dl css={facts}>
        <dt><FormattedMessage id="tickets.commitment" /></dt>
        <dd css={mono} data-testid="verify-commitment">{ticket.serverSeedHash}</dd>
        <dt><FormattedMessage id="tickets.server_seed" /></dt>
        <dd css={mono} data-testid="verify-server-seed">{draw.serverSeed}</dd>
        <dt><FormattedMessage id="tickets.seed_hash" /></dt>
        <dd css={mono} data-testid="verify-seed-hash">{check?.seedHash ?? '…'}</dd>
        <dt><FormattedMessage id="tickets.client_seed" /></dt>
        <dd css={mono}>{draw.clientSeed}</dd>
        <dt><FormattedMessage id="tickets.nonce" /></dt>
        <dd css={mono}>{draw.nonce}</dd>
        <dt><FormattedMessage id="tickets.hmac" /></dt>
        <dd css={mono} data-testid="verify-hmac">{check?.hmac ?? '…'}</dd>
        <dt><FormattedMessage id="tickets.roll" /></dt>
        <dd css={mono}>{check ? intl.formatNumber(check.roll) : '…'}</dd>
        <dt><FormattedMessage id="tickets.prize_index" /></dt>
        <dd css={mono}>{check ? check.prizeIndex + 1 : '…'}</dd>
      </dl>
      <p css={(t) => ({ margin: 0, fontSize: t.fontSize.sm })}>
        <FormattedMessage id="tickets.formula" />
      </p>
      {(check !== null || failed) && (
        <p role="status" css={ok ? success : alert} data-testid="verify-result" data-ok={ok}>
          <FormattedMessage id={ok ? 'tickets.verified' : 'tickets.not_verified'} />
        </p>
      )}
    </section>
  );
}
