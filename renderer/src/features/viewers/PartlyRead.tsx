/**
 * What the shown answer marked as unreadable, in the answer's own words (shared with the
 * CLI): null items left out of its list, top-level members it could not read. Beside the
 * grid, so a page with rows left out never passes for a whole one.
 */
export function PartlyRead({ words }: { words: string | null }) {
  if (words === null) return null;
  return (
    <p className="mc-result" role="status">
      <span className="mc-result__text">{words}</span>
    </p>
  );
}
