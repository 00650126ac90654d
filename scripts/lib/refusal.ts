import type { ServerResponse } from "node:http";

/**
 * How every local service (the form outbox, the page editor's endpoints) turns a request down: a 4xx
 * status and, in the body, `{ message }` in words for whoever reads it.
 */
export interface Refusal {
  status: number;
  message: string;
}

/** Answers with a JSON body, the only kind of answer the services' callers read. */
export function reply(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json");
  res.end(JSON.stringify(body));
}

/** Answers with a refusal's status and its `{ message }`. */
export function refuse(res: ServerResponse, { status, message }: Refusal): void {
  reply(res, status, { message });
}
