/**
 * Country picker over ISO 3166-1 alpha-2, names from Intl.DisplayNames. Search by name
 * or code; Enter adds the first match; selected codes are chips removed with one click.
 * Codes the server rejected are marked on their chips. The list is one Tab stop (the
 * country last focused in it): ↑/↓, Home and End move in it, Space ticks, so Tab goes past
 * some 250 countries to Apply and Allow all in one press.
 */
import { type KeyboardEvent, useMemo, useState } from 'react';
import { countryList, searchCountries } from '../../../../shared/domain/live/countries';
import { setWords } from '../../../../shared/domain/live/geo-set-words';
import { addCode, removeCode, toggleCode, typedCode } from './geo-state';

interface Props {
  selected: string[];
  onChange: (codes: string[]) => void;
  rejected: readonly string[];
}

export function CountryPicker({ selected, onChange, rejected }: Props) {
  const list = useMemo(() => countryList(navigator.language || 'en'), []);
  const names = useMemo(() => new Map(list.map((c) => [c.code, c.name])), [list]);
  const known = useMemo(() => new Set(names.keys()), [names]);
  const [query, setQuery] = useState('');
  const [current, setCurrent] = useState<string | null>(null);
  const found = searchCountries(list, query);
  const stop = found.some((c) => c.code === current) ? current : (found[0]?.code ?? null);
  const extra = typedCode(query, known);
  const words = setWords(selected);
  const byExclusion = words.byExclusion;
  const onEnter = (): void => {
    const first = extra ?? found[0]?.code;
    if (first) onChange(addCode(selected, first));
    setQuery('');
  };
  return (
    <div className="lv-picker">
      <div className="lv-chips" aria-label="Selected countries" role="group">
        {selected.length === 0 ? <span className="lv-dim">No country selected.</span> : null}
        {/* A set said by what it leaves out shows that, not hundreds of chips; the list below still unticks any one. */}
        {byExclusion ? <span>{selected.length} selected: {words.allowed}.</span> : null}
        {(byExclusion ? selected.filter((c) => rejected.includes(c)) : selected).map((code) => (
          <span key={code} className={`lv-chip${rejected.includes(code) ? ' lv-chip--rejected' : ''}`}>
            <strong className="lv-mono">{code}</strong> {names.get(code) ?? 'not in the ISO list'}
            {rejected.includes(code) ? <span className="lv-reject"> ⚠ rejected by the server</span> : null}
            <button type="button" className="mc-btn mc-btn--small mc-btn--link" onClick={() => onChange(removeCode(selected, code))} aria-label={`Remove ${code} (${names.get(code) ?? code})`}>
              ✕
            </button>
          </span>
        ))}
        {selected.length > 0 ? <button type="button" className="mc-btn mc-btn--small" onClick={() => onChange([])}>Clear selection</button> : null}
      </div>
      <input
        className="mc-input lv-search"
        type="search"
        aria-label="Search countries by name or code"
        placeholder="Search countries by name or code — Enter adds the first"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            onEnter();
          }
        }}
      />
      {extra ? (
        <button type="button" className="mc-btn mc-btn--small" onClick={() => onChange(addCode(selected, extra))}>
          Add code {extra} (not in the ISO list — the server decides)
        </button>
      ) : null}
      <ul className="lv-countries" aria-label="Countries" onKeyDown={listKeys}>
        {found.map((c) => (
          <li key={c.code}>
            <label className="lv-check">
              <input type="checkbox" checked={selected.includes(c.code)} onChange={() => onChange(toggleCode(selected, c.code))}
                tabIndex={c.code === stop ? 0 : -1} onFocus={() => setCurrent(c.code)} />
              <span className="lv-mono">{c.code}</span> {c.name}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}

const MOVES: Record<string, (i: number, last: number) => number> = {
  ArrowDown: (i, last) => Math.min(i + 1, last),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, last) => last,
};

/** ↑/↓/Home/End move the focus among the list's boxes (the list is one Tab stop). */
function listKeys(e: KeyboardEvent<HTMLUListElement>): void {
  const move = MOVES[e.key];
  if (move === undefined) return;
  const boxes = [...e.currentTarget.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
  const at = boxes.indexOf(e.target as HTMLInputElement);
  if (at < 0) return;
  e.preventDefault();
  boxes[move(at, boxes.length - 1)]?.focus();
}
