// Child process for the SIGKILL test: appends audit entries forever and acknowledges each
// one on stdout only after the log call has returned (i.e. after fsync).
import { writeSync } from 'node:fs';
import { AuditLog } from '../../../electron/core/audit/log';
import { KnownSecrets } from '../../../electron/core/events/known-secrets';

const dataDir = process.argv[2]!;
const log = new AuditLog(dataDir, new KnownSecrets(), null, { now: () => Date.now() });
const filler = 'x'.repeat(Number(process.argv[3] ?? 200));
for (let n = 0; ; n += 1) {
  const entry = log.intent({ profileId: 'p', profileName: 'Kill test', command: 'recording.split', params: { n, filler } });
  writeSync(1, `I ${entry.id}\n`);
  log.outcome(entry.id, { outcome: 'ok', resultKind: 'ok', message: null, latencyMs: n });
  writeSync(1, `O ${entry.id}\n`);
}
