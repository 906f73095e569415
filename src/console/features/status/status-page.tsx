/**
 * A merchant's system status (§4 "System status"; docs/decisions/046): maintenance now or
 * scheduled (start, end, a message per language), and the region restriction by country and IP
 * range (CIDR, IPv4 and IPv6; the blocked page shows each visitor their IP). Publish sends it
 * (PUT …/status); players see it on their next page load. Read-only without status.publish.
 */
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import type { MerchantStatusAnswer, StaffSessionAnswer } from '../../../../schemas/console';
import type { FieldProblem } from '../../../../schemas/envelope';
import { catalogueLanguages, languages } from '../../../../schemas/languages';
import { isConsoleApiError } from '../../api/console-client';
import { useMerchants } from '../../api/console-queries';
import { button, errorText, field, heading, input, label, mutedText, okText, page, panel } from '../../ui/console-styles';
import { Empty, ErrorLine, Failed, Loading } from '../../ui/states';
import { bodyOf, formOf, statusProblemMessage, statusProblems, type MaintenanceChoice, type StatusForm } from './status-draft';
import { useMerchantStatus, usePublishStatus } from './status-queries';

export function StatusPage({ session }: { session: StaffSessionAnswer }) {
  const { merchant } = useParams<{ merchant?: string }>();
  const merchants = useMerchants();
  if (!merchant) {
    if (merchants.isPending) return <Loading />;
    if (merchants.isError) return <Failed error={merchants.error} onRetry={() => void merchants.refetch()} />;
    const first = merchants.data.merchants[0];
    return first ? <Navigate to={`/status/${encodeURIComponent(first)}`} replace /> : <Empty id="console.no_merchants" />;
  }
  return <MerchantStatus key={merchant} merchant={merchant} canPublish={session.staff.capabilities.includes('status.publish')} />;
}

function MerchantStatus({ merchant, canPublish }: { merchant: string; canPublish: boolean }) {
  const status = useMerchantStatus(merchant);
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id="console.status.title" values={{ merchant }} />
      </h1>
      {status.isPending ? <Loading /> : null}
      {status.isError ? <Failed error={status.error} onRetry={() => void status.refetch()} /> : null}
      {status.data ? <StatusEditor merchant={merchant} published={status.data} canPublish={canPublish} /> : null}
    </div>
  );
}

function Problems({ id, problems }: { id: string; problems: FieldProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <div id={id}>
      {problems.map((p) => (
        <p key={p.path} css={errorText}>
          <FormattedMessage id={statusProblemMessage(p)} />
        </p>
      ))}
    </div>
  );
}

function Labelled({ id, text, problems, children }: { id: string; text: ReactNode; problems: FieldProblem[]; children: ReactNode }) {
  return (
    <div css={field}>
      <label css={label} htmlFor={id}>
        {text}
      </label>
      {children}
      <Problems id={`${id}-problem`} problems={problems} />
    </div>
  );
}

