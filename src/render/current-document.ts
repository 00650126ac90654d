import { createContext } from "react";
import type { PageDocument } from "../generated/page";

/** The document the page draws: what a resolved block needs of its page (a course page's course). */
export const CurrentDocument = createContext<PageDocument | null>(null);
