/**
 * Which channel calls are destructive, decided from the call itself (never from a view's
 * report): every disconnect, a group's disconnect, a split with delete, geo allow-all (an
 * update with no codes), and the same commands through `api.call`. The two-person rule
 * holds exactly these. A run-sheet cue's fire is decided by its saved sheet in main.
 */
type Input = Record<string, unknown> | null | undefined;

const isSplitDelete = (p: Input): boolean => p?.delete === true;
const isAllowAll = (p: Input): boolean => p !== null && p !== undefined && p.geo_codes === undefined;

function commandIsDestructive(command: unknown, params: Input): boolean {
  if (command === 'pushpublish.disconnect') return true;
  if (command === 'recording.split') return isSplitDelete(params);
  if (command === 'geoblock.update') return isAllowAll(params);
  return false;
}

export function isDestructiveCall(channel: string, input: unknown): boolean {
  const i = (typeof input === 'object' ? input : null) as Input;
  switch (channel) {
    case 'live.disconnect':
    case 'groups.disconnect':
      return true;
    case 'live.split':
      return isSplitDelete(i);
    case 'live.geoApply':
      return isAllowAll(i);
    case 'api.call':
      return commandIsDestructive(i?.command, (i?.params ?? null) as Input);
    default:
      return false;
  }
}
