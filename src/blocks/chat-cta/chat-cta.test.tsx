import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { exampleBlock } from "../../../tests/example-block";
import { ChatCta } from "./chat-cta";

const block = exampleBlock("chat-cta");
const CHAT_NUMBER = "9779811111111";

it("shows its heading and text", () => {
  render(<ChatCta block={block} chatNumber={CHAT_NUMBER} />);
  expect(screen.getByRole("heading", { name: block.heading })).toBeVisible();
  expect(screen.getByText(block.text)).toBeVisible();
});

it("opens a chat with the number it is given and the block's message, safely in a new tab", () => {
  render(<ChatCta block={{ ...block, message: "Hello! “Quoted” & नमस्ते" }} chatNumber={CHAT_NUMBER} />);
  const link = screen.getByRole("link", { name: `${block.label} (opens in a new tab)` });
  expect(link).toHaveAttribute("target", "_blank");
  expect(link).toHaveAttribute("rel", "noopener noreferrer");
  const url = new URL(link.getAttribute("href")!);
  expect(url.host).toBe("wa.me");
  expect(url.pathname).toBe(`/${CHAT_NUMBER}`);
  expect(url.searchParams.get("text")).toBe("Hello! “Quoted” & नमस्ते");
});
