/**
 * One ticket: its type and number, the prizes it draws from and its commitment; unclaimed, a
 * client seed (random, editable) and Claim; claimed, the prize and the verification panel.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { clientSeedPattern, type RaffleTicket } from '../../../schemas/tickets';
import { claimRaffleTicket, ticketKeys } from '../../api/tickets/ticket-calls';
import { isApiError } from '../../api/client';
import { Button } from '../../ui/button';
import { DateTime } from '../../ui/date-time';
import { Money } from '../../ui/money';
import { alert, card, field, input, muted } from '../../ui/page-styles';
import { ClaimAnimation } from './claim-animation';
import { TicketIcon } from './ticket-icon';
import { mono } from './ticket-styles';
import { newClientSeed } from './verify-draw';
import { VerifyPanel } from './verify-panel';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const seedPattern = new RegExp(clientSeedPattern);

function ClaimForm({ ticket, digits, onClaimed }: { ticket: RaffleTicket; digits: number; onClaimed: (t: RaffleTicket) => void }) {
  const intl = useIntl();
  const client = useQueryClient();
  const seedId = useId();
  const [seed, setSeed] = useState(newClientSeed);
  const [invalid, setInvalid] = useState(false);
  const claim = useMutation({
    mutationFn: () => claimRaffleTicket({ ticketId: ticket.id, clientSeed: seed }),
    onSuccess: (answer) => onClaimed(answer.ticket),
    onSettled: () => refreshAfterWrite(client, ticketKeys.all),
  });
  if (claim.isPending || claim.isSuccess) {
    const prize = claim.data?.ticket.draw?.prizeMinor;
    return <ClaimAnimation type={ticket.ticketType} done={claim.isSuccess} label={intl.formatMessage({ id: 'tickets.drawing' })} result={prize === undefined ? null : <WonLine prizeMinor={prize} digits={digits} />} />;
  }
  const submit = () => {
    if (!seedPattern.test(seed)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    claim.mutate();
  };
  return (
    <form
      css={(t) => ({ display: 'grid', gap: t.space.xs })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div css={field}>
        <label htmlFor={seedId}>
          <FormattedMessage id="tickets.client_seed" />
        </label>
        <input
          id={seedId}
          css={[input, mono]}
          value={seed}
          maxLength={64}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={`${seedId}-hint`}
          onChange={(e) => setSeed(e.target.value)}
          data-testid="client-seed"
        />
        <small id={`${seedId}-hint`} css={muted}>
          <FormattedMessage id={invalid ? 'tickets.client_seed_invalid' : 'tickets.client_seed_hint'} />
        </small>
      </div>
      <div css={(t) => ({ display: 'flex', flexWrap: 'wrap', gap: t.space.xs })}>
        <Button type="submit" data-testid="claim-ticket">
          <FormattedMessage id="tickets.claim" />
        </Button>
        <Button tone="quiet" onClick={() => setSeed(newClientSeed())}>
          <FormattedMessage id="tickets.new_seed" />
        </Button>
      </div>
      {claim.isError && (
        <p role="alert" css={alert}>
          <FormattedMessage id={isApiError(claim.error) ? claim.error.messageKey : 'error.unknown'} />
        </p>
      )}
    </form>
  );
}

function WonLine({ prizeMinor, digits }: { prizeMinor: number; digits: number }) {
  return (
    <p css={(t) => ({ margin: 0, fontSize: t.fontSize.lg, fontWeight: t.fontWeight.bold })} data-testid="ticket-prize">
      {prizeMinor > 0 ? <FormattedMessage id="tickets.won" values={{ amount: <Money minor={prizeMinor} minorDigits={digits} /> }} /> : <FormattedMessage id="tickets.won_nothing" />}
    </p>
  );
}

export function TicketCard({ ticket, digits }: { ticket: RaffleTicket; digits: number }) {
  const intl = useIntl();
  const [claimed, setClaimed] = useState<RaffleTicket | null>(null);
  const shown = claimed ?? ticket;
  const type = intl.formatMessage({ id: `tickets.type.${shown.ticketType}` });
  const titleId = `ticket-${shown.id}`;
  const draw = shown.draw;
  return (
    <li>
      <article css={card} aria-labelledby={titleId} data-testid="ticket-card" data-ticket-type={shown.ticketType} data-claimed={draw !== null}>
        <div css={(t) => ({ display: 'flex', gap: t.space.sm, alignItems: 'center' })}>
          <TicketIcon type={shown.ticketType} />
          <div>
            <h2 id={titleId} css={(t) => ({ margin: 0, fontSize: t.fontSize.lg })}>
              <FormattedMessage id="tickets.ticket_name" values={{ type, nonce: shown.nonce }} />
            </h2>
            <small css={muted}>
              <DateTime iso={shown.earnedAt} />
            </small>
          </div>
        </div>
        <p css={muted}>
          <FormattedMessage id="tickets.prizes" />{' '}
          {shown.prizes.map((p, i) => (
            <span key={i}>
              {i > 0 && ' · '}
              <Money minor={p.amountMinor} minorDigits={digits} />
            </span>
          ))}
        </p>
        <div>
          <small css={muted}>
            <FormattedMessage id="tickets.commitment" />
          </small>
          <div css={mono} data-testid="ticket-commitment">
            {shown.serverSeedHash}
          </div>
        </div>
        {draw === null ? <ClaimForm ticket={shown} digits={digits} onClaimed={setClaimed} /> : claimed ? null : <WonLine prizeMinor={draw.prizeMinor} digits={digits} />}
        {draw !== null && claimed && <ClaimedResult ticket={claimed} digits={digits} />}
        {draw !== null && !claimed && <VerifyToggle ticket={shown} />}
      </article>
    </li>
  );
}

/** Right after a claim: the result line (after the animation) and the verification panel. */
function ClaimedResult({ ticket, digits }: { ticket: RaffleTicket; digits: number }) {
  const draw = ticket.draw;
  if (!draw) return null;
  return (
    <>
      <ClaimAnimation type={ticket.ticketType} done label="" result={<WonLine prizeMinor={draw.prizeMinor} digits={digits} />} />
      <VerifyPanel ticket={ticket} draw={draw} />
    </>
  );
}

function VerifyToggle({ ticket }: { ticket: RaffleTicket }) {
  const [open, setOpen] = useState(false);
  const draw = ticket.draw;
  if (!draw) return null;
  return (
    <>
      <Button tone="quiet" aria-expanded={open} onClick={() => setOpen((o) => !o)} data-testid="verify-toggle">
        <FormattedMessage id="tickets.verify" />
      </Button>
      {open && <VerifyPanel ticket={ticket} draw={draw} />}
    </>
  );
}
