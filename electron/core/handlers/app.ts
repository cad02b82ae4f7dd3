/** The `app` area: which transport and version, the connection indicator, opening links. */
import type { AppInfo, appChannels, ConnectionStatus } from '../../../shared/ipc/app';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';

/** Opens a URL in the system browser (electron/app passes shell.openExternal). */
export type OpenExternal = (url: string) => Promise<void>;

export interface AppHandlerDeps {
  mode: AppInfo['mode'];
  version: string;
  platform: string;
  connection(): ConnectionStatus;
  openExternal?: OpenExternal;
}

export function createAppHandlers(deps: AppHandlerDeps): AreaHandlers<typeof appChannels> {
  return {
    info: async () => ok({ mode: deps.mode, version: deps.version, platform: deps.platform }),
    connection: async () => ok(deps.connection()),
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
