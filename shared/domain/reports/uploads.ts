/**
 * cloudstore.status shaped for the Uploads grid and its detail panel. The catalog already
 * turns `data` sent as one object into a one-item list; here the object-store `results`
 * (whose shape is not public: an object, or a list of {key, value}-like pairs) is read
 * into named fields, and the HTTP status into a tone for its coloured tag.
 */
import type { Upload } from '../../api/records';

export const UPLOADS_PAGE_SIZE = 25;

export type StatusTone = 'done' | 'failed' | 'pending' | 'unknown';

/**
 * 2xx done, except 202 Accepted: the store took the upload and is still working on it,
 * as are 1xx and 0/none. 4xx/5xx failed; anything else unknown.
 */
export function uploadStatusTone(status: number | null): StatusTone {
  if (status === null || status === 0 || status === 202 || (status >= 100 && status < 200)) return 'pending';
  if (status >= 200 && status < 300) return 'done';
  if (status >= 400 && status < 600) return 'failed';
  return 'unknown';
}

/** The word on the tag: colour is never the only signal. */
export function uploadStatusWord(status: number | null): string {
  const tone = uploadStatusTone(status);
  const word = { done: 'DONE', failed: 'FAILED', pending: 'IN PROGRESS', unknown: 'UNKNOWN' }[tone];
  return status === null || status === 0 ? word : `${status} ${word}`;
}

/** Fields of the object-store result, named as the spec lists them. */
export const RESULT_FIELDS = [
  { key: 'Bucket', label: 'Bucket' },
  { key: 'Key', label: 'Key' },
  { key: 'Location', label: 'Location' },
  { key: 'ETag', label: 'ETag' },
  { key: 'VersionId', label: 'Version' },
  { key: 'ServerSideEncryption', label: 'Encryption' },
  { key: 'SSEKMSKeyId', label: 'KMS key id' },
  { key: 'ObjectURL', label: 'Object URL' },
  { key: 'Expiration', label: 'Expiration' },
  { key: 'RequestCharged', label: 'Request charged' },
] as const;

/** Turns an unknown value into pairs: an object's members, or a list of pairs/objects. */
export function toPairs(value: unknown): Array<[string, string]> {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => (isPair(item) ? [[String(item[0]), text(item[1])] as [string, string]] : toPairs(item)));
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.key === 'string' && 'value' in obj && Object.keys(obj).length === 2) return [[obj.key, text(obj.value)]];
    return Object.entries(obj).map(([k, v]) => [k, text(v)]);
  }
  return [['value', text(value)]];
}

function isPair(item: unknown): item is [unknown, unknown] {
  return Array.isArray(item) && item.length === 2 && typeof item[0] === 'string';
}

/** Empty text means "not given" (the sandbox and the real store send ""). */
const given = (v: string | null | undefined): string | null => (v === null || v === undefined || v.trim() === '' ? null : v);

function text(v: unknown): string {
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

export interface UploadDetail {
  metadata: Array<[string, string]>;
  callback: string | null;
  /** Every RESULT_FIELDS entry, with its value or null when the store sent none. */
  results: Array<{ key: string; label: string; value: string | null }>;
}

export function uploadDetail(upload: Upload): UploadDetail {
  const results = new Map(toPairs(upload.results));
  return {
    metadata: toPairs(upload.metadata),
    callback: given(upload.callback),
    results: RESULT_FIELDS.map((f) => ({ key: f.key, label: f.label, value: given(results.get(f.key)) })),
  };
}

/** Newest first: by created time, then by id (ids grow as requests are queued). */
export function newestFirst(uploads: readonly Upload[]): Upload[] {
  return [...uploads].sort((a, b) => (b.created ?? '').localeCompare(a.created ?? '') || b.id - a.id);
}
