import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { siteIn } from "../content/site";
import type { PageDocument } from "../generated/page";
import { popoverOpenedBy } from "../../tests/platform-wiring";
import { renderWithRouter } from "../../tests/render-with-router";
import { ContactWidget } from "./contact-widget";

const site = await siteIn("en");

const panelOf = () => popoverOpenedBy(screen.getByRole("button", { name: "Let's Talk" }));

describe("floating contact widget", () => {
  it("the Let's Talk image button opens the Let's talk panel, which its close button hides", () => {
    renderWithRouter(<ContactWidget />);
    const panel = panelOf();
    expect(screen.getByRole("region", { name: "Let's talk", hidden: true })).toBe(panel);
    const close = within(panel).getByRole("button", { name: "Close contact options", hidden: true });
    expect(close).toHaveAttribute("popovertarget", panel.id);
    expect(close).toHaveAttribute("popovertargetaction", "hide");
  });

  it("offers a chat link (in a new tab) and a mail link (handed to the mail app) with the prefilled text, URL-encoded", () => {
    renderWithRouter(<ContactWidget />);
    const panel = panelOf();
    const chat = within(panel).getByRole("link", { name: /WhatsApp/, hidden: true });
    const chatUrl = new URL(chat.getAttribute("href")!);
    expect(chatUrl.pathname).toBe(`/${site.chatNumber}`);
    expect(chatUrl.searchParams.get("text")).toBe(site.contactWidget.chatMessage);
    const mail = within(panel).getByRole("link", { name: /e-mail/, hidden: true });
    const href = mail.getAttribute("href")!;
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Service Inquiry");
    expect(params.get("body")).toBe(site.contactWidget.mailBody);
    expect(href).not.toContain(" ");
    expect(chat).toHaveAttribute("target", "_blank");
    expect(chat).toHaveAttribute("rel", "noopener noreferrer");
    expect(chat).toHaveAccessibleName("Chat on WhatsApp (opens in a new tab)");
    expect(mail).not.toHaveAttribute("target");
  });

  it.each([
    ["course", "ReactJS Training", "Hello! I would like to know more about the ReactJS Training course."],
    ["service", "POS System", "Hello! I would like to know more about your POS System service."],
  ] as const)("on a %s page, starts the chat with a message naming it", (kind, title, message) => {
    renderWithRouter(<ContactWidget page={{ kind, title, path: "/x" } as PageDocument} />);
    const chat = within(panelOf()).getByRole("link", { name: /WhatsApp/, hidden: true });
    expect(new URL(chat.getAttribute("href")!).searchParams.get("text")).toBe(message);
  });
});
