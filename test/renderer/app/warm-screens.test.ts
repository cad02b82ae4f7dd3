/**
 * The other screens' code loads while the page is idle after start-up, one screen per
 * idle moment, so no first visit during a show loads anything; a screen that cannot load
 * does not stop the rest.
 */
import { describe, expect, it } from 'vitest';
import type { ScreenDef } from '../../../renderer/src/app/screen-def';
import { warmScreens } from '../../../renderer/src/app/warm-screens';

const def = (id: string): ScreenDef => ({ id, navLabel: id, load: () => Promise.reject(new Error('not used')) });

describe('warming the screens', () => {
  it('loads each screen in turn, each in an idle moment of its own, past one that fails', async () => {
    const idle: Array<() => void> = [];
    const loaded: string[] = [];
    const done = warmScreens([def('live'), def('reports'), def('activity')], async (d) => {
      loaded.push(d.id);
      if (d.id === 'reports') throw new Error('chunk failed');
    }, (run) => void idle.push(run));
    const settle = () => new Promise((r) => setTimeout(r, 0));
    await settle();
    expect(loaded).toEqual([]);
    for (let i = 1; i <= 3; i++) {
      expect(idle).toHaveLength(i);
      idle[i - 1]!();
      await settle();
      expect(loaded).toHaveLength(i);
    }
    await done;
    expect(loaded).toEqual(['live', 'reports', 'activity']);
  });
});
