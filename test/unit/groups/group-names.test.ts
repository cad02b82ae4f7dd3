/**
 * Group names are one after NFKC and case folding; a save under a name that only folds to,
 * or looks like, an existing group's is refused in words and never replaces it; a name that
 * mixes look-alike alphabets is refused; an account keeps at most 50 groups.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GroupStore } from '../../../electron/core/live/group-store';
import { groupNameProblem, sameGroupName } from '../../../shared/domain/groups/group';
import { collisionProblem } from '../../../shared/domain/groups/names';

const store = () => new GroupStore(mkdtempSync(join(tmpdir(), 'mc-group-names-')));

describe('group names', () => {
  it('fold case and width: "main", "MAIN" and full-width "Ｍａｉｎ" find the group "Main"', () => {
    for (const n of ['main', 'MAIN', ' Main ', 'Ｍａｉｎ']) expect(sameGroupName('Main', n)).toBe(true);
    expect(sameGroupName('Main', 'Mains')).toBe(false);
  });

  it('refuse a name mixing Latin with Cyrillic letters (Cyrillic М in "Мaln", "Мain")', () => {
    expect(groupNameProblem('Мaln')).toBe('A group name keeps to one alphabet: "Мaln" mixes Latin and Cyrillic letters, so it could pass for another name.');
    expect(groupNameProblem('Мain')).toMatch(/mixes Latin and Cyrillic/);
    expect(groupNameProblem('Москва')).toBeNull();
  });

  it('refuse a case, width, spacing or look-alike collision, and let the exact name through', () => {
    expect(collisionProblem('Main', ['Main'])).toBeNull();
    expect(collisionProblem('main', ['Main'])).toBe('Not saved: the group "Main" exists, and "main" differs from it only in case, width or spacing. Use the exact name "Main" to change it, or choose another name.');
    expect(collisionProblem(' Main', ['Main'])).toMatch(/differs from it only in case, width or spacing/);
    expect(collisionProblem('Ｍａｉｎ', ['Main'])).toMatch(/differs from it only in case, width or spacing/);
    // All Cyrillic, read as the Latin "Pop".
    expect(collisionProblem('Рор', ['Pop'])).toBe('Not saved: the group "Pop" exists, and "Рор" looks the same. Use the exact name "Pop" to change it, or choose another name.');
    expect(collisionProblem('Backups', ['Main'])).toBeNull();
  });
});

describe('the group store, names and caps', () => {
  it('never replaces "Main" under "main", " Main" or "Ｍａｉｎ": each is refused and "Main" keeps its members', async () => {
    const s = store();
    await s.save('p1', 'Main', [501]);
    for (const n of ['main', ' Main', 'Ｍａｉｎ', 'Мaln']) expect(await s.save('p1', n, [502])).toMatchObject({ ok: false });
    expect(await s.list('p1')).toEqual([{ name: 'Main', destinations: [501], reconnect: false }]);
    expect(await s.save('p1', 'Main', [502])).toMatchObject({ ok: true, group: { destinations: [502] } });
  });

  it('keeps at most 50 groups an account: the 51st is refused in words, an edit of one still goes', async () => {
    const s = store();
    for (let i = 1; i <= 50; i++) expect(await s.save('p1', `G${i}`, [i])).toMatchObject({ ok: true });
    expect(await s.save('p1', 'G51', [51])).toEqual({ ok: false, message: 'Not saved: this account keeps at most 50 groups. Delete one first.' });
    expect(await s.save('p1', 'G7', [8])).toMatchObject({ ok: true });
    expect((await s.list('p1')).length).toBe(50);
    // Another account has its own 50.
    expect(await s.save('p2', 'G51', [51])).toMatchObject({ ok: true });
  });

  it('keeps at most 50 members a group', async () => {
    const ids = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(await store().save('p1', 'Big', ids)).toEqual({ ok: false, message: 'A group holds at most 50 destinations.' });
  });
});
