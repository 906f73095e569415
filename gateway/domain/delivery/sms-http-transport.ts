/**
 * The SMS adapter of the delivery port: one HTTP POST per message to SMS_PROVIDER_URL with a JSON
 * body { to, text, merchant, reference } and `Authorization: Bearer SMS_PROVIDER_TOKEN`
 * (gateway/config.ts, docs/decisions/026-message-delivery.md). `reference` (also the
 * Idempotency-Key header) is the delivery's id, the same on every try, so a provider can drop a
 * repeat. 2xx is sent; 402 is the merchant's quota (§8), 4xx a refusal: both permanent; 408, 429,
 * 5xx, a network error or no answer within 10 s are tried again.
 */
import { DeliveryFailed, QuotaExceeded, type MessageTransport } from './message-providers';

export interface SmsHttpSettings {
  url: string;
  token: string | null;
  /** Per request (default 10 s). */
  timeoutMs?: number;
}

export function smsHttpTransport(settings: SmsHttpSettings): MessageTransport {
  return {
    async send(m) {
      const headers: Record<string, string> = { 'content-type': 'application/json', 'idempotency-key': m.reference };
      if (settings.token) headers.authorization = `Bearer ${settings.token}`;
      let status: number;
      try {
        const res = await fetch(settings.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to: m.to, text: m.text, merchant: m.merchant, reference: m.reference }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
        });
        status = res.status;
        await res.body?.cancel();
      } catch (error) {
        throw new DeliveryFailed(`SMS provider unreachable: ${(error as Error).message}`, false);
      }
      if (status >= 200 && status < 300) return;
      if (status === 402) throw new QuotaExceeded();
      const retry = status === 408 || status === 429 || status >= 500;
      throw new DeliveryFailed(`SMS provider answered ${status}`, !retry);
    },
  };
}
