import { gitRequest, type GitServer } from "./git-request";
import { DELIM, FLUSH, joinBytes, packetLine, packets, packetText } from "./pkt-line";

/** What to fetch: the objects wanted, what this copy has already, and how much of the history. */
export interface FetchRequest {
  wants: readonly string[];
  /** Commits this copy has (with their trees, as the filter fetched them): the server leaves out what they hold. */
  haves?: readonly string[];
  /** Commits this copy has without their parents, as the server told it. */
  shallows?: readonly string[];
  /** How many commits back from each wanted one; none for objects wanted by their ids. */
  depth?: number;
  /** Commits and trees without any file (blob:none), or commits alone (tree:0). */
  filter?: "blob:none" | "tree:0";
}

export interface FetchedPack {
  /** The pack as the server sent it, or undefined when it holds no object. */
  pack: Uint8Array | undefined;
  /** Commits the server sent without their parents. */
  shallow: string[];
  /** Commits this copy had without their parents whose parents came now. */
  unshallow: string[];
}

/**
 * Git's own protocol (version 2) over smart HTTP, as much of it as the editor uses: the branches it
 * asks for by name (ls-refs), and packs of exactly the objects it wants, filtered, with the history
 * cut at a depth, leaving out what this copy already has (fetch). One request each, every answer read
 * whole: a pack for the editor is small, and bounded by what it asks for.
 */
export function uploadPack(server: GitServer) {
  let advertised: Promise<ReadonlySet<string>> | undefined;

  /** What the server can do: its version 2 capabilities (`fetch=shallow filter` names fetch's). */
  function capabilities(): Promise<ReadonlySet<string>> {
    advertised ??= gitRequest(server, "git-upload-pack", { protocol: "version=2" }).then((answer) => {
      const lines = [...packets(answer)].filter((packet) => packet instanceof Uint8Array).map(packetText);
      const start = lines.indexOf("version 2");
      if (start < 0)
        throw new Error(
          "This git server does not speak git's protocol version 2 (git 2.18, 2018, and every git host since): the editor needs it.",
        );
      return new Set(lines.slice(start + 1).flatMap(capabilityNames));
    });
    advertised.catch(() => (advertised = undefined));
    return advertised;
  }

  async function command(name: string, args: readonly string[]): Promise<Uint8Array> {
    const body = joinBytes([packetLine(`command=${name}`), DELIM, ...args.map(packetLine), FLUSH]);
    return gitRequest(server, "git-upload-pack", { body, protocol: "version=2" });
  }

  /** The branches' latest commits by their full names (refs/heads/…); a branch the server lacks is absent. */
  async function listRefs(names: readonly string[]): Promise<Map<string, string>> {
    await capabilities();
    const answer = await command(
      "ls-refs",
      names.map((name) => `ref-prefix ${name}`),
    );
    const refs = new Map<string, string>();
    for (const packet of packets(answer)) {
      if (!(packet instanceof Uint8Array)) continue;
      const [oid, name] = packetText(packet).split(" ");
      if (names.includes(name)) refs.set(name, oid);
    }
    return refs;
  }

  /** A pack of the wanted objects; a filter the server does not offer is left out (the files come too). */
  async function fetchPack({ wants, haves = [], shallows = [], depth, filter }: FetchRequest): Promise<FetchedPack> {
    const can = await capabilities();
    const args = [
      "ofs-delta",
      "no-progress",
      ...(depth ? [`deepen ${depth}`] : []),
      ...(filter && can.has("fetch:filter") ? [`filter ${filter}`] : []),
      ...shallows.map((oid) => `shallow ${oid}`),
      ...wants.map((oid) => `want ${oid}`),
      ...haves.map((oid) => `have ${oid}`),
      "done",
    ];
    return readFetchAnswer(await command("fetch", args));
  }

  return { capabilities, listRefs, fetchPack };
}

export type UploadPack = ReturnType<typeof uploadPack>;

/** "fetch=shallow filter" → fetch, fetch:shallow, fetch:filter. */
function capabilityNames(line: string): string[] {
  const [name, values] = line.split("=", 2);
  return [name, ...(values ? values.split(" ").map((value) => `${name}:${value}`) : [])];
}

/** The fetch command's answer: its shallow-info section and its pack (side band 1; 3 is the server's error). */
function readFetchAnswer(answer: Uint8Array): FetchedPack {
  const shallow: string[] = [];
  const unshallow: string[] = [];
  const pack: Uint8Array[] = [];
  let section = "";
  for (const packet of packets(answer)) {
    if (!(packet instanceof Uint8Array)) continue;
    if (section !== "packfile") {
      const text = packetText(packet);
      if (text.startsWith("ERR ")) throw new Error(`The git server refused: ${text.slice(4)}`);
      if (text === "shallow-info" || text === "packfile" || text === "acknowledgments") section = text;
      else if (section === "shallow-info" && text.startsWith("shallow ")) shallow.push(text.slice(8));
      else if (section === "shallow-info" && text.startsWith("unshallow ")) unshallow.push(text.slice(10));
      continue;
    }
    const band = packet[0];
    if (band === 1) pack.push(packet.subarray(1));
    if (band === 3) throw new Error(`The git server refused: ${packetText(packet.subarray(1))}`);
  }
  const bytes = joinBytes(pack);
  const objects = bytes.length >= 12 ? new DataView(bytes.buffer, bytes.byteOffset).getUint32(8) : 0;
  return { pack: objects > 0 ? bytes : undefined, shallow, unshallow };
}
