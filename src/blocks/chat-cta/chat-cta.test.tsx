import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { siteIn } from "../../content/site";
import { exampleBlock } from "../../../tests/example-block";
import { renderBlock } from "../../../tests/render-block";
import { chatCta } from "./chat-cta";

const site = await siteIn("en");

const block = exampleBlock("chat-cta");
const CHAT_NUMBER = "9779811111111";
const context = { site: { ...site, chatNumber: CHAT_NUMBER } };

it("shows its heading and text", () => {
  renderBlock(chatCta, block, context);
  expect(screen.getByRole("heading", { name: block.heading })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
});

it("opens a chat with the site's number and the block's message, safely in a new tab", () => {
  renderBlock(chatCta, { ...block, message: "Hello! “Quoted” & नमस्ते" }, context);
  const link = screen.getByRole("link", { name: `${block.label} (opens in a new tab)` });
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const url = new URL(link.getAttribute("href")!);
  expect(url.host).toBe("wa.me");
  expect(url.pathname).toBe(`/${CHAT_NUMBER}`);
  expect(url.searchParams.get("text")).toBe("Hello! “Quoted” & नमस्ते");
});
