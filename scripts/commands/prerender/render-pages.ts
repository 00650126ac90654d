import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { workerData } from "node:worker_threads";
import type { SocialCard } from "../../../src/content/social-card.ts";
import { writeSocialCards } from "./social-cards/write-social-cards.ts";
import { pageHtml, type Manifest } from "./page-html.ts";
import { NOT_FOUND, type RenderPagesTask } from "./render-pages-task.ts";

// A worker thread's body: renders its addresses and writes each page.
const { dist, serverEntry, addresses, version } = workerData as RenderPagesTask;
const { render } = (await import(
  pathToFileURL(serverEntry).href
)) as typeof import("../../../src/app/entry-server.tsx");
const template = readFileSync(join(dist, "index.html"), "utf8");
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8")) as Manifest;

const cards = new Map<string, SocialCard>();
for (const address of addresses) {
  const target = targetOf(address);
  mkdirSync(dirname(target), { recursive: true });
  const page = await render(address);
  writeFileSync(target, pageHtml(template, manifest, page, version));
  if (page.head.card) cards.set(page.head.card.src, page.head.card);
}
const started = performance.now();
const drawn = await writeSocialCards(dist, [...cards.values()]);
const elapsed = Math.round(performance.now() - started);
console.log(`social cards: ${cards.size} (${drawn} drawn, ${cards.size - drawn} from the cache) in ${elapsed} ms`);

function targetOf(address: string): string {
  if (address === "/") return join(dist, "index.html");
  if (address === NOT_FOUND) return join(dist, "404.html");
  return join(dist, address.slice(1), "index.html");
}
