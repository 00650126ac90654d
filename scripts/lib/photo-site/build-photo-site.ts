import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CoursePage, Page } from "../../../src/generated/page.ts";
import { copySite } from "../copy-site.ts";
import { cameraPhoto } from "./camera-photo.ts";

/** The photos the home page shows in the photo site, as a phone took them. */
export const PHOTO_SITE_PHOTOS = {
  gallery: [
    { src: "/images/gallery/lab-afternoon.jpg", width: 4032, height: 3024 },
    { src: "/images/gallery/trainer-screen.jpg", width: 4032, height: 3024 },
    { src: "/images/gallery/design-class.jpg", width: 3000, height: 3000 },
  ],
  /** Held upright, so stored on its side (EXIF orientation 6): drawn upright, 3024 wide and 4032 high. */
  testimonial: { src: "/images/avatars/sujata-portrait.jpg", width: 4032, height: 3024 },
  /** A course's card picture: shown by every list of courses. */
  card: {
    src: "/images/courses/frontend-class.jpg",
    width: 4032,
    height: 3024,
    course: "pages/courses/frontend-development.json",
  },
} as const;

export interface PhotoSite {
  root: string;
  dist: string;
}

/**
 * A copy of the site whose home page shows camera photos, as an author would add them around the
 * editor: three in the gallery, one as a testimonial's photo and one on a course's card, each several megabytes with GPS in
 * it and the document's width and height wrong, then built as the site is (`npm run build:site`).
 */
export function buildPhotoSite(prefix = "site-photos-"): Promise<PhotoSite> {
  return writePhotoSite(copySite(prefix));
}

async function writePhotoSite(root: string): Promise<PhotoSite> {
  const { gallery, testimonial, card } = PHOTO_SITE_PHOTOS;
  for (const photo of [...gallery, testimonial, card]) {
    const file = join(root, "public", photo.src);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, await cameraPhoto(photo.src, photo.width, photo.height, photo === testimonial));
  }
  const homeFile = join(root, "pages/home.json");
  const home = JSON.parse(readFileSync(homeFile, "utf8")) as Page;
  for (const block of home.blocks) {
    if (block.type === "gallery") {
      gallery.forEach(({ src }, i) => Object.assign(block.photos[i], { src, width: 640, height: 480 }));
    }
    if (block.type === "testimonial-carousel" && block.items[0].image) {
      Object.assign(block.items[0].image, { src: testimonial.src, width: 96, height: 96 });
    }
  }
  writeFileSync(homeFile, `${JSON.stringify(home, null, 2)}\n`);
  const courseFile = join(root, card.course);
  const course = JSON.parse(readFileSync(courseFile, "utf8")) as CoursePage;
  Object.assign(course.card.image, { src: card.src, width: 640, height: 400 });
  writeFileSync(courseFile, `${JSON.stringify(course, null, 2)}\n`);
  execFileSync("npm", ["run", "-s", "build:site"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  return { root, dist: join(root, "dist") };
}
