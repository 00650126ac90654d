import { describe, expect, it } from "vitest";
import { pictureRoleAt, picturesOfDocument } from "./pictures-of-document";

const photo = (src: string) => ({ src, alt: "A photo", width: 640, height: 480 });

describe("picturesOfDocument", () => {
  it("gives each photo the role of its place, and leaves SVG drawings out", () => {
    const document = {
      path: "/",
      card: { image: photo("/images/courses/card.jpg") },
      blocks: [
        { type: "gallery", photos: [photo("/images/gallery/a.jpg"), photo("/images/gallery/b.svg")] },
        { type: "testimonial-carousel", items: [{ name: "Sujata", image: photo("/images/avatars/s.webp") }] },
        { type: "hero-slider", slides: [photo("/images/hero/h.avif")] },
        { type: "logo-carousel", logos: [photo("/images/clients/c.png")] },
        { type: "banner", image: photo("/images/other/x.JPEG") },
      ],
    };
    expect(picturesOfDocument(document).map(({ src, role }) => `${role} ${src}`)).toEqual([
      "card /images/courses/card.jpg",
      "gallery /images/gallery/a.jpg",
      "avatar /images/avatars/s.webp",
      "cover /images/hero/h.avif",
      "logo /images/clients/c.png",
      "content /images/other/x.JPEG",
    ]);
  });

  it("hands back the picture's own object, for the build to add to", () => {
    const image = photo("/images/gallery/a.jpg");
    expect(picturesOfDocument({ blocks: [{ type: "gallery", photos: [image] }] })[0].image).toBe(image);
  });
});

describe("pictureRoleAt", () => {
  it("gives the role of the picture at a path, as picturesOfDocument finds it", () => {
    const document = {
      card: { image: photo("/images/courses/card.svg") },
      blocks: [{ type: "banner" }, { type: "testimonial-list", items: [{ image: photo("/images/avatars/s.svg") }] }],
    };
    expect(pictureRoleAt(document, ["card", "image"])).toBe("card");
    expect(pictureRoleAt(document, ["blocks", 1, "items", 0, "image"])).toBe("avatar");
    expect(pictureRoleAt(document, ["blocks", 0, "image"])).toBe("content");
  });
});
