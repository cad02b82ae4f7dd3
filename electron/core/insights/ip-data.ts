/**
 * Where an address is, approximately: its country and its network (AS), read offline from
 * the data shipped with the app (out/ipdata, built by scripts/build-ipdata.mjs). Insights
 * take an `IpLookup`, so tests pass a fixture and the data can be swapped for another source.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { type CountryResponse, Reader } from 'maxmind';
import type { IpDataAbout } from '../../../shared/domain/insights/types';
import { type Network, readAsnTable } from './asn-table';
import { canonicalIp } from './ip-parse';

export type { Network };

export interface IpLookup {
  /** ISO 3166-1 alpha-2 code, or null when the data has no country for the address. */
  country(ip: string): string | null;
  network(ip: string): Network | null;
  about: IpDataAbout;
}

/**
 * out/ipdata beside the running bundle (out/main, out/cli, inside the asar too); from the
 * sources (tests), the built out/ipdata at the repository root.
 */
export function shippedIpDataDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const built = join(here, '..', 'ipdata');
  return existsSync(join(built, 'about.json')) ? built : join(here, '..', '..', '..', 'out', 'ipdata');
}

/** The shipped data in `dir` (out/ipdata): country (mmdb) and network tables, and what they are. */
export async function openIpData(dir: string): Promise<IpLookup> {
  const [country, asn, aboutText] = await Promise.all([
    readFile(join(dir, 'country.mmdb.gz')),
    readFile(join(dir, 'asn.bin.gz')),
    readFile(join(dir, 'about.json'), 'utf8'),
  ]);
  const reader = new Reader<CountryResponse>(gunzipSync(country));
  const networks = readAsnTable(gunzipSync(asn));
  const about = JSON.parse(aboutText) as IpDataAbout;
  return {
    about,
    country(ip) {
      // Read as the network lookup reads it (ip-parse.ts), so both place the same address.
      const canonical = canonicalIp(ip);
      if (canonical === null) return null;
      try {
        // This data's records are `{ country_code }`, not MaxMind's country shape.
        return (reader.get(canonical) as { country_code?: string } | null)?.country_code ?? null;
      } catch {
        return null; // not an address (the API's ip is free text)
      }
    },
    network: (ip) => networks.lookup(ip),
  };
}

/**
 * Opened once per process and kept: gunzipping and indexing the two tables takes a few
 * hundred milliseconds and ~40 MB, the same for every run.
 */
export function sharedIpData(dir: string): () => Promise<IpLookup> {
  let opened: Promise<IpLookup> | null = null;
  return () => {
    opened ??= openIpData(dir);
    opened.catch(() => { opened = null; });
    return opened;
  };
}
