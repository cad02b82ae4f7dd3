/**
 * The Stream Deck page reads without a legend (#49): a key says its action on its first
 * line and its state apart on its last, and LIVE, FAILED, CONNECTING and RECONNECTING
 * differ by glyph and word, not by hue alone (LIVE and FAILED share the console's red,
 * CONNECTING's amber is close to RECONNECTING's orange).
 */
import { describe, expect, it } from 'vitest';
import { presetDefinitions } from '../src/adapter/presets';
import { stateColours } from '../src/core/colours';
import type { ConsoleState, DestState } from '../src/core/contract';
import { TALLY_WORDS, variableValues } from '../src/core/view';

const d = (id: number, state: DestState) => ({ id, name: `Dest ${String(id)}`, state, liveSince: null, reason: null });
const s: ConsoleState = {
  account: null, f9: null, standby: null, armed: [], link: 'ok', stale: false,
  destinations: [d(501, 'live'), d(502, 'failed'), d(503, 'connecting'), d(504, 'reconnecting')],
  groups: [{ name: 'Main', destinations: [501, 502], words: '1 of 2 LIVE, 1 FAILED', reconnect: false }],
};
const { presets } = presetDefinitions(s, 'mc');
const textOf = (id: string) => {
  const p = presets[id];
  if (p?.type !== 'simple') throw new Error(`no preset ${id}`);
  return p.style.text;
};
const shown = (text: string) => text.replace(/\$\(mc:([^)]+)\)/g, (_m, name: string) => String(variableValues(s, [])[name] ?? `<${name}?>`));

describe('the Stream Deck page', () => {
  it('says each key\'s action on its first line and its state apart on its last', () => {
    expect(shown(textOf('disconnect_501')).split('\n')).toEqual(['DISCONNECT', 'Dest 501', '●\u00a0LIVE']);
    expect(shown(textOf('go_live_502')).split('\n')).toEqual(['GO LIVE', 'Dest 502', '✕\u00a0FAILED']);
    expect(shown(textOf('disconnect_all'))).toBe('DISCONNECT ALL');
    for (const [id, p] of Object.entries(presets)) expect([id, p?.type === 'simple' ? p.style.text : '']).not.toEqual([id, expect.stringMatching(/×2|OFF ×/)]);
  });

  it('tells LIVE from FAILED and CONNECTING from RECONNECTING by glyph and word, where their colours are alike', () => {
    const states: DestState[] = ['live', 'failed', 'connecting', 'reconnecting'];
    const glyphs = states.map((st) => TALLY_WORDS[st].split('\u00a0')[0]);
    expect(new Set(glyphs).size).toBe(4);
    expect(states.map((st) => TALLY_WORDS[st].split('\u00a0')[1])).toEqual(['LIVE', 'FAILED', 'CONNECTING', 'RECONNECTING']);
    // The reason this matters: the colours alone are the same red, and two near hues.
    expect(stateColours('live', true).bgcolor).toBe(stateColours('failed', true).bgcolor);
    for (const st of Object.keys(TALLY_WORDS) as DestState[]) expect(TALLY_WORDS[st]).toMatch(/^\S\u00a0[A-Z]+$/);
  });
});
