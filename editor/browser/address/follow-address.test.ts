import { followAddress, withAlias } from "./follow-address";

const page = { path: "/mission", kind: "page", title: "Our Mission" };

describe("followAddress", () => {
  it("keeps the saved address as an alias, right after the address, once the address leaves it", () => {
    const moved = followAddress(page, { ...page, path: "/our-mission" }, "/mission");
    expect(moved).toEqual({ path: "/our-mission", aliases: ["/mission"], kind: "page", title: "Our Mission" });
    expect(Object.keys(moved as object)).toEqual(["path", "aliases", "kind", "title"]);
  });

  it("adds to the aliases a page has, and leaves them as they were when the address comes back", () => {
    const withOld = { ...page, aliases: ["/our-aim"] };
    const moved = followAddress(withOld, { ...withOld, path: "/our-mission" }, "/mission");
    expect(moved).toMatchObject({ aliases: ["/our-aim", "/mission"] });
    expect(followAddress(moved, { ...(moved as object), path: "/mission" }, "/mission")).toEqual(withOld);
  });

  it("follows typing: one alias while the address is being written, none once it is back", () => {
    let data: unknown = page;
    for (const path of ["/missio", "/missi", "/m", "/mi", "/mission-statement"])
      data = followAddress(data, { ...(data as object), path }, "/mission");
    expect(data).toMatchObject({ path: "/mission-statement", aliases: ["/mission"] });
    for (const path of ["/mission-statemen", "/mission"])
      data = followAddress(data, { ...(data as object), path }, "/mission");
    expect(data).toEqual(page);
  });

  it("leaves the author's choice alone while the address does not change", () => {
    const moved = { ...page, path: "/our-mission" };
    expect(followAddress(moved, { ...moved, title: "Mission" }, "/mission")).toEqual({ ...moved, title: "Mission" });
    expect(followAddress(page, { ...page, path: "/x" }, undefined)).toEqual({ ...page, path: "/x" });
  });
});

describe("withAlias", () => {
  it("adds or removes one alias, dropping an empty list", () => {
    const kept = withAlias(page, "/mission-old", true);
    expect(kept).toMatchObject({ aliases: ["/mission-old"] });
    expect(withAlias(kept, "/mission-old", true)).toBe(kept);
    expect(withAlias(kept, "/mission-old", false)).toEqual(page);
  });
});
