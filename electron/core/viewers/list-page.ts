/**
 * A page of a paged read whose list came as null or false (the decoder reads it as empty
 * and marks what came) is not the empty page that ends a run: the service did not say
 * "no more rows". Every run that pages (exports, insights, the reason breakdown) stops
 * there, not complete, naming the page and what came.
 */
import type { IpcError } from '../../../shared/ipc/define';

export function notAListPage(member: string, answer: { unreadable?: Record<string, unknown> }, seek: number): IpcError | null {
  const sent = answer.unreadable?.[member];
  if (sent === undefined || Array.isArray(sent)) return null;
  const from = (seek + 1).toLocaleString('en-US');
  return { kind: 'bad_shape', member, message: `the page from row ${from} sent ${member}: ${JSON.stringify(sent)}, not a list` };
}
