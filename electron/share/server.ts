/**
 * The shared show's listener: HTTPS on the interface the operator picked, behind the one
 * connection gate (loopback/gate.ts) with the budget of every loopback listener. It serves
 * the join page, redeems invitations, serves the built renderer (web mode's static files)
 * and the console socket (web mode's socket code) to each guest through their role check
 * (core/share/guest-router.ts). Host and Origin must name this listener (no rebinding, no
 * other site). A revoked guest's sockets close at once; closing closes every guest.
 */
import { createServer } from 'node:https';
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import { GUEST_SOCKET_PATH, JOIN_PATH, REDEEM_PATH } from '../../shared/domain/share/invitation';
import type { Person } from '../../shared/domain/share/person';
import { guestEvents, guestRouter, type ShareCore } from '../core/share/guest-router';
import type { GuestBook } from '../core/share/guests';
import type { ShareServerConfig, ShareServerHandle, StartShareServer } from '../core/share/hub';
import { LOOPBACK_SERVER_OPTIONS, gateConnections } from '../loopback/gate';
import { WS_PATH } from '../web/server';
import { serveConnection } from '../web/socket';
import { sendStatic } from '../web/static-files';
import { SOCKET_PROTOCOL, protocolTokens } from '../web/token';
import { answer, headers, redeem, refuseUpgrade, sameSite, siteOf } from './http';
import { JOIN_SCRIPT, JOIN_SCRIPT_PATH, joinPage } from './join-page';

const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;

/** The share server's factory for the composition root: given the services it drives and the renderer's folder. */
export function shareServer(core: ShareCore, rendererDir: string): StartShareServer {
  return (config, book) => startShareServer(core, rendererDir, config, book);
}

export async function startShareServer(core: ShareCore, rendererDir: string, config: ShareServerConfig, book: GuestBook): Promise<ShareServerHandle> {
  const sockets = new Map<string, Set<WebSocket>>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES, handleProtocols: (offered) => (offered.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false) });
  const server = createServer({ ...LOOPBACK_SERVER_OPTIONS, cert: config.cert, key: config.key }, (req, res) => void handle(req, res));
  const gate = gateConnections(server as unknown as HttpServer);
  let site = siteOf(config.address, config.port);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!sameSite(req, site)) return answer(res, 403, { error: 'forbidden', message: `Refused: the Host or Origin is not this shared show's address.` });
    const path = new URL(req.url ?? '/', 'https://host').pathname;
    if (req.method === 'POST' && path === REDEEM_PATH) return redeem(req, res, book);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return void res.end();
    }
    if (path === JOIN_PATH) {
      res.writeHead(200, { ...headers(site), 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(joinPage(config.fingerprint));
    }
    if (path === JOIN_SCRIPT_PATH) {
      res.writeHead(200, { ...headers(site), 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' });
      return void res.end(JOIN_SCRIPT);
    }
    sendStatic(res, rendererDir, path, headers(site));
  }

  function admit(ws: WebSocket, person: Person): void {
    const mine = sockets.get(person.id) ?? new Set<WebSocket>();
    sockets.set(person.id, mine.add(ws));
    const left = book.connected(person);
    ws.on('close', () => (mine.delete(ws), left()));
    serveConnection(ws, guestRouter(core, book, person), guestEvents(core, book, person));
  }

  server.on('upgrade', (req, socket, head) => {
    if (!sameSite(req, site)) return refuseUpgrade(socket, 403, "the Host or Origin is not this shared show's address");
    const path = new URL(req.url ?? '/', 'https://host').pathname;
    if (path !== GUEST_SOCKET_PATH && path !== WS_PATH) return refuseUpgrade(socket, 404, 'no such socket');
    const offered = protocolTokens(req.headers['sec-websocket-protocol']);
    const person = offered.length === 1 ? book.authenticate(offered[0]!, req.socket.remoteAddress ?? '') : null;
    if (person === null) return refuseUpgrade(socket, 401, 'missing, wrong or revoked token: ask the host for an invitation');
    gate.trust(socket);
    wss.handleUpgrade(req, socket, head, (ws) => admit(ws, person));
  });
  const stopRevokes = book.onRevoke((id) => {
    for (const ws of sockets.get(id) ?? []) ws.terminate();
    sockets.delete(id);
  });

  const port = await new Promise<number>((done, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.address, () => {
      const address = server.address();
      done(typeof address === 'object' && address !== null ? address.port : config.port);
    });
  });
  site = siteOf(config.address, port);
  return {
    port,
    close: () => {
      stopRevokes();
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
