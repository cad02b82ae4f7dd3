/**
 * "Say exactly what happened" (operator principle 3). Every failure's sentence is worded
 * once, in main (electron/core/client/failure-text.ts for the client's kinds, at its source
 * for the console's own: credentials, accounts, files), and arrives as `message`; the
 * screens show it as it is. Only input the window itself refused is put in words here.
 */
import type { IpcError } from '../../../shared/ipc/define';

export function describeError(error: IpcError): string {
  if (error.kind === 'invalid_input') return `Not sent: ${issuesText(error.issues, error.message)}`;
  return error.message;
}

function issuesText(issues: Array<{ path: string; message: string }>, fallback: string): string {
  if (issues.length === 0) return fallback;
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}
