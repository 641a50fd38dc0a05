/** Shared Tailwind class strings so forms and buttons look the same everywhere. */
/**
 * A focused field's ring: at least 3:1 against the page or panel around it in both themes (the
 * indigo of the buttons' focus outlines), where a pale indigo-200 ring all but vanished on white.
 */
export const fieldFocusRing = 'focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500 dark:focus:ring-indigo-400 focus:outline-none';

/**
 * A text box, select or text area: at least 38 px high, so a select (which Chromium draws 2 px
 * shorter from the same padding) lines up with the text and date boxes beside it. A disabled
 * field's text keeps 4.5:1 on its greyer background.
 */
export const inputClass =
  `block min-h-9.5 w-full rounded-lg border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-3 py-2 text-sm text-slate-900 dark:text-slate-100 shadow-sm placeholder:text-slate-500 dark:placeholder:text-slate-400 ${fieldFocusRing} disabled:bg-slate-100 dark:disabled:bg-slate-800 disabled:text-slate-600 dark:disabled:text-slate-400`;

export const labelClass = 'mb-1 block text-sm font-medium text-slate-800 dark:text-slate-200';

const buttonShape =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50';
export const buttonBase = `${buttonShape} px-4 py-2 text-sm`;
/**
 * A row of small actions (a step's Edit, Add evidence, AI chat): a size of its own, narrow enough
 * for one line on a phone (a px-2 added to a button's px-4 lost to it).
 */
const smallButtonBase = `${buttonShape} px-1.5 py-1 text-xs`;
const secondaryTone = 'border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800 focus-visible:outline-slate-500';
const ghostTone = 'text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800 focus-visible:outline-slate-500';

/**
 * Filled and ghost buttons carry a transparent 1 px edge: as high as an outlined button or a text
 * box (38 px) in the same row, where they were 2 px shorter.
 */
const noEdge = 'border border-transparent';

export const primaryButton = `${buttonBase} ${noEdge} bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400`;
export const secondaryButton = `${buttonBase} ${secondaryTone}`;
export const dangerButton = `${buttonBase} ${noEdge} bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600`;
/**
 * A destructive action beside others in a page's header (Delete of an odyssey, a mission or a
 * todo): red text and edge on the page's background, the same on every page.
 */
export const dangerSecondaryButton = `${buttonBase} border border-red-200 dark:border-red-800 bg-white dark:bg-slate-900 text-red-700 dark:text-red-300 hover:bg-red-50 dark:hover:bg-red-950 focus-visible:outline-red-600`;
/**
 * A dialog's row of step buttons (Back, Next, Generate, Create): it stays at the foot of the
 * dialog while a long body scrolls under it, so the buttons are always in reach. It spans the
 * dialog body's side padding and sits on the body's bottom edge (a sticky box stops at the
 * scroller's padding, hence the negative offset: the body's 1rem bottom padding).
 */
export const dialogActionsClass =
  'sticky -bottom-4 z-10 -mx-5 -mb-4 border-t border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 px-5 py-3';
/** Remove of an item in a list being edited (a wizard's suggested mission or todo): red text, the same in every list. */
export const removeItemButton =
  'inline-flex min-h-7 items-center justify-center rounded-md px-2 py-1 text-sm font-medium text-red-700 dark:text-red-300 hover:bg-red-50 dark:hover:bg-red-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-50';
export const ghostButton = `${buttonBase} ${noEdge} ${ghostTone}`;
export const smallGhostButton = `${smallButtonBase} ${ghostTone}`;

/** The options list under a search-as-you-type field, and the look of its highlighted option. */
export const listboxClass =
  'absolute z-10 mt-1 max-h-56 w-full overflow-auto rounded-lg border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 py-1 shadow-lg';
export const optionTone = (highlighted: boolean) => (highlighted ? 'bg-indigo-50 dark:bg-indigo-950 text-indigo-900 dark:text-indigo-200' : 'text-slate-800 dark:text-slate-200');

export const cardClass = 'rounded-2xl border border-slate-200 dark:border-slate-700 bg-white dark:bg-slate-900 shadow-sm';

/** The title of a top-level page (Command Center, Todos Workspace, The Director, ...): one size on every such page. */
export const pageTitleClass = 'text-3xl font-bold text-slate-900 dark:text-slate-100';
/** The line under a top-level page's title: the same gap under the title on every such page. */
export const pageSubtitleClass = 'mt-1 text-slate-600 dark:text-slate-400';
/** The title of one odyssey, mission or todo: smaller on phones, where such titles run long. */
export const recordTitleClass = 'text-2xl font-bold break-words text-slate-900 dark:text-slate-100 sm:text-3xl';
