import { fc, test as prop } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { PaletteEntry, PaletteGroup } from '../../../renderer/src/app/palette/palette-entry';
import { paletteEntries, withRegistration, withoutRegistration } from '../../../renderer/src/app/palette/palette-registry';
import { moveActive, rankEntries } from '../../../renderer/src/app/palette/palette-search';

const entry = (label: string, group: PaletteGroup = 'action', detail?: string): PaletteEntry => ({ id: `${group}:${label}`, label, group, detail, run: () => 'done' });

const LIST = [
  entry('Watch'),
  entry('Check status'),
  entry('Go live (2)'),
  entry('Disconnect all'),
  entry('Split recording of cam_1'),
  entry('Live', 'screen', 'current screen'),
  entry('Geo', 'screen'),
  entry('Tickets', 'screen'),
  entry('Stream users', 'screen'),
  entry('Accounts', 'screen'),
  entry('Sandbox', 'account', 'sandbox, active account'),
  entry('Studio B', 'account'),
  entry('Keyboard shortcuts', 'console'),
];
const labels = (list: PaletteEntry[]) => list.map((e) => e.label);

describe('palette ranking', () => {
  it('lists everything in list order while nothing is typed', () => {
    expect(labels(rankEntries(LIST, '  '))).toEqual(labels(LIST));
  });

  it('ranks abbreviations and word starts: "dall" is Disconnect all, "tickt" is Tickets', () => {
    expect(labels(rankEntries(LIST, 'dall'))[0]).toBe('Disconnect all');
    expect(labels(rankEntries(LIST, 'tickt'))[0]).toBe('Tickets');
    expect(labels(rankEntries(LIST, 'split cam'))[0]).toBe('Split recording of cam_1');
    expect(labels(rankEntries(LIST, 'GO LIVE'))[0]).toBe('Go live (2)');
  });

  it('a hit in the label ranks above a hit in the kind or detail words', () => {
    // "acc": the Accounts screen by its label before the accounts whose kind is "Account".
    const acc = labels(rankEntries(LIST, 'acc'));
    expect(acc[0]).toBe('Accounts');
    expect(acc.slice(1).sort()).toEqual(['Sandbox', 'Studio B']);
    expect(labels(rankEntries(LIST, 'account studio'))[0]).toBe('Studio B');
  });

  it('lists nothing for a query nothing matches', () => {
    expect(rankEntries(LIST, 'xyzzy')).toEqual([]);
  });

  prop.prop([fc.string({ maxLength: 6 })])('ranks only listed entries, each once, and ranks them the same way every time', (q) => {
    const once = rankEntries(LIST, q);
    expect(new Set(once.map((e) => e.id)).size).toBe(once.length);
    for (const e of once) expect(LIST).toContain(e);
    expect(rankEntries(LIST, q)).toEqual(once);
  });

  it('keeps list order between equal scores', () => {
    const twins = [entry('Export CSV', 'action'), entry('Export CSV', 'console')];
    expect(rankEntries(twins, 'export').map((e) => e.group)).toEqual(['action', 'console']);
    expect(rankEntries([...twins].reverse(), 'export').map((e) => e.group)).toEqual(['console', 'action']);
  });
});

describe('palette keyboard movement', () => {
  it('↓ and ↑ wrap around; nothing listed means no active row', () => {
    expect(moveActive(0, 'down', 3)).toBe(1);
    expect(moveActive(2, 'down', 3)).toBe(0);
    expect(moveActive(0, 'up', 3)).toBe(2);
    expect(moveActive(-1, 'down', 3)).toBe(0);
    expect(moveActive(5, 'up', 3)).toBe(2);
    expect(moveActive(0, 'down', 0)).toBe(-1);
  });
});

describe('palette registry', () => {
  const item = (label: string) => ({ label, run: () => 'done' as const });

  it('lists by kind (actions, screens, sheets, accounts, console), then in the order sources came', () => {
    let regs = withRegistration({}, 'acct', { group: 'account', seq: 0, items: [item('Sandbox')] });
    regs = withRegistration(regs, 'screens', { group: 'screen', seq: 1, items: [item('Live'), item('Geo')] });
    regs = withRegistration(regs, 'b', { group: 'action', seq: 3, items: [item('Disconnect all')] });
    regs = withRegistration(regs, 'sheets', { group: 'sheet', seq: 4, items: [item('Gala night')] });
    regs = withRegistration(regs, 'a', { group: 'action', seq: 2, items: [item('Watch')] });
    const list = paletteEntries(regs);
    expect(list.map((e) => `${e.group}:${e.label}`)).toEqual(['action:Watch', 'action:Disconnect all', 'screen:Live', 'screen:Geo', 'sheet:Gala night', 'account:Sandbox']);
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
  });

  it('an updated registration keeps its place; an unregistered one leaves; removing a missing key changes nothing', () => {
    let regs = withRegistration({}, 'a', { group: 'action', seq: 0, items: [item('Disconnect all')] });
    regs = withRegistration(regs, 'b', { group: 'action', seq: 1, items: [item('Watch')] });
    regs = withoutRegistration(regs, 'a');
    regs = withRegistration(regs, 'a', { group: 'action', seq: 0, items: [item('Press again to disconnect')] });
    expect(paletteEntries(regs).map((e) => e.label)).toEqual(['Press again to disconnect', 'Watch']);
    expect(withoutRegistration(regs, 'nope')).toBe(regs);
    expect(paletteEntries(withoutRegistration(regs, 'b')).map((e) => e.label)).toEqual(['Press again to disconnect']);
  });
});
