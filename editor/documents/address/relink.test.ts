// @vitest-environment node
import { relink } from "./relink.ts";

describe("relink", () => {
  it("changes links to the old address, keeping a query or a part, and no other address", () => {
    const data = {
      nav: [{ href: "/mission" }, { href: "/mission#values" }, { href: "/mission?ref=menu" }, { href: "/missions" }],
      courses: ["/mission", "/mission-statement"],
    };
    const references = [
      ...data.nav.map((link, i) => ({ kind: "route" as const, value: link.href, pointer: `/nav/${i}/href` })),
      ...data.courses.map((value, i) => ({ kind: "course" as const, value, pointer: `/courses/${i}` })),
    ];
    expect(relink(data, references, "/mission", "/our-mission")).toBe(4);
    expect(data).toEqual({
      nav: [
        { href: "/our-mission" },
        { href: "/our-mission#values" },
        { href: "/our-mission?ref=menu" },
        { href: "/missions" },
      ],
      courses: ["/our-mission", "/mission-statement"],
    });
  });
});
