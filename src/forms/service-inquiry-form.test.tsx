import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { catalogue } from "../content/catalogue/catalogue";
import { siteIn } from "../content/site";
import { formDefinition, formsInLanguage } from "../content/form-definition";
import { field, renderForm, stubFormEnv } from "./form-test-utils.fixture";

const site = await siteIn("en");

const { services } = catalogue;

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

const TRICKY = "Budget & timeline? #1 priority: 100% done = happy\nSecond line&bcc=x@example.com";
const { messages } = formDefinition((await formsInLanguage("en")).forms, "service-inquiry");

/** The body of the message an own-mail address (mailto: or web mail) would write. */
function bodyOf(address: string): string | null {
  const query = address.slice(address.indexOf("?") + 1);
  const params = new URLSearchParams(query);
  return params.get("body");
}

describe("service inquiry", () => {
  const serviceBox = (title: string) => screen.getByRole("checkbox", { name: title });

  it("offers every service from the pages as a box to tick, none ticked", () => {
    renderForm("service-inquiry");
    const group = screen.getByRole("group", { name: /Services \(choose one or more\)/ });
    const boxes = within(group).getAllByRole("checkbox");
    expect(boxes.map((box) => box.getAttribute("value"))).toEqual(services.map((s) => s.title));
    for (const box of boxes) expect(box).not.toBeChecked();
    expect(field("Project Details")).toHaveAttribute("placeholder", "Describe your project, timeline...");
  });

  it("asks for at least one service", async () => {
    const { user } = renderForm("service-inquiry");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Please choose at least one service.")).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it("on a service's page, has that service ticked from the start, in its HTML", () => {
    renderForm("service-inquiry", { service: services[2].title });
    expect(serviceBox(services[2].title)).toBeChecked();
    expect(serviceBox(services[2].title)).toHaveAttribute("checked");
    expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked)).toHaveLength(1);
  });

  it("checks the e-mail's format and leaves the company optional", async () => {
    const { user } = renderForm("service-inquiry");
    await user.type(field("Email Address"), "someone@");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Please enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.queryByText(/your company/i)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it("is sent by the site with its own template and every field as typed, and thanks only once it is taken", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    send.mockResolvedValue({ status: 200, text: "OK" });
    const { user } = renderForm("service-inquiry");
    await user.type(field("Full Name"), "Asha & Co?");
    await user.type(field("Company (optional)"), "Himal #Traders = 100%");
    await user.type(field("Email Address"), "asha@example.com");
    await user.type(field("Phone Number"), "9800000002");
    await user.click(serviceBox(services[0].title));
    await user.click(serviceBox(services[9].title));
    await user.type(field("Project Details"), TRICKY.replace("\n", "{Enter}"));

    const ownMail = screen.getByRole("link", { name: "Write from your own e-mail" });
    expect(ownMail.getAttribute("href")).toContain(encodeURIComponent(site.email).replace("%40", "@"));
    expect(bodyOf(ownMail.getAttribute("href")!)).toContain(`Message: ${TRICKY}`);

    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText(messages.success)).toBeInTheDocument();
    expect(send).toHaveBeenCalledTimes(1);
    const [service, template, params] = send.mock.calls[0];
    expect([service, template]).toEqual(["service-test", "service-inquiry-template"]);
    expect(params).toEqual({
      name: "Asha & Co?",
      company: "Himal #Traders = 100%",
      email: "asha@example.com",
      phone: "9800000002",
      service: `${services[0].title}; ${services[9].title}`,
      message: TRICKY,
      submission_id: expect.any(String),
      reference: expect.stringMatching(/^[\dA-F]{4}-[\dA-F]{4}$/),
      form_name: "Service inquiry",
      all_answers: expect.stringContaining("Company (optional): Himal #Traders = 100%\n"),
    });
    expect(open).not.toHaveBeenCalled();
  });

  it("refused by the service, says so and keeps everything typed", async () => {
    send.mockRejectedValue({ status: 400, text: "The template ID is invalid" });
    const { user } = renderForm("service-inquiry");
    await user.type(field("Full Name"), "Asha");
    await user.type(field("Email Address"), "asha@example.com");
    await user.type(field("Phone Number"), "9800000002");
    await user.click(serviceBox(services[0].title));
    await user.type(field("Project Details"), "A website");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(messages.failure);
    expect(screen.queryByText(messages.success)).toBeNull();
    expect(field("Project Details")).toHaveValue("A website");
    expect(serviceBox(services[0].title)).toBeChecked();
  });
});
