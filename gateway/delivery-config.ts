/**
 * Where SMS and e-mail go (docs/decisions/026-message-delivery.md), from the environment:
 *   SMTP_URL            smtp://user:pass@host:587 (STARTTLS; insisted on in production unless the
 *                       server is on this host) or smtps://user:pass@host:465
 *   SMTP_FROM           the From of every e-mail, "Portico <no-reply@example.com>"; needed with SMTP_URL
 *   SMS_PROVIDER_URL    the provider's endpoint, POST { to, text, merchant, reference } as JSON;
 *                       https:// (http:// only to this host)
 *   SMS_PROVIDER_TOKEN  sent as "Authorization: Bearer …" (optional)
 * A channel left unset gets the outbox double in development (GET /dev/outbox) and, in
 * production, no transport: its messages are given up and logged (the gateway warns at start).
 * Pure: takes the environment, returns settings or throws one error naming every bad variable.
 */
import type { MessageTransports } from './domain/delivery/message-providers';
import { smsHttpTransport, type SmsHttpSettings } from './domain/delivery/sms-http-transport';
import { isLoopbackUrl, smtpTransport, type SmtpSettings } from './domain/delivery/smtp-transport';

export interface DeliveryConfig {
  smtp: SmtpSettings | null;
  sms: SmsHttpSettings | null;
}

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

function urlOf(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function deliveryConfigFrom(env: NodeJS.ProcessEnv, production: boolean): DeliveryConfig {
  const problems: string[] = [];
  const smtpUrl = text(env, 'SMTP_URL');
  const from = text(env, 'SMTP_FROM');
  if (smtpUrl !== undefined && !['smtp:', 'smtps:'].includes(urlOf(smtpUrl)?.protocol ?? '')) {
    problems.push('SMTP_URL must be smtp://host[:port] or smtps://host[:port]');
  }
  if (smtpUrl !== undefined && !from) problems.push('SMTP_FROM is needed with SMTP_URL (the From of every e-mail)');
  if (from !== undefined && !/^[^<>@\s]+@[^<>@\s]+$|<[^<>@\s]+@[^<>@\s]+>$/.test(from)) {
    problems.push('SMTP_FROM must be an address or "Name <address>"');
  }
  const smsUrl = text(env, 'SMS_PROVIDER_URL');
  const sms = smsUrl === undefined ? null : urlOf(smsUrl);
  if (smsUrl !== undefined && (!sms || !['http:', 'https:'].includes(sms.protocol))) {
    problems.push('SMS_PROVIDER_URL must be an http(s):// URL');
  } else if (production && sms?.protocol === 'http:' && !isLoopbackUrl(sms.href)) {
    problems.push('SMS_PROVIDER_URL must be https:// in production (codes would cross the network in clear)');
  }
  if (problems.length > 0) throw new Error(`invalid delivery configuration: ${problems.join('; ')}`);
  return {
    smtp: smtpUrl && from ? { url: smtpUrl, from, requireTls: production } : null,
    sms: smsUrl ? { url: smsUrl, token: text(env, 'SMS_PROVIDER_TOKEN') ?? null } : null,
  };
}

/** The adapters of the configured channels (the others fall back: identity-services.ts). */
export function transportsOf(config: DeliveryConfig): Partial<MessageTransports> {
  return {
    ...(config.smtp ? { email: smtpTransport(config.smtp) } : {}),
    ...(config.sms ? { sms: smsHttpTransport(config.sms) } : {}),
  };
}
