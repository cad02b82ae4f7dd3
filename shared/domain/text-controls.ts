/**
 * Characters that make text act or read as other text, for every writer that shows data
 * to a person (CSV cells, terminal lines, file names): C0 and C1 controls (ESC rewrites a
 * terminal, BEL rings, CR overwrites a line) and the text-direction controls (U+061C,
 * U+200E–U+200F, U+202A–U+202E, U+2066–U+2069: "evil\u202Egnp.exe" reads as "evilexe.png").
 */

/** The text-direction controls, as the body of a regular-expression character class. */
const BIDI = '\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069';

/** Any text-direction control. */
export const BIDI_CONTROL = new RegExp(`[${BIDI}]`);

const CELL_UNSAFE = `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI}]`;
/** C0 and C1 controls but tab, line feed and carriage return, and the text-direction controls: a test (not global, so it keeps no state). */
export const HAS_UNSAFE_IN_CELL = new RegExp(CELL_UNSAFE);
/** The same, global, for replacing each. */
export const UNSAFE_IN_CELL = new RegExp(CELL_UNSAFE, 'g');

/** The text-direction controls (global). */
export const BIDI_CONTROLS = new RegExp(`[${BIDI}]`, 'g');
