import type { ServerResponse } from "node:http";

/** Answers with a JSON body, the only kind of answer the forms' transports read. */
export function reply(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(body));
}
