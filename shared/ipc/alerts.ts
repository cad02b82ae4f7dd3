/**
 * IPC channels of alert targets (docs/alerts.md): each account's webhooks, Slack-compatible
 * webhooks and ntfy topics that alerts go to. A target's URL and signing secret go in
 * through `add` and never come back out: every answer carries only the kind, the label and
 * the URL's host. The channels name the account (the Accounts screen lists every account),
 * so they are not bound to the active one.
 */
import { z } from 'zod';
import { type AlertTargetView, ALERT_TARGET_KINDS, MAX_URL_LENGTH } from '../domain/alerts/target';
import { type ChannelSpec, channel } from './define';

const account = z.string().min(1).max(200);
const id = z.string().min(1).max(100);

export const alertsChannels = {
  targets: channel<AlertTargetView[]>()(z.strictObject({ account }), "An account's alert targets, with each one's last answer"),
  add: channel<AlertTargetView>()(
    z.strictObject({
      account,
      kind: z.enum(ALERT_TARGET_KINDS as ['webhook', 'slack', 'ntfy']),
      label: z.string().max(200),
      url: z.string().max(MAX_URL_LENGTH),
      /** A webhook's signing secret (required for `webhook`, unused otherwise). */
      secret: z.string().max(500).optional(),
    }),
    'Add an alert target to an account (its URL and signing secret are kept like credentials)',
  ),
  remove: channel<null>()(z.strictObject({ account, id }), 'Delete an alert target and its stored URL'),
  test: channel<AlertTargetView>()(z.strictObject({ account, id }), 'Send a test alert to one target now; answers with its answer'),
} satisfies Record<string, ChannelSpec>;

export type AlertsEvent = { type: 'alerts.changed'; account: string; targets: AlertTargetView[] };
