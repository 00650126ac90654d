import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { courses } from "../content/catalogue";
import { site } from "../content/site";
import { CourseInquiryButton } from "./course-inquiry-button";

afterEach(() => vi.restoreAllMocks());

describe("course inquiry modal", () => {
  it("opens from Send Inquiry and closes with its close button", async () => {
    const user = userEvent.setup();
    render(<CourseInquiryButton />);
    expect(screen.queryByRole("dialog")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    const dialog = await screen.findByRole("dialog", { name: "Course Inquiry" });
    expect(await within(dialog).findByLabelText(/^Full Name/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("requires all five fields, then opens a compose URL holding them and confirms", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const user = userEvent.setup();
    render(<CourseInquiryButton />);
    await user.click(screen.getByRole("button", { name: "Send Inquiry" }));
    const dialog = await screen.findByRole("dialog");
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
