/** Account profiles: the non-secret part lives in profiles.json; secrets only in the keychain or vault. */
import * as z from 'zod';
import { checkBaseUrl, normalizeBaseUrl } from './base-url';
import { SERIALIZATION_VALUES, type SerializationProbe } from './serialization';

export const SANDBOX_PROFILE_ID = 'sandbox';

export const profileColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #2f80ed');

/**
 * The currency an account's money is shown in. The API names none, so the operator sets it
 * per account (until then amounts carry no currency): a three-letter code such as EUR.
 */
export const currencyCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, 'a three-letter currency code, e.g. EUR')
  .transform((s) => s.toUpperCase());

/** Editable fields of a profile, as the Accounts form and the CLI give them. */
export const profileFields = z.strictObject({
  name: z.string().trim().min(1, 'give the account a name').max(80, 'keep the name under 80 characters'),
  // The client's own rule (https, or http only to this machine), in its words: the form
  // refuses what main would refuse, and says it as the field's hint does.
  baseUrl: z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const url = checkBaseUrl(v);
      if (!url.ok) ctx.addIssue({ code: 'custom', message: url.message });
    })
    .transform(normalizeBaseUrl),
  cdn: z.coerce.number().int('the account id (cdn) is a whole number').positive('the account id (cdn) is a positive number'),
  serialization: z.enum(SERIALIZATION_VALUES).default('php'),
  colour: profileColour.default('#2f80ed'),
});
export type ProfileFields = z.output<typeof profileFields>;

export interface Profile extends ProfileFields {
  id: string;
  /** The built-in sandbox account: always present, cannot be deleted. */
  builtIn: boolean;
  createdAt: string;
  updatedAt: string;
  /** Reads this account answered under their public alias (e.g. sqldb.usage → mysql.usage). */
  readAliases?: Record<string, string>;
  /** Which serializations the service accepted when Test connection last told (a split's app always holds "/"). */
  serializationProbe?: SerializationProbe;
  /** A rehearsal mirror (a sandbox account of its own, for this session only): the id of the account it mirrors. */
  mirrorOf?: string;
  /** The currency its money is shown in (currencyCode); absent until the operator sets one. */
  currency?: string;
  /** "Reconnect new destinations automatically": a destination with no reconnect setting of its own follows this (off when absent). */
  reconnectByDefault?: boolean;
  /** Its alert settings (shared/domain/alerts/policy-types.ts): the defaults where absent. */
  alerts?: ProfileAlertSettings;
}

/** An account's alert settings as the file and the channel accept them: a grace up to 10 minutes, STALE up to an hour. */
export const alertSettingsSchema = z.strictObject({
  graceMs: z.number().int().min(0).max(600_000).nullable().optional(),
  staleAlertMs: z.number().int().min(0).max(3_600_000).optional(),
});

/** What an account may set of its alerts: the grace (null: two polls, or the first try's answer if later) and how long STALE may last. */
export interface ProfileAlertSettings {
  graceMs?: number | null;
  staleAlertMs?: number;
}

export type SecretBackend = 'keychain' | 'vault' | 'none';

export interface CredentialState {
  apiKey: 'set' | 'missing';
  secret: 'set' | 'missing';
  backend: SecretBackend;
}

/** What the renderer sees of a profile: never a secret, only whether one is set. */
export interface ProfileView extends Profile {
  credentials: CredentialState;
}
