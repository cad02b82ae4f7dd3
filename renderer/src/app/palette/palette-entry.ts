/**
 * What the command palette lists. Every entry comes from a source that registers it while
 * it exists (palette-registry.ts): the screens, the actions of the mounted screen, the
 * accounts, the console's own commands — and any source added later (run sheets).
 */

/** The kinds of entry, in the order the palette lists them before anything is typed. */
export const PALETTE_GROUPS = {
  action: { order: 0, word: 'Action' },
  screen: { order: 1, word: 'Screen' },
  sheet: { order: 2, word: 'Sheet' },
  account: { order: 3, word: 'Account' },
  console: { order: 4, word: 'Console' },
} as const;

export type PaletteGroup = keyof typeof PALETTE_GROUPS;

/**
 * What choosing an arming entry did: `armed` keeps the palette open showing the armed
 * consequence, so a second Enter confirms — the same arm machine as the button; `done`
 * (fired, or nothing to do) closes it.
 */
export type PaletteOutcome = 'done' | 'armed';

export interface PaletteItem {
  /** Shown and searched: "Disconnect all", "Tickets", "Studio B". */
  label: string;
  /** A few words beside the label ("active account", "current screen"); searched too. */
  detail?: string | undefined;
  /** Shown as written in SHORTCUTS ("Alt+D"). */
  shortcut?: string | undefined;
  /** Why it cannot be used now; listed, but choosing it only says this. */
  unavailable?: string | null | undefined;
  /** While armed: the consequence in words and when the arm runs out (epoch ms). */
  armed?: { consequence: string; until: number } | null | undefined;
  /**
   * True for an arm-then-fire action: it runs while the palette is open (its outcome says
   * whether to stay for the confirm). Every other entry runs after the palette has
   * closed and given the focus back, so an action can move the focus (Watch → its field).
   */
  arms?: boolean | undefined;
  run(): PaletteOutcome | void;
}

/** Said for a control that is disabled without a reason of its own. */
export const NOT_NOW = 'Cannot be used now — the screen shows why';

/** A registered item as the palette sees it: with its kind and a stable id. */
export interface PaletteEntry extends PaletteItem {
  id: string;
  group: PaletteGroup;
}
