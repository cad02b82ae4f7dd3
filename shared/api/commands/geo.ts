import * as z from 'zod';
import { defineCommand } from '../define';
import { responseOf } from '../envelope';
import { once } from '../lazy';
import { wireArray } from '../wire/lists';
import { reqInt } from '../wire/requests';
import { withListMember } from '../wire/list-member';

/** A geo code as sent: two letters, upper-cased. Validity is the server's call (invalid_codes). */
const geoCode = once(() => z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a geo code is two letters (ISO 3166-1 alpha-2)')
  .transform((v) => v.toUpperCase()));

export const geoblockUpdate = defineCommand({
  name: 'geoblock.update',
  title: 'Set allowed countries',
  area: 'geo',
  summary: 'Set the allowed geo codes of an application or a stream in it; no codes = allow all',
  request: () => z.strictObject({
    cdn_id: reqInt().optional(),
    app: z.string().trim().min(1, 'must name an application'),
    stream: z.string().trim().min(1).optional(),
    geo_codes: z.array(geoCode()).optional(),
  }),
  response: () => withListMember({ member: 'invalid_codes', noun: 'rejected geo codes' }, responseOf({ invalid_codes: wireArray(z.string()) }, ['invalid_codes'])),
  mutates: true,
  idempotent: true,
  documented: true,
  accountMember: 'cdn_id',
  note: 'The spec names the account member cdn_id (its example says cdn); the client fills cdn_id from the profile.',
});
