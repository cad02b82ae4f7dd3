/**
 * The alerts area's IPC handlers: list, add, delete and test an account's targets. A new
 * target's URL and signing secret are remembered as known secrets before anything else
 * happens to them, kept with the account's credentials, and never answered back: answers
 * carry the kind, the label and the URL's host. A refusal never repeats the URL.
 */
import { randomUUID } from 'node:crypto';
import type { Alert } from '../../../shared/domain/alerts/alert';
import { MAX_TARGETS, MIN_SIGNING_SECRET, hostOf, labelProblem, targetUrlProblem } from '../../../shared/domain/alerts/target';
import type { alertsChannels } from '../../../shared/ipc/alerts';
import { type AreaHandlers, fail, ok } from '../../../shared/ipc/define';
import type { Clock } from '../deps';
import type { KnownSecrets } from '../events/known-secrets';
import type { AlertDeliveryCore } from './delivery';
import { type SecretHolder, rememberTargetSecret, writeTargetSecret } from './targets-secrets';
import type { AlertTargetStore, TargetRecord } from './targets-store';

export interface TargetHandlerDeps {
  store: AlertTargetStore;
  delivery: AlertDeliveryCore;
  credentials: SecretHolder;
  secrets: KnownSecrets;
  clock: Clock;
  /** The account's name, or undefined when there is no such account. */
  accountName: (account: string) => string | undefined;
}

const refused = (message: string) => fail({ kind: 'invalid_input', message, issues: [] });
const noAccount = () => fail({ kind: 'not_found', message: 'Not done: that account no longer exists.' });
const noTarget = () => fail({ kind: 'not_found', message: 'Not done: that alert target no longer exists (deleted from another view?).' });

export function testAlert(account: string, name: string, target: TargetRecord, at: number): Alert {
  return {
    incident: `test-${target.id}-${at}`,
    phase: 'test',
    cause: 'failed',
    account,
    accountName: name,
    destination: null,
    at: new Date(at).toISOString(),
    text: `Test alert from Master Control to "${target.label}": alerts for ${name} reach this target.`,
    repeat: 0,
  };
}

export function createTargetHandlers(deps: TargetHandlerDeps): AreaHandlers<typeof alertsChannels> {
  const find = async (account: string, id: string): Promise<TargetRecord | undefined> => (await deps.store.list(account)).find((t) => t.id === id);
  const view = async (account: string, id: string) => (await deps.delivery.views(account)).find((t) => t.id === id);
  return {
    targets: async ({ account }) => (deps.accountName(account) === undefined ? noAccount() : ok(await deps.delivery.views(account))),
    async add({ account, kind, label, url, secret }) {
      const signing = kind === 'webhook' ? (secret ?? '') : null;
      rememberTargetSecret(deps.secrets, { url, secret: signing });
      if (deps.accountName(account) === undefined) return noAccount();
      const problem = labelProblem(label) ?? targetUrlProblem(url);
      if (problem !== null) return refused(problem);
      if (signing !== null && signing.length < MIN_SIGNING_SECRET) return refused(`Not saved: a webhook needs a signing secret of at least ${MIN_SIGNING_SECRET} characters (the receiver checks each alert's signature with it).`);
      if ((await deps.store.list(account)).length >= MAX_TARGETS) return refused(`Not saved: an account keeps at most ${MAX_TARGETS} alert targets. Delete one first.`);
      const record: TargetRecord = { id: randomUUID(), kind, label: label.trim().replace(/\s+/g, ' '), host: hostOf(url) };
      const stored = await writeTargetSecret(deps.credentials, deps.secrets, account, record.id, { url: url.trim(), secret: signing });
      if (!stored.ok) return stored;
      try {
        await deps.store.add(account, record);
      } catch (err) {
        await writeTargetSecret(deps.credentials, deps.secrets, account, record.id, null);
        throw err;
      }
      deps.delivery.announce(account);
      return ok({ ...record, last: null, queued: 0, dropped: 0 });
    },
    async remove({ account, id }) {
      if (!(await deps.store.remove(account, id))) return noTarget();
      deps.delivery.forgetTarget(account, id);
      const cleared = await writeTargetSecret(deps.credentials, deps.secrets, account, id, null);
      deps.delivery.announce(account);
      return cleared.ok ? ok(null) : cleared;
    },
    async test({ account, id }) {
      const name = deps.accountName(account);
      if (name === undefined) return noAccount();
      const target = await find(account, id);
      if (target === undefined) return noTarget();
      await deps.delivery.sendNow(account, target, testAlert(account, name, target, deps.clock.now()));
      const after = await view(account, id);
      return after === undefined ? noTarget() : ok(after);
    },
  };
}
