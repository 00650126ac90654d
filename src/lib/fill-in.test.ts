import { expect, it } from "vitest";
import { fillIn } from "./fill-in";

it("fills each {name} it is given, wherever the language puts it, and leaves the others as written", () => {
  expect(fillIn("All {count} courses", { count: 5 })).toBe("All 5 courses");
  expect(fillIn("{count} मध्ये {shown} अनुभव", { shown: "२", count: "४" })).toBe("४ मध्ये २ अनुभव");
  expect(fillIn("Next: {what} {unknown}", { what: "Testimonials" })).toBe("Next: Testimonials {unknown}");
  expect(fillIn("{title} {title}", { title: "C++" })).toBe("C++ C++");
});
