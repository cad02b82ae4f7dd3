/**
 * What one alert looks like on the wire for each kind of target (docs/alerts.md):
 * - webhook: the alert as JSON, signed: `X-MC-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256
 *   of "<t>.<body>" keyed with the target's signing secret>`, made again for every try;
 * - slack: `{"text": "…"}`, a Slack-compatible incoming webhook's body;
 * - ntfy: the words as a text body, with Title, Priority and Tags headers.
 */
import { createHmac } from 'node:crypto';
import type { Alert, AlertPhase } from '../../../shared/domain/alerts/alert';
import type { AlertTargetKind } from '../../../shared/domain/alerts/target';

const SIGNATURE_HEADER = 'X-MC-Signature';

export interface WireRequest {
  headers: Record<string, string>;
  body: string;
}

const PHASE_WORDS: Record<AlertPhase, string> = { alert: 'ALERT', repeat: 'STILL DOWN', recovery: 'RECOVERED', test: 'TEST' };
const NTFY_PRIORITY: Record<AlertPhase, string> = { alert: '4', repeat: '5', recovery: '3', test: '2' };
const NTFY_TAGS: Record<AlertPhase, string> = { alert: 'rotating_light', repeat: 'rotating_light,repeat', recovery: 'white_check_mark', test: 'test_tube' };

/** `t=…,v1=…` for a body signed at `t` (unix seconds). */
export function signature(secret: string, t: number, body: string): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** The one line a person reads: "ALERT · Main account: #503 YouTube main FAILED". */
export function alertLine(alert: Alert): string {
  const phase = alert.phase === 'repeat' ? `${PHASE_WORDS.repeat} (repeat ${alert.repeat})` : PHASE_WORDS[alert.phase];
  return `${phase} · ${alert.accountName}: ${alert.text}`;
}

/** The webhook's JSON: the alert's own fields, named for a receiver. */
export function webhookBody(alert: Alert): string {
  return JSON.stringify({
    type: 'mastercontrol.alert',
    incident: alert.incident,
    phase: alert.phase,
    cause: alert.cause,
    account: { id: alert.account, name: alert.accountName },
    destination: alert.destination,
    at: alert.at,
    repeat: alert.repeat,
    text: alert.text,
  });
}

/** A header value as ntfy reads it: plain ASCII, else RFC 2047's UTF-8 base64 form. */
function headerText(text: string): string {
  return /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

export function wireRequest(kind: AlertTargetKind, alert: Alert, secret: string | null, nowSeconds: number): WireRequest {
  if (kind === 'slack') return { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ text: alertLine(alert) }) };
  if (kind === 'ntfy') {
    return {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', Title: headerText(`Master Control ${PHASE_WORDS[alert.phase]}: ${alert.accountName}`), Priority: NTFY_PRIORITY[alert.phase], Tags: NTFY_TAGS[alert.phase] },
      body: alert.text,
    };
  }
  const body = webhookBody(alert);
  return { headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signature(secret ?? '', nowSeconds, body) }, body };
}
