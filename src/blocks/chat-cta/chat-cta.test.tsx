import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import seo from "../../../pages/services/seo-sem-ppc.json";
import { site } from "../../content/site";
import { blockFromPage } from "../../../tests/block-from-page";
import { ChatCta } from "./chat-cta";

const block = blockFromPage(seo, "chat-cta");

it("shows its heading and text", () => {
  render(<ChatCta block={block} />);
  expect(screen.getByRole("heading", { name: "Get a Free Consultation" })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
});

it("opens a chat with our number and the message typed, safely in a new tab", () => {
  render(<ChatCta block={block} />);
  const link = screen.getByRole("link", { name: "Chat With Us on WhatsApp (opens in a new tab)" });
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const url = new URL(link.getAttribute("href")!);
  expect(url.host).toBe("wa.me");
  expect(url.pathname).toBe(`/${site.chatNumber}`);
  expect(url.searchParams.get("text")).toBe("Hello! I would like a free consultation about SEO, SEM and PPC.");
});
