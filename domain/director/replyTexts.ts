/** Shown under the text already streamed when the model fails part-way. */
export const replyFailedNote = '\n\n⚠️ The Director could not finish this reply. Please try again in a moment.';
/** The whole reply when the model fails before a word: the text the chat shows for a send that failed. */
export const replyFailed = 'Sorry, I encountered an error processing your request.';
/** The whole reply when the model answers without a word: the text the chat shows for an empty reply. */
export const noReply = 'I apologize, but I was unable to generate a response. Please try again.';
