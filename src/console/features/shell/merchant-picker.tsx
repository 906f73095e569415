/**
 * The merchant picker of pages about one merchant: the merchants the staff member holds a grant
 * on (GET /console/api/merchants). Picking one opens the same page for it (/console/<page>/<merchant>).
 */
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useMerchants } from '../../api/console-queries';
import { input, label } from '../../ui/console-styles';
import { ErrorLine } from '../../ui/states';

export function MerchantPicker({ pagePath, merchant }: { pagePath: string; merchant: string | null }) {
  const id = useId();
  const merchants = useMerchants();
  const navigate = useNavigate();
  if (merchants.isError) return <ErrorLine error={merchants.error} />;
  const list = merchants.data?.merchants ?? [];
  return (
    <div css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <label htmlFor={id} css={label}>
        <FormattedMessage id="console.merchant" />
      </label>
      <select
        id={id}
        css={input}
        value={merchant ?? ''}
        disabled={merchants.isPending}
        onChange={(e) => void navigate(`${pagePath}/${encodeURIComponent(e.target.value)}`)}
        data-testid="merchant-picker"
      >
        {merchant === null ? <option value="" disabled /> : null}
        {list.map((m) => (
          <option key={m} value={m}>
            {m}
          </option>
        ))}
      </select>
    </div>
  );
}
