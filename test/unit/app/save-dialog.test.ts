import { describe, expect, it } from 'vitest';
import { chooseSavePath, type SaveDialogApi } from '../../../electron/app/save-dialog';

function fakeDialog(answer: { canceled: boolean; filePath?: string }) {
  const seen: Array<Parameters<SaveDialogApi['showSaveDialog']>> = [];
  const dialog: SaveDialogApi = {
    showSaveDialog: async (...args) => {
      seen.push(args);
      return answer;
    },
  };
  return { dialog, seen };
}

describe('chooseSavePath', () => {
  it('offers the suggested name in the downloads folder, filtered by its extension, and returns the choice', async () => {
    const { dialog, seen } = fakeDialog({ canceled: false, filePath: '/home/op/attempts-nov.csv' });
    const win = { id: 1 };
    const path = await chooseSavePath(dialog, win, '/home/op/Downloads', { suggestedName: 'attempts.csv', title: 'Export attempts' });
    expect(path).toBe('/home/op/attempts-nov.csv');
    expect(seen[0]?.[0]).toBe(win);
    expect(seen[0]?.[1]).toMatchObject({
      title: 'Export attempts',
      defaultPath: '/home/op/Downloads/attempts.csv',
      filters: [{ name: 'CSV', extensions: ['csv'] }],
    });
    expect(seen[0]?.[1].properties).toContain('showOverwriteConfirmation');
  });

  it('returns null when the user cancels', async () => {
    const { dialog } = fakeDialog({ canceled: true });
    expect(await chooseSavePath(dialog, null, '/tmp', { suggestedName: 'tickets.csv' })).toBeNull();
  });
});
