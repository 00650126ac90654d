import { blockExamples } from "virtual:block-examples";
import type { BlockType } from "../content/blocks";
import { blockRegistry } from "../render/block-registry";
import { BlockView } from "../render/page";

// The registry's keys are exactly the generated Block union's types, so every block type is listed.
const blockTypes = Object.keys(blockRegistry) as BlockType[];

/**
 * Development only (npm start, then /__blocks): every block type drawn with example data under its
 * name and what it is for, so an author can choose blocks by sight.
 */
export function BlockCatalogue() {
  const examples = new Map(blockExamples.map((example) => [example.block.type, example]));
  return (
    <div data-block-catalogue="">
      <div className="container-page py-10">
        <h1 className="heading-section">Block catalogue</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-600">
          Every block type a page document can use, drawn with example data. Give a block its name as{" "}
          <code>&quot;type&quot;</code> in the document&apos;s <code>&quot;blocks&quot;</code>.
        </p>
      </div>
      {blockTypes.map((type) => {
        const example = examples.get(type);
        if (!example) throw new Error(`virtual:block-examples has no example of the block type "${type}".`);
        return (
          <section key={type} aria-labelledby={`block-${type}`} className="border-t-4 border-dashed border-slate-300">
            <div className="container-page py-4">
              <h2 id={`block-${type}`} className="font-mono text-xl font-bold">
                {type}
              </h2>
              <p className="text-slate-700">{example.description}</p>
              <p className="text-sm text-slate-500">Example from {example.from}</p>
            </div>
            <BlockView block={example.block} />
          </section>
        );
      })}
    </div>
  );
}
