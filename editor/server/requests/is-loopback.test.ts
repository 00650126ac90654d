// @vitest-environment node
import { describe, expect, it } from "vitest";
import { isLoopback } from "./is-loopback.ts";

describe("isLoopback", () => {
  it.each(["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1", "::FFFF:127.0.0.1"])("accepts %s", (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each([undefined, "", "10.0.0.2", "192.168.1.5", "::ffff:192.168.1.5", "fe80::1", "128.0.0.1", "127.0.0.1.evil"])(
    "refuses %s",
    (address) => {
      expect(isLoopback(address)).toBe(false);
    },
  );
});
