/** Each module action as the control API request it sends (docs/control-api.md, Routes). */
import type { ApiRequest } from './contract';

const seg = (s: string) => encodeURIComponent(s);

export const requests = {
  goLive: (id: number): ApiRequest => ({ method: 'POST', path: `/v1/destinations/${String(id)}/live` }),
  armDisconnect: (id: number): ApiRequest => ({ method: 'POST', path: `/v1/destinations/${String(id)}/disconnect` }),
  armDisconnectAll: (): ApiRequest => ({ method: 'POST', path: '/v1/disconnect-all' }),
  fire: (armId: string): ApiRequest => ({ method: 'POST', path: `/v1/arm/${seg(armId)}/fire` }),
  cancel: (armId: string): ApiRequest => ({ method: 'DELETE', path: `/v1/arm/${seg(armId)}` }),
  /** No stream: the console splits the F9 stream. */
  split: (stream: { app: string; stream: string } | null): ApiRequest => ({ method: 'POST', path: '/v1/split', body: stream ?? {} }),
  /** The expected cue makes a double press harmless: the console refuses a GO once standby has moved on. */
  go: (expectCueId: string): ApiRequest => ({ method: 'POST', path: '/v1/cue/go', body: { expect: expectCueId } }),
  /** Mutes the repeats of every open alert (its recovery is still sent). */
  acknowledgeAlerts: (): ApiRequest => ({ method: 'POST', path: '/v1/alerts/acknowledge' }),
  reconnect: (id: number, enabled: boolean): ApiRequest => ({ method: 'PUT', path: `/v1/destinations/${String(id)}/reconnect`, body: { enabled } }),
  groupLive: (name: string): ApiRequest => ({ method: 'POST', path: `/v1/groups/${seg(name)}/live` }),
  armGroupDisconnect: (name: string): ApiRequest => ({ method: 'POST', path: `/v1/groups/${seg(name)}/disconnect` }),
  groupReconnect: (name: string, enabled: boolean): ApiRequest => ({ method: 'PUT', path: `/v1/groups/${seg(name)}/reconnect`, body: { enabled } }),
};
