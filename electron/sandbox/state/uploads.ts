/**
 * Object-store upload requests, newest first when listed. `results` keeps the store's own
 * member names. Requests queued through the handle finish after a delay and then POST
 * their callback (loopback only).
 */
import type { Rng } from '../prng';
import { formatDatetime } from '../time';

export type UploadRow = Record<string, unknown> & { id: string; created: string };

const BUCKET = 'sandbox-archive';

/** The object store's answer for a finished upload (its own member names). */
export function uploadResults(rng: Rng, key: string): Record<string, string> {
  return {
    Bucket: BUCKET,
    Key: key,
    Location: `https://${BUCKET}.s3.example.com/${key}`,
    ObjectURL: `https://${BUCKET}.s3.example.com/${key}`,
    ETag: `"${rng.hex(32)}"`,
    VersionId: rng.hex(32),
    ServerSideEncryption: rng.pick(['AES256', 'aws:kms']),
    Expiration: '',
    RequestCharged: '',
    SSEKMSKeyId: '',
  };
}

const OUTCOMES = [
  { status: '200', message: 'Upload complete' },
  { status: '200', message: 'Upload complete' },
  { status: '200', message: 'Upload complete' },
  { status: '403', message: 'Access Denied: the bucket policy refused the upload' },
  { status: '500', message: 'Object store error: upload failed, will not retry' },
  { status: '202', message: 'Upload in progress' },
] as const;

export function uploadRow(rng: Rng, id: number, cdn: number, createdSec: number, fields: Partial<UploadRow> = {}): UploadRow {
  const outcome = rng.pick(OUTCOMES);
  const file = `event-${String(id).padStart(4, '0')}.mp4`;
  const destination = `archive/${new Date(createdSec * 1000).getUTCFullYear()}/${file}`;
  return {
    id: String(id),
    cdn_id: String(cdn),
    path: `vodstore/demo/recordings/${file}`,
    destination_path: destination,
    metadata: [{ key: 'event', value: `event-${id}` }],
    acl: rng.pick(['private', 'public-read']),
    callback: rng.next() < 0.3 ? 'https://hooks.example.com/uploads' : '',
    message: outcome.message,
    results: outcome.status === '200' ? uploadResults(rng, destination) : [],
    created: formatDatetime(createdSec),
    last_updated: formatDatetime(createdSec + rng.int(5, 900)),
    status: outcome.status,
    ...fields,
  };
}

/** 64 requests over the last ~30 days, oldest first (id order). */
export function seedUploads(rng: Rng, cdn: number, nowSec: number): UploadRow[] {
  const out: UploadRow[] = [];
  let t = nowSec - 30 * 86400;
  for (let id = 9001; id < 9065; id += 1) {
    t += rng.int(600, 40000);
    out.push(uploadRow(rng, id, cdn, Math.min(t, nowSec - 60)));
  }
  return out;
}
