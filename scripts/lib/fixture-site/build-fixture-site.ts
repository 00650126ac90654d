import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CoursePage, Page } from "../../../src/generated/page.ts";
import { copySite } from "../copy-site.ts";
import { PROJECT_ROOT } from "../project-root.ts";
import { generateCourses } from "../../commands/bench/generate-courses.ts";
import { scaffoldPage } from "../../commands/scaffold/scaffold-page.ts";
import { addTheGuidesBlock } from "./added-block.ts";
import { cameraPhoto } from "./camera-photo.ts";
import { finish, writeAll } from "./written-course.ts";

/** The photos the fixture site shows, as a phone took them. */
export const FIXTURE_PHOTOS = {
  gallery: [
    { src: "/images/gallery/lab-afternoon.jpg", width: 4032, height: 3024 },
    { src: "/images/gallery/trainer-screen.jpg", width: 4032, height: 3024 },
    { src: "/images/gallery/design-class.jpg", width: 3000, height: 3000 },
  ],
  /** Held upright, so stored on its side (EXIF orientation 6): drawn upright, 3024 wide and 4032 high. */
  testimonial: { src: "/images/avatars/sujata-portrait.jpg", width: 4032, height: 3024 },
  /** The first of the hero slider's pictures: the first picture a visitor sees. */
  hero: { src: "/images/hero/campus-morning.jpg", width: 4032, height: 3024 },
  /** A course's card picture: shown by every list of courses. */
  card: {
    src: "/images/courses/frontend-class.jpg",
    width: 4032,
    height: 3024,
    course: "pages/courses/frontend-development.json",
  },
} as const;

/** The courses the fixture adds, each as an author would have made it. */
export const FIXTURE_COURSES = {
  /** docs/adding-a-course.md followed: scaffolded with no category, every text written, published. */
  handMade: {
    title: "Kubernetes Training",
    path: "/kubernetes-training",
    file: "pages/courses/kubernetes-training.json",
  },
  /** Scaffolded in a category and written in full, but left a draft: in no page of the build. */
  draft: {
    title: "Helm Charts",
    path: "/helm-charts",
    file: "pages/courses/helm-charts.json",
    category: "Cloud, DevOps and Security",
  },
  /** As editor-journey.test.ts's author leaves it: started in its category, written, moved, published. */
  moved: {
    title: "Terraform Training",
    path: "/terraform",
    aliases: ["/terraform-training"],
    file: "pages/courses/terraform.json",
    category: "Cloud, DevOps and Security",
  },
} as const;

/**
 * How many courses the fixture generates (generate-courses.ts): over three times the menus' limit
 * (the site's listEveryCourseUpTo, 60), and enough that each category has more courses than its page
 * shows as cards, so its A-to-Z list is drawn too.
 */
export const GENERATED_COURSES = 200;

/** The fixture site: a copy of the project, its build in dist/ (`npm run build:fixture`). */
export const FIXTURE_SITE = join(PROJECT_ROOT, "dist-fixture");
export const FIXTURE_DIST = join(FIXTURE_SITE, "dist");

/** A photo as the camera wrote it, before the build: its address and its size in bytes. */
export interface CameraPhoto {
  src: string;
  bytes: number;
}

/** The photos of the last `npm run build:fixture`, as the camera wrote them. */
export const CAMERA_PHOTOS = join(FIXTURE_SITE, "camera-photos.json");

/**
 * The site as staff grow it, built once for every test that needs more than today's pages: a copy of
 * the project with
 * - GENERATED_COURSES generated courses (the scale tests);
 * - the FIXTURE_COURSES, scaffolded and written as their authors would (new-course, editor-journey);
 * - camera photos on its home page, as an author would add them around the editor: the hero slider's
 *   first, three in the gallery, one as a testimonial's photo and one on a course's card, each several
 *   megabytes with GPS in it and the document's width and height wrong (the photo tests, the bench);
 * - the block docs/adding-a-block.md adds, as the guide writes it, on the page it names (new-block);
 * built as `npm run build` builds it where no form settings are set (the site, then the editor; the
 * forms post to the local outbox: the outbox tests, the other engines), into FIXTURE_SITE/dist.
 */
