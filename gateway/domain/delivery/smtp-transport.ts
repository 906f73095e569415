/**
 * The e-mail adapter of the delivery port: SMTP through nodemailer, configured by SMTP_URL and
 * SMTP_FROM (gateway/config.ts, docs/decisions/026-message-delivery.md). smtps:// speaks TLS
 * from the start; smtp:// upgrades with STARTTLS when offered, and insists on it in production
 * unless the server is on this host (a local relay). A 5xx reply is permanent (the address or
 * message is refused); anything else (4xx, a dropped connection, a timeout) is tried again.
 */
import nodemailer from 'nodemailer';
import { isPermanentResponseCode } from 'nodemailer/lib/errors';
import { DeliveryFailed, type MessageTransport } from './message-providers';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (nodemailer's connection URL). */
  url: string;
  /** The From header: "Brand mail <no-reply@example.com>" or an address. */
  from: string;
  /** Production: STARTTLS required on smtp:// to another host. */
  requireTls?: boolean;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLoopbackUrl(url: string): boolean {
  return loopbackHosts.has(new URL(url).hostname);
}

function failureOf(error: unknown): DeliveryFailed {
  const e = error as { message?: string; code?: string; responseCode?: number };
  const permanent = typeof e.responseCode === 'number' ? isPermanentResponseCode(e.responseCode) : e.code === 'EENVELOPE';
  const reason = `${e.code ?? 'SMTP'}${e.responseCode ? ` ${e.responseCode}` : ''}: ${e.message ?? String(error)}`;
  return new DeliveryFailed(reason, permanent);
}

export function smtpTransport(settings: SmtpSettings): MessageTransport {
  const mailer = nodemailer.createTransport({
    url: settings.url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    requireTLS: (settings.requireTls ?? false) && settings.url.startsWith('smtp:') && !isLoopbackUrl(settings.url),
  });
  return {
    async send(m) {
      try {
        await mailer.sendMail({ from: settings.from, to: m.to, subject: m.subject ?? '', text: m.text });
      } catch (error) {
        throw failureOf(error);
      }
    },
  };
}
