/**
 * The console's one screen-reader announcer, fed here and spoken by the shell's two live
 * regions (app/Announcer.tsx): polite for what can wait its turn, assertive for what must
 * interrupt. The last few sentences of each are kept, so one said a moment before another
 * is not overwritten before it is read; each has an id, so the same words said twice are
 * two announcements.
 */
import type { Announcement } from '../../../shared/domain/live/board-announce';
import type { SliceCreator } from './slice';

export interface Spoken {
  id: number;
  text: string;
}

/** Sentences kept in each region (older ones leave; a removal is not read out). */
export const KEPT = 5;

export interface AnnouncerSlice {
  announced: { polite: Spoken[]; assertive: Spoken[] };
  announce(items: readonly Announcement[]): void;
}

export const createAnnouncerSlice: SliceCreator<AnnouncerSlice> = (set) => {
  let next = 1;
  const add = (list: Spoken[], items: readonly Announcement[]): Spoken[] =>
    items.length === 0 ? list : [...list, ...items.map((a) => ({ id: next++, text: a.text }))].slice(-KEPT);
  return {
    announced: { polite: [], assertive: [] },
    announce: (items) => {
      if (items.length === 0) return;
      set((s) => ({
        announced: {
          polite: add(s.announced.polite, items.filter((a) => !a.urgent)),
          assertive: add(s.announced.assertive, items.filter((a) => a.urgent)),
        },
      }));
    },
  };
};
