/**
 * Reads the active account's read-only picture for a rehearsal mirror, with READ commands
 * only, through the gateway (so the reads are the console's own: signed, decoded by the
 * catalog's record schemas, secrets masked on the way out), then scrubs every secret
 * member. Every read must succeed: one that fails fails the whole start, never a half mirror.
 */
import { CHANNEL_ORIGIN_APP } from '../../../shared/api/commands/channel';
import { type PushService, pushServiceRecord } from '../../../shared/api/records';
import { declaredMembersOf } from '../../../shared/api/wire/declared-members';
import type { RehearsalPicture } from '../../../shared/domain/rehearsal/picture';
import { scrubSecrets } from '../../../shared/domain/rehearsal/scrub';
import type { IpcError } from '../../../shared/ipc/define';
import type { CommandGateway } from '../deps';

/**
 * The instance the console watches unless told otherwise (the Live screen's default): a
 * stored service names its application, never its instance, so the mirror copies the live
 * streams of `<app>/live` for every application a stored service pushes from.
 */
export const PICTURE_INST = 'live';

export type PictureResult = { ok: true; picture: RehearsalPicture } | { ok: false; error: IpcError };

/** Each failed read names what it was reading; the start fails with this sentence. */
const failed = (what: string, error: IpcError): PictureResult => ({
  ok: false,
  error: { ...error, message: `Rehearsal not started: reading ${what} of the account failed (${error.message}). Nothing was copied.` },
});

export async function readPicture(gateway: CommandGateway, cdn: number, account: string): Promise<PictureResult> {
  const only = { account };
  const services = await gateway.call('pushpublish.services', {}, only);
  if (!services.ok) return failed('the stored push services', services.error);
  const apps = await gateway.call('video.getapps', {}, only);
  if (!apps.ok) return failed('the applications', apps.error);
  const known = new Set(apps.value.apps.map((a) => a.name));
  const pushedFrom = [...new Set(services.value.services.flatMap((s) => (s.app !== null && known.has(s.app) ? [s.app] : [])))];
  const streams: RehearsalPicture['streams'] = [];
  for (const app of pushedFrom) {
    const live = await gateway.call('stream.active', { app, inst: PICTURE_INST }, only);
    if (!live.ok) return failed(`the live streams of ${app}/${PICTURE_INST}`, live.error);
    streams.push({ app, inst: PICTURE_INST, streams: live.value.streams });
  }
  // Channels are named by the streams their application serves (the API lists no channels).
  const channelNames = streams.filter((s) => s.app === CHANNEL_ORIGIN_APP).flatMap((s) => s.streams.map((x) => x.name));
  const channels: RehearsalPicture['channels'] = [];
  for (const stream of channelNames) {
    const r = await gateway.call('channel.currentchannels', { app: CHANNEL_ORIGIN_APP, stream }, only);
    if (!r.ok) return failed(`the playlist of channel ${stream}`, r.error);
    channels.push({ app: CHANNEL_ORIGIN_APP, stream, playlist: r.value.playlist });
  }
  // Only the members the catalog declares: a record also keeps what it does not know, as
  // sent (an undeclared credential such as a `stream_url` with the key inside, the
  // `unreadable` bag), and the gateway adds `<secret>_set` flags about the real account.
  const declared = declaredMembersOf(pushServiceRecord());
  const records = services.value.services.map((s) => Object.fromEntries(declared.flatMap((m) => (Object.hasOwn(s, m) ? [[m, s[m as keyof typeof s]]] : []))) as PushService);
  return { ok: true, picture: scrubSecrets({ cdn, services: records, apps: apps.value.apps, streams, channels }) };
}
