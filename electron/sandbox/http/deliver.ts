/** Delivers an API answer, shaped by the command's fault when one is set. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GENERAL } from '../handlers/reply';
import { type Fault, HTML_PAGE, listsWithNulls, nulledMembers, renamedLists, wrongTypes } from './faults';
import { JSON_TYPE, send } from './respond';

/**
 * Writes `body` (the envelope already built) as the fault says. Hang leaves the socket
 * open. `dress` (--quirks) writes a normal answer in a variant form.
 */
export function deliver(req: IncomingMessage, res: ServerResponse, nowMs: number, body: Record<string, unknown>, fault: Fault | undefined, dress?: (body: Record<string, unknown>) => string): void {
  const json = JSON.stringify(body);
  switch (fault?.kind) {
    case undefined:
    case 'latency':
      return send(res, nowMs, 200, JSON_TYPE, dress ? dress(body) : json);
    case 'http':
      return send(res, nowMs, fault.status, 'text/html; charset=utf-8', `<html><body><h1>${fault.status}</h1></body></html>`);
    case 'busy':
      return send(res, nowMs, 200, JSON_TYPE, JSON.stringify({ status: 'failure', code: GENERAL.busy.code, message: GENERAL.busy.message, handle_time: body.handle_time }));
    case 'fail_after_apply':
      return send(res, nowMs, 200, JSON_TYPE, JSON.stringify({ status: 'failure', code: GENERAL.unexpected.code, message: GENERAL.unexpected.message, handle_time: body.handle_time }));
    case 'empty':
      return send(res, nowMs, 200, JSON_TYPE, '');
    case 'html':
      return send(res, nowMs, 200, 'text/html; charset=utf-8', HTML_PAGE);
    case 'truncated':
      return send(res, nowMs, 200, JSON_TYPE, json.slice(0, Math.max(1, Math.floor(json.length / 2))));
    case 'wrong_types':
      return send(res, nowMs, 200, JSON_TYPE, JSON.stringify(wrongTypes(body)));
    case 'rename_list':
      return send(res, nowMs, 200, JSON_TYPE, JSON.stringify(renamedLists(body, fault.to)));
    case 'null_items':
      return send(res, nowMs, 200, JSON_TYPE, JSON.stringify(listsWithNulls(body)));
    case 'null_member':
      return send(res, nowMs, 200, JSON_TYPE, JSON.stringify(nulledMembers(body, fault.to)));
    case 'reset':
      req.socket.destroy();
      return;
    case 'hang':
      return;
  }
}
