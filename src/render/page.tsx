import { Suspense, type ComponentType } from "react";
import { breadcrumbTrail } from "../content/breadcrumb-trail";
import { catalogue } from "../content/catalogue/catalogue";
import type { Block, PageDocument } from "../generated/page";
import { Breadcrumb } from "../ui/breadcrumb";
import { DraftRibbon } from "../ui/draft-ribbon";
import type { BlockEntry } from "../blocks/block-entry";
import { blockRegistry } from "./block-registry";
import type { EnglishMark } from "../content/translation/translated-page";
import { useSite } from "../ui/site-settings";
import { TextsLeftInEnglish } from "../ui/text-language";
import { translated } from "virtual:translations";

/**
 * Draws any page document: each block by the entry its type names, under a ribbon if it is a
 * draft; a page below a listing (a course, a service, a category of courses) first says where it
 * sits, as its BreadcrumbList data does.
 */
export function Page({ document }: { document: PageDocument }) {
  const trail = breadcrumbTrail(document, useSite().words, translated);
  return (
    <TextsLeftInEnglish value={document} places={(document as PageDocument & EnglishMark).englishTexts}>
      {/* Only the dev server has drafts; a build drops the ribbon from visitors' bytes. */}
      {import.meta.env.DEV && document.draft ? <DraftRibbon /> : null}
      {trail.length > 2 ? <Breadcrumb trail={trail} /> : null}
      {document.blocks.map((block, index) => (
        <BlockView key={`${block.type}-${index}`} block={block} page={document} />
      ))}
    </TextsLeftInEnglish>
  );
}

/**
 * Draws one block by its type's entry: the entry resolves what its component needs from the block, its
 * page (none in the block catalogue), the catalogue and the site settings.
 */
export function BlockView({ block, page }: { block: Block; page?: PageDocument }) {
  // The registry's mapped type guarantees the entry takes exactly this block's type.
  const { component, resolve } = blockRegistry[block.type] as unknown as BlockEntry<Block["type"], object>;
  const Component = component as ComponentType<object>;
  const site = useSite();
  const drawn = (
    <Suspense fallback={null}>
      <Component {...resolve(block as never, { page, catalogue, site })} />
    </Suspense>
  );
  // The texts a translated page's block leaves in English are each said to be (text-language.tsx).
  return (
    <TextsLeftInEnglish value={block} places={(block as Block & EnglishMark).englishTexts}>
      {drawn}
    </TextsLeftInEnglish>
  );
}
