/** Where a CLI command writes: one line at a time, stdout for results, stderr for words. */
import { fstatSync, writeSync } from 'node:fs';
import { BIDI_CONTROLS } from '../../shared/domain/text-controls';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /**
   * A JSON text a script reads back or a verifier checks (a signed body, a call's answer):
   * its exact bytes when stdout is not a terminal; absent, `out`.
   */
  exact?(text: string): void;
  /** All of stdin (`--api-key -`); absent, the process's own stdin is read. */
  stdin?(): Promise<string>;
}

/** C0 and C1 controls but line feed and tab: ESC, BEL, CR and the like. */
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/**
 * A line as the terminal may receive it: a control character in data (a server message, a
 * sheet's label; C0, DEL and C1, U+0080–U+009F) is shown as `\xHH` instead of acting on the
 * terminal (ESC rewrites it, BEL rings, CR overwrites the line), a text-direction control
 * as U+FFFD (an override makes a name read as another). A lone surrogate (JSON's "\ud800")
 * has no UTF-8 form: the line's encoding writes it as U+FFFD. A byte of an answer that is
 * not UTF-8 (a raw 0x9B, which an 8-bit terminal reads as CSI) never gets here: answers are
 * read as UTF-8, which turns it into U+FFFD, so that is what the terminal shows.
 */
function printable(line: string): string {
  return line.replace(CONTROL, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`).replace(BIDI_CONTROLS, '\uFFFD');
}

/**
 * Writes straight to the descriptor: touching process.stdout makes Node load its stream
 * machinery (~20 modules, ~1 ms of a `--help` that is itself ~5 ms over bare node).
 * Whatever the descriptor cannot take at once (a non-blocking pipe that is full: EAGAIN)
 * or refuses goes through the stream, which queues it and reports errors as before.
 */
function writeLine(fd: 1 | 2, stream: () => NodeJS.WriteStream, line: string, raw = false): void {
  const bytes = Buffer.from(`${raw ? line : printable(line)}\n`);
  let written = 0;
  try {
    while (written < bytes.length) written += writeSync(fd, bytes, written);
  } catch {
    stream().write(bytes.subarray(written));
  }
}

/**
 * Piped or redirected, the text goes out byte for byte (DEL and C1 controls included: the
 * signature covers them). On a terminal it is shown escaped, and a line on stderr says so.
 */
function writeExact(text: string): void {
  // node:tty would load node:net and the stream machinery (sign-start.test.ts keeps them out):
  // a character device is a terminal, or a sink such as /dev/null where no one reads the bytes.
  const terminal = fstatSync(1).isCharacterDevice();
  writeLine(1, () => process.stdout, text, !terminal);
  if (terminal && printable(text) !== text) {
    writeLine(2, () => process.stderr, 'master-control: control characters above are shown as \\xHH; the text holds them raw (pipe or redirect the output for its exact bytes).');
  }
}

export const processIo: CliIo = {
  out: (line) => writeLine(1, () => process.stdout, line),
  err: (line) => writeLine(2, () => process.stderr, line),
  exact: writeExact,
};
