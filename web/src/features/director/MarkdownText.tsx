import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeMarkdownComponents as components } from './safeMarkdownComponents';

/** GitHub-flavoured markdown: The Director answers with tables and lists. */
const remarkPlugins = [remarkGfm];

/** An assistant's text drawn as markdown (its own chunk: the renderer is a third of the chat's code). */
export default function MarkdownText({ text }: { text: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} components={components}>
      {text}
    </Markdown>
  );
}
