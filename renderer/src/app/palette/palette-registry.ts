/**
 * The palette's registry: sources register entries while they exist and take them away
 * when they go (a screen's actions while it is mounted). Any feature can be a source —
 * usePaletteEntries(group, items) — so the palette never holds a hand-written list.
 * The transitions are pure functions; the store only holds their result.
 */
import { create } from 'zustand';
import { PALETTE_GROUPS, type PaletteEntry, type PaletteGroup, type PaletteItem } from './palette-entry';

export interface Registration {
  group: PaletteGroup;
  /** First-registration order: an entry that updates (armed, renamed) keeps its place. */
  seq: number;
  items: readonly PaletteItem[];
}

export type Registrations = Readonly<Record<string, Registration>>;

export function withRegistration(regs: Registrations, key: string, reg: Registration): Registrations {
  return { ...regs, [key]: reg };
}

export function withoutRegistration(regs: Registrations, key: string): Registrations {
  if (!(key in regs)) return regs;
  const next = { ...regs };
  delete next[key];
  return next;
}

/** Every registered entry: by kind (PALETTE_GROUPS order), then in the order sources came. */
export function paletteEntries(regs: Registrations): PaletteEntry[] {
  return Object.entries(regs)
    .sort(([, a], [, b]) => PALETTE_GROUPS[a.group].order - PALETTE_GROUPS[b.group].order || a.seq - b.seq)
    .flatMap(([key, reg]) => reg.items.map((item, i) => ({ ...item, id: `${key}#${i}`, group: reg.group })));
}

interface RegistryState {
  regs: Registrations;
  put(key: string, reg: Registration | null): void;
}

export const usePaletteRegistry = create<RegistryState>()((set) => ({
  regs: {},
  put: (key, reg) => set((s) => ({ regs: reg === null ? withoutRegistration(s.regs, key) : withRegistration(s.regs, key, reg) })),
}));
