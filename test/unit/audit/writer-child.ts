// Child process for the journal tests: appends audit entries and acknowledges each line on
// stdout only after the log call has returned (i.e. after fsync). argv: dataDir, filler
// bytes, entries to write (0: forever, until killed), pause in ms between entries.
import { writeSync } from 'node:fs';
import { AuditLog } from '../../../electron/core/audit/log';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

const dataDir = process.argv[2]!;
const filler = 'x'.repeat(Number(process.argv[3] ?? 200));
const count = Number(process.argv[4] ?? 0);
const pauseMs = Number(process.argv[5] ?? 0);
const pause = new Int32Array(new SharedArrayBuffer(4));
const log = new AuditLog(dataDir, new KnownSecrets(), null, { now: () => Date.now() });
for (let n = 0; count === 0 || n < count; n += 1) {
  const entry = log.intent({ profileId: 'p', profileName: 'Kill test', command: 'recording.split', params: { n, filler } });
  writeSync(1, `I ${entry.id}\n`);
  log.outcome(entry.id, { outcome: 'ok', resultKind: 'ok', message: null, latencyMs: n });
  writeSync(1, `O ${entry.id}\n`);
  // Paced so the steady writers are still writing while the other one is killed again and again.
  if (pauseMs > 0) Atomics.wait(pause, 0, 0, pauseMs);
}
