import { Suspense, type ComponentType } from "react";
import type { BlockProps, BlockType } from "../content/blocks";
import { breadcrumbTrail } from "../content/breadcrumb-trail";
import type { Block, PageDocument } from "../generated/page";
import { Breadcrumb } from "../ui/breadcrumb";
import { DraftRibbon } from "../ui/draft-ribbon";
import { blockRegistry } from "./block-registry";
import { CurrentDocument } from "./current-document";

/**
 * Draws any page document: each block by the component its type names, under a ribbon if it is a
 * draft; a page below a listing (a course, a service, a category of courses) first says where it
 * sits, as its BreadcrumbList data does.
 */
export function Page({ document }: { document: PageDocument }) {
  const trail = breadcrumbTrail(document);
  return (
    <CurrentDocument value={document}>
      {/* Only the dev server has drafts; a build drops the ribbon from visitors' bytes. */}
      {import.meta.env.DEV && document.draft ? <DraftRibbon /> : null}
      {trail.length > 2 ? <Breadcrumb trail={trail} /> : null}
      {document.blocks.map((block, index) => (
        <BlockView key={`${block.type}-${index}`} block={block} />
      ))}
    </CurrentDocument>
  );
}

/** Draws one block by the component its type names (the block catalogue draws them one by one). */
export function BlockView({ block }: { block: Block }) {
  // The registry's mapped type guarantees the component takes exactly this block's type.
  const Component = blockRegistry[block.type] as ComponentType<BlockProps<BlockType>>;
  return (
    <Suspense fallback={null}>
      <Component block={block} />
    </Suspense>
  );
}
