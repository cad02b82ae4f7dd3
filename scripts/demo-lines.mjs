// `npm start -- --demo`: what it prints once web mode is up, from web mode's one machine
// line (its control API and Sandbox admin addresses and tokens): how to press a control-
// surface button with curl, and how to drop that push as its platform would. Plain lines,
// the commands exactly as they can be pasted (docs/sandbox.md lists every admin route).

/** The control API's fixed port in the demo: the Companion module's default port too. */
export const DEMO_CONTROL_PORT = 8787;

/** The demo's destination: stored push service 502, sending the `cam_1` stream. */
const DESTINATION = 502;

/** The Sandbox names a push `push_<push service id>_<stream>`. */
export const DEMO_ENTRY = `push_${DESTINATION}_cam_1`;

const q = (s) => `'${s.replace(/'/g, `'\\''`)}'`;

/** web mode's flags for the demo: the Sandbox and the control API on DEMO_CONTROL_PORT. */
export function demoWebArgs() {
  return ['web', '--sandbox', '--control-port', String(DEMO_CONTROL_PORT), '--control-scopes', 'read,operate'];
}

/** The demo's lines, from the printed line of `master-control web` (null until it has both addresses). */
export function demoLines(printed) {
  const control = printed?.control;
  const admin = printed?.sandbox_admin;
  if (typeof control?.url !== 'string' || typeof admin?.url !== 'string') return null;
  // The instance is named: a press works before anyone watches on Live.
  const press = `curl -X POST -H ${q(`Authorization: Bearer ${control.token}`)} -H 'X-Client-Name: curl' -H 'Content-Type: application/json' -d '{"inst":"live"}' ${control.url}/v1/destinations/${DESTINATION}/live`;
  const body = JSON.stringify({ entry_name: DEMO_ENTRY, reason: 'Destination closed the connection' });
  const drop = `curl -X POST -H ${q(`Authorization: Bearer ${admin.token}`)} -H 'Content-Type: application/json' -d ${q(body)} ${new URL('push-drop', admin.url)}`;
  return [
    `Control API: ${control.url} (what Companion's Master Control module connects to), token ${control.token}`,
    `Press a control-surface button (go live to destination #${DESTINATION}):`,
    `  ${press}`,
    `Drop that push as its platform would (the Sandbox's admin routes are in docs/sandbox.md):`,
    `  ${drop}`,
  ];
}
