/**
 * Test connection in words: the server clock against this one, and which serializations
 * the service accepts with what that means for a split (its app always holds "/").
 */
import type { Serialization } from '../../../shared/api/serialize';
import type { ConnectionTest } from '../../../shared/ipc/accounts';

export function describeOffset(ms: number): string {
  if (Math.abs(ms) < 1000) return 'the server clock agrees with this one';
  return `the server clock is ${(Math.abs(ms) / 1000).toFixed(1)} s ${ms > 0 ? 'ahead of' : 'behind'} this one`;
}

const PROBE_WORDS = 'a read holding "/" and "ü"';

/** Which serializations the service accepts, and what that means for a split (its app always holds "/"). */
export function serializationWords(verdicts: ConnectionTest['serialization'], own: Serialization, probeFailure: string | null): string {
  const accepted = (['php', 'standard'] as const).filter((s) => verdicts[s] === 'accepted');
  if (accepted.length === 2) return `the server accepts both php and standard serialization (${PROBE_WORDS} verified either way): splits verify whichever this profile uses`;
  if (accepted.length === 1) {
    const only = accepted[0]!;
    const other = only === 'php' ? 'standard' : 'php';
    const told = verdicts[other] === 'rejected' ? `${PROBE_WORDS} signed ${other} was refused (0003)` : `${other} could not be told`;
    const splits = own === only ? `splits, whose app always holds "/", verify as this profile signs them (${only})` : `splits, whose app always holds "/", would be refused (0003) as this profile signs them (${own}): set its serialization to ${only}`;
    return `the server accepts ${only} serialization${verdicts[other] === 'rejected' ? ' only' : ''} (${told}); ${splits}`;
  }
  if (verdicts.php === 'rejected' && verdicts.standard === 'rejected') return `the server refused ${PROBE_WORDS} in both serializations (0003): check the signing secret`;
  return `which serializations the server accepts could not be told${probeFailure === null ? '' : ` (${probeFailure})`}`;
}
