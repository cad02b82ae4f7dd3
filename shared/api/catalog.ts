/**
 * The command catalog: every command the console sends, one entry each, grouped by area.
 * Client, sandbox, IPC, forms, CLI and tests iterate over this object.
 */
import type { z } from 'zod';
import { channelCurrentChannels } from './commands/channel';
import { geoblockUpdate } from './commands/geo';
import { pushpublishAdd, pushpublishConnect, pushpublishDisconnect, pushpublishServices } from './commands/push';
import { recordingSplit } from './commands/recording';
import { sqldbUsage, usageDataCommand, videoCdnHits, videoGetApps, videoServers } from './commands/reports';
import { streamActive, streamDetails } from './commands/streams';
import { cloudstoreStatus } from './commands/uploads';
import {
  sevuErrorcount,
  sevuErrorlog,
  sevuListStreamUsers,
  sevuRemoveStreamUser,
  sevuRequest,
  sevuRevoke,
  sevuSearch,
  sevuStatus,
} from './commands/viewers';

const entries = [
  recordingSplit,
  usageDataCommand,
  sqldbUsage,
  videoCdnHits,
  videoServers,
  geoblockUpdate,
  channelCurrentChannels,
  sevuStatus,
  sevuSearch,
  sevuErrorlog,
  sevuErrorcount,
  sevuRemoveStreamUser,
  pushpublishServices,
  pushpublishConnect,
  pushpublishDisconnect,
  cloudstoreStatus,
  // Named by the spec, shapes not public:
  sevuRequest,
  sevuRevoke,
  sevuListStreamUsers,
  pushpublishAdd,
  streamActive,
  streamDetails,
  videoGetApps,
] as const;

type Entry = (typeof entries)[number];
export type CommandName = Entry['name'];
export type Catalog = { [E in Entry as E['name']]: E };

export const catalog = Object.fromEntries(entries.map((e) => [e.name, e])) as Catalog;
export const commandNames = entries.map((e) => e.name) as CommandName[];

/** What a caller passes (before validation): tolerant forms allowed. */
export type CommandParams<N extends CommandName> = z.input<Catalog[N]['request']>;
/** What is sent after validation, in catalog member order. */
export type CommandRequest<N extends CommandName> = z.output<Catalog[N]['request']>;
/** The decoded success response. */
export type CommandResponse<N extends CommandName> = z.output<Catalog[N]['response']>;

export function isCommandName(name: string): name is CommandName {
  return Object.prototype.hasOwnProperty.call(catalog, name);
}

/** The human title of a command (an audit line may name one the catalog no longer has: its raw name then). */
export function commandTitle(name: string): string {
  return isCommandName(name) ? catalog[name].title : name;
}

/** The spec's 16 commands (video.servers included); the rest are named but not shown. */
export const documentedCommands = commandNames.filter((n) => catalog[n].documented);
export const mutatingCommands = commandNames.filter((n) => catalog[n].mutates);
