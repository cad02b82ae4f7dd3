/**
 * The IPC contract: every channel the renderer can call, grouped by area. The router in
 * main, the preload bridge and the web-mode client are derived from this object.
 */
import { accountsChannels } from './accounts';
import { activityChannels } from './activity';
import { alertsChannels } from './alerts';
import { apiChannels, type ApiBridge } from './api';
import { appChannels } from './app';
import { clockChannels } from './clock';
import { controlChannels } from './control';
import type { AreaBridge } from './define';
import type { McEvent } from './events';
import { groupsChannels } from './groups';
import { incidentsChannels } from './incidents';
import { liveChannels } from './live';
import { rehearsalChannels } from './rehearsal';
import { reportsChannels } from './reports';
import { sessionChannels } from './session';
import { shareChannels } from './share';
import { sheetsChannels } from './sheets';
import { showsChannels } from './shows';
import { viewersChannels } from './viewers';

export const contract = {
  app: appChannels,
  accounts: accountsChannels,
  api: apiChannels,
  activity: activityChannels,
  live: liveChannels,
  shows: showsChannels,
  groups: groupsChannels,
  viewers: viewersChannels,
  reports: reportsChannels,
  sheets: sheetsChannels,
  rehearsal: rehearsalChannels,
  control: controlChannels,
  session: sessionChannels,
  alerts: alertsChannels,
  clock: clockChannels,
  share: shareChannels,
  incidents: incidentsChannels,
} as const;

export type Contract = typeof contract;
export type AreaName = keyof Contract;

/** `window.mc`: one typed object, no generic invoke. */
export type McBridge = { [A in Exclude<AreaName, 'api'>]: AreaBridge<Contract[A]> } & {
  api: ApiBridge;
  events: { subscribe(listener: (event: McEvent) => void): () => void };
};

/** Every channel name, for the router, the preload and the IPC surface snapshot test. */
export function contractChannelNames(): string[] {
  return Object.entries(contract).flatMap(([area, channels]) => Object.keys(channels).map((name) => `${area}.${name}`));
}
