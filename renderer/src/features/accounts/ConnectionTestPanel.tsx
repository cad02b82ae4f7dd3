/**
 * "Test connection": a harmless read on this profile; reports latency, the server's
 * clock offset and which serialization the server accepted — "—" for what a failed test
 * did not measure (main leaves it null).
 */
import { formatMs } from '../../../../shared/domain/format';
import type { ProfileView } from '../../../../shared/domain/profile';
import type { ConnectionTest, SerializationVerdict } from '../../../../shared/ipc/accounts';
import { ActionButton } from '../../components/ActionButton';
import { StateTag } from '../../components/StateTag';
import { Time } from '../../components/Time';
import { useMc } from '../../stores/store';

const VERDICT: Record<SerializationVerdict, { tag: 'done' | 'failed' | 'off' | 'unknown'; word: string }> = {
  accepted: { tag: 'done', word: 'ACCEPTED' },
  rejected: { tag: 'failed', word: 'REJECTED' },
  not_tried: { tag: 'off', word: 'NOT TRIED' },
  unknown: { tag: 'unknown', word: 'NO CLEAR ANSWER' },
};

export function ConnectionTestPanel({ profile }: { profile: ProfileView }) {
  const test = useMc((s) => s.connectionTests[profile.id]);
  const run = useMc((s) => s.testConnection);
  return (
    <section className="mc-panel" aria-label={`Connection test of ${profile.name}`}>
      <h2>Connection</h2>
      {/* The test's outcome (CONNECTED or FAILED) is stated once, in the result below. */}
      <ActionButton label="Test connection" shortcut="Alt+T" run={() => run(profile.id)} showDone={false} palette={`Test connection of ${profile.name}`} />
      {test ? <TestResult test={test} /> : <p className="mc-hint">Runs one harmless read. Nothing is changed on the account.</p>}
    </section>
  );
}

function TestResult({ test }: { test: ConnectionTest & { testedAt: string } }) {
  return (
    <dl className="mc-facts" aria-label="Connection test result">
      <dt>Result</dt>
      <dd>
        {test.ok ? <StateTag state="done" word="CONNECTED" /> : <StateTag state="failed" />} <span>{test.message}</span>
      </dd>
      <dt>Latency</dt>
      <dd className="num">{test.latencyMs === null ? '—' : formatMs(test.latencyMs)}</dd>
      <dt>Server clock offset</dt>
      <dd className="num">{test.clockOffsetMs === null ? '—' : `${formatMs(test.clockOffsetMs, { signed: true })} (server minus this computer)`}</dd>
      <dt>php serialization</dt>
      <dd>
        <StateTag state={VERDICT[test.serialization.php].tag} word={VERDICT[test.serialization.php].word} />
      </dd>
      <dt>standard serialization</dt>
      <dd>
        <StateTag state={VERDICT[test.serialization.standard].tag} word={VERDICT[test.serialization.standard].word} />
      </dd>
      <dt>Tested</dt>
      <dd>
        <Time value={test.testedAt} />
      </dd>
    </dl>
  );
}
