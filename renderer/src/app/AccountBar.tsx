/**
 * The bar across the top in the active account's colour (operator principle 5). The
 * built-in Sandbox gets hazard stripes and the word SANDBOX so nobody rehearses on a real
 * account or goes live on the sandbox. Holds the account switcher (its options name each
 * other account's show; a switch asks the one question of stores/switch-question.ts), the
 * notice tray and the theme toggle.
 */
import type { ProfileView } from '../../../shared/domain/profile';
import { useNow } from '../components/use-now';
import { otherShows, staleWords } from '../features/live/show-words';
import { activeProfile } from '../features/accounts/accounts-state';
import { RehearsalTag, rehearsingOn } from '../features/sheets/rehearsal-look';
import { useMc } from '../stores/store';
import { readableTextOn } from './colour';
import { NoticeTray } from '../components/Banner';

export function AccountBar() {
  const list = useMc((s) => s.accounts);
  const active = activeProfile(list);
  const rehearsing = rehearsingOn(list);
  // A rehearsal mirror is a sandbox of its own: the same hazard stripes, never the real account's colour.
  const sandbox = (active?.builtIn ?? false) || rehearsing !== null;
  const colour = active?.colour ?? '#444c58';
  const style = sandbox ? undefined : { background: colour, color: readableTextOn(colour) };
  const note = rehearsing ? `mirror of ${rehearsing.realName} · nothing reaches it` : sandbox ? 'simulated account · nothing goes on air' : null;
  return (
    <header className={`mc-accountbar${sandbox ? ' mc-accountbar--sandbox' : ''}`} style={style} aria-label="Active account">
      <span className="mc-accountbar__app">MASTER CONTROL</span>
      <span className="mc-accountbar__name" data-testid="active-account">
        {rehearsing ? <RehearsalTag /> : sandbox ? <span className="mc-accountbar__sandbox">SANDBOX</span> : null}
        {active?.name ?? 'Loading accounts…'}
        {note ? <span className="mc-accountbar__note" title={note}>{note}</span> : null}
      </span>
      <NoticeTray />
      <span className="mc-accountbar__tools">
        <AccountSwitcher profiles={list?.profiles ?? []} active={active} />
        <ThemeToggle />
      </span>
    </header>
  );
}

function AccountSwitcher({ profiles, active }: { profiles: ProfileView[]; active: ProfileView | null }) {
  const askSwitch = useMc((s) => s.askSwitch);
  const shows = otherShows(useMc((s) => s.shows), profiles, active?.id ?? null, useNow());
  return (
    <span className="mc-accountbar__switch" data-keeps-armed="">
      <label className="visually-hidden" htmlFor="mc-account-switch">
        Active account
      </label>
      <select id="mc-account-switch" className="mc-select" value={active?.id ?? ''} onChange={(e) => void askSwitch(e.target.value)}>
        {profiles.map((p) => {
          const show = shows.find((o) => o.profileId === p.id);
          return (
            <option key={p.id} value={p.id}>
              {p.builtIn ? `${p.name} (sandbox)` : p.name}
              {show ? ` — ${show.counts}${staleWords(show)}` : ''}
            </option>
          );
        })}
      </select>
    </span>
  );
}

function ThemeToggle() {
  const theme = useMc((s) => s.theme);
  const setTheme = useMc((s) => s.setTheme);
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" className="mc-btn mc-btn--small mc-accountbar__theme" aria-label={`Switch to ${next} theme`} onClick={() => setTheme(next)}>
      {next === 'light' ? '☀ Light theme' : '☾ Dark theme'}
    </button>
  );
}
