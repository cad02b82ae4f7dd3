/**
 * A profile's fields are accepted when they pass the shared schema, the client's base
 * URL rule (https, except to this machine) and the name is not taken. Each refusal
 * names the field and says what to do.
 */
import { type ProfileFields, profileFields } from '../../../shared/domain/profile';
import { fail, ok, type IpcResult } from '../../../shared/ipc/define';
import { checkBaseUrl } from '../../../shared/domain/base-url';

export function checkProfileFields(input: unknown, otherNames: string[]): IpcResult<ProfileFields> {
  const parsed = profileFields.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
    return fail({ kind: 'invalid_input', message: issues.map((i) => `${i.path}: ${i.message}`).join('; '), issues });
  }
  const url = checkBaseUrl(parsed.data.baseUrl);
  if (!url.ok) return fail({ kind: 'invalid_input', message: `baseUrl: ${url.message}`, issues: [{ path: 'baseUrl', message: url.message }] });
  const clash = otherNames.find((n) => n.toLowerCase() === parsed.data.name.toLowerCase());
  if (clash) return fail({ kind: 'conflict', message: `An account called "${clash}" already exists; choose another name.` });
  return ok(parsed.data);
}
