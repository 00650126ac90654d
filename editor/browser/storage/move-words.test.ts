import { moveWords } from "./move-words";

const move = { from: "/mission", to: "/our-mission", file: "pages/our-mission.json" };

describe("moveWords", () => {
  it("says where the page goes, which pages' links follow, and what the old address does", () => {
    expect(moveWords({ ...move, linkedFrom: ["About Us", "Our Vision", "Site settings"], keptOld: true }, false)).toBe(
      "Saving moves the page from /mission to /our-mission. Its links on About Us, Our Vision and Site settings will lead to the new address. /mission will still show it, for links shared before.",
    );
    expect(moveWords({ ...move, linkedFrom: [], keptOld: false }, true)).toBe(
      "The page moved from /mission to /our-mission. Links to /mission shared elsewhere will find no page.",
    );
  });
});
