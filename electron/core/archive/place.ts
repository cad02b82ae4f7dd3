/**
 * Where an account's archive lives: `<data folder>/archive/<account>/`, made 0700 (viewers'
 * addresses never leave the machine but by an explicit export). A saved profile is named by
 * its id; an account given on the command line by its address and cdn, so two such
 * accounts never share an archive.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { AccountTarget } from '../profiles/direct-target';

const ARCHIVE_DIR = 'archive';
/** The profile id of an account given by address (direct-target.ts). */
const DIRECT_PROFILE = 'cli';

export function archiveDir(dataDir: string, account: Pick<AccountTarget, 'profileId' | 'baseUrl' | 'cdn'>): string {
  const name = account.profileId !== DIRECT_PROFILE
    ? account.profileId
    : `direct-${createHash('sha256').update(`${account.baseUrl}\n${account.cdn}`).digest('hex').slice(0, 16)}`;
  return join(dataDir, ARCHIVE_DIR, encodeURIComponent(name));
}
