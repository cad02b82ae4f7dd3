import * as z from 'zod';
import { defineCommand } from '../define';
import { responseOf } from '../envelope';
import { playlistItemRecord } from '../records';
import { wireArray } from '../wire/lists';
import { withListMember } from '../wire/list-member';

/** The spec's default application for channel.currentchannels. */
export const CHANNEL_ORIGIN_APP = 'channel-origin';

export const channelCurrentChannels = defineCommand({
  name: 'channel.currentchannels',
  title: 'Channel playlist',
  area: 'channel',
  summary: 'Remaining play order of a channel playlist (already-played items appended when it repeats)',
  request: () => z.strictObject({
    app: z.string().trim().min(1).optional(),
    stream: z.string().trim().min(1, 'must name the channel'),
    appinst: z.string().trim().min(1).optional(),
  }),
  response: () => withListMember(
    { member: 'playlist', noun: 'playlist items', also: ['videos'] },
    responseOf({
      playlist: wireArray(playlistItemRecord()).transform((items) =>
        items.map((item, index) => ({ ...item, sort_order: item.sort_order ?? index })),
      ),
    }, ['playlist']),
  ),
  mutates: false,
  idempotent: true,
  documented: true,
  note: 'The list is named playlist in the spec example and videos in its field list; both decode to playlist.',
});
