import { createContext } from 'react';

/**
 * Lets an open dialog offer a place inside itself for toasts: while one is registered, toasts
 * show there, in the dialog's flow, so they never lie over the dialog's buttons. Registering
 * returns the function that gives the place back.
 */
export type RegisterToastSlot = (slot: HTMLElement) => () => void;

export const ToastSlotContext = createContext<RegisterToastSlot>(() => () => undefined);
