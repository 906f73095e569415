/**
 * Merchants (docs/decisions/045): the list with each merchant's status and brand state, the
 * onboarding wizard (code, name, domains, then the brand editor), and one merchant's brand editor.
 */
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import { brandTemplate } from '../../../../schemas/merchant-template';
import { button, field, heading, input, label, mutedText, page, panel, table } from '../../ui/console-styles';
import { ErrorLine, Failed, Loading } from '../../ui/states';
import { BrandEditor } from './brand-editor';
import { useMerchantBrand, useMerchantDirectory, useOnboard } from './merchant-queries';

export function MerchantsPage({ session }: { session: StaffSessionAnswer }) {
  const { merchant } = useParams<{ merchant?: string }>();
  const caps = session.staff.capabilities;
  if (merchant) return <MerchantBrand key={merchant} merchant={merchant} canEdit={caps.includes('merchants.onboard')} canPublish={caps.includes('brand.publish')} />;
  return (
    <div css={page}>
      <h1 css={heading}>
        <FormattedMessage id="console.merchants.title" />
      </h1>
      <MerchantList />
      {caps.includes('merchants.onboard') && session.staff.merchants === null ? <OnboardWizard /> : null}
    </div>
  );
}

function MerchantList() {
  const list = useMerchantDirectory();
  const intl = useIntl();
  if (list.isPending) return <Loading />;
  if (list.isError) return <Failed error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <section css={panel} aria-labelledby="merchant-list-title">
      <h2 id="merchant-list-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.merchants.list" />
      </h2>
      <table css={table}>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="console.merchants.code" /></th>
            <th scope="col"><FormattedMessage id="console.merchants.name" /></th>
            <th scope="col"><FormattedMessage id="console.merchants.status" /></th>
            <th scope="col"><FormattedMessage id="console.merchants.brand" /></th>
          </tr>
        </thead>
        <tbody>
          {list.data.merchants.map((m) => (
            <tr key={m.code}>
              <td>
                <Link to={`/merchants/${encodeURIComponent(m.code)}`}>{m.code}</Link>
              </td>
              <td>{m.name ?? ''}</td>
              <td>
                <FormattedMessage id={`console.merchants.status_${m.status}`} />
              </td>
              <td>
                {intl.formatMessage({ id: `console.merchants.source_${m.source}` })}
                {m.hasDraft ? ` · ${intl.formatMessage({ id: 'console.merchants.has_draft' })}` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function OnboardWizard() {
  const onboard = useOnboard();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [domains, setDomains] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const hosts = domains.split(/[\s,]+/).map((d) => d.trim().toLowerCase()).filter(Boolean);
    const brand = brandTemplate({ code, name, domains: hosts }, { logo: 'logo.svg', favicon: 'favicon.svg' }) as unknown as Record<string, unknown>;
    onboard.mutate({ code, brand }, { onSuccess: (a) => void navigate(`/merchants/${encodeURIComponent(a.merchant)}`) });
  };
  return (
    <section css={panel} aria-labelledby="onboard-title">
      <h2 id="onboard-title" css={{ marginTop: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.merchants.onboard" />
      </h2>
      <p css={mutedText}>
        <FormattedMessage id="console.merchants.onboard_hint" />
      </p>
      <form onSubmit={onSubmit} css={{ display: 'grid', gap: '0.75rem', maxWidth: '32rem' }}>
        <label css={field}>
          <span css={label}><FormattedMessage id="console.merchants.code" /></span>
          <input css={input} name="code" required pattern="[A-Za-z0-9][A-Za-z0-9_\-]{0,63}" value={code} onChange={(e) => setCode(e.currentTarget.value)} />
        </label>
        <label css={field}>
          <span css={label}><FormattedMessage id="console.merchants.name" /></span>
          <input css={input} name="name" required maxLength={64} value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </label>
        <label css={field}>
          <span css={label}><FormattedMessage id="console.merchants.domains" /></span>
          <input css={input} name="domains" required value={domains} onChange={(e) => setDomains(e.currentTarget.value)} />
        </label>
        <div>
          <button type="submit" css={button} disabled={onboard.isPending}>
            <FormattedMessage id="console.merchants.onboard_submit" />
          </button>
        </div>
        {onboard.isError ? <ErrorLine error={onboard.error} /> : null}
      </form>
    </section>
  );
}

function MerchantBrand({ merchant, canEdit, canPublish }: { merchant: string; canEdit: boolean; canPublish: boolean }) {
  const brand = useMerchantBrand(merchant);
  return (
    <div css={page}>
      <p css={{ margin: 0 }}>
        <Link to="/merchants">
          <FormattedMessage id="console.merchants.back" />
        </Link>
      </p>
      <h1 css={heading}>
        <FormattedMessage id="console.merchants.brand_title" values={{ merchant }} />
      </h1>
      {brand.isPending ? <Loading /> : null}
      {brand.isError ? <Failed error={brand.error} onRetry={() => void brand.refetch()} /> : null}
      {brand.data ? <BrandEditor key={`${brand.data.version}`} answer={brand.data} canEdit={canEdit} canPublish={canPublish} /> : null}
    </div>
  );
}
