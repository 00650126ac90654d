// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { Agent, request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { preview } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxPlugin } from "../vite-plugin-outbox.ts";
import { LIMITS } from "./refusals.ts";

const FORMS = ["career", "course-inquiry", "enrolment", "service-inquiry"];
const SUBMISSIONS = 1_000;

interface RunningOutbox {
  url: string;
  folder: string;
  close: () => Promise<void>;
}

/** `npm run preview` with no form settings (an empty build, the outbox plugin), on 127.0.0.1 only. */
async function startOutbox(): Promise<RunningOutbox> {
  const root = mkdtempSync(join(tmpdir(), "outbox-test-"));
  const folder = join(root, "outbox");
  mkdirSync(join(root, "dist"));
  const server = await preview({
    root,
    configFile: false,
    envDir: false,
    logLevel: "silent",
    plugins: [outboxPlugin(folder)],
    preview: { host: "127.0.0.1", port: 0 },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/__outbox`,
    folder,
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Every file under the outbox folder, temporary ones included (their names start with a dot). */
function filesIn(folder: string): string[] {
  const entries = readdirSync(folder, { recursive: true, withFileTypes: true, encoding: "utf8" });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

const postJson = (url: string, body: string) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body });

/**
 * The load tests' connections: all 1,000 requests are sent at once and queue here for at most 100 sockets.
 * This process holds both ends of every socket, and CI allows a process 1,024 open files: with a socket
 * per request, the server's accept fails (EMFILE) and libuv resets the connection.
 */
const loadAgent = new Agent({ keepAlive: true, maxSockets: 100 });

/** POSTs JSON text through `loadAgent`, and answers with the status and the parsed reply. */
function postUnderLoad(url: string, body: string): Promise<{ status: number; body: { ok?: boolean } }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: "POST", agent: loadAgent, headers: { "Content-Type": "application/json" } });
    req.on("error", reject);
    req.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }),
      );
    });
    req.end(body);
  });
}

const upload = (url: string, file?: File) => {
  const body = new FormData();
  if (file) body.append("file", file);
  body.append("upload_preset", "local");
  return fetch(`${url}/upload`, { method: "POST", body });
};

/** A JSON object whose text is exactly `bytes` long. */
const jsonOfSize = (bytes: number) => JSON.stringify({ message: "x".repeat(bytes - '{"message":""}'.length) });

/** One visitor's answers: distinct text with quotes, new lines and non-Latin letters, keyed by e-mail. */
function answers(i: number): Record<string, string> {
  return {
    name: `Visitor ${i} “Quoted” नमस्ते`,
    email: `visitor-${i}@example.com`,
    phone: `98${String(i).padStart(8, "0")}`,
    message: `Line one of ${i}\nLine "two"\ttabbed \\ backslash ${"✓".repeat(i % 7)}`,
  };
}

/** A submission as a map entry: its unique e-mail, then its form and fields as JSON text to compare byte for byte. */
function byEmailAsText(form: string, fields: Record<string, string>): [string, string] {
  return [fields.email, `${form} ${JSON.stringify(fields)}`];
}

describe("the outbox under load", () => {
  let outbox: RunningOutbox;
  beforeAll(async () => {
    outbox = await startOutbox();
  });
  afterAll(async () => {
    loadAgent.destroy();
    await outbox?.close();
  });

  it("keeps every one of 1,000 submissions sent at once, each under its own name", async () => {
    const sent = Array.from({ length: SUBMISSIONS }, (_, i) => ({ form: FORMS[i % FORMS.length], fields: answers(i) }));
    const started = performance.now();
    const responses = await Promise.all(
      sent.map(({ form, fields }) => postUnderLoad(`${outbox.url}/${form}`, JSON.stringify(fields))),
    );
    const elapsed = performance.now() - started;

    expect(responses.filter((r) => r.status !== 200 || r.body.ok !== true)).toEqual([]);
    const files = filesIn(outbox.folder);
    expect(files).toHaveLength(SUBMISSIONS);
    const saved = files.map((file) => {
      const { form, fields } = JSON.parse(readFileSync(join(outbox.folder, file), "utf8"));
      expect(file).toMatch(new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-[\\da-f-]{36}-${form}\\.json$`));
      return byEmailAsText(form, fields);
    });
    expect(new Map(saved)).toEqual(new Map(sent.map(({ form, fields }) => byEmailAsText(form, fields))));
    console.info(
      `outbox: ${files.length} of ${SUBMISSIONS} concurrent submissions on disk in ${Math.round(elapsed)} ms`,
    );
  }, 60_000);

  // Under real load only some arrive in the same millisecond; with the clock stopped, all of them do.
  it("keeps submissions to one form that arrive in the same millisecond", async () => {
    const now = new Date("2025-01-01T00:00:00.000Z");
    vi.useFakeTimers({ toFake: ["Date"], now });
    try {
      const sent = Array.from({ length: 50 }, (_, i) => JSON.stringify(answers(i)));
      const responses = await Promise.all(sent.map((body) => postUnderLoad(`${outbox.url}/enrolment`, body)));
      expect(responses.map((r) => r.status)).toEqual(sent.map(() => 200));
    } finally {
      vi.useRealTimers();
    }
    const stamp = now.toISOString().replace(/[:.]/g, "-");
    expect(filesIn(outbox.folder).filter((file) => file.startsWith(stamp))).toHaveLength(50);
  });
});

