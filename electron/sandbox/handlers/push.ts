/**
 * pushpublish.* commands. Sessions start `connecting` and settle after the connect delay
 * (see state/push-sessions). The catalog schema has already checked each mode's members.
 */
import type { CommandRequest } from '../../../shared/api/catalog';
import { findApp } from '../account';
import { serviceMatches, serviceRecord, type ServiceRow } from '../state/push-services';
import type { SandboxState } from '../state';
import { type Handler, type Reply, fail, ok } from './reply';

/** The app and instance must exist and, for a stream, be live there. */
function checkSource(state: SandboxState, app: string, inst: string, stream?: string): Reply | null {
  const found = findApp(state.apps, app);
  if (found === undefined) return fail(`Application not found: ${app}`);
  if (!found.instances.includes(inst)) return fail(`Application instance not found: ${app}/${inst}`);
  if (stream !== undefined && !state.streams.some((s) => s.app === app && s.name === stream)) {
    return fail(`Stream ${stream} is not live on ${app}/${inst}`);
  }
  return null;
}

const text = (row: ServiceRow, member: string): string => {
  const v = row[member];
  return typeof v === 'string' ? v : '';
};

function connectStored(req: CommandRequest<'pushpublish.connect'>, state: SandboxState): Reply {
  const row = state.services.find((s) => s.push_service_id === String(req.push_service_id));
  if (row === undefined) return fail(`Push service ${req.push_service_id} not found`);
  const app = req.app ?? text(row, 'app');
  const stream = req.stream ?? text(row, 'stream');
  const inst = req.inst!;
  const bad = checkSource(state, app, inst, stream);
  if (bad) return bad;
  const locked = text(row, 'lock_servers') === '1';
  if (locked && req.server_tag !== undefined && ![text(row, 'primary_server'), text(row, 'backup_server')].includes(req.server_tag)) {
    return fail(`server_tag ${req.server_tag} must equal the primary_server or backup_server of push service ${req.push_service_id}`);
  }
  if (state.sessions.list(app, inst, stream).some((s) => s.push_service_id === req.push_service_id)) {
    return fail(`Push service ${req.push_service_id} is already pushing ${stream} on ${app}/${inst}`);
  }
  state.sessions.add({
    app, inst, stream,
    entry_name: `push_${req.push_service_id}_${stream}`,
    push_service_id: req.push_service_id!,
    service_name: text(row, 'service_name'),
    dst_host: text(row, 'dst_host'),
    dst_stream: text(row, 'dst_stream'),
    startedAtMs: state.nowMs(),
    refusedReason: state.sessions.refusalFor(req.push_service_id!),
  });
  return ok(`Push service ${req.push_service_id} connecting ${app}/${inst}/${stream}`);
}

function connectDirect(req: CommandRequest<'pushpublish.connect'>, state: SandboxState): Reply {
  const { app, inst, stream, entry_name } = req as Required<typeof req>;
  const bad = checkSource(state, app, inst, stream);
  if (bad) return bad;
  if (state.sessions.findEntry(app, inst, entry_name)) return fail(`A push named ${entry_name} is already running on ${app}/${inst}`);
  state.sessions.add({
    app, inst, stream, entry_name,
    push_service_id: null,
    service_name: req.service_name!,
    dst_host: req.dst_host ?? '',
    dst_stream: req.dst_stream!,
    startedAtMs: state.nowMs(),
  });
  return ok(`Push ${entry_name} connecting ${app}/${inst}/${stream}`);
}

export const pushConnect: Handler<'pushpublish.connect'> = (req, { state }) =>
  req.push_service_id !== undefined ? connectStored(req, state) : connectDirect(req, state);

export const pushDisconnect: Handler<'pushpublish.disconnect'> = (req, { state }) => {
  const bad = checkSource(state, req.app, req.inst);
  if (bad) return bad;
  // The spec: entry_name `*` "disconnects every push" — of the whole account, not only
  // app/inst (which are still required and checked, as for any disconnect).
  if (req.entry_name === '*') {
    const n = state.sessions.remove(() => true);
    return ok(n === 0 ? 'No pushes were running on this account' : `Disconnected every push on this account (${n})`);
  }
  const here = (s: { app: string; inst: string }) => s.app === req.app && s.inst === req.inst;
  const n =
    req.entry_name !== undefined
      ? state.sessions.remove((s) => here(s) && s.entry_name === req.entry_name)
      : state.sessions.remove((s) => here(s) && s.push_service_id === req.push_service_id && (req.stream === undefined || s.stream === req.stream));
  const what = req.entry_name !== undefined ? `push ${req.entry_name}` : `push service ${req.push_service_id}`;
  return n === 0 ? fail(`No running ${what} on ${req.app}/${req.inst}`) : ok(`Disconnected ${what}`);
};

export const pushServices: Handler<'pushpublish.services'> = (req, { state }) => {
  const services = state.services.filter((row) => serviceMatches(row, Object.entries(req.filters ?? {}).map(([key, value]) => ({ key, value })))).map((row) => ({ ...row }));
  return ok(`${services.length} push services`, { services });
};

export const pushAdd: Handler<'pushpublish.add'> = (req, { state }) => {
  const id = state.nextServiceId++;
  const fields: ServiceRow = {};
  for (const [k, v] of Object.entries(req)) {
    if (v !== undefined) fields[k] = typeof v === 'number' ? String(v) : (v as string | boolean);
  }
  state.services.push(serviceRecord(id, fields));
  return ok('Push service stored', { push_service_id: String(id) });
};
