/**
 * Promotion links: the agent's affiliate links (code, registration URL, QR code of the URL at
 * §9's default size 200, members registered through it), a new link with an optional code
 * (generated when empty), copy the URL, delete after a confirmation.
 */
import type { Theme } from '@emotion/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { maxLinksPerAgent, type PromotionLink } from '../../../schemas/agent';
import { agentKeys } from '../../api/agent/agent-call';
import { createLink, deleteLink, fetchLinks } from '../../api/agent/opening-calls';
import { QrCode } from '../../brand/qr-code';
import { buttonStyle } from '../../ui/button';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { Dialog } from '../../ui/modal/dialog';
import { alert, card, field, h2, input, muted, row, success } from '../../ui/page-styles';
import { AgentQuery, errorKeyOf } from './agent-query';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const linkCard = (theme: Theme) => ({ ...card(theme), gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start', '@media (max-width: 30rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } });
const url = { overflowWrap: 'anywhere' as const, margin: 0 };

function LinkItem({ link, onDelete }: { link: PromotionLink; onDelete: (link: PromotionLink) => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(link.url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <li css={linkCard} data-testid="promotion-link" data-code={link.code}>
      <div css={{ display: 'grid', gap: '0.5rem', minWidth: 0 }}>
        <p css={{ margin: 0 }}>
          <FormattedMessage id="agentc.link_code" />: <strong data-testid="link-code">{link.code}</strong>
        </p>
        <p css={url}><a href={link.url} data-testid="link-url">{link.url}</a></p>
        <p css={muted}>
          <FormattedMessage id="agentc.link_registrations" values={{ count: link.registrations }} /> · <DateTime iso={link.createdAt} />
        </p>
        <div css={row}>
          <button type="button" css={buttonStyle('quiet')} onClick={copy} aria-label={intl.formatMessage({ id: 'agentc.link_copy_of' }, { code: link.code })}>
            <FormattedMessage id="agentc.link_copy" />
          </button>
          <button type="button" css={buttonStyle('quiet')} onClick={() => onDelete(link)} aria-label={intl.formatMessage({ id: 'agentc.link_delete_of' }, { code: link.code })} data-testid="link-delete">
            <FormattedMessage id="agentc.link_delete" />
          </button>
        </div>
        <p css={copied === false ? alert : success} role="status">
          {copied !== null && <FormattedMessage id={copied ? 'agentc.link_copied' : 'agentc.link_copy_failed'} />}
        </p>
      </div>
      <QrCode value={link.url} label={intl.formatMessage({ id: 'agentc.link_qr' }, { code: link.code })} testId="link-qr" />
    </li>
  );
}

export function PromotionLinks() {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const links = useQuery({ queryKey: agentKeys.links, queryFn: ({ signal }) => fetchLinks(signal) });
  const [code, setCode] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<PromotionLink | null>(null);
  const refresh = () => void refreshAfterWrite(client, agentKeys.links);
  const create = useMutation({
    mutationFn: createLink,
    onSuccess: () => {
      setCode('');
      refresh();
    },
    onError: (error) => setErrorKey(errorKeyOf(error)),
  });
  const remove = useMutation({
    mutationFn: (link: PromotionLink) => deleteLink(link.id),
    onSettled: () => {
      setDeleting(null);
      refresh();
    },
    onError: (error) => setErrorKey(errorKeyOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrorKey(null);
    const typed = code.trim();
    create.mutate(typed ? { code: typed } : {});
  };
  return (
    <section css={card} aria-labelledby={`${id}-title`} data-testid="promotion-links">
      <h2 id={`${id}-title`} css={h2}><FormattedMessage id="agentc.links_heading" /></h2>
      <form css={row} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'agentc.link_create' })}>
        <label css={field} htmlFor={`${id}-code`}>
          <FormattedMessage id="agentc.link_code_optional" />
          <input id={`${id}-code`} name="code" autoComplete="off" css={input} value={code} onChange={(e) => setCode(e.target.value)} data-testid="link-code-input" />
        </label>
        <button type="submit" css={buttonStyle('primary')} disabled={create.isPending} aria-busy={create.isPending || undefined} data-testid="link-create">
          <FormattedMessage id="agentc.link_create" />
        </button>
      </form>
      <p css={muted}><FormattedMessage id="agentc.link_limit" values={{ max: maxLinksPerAgent }} /></p>
      <p css={alert} role={errorKey ? 'alert' : undefined} data-testid="link-error">{errorKey && <FormattedMessage id={errorKey} />}</p>
      <AgentQuery query={links}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState message={intl.formatMessage({ id: 'agentc.links_empty' })} />
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
              {items.map((l) => (
                <LinkItem key={l.id} link={l} onDelete={setDeleting} />
              ))}
            </ul>
          )
        }
      </AgentQuery>
      {deleting && (
        <Dialog
          open
          title={intl.formatMessage({ id: 'agentc.link_delete' })}
          message={intl.formatMessage({ id: 'agentc.link_delete_confirm' }, { code: deleting.code })}
          confirmLabel={intl.formatMessage({ id: 'agentc.link_delete' })}
          closeLabel={intl.formatMessage({ id: 'modal.close' })}
          onConfirm={() => remove.mutate(deleting)}
          cancelLabel={intl.formatMessage({ id: 'agentc.cancel' })}
          onCancel={() => setDeleting(null)}
          tone="alert"
          busy={remove.isPending}
        />
      )}
    </section>
  );
}