export async function buildFixtureSite(): Promise<void> {
  const root = copySite("dist-fixture-", { parent: PROJECT_ROOT });
  try {
    // The authors' courses first: each is then among its category's first (on /courses, in the menus).
    await writeCourses(root);
    generateCourses(root, GENERATED_COURSES);
    const written = await writePhotos(root);
    addTheGuidesBlock(root);
    execFileSync("npm", ["run", "-s", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: buildEnv() });
    writeFileSync(join(root, "camera-photos.json"), `${JSON.stringify(written, null, 2)}\n`);
    rmSync(FIXTURE_SITE, { recursive: true, force: true });
    renameSync(root, FIXTURE_SITE);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}

/**
 * This process's environment without a NODE_ENV (Vitest's "test" would give React's development build, a
 * deploy's "production" refuses a build whose forms reach no one) and without form settings: Vite's
 * production build, whose forms post to the local outbox.
 */
function buildEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== "NODE_ENV" && !name.startsWith("VITE_")),
  );
}

/** Scaffolds each of the FIXTURE_COURSES and writes it as its author did. */
async function writeCourses(root: string): Promise<void> {
  const { handMade, draft, moved } = FIXTURE_COURSES;
  const write = async (title: string, category: string | undefined, finished: (text: string) => string) => {
    const result = await scaffoldPage("course", title, root, { category });
    if (!result.ok) throw new Error(`The fixture's course "${title}" could not be scaffolded: ${result.message}`);
    writeFileSync(join(root, result.file), finished(result.text));
    return result.file;
  };
  await write(handMade.title, undefined, finish);
  await write(draft.title, draft.category, writeAll);
  const started = await write(moved.title, moved.category, finish);
  const course = JSON.parse(readFileSync(join(root, started), "utf8")) as CoursePage;
  rmSync(join(root, started));
  writeFileSync(
    join(root, moved.file),
    `${JSON.stringify({ ...course, path: moved.path, aliases: [...moved.aliases] }, null, 2)}\n`,
  );
}

async function writePhotos(root: string): Promise<CameraPhoto[]> {
  const { gallery, testimonial, hero, card } = FIXTURE_PHOTOS;
  const written: CameraPhoto[] = [];
  for (const photo of [...gallery, testimonial, hero, card]) {
    const file = join(root, "public", photo.src);
    mkdirSync(join(file, ".."), { recursive: true });
    const bytes = await cameraPhoto(photo.src, photo.width, photo.height, photo === testimonial);
    writeFileSync(file, bytes);
    written.push({ src: photo.src, bytes: bytes.length });
  }
  const homeFile = join(root, "pages/home.json");
  const home = JSON.parse(readFileSync(homeFile, "utf8")) as Page;
  for (const block of home.blocks) {
    if (block.type === "gallery") {
      gallery.forEach(({ src }, i) => Object.assign(block.photos[i], { src, width: 640, height: 480 }));
    }
    if (block.type === "hero-slider") Object.assign(block.slides[0], { src: hero.src, width: 1600, height: 900 });
    if (block.type === "testimonial-carousel" && block.items[0].image) {
      Object.assign(block.items[0].image, { src: testimonial.src, width: 96, height: 96 });
    }
  }
  writeFileSync(homeFile, `${JSON.stringify(home, null, 2)}\n`);
  const courseFile = join(root, card.course);
  const course = JSON.parse(readFileSync(courseFile, "utf8")) as CoursePage;
  Object.assign(course.card.image, { src: card.src, width: 640, height: 400 });
  writeFileSync(courseFile, `${JSON.stringify(course, null, 2)}\n`);
  return written;
}
