import type { Refusal } from "../../../scripts/lib/refusal.ts";

/** Thrown by a guard or an endpoint to answer with a refusal's status and { message }. */
export class RequestError extends Error {
  readonly status: number;

  constructor({ status, message }: Refusal) {
    super(message);
    this.status = status;
  }
}
