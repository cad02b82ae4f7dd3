/**
 * A person of a shared show in words, one wording for Activity, notices and arms:
 * "Ana, from 192.0.2.12"; an act with its person: "Disconnect #502 — Ana, from 192.0.2.12".
 */
import type { Person } from './person';

type Named = Pick<Person, 'name' | 'address'>;

export function personWords(p: Named): string {
  return p.address === '' ? p.name : `${p.name}, from ${p.address}`;
}

/** An act and who did it; a local press (no person) is the act alone. */
export function actByWords(act: string, person: Named | undefined): string {
  return person === undefined ? act : `${act} — ${personWords(person)}`;
}

/** An arm shown to everyone: "Ana armed Disconnect #502, 4 s". */
export function armedByWords(action: string, person: Pick<Person, 'name'> | undefined, secondsLeft: number): string {
  return `${person === undefined ? 'Armed' : `${person.name} armed`} ${action}, ${secondsLeft} s`;
}
