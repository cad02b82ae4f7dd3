/**
 * The seeded account every test and the console's default profile rely on. Names here
 * are the team's shared fixture (team brief, "Shared conventions"): change them only
 * together with everyone who reads them.
 */
import { randomBytes } from 'node:crypto';

export const SANDBOX_CDN = 4242;

export interface SandboxApp {
  readonly app_id: number;
  readonly name: string;
  readonly instances: readonly string[];
  /** Live streams (demo-origin) or channels (channel-origin) served by the app. */
  readonly streams: readonly string[];
}

export const SANDBOX_APPS: readonly SandboxApp[] = [
  { app_id: 1001, name: 'demo-origin', instances: ['live'], streams: ['cam_1', 'cam_2', 'cam_3', 'cam_4', 'main'] },
  { app_id: 1002, name: 'channel-origin', instances: ['live'], streams: ['channel1', 'channel2'] },
  { app_id: 1003, name: 'vod-archive', instances: ['play'], streams: [] },
];

/** The account's application by name or id (the state's apps: the seed's, or a mirror's). */
export function findApp(apps: readonly SandboxApp[], nameOrId: string | number): SandboxApp | undefined {
  return apps.find((a) => a.name === nameOrId || a.app_id === Number(nameOrId));
}

export interface Credentials {
  cdn: number;
  apiKey: string;
  secret: string;
}

/**
 * Fresh random credentials for every start, whatever the seed: the seed makes the data
 * deterministic, never the key, so knowing a seed (every test names one) opens nothing.
 * Tests that need a particular secret (the canary) pass their own.
 */
export function freshCredentials(given?: { apiKey: string; secret: string }, cdn = SANDBOX_CDN): Credentials {
  if (given !== undefined) return { cdn, ...given };
  return { cdn, apiKey: `sbx_${randomBytes(12).toString('hex')}`, secret: randomBytes(24).toString('hex') };
}

/** Servers that "handled" requests in the sandbox (attempt server_ip, video.servers rows). */
export const SERVER_IPS = ['10.20.0.11', '10.20.0.12', '10.20.1.21', '10.20.1.22'] as const;
export const SERVER_NAMES = ['origin-1.sandbox.test', 'edge-fra-1.sandbox.test', 'edge-iad-1.sandbox.test'] as const;
