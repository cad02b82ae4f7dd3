/**
 * What the attempt insights answer, as the renderer and the command line receive it: tables
 * of aggregates (by country, by network, shared tickets), never the attempts themselves.
 * Countries are ISO 3166-1 alpha-2 codes; where an address is comes from offline data and
 * is approximate.
 */

/** Where the offline IP data comes from, for the About line and CSV credits. */
export interface IpDataAbout {
  country: { package: string; builtOn: string | null; licence: string; source: string };
  network: { package: string; builtOn: string | null; licence: string; source: string; attribution: string; ranges: { ipv4: number; ipv6: number; networks: number } };
}

export interface ReasonTally {
  reason: string;
  count: number;
}

/** One country or network: attempts from its addresses, accepted and rejected, and by reason (most first). */
export interface PlaceRow {
  attempts: number;
  accepted: number;
  rejected: number;
  /** attempts / all attempts read, 0…1. */
  share: number;
  reasons: ReasonTally[];
}

/** `code` null: addresses the data places in no country (private, reserved, unreadable). */
export type CountryRow = PlaceRow & { code: string | null };
/** `asn` null: addresses in no announced network. */
export type NetworkRow = PlaceRow & { asn: number | null; name: string };

export interface SharedKey {
  key: string;
  /** Distinct addresses, most used first. */
  ips: string[];
  /** Distinct countries (codes) of those addresses. */
  countries: string[];
  /** Distinct AS numbers of those addresses. */
  networks: number[];
  firstSeen: string;
  lastSeen: string;
  accepted: number;
  rejected: number;
  /** The most addresses / countries / networks seen within one window. */
  peak: { ips: number; countries: number; networks: number; windowStart: string };
}

export interface SharingRule {
  /** A key is shared when used from MORE than this many distinct addresses within one window… */
  maxIps: number;
  /** …or from two or more countries or networks within one window. */
  windowHours: number;
}

export const DEFAULT_SHARING: SharingRule = { maxIps: 3, windowHours: 24 };

export interface AttemptInsights {
  attempts: number;
  countries: CountryRow[];
  networks: NetworkRow[];
  sharedKeys: SharedKey[];
  rule: SharingRule;
  /** True when every matching attempt was read (not cancelled part way). */
  complete: boolean;
  /** Why the tables may not cover every matching attempt, when the run read on but not all (not-complete.ts). */
  notComplete?: string;
}

export interface InsightsProgress {
  id: string;
  state: 'running' | 'done' | 'cancelled' | 'failed';
  attempts: number;
  total: number | null;
  message: string;
}
