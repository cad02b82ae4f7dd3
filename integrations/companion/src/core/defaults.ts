/**
 * The console's control API listens on this port unless the operator changed it
 * (electron/core/control/settings-file.ts holds the same number; a module test reads it
 * there), so a new connection needs only the token.
 */
export const CONTROL_DEFAULT_PORT = 8787;
