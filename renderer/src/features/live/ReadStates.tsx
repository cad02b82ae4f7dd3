/** What an area of the Live screen says when it has nothing read to show (read-failure.ts decides which). */
import { EmptyState } from '../../components/EmptyState';
import { NOT_READ } from '../../components/not-read';
import { Time } from '../../components/Time';

/** Nothing read: say so in the one wording (the reason is the Live bar's), never "no sessions" — a fact we do not know. */
export function NotRead({ since }: { since?: string | null }) {
  return <EmptyState title={NOT_READ.title} action={since ? <>{NOT_READ.action} Failing since <Time value={since} timeOnly />.</> : NOT_READ.action} />;
}

/** The first answer for this target is still on its way. */
export function Reading({ target }: { target: string }) {
  return <EmptyState title={`Reading ${target}…`} action="The first answer is on its way." />;
}
