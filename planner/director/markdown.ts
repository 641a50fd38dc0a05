/** Small markdown writers for Director replies and prompts (react-markdown renders GFM tables). */

/** One table cell: no line breaks, pipes escaped, so a title can never break the table. */
export const cell = (value: string | number) => String(value).replace(/\r?\n+/g, ' ').replace(/\|/g, '\\|').trim();

export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const head = `| ${headers.map(cell).join(' | ')} |`;
  const rule = `| ${headers.map(() => '---').join(' | ')} |`;
  const body = rows.map((row) => `| ${row.map(cell).join(' | ')} |`);
  return [head, rule, ...body].join('\n');
}

/** Bold inline text that cannot break out of its emphasis. */
export const bold = (text: string) => `**${text.replace(/\*/g, '\\*').replace(/\s+/g, ' ').trim()}**`;
