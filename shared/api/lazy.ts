/**
 * A value built on first use and kept. The catalog's zod schemas are built this way so a
 * process pays only for the commands it touches: `master-control sign X` builds X's
 * request schema, not the whole catalog's (building them all was most of its start).
 */
export function once<T>(build: () => T): () => T {
  let built = false;
  let value: T;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value;
  };
}
