import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it, vi } from "vitest";
import { fieldDifferences } from "../document/field-differences";
import { describeValue, VersionChooser } from "./version-chooser";

const base = { kind: "course", title: "ReactJS", meta: { description: "Learn React." }, order: 2 };
const ours = { ...base, title: "ReactJS Training", meta: { description: "Learn React well." } };
const theirs = { ...base, meta: { description: "Learn React fast." }, order: 3 };

it("shows each field that differs with both values, who changed it, and keeps what the author chooses", async () => {
  const onKeep = vi.fn();
  render(
    <VersionChooser
      differences={fieldDifferences(base, ours, theirs)}
      ours={ours}
      onKeep={onKeep}
      onClose={() => {}}
    />,
  );
  const dialog = screen.getByRole("dialog", { name: "Someone else saved this page while you were editing" });
  expect(within(dialog).getByText(/3 fields differ/)).toBeInTheDocument();
  const description = within(dialog).getByRole("group", { name: /description/i });
  expect(within(description).getByRole("radio", { name: "Yours: “Learn React well.”" })).toBeChecked();
  expect(within(description).getByText("Changed in both copies.")).toBeInTheDocument();
  await userEvent.click(within(description).getByRole("radio", { name: "Saved meanwhile: “Learn React fast.”" }));
  await userEvent.click(within(dialog).getByRole("button", { name: "Keep these and save" }));
  expect(onKeep).toHaveBeenCalledWith({ "/title": "ours", "/meta/description": "theirs", "/order": "theirs" });
});

it("says what a field holds in words, a list by its entries", () => {
  expect(describeValue(undefined)).toBe("(empty)");
  expect(describeValue(3)).toBe("3");
  expect(describeValue([{ question: "Laptop?", answer: "Yes." }, { question: "Online?" }])).toBe(
    "2 entries: Laptop?, Online?",
  );
});
