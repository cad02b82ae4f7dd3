/**
 * The sandbox is as lenient as the service by default (it takes what the service's public
 * examples send); --strict keeps the strict reading; --quirks answers in variant forms that
 * the client still decodes.
 */
import { describe, expect, it } from 'vitest';
import { catalog, type CommandName } from '../../../shared/api/catalog';
import { decodeBody } from '../../../electron/core/client/decode';
import { createQuirks } from '../../../electron/sandbox/http/quirks';
import { call, postJson, sandbox, signedBody } from './helpers';

describe('lenient by default', () => {
  it('sevu.errorcount with empty-string criteria (the public example) counts everything', async () => {
    const sb = await sandbox();
    const all = await call(sb, 'sevu.errorcount', {});
    const blank = await call(sb, 'sevu.errorcount', { key: '', ip: '', app: '', video: '', pass: '' });
    expect(blank.body).toMatchObject({ status: 'success', error_count: all.body.error_count });
  });

  it('sevu.removestreamuser with the id and app/stream/user together: the id wins', async () => {
    const sb = await sandbox();
    const target = sb.state.streamUsers[0]!;
    const other = sb.state.streamUsers[1]!;
    const r = await call(sb, 'sevu.removestreamuser', { streamuser_id: target.streamuser_id, app: other.app, stream: other.stream, user: other.user });
    expect(r.body).toMatchObject({ status: 'success' });
    expect(sb.state.streamUsers.map((u) => u.streamuser_id)).not.toContain(target.streamuser_id);
    expect(sb.state.streamUsers.map((u) => u.streamuser_id)).toContain(other.streamuser_id);
  });

  it('pushpublish.disconnect with push_service_id and entry_name together is accepted (the id wins)', async () => {
    const sb = await sandbox({ pushConnectDelayMs: 0 });
    await call(sb, 'pushpublish.connect', { push_service_id: 501, inst: 'live' });
    const r = await call(sb, 'pushpublish.disconnect', { push_service_id: 501, app: 'demo-origin', inst: 'live', entry_name: 'no-such-entry' });
    expect(r.body.message).not.toMatch(/give either/);
  });

  it('pushpublish.services takes the documented object filter and the list form', async () => {
    const sb = await sandbox();
    const asObject = (await call(sb, 'pushpublish.services', { filters: { service_name: 'rtmp' } })).body.services as unknown[];
    const asList = (await call(sb, 'pushpublish.services', { filters: [{ key: 'service_name', value: 'rtmp' }] })).body.services as unknown[];
    expect(asObject.length).toBeGreaterThan(0);
    expect(asObject.length).toBeLessThan(sb.state.services.length);
    expect(asList).toEqual(asObject);
  });
});

describe('--strict', () => {
  it('refuses empty-string criteria and both forms together, as before', async () => {
    const sb = await sandbox({ strict: true });
    const blank = await call(sb, 'sevu.errorcount', { ip: '' });
    expect(blank.body).toMatchObject({ status: 'failure' });
    expect(String(blank.body.message)).toMatch(/ip/);
    const both = await call(sb, 'sevu.removestreamuser', { streamuser_id: 1, app: 'demo-origin', stream: 'a', user: 'b' });
    expect(both.body).toMatchObject({ status: 'failure' });
    expect(String(both.body.message)).toMatch(/either streamuser_id or app \+ stream \+ user/);
  });

  it('answers /stable with a redirect to /stable/; the lenient sandbox answers both', async () => {
    const strict = await sandbox({ strict: true });
    const body = new URLSearchParams({ json: signedBody(strict, 'video.getapps', {}) });
    const res = await fetch(strict.baseUrl.replace(/\/$/, ''), { method: 'POST', body, redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/stable/');
    const lenient = await sandbox();
    const ok = await fetch(lenient.baseUrl.replace(/\/$/, ''), { method: 'POST', body: new URLSearchParams({ json: signedBody(lenient, 'video.getapps', {}) }) });
    expect(ok.status).toBe(200);
  });
});

describe('--quirks', () => {
  const reads: CommandName[] = ['sevu.search', 'sevu.errorlog', 'pushpublish.services', 'cloudstore.status', 'usage.data', 'video.getapps', 'sevu.liststreamusers', 'stream.active', 'channel.currentchannels', 'sevu.errorcount'];
  const params: Partial<Record<CommandName, Record<string, unknown>>> = {
    'stream.active': { app: 'demo-origin', inst: 'live' },
    'channel.currentchannels': { stream: 'channel2' },
  };

  it('answers in variant forms, the same for the same seed, and every answer still decodes', async () => {
    const texts: string[] = [];
    const sb = await sandbox({ quirksSeed: 7, seed: 3 });
    for (let i = 0; i < 4; i += 1) {
      for (const command of reads) {
        const a = await postJson(sb, signedBody(sb, command, (params[command] ?? {}) as never));
        texts.push(a.text);
        const decoded = decodeBody(command, a.status, a.text);
        expect(decoded.ok ? 'ok' : `${command}: ${decoded.error.message}\n${a.text.slice(0, 300)}`).toBe('ok');
        expect(catalog[command].mutates).toBe(false);
      }
    }
    // Seeded: the same seed dresses the same answer the same way (sandbox data itself follows the clock).
    const body = { status: 'success', code: 2031, handle_time: '0.0010 seconds', tickets: [{ key: 'k', uses: 3, active: true }] };
    expect(createQuirks(7).dress(body)).toBe(createQuirks(7).dress(body));
    const all = texts.join('\n');
    // fetch drops a leading BOM when it decodes text; the dressed text itself carries one now and then.
    const q = createQuirks(7);
    const dressed = Array.from({ length: 200 }, () => q.dress(body));
    expect(dressed.some((t) => t.startsWith('\uFEFF'))).toBe(true);
    expect(dressed.some((t) => t.startsWith('\uFEFF\uFEFF'))).toBe(true);
    expect(dressed.some((t) => /\}<br \/>\n<b>Notice<\/b>/.test(t))).toBe(true);
    expect(all).toContain('<b>Notice</b>');
    expect(all).toMatch(/"code":"\d{4}"/);
    expect(all).toMatch(/"handle_time":"\d+\.\d+"/);
    expect(all).toMatch(/:null[,}]/);
    expect(all).toMatch(/:""[,}]/);
    expect(all).toMatch(/"services":\{"\d+":\{/);
    expect(all).toContain('"x_debug"');
  });
});
