/**
 * The insights as the command line prints them: `--json` (countries as ISO codes) or short
 * text tables. Both say that places are approximate and credit the data, as its CC BY
 * licence asks.
 */
import type { AttemptInsights, IpDataAbout } from './types';
import { countryName, creditLine, pct } from './words';
import { insightsDone } from '../viewers/not-complete';

const TOP = 15;

export function insightsJson(r: AttemptInsights, about: IpDataAbout) {
  return {
    approximate: true,
    credit: creditLine(about),
    attempts: r.attempts,
    complete: r.complete,
    ...(r.notComplete === undefined ? {} : { not_complete: r.notComplete }),
    rule: r.rule,
    countries: r.countries.map((c) => ({ ...c, name: countryName(c.code) })),
    networks: r.networks,
    sharedKeys: r.sharedKeys,
  };
}

export function insightsText(r: AttemptInsights, about: IpDataAbout): string {
  const lines: string[] = [`${insightsDone(r)} Places are approximate.`, ''];
  lines.push('By country                      attempts  share  accepted  rejected  top reason');
  for (const c of r.countries.slice(0, TOP)) {
    lines.push(`  ${`${c.code ?? '--'} ${countryName(c.code)}`.slice(0, 28).padEnd(28)} ${String(c.attempts).padStart(9)} ${pct(c.share).padStart(6)} ${String(c.accepted).padStart(9)} ${String(c.rejected).padStart(9)}  ${c.reasons[0]?.reason ?? ''}`);
  }
  lines.push('', 'By network                      attempts  share  accepted  rejected  top reason');
  for (const n of r.networks.slice(0, TOP)) {
    lines.push(`  ${`${n.asn === null ? 'no AS' : `AS${n.asn}`} ${n.name}`.slice(0, 28).padEnd(28)} ${String(n.attempts).padStart(9)} ${pct(n.share).padStart(6)} ${String(n.accepted).padStart(9)} ${String(n.rejected).padStart(9)}  ${n.reasons[0]?.reason ?? ''}`);
  }
  lines.push('', `Shared tickets (more than ${r.rule.maxIps} addresses, or 2+ countries or networks, within ${r.rule.windowHours} h): ${r.sharedKeys.length}`);
  for (const k of r.sharedKeys) {
    lines.push(`  ${k.key}  ${k.ips.length} addresses, countries ${k.countries.join(' ') || '-'}, networks ${k.networks.map((a) => `AS${a}`).join(' ') || '-'}, ${k.accepted} accepted / ${k.rejected} rejected, ${k.firstSeen} – ${k.lastSeen}`);
  }
  lines.push('', creditLine(about));
  return lines.join('\n');
}
