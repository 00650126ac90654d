import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { services } from "../content/catalogue";
import { site } from "../content/site";
import { field, renderForm } from "./form-test-utils.fixture";

afterEach(() => vi.restoreAllMocks());

const TRICKY = "Budget & timeline? #1 priority: 100% done = happy\nSecond line&bcc=x@example.com";

describe("service inquiry", () => {
  it("lists every service from the pages after the empty default", () => {
    renderForm("service-inquiry");
    const options = [...(field("Service") as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toEqual(["-- Select Service --", ...services.map((s) => s.title)]);
    expect(field("Project Details")).toHaveAttribute("placeholder", "Describe your project, timeline...");
  });

  it("checks the e-mail's format and leaves the company optional", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = renderForm("service-inquiry");
    await user.type(field("Email Address"), "someone@");
    await user.click(screen.getByRole("button", { name: "Send Request" }));
    expect(await screen.findByText("Please enter a valid e-mail address.")).toBeInTheDocument();
    expect(screen.queryByText(/your company/i)).toBeNull();
    expect(open).not.toHaveBeenCalled();
  });

  it("opens a compose URL whose decoded parameters equal what was typed, then confirms", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = renderForm("service-inquiry");
    await user.type(field("Full Name"), "Asha & Co?");
    await user.type(field("Company (optional)"), "Himal #Traders = 100%");
    await user.type(field("Email Address"), "asha@example.com");
    await user.type(field("Phone Number"), "9800000002");
    await user.selectOptions(field("Service"), services[0].title);
    await user.type(field("Project Details"), TRICKY.replace("\n", "{Enter}"));
    await user.click(screen.getByRole("button", { name: "Send Request" }));

    expect(await screen.findByText("Service inquiry sent successfully!")).toBeInTheDocument();
    const [href, target, features] = open.mock.calls[0];
    expect(target).toBe("_blank");
    expect(features).toContain("noopener");
    const url = new URL(String(href));
    expect(url.searchParams.getAll("to")).toEqual([site.email]);
    expect(url.searchParams.get("bcc")).toBeNull();
    expect(url.searchParams.get("su")).toBe("Service Inquiry from Website");
    expect(url.searchParams.get("body")).toBe(
      [
        "Name: Asha & Co?",
        "Company: Himal #Traders = 100%",
        "Email: asha@example.com",
        "Phone: 9800000002",
        `Service Interested: ${services[0].title}`,
        `Message: ${TRICKY}`,
      ].join("\n"),
    );
    expect(screen.queryByRole("button", { name: "Send Request" })).toBeNull();
  });
});
