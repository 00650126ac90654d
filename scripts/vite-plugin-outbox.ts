import { createReadStream, createWriteStream, existsSync, mkdirSync, writeFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { basename, join } from "node:path";
import busboy from "busboy";
import type { Connect, Plugin, ResolvedConfig } from "vite";

const PREFIX = "/__outbox";
const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const SETTINGS = [
  "VITE_EMAILJS_PUBLIC_KEY",
  "VITE_EMAILJS_SERVICE_ID",
  "VITE_EMAILJS_ENROLMENT_TEMPLATE_ID",
  "VITE_EMAILJS_CAREERS_TEMPLATE_ID",
  "VITE_CLOUDINARY_CLOUD_NAME",
  "VITE_CLOUDINARY_UPLOAD_PRESET",
];

/**
 * The forms' local default: with no EmailJS or upload settings, the dev and preview servers accept
 * each submission and save it (and any uploaded file) under outbox/, one file per submission.
 */
export function outboxPlugin(outbox: string): Plugin {
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    if (!req.url?.startsWith(`${PREFIX}/`)) return next();
    const route = req.url.slice(PREFIX.length + 1).split("?")[0];
    mkdirSync(join(outbox, "files"), { recursive: true });
    if (req.method === "GET" && route.startsWith("files/"))
      return serveFile(join(outbox, "files", basename(route)), res);
    if (req.method !== "POST") return reply(res, 405, { error: "POST only" });
    if (route === "upload") return saveUpload(req, res, outbox);
    return saveSubmission(req, res, outbox, basename(decodeURIComponent(route)));
  };
  let config: ResolvedConfig;
  const missing = () => SETTINGS.filter((name) => !config.env[name]);
  const announce = (log: (message: string) => void) => {
    if (missing().length > 0) log(`Forms: ${missing().join(", ")} not set, so submissions are saved in ${outbox}/`);
  };
  return {
    name: "outbox",
    configResolved(resolved) {
      config = resolved;
    },
    buildStart() {
      if (config.command !== "build" || config.build.ssr || missing().length === 0) return;
      this.warn(
        `${missing().join(", ")} not set: the forms will post to ${PREFIX}, which only \`npm start\` and \`npm run preview\` answer. See .env.example.`,
      );
    },
    configureServer(server) {
      server.middlewares.use(middleware);
      announce((m) => server.config.logger.info(m));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      announce((m) => server.config.logger.info(m));
    },
  };
}

function stamp(): string {
  return new Date().toISOString().replace(/[:.]/g, "-");
}

function saveSubmission(req: IncomingMessage, res: ServerResponse, outbox: string, form: string): void {
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    try {
      const fields = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      const file = join(outbox, `${stamp()}-${form}.json`);
      writeFileSync(file, `${JSON.stringify({ form, receivedAt: new Date().toISOString(), fields }, null, 2)}\n`);
      console.log(`[outbox] ${form} form saved to ${file}`);
      reply(res, 200, { ok: true });
    } catch {
      reply(res, 400, { error: "The body must be JSON." });
    }
  });
}

function saveUpload(req: IncomingMessage, res: ServerResponse, outbox: string): void {
  const parser = busboy({ headers: req.headers, limits: { files: 1, fileSize: MAX_UPLOAD_BYTES } });
  let saved: { name: string; written: Promise<void> } | undefined;
  let tooLarge = false;
  parser.on("file", (_field, stream, info) => {
    const name = `${stamp()}-${basename(info.filename ?? "upload").replace(/[^\w.-]/g, "_")}`;
    const out = createWriteStream(join(outbox, "files", name));
    saved = { name, written: new Promise((resolve) => out.on("finish", () => resolve())) };
    stream.on("limit", () => (tooLarge = true));
    stream.pipe(out);
  });
  parser.on("close", async () => {
    if (!saved || tooLarge) return reply(res, 400, { error: tooLarge ? "File too large" : "No file" });
    await saved.written;
    console.log(`[outbox] upload saved to ${join(outbox, "files", saved.name)}`);
    reply(res, 200, { secure_url: `http://${req.headers.host ?? "localhost"}${PREFIX}/files/${saved.name}` });
  });
  req.pipe(parser);
}

function serveFile(path: string, res: ServerResponse): void {
  if (!existsSync(path)) return reply(res, 404, { error: "Not found" });
  res.setHeader("Content-Type", "application/octet-stream");
  createReadStream(path).pipe(res);
}

function reply(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(body));
}
