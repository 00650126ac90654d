import { describe, expect, it } from "vitest";
import { ownMailAddress } from "./own-mail-address";

const OWN_MAIL = {
  subject: "Service Inquiry from Website",
  lines: [
    { label: "Name", field: "name" },
    { label: "Message", field: "message" },
  ],
};
const MAILBOX = "info@yetibytes.example";
const TRICKY = "A&B?c=d#e%f\nline two&cc=evil@example.com";

describe("ownMailAddress", () => {
  it("on a computer: Gmail's compose window, every typed character inside its own parameter", () => {
    const url = new URL(ownMailAddress(MAILBOX, OWN_MAIL, { name: "Ram & Sita", message: TRICKY }, true));
    expect(url.origin).toBe("https://mail.google.com");
    expect(url.searchParams.getAll("to")).toEqual([MAILBOX]);
    expect(url.searchParams.get("cc")).toBeNull();
    expect(url.searchParams.get("su")).toBe("Service Inquiry from Website");
    expect(url.searchParams.get("body")).toBe(`Name: Ram & Sita\nMessage: ${TRICKY}`);
    expect(url.hash).toBe("");
  });

  it("where web mail cannot compose: a mailto: address with the same subject and body, and no other header", () => {
    const address = ownMailAddress(MAILBOX, OWN_MAIL, { name: "Ram & Sita", message: TRICKY }, false);
    expect(address.startsWith(`mailto:${MAILBOX}?`)).toBe(true);
    const params = new URLSearchParams(address.slice(address.indexOf("?") + 1));
    expect([...params.keys()]).toEqual(["subject", "body"]);
    expect(params.get("subject")).toBe("Service Inquiry from Website");
    expect(params.get("body")).toBe(`Name: Ram & Sita\nMessage: ${TRICKY}`);
  });
});
