/** One plural helper for every count in words: "1 cue", "Read 1 attempt", never "1 cues" or "Read 1 attempts". */
import { describe, expect, it } from 'vitest';
import { syncText } from '../../../electron/core/archive/sync-words';
import { archiveWords } from '../../../shared/domain/archive/types';
import { counted, nounFor } from '../../../shared/domain/plural';
import { insightsDone } from '../../../shared/domain/viewers/not-complete';

describe('counts in words', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect([counted(0, 'cue'), counted(1, 'cue'), counted(2, 'cue'), counted(1204, 'attempt')]).toEqual(['0 cues', '1 cue', '2 cues', '1,204 attempts']);
    expect([nounFor(1, 'try', 'tries'), nounFor(3, 'try', 'tries')]).toEqual(['try', 'tries']);
  });

  it('reads one attempt as one, in insights and the archive sync', () => {
    expect(insightsDone({ attempts: 1, complete: true })).toBe('1 attempt read.');
    expect(syncText({ state: 'done', read: 1, added: 1, since: null } as never, null, 30)).toMatch(/^Read 1 attempt;/);
    expect(archiveWords({ rows: 1, bytes: 0, timeless: 0, oldest: '2026-11-01T08:00:00Z', newest: '2026-11-01T08:00:00Z' } as never)).toMatch(/^1 attempt, /);
  });
});
