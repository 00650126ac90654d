import { expect, it } from "vitest";
import { serializeJsonLd } from "./serialize-json-ld";

it("writes JSON that cannot close its script tag, and reads back the same", () => {
  const data = { name: "</script><script>alert(1)</script>", text: "Q&A <!-- --> ]]>" };
  const text = serializeJsonLd(data);
  expect(text).not.toMatch(/[<>&]/);
  expect(JSON.parse(text)).toEqual(data);
});
