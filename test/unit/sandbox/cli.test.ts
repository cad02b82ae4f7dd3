/** `master-control sandbox`: one JSON line, serves until closed, specific errors for bad flags. */
import { describe, expect, it } from 'vitest';
import { runSandboxCommand } from '../../../electron/cli/commands/sandbox';
import { signRequest } from '../../../electron/core/signing/sign';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => void out.push(l), err: (l: string) => void err.push(l) } };
}

async function firstLine(lines: string[]): Promise<string> {
  for (let i = 0; i < 200 && lines.length === 0; i += 1) await new Promise((r) => setTimeout(r, 25));
  return lines[0] ?? '';
}

describe('master-control sandbox', () => {
  it('prints ONE JSON line with base_url, cdn, api_key, secret and serves with the given faults', async () => {
    const o = io();
    const running = runSandboxCommand(['--seed', '3', '--attempts', '100', '--fault', 'video.getapps:busy'], o.io);
    const info = JSON.parse(await firstLine(o.out)) as Record<string, string | number>;
    expect(Object.keys(info)).toEqual(['base_url', 'cdn', 'api_key', 'secret', 'admin_url', 'admin_token']);
    expect(info.base_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/stable\/$/);
    expect(info.cdn).toBe(4242);
    const body = signRequest({ command: 'video.getapps', cdn: 4242, apiKey: String(info.api_key), timestamp: Math.floor(Date.now() / 1000) }, {}, String(info.secret), 'php').body;
    const res = await fetch(String(info.base_url), { method: 'POST', body: new URLSearchParams({ json: body }) });
    expect(((await res.json()) as { code: string }).code).toBe('1000');
    await fetch(`${info.admin_url}close`, { method: 'POST', headers: { authorization: `Bearer ${info.admin_token}` } });
    expect(await running).toBe(0);
    expect(o.out).toHaveLength(1);
  });

  it('--services N holds N stored destinations: the seven seeded ones first, then plain RTMP ones with their own ids', async () => {
    const o = io();
    const running = runSandboxCommand(['--services', '200'], o.io);
    const info = JSON.parse(await firstLine(o.out)) as Record<string, string | number>;
    const body = signRequest({ command: 'pushpublish.services', cdn: Number(info.cdn), apiKey: String(info.api_key), timestamp: Math.floor(Date.now() / 1000) }, {}, String(info.secret), 'php').body;
    const res = await fetch(String(info.base_url), { method: 'POST', body: new URLSearchParams({ json: body }) });
    const services = ((await res.json()) as { services: Array<{ push_service_id: string | number; dst_host: string }> }).services;
    expect(services).toHaveLength(200);
    expect(new Set(services.map((s) => String(s.push_service_id))).size).toBe(200);
    expect(services.find((s) => String(s.push_service_id) === '504')?.dst_host).toBe('unreachable.example.net');
    expect(services.find((s) => String(s.push_service_id) === '700')?.dst_host).toBe('dest-700.example');
    await fetch(`${info.admin_url}close`, { method: 'POST', headers: { authorization: `Bearer ${info.admin_token}` } });
    expect(await running).toBe(0);
    await expect(runSandboxCommand(['--services', 'lots'], io().io)).rejects.toThrow(/--services must be a whole number/);
  });

  it('refuses a non-loopback host, bad numbers and bad faults with specific messages', async () => {
    await expect(runSandboxCommand(['--host', '0.0.0.0'], io().io)).rejects.toThrow(/loopback/);
    await expect(runSandboxCommand(['--attempts', 'many'], io().io)).rejects.toThrow(/--attempts must be a whole number/);
    await expect(runSandboxCommand(['--fault', 'x:teleport'], io().io)).rejects.toThrow(/unknown fault kind "teleport"/);
    await expect(runSandboxCommand(['--signature-mode', 'loose'], io().io)).rejects.toThrow(/either, raw or php/);
  });

  it('prints its help', async () => {
    const o = io();
    expect(await runSandboxCommand(['--help'], o.io)).toBe(0);
    expect(o.out[0]).toMatch(/^usage: master-control sandbox/);
  });
});
