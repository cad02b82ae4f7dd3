/**
 * The module paints with the console's own colours: each state's button colour equals the
 * renderer's dark-theme tally token for it (renderer/src/app/theme.css; docs/operator-principles.md's state
 * table), so a change on either side fails here rather than drifting apart.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateColours } from '../src/core/colours';
import type { DestState } from '../src/core/contract';

const css = readFileSync(join(import.meta.dirname, '../../../renderer/src/app/theme.css'), 'utf8');
const root = css.slice(css.indexOf(':root {'), css.indexOf('}', css.indexOf(':root {')));
const token = (name: string): number => {
  const hex = new RegExp(`${name}:\\s*#([0-9a-f]{6});`, 'i').exec(root)?.[1];
  if (!hex) throw new Error(`theme.css's :root has no ${name}`);
  return Number.parseInt(hex, 16);
};

const TOKEN_OF: Record<DestState, { bg: string; text: string }> = {
  off: { bg: '--tally-grey', text: '--on-tally' },
  stopped: { bg: '--tally-grey', text: '--on-tally' },
  connecting: { bg: '--tally-amber', text: '--on-amber' },
  disconnecting: { bg: '--tally-amber', text: '--on-amber' },
  live: { bg: '--tally-red', text: '--on-tally' },
  reconnecting: { bg: '--tally-orange', text: '--on-amber' },
  failed: { bg: '--tally-red', text: '--on-tally' },
  unknown: { bg: '--tally-violet', text: '--on-tally' },
};

describe("the module's state colours", () => {
  it("are the console's theme tokens, RECONNECTING its --tally-orange", () => {
    expect(stateColours('reconnecting', true).bgcolor).toBe(token('--tally-orange'));
    for (const [state, t] of Object.entries(TOKEN_OF)) {
      expect([state, stateColours(state as DestState, true)]).toEqual([state, { bgcolor: token(t.bg), color: token(t.text) }]);
    }
  });

  it('flash FAILED: red on the lit half of the blink, dark on the other', () => {
    expect(stateColours('failed', false).bgcolor).not.toBe(stateColours('failed', true).bgcolor);
    expect(stateColours('failed', false).color).toBe(token('--tally-red'));
  });
});
