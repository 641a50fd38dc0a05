/**
 * Reasoning models on local servers (Qwen, DeepSeek-R1 and the like) write their thinking in the
 * reply itself, between <think> and </think>, before the answer. The person reads the answer:
 * the thinking is dropped from the stream, with the blank lines that follow it, even when a tag
 * is split across chunks.
 */

const OPEN = '<think>';
const CLOSE = '</think>';

/** How many characters at the end of `text` could begin `tag` (kept until the next chunk says). */
function partialTagAtEnd(text: string, tag: string): number {
  for (let k = Math.min(tag.length - 1, text.length); k > 0; k--) if (text.endsWith(tag.slice(0, k))) return k;
  return 0;
}

/** A filter for one streamed reply: `push` each chunk, then `end`; each returns the text to show. */
export function withoutThinking() {
  let thinking = false;
  let held = '';
  /** Whether text was shown yet: blank lines before the first shown word are dropped. */
  let shown = false;
  const show = (text: string) => {
    const visible = shown ? text : text.replace(/^\s+/, '');
    if (visible !== '') shown = true;
    return visible;
  };
  return {
    push(chunk: string): string {
      let rest = held + chunk;
      held = '';
      let out = '';
      while (rest !== '') {
        const tag = thinking ? CLOSE : OPEN;
        const at = rest.indexOf(tag);
        if (at >= 0) {
          if (!thinking) out += show(rest.slice(0, at));
          rest = rest.slice(at + tag.length);
          thinking = !thinking;
          continue;
        }
        const keep = partialTagAtEnd(rest, tag);
        if (!thinking) out += show(rest.slice(0, rest.length - keep));
        held = rest.slice(rest.length - keep);
        rest = '';
      }
      return out;
    },
    /** What is still held when the reply ends: text that only looked like the start of a tag. */
    end(): string {
      const rest = thinking ? '' : show(held);
      held = '';
      return rest;
    },
  };
}
