/**
 * Whether a finished step is worth asking evidence for. A step whose result is the act itself
 * ("Turn off the water", "Unplug the router") leaves nothing to show; a step whose result is a
 * note ("Write down what to change") is shown by the note the person wrote in the chat, which is
 * saved as a finding. Any other step leaves a result worth recording (a link, a number, a note).
 */
const ACT_ITSELF =
  /^\s*(?:(?:turn|switch|shut|power)\s+(?:[\w'-]+\s+){0,3}?(?:off|on)\b|(?:turn|switch|shut|power)\s+(?:off|on)\b|unplug|plug\s+in|lock|unlock|drain|empty|water\s+the|put\s+away|rest|stretch|warm\s+up)\b/i;

/** "Write down what to change", "Note the readings", "Jot down three ideas", "Make a list of ...": the note is the result. */
const NOTE_STEP = /^\s*(?:(?:write|jot|note|put)\s+(?:[\w'-]+\s+){0,2}?down|note|list|make\s+a\s+(?:list|note))\b/i;

/** Is the step's result a note, which the person's report in the chat is? */
export const resultIsANote = (stepTitle: string) => NOTE_STEP.test(stepTitle);

/** Is there a result to show beyond the step being done? */
export const leavesResultToShow = (stepTitle: string) => !ACT_ITSELF.test(stepTitle);