describe("what the outbox refuses", () => {
  let outbox: RunningOutbox;
  beforeAll(async () => {
    outbox = await startOutbox();
  });
  afterAll(() => outbox?.close());

  /** Sends a request the outbox must refuse, and checks it wrote nothing, not even a temporary file. */
  async function refused(send: () => Promise<Response>, status: number): Promise<string> {
    mkdirSync(outbox.folder, { recursive: true });
    const before = filesIn(outbox.folder);
    const response = await send();
    expect(response.status).toBe(status);
    expect(filesIn(outbox.folder)).toEqual(before);
    return ((await response.json()) as { message: string }).message;
  }

  it("takes a JSON body of up to 64 KB, and refuses one byte more with 413", async () => {
    expect((await postJson(`${outbox.url}/enrolment`, jsonOfSize(LIMITS.submissionBytes))).status).toBe(200);
    const error = await refused(() => postJson(`${outbox.url}/enrolment`, jsonOfSize(LIMITS.submissionBytes + 1)), 413);
    expect(error).toMatch(/larger than 64 KB/);
  });

  it("refuses a far larger body as soon as it passes the limit", async () => {
    await refused(() => postJson(`${outbox.url}/enrolment`, jsonOfSize(32 * 1024 * 1024)), 413);
  });

  it.each(["not json", "[1, 2]", '"a string"', "null", "42", ""])("refuses the body %j with 400", async (body) => {
    const error = await refused(() => postJson(`${outbox.url}/enrolment`, body), 400);
    expect(error).toMatch(/must be a JSON object/);
  });

  it.each(["newsletter", "..%2Fpackage", "%E0%A4%A", "enrolment.json"])(
    "refuses the form %j with 404",
    async (form) => {
      await refused(() => postJson(`${outbox.url}/${form}`, "{}"), 404);
    },
  );

  it("takes a submission from its own pages or with no Origin, and refuses another site's with 403", async () => {
    const own = new URL(outbox.url).origin;
    const from = (origin: string) =>
      fetch(`${outbox.url}/enrolment`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin },
        body: JSON.stringify({ name: "Sita" }),
      });
    expect((await from(own)).status).toBe(200);
    expect((await postJson(`${outbox.url}/enrolment`, JSON.stringify({ name: "Sita" }))).status).toBe(200);
    for (const origin of ["http://evil.example", "null", own.replace("127.0.0.1", "localhost")]) {
      expect(await refused(() => from(origin), 403)).toMatch(/only from this site's own pages/);
    }
    const file = new FormData();
    file.append("file", new File([new Uint8Array(8)], "cv.png", { type: "image/png" }));
    const upload = () =>
      fetch(`${outbox.url}/upload`, { method: "POST", headers: { Origin: "http://evil.example" }, body: file });
    await refused(upload, 403);
  });

  it("accepts the e-mail template name the browser posts a career application under", async () => {
    const response = await postJson(`${outbox.url}/careers`, JSON.stringify({ name: "Applicant" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("keeps an upload of 5 MB and serves it back from the address it answers", async () => {
    const bytes = new Uint8Array(LIMITS.uploadBytes).fill(7);
    const response = await upload(outbox.url, new File([bytes], "cv.png", { type: "image/png" }));
    expect(response.status).toBe(200);
    const { secure_url } = (await response.json()) as { secure_url: string };
    expect(secure_url).toMatch(new RegExp(`^${outbox.url}/files/[\\d-]+T[\\d-]+Z-[\\da-f-]{36}-cv\\.png$`));
    const served = Buffer.from(await (await fetch(secure_url)).arrayBuffer());
    expect(served.equals(bytes)).toBe(true); // toEqual would compare 5 million numbers one by one
  });

  it("refuses an upload over 5 MB with 413", async () => {
    const file = new File([new Uint8Array(LIMITS.uploadBytes + 1)], "big.png", { type: "image/png" });
    expect(await refused(() => upload(outbox.url, file), 413)).toMatch(/larger than 5 MB/);
  });

  it("refuses an upload with no file, or an empty one, with 400", async () => {
    await refused(() => upload(outbox.url), 400);
    await refused(() => upload(outbox.url, new File([], "")), 400);
    await refused(() => postJson(`${outbox.url}/upload`, "{}"), 400);
  });

  it("removes the part of an upload whose client goes away mid-way", async () => {
    mkdirSync(join(outbox.folder, "files"), { recursive: true });
    const before = filesIn(outbox.folder);
    const req = request(`${outbox.url}/upload`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=cut" },
    });
    req.on("error", () => {});
    req.write('--cut\r\nContent-Disposition: form-data; name="file"; filename="cv.png"\r\n\r\n');
    req.write(Buffer.alloc(256 * 1024));
    await vi.waitFor(() => expect(filesIn(outbox.folder).some((f) => f.includes(".part"))).toBe(true));
    req.destroy();
    await vi.waitFor(() => expect(filesIn(outbox.folder)).toEqual(before));
  });

  it("never serves a file still being written, nor one outside files/", async () => {
    expect((await fetch(`${outbox.url}/files/.anything.part`)).status).toBe(404);
    expect((await fetch(`${outbox.url}/files/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${outbox.url}/files/missing.png`)).status).toBe(404);
  });
});
