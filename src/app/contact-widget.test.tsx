import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { site } from "../content/site";
import { renderWithRouter } from "../../tests/render-with-router";
import { ContactWidget } from "./contact-widget";

describe("floating contact widget", () => {
  it("starts collapsed as a Let's Talk image button, expands, and collapses with its close button", async () => {
    const { user } = renderWithRouter(<ContactWidget />);
    expect(screen.queryByRole("link")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Let's Talk" }));
    expect(screen.getByRole("region", { name: "Contact us" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Close contact options" }));
    expect(screen.queryByRole("region", { name: "Contact us" })).toBeNull();
    expect(screen.getByRole("button", { name: "Let's Talk" })).toBeVisible();
  });

  it("offers a chat link and a mail link with the prefilled text, URL-encoded, in new tabs", async () => {
    const { user } = renderWithRouter(<ContactWidget />);
    await user.click(screen.getByRole("button", { name: "Let's Talk" }));
    const chat = screen.getByRole("link", { name: /WhatsApp/ });
    const chatUrl = new URL(chat.getAttribute("href")!);
    expect(chatUrl.pathname).toBe(`/${site.chatNumber}`);
    expect(chatUrl.searchParams.get("text")).toBe(site.contactWidget.chatMessage);
    const mail = screen.getByRole("link", { name: /e-mail/ });
    const href = mail.getAttribute("href")!;
    expect(href.startsWith(`mailto:${site.email}?`)).toBe(true);
    const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
    expect(params.get("subject")).toBe("Service Inquiry");
    expect(params.get("body")).toBe(site.contactWidget.mailBody);
    expect(href).not.toContain(" ");
    for (const link of [chat, mail]) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
  });

  it("collapses on Escape", async () => {
    const { user } = renderWithRouter(<ContactWidget />);
    await user.click(screen.getByRole("button", { name: "Let's Talk" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("region", { name: "Contact us" })).toBeNull();
  });
});
