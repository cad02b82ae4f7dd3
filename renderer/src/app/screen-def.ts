/** A screen of the console: the navigation shows exactly the screens registered in screens.ts. */
import type { ComponentType } from 'react';

export interface ScreenDef {
  /** URL hash and test id: #/live, #/tickets… */
  id: string;
  /** Label in the navigation (the screens' names). */
  navLabel: string;
  /** Screens load with their code (AG Grid and charts stay out of the first bundle). */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * Every screen shows one account's data and starts afresh on an account switch (its
   * local state too: a chosen target, a picked row); true keeps this one mounted — it
   * is about all accounts, not one.
   */
  spansAccounts?: boolean;
}
