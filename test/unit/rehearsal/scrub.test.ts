/** The mirror's scrubber: every secret member of the catalog's list, at any depth, in any case. */
import { describe, expect, it } from 'vitest';
import { SECRET_MEMBERS } from '../../../shared/api/secret-members';
import { scrubSecrets } from '../../../shared/domain/rehearsal/scrub';

const CANARY = 'CANARY-scrub-5e1f0a';

/** Every secret member, as written and upper-cased, holding a canary. */
function secretsObject(depth: string): Record<string, unknown> {
  return Object.fromEntries(Object.keys(SECRET_MEMBERS).flatMap((m) => [[m, `${CANARY}-${depth}-${m}`], [m.toUpperCase(), `${CANARY}-${depth}-${m}-up`]]));
}

describe('scrubSecrets', () => {
  it('replaces every secret member at every depth: a stream key by rehearsal-<id>, everything else by null', () => {
    const value = {
      ...secretsObject('top'),
      push_service_id: 501,
      services: [{ push_service_id: 502, name: 'kept', ...secretsObject('row'), nested: { deeper: [{ ...secretsObject('deep') }] } }],
      streams: [{ name: 'cam_1', pushes: [{ entry_name: 'p', push_service_id: null, dst_stream: `${CANARY}-push` }] }],
    };
    const scrubbed = scrubSecrets(value);
    expect(JSON.stringify(scrubbed)).not.toContain(CANARY);
    expect(scrubbed.services[0]).toMatchObject({ name: 'kept', push_service_id: 502, dst_stream: 'rehearsal-502', DST_STREAM: 'rehearsal-502', password: null, PASSWORD: null, APIKEY: null, secret: null });
    expect(scrubbed).toMatchObject({ dst_stream: 'rehearsal-501', api_key: null, pass: null });
    expect(scrubbed.streams[0]!.pushes[0]).toEqual({ entry_name: 'p', push_service_id: null, dst_stream: 'rehearsal-push' });
    expect((value.services[0] as Record<string, unknown>).password, 'the input is left as it was').toContain(CANARY);
  });

  it('leaves an empty stream key empty and other values untouched', () => {
    expect(scrubSecrets({ dst_stream: '', username: 'relay', port: 1935, on: true, none: null })).toEqual({ dst_stream: null, username: 'relay', port: 1935, on: true, none: null });
  });
});

describe('scrubSecrets on values', () => {
  it('blanks a secret member value echoed in any other text of the picture (a failure message, a name, a member name)', () => {
    const key = 'sk-4f2a-91bc-77de';
    const picture = {
      services: [{ push_service_id: 503, dst_stream: key, password: 'relay-secret-1', name: `Social ${key}` }],
      streams: [{ name: 'main', pushes: [{ entry_name: 'p', push_service_id: '503', dst_stream: key, message: `Publish to rtmp://h/app/${key} refused (relay-secret-1)` }] }],
      notes: { [key]: 'x' },
    };
    const scrubbed = scrubSecrets(picture);
    expect(JSON.stringify(scrubbed)).not.toContain(key);
    expect(JSON.stringify(scrubbed)).not.toContain('relay-secret-1');
    expect(scrubbed.streams[0]!.pushes[0]!.message).toBe('Publish to rtmp://h/app/[redacted] refused ([redacted])');
    expect(scrubbed.services[0]!.name).toBe('Social [redacted]');
  });
});
