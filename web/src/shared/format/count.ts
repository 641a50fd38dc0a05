/** A number with what it counts, singular for exactly one: "1 todo", "0 todos", "3 missions". */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
