import { createContext, useContext } from 'react';

/** What the signed-in screens can ask of the keyboard layer (the header's search button opens the palette). */
export type FindAndMove = { openPalette(): void };

export const FindAndMoveContext = createContext<FindAndMove>({ openPalette: () => {} });

export const useFindAndMove = (): FindAndMove => useContext(FindAndMoveContext);
