/**
 * Request members the viewer commands share (ticket criteria, paging, the success and date
 * filters, the ticket's ip lock), each built once so every command that takes one checks it
 * the same way and refuses it in the same words.
 */
import * as z from 'zod';
import { once } from '../lazy';
import { reqInt } from '../wire/requests';

export const text = once(() => z.string().trim().min(1));
export const paging = once(() => ({
  limit: reqInt().pipe(z.number().int().positive('limit must be 1 or more')).optional(),
  seek: reqInt().pipe(z.number().int().nonnegative('seek must be 0 or more')).optional(),
}));
export const ticketCriteria = once(() => ({
  key: text().optional(),
  app: text().optional(),
  video: text().optional(),
  ip: text().optional(),
  pass: text().optional(),
}));
/** 1 = accepted, 0 = rejected; sent as an int as the spec types it. */
export const successFilter = once(() => reqInt().pipe(z.union([z.literal(0), z.literal(1)], { error: 'success is 1 (accepted) or 0 (rejected)' })));
export const datetimeText = once(() => z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'use YYYY-MM-DD HH:MM:SS (UTC)'));

/** What the ticket's ip lock may be, in words for every refusal. */
export const TICKET_IP_FORMS = 'use an IPv4 or IPv6 address, a range such as 203.0.113.0/24 or 2001:db8::/32, auto, or auto/N with N from 0 to 32';

/**
 * The ticket's ip lock: one address, a CIDR range (prefix up to 32 for IPv4, 128 for IPv6),
 * `auto` (the viewer's first address) or `auto/N` (the viewer's IPv4 network of size N).
 * zod's own address formats, so `999.999.1.1` or `deadbeef` never reach the service.
 */
export const ticketRequestIp = () =>
  z
    .string()
    .trim()
    .pipe(z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6(), z.literal('auto'), z.string().regex(/^auto\/(3[0-2]|[12]?\d)$/)], { error: TICKET_IP_FORMS }));
