/** The host's guests: name, role, address, connected since, last seen; change a role or revoke at once. */
import { useRef } from 'react';
import type { Role } from '../../../../shared/domain/share/person';
import { ROLE_WORD } from '../../../../shared/domain/share/role-words';
import type { GuestView } from '../../../../shared/ipc/share';
import { ResultLine } from '../../components/ResultLine';
import { StateTag } from '../../components/StateTag';
import { useSend } from '../../components/use-send';
import { useMc } from '../../stores/store';
import { ROLES } from './slice';

const time = (iso: string | null): string => (iso === null ? '—' : new Date(iso).toLocaleTimeString());

export function GuestList() {
  const guests = useMc((s) => s.share.guests);
  if (guests.length === 0) return <p className="mc-hint">No guests yet.</p>;
  return (
    <table className="sh-guests" aria-label="Guests">
      <thead>
        <tr><th scope="col">Name</th><th scope="col">Role</th><th scope="col">State</th><th scope="col">Address</th><th scope="col">Connected since</th><th scope="col">Last seen</th><th scope="col"><span className="visually-hidden">Actions</span></th></tr>
      </thead>
      <tbody>{guests.map((g) => <GuestRow key={g.id} guest={g} />)}</tbody>
    </table>
  );
}

function GuestRow({ guest }: { guest: GuestView }) {
  const setRole = useMc((s) => s.setGuestRole);
  const revoke = useMc((s) => s.revokeGuest);
  const wanted = useRef<Role>(guest.role);
  const roleSender = useSend(() => setRole(guest.id, wanted.current), () => `${guest.name} is now ${ROLE_WORD[wanted.current]}, from their next request`);
  const revokeSender = useSend(() => revoke(guest.id), () => `${guest.name} revoked: their sockets closed, their token no longer works`);
  const state = guest.state === 'connected' ? <StateTag state="done" word="CONNECTED" /> : guest.state === 'invited' ? <StateTag state="off" word="INVITED" extra={`until ${time(guest.invitedUntil)}`} /> : <StateTag state="off" word="AWAY" />;
  return (
    <tr>
      <th scope="row">{guest.name}</th>
      <td>
        <select className="mc-input" aria-label={`Role of ${guest.name}`} value={guest.role} onChange={(e) => {
          wanted.current = e.target.value as Role;
          void roleSender.send();
        }}>
          {ROLES.map((r) => <option key={r} value={r}>{ROLE_WORD[r]}</option>)}
        </select>
        <ResultLine outcome={roleSender.outcome} />
      </td>
      <td>{state}</td>
      <td>{guest.address ?? '—'}</td>
      <td>{time(guest.connectedSince)}</td>
      <td>{time(guest.lastSeen)}</td>
      <td>
        <button type="button" className="mc-btn mc-btn--small" onClick={() => void revokeSender.send()}>Revoke {guest.name}</button>
        <ResultLine outcome={revokeSender.outcome} />
      </td>
    </tr>
  );
}
