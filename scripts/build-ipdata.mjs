#!/usr/bin/env node
// Builds the offline IP data into out/ipdata (part of `npm run build`), from two npm packages
// of sapics/ip-location-db:
// - country.mmdb.gz: @ip-location-db/geo-whois-asn-country-mmdb (CC0-1.0), IPv4 and IPv6,
//   gzipped (7.8 MB → about half; gunzipped once when insights first run);
// - asn.bin.gz: @ip-location-db/asn (CC BY 4.0: RouteViews, DB-IP, NRO), shipped by npm as
//   CSV only (no mmdb package exists), packed here as sorted ranges for a binary search:
//   adjacent ranges of one AS are merged, names are stored once per AS.
// - about.json: source, licence, build date (the packages' version carries it) and the
//   attribution the CC BY licence asks for. The app reads it for "About the IP data".
// The layout of asn.bin is read by electron/core/insights/asn-table.ts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));
const outdir = join(root, 'out', 'ipdata');

const countryDir = dirname(require.resolve('@ip-location-db/geo-whois-asn-country-mmdb/package.json'));
const asnDir = dirname(require.resolve('@ip-location-db/asn/package.json'));

/** One CSV line `start,end,asn,name` (name possibly quoted with doubled quotes). */
function parseLine(line) {
  const a = line.indexOf(',');
  const b = line.indexOf(',', a + 1);
  const c = line.indexOf(',', b + 1);
  let name = line.slice(c + 1);
  if (name.startsWith('"')) name = name.slice(1, -1).replaceAll('""', '"');
  return { start: BigInt(line.slice(0, a)), end: BigInt(line.slice(a + 1, b)), asn: Number(line.slice(b + 1, c)), name };
}

function readRanges(file) {
  const out = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim() === '') continue;
    const r = parseLine(line);
    const last = out.at(-1);
    if (last !== undefined && last.asn === r.asn && last.end + 1n === r.start) last.end = r.end;
    else out.push(r);
  }
  return out;
}

/** Words of 32 bits, most significant first: 1 for IPv4, 4 for IPv6. */
function words(n, count) {
  return Array.from({ length: count }, (_, i) => Number((n >> BigInt(32 * (count - 1 - i))) & 0xffffffffn));
}

function buildAsn() {
  const v4 = readRanges(join(asnDir, 'asn-ipv4-num.csv'));
  const v6 = readRanges(join(asnDir, 'asn-ipv6-num.csv'));
  const names = new Map();
  for (const r of [...v4, ...v6]) if (!names.has(r.asn)) names.set(r.asn, r.name);
  const asnIndex = new Map([...names.keys()].map((asn, i) => [asn, i]));
  const table = (ranges, width) => {
    const arr = new Uint32Array(ranges.length * (2 * width + 1));
    let o = 0;
    for (const r of ranges) {
      for (const w of words(r.start, width)) arr[o++] = w;
      for (const w of words(r.end, width)) arr[o++] = w;
      arr[o++] = asnIndex.get(r.asn);
    }
    return Buffer.from(arr.buffer);
  };
  const header = { v4: v4.length, v6: v6.length, asns: names.size };
  const headerBytes = Buffer.from(JSON.stringify(header));
  const asnNumbers = Buffer.from(Uint32Array.from(names.keys()).buffer);
  const nameText = Buffer.from([...names.values()].map((n) => n.replaceAll('\n', ' ')).join('\n'));
  const len = Buffer.alloc(4);
  len.writeUInt32LE(headerBytes.length);
  // Layout: u32 header length, header JSON, padding to 4, v4 table, v6 table, AS numbers, names.
  const pad = Buffer.alloc((4 - ((4 + headerBytes.length) % 4)) % 4);
  return { bytes: Buffer.concat([len, headerBytes, pad, table(v4, 1), table(v6, 4), asnNumbers, nameText]), header };
}

/** The packages' version is 2.3.YYYYMMDDHH: the date their data was built. */
function buildDateOf(version) {
  const m = /\.(\d{4})(\d{2})(\d{2})(\d{2})$/.exec(version);
  return m === null ? null : `${m[1]}-${m[2]}-${m[3]}`;
}

function buildIpData() {
  mkdirSync(outdir, { recursive: true });
  const countryVersion = JSON.parse(readFileSync(join(countryDir, 'package.json'), 'utf8')).version;
  const asnVersion = JSON.parse(readFileSync(join(asnDir, 'package.json'), 'utf8')).version;
  writeFileSync(join(outdir, 'country.mmdb.gz'), gzipSync(readFileSync(join(countryDir, 'geo-whois-asn-country.mmdb')), { level: 9 }));
  const asn = buildAsn();
  writeFileSync(join(outdir, 'asn.bin.gz'), gzipSync(asn.bytes, { level: 9 }));
  const about = {
    country: {
      package: `@ip-location-db/geo-whois-asn-country-mmdb@${countryVersion}`,
      builtOn: buildDateOf(countryVersion),
      licence: 'CC0-1.0',
      source: 'sapics/ip-location-db (geo-whois-asn-country): geofeeds, RIR whois and ASN data',
    },
    network: {
      package: `@ip-location-db/asn@${asnVersion}`,
      builtOn: buildDateOf(asnVersion),
      licence: 'CC BY 4.0',
      source: 'sapics/ip-location-db (asn): RouteViews, the five RIRs (NRO statistics) and DB-IP IP to ASN Lite',
      attribution: 'Network data: RouteViews (routeviews.org), NRO (nro.net) and IP to ASN Lite by DB-IP (db-ip.com), CC BY 4.0',
      ranges: { ipv4: asn.header.v4, ipv6: asn.header.v6, networks: asn.header.asns },
    },
  };
  writeFileSync(join(outdir, 'about.json'), `${JSON.stringify(about, null, 2)}\n`);
  return about;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const about = buildIpData();
  process.stdout.write(`out/ipdata: country ${about.country.builtOn}, networks ${about.network.builtOn} (${about.network.ranges.networks} networks)\n`);
}
