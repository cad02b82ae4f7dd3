/**
 * The system save dialog for "Export all matching": the user picks the file; the OS
 * dialog itself asks before replacing an existing one. Takes its Electron collaborators
 * as parameters so it is unit-tested in plain Node.
 */
import { join } from 'node:path';

export interface SaveDialogApi {
  showSaveDialog(
    window: unknown,
    options: { title?: string; defaultPath: string; filters: Array<{ name: string; extensions: string[] }>; properties: string[] },
  ): Promise<{ canceled: boolean; filePath?: string }>;
}

/** Resolves the chosen path, or null when the user cancels. */
export async function chooseSavePath(
  dialog: SaveDialogApi,
  window: unknown,
  downloadsDir: string,
  options: { suggestedName: string; title?: string },
): Promise<string | null> {
  const extension = options.suggestedName.includes('.') ? options.suggestedName.split('.').pop()! : 'csv';
  const result = await dialog.showSaveDialog(window, {
    title: options.title ?? 'Save as',
    defaultPath: join(downloadsDir, options.suggestedName),
    filters: [{ name: extension.toUpperCase(), extensions: [extension] }],
    properties: ['createDirectory', 'showOverwriteConfirmation'],
  });
  return result.canceled || !result.filePath ? null : result.filePath;
}