function StatusEditor({ merchant, published, canPublish }: { merchant: string; published: MerchantStatusAnswer; canPublish: boolean }) {
  const intl = useIntl();
  const [form, setForm] = useState<StatusForm>(() => formOf(published));
  const [done, setDone] = useState(false);
  const publish = usePublishStatus(merchant);
  const problems = statusProblems(isConsoleApiError(publish.error) ? publish.error.value : null);
  const at = (prefix: string) => problems.filter((p) => p.path.startsWith(prefix));
  const rangeLines = form.ranges.split(/[\n,;]+/).map((s) => s.trim()).filter((s) => s !== '');
  const disabled = !canPublish || publish.isPending;
  const edit = (patch: Partial<StatusForm>): void => {
    publish.reset();
    setDone(false);
    setForm((f) => ({ ...f, ...patch }));
  };
  const describedBy = (prefix: string, id: string) => (at(prefix).length > 0 ? `${id}-problem` : undefined);

  return (
    <form
      css={{ display: 'grid', gap: '1rem' }}
      onSubmit={(e) => {
        e.preventDefault();
        publish.mutate(bodyOf(form), {
          onSuccess: (answer) => {
            setForm(formOf(answer));
            setDone(true);
          },
        });
      }}
    >
      <p css={{ margin: 0 }} role="status" data-testid="status-now">
        <FormattedMessage id={`console.status.now_${published.status}`} />
      </p>
      <fieldset css={{ ...panel, display: 'grid', gap: '0.75rem' }} disabled={disabled}>
        <legend css={label}>
          <FormattedMessage id="console.status.maintenance" />
        </legend>
        <div css={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }} role="radiogroup" aria-label={intl.formatMessage({ id: 'console.status.maintenance' })}>
          {(['off', 'now', 'scheduled'] as MaintenanceChoice[]).map((choice) => (
            <label key={choice} css={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
              <input type="radio" name="maintenance" value={choice} checked={form.maintenance === choice} onChange={() => edit({ maintenance: choice })} />
              <FormattedMessage id={`console.status.maintenance_${choice}`} />
            </label>
          ))}
        </div>
        {form.maintenance === 'scheduled' ? (
          <Labelled id="maintenance-start" text={<FormattedMessage id="console.status.start" />} problems={at('/maintenance/start')}>
            <input id="maintenance-start" css={input} type="datetime-local" value={form.start} aria-describedby={describedBy('/maintenance/start', 'maintenance-start')} onChange={(e) => edit({ start: e.target.value })} />
          </Labelled>
        ) : null}
        {form.maintenance !== 'off' ? (
          <>
            <Labelled id="maintenance-end" text={<FormattedMessage id="console.status.end" />} problems={at('/maintenance/end')}>
              <input id="maintenance-end" css={input} type="datetime-local" value={form.end} aria-describedby={describedBy('/maintenance/end', 'maintenance-end')} onChange={(e) => edit({ end: e.target.value })} />
            </Labelled>
            <p css={mutedText}>
              <FormattedMessage id={form.maintenance === 'now' ? 'console.status.end_hint_now' : 'console.status.end_hint_scheduled'} />
            </p>
            {catalogueLanguages.map((lang) => (
              <Labelled key={lang} id={`message-${lang}`} text={<FormattedMessage id="console.status.message_in" values={{ language: languages[lang].name }} />} problems={at(`/maintenance/message/${lang}`)}>
                <textarea id={`message-${lang}`} css={{ ...input, minHeight: '3rem' }} dir={languages[lang].dir} lang={languages[lang].tag} maxLength={500} value={form.message[lang] ?? ''} onChange={(e) => edit({ message: { ...form.message, [lang]: e.target.value } })} />
              </Labelled>
            ))}
          </>
        ) : null}
      </fieldset>
      <fieldset css={{ ...panel, display: 'grid', gap: '0.75rem' }} disabled={disabled}>
        <legend css={label}>
          <FormattedMessage id="console.status.region" />
        </legend>
        <p css={mutedText}>
          <FormattedMessage id="console.status.region_hint" />
        </p>
        <Labelled id="region-countries" text={<FormattedMessage id="console.status.countries" />} problems={at('/region/countries')}>
          <input id="region-countries" css={input} value={form.countries} autoCapitalize="characters" spellCheck={false} aria-describedby={describedBy('/region/countries', 'region-countries')} onChange={(e) => edit({ countries: e.target.value })} />
        </Labelled>
        <div css={field}>
          <label css={label} htmlFor="region-ranges">
            <FormattedMessage id="console.status.ranges" />
          </label>
          <textarea id="region-ranges" css={{ ...input, minHeight: '5rem', fontFamily: 'monospace' }} spellCheck={false} value={form.ranges} aria-describedby={at('/region/ranges').length > 0 ? 'region-ranges-problem' : undefined} onChange={(e) => edit({ ranges: e.target.value })} />
          <div id="region-ranges-problem">
            {at('/region/ranges').map((p) => (
              <p key={p.path} css={errorText}>
                <FormattedMessage id="console.status.problem.range_at" values={{ range: rangeLines[Number(p.path.split('/')[3])] ?? '', problem: intl.formatMessage({ id: statusProblemMessage(p) }) }} />
              </p>
            ))}
          </div>
        </div>
      </fieldset>
      {canPublish ? (
        <div>
          <button type="submit" css={button} disabled={publish.isPending}>
            <FormattedMessage id={publish.isPending ? 'console.status.publishing' : 'console.status.publish'} />
          </button>
        </div>
      ) : (
        <p css={mutedText}>
          <FormattedMessage id="console.status.read_only" />
        </p>
      )}
      <div aria-live="polite">
        {done ? (
          <p css={okText} role="status">
            <FormattedMessage id="console.status.published" />
          </p>
        ) : null}
      </div>
      {publish.isError ? <ErrorLine error={publish.error} /> : null}
    </form>
  );
}
