import * as z from 'zod';
import { defineCommand } from '../define';
import { responseOf } from '../envelope';
import { once } from '../lazy';
import { recordingResultRecord } from '../records';
import { wireArray } from '../wire/lists';
import { reqBool } from '../wire/requests';
import { withListMember } from '../wire/list-member';

/** http(s) URL for callbacks; the service POSTs to it, so nothing else makes sense. */
const callbackUrl = once(() => z
  .string()
  .trim()
  .refine((v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http:// or https:// URL'));

export const recordingSplit = defineCommand({
  name: 'recording.split',
  title: 'Split recording',
  area: 'recording',
  summary: 'Close the current recording file of a stream (or every stream matching a * pattern) and start a new one',
  request: () => z.strictObject({
    app: z.string().trim().regex(/^[^/\s]+\/[^/\s]+$/, 'must be <application>/<instance>, e.g. demo-origin/live'),
    stream: z.string().trim().min(1, 'must name a stream or a pattern with *'),
    callback: callbackUrl().optional(),
    title: z.string().optional(),
    description: z.string().optional(),
    delete: reqBool().optional(),
  }),
  response: () => withListMember({ member: 'streams', noun: 'split results' }, responseOf({ streams: wireArray(recordingResultRecord(), { wholeRows: true }) }, ['streams'])),
  mutates: true,
  idempotent: false,
  documented: true,
});
