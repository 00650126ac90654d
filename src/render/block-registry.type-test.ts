// Compile-time test, checked by `npm run typecheck`: a registry that lacks a block type's component
// must not compile. If it ever does, the @ts-expect-error below is unused and tsc fails.
import { blockRegistry, type BlockRegistry } from "./block-registry";

const { faq: _faq, ...withoutFaq } = blockRegistry;

// @ts-expect-error "faq" is a block type of the schema, so its component is required.
export const incompleteRegistry: BlockRegistry = withoutFaq;
