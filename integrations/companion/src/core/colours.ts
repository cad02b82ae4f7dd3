/**
 * The console's own state colours (renderer/src/app/theme.css's dark-theme tally tokens,
 * the state table of docs/operator-principles.md), so a button reads like the Live screen.
 * The module cannot import the CSS, so test/colours.test.ts holds each state's colour equal to its token.
 * RECONNECTING is --tally-orange, between the amber of CONNECTING and the red of LIVE.
 */
import type { DestState } from './contract';

export interface ButtonColours {
  bgcolor: number;
  color: number;
}

const rgb = (hex: string): number => Number.parseInt(hex.slice(1), 16);

export const TALLY = {
  red: rgb('#e0202a'),
  amber: rgb('#f5a524'),
  orange: rgb('#ff7a1a'),
  violet: rgb('#a479ff'),
  green: rgb('#2fbf71'),
  grey: rgb('#6f7987'),
  black: rgb('#000000'),
  white: rgb('#ffffff'),
  onAmber: rgb('#1b1300'),
};

/** Disconnecting is a change on its way, like connecting; stopped is off. */
const STYLE: Record<DestState, ButtonColours> = {
  off: { bgcolor: TALLY.grey, color: TALLY.white },
  stopped: { bgcolor: TALLY.grey, color: TALLY.white },
  connecting: { bgcolor: TALLY.amber, color: TALLY.onAmber },
  disconnecting: { bgcolor: TALLY.amber, color: TALLY.onAmber },
  live: { bgcolor: TALLY.red, color: TALLY.white },
  reconnecting: { bgcolor: TALLY.orange, color: TALLY.onAmber },
  failed: { bgcolor: TALLY.red, color: TALLY.white },
  unknown: { bgcolor: TALLY.violet, color: TALLY.white },
};

/** Failed flashes: red on the lit half of the blink, black on the other. */
export function stateColours(state: DestState, blinkLit: boolean): ButtonColours {
  if (state === 'failed' && !blinkLit) return { bgcolor: TALLY.black, color: TALLY.red };
  return STYLE[state] ?? STYLE.unknown;
}
