import * as z from 'zod';
import { defineCommand } from '../define';
import { responseOf } from '../envelope';
import { once } from '../lazy';
import { liveStreamRecord } from '../stream-records';
import { withAliases } from '../wire/aliases';
import { wireArray } from '../wire/lists';
import { withListMember } from '../wire/list-member';

const target = once(() => ({
  app: z.string().trim().min(1, 'must name an application'),
  inst: z.string().trim().min(1, 'must name an instance'),
}));

export const streamActive = defineCommand({
  name: 'stream.active',
  title: 'Live streams',
  area: 'streams',
  summary: "Live streams of an application instance with their recording flag and running push sessions",
  request: () => z.strictObject({ ...target(), origin_url: z.string().trim().min(1).optional() }),
  response: () => withListMember({ member: 'streams', noun: 'live streams', also: ['live'] }, responseOf({ streams: wireArray(liveStreamRecord()) }, ['streams'])),
  mutates: false,
  idempotent: true,
  documented: false,
  note: 'Shape not public: streams (or data) is a list of {name, recording, connect_time, publish_time, codecs, pushes[{entry_name, status…}]}; other members kept.',
});

export const streamDetails = defineCommand({
  name: 'stream.details',
  title: 'Stream details',
  area: 'streams',
  summary: 'One live stream with its running push sessions',
  request: () => z.strictObject({
    ...target(),
    stream: z.string().trim().min(1, 'must name a stream'),
    origin_url: z.string().trim().min(1).optional(),
  }),
  response: () => withAliases({ stream: ['data', 'details'] }, responseOf({ stream: liveStreamRecord() }, ['stream'])),
  mutates: false,
  idempotent: true,
  documented: false,
  note: 'Shape not public: the stream object arrives as stream (or data); other members kept.',
});
