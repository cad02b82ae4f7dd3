/** The `app` area: which transport and version, the connection indicator, opening links. */
import type { AppInfo, appChannels, ConnectionStatus } from '../../../shared/ipc/app';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';

/** Opens a URL in the system browser (electron/app passes shell.openExternal). */
export type OpenExternal = (url: string) => Promise<void>;

/** Shows the system save dialog (electron/app); resolves the chosen path, or null on cancel. */
export type ChooseSavePath = (options: { suggestedName: string; title?: string }) => Promise<string | null>;

export interface AppHandlerDeps {
  mode: AppInfo['mode'];
  version: string;
  platform: string;
  connection(): ConnectionStatus;
  openExternal?: OpenExternal;
  chooseSavePath?: ChooseSavePath;
}

export function createAppHandlers(deps: AppHandlerDeps): AreaHandlers<typeof appChannels> {
  return {
    info: async () => ok({ mode: deps.mode, version: deps.version, platform: deps.platform }),
    connection: async () => ok(deps.connection()),
    chooseSavePath: async (input) => {
      if (!deps.chooseSavePath) {
        return fail({ kind: 'conflict', message: 'There is no save dialog in web mode: type a file name; it is written to the export folder on the machine running the console.' });
      }
      const path = await deps.chooseSavePath(input);
      return ok(path === null ? null : { path });
    },
    openExternal: async ({ url }) => {
      if (new URL(url).protocol !== 'https:') {
        return fail({ kind: 'invalid_input', message: 'Only https:// links are opened.', issues: [{ path: 'url', message: 'only https:// links are opened' }] });
      }
      if (!deps.openExternal) {
        return fail({ kind: 'conflict', message: `The console cannot open links in web mode; open ${url} in your browser yourself.` });
      }
      try {
        await deps.openExternal(url);
      } catch (err) {
        // The adapter refuses links off its allow-list by throwing; that is an answer, not a bug.
        return fail({ kind: 'conflict', message: `The link was not opened: ${(err as Error).message}` });
      }
      return ok(null);
    },
  };
}
