/**
 * Uploads queued through the handle: listed as in progress (202), then finished (200)
 * after a delay, at which point the upload's callback is POSTed (loopback only).
 */
import { createRng, mixSeed } from './prng';
import type { SandboxState } from './state';
import { uploadResults, uploadRow } from './state/uploads';
import { formatDatetime } from './time';
import type { CallbackSender } from './http/callbacks';
import { loopbackRefusal } from './http/callbacks';

export interface QueuedUpload {
  path: string;
  destination_path: string;
  callback?: string;
  /** Real milliseconds until the upload finishes. Default 200. */
  delayMs?: number;
}

export class UploadQueue {
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly state: SandboxState, private readonly callbacks: CallbackSender) {}

  queue(input: QueuedUpload): string {
    const refused = loopbackRefusal(input.callback);
    if (refused) throw new TypeError(refused);
    const id = 9001 + this.state.uploads.length;
    const rng = createRng(mixSeed(this.state.seed, id));
    const nowSec = this.state.nowSec();
    const row = uploadRow(rng, id, this.state.credentials.cdn, nowSec, {
      path: input.path, destination_path: input.destination_path, callback: input.callback ?? '',
      status: '202', message: 'Upload in progress', results: [], last_updated: formatDatetime(nowSec),
    });
    this.state.uploads.push(row);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const results = uploadResults(rng, input.destination_path);
      Object.assign(row, { status: '200', message: 'Upload complete', results, last_updated: formatDatetime(this.state.nowSec()) });
      if (input.callback) this.callbacks.post(input.callback, { ...row });
    }, input.delayMs ?? 200);
    this.timers.add(timer);
    return row.id;
  }

  stop(): void {
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }
}
