/**
 * The ONE way anything leaves the app for the system browser (checklist #15): https
 * only, to hosts on this list, no credentials in the URL. Everything else is refused
 * and reported, never handed to the OS.
 */
export const EXTERNAL_HOSTS: readonly string[] = ['github.com', 'www.electronjs.org', 'developer.mozilla.org'];

export function isAllowedExternal(url: string, hosts: readonly string[] = EXTERNAL_HOSTS): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && !parsed.username && !parsed.password && parsed.port === '' && hosts.includes(parsed.hostname);
}

export interface ExternalOpener {
  openExternal(url: string): Promise<void>;
}

/** Opens `url` through `shell` when allowed; returns whether it did. */
export async function openExternalAllowListed(url: string, shell: ExternalOpener, hosts: readonly string[] = EXTERNAL_HOSTS): Promise<boolean> {
  if (!isAllowedExternal(url, hosts)) return false;
  await shell.openExternal(url);
  return true;
}
