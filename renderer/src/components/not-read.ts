/**
 * One wording, everywhere, for what could not be read: the reason stands once above (the
 * area's error line, or the Live bar), and the area itself only says nothing was read.
 */
export const NOT_READ = {
  title: 'Nothing read: the read failed (the reason is above).',
  action: 'Nothing is listed until a read succeeds.',
} as const;
