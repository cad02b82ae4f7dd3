/**
 * video.getapps' shape is not public: names as strings, objects naming the app (name, app,
 * application), or an object keyed by name all read as the same applications.
 */
import { describe, expect, it } from 'vitest';
import { decodeBody } from '../../../electron/core/client/decode';

const names = (body: unknown): unknown => {
  const r = decodeBody('video.getapps', 200, JSON.stringify({ status: 'success', ...(body as object) }));
  return r.ok ? r.value.apps.map((a) => a.name) : r.error.message;
};

describe('video.getapps forms', () => {
  it.each([
    ['names as strings', { apps: ['live', 'vod'] }],
    ['objects with name', { apps: [{ name: 'live', app_id: 1 }, { name: 'vod' }] }],
    ['objects with app', { apps: [{ app: 'live' }, { app: 'vod' }] }],
    ['objects with application', { applications: [{ application: 'live' }, { application: 'vod' }] }],
    ['keyed by name, objects', { apps: { live: { app_id: 1 }, vod: { app_id: 2 } } }],
    ['keyed by name, flags', { data: { live: 1, vod: true } }],
    ['keyed by id, objects naming the app', { apps: { 7: { id: 7, name: 'live' }, 8: { id: 8, name: 'vod' } } }],
  ])('%s', (_label, body) => {
    expect(names(body)).toEqual(['live', 'vod']);
  });

  it('no list at all is said in words', () => {
    expect(names({ count: 2 })).toBe("The server's answer had no readable list of applications; it sent: count.");
  });
});
