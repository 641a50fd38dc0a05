import { z } from 'zod';

/** A body field that takes text: a missing one is said to be required, one of another type to be text. */
export const text = (field: string) => z.string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a text`) });
