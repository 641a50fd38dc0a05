/** Text an answer must hold (a string) or match (a pattern). */
export type Said = string | RegExp;

/**
 * The check a question to The Director is tested by: its answer says each of `says` and none
 * of `never`.
 */
export function expectAnswer(text: string, says: readonly Said[], never: readonly Said[] = []): void {
  for (const said of says) {
    if (typeof said === 'string') expect(text).toContain(said);
    else expect(text).toMatch(said);
  }
  for (const said of never) {
    if (typeof said === 'string') expect(text).not.toContain(said);
    else expect(text).not.toMatch(said);
  }
}
