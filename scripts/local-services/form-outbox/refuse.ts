import type { ServerResponse } from "node:http";
import type { Refusal } from "./refusals.ts";
import { reply } from "./reply.ts";

export function refuse(res: ServerResponse, { status, error }: Refusal): void {
  reply(res, status, { error });
}
