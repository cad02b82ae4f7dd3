/** An automatic reconnect's try in words, one wording for the board row and for Activity. */
export function tryWords(attempt: number, of: number): string {
  return `try ${attempt} of ${of}`;
}
