import { describe, expect, it } from 'vitest';
import { catalog } from '../../../shared/api/catalog';
import { newestFirst, toPairs, uploadDetail, uploadStatusTone, uploadStatusWord } from '../../../shared/domain/reports/uploads';

const envelope = { status: 'success', message: 'ok', handle_time: '0.01 seconds' };
const one = {
  id: '7',
  path: 'store/user/a.mp4',
  destination_path: 'bucket/a.mp4',
  metadata: { title: 'Opening', lang: 'en' },
  acl: 'private',
  callback: 'https://example.test/done',
  message: 'Upload complete',
  results: { Bucket: 'media', Key: 'a.mp4', Location: 'https://media.example.test/a.mp4', ETag: '"abc"', VersionId: 'v1', ServerSideEncryption: 'AES256' },
  created: '2026-10-01 10:00:00',
  last_updated: '2026-10-01 10:05:00',
  status: '200',
};

describe('cloudstore.status data', () => {
  it('reads data sent as one object or as a list the same way', () => {
    const single = catalog['cloudstore.status'].response.parse({ ...envelope, data: one });
    const list = catalog['cloudstore.status'].response.parse({ ...envelope, data: [one] });
    expect(single.data).toEqual(list.data);
    expect(single.data[0]?.id).toBe(7);
  });

  it('orders newest first, ties by id', () => {
    const rows = catalog['cloudstore.status'].response.parse({
      ...envelope,
      data: [
        { ...one, id: 1, created: '2026-10-01 09:00:00' },
        { ...one, id: 3, created: '2026-10-02 09:00:00' },
        { ...one, id: 2, created: '2026-10-02 09:00:00' },
      ],
    }).data;
    expect(newestFirst(rows).map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('names the object-store result fields and metadata for the detail panel', () => {
    const upload = catalog['cloudstore.status'].response.parse({ ...envelope, data: one }).data[0];
    if (upload === undefined) throw new Error('no upload decoded');
    const detail = uploadDetail(upload);
    expect(detail.callback).toBe('https://example.test/done');
    expect(detail.metadata).toEqual([
      ['title', 'Opening'],
      ['lang', 'en'],
    ]);
    const byLabel = Object.fromEntries(detail.results.map((r) => [r.label, r.value]));
    expect(byLabel).toMatchObject({ Bucket: 'media', Key: 'a.mp4', ETag: '"abc"', Version: 'v1', Encryption: 'AES256', 'KMS key id': null });
  });

  it('reads results sent as a list of pairs or key/value objects', () => {
    expect(toPairs([['Bucket', 'b'], { key: 'ETag', value: 'e' }])).toEqual([
      ['Bucket', 'b'],
      ['ETag', 'e'],
    ]);
    expect(toPairs(null)).toEqual([]);
  });

  it('treats empty texts as not given', () => {
    const upload = catalog['cloudstore.status'].response.parse({ ...envelope, data: { ...one, callback: '', results: { Bucket: 'b', SSEKMSKeyId: '' } } }).data[0];
    if (upload === undefined) throw new Error('no upload decoded');
    const detail = uploadDetail(upload);
    expect(detail.callback).toBeNull();
    expect(detail.results.find((r) => r.key === 'SSEKMSKeyId')?.value).toBeNull();
  });
});

describe('upload status tags', () => {
  it('maps HTTP status to a tone and a word', () => {
    expect(uploadStatusTone(200)).toBe('done');
    expect(uploadStatusTone(202)).toBe('pending');
    expect(uploadStatusWord(202)).toBe('202 IN PROGRESS');
    expect(uploadStatusTone(403)).toBe('failed');
    expect(uploadStatusTone(503)).toBe('failed');
    expect(uploadStatusTone(null)).toBe('pending');
    expect(uploadStatusTone(0)).toBe('pending');
    expect(uploadStatusTone(302)).toBe('unknown');
    expect(uploadStatusWord(200)).toBe('200 DONE');
    expect(uploadStatusWord(null)).toBe('IN PROGRESS');
  });
});
