import { createContext, useContext } from 'react';

/**
 * The id of the transcript whose first screen the server rendered (null otherwise). Its page then renders
 * the transcript at once, on the server and when hydrating, instead of a spinner first.
 */
export const FirstScreenContext = createContext<string | null>(null);

export const useServerRenderedId = () => useContext(FirstScreenContext);
