/** The sandbox's small pure rules, checked directly. */
import { describe, expect, it } from 'vitest';
import { stripSignatureMember } from '../../../electron/sandbox/http/auth';
import { loopbackRefusal } from '../../../electron/sandbox/http/callbacks';
import { wrongTypes } from '../../../electron/sandbox/http/faults';
import { createRng, mulberry32 } from '../../../electron/sandbox/prng';
import { recordingFile, streamPattern } from '../../../electron/sandbox/state/live';
import { intToIp, ipInRange, ipToInt } from '../../../electron/sandbox/state/strings';
import { monthOf } from '../../../electron/sandbox/state/usage';
import { videoAllowed } from '../../../electron/sandbox/state/viewers';
import { formatDatetime, parseDatetime } from '../../../electron/sandbox/time';

describe('sandbox rules', () => {
  it('mulberry32 repeats for a seed and differs between seeds', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    const seq = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(seq);
    expect(mulberry32(8)()).not.toBe(seq[0]);
    expect(createRng(1).hex(14)).toMatch(/^[0-9a-f]{14}$/);
  });

  it('matches IPv4 ranges', () => {
    expect(ipInRange('203.0.113.9', '203.0.113.0/24')).toBe(true);
    expect(ipInRange('203.0.114.9', '203.0.113.0/24')).toBe(false);
    expect(ipInRange('198.51.100.7', '198.51.100.7')).toBe(true);
    expect(ipInRange('10.1.2.3', '0.0.0.0/0')).toBe(true);
    expect(intToIp(ipToInt('192.0.2.255')!)).toBe('192.0.2.255');
    expect(ipToInt('2001:db8::1')).toBeNull();
  });

  it('matches ticket videos: pipe lists and * wildcards', () => {
    expect(videoAllowed('cam_*', 'cam_3')).toBe(true);
    expect(videoAllowed('main|cam_1', 'cam_1')).toBe(true);
    expect(videoAllowed('main|cam_1', 'cam_2')).toBe(false);
    expect(videoAllowed('a.b', 'axb')).toBe(false);
  });

  it('names recordings recordings/<stream>-<date>_<HH-MM-SS>.mp4 and matches stream wildcards', () => {
    expect(recordingFile('cam_1', Date.UTC(2026, 0, 2, 3, 4, 5) / 1000)).toBe('recordings/cam_1-2026-01-02_03-04-05.mp4');
    expect(streamPattern('cam_*').test('cam_12')).toBe(true);
    expect(streamPattern('cam_*').test('main')).toBe(false);
  });

  it('cuts the signature member out of the received text, wherever it is', () => {
    expect(stripSignatureMember('{"a":1,"signature":"x\\/y="}')).toBe('{"a":1}');
    expect(stripSignatureMember('{"signature":"s","a":1}')).toBe('{"a":1}');
    expect(stripSignatureMember('{"a":"\\"signature\\":\\"no\\""}')).toBeNull();
  });

  it('refuses callbacks to anything but loopback', () => {
    expect(loopbackRefusal('http://127.0.0.1:9/x')).toBeNull();
    expect(loopbackRefusal('http://[::1]:9/x')).toBeNull();
    expect(loopbackRefusal('https://example.com/x')).toMatch(/refused host example\.com/);
    expect(loopbackRefusal('not a url')).toMatch(/Invalid callback URL/);
  });

  it('breaks member types, status too (the key every answer has), and keeps handle_time', () => {
    expect(wrongTypes({ status: 'success', handle_time: '0.1 seconds', message: 'm', list: [1], n: 2, o: {} })).toEqual({
      status: ['success'], handle_time: '0.1 seconds', message: { unexpected: 'm' }, list: 'not-a-list', n: { unexpected: 2 }, o: ['unexpected'],
    });
  });

  it('reads months and datetimes in UTC', () => {
    expect(monthOf('2026-02-14', 0)).toEqual({ year: 2026, month: 2 });
    expect(monthOf(Date.UTC(2025, 11, 31, 23) / 1000, 0)).toEqual({ year: 2025, month: 12 });
    expect(formatDatetime(parseDatetime('2026-11-22 03:04:05')!)).toBe('2026-11-22 03:04:05');
    expect(parseDatetime('yesterday')).toBeNull();
  });
});
