import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import type { FieldProblem } from "../../documents/storage-contract";
import { changedBy } from "../document/document-actions";
import { PublishControl } from "./publish-control";

const DRAFT = { path: "/kubernetes-training", kind: "course", draft: true, title: "Kubernetes Training" };
const toWrite: FieldProblem = {
  severity: "warning",
  code: "unwrittenText",
  pointer: "/card/points/0",
  place: "Card › Point 1",
  line: 20,
  column: 7,
  message: "This text is still the template's: write the course's own words here.",
};

/** The control as the workspace holds it: the form's data in state, the document on disk. */
function Workspace({ problems, onSave }: { problems: FieldProblem[]; onSave: () => void }) {
  const [data, setData] = useState<unknown>(DRAFT);
  const mark = (draft: boolean) => setData((now: unknown) => changedBy(now, { type: "draft-marked", draft }));
  return (
    <PublishControl
      file="pages/courses/kubernetes-training.json"
      data={data}
      saved={DRAFT}
      problems={problems}
      checked
      standing="new"
      onDraftMark={mark}
      onSave={onSave}
    />
  );
}

describe("PublishControl", () => {
  it("keeps Mark as finished off, saying why, while texts remain to write, and names the page not finished", () => {
    render(<Workspace problems={[toWrite, { ...toWrite, pointer: "/card/points/1" }]} onSave={vi.fn()} />);
    const finish = screen.getByRole("button", { name: "Mark as finished" });
    expect(finish).toBeDisabled();
    expect(finish).toHaveAccessibleDescription("Write the 2 texts still to write first: Problems lists them.");
    const region = screen.getByRole("region", { name: "Publishing" });
    expect(region).toHaveTextContent("Not finished: 2 texts to write");
    expect(region).toHaveTextContent("Not on the site: visitors cannot see this course while it is a draft page.");
  });

  it("says how many texts are still another course's words, without keeping Mark as finished off", () => {
    const borrowed: FieldProblem = {
      ...toWrite,
      code: "sameWordsAsCourse",
      message: "These are the words of “Flutter”, word for word: do they say what this course teaches?",
    };
    render(<Workspace problems={[borrowed, { ...borrowed, pointer: "/card/points/1" }]} onSave={vi.fn()} />);
    const region = screen.getByRole("region", { name: "Publishing" });
    expect(region).toHaveTextContent("Ready to publish");
    expect(region).toHaveTextContent("2 texts are still another course's words: Problems lists them.");
    expect(screen.getByRole("button", { name: "Mark as finished" })).toBeEnabled();
  });

  it("finishes a draft that is ready to publish: the draft mark goes, then it saves; until saved it can stay a draft", async () => {
    const onSave = vi.fn();
    render(<Workspace problems={[]} onSave={onSave} />);
    expect(screen.getByRole("region", { name: "Publishing" })).toHaveTextContent("Ready to publish");
    await userEvent.click(screen.getByRole("button", { name: "Mark as finished" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("region", { name: "Publishing" })).toHaveTextContent("finished once it is saved");
    await userEvent.click(screen.getByRole("button", { name: "Keep as draft" }));
    expect(screen.getByRole("button", { name: "Mark as finished" })).toBeEnabled();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["files", "Finished", "Visitors see this course at /kubernetes-training once the site is built from these files."],
    [
      "new",
      "Not on the site yet",
      "This course is in your draft: visitors see it at /kubernetes-training once you publish your draft",
    ],
    [
      "changed",
      "On the site",
      "Visitors see this course at /kubernetes-training as it was last published; your changes wait in your draft",
    ],
    ["same", "On the site", "Visitors see this course at /kubernetes-training."],
  ] as const)("says truly what visitors see of a finished page that stands as %s", (standing, label, words) => {
    const page = { ...DRAFT, draft: undefined };
    render(
      <PublishControl
        file="pages/courses/kubernetes-training.json"
        data={page}
        saved={page}
        problems={[]}
        checked
        standing={standing}
        onDraftMark={vi.fn()}
        onSave={vi.fn()}
      />,
    );
    const region = screen.getByRole("region", { name: "Publishing" });
    expect(region).toHaveTextContent(label);
    expect(region).toHaveTextContent(words);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
