/**
 * Explicit copying (operator principles, Grids): a copy button on values people copy, and the
 * "Copied …" confirmation both it and a grid's Ctrl/Cmd+C show. The confirmation is an
 * overlay (absolutely placed, no layout box of its own), so showing it never moves the
 * pager, the grid or anything else under the pointer (operator principle 9).
 */
import { useEffect, useState } from 'react';

/** Writes the clipboard; false without clipboard permission (copying is a convenience, not an action). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** The text last copied, for 2.5 s: a confirmation, not a state to keep. */
export function useCopied(): { copied: string | null; copy: (text: string) => void } {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (copied === null) return;
    const t = setTimeout(() => setCopied(null), 2500);
    return () => clearTimeout(t);
  }, [copied]);
  const copy = (text: string): void => void copyText(text).then((done) => setCopied(done ? text : null));
  return { copied, copy };
}

/** The floating confirmation; its parent must be positioned (`.mc-copy-host`). */
export function CopiedNote({ text }: { text: string | null }) {
  if (text === null) return null;
  return (
    <span className="mc-copied" role="status">
      Copied “{text.length > 40 ? `${text.slice(0, 39)}…` : text}”
    </span>
  );
}

/**
 * A Copy button beside a key, URL or pass; its confirmation floats above it and quotes what
 * was copied, or says `named` instead (a secret kept off the screen: "the control token").
 */
export function CopyButton({ text, label, named }: { text: string; label: string; named?: string }) {
  const { copied, copy } = useCopied();
  return (
    <span className="mc-copy-host">
      <button type="button" className="mc-btn mc-btn--small" aria-label={label} title={label} onClick={() => copy(text)}>
        Copy
      </button>
      {copied !== null && named !== undefined ? <span className="mc-copied" role="status">Copied {named}</span> : <CopiedNote text={copied} />}
    </span>
  );
}
