import { gitRequest, type GitServer } from "./git-request";
import { FLUSH, joinBytes, packetLine, packets, packetText } from "./pkt-line";

/** No commit: a branch that does not exist yet, or one to remove. */
const NONE = "0".repeat(40);

/** A branch moved from one commit to another; null where there is none (made, or removed). */
export interface BranchUpdate {
  ref: string;
  from: string | null;
  to: string | null;
}

export type PushAnswer = { ok: true } | { ok: false; message: string };

/**
 * Pushing over smart HTTP (git-receive-pack): one branch moved, with a pack of the objects the server
 * lacks. The server moves the branch only if it is still at `from`, so nothing another push put there
 * meanwhile is lost. What the server's hooks print comes to `onMessage` as they print it (it is read
 * once the answer is whole); a refusal comes back with their words.
 */
export async function pushBranch(
  server: GitServer,
  { ref, from, to }: BranchUpdate,
  pack: Uint8Array | undefined,
  onMessage?: (said: string) => void,
): Promise<PushAnswer> {
  const command = `${from ?? NONE} ${to ?? NONE} ${ref}\0report-status side-band-64k agent=site-editor`;
  const body = joinBytes([packetLine(command), FLUSH, ...(pack ? [pack] : [])]);
  const answer = await gitRequest(server, "git-receive-pack", { body });
  const said: string[] = [];
  const report: Uint8Array[] = [];
  for (const packet of packets(answer)) {
    if (!(packet instanceof Uint8Array)) continue;
    const band = packet[0];
    const text = new TextDecoder().decode(packet.subarray(1));
    if (band === 1) report.push(packet.subarray(1));
    else if (band === 2) {
      said.push(text);
      onMessage?.(text);
    } else if (band === 3) said.push(text);
  }
  const lines = [...packets(joinBytes(report))].filter((packet) => packet instanceof Uint8Array).map(packetText);
  const unpacked = lines.find((line) => line.startsWith("unpack "));
  const refused = lines.find((line) => line.startsWith(`ng ${ref} `));
  if (unpacked === "unpack ok" && lines.includes(`ok ${ref}`)) return { ok: true };
  const why = refused?.slice(`ng ${ref} `.length) ?? unpacked?.slice("unpack ".length) ?? "the server gave no reason";
  return { ok: false, message: [...said, why].join("").trim() };
}
