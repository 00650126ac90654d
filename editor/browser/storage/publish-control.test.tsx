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
  return <PublishControl data={data} saved={DRAFT} problems={problems} checked onDraftMark={mark} onSave={onSave} />;
}

describe("PublishControl", () => {
  it("keeps Publish off, saying why, while texts remain to write", () => {
    render(<Workspace problems={[toWrite, { ...toWrite, pointer: "/card/points/1" }]} onSave={vi.fn()} />);
    const publish = screen.getByRole("button", { name: "Publish" });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription("Write the 2 texts still to write first: Problems lists them.");
    expect(screen.getByRole("region", { name: "Publishing" })).toHaveTextContent("Visitors cannot see this course yet");
  });

  it("publishes a finished draft: the draft mark goes, then it saves; until saved it can stay a draft", async () => {
    const onSave = vi.fn();
    render(<Workspace problems={[]} onSave={onSave} />);
    await userEvent.click(screen.getByRole("button", { name: "Publish" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("region", { name: "Publishing" })).toHaveTextContent("goes on the site once it is saved");
    await userEvent.click(screen.getByRole("button", { name: "Keep as draft" }));
    expect(screen.getByRole("button", { name: "Publish" })).toBeEnabled();
    expect(onSave).toHaveBeenCalledTimes(1);
  });

  it("says where visitors see a published page", () => {
    const page = { ...DRAFT, draft: undefined };
    render(<PublishControl data={page} saved={page} problems={[]} checked onDraftMark={vi.fn()} onSave={vi.fn()} />);
    expect(screen.getByRole("region", { name: "Publishing" })).toHaveTextContent(
      "Visitors see this course at /kubernetes-training.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });
});
