import { afterEach, describe, expect, it, vi } from 'vitest';
import type { McEvent } from '../../../shared/ipc/events';
import { EventHub } from '../../../electron/core/events/hub';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';
import { createLogger, memoryLogger, processSink } from '../../../electron/core/events/log';

const notice: McEvent = { type: 'notice', level: 'info', title: 't', body: 'b' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('EventHub', () => {
  it('delivers to every subscriber until it unsubscribes', () => {
    const hub = new EventHub();
    const a: McEvent[] = [];
    const b: McEvent[] = [];
    const offA = hub.subscribe((e) => a.push(e));
    hub.subscribe((e) => b.push(e));
    hub.emit(notice);
    offA();
    hub.emit(notice);
    expect([a.length, b.length, hub.listenerCount()]).toEqual([1, 2, 1]);
  });

  it('keeps delivering when one listener throws, and reports the throw', () => {
    const errors: unknown[] = [];
    const hub = new EventHub((err) => errors.push(err));
    const got: McEvent[] = [];
    hub.subscribe(() => {
      throw new Error('broken socket');
    });
    hub.subscribe((e) => got.push(e));
    hub.emit(notice);
    expect(got).toHaveLength(1);
    expect(String(errors[0])).toContain('broken socket');
  });
});

describe('KnownSecrets', () => {
  it('scrubs every known value, longest first, in keys and values', () => {
    const s = new KnownSecrets();
    s.add('abcd');
    s.add('abcdefgh');
    s.add('xyz'); // too short to be a secret: ignored
    expect(s.scrub('1 abcdefgh 2 abcd 3 xyz')).toBe('1 [redacted] 2 [redacted] 3 xyz');
    expect(s.scrubValue({ abcd: ['abcdefgh', 5, null] })).toEqual({ '[redacted]': ['[redacted]', 5, null] });
    expect(s.containsAny('..abcd..')).toBe(true);
    expect(s.containsAny('..abc..')).toBe(false);
  });
});

describe('logger', () => {
  it('scrubs known secrets from messages and details, errors included', () => {
    const secrets = new KnownSecrets();
    secrets.add('topsecret-1');
    const log = memoryLogger(secrets);
    log.error('failed with topsecret-1', new Error('body was topsecret-1'));
    log.info('details', { key: 'topsecret-1' });
    const text = log.lines.join('\n');
    expect(text).not.toContain('topsecret-1');
    expect(text).toContain('ERROR failed with [redacted] Error: body was [redacted]');
    expect(log.lines[1]).toMatch(/INFO details \{"key":"\[redacted\]"\}$/);
  });

  it('writes everything to stderr in web mode; only warnings and errors in electron mode', () => {
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const secrets = new KnownSecrets();
    createLogger(processSink('web'), secrets).info('web line');
    createLogger(processSink('electron'), secrets).info('electron line');
    createLogger(processSink('electron'), secrets).warn('electron warning');
    expect(err.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('web line'), expect.stringContaining('electron warning')]);
    expect(out.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringContaining('electron line')]);
  });
});
