import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { FieldProblem } from "../../documents/storage-contract";
import { fieldPlace } from "../fields/field-place";
import { ProblemSummary } from "./problem-summary";

const document = { blocks: [{ type: "faq", heading: "Frequently Asked Questions", items: [] }] };
const unwritten = (pointer: string, severity: FieldProblem["severity"]): FieldProblem => ({
  severity,
  code: "unwrittenText",
  pointer,
  place: fieldPlace(document, pointer),
  line: 1,
  column: 1,
  message: "This text is still the template's: write the course's own words here.",
});

describe("ProblemSummary", () => {
  it("counts a draft's texts still to write, never 'No problems found', and goes to each", async () => {
    const onShow = vi.fn();
    const problems = [unwritten("/card/points/0", "warning"), unwritten("/blocks/0/items/1/answer", "warning")];
    render(<ProblemSummary problems={problems} checked onShow={onShow} />);
    expect(screen.getByText("2 texts still to write.")).toBeVisible();
    expect(screen.queryByText(/No problems found/)).toBeNull();
    const list = screen.getByRole("list", { name: "Still to write (2)" });
    expect(list).toHaveTextContent("Card › Point 1");
    await userEvent.click(screen.getByRole("button", { name: "Frequently asked questions › Question 2 › Answer" }));
    expect(onShow).toHaveBeenCalledWith("/blocks/0/items/1/answer");
  });

  it("lists a new course's texts still another course's apart, each leading to its field, marked changed once it is", async () => {
    const onShow = vi.fn();
    const borrowed = (pointer: string): FieldProblem => ({
      ...unwritten(pointer, "warning"),
      code: "sameWordsAsCourse",
      message: "These are the words of “Flutter”, word for word: do they say what this course teaches?",
    });
    const { rerender } = render(
      <ProblemSummary problems={[borrowed("/card/points/0"), borrowed("/card/points/1")]} checked onShow={onShow} />,
    );
    expect(screen.getByText("2 texts still another course's.")).toBeVisible();
    expect(screen.queryByRole("list", { name: /^Still to write/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Card › Point 2" }));
    expect(onShow).toHaveBeenCalledWith("/card/points/1");
    rerender(<ProblemSummary problems={[borrowed("/card/points/1")]} checked onShow={onShow} />);
    const list = screen.getByRole("list", { name: "Still another course's words (1)" });
    expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "✓ Card › Point 1 (changed)",
      "Card › Point 2",
    ]);
  });

  it("keeps each text to write where it was listed, marked written once it is, so the next tap lands where the author aims", () => {
    const [first, second, third] = ["/card/points/0", "/card/points/1", "/blocks/0/items/1/answer"].map((pointer) =>
      unwritten(pointer, "warning"),
    );
    const { rerender } = render(<ProblemSummary problems={[first, second, third]} checked onShow={vi.fn()} />);
    rerender(<ProblemSummary problems={[first, third]} checked onShow={vi.fn()} />);
    const list = screen.getByRole("list", { name: "Still to write (2)" });
    expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Card › Point 1",
      "✓ Card › Point 2 (written)",
      "Frequently asked questions › Question 2 › Answer",
    ]);
    expect(screen.getAllByRole("button").map((button) => button.textContent)).toEqual([
      "Card › Point 1",
      "Frequently asked questions › Question 2 › Answer",
    ]);
    // A text that is to write again, or a new one, keeps its place or joins at the end.
    const fourth = unwritten("/blocks/0/items/2/answer", "warning");
    rerender(<ProblemSummary problems={[fourth, second, first]} checked onShow={vi.fn()} />);
    expect(
      [...screen.getByRole("list", { name: "Still to write (3)" }).querySelectorAll("li")].map(
        (item) => item.textContent,
      ),
    ).toEqual([
      "Card › Point 1",
      "Card › Point 2",
      "✓ Frequently asked questions › Question 2 › Answer (written)",
      "Frequently asked questions › Question 3 › Answer",
    ]);
  });

  it("counts them as what stops a save once the page is published", () => {
    render(<ProblemSummary problems={[unwritten("/card/points/0", "error")]} checked onShow={vi.fn()} />);
    expect(
      screen.getByText("1 text still to write. Write it to save: a published page cannot keep the template's words."),
    ).toHaveAttribute("data-problem-count", "1");
  });

  it("says so when there is nothing left", () => {
    render(<ProblemSummary problems={[]} checked onShow={vi.fn()} />);
    expect(screen.getByText("No problems found.")).toHaveAttribute("data-problem-count", "0");
  });
});
