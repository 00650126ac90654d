import { execFile } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_ROOT } from "../lib/project-root.ts";

// npm run forms:check against a site on this machine, whose /version.json the test writes.
let server: Server;
let origin: string;
let version: string | undefined;
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url !== "/version.json" || version === undefined) return void response.writeHead(404).end();
    response.writeHead(200, { "content-type": "application/json" }).end(version);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((closed) => server.close(closed)));

/** The command as an owner runs it: its exit code and what it said. */
async function formsCheck(...args: string[]): Promise<{ code: number; said: string }> {
  const tsx = join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs");
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [tsx, "scripts/commands/forms-check.ts", ...args],
      { cwd: PROJECT_ROOT },
    );
    return { code: 0, said: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, said: stdout + stderr };
  }
}

describe("npm run forms:check", () => {
  it("says which forms reach the company and by which service, and which reach no one (exit 1)", async () => {
    version = JSON.stringify({
      commit: "3f0c6a1e2b9d4c8f7a6e5d4c3b2a1f0e9d8c7b6a",
      builtAt: "",
      forms: { enrolment: "EmailJS", career: null },
    });
    const { code, said } = await formsCheck(origin);
    expect(code).toBe(1);
    expect(said).toContain(`The site at ${origin}, built from 3f0c6a1e2b9d:`);
    expect(said).toContain("the enrolment form reaches the company through EmailJS.");
    expect(said).toContain("the job application reaches NO ONE: its settings are missing where the site is built");
  }, 30_000);

  it("passes when every form reaches the company", async () => {
    version = JSON.stringify({ commit: "abc", builtAt: "", forms: { enrolment: "EmailJS", career: "EmailJS" } });
    expect((await formsCheck(`${origin}/some/page`)).code).toBe(0);
  }, 30_000);

  it("says in a sentence, never a stack trace, when the site cannot tell", async () => {
    version = JSON.stringify({ commit: "abc", builtAt: "" });
    const older = await formsCheck(origin);
    expect(older).toEqual({ code: 2, said: expect.stringContaining("does not say what its forms reach") });
    version = undefined;
    const none = await formsCheck(origin);
    expect(none).toEqual({ code: 2, said: expect.stringContaining("/version.json answered 404") });
    const wrong = await formsCheck("not an address");
    expect(wrong).toEqual({
      code: 2,
      said: "Name the site's address: npm run forms:check -- https://www.example.com\n",
    });
    for (const { said } of [older, none, wrong]) expect(said).not.toMatch(/\n\s+at /);
  }, 60_000);
});
