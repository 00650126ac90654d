import { describe, expect, it } from "vitest";
import { ServiceError, worthRetrying } from "./service-error";

describe("worthRetrying", () => {
  it.each([0, 408, 429, 500, 502, 503])("tries a status %i again", (status) => {
    expect(worthRetrying(new ServiceError("no", status))).toBe(true);
  });

  it.each([400, 401, 403, 404, 413, 451])("never tries a status %i again: it would be refused again", (status) => {
    expect(worthRetrying(new ServiceError("no", status))).toBe(false);
  });

  it("never tries again what is not a service's answer (a bug, a missing setting)", () => {
    expect(worthRetrying(new Error("The public key is required"))).toBe(false);
  });
});
