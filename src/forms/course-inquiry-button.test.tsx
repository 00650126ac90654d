import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderOnPage } from "../../tests/with-site-settings";
import { catalogue } from "../content/catalogue/catalogue";
import { formDefinition, formsInLanguage } from "../content/form-definition";
import { stubFormEnv } from "./form-test-utils.fixture";
import { dialogClosedBy, dialogOpenedBy } from "../../tests/platform-wiring";
import { CourseInquiryButton } from "./course-inquiry-button";

const courses = await catalogue.courseIndex();

const send = vi.hoisted(() => vi.fn());
vi.mock("@emailjs/browser", () => ({ send }));

beforeEach(() => {
  stubFormEnv();
  sessionStorage.clear();
  send.mockReset();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const dialogOf = () => dialogOpenedBy(screen.getByRole("button", { name: "Send Inquiry" }), { modal: true });

describe("course inquiry modal", () => {
  it("Send Inquiry opens the Course Inquiry dialog with the form in it, and its close button closes it", async () => {
    renderOnPage(<CourseInquiryButton />);
    const dialog = dialogOf();
    expect(dialog).not.toHaveAttribute("open");
    expect(await within(dialog).findByLabelText(/^Full Name/)).toBeInTheDocument();
    dialog.showModal();
    expect(screen.getByRole("dialog", { name: "Course Inquiry" })).toBe(dialog);
    expect(dialogClosedBy(within(dialog).getByRole("button", { name: "Close" }))).toBe(dialog);
  });

  it("requires all five fields, then is sent by the site with its own template and thanks once it is taken", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    send.mockResolvedValue({ status: 200, text: "OK" });
    const user = userEvent.setup();
    renderOnPage(<CourseInquiryButton />);
    const dialog = dialogOf();
    dialog.showModal();
    const submit = await within(dialog).findByRole("button", { name: "Send Inquiry" });
    await user.click(submit);
    expect(await within(dialog).findByText("Please enter your full name.")).toBeInTheDocument();
    expect(within(dialog).getByText("Please choose your course.")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();

    const message = "Weekend batch? 50% off = no & thanks #2\nCall after 5";
    await user.type(within(dialog).getByLabelText(/^Full Name/), "Ram");
    await user.type(within(dialog).getByLabelText(/^Email Address/), "ram@example.com");
    await user.type(within(dialog).getByLabelText(/^Phone Number/), "9800000003");
    await user.selectOptions(within(dialog).getByLabelText(/^Course/), courses[1].title);
    await user.type(within(dialog).getByLabelText(/^Message/), message.replace("\n", "{Enter}"));
    await user.click(submit);

    expect(
      await within(dialog).findByText(
        formDefinition((await formsInLanguage("en")).forms, "course-inquiry").messages.success,
      ),
    ).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0][1]).toBe("course-inquiry-template");
    expect(send.mock.calls[0][2]).toEqual({
      name: "Ram",
      email: "ram@example.com",
      phone: "9800000003",
      course: courses[1].title,
      message,
      submission_id: expect.any(String),
      reference: expect.stringMatching(/^[\dA-F]{4}-[\dA-F]{4}$/),
      form_name: "Course inquiry",
      all_answers: expect.stringContaining(`Course: ${courses[1].title}\n`),
    });
    expect(open).not.toHaveBeenCalled();
  });
});
