import * as z from 'zod';
import { defineCommand } from '../define';
import { responseOf } from '../envelope';
import { uploadRecord } from '../records';
import { wireArray } from '../wire/lists';
import { reqInt } from '../wire/requests';
import { withListMember } from '../wire/list-member';

export const cloudstoreStatus = defineCommand({
  name: 'cloudstore.status',
  title: 'Upload requests',
  area: 'uploads',
  summary: 'Status of object-store upload requests, most recent first (limit default 25, offset)',
  request: () => z.strictObject({
    limit: reqInt().pipe(z.number().int().positive('limit must be 1 or more')).optional(),
    offset: reqInt().pipe(z.number().int().nonnegative('offset must be 0 or more')).optional(),
  }),
  response: () => withListMember({ member: 'data', noun: 'upload requests' }, responseOf({ data: wireArray(uploadRecord()) }, ['data'])),
  mutates: false,
  idempotent: true,
  documented: true,
  note: 'Whether data is one object or a list is not shown; both decode to a list.',
});
