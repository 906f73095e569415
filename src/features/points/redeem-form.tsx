/**
 * Redeem one product: quantity, the receiving address when the product is sent, the payment
 * password; sealed with a requestId kept for retries of the same form (docs/decisions/049).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addressMaxLength, addressMinLength, maxQuantity, type PointExchange, type PointProduct } from '../../../schemas/points';
import { permissionSealKeys } from '../../api/identity/login-sealed-call';
import { redeemProduct } from '../../api/points/point-calls';
import { usePreferences } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { alert, field, formGrid, input, success } from '../../ui/page-styles';
import { newRequestId, requestIdSpent } from '../../api/request-id';
import { errorKeyOf } from './points-query-view';
import { useAfterSpend } from './use-points';

export function RedeemForm({ product, balance, onDone }: { product: PointProduct; balance: number; onDone: () => void }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const { language } = usePreferences();
  const afterSpend = useAfterSpend();
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState('');
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [done, setDone] = useState<PointExchange | null>(null);
  const requestId = useRef<{ id: string; body: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (fields: Parameters<typeof redeemProduct>[0]) => redeemProduct(fields, language, permissionSealKeys(client)),
    onSuccess: (x) => {
      setDone(x);
      setPassword('');
      requestId.current = null;
      afterSpend();
    },
    onError: (error) => {
      if (requestIdSpent(error)) requestId.current = null;
      setErrorKey(errorKeyOf(error));
    },
  });
  const total = product.points * quantity;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrorKey(null);
    setDone(null);
    const a = address.trim();
    if (product.needsAddress && ([...a].length < addressMinLength || [...a].length > addressMaxLength)) return setErrorKey('points.error.address');
    if (total > balance) return setErrorKey('points.error.insufficient');
    if (password === '') return setErrorKey('member.paypw_required');
    const body = `${product.code}:${quantity}:${a}`;
    if (requestId.current?.body !== body) requestId.current = { id: newRequestId(), body };
    mutation.mutate({ requestId: requestId.current.id, productCode: product.code, quantity, ...(product.needsAddress ? { address: a } : {}), paymentPassword: password });
  };
  return (
    <form css={formGrid} noValidate onSubmit={submit} aria-label={intl.formatMessage({ id: 'points.redeem_title' }, { name: product.name })} data-testid="redeem-form">
      <label css={field} htmlFor={`${id}-quantity`}>
        <FormattedMessage id="points.quantity" />
        <input id={`${id}-quantity`} name="quantity" type="number" inputMode="numeric" min={1} max={maxQuantity} css={input} value={quantity}
          onChange={(e) => setQuantity(Math.min(maxQuantity, Math.max(1, Math.trunc(Number(e.target.value)) || 1)))} />
      </label>
      {product.needsAddress && (
        <label css={field} htmlFor={`${id}-address`}>
          <FormattedMessage id="points.address" />
          <textarea id={`${id}-address`} name="address" rows={2} maxLength={addressMaxLength} css={input} value={address} onChange={(e) => setAddress(e.target.value)} autoComplete="street-address" />
        </label>
      )}
      <label css={field} htmlFor={`${id}-password`}>
        <FormattedMessage id="member.paypw" />
        <input id={`${id}-password`} name="paymentPassword" type="password" autoComplete="off" css={input} value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <p>
        <FormattedMessage id="points.required_points" />: <strong data-testid="redeem-total">{intl.formatNumber(total)}</strong>
      </p>
      <p css={alert} role={errorKey ? 'alert' : undefined} data-testid="redeem-error">
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <div css={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} data-testid="redeem-submit">
          <FormattedMessage id="points.redeem" />
        </button>
        <button type="button" css={buttonStyle('quiet')} onClick={onDone}>
          <FormattedMessage id="action.cancel" />
        </button>
      </div>
      {done && (
        <p css={success} role="status" data-testid="redeem-done">
          <FormattedMessage id="points.redeem_done" values={{ number: done.number }} />
        </p>
      )}
    </form>
  );
}
