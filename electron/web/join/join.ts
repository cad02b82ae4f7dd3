/**
 * `master-control web --join <invitation>`: read the invitation, reach the host on a
 * connection pinned to the fingerprint it carries (a mismatch refuses before the code is
 * sent), trade the code for this person's token, and open the host's show as the router of a
 * local web-mode console. This machine keeps no account, key or secret of the show's.
 */
import { parseInvitation } from '../../../shared/domain/share/invitation';
import type { Person } from '../../../shared/domain/share/person';
import { JoinRefused, pinnedSocket } from './pinned';
import { redeem } from './redeem';
import { RemoteShow } from './remote-show';

export interface Joined {
  show: RemoteShow;
  person: Person;
  host: string;
}

export async function joinShow(text: string): Promise<Joined> {
  const parsed = parseInvitation(text);
  if (!parsed.ok) throw new JoinRefused(`Could not join: ${parsed.reason}`);
  const { invitation } = parsed;
  const socket = await pinnedSocket(invitation.host, invitation.port, invitation.fingerprint);
  const answer = await redeem(invitation, socket);
  const show = new RemoteShow(invitation, answer.token);
  await show.start();
  return { show, person: answer.person, host: `${invitation.host}:${invitation.port}` };
}
