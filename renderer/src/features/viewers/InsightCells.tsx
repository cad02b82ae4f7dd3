/** The country table's pick box: ticks a country for a geo decision (nothing is sent). */
import type { CustomCellRendererProps } from 'ag-grid-react';
import type { CountryRow } from '../../../../shared/domain/insights/types';
import { countryName } from '../../../../shared/domain/insights/words';
import { useMc } from '../../stores/store';

export function CountryPick(p: CustomCellRendererProps<CountryRow>) {
  const code = p.data?.code ?? null;
  const picked = useMc((s) => (code === null ? false : s.viewersInsightCountries.includes(code)));
  if (code === null) return null;
  return <input type="checkbox" checked={picked} aria-label={`Pick ${countryName(code)} (${code})`} onChange={() => useMc.getState().toggleInsightCountry(code)} />;
}
