import type { ReactNode } from 'react';
import type { Components } from 'react-markdown';

/** An image in markdown, shown as text: `[image: alt (address)]`. */
export function ImageAsText({ alt, src }: { alt?: string; src?: unknown }) {
  const address = typeof src === 'string' && src ? ` (${src})` : '';
  return <span className="text-slate-600 dark:text-slate-400">{`[image${alt ? `: ${alt}` : ''}${address}]`}</span>;
}

/**
 * Images in a Director reply are shown as text, never loaded: a reply can quote text a user or
 * a model wrote, and loading its image would send a request (and whatever its address
 * carries) to someone else's server. (Raw HTML is not rendered by react-markdown at all.)
 */
export const safeMarkdownComponents: Components = {
  img: ({ alt, src }) => <ImageAsText alt={alt} src={src} />,
  table: ScrollingTable,
};

/**
 * A table keeps readable columns in a narrow bubble (a phone): it scrolls sideways in its own
 * box instead of squeezing each column to a word a line.
 */
function ScrollingTable({ children }: { children?: ReactNode }) {
  return (
    // Focusable, so a keyboard can scroll it too.
    <div tabIndex={0} role="group" aria-label="Table" className="overflow-x-auto">
      <table className="min-w-[32rem]">{children}</table>
    </div>
  );
}
