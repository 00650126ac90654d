import { act, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { field, renderForm, stubFormEnv } from "./form-test-utils.fixture";
import { referenceOf } from "./kept-forms/kept-submission";

const { categories } = catalogue;

const send = vi.hoisted(() => vi.fn());
vi.mock("@emailjs/browser", () => ({ send }));

const VALUES = {
  name: "Sita Sharma",
  age: "21",
  permanent: "Pokhara-8, Kaski",
  temporary: "Putalisadak, Kathmandu",
  phone: "9800000001",
  email: "sita@example.com",
  qualification: "+2 Science",
  course: "Frontend Development",
  message: "Morning class, please & thanks?",
};

async function fillAll(user: ReturnType<typeof renderForm>["user"]) {
  await user.type(field("Full Name"), VALUES.name);
  await user.type(field("Age"), VALUES.age);
  await user.type(field("Permanent Address"), VALUES.permanent);
  await user.type(field("Temporary Address"), VALUES.temporary);
  await user.type(field("Phone Number"), VALUES.phone);
  await user.type(field("Email Address"), VALUES.email);
  await user.type(field("Qualification"), VALUES.qualification);
  await user.selectOptions(field("Course"), VALUES.course);
  await user.type(field("Message"), VALUES.message);
}

const submit = () => screen.getByRole("button", { name: "Submit" });

beforeEach(() => {
  stubFormEnv();
  sessionStorage.clear();
  send.mockReset();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const ID = expect.stringMatching(/^[\da-f-]{32,36}$/);

describe("enrolment form", () => {
  it("offers every course from the pages by category, then Graphics Design, after an empty default", () => {
    renderForm("enrolment");
    const select = field("Course") as HTMLSelectElement;
    const options = [...select.options].map((o) => o.textContent);
    const titles = categories.flatMap((category) => category.courses.map((c) => c.title));
    expect(titles.length).toBeGreaterThanOrEqual(27);
    expect(options).toEqual(["-- Select a Course --", ...titles, "Graphics Design"]);
    expect([...select.querySelectorAll("optgroup")].map((group) => group.label)).toEqual(
      categories.map((category) => category.title),
    );
    expect(select.value).toBe("");
  });

  it("requires every field and checks formats before sending anything", async () => {
    const { user } = renderForm("enrolment");
    await user.click(submit());
    expect(await screen.findByText("Please enter your full name.")).toBeInTheDocument();
    expect(screen.getByText("Please enter your age.")).toBeInTheDocument();
    expect(screen.getByText("Please choose your course.")).toBeInTheDocument();
    expect(field("Full Name")).toHaveAttribute("aria-invalid", "true");
    await user.type(field("Email Address"), "not-an-email");
    await user.type(field("Phone Number"), "12ab");
    await user.click(submit());
    expect(await screen.findByText("Please enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid phone number.")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("sends the fields under their own names, and puts in the form's place, focused, what happens next and the visitor's reference", async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    const { user } = renderForm("enrolment");
    await fillAll(user);
    await user.click(submit());
    const answer = await screen.findByRole("status");
    // With its own id, by which the company can spot a repeat, and the reference the visitor is shown.
    expect(send).toHaveBeenCalledWith(
      "service-test",
      "enrolment-template",
      {
        ...VALUES,
        submission_id: ID,
        reference: expect.stringMatching(/^[\dA-F]{4}-[\dA-F]{4}$/),
        form_name: "Enrolment form",
        all_answers: expect.stringMatching(new RegExp(`^Reference: [\\dA-F-]{9}\nFull Name: ${VALUES.name}\n`)),
      },
      {
        publicKey: "pk-test",
        blockHeadless: false,
      },
    );
    const params = send.mock.calls[0]![2] as Record<string, string>;
    expect(params.reference).toBe(referenceOf(params.submission_id!));
    expect(answer).toHaveTextContent("🎉 Form submitted successfully!");
    expect(answer).toHaveTextContent("Our admissions team will call you within one working day");
    expect(answer).toHaveTextContent(`Your reference: ${params.reference}.`);
    expect(answer).toHaveFocus();
    // What the focus reads out: all of it.
    expect(answer).toHaveAccessibleName("🎉 Form submitted successfully!");
    expect(answer).toHaveAccessibleDescription(
      expect.stringMatching(new RegExp(`^Our admissions team will call you .* Your reference: ${params.reference}`)),
    );
    expect(screen.queryByRole("form")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Send another" }));
    expect(field("Full Name")).toHaveValue("");
    expect(field("Course")).toHaveValue("");
  });

  it("on a course's page, shows the form again with its course still chosen", async () => {
    send.mockResolvedValue({ status: 200, text: "OK" });
    const course = { title: VALUES.course, category: categories[0]!.title };
    const { user } = renderForm("enrolment", { course });
    expect(field("Course")).toHaveValue(VALUES.course);
    await fillAll(user);
    await user.click(submit());
    await user.click(await screen.findByRole("button", { name: "Send another" }));
    expect(field("Full Name")).toHaveValue("");
    expect(field("Course")).toHaveValue(VALUES.course);
  });

  it.each([
    ["a 429 answer", () => Promise.reject({ status: 429, text: "Too Many Requests" }), "status 429"],
    ["a network failure", () => Promise.reject({ status: 0, text: "Network Error" }), "status 0"],
    [
      "a missing key thrown at once",
      () => {
        throw new Error("The public key is required");
      },
      "The public key is required",
    ],
  ])(
    "on %s says so beside the button, with the other ways to reach us, logs the cause and keeps every value",
    async (_case, failure, cause) => {
      send.mockImplementation(failure);
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const { user } = renderForm("enrolment");
      await fillAll(user);
      await user.click(submit());
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent("❌ Failed to submit. Please try again.");
      expect(alert).toHaveTextContent(/call \+977 .* chat on WhatsApp or write to /);
      expect(alert).toHaveFocus();
      expect(alert).toHaveAccessibleName("❌ Failed to submit. Please try again.");
      expect(String(log.mock.calls[0]?.[1])).toContain(cause);
      expect(field("Full Name")).toHaveValue(VALUES.name);
      expect(field("Age")).toHaveValue(21);
      expect(field("Course")).toHaveValue(VALUES.course);
      expect(field("Message")).toHaveValue(VALUES.message);
    },
  );

  it("asks for a message under 4,000 characters, sending nothing and keeping it", async () => {
    const { user } = renderForm("enrolment");
    await fillAll(user);
    await user.click(field("Message"));
    await user.paste("x".repeat(4000));
    await user.click(submit());
    expect(await screen.findByText("Please keep your message under 4,000 characters.")).toBeInTheDocument();
    expect(field("Message")).toHaveValue(`${VALUES.message}${"x".repeat(4000)}`);
    expect(send).not.toHaveBeenCalled();
  });

  it("drops a submission that fills the hidden honeypot, without a request", async () => {
    const { user } = renderForm("enrolment");
    await fillAll(user);
    await user.type(screen.getByLabelText("Leave this empty"), "http://spam.example");
    await user.click(submit());
    expect(await screen.findByRole("status")).toHaveTextContent("🎉 Form submitted successfully!");
    expect(send).not.toHaveBeenCalled();
  });

  it("sends once when submit is clicked twice", async () => {
    let finish: (value: unknown) => void = () => {};
    send.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    const { user } = renderForm("enrolment");
    await fillAll(user);
    await user.dblClick(submit());
    const sending = await screen.findByRole("button", { name: "Sending..." });
    expect(sending).toBeDisabled();
    await user.click(sending);
    await act(async () => finish({ status: 200 }));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("says so when offline, sends nothing and keeps everything", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const { user } = renderForm("enrolment");
    await fillAll(user);
    await user.click(submit());
    expect(await screen.findByRole("alert")).toHaveTextContent("You seem to be offline.");
    expect(send).not.toHaveBeenCalled();
    expect(field("Email Address")).toHaveValue(VALUES.email);
  });

  it("keeps a draft across a reload and clears it once sent", async () => {
    send.mockResolvedValue({ status: 200 });
    const first = renderForm("enrolment");
    await first.user.type(field("Full Name"), "Hari");
    first.unmount();
    const second = renderForm("enrolment");
    await waitFor(() => expect(field("Full Name")).toHaveValue("Hari"));
    await fillAll(second.user);
    await second.user.clear(field("Full Name"));
    await second.user.type(field("Full Name"), VALUES.name);
    await second.user.click(submit());
    await screen.findByText("🎉 Form submitted successfully!");
    second.unmount();
    renderForm("enrolment");
    expect(field("Full Name")).toHaveValue("");
  });
});
