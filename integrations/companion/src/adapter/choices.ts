/** Dropdown choices built from the console's state, and reading a picked value back. */
import type { DropdownChoice } from '@companion-module/base';
import type { ConsoleState } from '../core/contract';
import { listed } from '../core/view';

export function destinationChoices(s: ConsoleState | null): DropdownChoice[] {
  return s ? listed(s).map((d) => ({ id: d.id, label: d.name })) : [];
}

export function groupChoices(s: ConsoleState | null): DropdownChoice[] {
  return (s?.groups ?? []).map((g) => ({ id: g.name, label: g.name }));
}

/** A destination picked from the dropdown, or typed by id (custom value): null when it is no id. */
export function destinationId(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}
