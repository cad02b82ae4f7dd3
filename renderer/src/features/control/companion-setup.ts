/**
 * The setup page's recipes: for each control action, the exact settings of a Companion
 * Generic HTTP action (method, URL, header JSON, body), filled with this console's
 * address and token; and the custom variables the console sets for button feedback.
 */
import type { ControlSettings } from '../../../../shared/ipc/control';

/** What the Master Control Companion module's connection asks for: the console's host and port (the token is shown beside). */
export function moduleConnection(settings: Pick<ControlSettings, 'url'>): { host: string; port: string } | null {
  if (settings.url === null) return null;
  const u = new URL(settings.url);
  return { host: u.hostname, port: u.port };
}

export interface HttpRecipe {
  action: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  header: string;
  body: string;
  note: string;
  destructive: boolean;
}

export function httpRecipes(settings: Pick<ControlSettings, 'url' | 'token'>, destinationId: string = '502'): HttpRecipe[] {
  const base = settings.url ?? 'http://127.0.0.1:<port>';
  const header = JSON.stringify({ Authorization: `Bearer ${settings.token ?? '<token>'}`, 'X-Client-Name': 'Companion' });
  const r = (action: string, method: HttpRecipe['method'], path: string, body: string, note: string, destructive = false): HttpRecipe => ({ action, method, url: `${base}${path}`, header, body, note, destructive });
  return [
    r('Go live to one destination', 'POST', `/v1/destinations/${destinationId}/live`, '', 'Refused in words when it is LIVE or CONNECTING.'),
    r('Split the F9 stream', 'POST', '/v1/split', '', 'Or name it: {"app": "demo-origin/live", "stream": "cam_1"}.'),
    r('GO (run sheet)', 'POST', '/v1/cue/go', '{"expect": "<cue id>"}', 'Without expect it fires whatever is on standby; with it a double press never skips a cue.'),
    r('Arm: disconnect one destination', 'POST', `/v1/destinations/${destinationId}/disconnect`, '', 'Sends nothing: answers {"armId", "expiresInMs"}. Set “JSON Response Data Variable” to mc_answer.', true),
    r('Arm: disconnect all', 'POST', '/v1/disconnect-all', '', 'Sends nothing: answers {"armId", "expiresInMs"}. Set “JSON Response Data Variable” to mc_answer.', true),
    r('Fire the arm', 'POST', '/v1/arm/$(custom:armId)/fire', '', 'Sends once; a second fire or an expired arm answers 409.', true),
    r('Cancel the arm', 'DELETE', '/v1/arm/$(custom:armId)', '', 'Release of a hold-to-fire button.'),
    r('Read the state', 'GET', '/v1/state', '', 'Account (and rehearsal), destinations, F9 stream, standby cue, arms.'),
  ];
}

export const VARIABLE_WORDS: ReadonlyArray<{ name: string; values: string }> = [
  { name: 'mc_dest_<id>', values: 'live, connecting, failed, unknown or off — one per stored destination (mc_dest_502)' },
  { name: 'mc_armed', values: 'how many actions are armed from a control surface (0 when none)' },
  { name: 'mc_cue_next', values: 'the standby cue: its number and name, empty when no run is open' },
  { name: 'mc_link', values: 'ok, or lost when the console cannot reach the account' },
];

export const PATTERNS: ReadonlyArray<{ name: string; steps: string }> = [
  { name: 'Taking the arm id', steps: 'After an arm action whose answer goes to mc_answer, add “internal: Custom Variable: Set with expression” — variable armId, expression jsonpath($(custom:mc_answer), \'$.armId\').' },
  { name: 'Two-step button', steps: 'Button 1 “Arm”: the arm action, then take the arm id. Button 2 “Fire”: the fire action. Nothing is sent unless Fire is pressed within the window; a second Fire sends nothing.' },
  { name: 'Hold to fire', steps: 'One button. On press: the arm action, take the arm id, then a delayed action of 1500 ms: fire. On release: “abort delayed actions” and the cancel action. Letting go early cancels; holding sends once.' },
];
