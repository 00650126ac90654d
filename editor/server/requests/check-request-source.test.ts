// @vitest-environment node
import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { checkRequestSource } from "./check-request-source.ts";
import { REFUSALS } from "./editor-refusals.ts";

const SERVER = { protocol: "http", port: 5199 } as const;

function request(method: string, headers: Record<string, string>, remoteAddress = "127.0.0.1") {
  return { method, headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

/** The refusal's status, or 0 when the request is let through. */
function statusOf(req: IncomingMessage): number {
  try {
    checkRequestSource(req, SERVER);
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe("checkRequestSource", () => {
  it("lets the editor's own page read and write, by either local name", () => {
    for (const host of ["127.0.0.1:5199", "localhost:5199", "LOCALHOST:5199"]) {
      expect(statusOf(request("GET", { host }))).toBe(0);
      expect(statusOf(request("GET", { host, origin: `http://${host}` }))).toBe(0);
      expect(statusOf(request("POST", { host, origin: `http://${host}` }))).toBe(0);
      expect(statusOf(request("PUT", { host, origin: `http://${host}` }))).toBe(0);
    }
    expect(statusOf(request("GET", { host: "127.0.0.1:5199" }, "::ffff:127.0.0.1"))).toBe(0);
  });

  it("refuses a request from another computer, even with the right names", () => {
    const req = request("GET", { host: "127.0.0.1:5199", origin: "http://127.0.0.1:5199" }, "192.168.1.20");
    expect(statusOf(req)).toBe(403);
  });

  it.each(["evil.example:5173", "evil.example:5199", "127.0.0.1:5173", "localhost", "127.0.0.1", "[::1]:5199", ""])(
    "refuses the Host %j (DNS rebinding, another port, no port)",
    (host) => {
      expect(statusOf(request("GET", host ? { host } : {}))).toBe(403);
    },
  );

  it("refuses a change without an Origin, or from another origin", () => {
    const host = "127.0.0.1:5199";
    for (const method of ["POST", "PUT", "DELETE", "OPTIONS"]) expect(statusOf(request(method, { host }))).toBe(403);
    for (const origin of ["http://evil.example", "http://127.0.0.1:5173", "https://127.0.0.1:5199", "null"]) {
      expect(statusOf(request("POST", { host, origin }))).toBe(403);
      expect(statusOf(request("PUT", { host, origin }))).toBe(403);
    }
  });

  it("refuses a read sent by another site's page", () => {
    expect(statusOf(request("GET", { host: "127.0.0.1:5199", origin: "http://evil.example" }))).toBe(403);
    // The other local name is another origin to the browser.
    expect(statusOf(request("GET", { host: "127.0.0.1:5199", origin: "http://localhost:5199" }))).toBe(403);
  });

  it("refuses everything while the server is not listening", () => {
    expect(() => checkRequestSource(request("GET", { host: "127.0.0.1:5199" }), undefined)).toThrow(
      REFUSALS.notThisMachine.message,
    );
  });

  it("says why in words", () => {
    expect(() => checkRequestSource(request("POST", { host: "127.0.0.1:5199" }), SERVER)).toThrow(
      REFUSALS.foreignOrigin.message,
    );
    expect(() => checkRequestSource(request("GET", { host: "evil.example:5199" }), SERVER)).toThrow(
      REFUSALS.notThisMachine.message,
    );
  });
});
