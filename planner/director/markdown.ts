/** Small markdown writers for Director replies and prompts (react-markdown renders GFM tables). */

/**
 * User text shown as text: one line, and the characters that would start an image, a link,
 * emphasis, code or raw HTML escaped. A todo titled `![p](http://host/x.png)` must never make
 * the reader's browser fetch that address.
 */
export const text = (value: string | number) =>
  String(value)
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\`*_[\]<>!~|]/g, (c) => `\\${c}`);

/** One table cell: user text on one line, pipes escaped, so a title can never break the table. */
export const cell = (value: string | number) => text(value);

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const head = `| ${headers.map(cell).join(' | ')} |`;
  const rule = `| ${headers.map(() => '---').join(' | ')} |`;
  const body = rows.map((row) => `| ${row.map(cell).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

/** Bold inline text that cannot break out of its emphasis. */
export const bold = (value: string) => `**${text(value)}**`;
