/**
 * The security centre's member-centre sections (issue 7): phone and e-mail binding, the
 * withdrawal password (set or change) and the login history, under one overview query.
 */
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage } from 'react-intl';
import { fetchSecurityOverview, memberKeys } from '../../api/identity/member-calls';
import { card, h2 } from './member-styles';
import { PaymentPasswordForm } from './payment-password-form';
import { QueryView } from './query-view';
import { ContactBinding } from './contact-binding';
import { LoginHistory } from './login-history';

export function SecurityExtras() {
  const overview = useQuery({ queryKey: memberKeys.security, queryFn: ({ signal }) => fetchSecurityOverview(signal) });
  return (
    <QueryView query={overview}>
      {(o) => (
        <>
          <section css={card} aria-labelledby="security-phone">
            <h2 id="security-phone" css={h2}>
              <FormattedMessage id="member.security_phone_heading" />
            </h2>
            <ContactBinding kind="phone" overview={o} />
          </section>
          <section css={card} aria-labelledby="security-email">
            <h2 id="security-email" css={h2}>
              <FormattedMessage id="member.security_email_heading" />
            </h2>
            <ContactBinding kind="email" overview={o} />
          </section>
          <section css={card} aria-labelledby="security-paypw">
            <h2 id="security-paypw" css={h2}>
              <FormattedMessage id={o.paymentPasswordSet ? 'member.paypw_change' : 'member.paypw_set'} />
            </h2>
            <PaymentPasswordForm key={String(o.paymentPasswordSet)} isSet={o.paymentPasswordSet} />
          </section>
          <section css={card} aria-labelledby="security-logins">
            <h2 id="security-logins" css={h2}>
              <FormattedMessage id="member.login_history" />
            </h2>
            <LoginHistory />
          </section>
        </>
      )}
    </QueryView>
  );
}
