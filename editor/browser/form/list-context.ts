import { createContext } from "react";

/** A list's entries, from the list to each entry's template (rjsf gives an entry's template no data of its own). */
export const ListContext = createContext<readonly unknown[]>([]);
