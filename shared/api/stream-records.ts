/**
 * Records of what runs now: a live stream of an application instance and the push
 * sessions it feeds, as stream.active and stream.details report them. Neither shape is
 * public: the spec does not list their members, so these are the names seen in answers.
 */
import type * as z from 'zod';
import { once } from './lazy';
import { withAliases } from './wire/aliases';
import { wireArray } from './wire/lists';
import { keyText, optBool, optDatetime, optInt, optText } from './wire/members';
import { wireRecord } from './wire/record';

/** A running push session as stream.active / stream.details report it (shape not public). */
export const pushSessionRecord = once(() => wireRecord({
  entry_name: optText(),
  push_service_id: optInt(),
  service_name: optText(),
  dst_host: optText(),
  dst_stream: optText(),
  /** The server's word for the session: connected, connecting, error… kept as sent. */
  status: optText(),
  message: optText(),
}));
export type PushSession = z.output<ReturnType<typeof pushSessionRecord>>;

/** A live stream of an application instance (shape not public). */
export const liveStreamRecord = once(() => withAliases({ name: ['stream', 'stream_name'], pushes: ['push_sessions', 'pushpublish'] }, wireRecord({
  name: keyText(),
  recording: optBool(),
  connect_time: optDatetime(),
  publish_time: optDatetime(),
  video_codec: optText(),
  audio_codec: optText(),
  pushes: wireArray(pushSessionRecord()),
}, ['name'])));
export type LiveStream = z.output<ReturnType<typeof liveStreamRecord>>;
