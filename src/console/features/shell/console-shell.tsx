/**
 * The console's frame: a header with the signed-in staff member, the language and sign-out; the
 * navigation of the pages their capabilities allow; the merchant picker on pages about one
 * merchant; and the page itself in <main>.
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';
import type { StaffSessionAnswer } from '../../../../schemas/console';
import { useSignOut } from '../../api/console-queries';
import { c, secondaryButton } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';
import type { ConsolePage } from './console-pages';
import { LanguagePicker } from './language-picker';
import { MerchantPicker } from './merchant-picker';

const header = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '0.75rem 1.5rem',
  background: c.surface,
  borderBottom: `1px solid ${c.border}`,
} as const;

const navLink = {
  padding: '0.5rem 0.75rem',
  borderRadius: '0.375rem',
  color: c.text,
  textDecoration: 'none',
  '&[aria-current="page"]': { background: c.accent, color: c.onAccent },
} as const;

/** The merchant-scoped page on screen and the merchant in its address, if any. */
function scopedPage(pathname: string, pages: readonly ConsolePage[]): { page: ConsolePage; merchant: string | null } | null {
  const page = pages.find((p) => p.merchantScoped && (pathname === p.path || pathname.startsWith(`${p.path}/`)));
  if (!page) return null;
  const rest = pathname.slice(page.path.length + 1);
  return { page, merchant: rest ? decodeURIComponent(rest.split('/')[0] ?? '') : null };
}

export function ConsoleShell({ session, pages, children }: { session: StaffSessionAnswer; pages: readonly ConsolePage[]; children: ReactNode }) {
  const intl = useIntl();
  const signOut = useSignOut();
  const location = useLocation();
  const scoped = scopedPage(location.pathname, pages);
  return (
    <>
      <header css={header}>
        <strong>
          <FormattedMessage id="console.title" />
        </strong>
        <nav aria-label={intl.formatMessage({ id: 'console.nav.label' })}>
          <ul css={{ display: 'flex', gap: '0.25rem', listStyle: 'none', margin: 0, padding: 0 }}>
            {pages.map((p) => (
              <li key={p.path}>
                <NavLink to={p.path} css={navLink}>
                  <FormattedMessage id={p.label} />
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div css={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <span data-testid="signed-in-staff">
            <FormattedMessage id="console.signed_in_as" values={{ name: <strong>{session.staff.username}</strong> }} />
          </span>
          <LanguagePicker />
          <button type="button" css={secondaryButton} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <FormattedMessage id="console.sign_out" />
          </button>
        </div>
      </header>
      {signOut.isError ? <ErrorLine error={signOut.error} /> : null}
      {scoped ? (
        <div css={{ padding: '0.75rem 1.5rem', borderBottom: `1px solid ${c.border}` }}>
          <MerchantPicker pagePath={scoped.page.path} merchant={scoped.merchant} />
        </div>
      ) : null}
      <main>{children}</main>
    </>
  );
}
