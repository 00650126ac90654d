import { lazy, type ComponentType } from "react";
import { loadPart } from "./load-part";

/** React.lazy over loadPart: a component whose code, failing to arrive, leaves its HTML standing. */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => loadPart(load).then((component) => ({ default: component })));
}
