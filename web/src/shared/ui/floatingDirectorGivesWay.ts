/**
 * A step's open panel (edit, evidence, chat) runs the width of a phone's screen, into the corner
 * where the floating Director button sits: while one is open the button gives way on phones, so
 * a tap there reaches the panel. The step with an open panel carries the mark, the button the
 * class (spelled out whole, for Tailwind to find it).
 */
export const givesWayMark = { 'data-floating-director-gives-way': '' } as const;
export const givesWayOnPhones = 'max-sm:[body:has([data-floating-director-gives-way])_&]:hidden';
