/**
 * The control API's settings on this machine (`control.json` in the data folder): on or
 * off, port, destructive routes allowed, Companion's address. The token is not here: it
 * is kept with the credentials (keychain or vault).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeJsonAtomic } from '../fs/atomic';

const CONTROL_FILE = 'control.json';

export interface StoredControl {
  enabled: boolean;
  port: number;
  destructive: boolean;
  companion: string | null;
}

/**
 * Off by default, on a fixed port when turned on: the Companion module's port field
 * defaults to the same number (integrations/companion/src/core/defaults.ts), so a new
 * connection needs only the token. Port 0 picks a free one at each start.
 */
export const CONTROL_DEFAULT_PORT = 8787;
const CONTROL_DEFAULTS: StoredControl = { enabled: false, port: CONTROL_DEFAULT_PORT, destructive: false, companion: null };

export function readControlFile(dataDir: string): StoredControl {
  try {
    const raw = JSON.parse(readFileSync(join(dataDir, CONTROL_FILE), 'utf8')) as Partial<StoredControl>;
    return {
      enabled: raw.enabled === true,
      port: Number.isInteger(raw.port) && raw.port! >= 0 && raw.port! <= 65535 ? raw.port! : CONTROL_DEFAULT_PORT,
      destructive: raw.destructive === true,
      companion: typeof raw.companion === 'string' ? raw.companion : null,
    };
  } catch {
    return CONTROL_DEFAULTS;
  }
}

export async function writeControlFile(dataDir: string, value: StoredControl): Promise<void> {
  await writeJsonAtomic(join(dataDir, CONTROL_FILE), value);
}
