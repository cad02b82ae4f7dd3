/**
 * The control API's HTTP server on 127.0.0.1: JSON routes (routes.ts) and the events
 * socket, behind the guard (no Origin, own Host, bearer token) and the scopes. Built by
 * the composition root over the same core services as the screens (`controlServer`).
 * Connections pass the loopback gate (loopback/gate.ts); a request or socket that
 * shows the token is trusted there.
 */
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import { type ConnectionGate, LOOPBACK_SERVER_OPTIONS, gateConnections } from '../loopback/gate';
import type { ControlServerConfig, ControlServerHandle, StartControlServer } from '../core/control/hub';
import type { ControlCore } from '../core/services';
import { ControlActions } from './actions';
import type { Answer, Call } from './answers';
import { ControlBinding } from './binding';
import { answerChallenge } from './challenge';
import { CompanionFeedback } from './companion';
import { RecentRequests, requestKey } from './dedupe';
import { CLOSE_UNAUTHORIZED, serveEvents } from './events-socket';
import { checkControl, checkSite } from './guard';
import { EVENTS_PATH, matchRoute } from './routes';
import { MAX_BODY_BYTES, clientName, parseBody, readBody, reply } from './http-io';
import { StateFeed } from './state';

class ControlHttp {
  private readonly feed: StateFeed;
  private readonly actions: ControlActions;
  private readonly binding: ControlBinding;
  private readonly recent: RecentRequests<Answer>;
  private companion: CompanionFeedback | null = null;
  private readonly stopCompanion: () => void;
  readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  port = 0;
  gate: ConnectionGate | null = null;

  constructor(
    private readonly core: ControlCore,
    private config: ControlServerConfig,
  ) {
    this.feed = new StateFeed(core);
    this.binding = new ControlBinding(core, this.feed);
    this.actions = new ControlActions(this.binding);
    this.recent = new RecentRequests(() => core.clock.now(), (a) => typeof a.body.armId !== 'string' || core.hub.arms.list().some((x) => x.armId === a.body.armId));
    this.setCompanion(config.companion);
    this.stopCompanion = this.feed.subscribe((state) => this.companion?.push(state));
    this.wss.on('connection', (ws, req) => serveEvents(ws, this.feed, () => this.config.token, () => this.config.scopes.includes('read'), () => this.gate?.trust(req.socket)));
  }

  update(config: ControlServerConfig): void {
    const rotated = config.token !== this.config.token;
    if (config.companion !== this.config.companion) this.setCompanion(config.companion);
    this.config = config;
    // A socket opened with the old token dies with it.
    if (rotated) for (const ws of this.wss.clients) ws.close(CLOSE_UNAUTHORIZED, 'the token was replaced');
  }

  private setCompanion(address: string | null): void {
    // Companion fed with variables is a surface watching the show, as a subscribed socket is.
    if ((address !== null) !== (this.companion !== null)) this.feed.surface(address !== null ? 1 : -1);
    this.companion?.stop();
    this.companion = address === null ? null : new CompanionFeedback(address, this.core.log);
    this.companion?.push(this.feed.state());
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (answerChallenge(req, res, this.port, this.config.token)) return;
    const verdict = checkControl({ host: req.headers.host, origin: req.headers.origin, authorization: req.headers.authorization }, this.port, this.config.token);
    if (!verdict.ok) return reply(res, { status: verdict.status, body: { error: verdict.error, message: verdict.message } });
    this.gate?.trust(req.socket);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const match = matchRoute(req.method ?? 'GET', url.pathname);
    if (match === null) return reply(res, { status: 404, body: { error: 'not_found', message: `There is no route ${url.pathname}; see GET /v1/state and the README.` } });
    if ('allowed' in match) return reply(res, { status: 405, body: { error: 'method', message: `${url.pathname} takes ${match.allowed.join(' or ')}.` } }, { Allow: match.allowed.join(', ') });
    const { route, params } = match;
    if (!this.config.scopes.includes(route.scope)) {
      const how = route.scope === 'destructive' ? ' Turn it on under Accounts → Control surfaces (or --control-scopes read,operate,destructive).' : '';
      return reply(res, { status: 403, body: { error: 'scope', message: `Refused: this route needs the ${route.scope} scope, which is off.${how}` } });
    }
    const text = await readBody(req);
    // A cancel carries nothing: whatever body a client sends with it (Companion's Generic
    // HTTP sends an empty body field as "[object Object]", with no content type) is ignored.
    const body = route.method === 'DELETE' ? {} : text === null ? null : parseBody(text);
    if (body === null) return reply(res, { status: 400, body: { error: 'invalid_input', message: `The body must be a JSON object of at most ${MAX_BODY_BYTES / 1024} KiB (or empty).` } });
    const call: Call = { client: clientName(req), body, queryAccount: url.searchParams.get('account') };
    const scopes = this.config.scopes;
    const run = () => Promise.resolve(route.run(this.actions, call, params, scopes));
    const key = requestKey(call.client, this.binding.accountOf(call), req.method ?? '', `${url.pathname}${url.search}`, text ?? '');
    const a = route.acts ? await this.recent.once(key, run) : await run();
    reply(res, a);
  }

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const site = checkSite({ host: req.headers.host, origin: req.headers.origin }, this.port);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const refuse = (status: number, text: string): void => void socket.end(`HTTP/1.1 ${status} ${text}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n`);
    if (!site.ok) return refuse(403, 'Forbidden');
    if (url.pathname !== EVENTS_PATH) return refuse(404, 'Not Found');
    if (url.search !== '') return refuse(400, 'Bad Request');
    this.wss.handleUpgrade(req, socket, head, (ws) => this.wss.emit('connection', ws, req));
  }

  close(server: Server): Promise<void> {
    this.stopCompanion();
    this.companion?.stop();
    this.feed.close();
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
    server.closeAllConnections();
    return new Promise((done) => server.close(() => done()));
  }
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : port);
    });
  });
}

/** The factory the composition root hands core (`controlServer` in services.ts). */
export function controlServer(core: ControlCore): StartControlServer {
  return async (config): Promise<ControlServerHandle> => {
    const http = new ControlHttp(core, config);
    const server = createServer(LOOPBACK_SERVER_OPTIONS, (req, res) => {
      http.handle(req, res).catch((err: unknown) => {
        core.log.error('control: a request failed inside the console', err);
        if (!res.headersSent) reply(res, { status: 500, body: { error: 'internal', message: 'Something went wrong inside the console; the details are in the log.' } });
      });
    });
    http.gate = gateConnections(server);
    server.on('upgrade', (req, socket, head) => http.upgrade(req, socket, head));
    try {
      http.port = await listen(server, config.port);
    } catch (err) {
      await http.close(server);
      throw err;
    }
    return { port: http.port, update: (c) => http.update(c), close: () => http.close(server) };
  };
}
