// One SMTP connection set-up for every mail the servers send (the leads to the staff, the admin's password
// mail): nodemailer over SMTP_URL, STARTTLS required to another machine, each step bounded, and no
// logging by nodemailer (it would write addresses and message text). `failureCode` names a failure
// without its message text, which may quote an address.
import nodemailer from 'nodemailer';
import type { ServiceUrl } from './serviceUrl.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export function smtpTransport(smtp: ServiceUrl, timeoutMs: number) {
  return nodemailer.createTransport({
    url: smtp.url,
    // Plain smtp:// to another machine must upgrade to TLS (STARTTLS): the message may hold personal data or a link that signs in.
    requireTLS: smtp.parsed.protocol === 'smtp:' && !LOOPBACK.has(smtp.parsed.hostname),
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    logger: false,
    debug: false,
  });
}

/** The SMTP reply code or the socket's error code (nodemailer keeps it as originalCode), else 'unknown'. */
export function failureCode(error: unknown): string {
  const { responseCode, originalCode, code } = (error ?? {}) as { responseCode?: unknown; originalCode?: unknown; code?: unknown };
  if (typeof responseCode === 'number') return `SMTP ${responseCode}`;
  const named = [originalCode, code].find((value) => typeof value === 'string' && /^[A-Za-z_]{1,40}$/.test(value));
  return typeof named === 'string' ? named : 'unknown';
}
