/** Live-side commands: recording splits, live stream listings, channels and geo blocks. */
import { findApp } from '../account';
import { remainingOrder } from '../state/channels';
import { type LiveStream, splitStream, streamPattern } from '../state/live';
import type { SandboxState } from '../state';
import { formatDatetime } from '../time';
import { type Handler, fail, ok } from './reply';

export const recordingSplit: Handler<'recording.split'> = (req, { state, postCallback }) => {
  const [appName, inst] = req.app.split('/') as [string, string];
  const app = findApp(state.apps, appName);
  if (app === undefined || !app.instances.includes(inst)) return fail(`Application not found: ${req.app}`);
  const pattern = streamPattern(req.stream);
  const matching = state.streams.filter((s) => s.app === appName && s.inst === inst && pattern.test(s.name));
  const nowMs = state.nowMs();
  const streams = req.stream.includes('*')
    ? matching.map((s) => splitStream(s, nowMs, state.options.splitBusyMs, req.delete === true))
    : [matching[0] ? splitStream(matching[0], nowMs, state.options.splitBusyMs, req.delete === true) : { name: req.stream, error: `Stream not found: ${req.stream}` }];
  const done = streams.filter((s) => s.error === undefined);
  if (req.callback !== undefined && done.length > 0) {
    postCallback(req.callback, { app: req.app, title: req.title ?? '', description: req.description ?? '', deleted: req.delete === true, streams: done });
  }
  if (streams.length === 0) return fail(`No live stream matches ${req.stream} on ${req.app}`, undefined, { streams });
  return done.length === 0 ? fail('No stream was split', undefined, { streams }) : ok(`Split ${done.length} of ${streams.length} streams`, { streams });
};

function streamView(state: SandboxState, s: LiveStream): Record<string, unknown> {
  const nowMs = state.nowMs();
  return {
    name: s.name,
    recording: s.recording ? '1' : '0',
    connect_time: formatDatetime(s.connectSec),
    publish_time: formatDatetime(s.publishSec),
    video_codec: s.videoCodec,
    audio_codec: s.audioCodec,
    pushes: state.sessions.list(s.app, s.inst, s.name).map((p) => state.sessions.view(p, nowMs)),
  };
}

function liveOf(state: SandboxState, app: string, inst: string): LiveStream[] | null {
  const found = findApp(state.apps, app);
  if (found === undefined || !found.instances.includes(inst)) return null;
  return state.streams.filter((s) => s.app === app && s.inst === inst);
}

export const streamActive: Handler<'stream.active'> = (req, { state }) => {
  const live = liveOf(state, req.app, req.inst);
  if (live === null) return fail(`Application instance not found: ${req.app}/${req.inst}`);
  return ok(`${live.length} live streams`, { streams: live.map((s) => streamView(state, s)) });
};

export const streamDetails: Handler<'stream.details'> = (req, { state }) => {
  const live = liveOf(state, req.app, req.inst);
  if (live === null) return fail(`Application instance not found: ${req.app}/${req.inst}`);
  const s = live.find((x) => x.name === req.stream);
  return s === undefined ? fail(`Stream not found: ${req.stream}`) : ok('Stream details', { stream: streamView(state, s) });
};

export const channelCurrent: Handler<'channel.currentchannels'> = (req, { state }) => {
  const app = req.app ?? 'channel-origin';
  if (!state.channels.some((c) => c.app === app)) return fail(`No channels on application ${app}`);
  const ch = state.channels.find((c) => c.app === app && c.name === req.stream);
  if (ch === undefined) return fail(`Channel not found: ${req.stream}`);
  const items = remainingOrder(ch, state.nowSec()).map((i) => ({
    video: i.video,
    start: String(i.start),
    length: String(i.length),
    sort_order: String(i.sort_order),
  }));
  return ok(`${items.length} items to play`, { [ch.listKey]: items });
};
