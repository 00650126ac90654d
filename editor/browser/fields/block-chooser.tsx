import { Suspense, useState, type FormEvent } from "react";
import { blockExamples } from "virtual:block-examples";
import type { Block } from "../../../src/generated/page";
import { BlockView } from "../../../src/render/page";
import { SiteSettingsOfPage } from "../../../src/ui/site-settings";
import { blockName } from "./block-name";
import { EditorDialog } from "../editor-dialog";

// Listed by the names an author reads, not by the file's keys.
const CHOICES = blockExamples.toSorted((a, b) => blockName(a.block.type).localeCompare(blockName(b.block.type)));

interface BlockChooserProps {
  /** Where the chosen block goes; undefined while the chooser is closed. */
  insertAt: number | undefined;
  onChoose: (block: Partial<Block>) => void;
  onClose: () => void;
}

/**
 * Which block to add: every kind by its name (block-name.ts), with what it is for (its schema's
 * description) and its example drawn small, as the /__blocks catalogue draws it. The block starts
 * empty, so the validator names each field to fill in, or with the example's words to change.
 */
export function BlockChooser({ insertAt, onChoose, onClose }: BlockChooserProps) {
  const [type, setType] = useState(CHOICES[0]?.block.type);
  const [withExample, setWithExample] = useState(false);
  const example = CHOICES.find((candidate) => candidate.block.type === type) ?? CHOICES[0];
  const name = blockName(example.block.type);

  function choose(event: FormEvent) {
    event.preventDefault();
    onChoose(withExample ? structuredClone(example.block) : { type: example.block.type });
  }

  return (
    <EditorDialog
      id="block-chooser"
      title={`Add a section${insertAt !== undefined ? ` as section ${insertAt + 1}` : ""}`}
      open={insertAt !== undefined}
      onClose={onClose}
      className="w-[min(72rem,calc(100vw-2rem))]"
    >
      <form
        onSubmit={choose}
        className="grid h-[75vh] grid-rows-[minmax(0,1fr)_minmax(0,1fr)] gap-4 p-4 md:grid-cols-[22rem_minmax(0,1fr)] md:grid-rows-[minmax(0,1fr)] md:gap-5 md:p-5"
      >
        <fieldset className="min-h-0 overflow-y-auto pr-2">
          <legend className="mb-2 font-semibold">Kind of section</legend>
          {CHOICES.map(({ block, description }) => (
            <div key={block.type} className="flex gap-2 rounded-md p-2 hover:bg-slate-100 has-[:checked]:bg-brand-50">
              <input
                id={`block-choice-${block.type}`}
                type="radio"
                name="block-type"
                value={block.type}
                checked={block.type === type}
                onChange={() => setType(block.type)}
                aria-describedby={`block-choice-${block.type}-description`}
                className="mt-1"
              />
              <div>
                <label htmlFor={`block-choice-${block.type}`} className="cursor-pointer font-semibold">
                  {blockName(block.type)}
                </label>
                <p id={`block-choice-${block.type}-description`} className="text-sm text-slate-600">
                  {description}
                </p>
              </div>
            </div>
          ))}
        </fieldset>
        <div className="grid min-h-0 grid-rows-[auto_1fr_auto] gap-3">
          <h3 className="font-semibold">Example of {name}</h3>
          {/* A picture of the block, half size: nothing in it can be used. */}
          <div inert className="relative min-h-64 overflow-hidden rounded-lg border border-slate-300 bg-white">
            <div className="pointer-events-none absolute left-0 top-0 w-[200%] origin-top-left scale-50">
              <Suspense fallback={null}>
                <SiteSettingsOfPage>
                  <BlockView key={example.block.type} block={example.block} />
                </SiteSettingsOfPage>
              </Suspense>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-4">
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={withExample} onChange={(event) => setWithExample(event.target.checked)} />
              Start from the example&apos;s words
            </label>
            <button type="submit" className="btn-primary">
              Add {name}
            </button>
          </div>
        </div>
      </form>
    </EditorDialog>
  );
}
