/** Convert points to cash: the brand's ratio, the points (whole multiples), the payment password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PointConfigAnswer, PointExchange } from '../../../schemas/points';
import { permissionSealKeys } from '../../api/identity/login-sealed-call';
import { convertPoints } from '../../api/points/point-calls';
import { buttonStyle } from '../../ui/button';
import { alert, card, field, formGrid, h2, input, muted, success } from '../../ui/page-styles';
import { newRequestId, requestIdSpent } from '../../api/request-id';
import { Money } from '../../ui/money';
import { QueryView } from './points-query-view';
import { errorKeyOf } from './points-query-view';
import { useAfterSpend, usePointBalance, usePointConfig } from './use-points';

/** Whole points only; the cash is exact (no rounding: the gateway refuses what is not a multiple). */
function cashOf(points: number, c: PointConfigAnswer): number | null {
  return Number.isSafeInteger(points) && points > 0 && points % c.ratio.points === 0 ? (points / c.ratio.points) * c.ratio.cashMinor : null;
}

function ConvertForm({ config, balance }: { config: PointConfigAnswer; balance: number }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const afterSpend = useAfterSpend();
  const [text, setText] = useState('');
  const [password, setPassword] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [done, setDone] = useState<PointExchange | null>(null);
  const requestId = useRef<{ id: string; body: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (fields: Parameters<typeof convertPoints>[0]) => convertPoints(fields, permissionSealKeys(client)),
    onSuccess: (x) => {
      setDone(x);
      setText('');
      setPassword('');
      requestId.current = null;
      afterSpend();
    },
    onError: (error) => {
      if (requestIdSpent(error)) requestId.current = null;
      setErrorKey(errorKeyOf(error));
    },
  });
  const points = /^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  const cash = cashOf(points, config);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrorKey(null);
    setDone(null);
    if (!Number.isSafeInteger(points) || points < config.convertMinPoints || points > config.convertMaxPoints) return setErrorKey('points.error.out_of_range');
    if (cash === null) return setErrorKey('points.error.step');
    if (points > balance) return setErrorKey('points.error.insufficient');
    if (password === '') return setErrorKey('member.paypw_required');
    const body = String(points);
    if (requestId.current?.body !== body) requestId.current = { id: newRequestId(), body };
    mutation.mutate({ requestId: requestId.current.id, points, paymentPassword: password });
  };
  return (
    <form css={formGrid} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="convert-form">
      <h2 id={`${id}-title`} css={h2}>
        <FormattedMessage id="points.convert_title" />
      </h2>
      <p css={muted} data-testid="points-ratio">
        <FormattedMessage id="points.ratio" values={{ points: intl.formatNumber(config.ratio.points) }} />{' '}
        <Money minor={config.ratio.cashMinor} minorDigits={config.minorDigits} symbol={config.currencySymbol} />
      </p>
      <label css={field} htmlFor={`${id}-points`}>
        <FormattedMessage id="points.convert_points" />
        <input id={`${id}-points`} name="points" inputMode="numeric" css={input} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} css={muted}>
          <FormattedMessage id="points.convert_hint" values={{ min: intl.formatNumber(config.convertMinPoints), max: intl.formatNumber(config.convertMaxPoints), step: intl.formatNumber(config.ratio.points) }} />
        </span>
      </label>
      <p>
        <FormattedMessage id="points.convert_cash" />: <strong data-testid="convert-cash">{cash === null ? '—' : <Money minor={cash} minorDigits={config.minorDigits} symbol={config.currencySymbol} />}</strong>
      </p>
      <label css={field} htmlFor={`${id}-password`}>
        <FormattedMessage id="member.paypw" />
        <input id={`${id}-password`} name="paymentPassword" type="password" autoComplete="off" css={input} value={password} onChange={(e) => setPassword(e.target.value)} />
      </label>
      <p css={alert} role={errorKey ? 'alert' : undefined} data-testid="convert-error">
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} data-testid="convert-submit">
        <FormattedMessage id="points.convert" />
      </button>
      {done && (
        <p css={success} role="status" data-testid="convert-done">
          <FormattedMessage id="points.convert_done" values={{ number: done.number }} />
        </p>
      )}
    </form>
  );
}

export function ConvertPanel() {
  const config = usePointConfig();
  const balance = usePointBalance();
  return (
    <section css={card}>
      <QueryView query={config}>{(c) => <QueryView query={balance}>{(b) => <ConvertForm config={c} balance={b.points} />}</QueryView>}</QueryView>
    </section>
  );
}
