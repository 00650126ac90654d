import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCourseIndex } from "../content/load-course-index";
import { site } from "../content/site";
import { dialogClosedBy, dialogOpenedBy } from "../../tests/platform-wiring";
import { CourseInquiryButton } from "./course-inquiry-button";

const courses = await loadCourseIndex();

afterEach(() => vi.restoreAllMocks());

const dialogOf = () => dialogOpenedBy(screen.getByRole("button", { name: "Send Inquiry" }), { modal: true });

describe("course inquiry modal", () => {
  it("Send Inquiry opens the Course Inquiry dialog with the form in it, and its close button closes it", async () => {
    render(<CourseInquiryButton />);
    const dialog = dialogOf();
    expect(dialog).not.toHaveAttribute("open");
    expect(await within(dialog).findByLabelText(/^Full Name/)).toBeInTheDocument();
    dialog.showModal();
    expect(screen.getByRole("dialog", { name: "Course Inquiry" })).toBe(dialog);
    expect(dialogClosedBy(within(dialog).getByRole("button", { name: "Close" }))).toBe(dialog);
  });

  it("requires all five fields, then opens a compose URL holding them and confirms", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    render(<CourseInquiryButton />);
    const dialog = dialogOf();
    dialog.showModal();
    const submit = await within(dialog).findByRole("button", { name: "Send Inquiry" });
    await user.click(submit);
    expect(await within(dialog).findByText("Please enter your full name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Please choose your course.")).toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();

    const message = "Weekend batch? 50% off = no & thanks #2\nCall after 5";
    await user.type(within(dialog).getByLabelText(/^Full Name/), "Ram");
    await user.type(within(dialog).getByLabelText(/^Email Address/), "ram@example.com");
    await user.type(within(dialog).getByLabelText(/^Phone Number/), "9800000003");
    await user.selectOptions(within(dialog).getByLabelText(/^Course/), courses[1].title);
    await user.type(within(dialog).getByLabelText(/^Message/), message.replace("\n", "{Enter}"));
    await user.click(submit);

    expect(await within(dialog).findByText("Form submitted successfully!")).toBeInTheDocument();
    const url = new URL(String(open.mock.calls[0][0]));
    expect(url.searchParams.get("to")).toBe(site.email);
    expect(url.searchParams.get("su")).toBe("Course Inquiry");
    expect(url.searchParams.get("body")).toBe(
      `Name: Ram\nEmail: ram@example.com\nPhone: 9800000003\nCourse: ${courses[1].title}\nMessage: ${message}`,
    );
  });
});
