import { describe, expect, it } from 'vitest';
import { connectFieldErrors, defaultPlaylistOptions, directParams, membersForKind, storedParams, type DirectFormValues } from '../../../shared/domain/live/connect-form';

function form(over: Partial<DirectFormValues> = {}): DirectFormValues {
  return {
    service_name: 'rtmp', entry_name: 'yt-main', app: 'demo-origin', inst: 'live', stream: 'main', dst_stream: 'key123',
    members: { dst_host: 'live.example.com' }, playlist: defaultPlaylistOptions(), ...over,
  };
}

describe('direct connect form', () => {
  it('asks each kind exactly what the spec needs', () => {
    expect(membersForKind('hlspartner')).toEqual({ required: ['host_id', 'stream_id'], optional: [] });
    expect(membersForKind('socialplatform').required).toEqual(['dst_host']);
    // Kinds neither the spec nor the public notes name carry no rule: free text, every member offered.
    for (const free of ['audioserver', 'videosite', 'livegamesite']) {
      expect(membersForKind(free)).toEqual({ required: [], optional: ['host_id', 'stream_id', 'dst_host', 'dst_port', 'dst_app', 'dst_appinst', 'dst_user', 'dst_pass'] });
    }
  });

  it('accepts a complete RTMP form and sends only changed playlist options', () => {
    const params = directParams(form({ playlist: { ...defaultPlaylistOptions(), playlist_count: 6 } }));
    expect(connectFieldErrors(params)).toEqual({});
    expect(params).toMatchObject({ service_name: 'rtmp', dst_host: 'live.example.com', playlist_count: 6 });
    expect(params).not.toHaveProperty('playlist_timeout');
  });

  it('stops a missing entry name with a specific message', () => {
    const errors = connectFieldErrors(directParams(form({ entry_name: '  ' })));
    expect(errors.entry_name).toMatch(/^Entry name is required for a direct push \(entry_name\)$/);
  });

  it('names the missing members of an HLS partner push', () => {
    const errors = connectFieldErrors(directParams(form({ service_name: 'hlspartner', members: {} })));
    expect(errors.host_id).toMatch(/HLS partner pushes need a host id/);
    expect(errors.stream_id).toMatch(/stream id/);
  });

  it('rejects a host with a protocol and an out-of-range port, per field', () => {
    const errors = connectFieldErrors(directParams(form({ members: { dst_host: 'rtmp://x.com', dst_port: '70000' } })));
    expect(errors.dst_host).toMatch(/without protocol or port/);
    expect(errors.dst_port).toMatch(/1–65535/);
  });

  it('drops members the kind does not ask for', () => {
    const p = directParams(form({ service_name: 'socialplatform', members: { dst_host: 'live.example', dst_user: 'u' } }));
    expect(p).not.toHaveProperty('dst_user');
    expect(connectFieldErrors(p)).toEqual({});
  });
});

describe('stored connect form', () => {
  it('needs the instance and passes overrides and server_tag only when given', () => {
    expect(connectFieldErrors(storedParams({ push_service_id: 3, inst: '' })).inst).toMatch(/^Source instance is required \(inst\)$/);
    expect(storedParams({ push_service_id: 3, inst: 'live', stream: ' ', server_tag: 'fra1' })).toEqual({ push_service_id: 3, inst: 'live', server_tag: 'fra1' });
  });

  it('passes the Advanced origin URL when given (spec: origin_url in stored mode too)', () => {
    expect(storedParams({ push_service_id: 3, inst: 'live', origin_url: ' origin-2.example.net ' })).toEqual({ push_service_id: 3, inst: 'live', origin_url: 'origin-2.example.net' });
    expect(storedParams({ push_service_id: 3, inst: 'live', origin_url: '' })).toEqual({ push_service_id: 3, inst: 'live' });
  });
});
