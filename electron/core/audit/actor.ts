/** Who an audit entry was sent by: the system user, and which of the console's faces sent it. */
import { userInfo } from 'node:os';

const FROM = { electron: 'the desktop app', web: 'web mode', cli: 'the command line' } as const;

export function auditActor(from: keyof typeof FROM): string {
  let user: string;
  try {
    user = userInfo().username;
  } catch {
    // No passwd entry for this uid (some containers): the face alone still says something.
    return `From ${FROM[from]}`;
  }
  return `${user}, from ${FROM[from]}`;
}

/** The local operator, as a timed cue's "authorised by …" names them: the system user. */
export function operatorName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'the local operator';
  }
}
