import { describe, expect, it } from "vitest";
import { composeUrl } from "./compose-mail";

const ACTION = {
  kind: "compose" as const,
  subject: "Service Inquiry from Website",
  lines: [
    { label: "Name", field: "name" },
    { label: "Message", field: "message" },
  ],
};

describe("composeUrl", () => {
  it("keeps every typed character inside its own parameter", () => {
    const tricky = "A&B?c=d#e%f\nline two&cc=evil@example.com";
    const url = new URL(composeUrl("info@yetibytes.example", ACTION, { name: "Ram & Sita", message: tricky }));
    expect(url.searchParams.getAll("to")).toEqual(["info@yetibytes.example"]);
    expect(url.searchParams.get("cc")).toBeNull();
    expect(url.searchParams.get("su")).toBe("Service Inquiry from Website");
    expect(url.searchParams.get("body")).toBe(`Name: Ram & Sita\nMessage: ${tricky}`);
    expect(url.hash).toBe("");
  });
});
