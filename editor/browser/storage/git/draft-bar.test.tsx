import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ReactNode } from "react";
import type { DraftShelf, PublishOutcome, PublishStep, Standing } from "../../../documents/storage-contract";
import { DraftBar } from "./draft-bar";
import { PublishControl } from "../publish-control";
import { PublishingProvider } from "../going-live/publishing";
import { StorageContext } from "../storage-context";
import { fakeStorage } from "../fake-storage.fixture";
import { keepUnsavedCopy } from "../unsaved-copies";

const COMMIT = "3f0c6a1e2b9d4c8f7a6e5d4c3b2a1f0e9d8c7b6a";

/** A draft with one page waiting, whose Publish goes through `steps`, then ends as `outcome`. */
function draftOf(outcome: PublishOutcome, steps: PublishStep[] = []): DraftShelf {
  let published = false;
  return {
    author: "sita",
    waiting: vi.fn(async () => (published ? [] : [{ file: "pages/courses/rust.json", name: "Rust Programming" }])),
    publish: vi.fn(async (onStep?: (step: PublishStep) => void) => {
      for (const step of steps) onStep?.(step);
      published = outcome.kind === "published";
      return outcome;
    }),
    signOut: vi.fn(),
  };
}

/**
 * The live site as the editor asks it: /version.json naming `commits` one after the other, and the
 * server's /deploy-status.json answering `statuses` one after the other (null: a host that keeps none).
 */
function liveSiteAt(commits: string[], statuses: (object | null)[] = [null]) {
  const next = <T,>(list: T[]) => (list.length > 1 ? list.shift()! : list[0]!);
  const answer = vi.fn(async (address: string) => {
    if (address.startsWith("/version.json")) return Response.json({ commit: next(commits) });
    const status = next(statuses);
    return status ? Response.json(status) : new Response("Not found", { status: 404 });
  });
  vi.stubGlobal("fetch", answer);
  return answer;
}
const asked = (answer: ReturnType<typeof liveSiteAt>, file: string) =>
  answer.mock.calls.filter(([address]) => address.startsWith(file));

/** The bar as the editor shows it: below the storage, and the one Publish every screen shares. */
function renderBar(draft: DraftShelf, storage = fakeStorage([]).storage, beside?: ReactNode) {
  return render(
    <StorageContext value={{ ...storage, draft }}>
      <PublishingProvider draft={draft}>
        <DraftBar />
        {beside}
      </PublishingProvider>
    </StorageContext>,
  );
}

/** A course's own status bar, as its screen shows it beside the draft bar, standing as given. */
function courseStatus(standing: Standing) {
  const page = { kind: "course", path: "/rust-programming", title: "Rust Programming" };
  return (
    <PublishControl
      file="pages/courses/rust.json"
      data={page}
      saved={page}
      problems={[]}
      checked
      standing={standing}
      onDraftMark={vi.fn()}
      onSave={vi.fn()}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("DraftBar's Publish", () => {
  it("shows each step as the server reaches it, then Live once the live site serves the commit, with a link to the page", async () => {
    const site = liveSiteAt(
      ["0".repeat(40), "0".repeat(40), COMMIT],
      [
        { state: "building", commit: "1".repeat(40), since: "2026-11-28T10:00:00Z" },
        { state: "building", commit: COMMIT, since: "2026-11-28T10:00:05Z" },
      ],
    );
    const draft = draftOf({ kind: "published", commit: COMMIT, addresses: ["/rust-programming"] }, ["checking"]);
    renderBar(draft);
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));

    const region = screen.getByRole("region", { name: "Your draft" });
    const current = () => within(region).queryByRole("listitem", { current: "step" })?.textContent;
    // On main, while the server builds another commit: Publishing, until its build of this one starts.
    await waitFor(() => expect(current()).toContain("Publishing"));
    await waitFor(() => expect(current()).toContain("Building the site"), { timeout: 5_000 });
    await waitFor(
      () => expect(within(region).getByRole("status")).toHaveTextContent(/^Live: visitors see it now \(\d+ s after/),
      { timeout: 10_000 },
    );
    // Asked past every cache, until the site named the commit.
    expect(asked(site, "/version.json")).toHaveLength(3);
    expect(asked(site, "/version.json")[0]).toEqual([
      expect.stringMatching(/^\/version\.json\?at=\d+$/),
      { cache: "no-store" },
    ]);
    expect(
      within(screen.getByRole("list", { name: "Publishing" }))
        .getAllByRole("listitem")
        .map((step) => step.dataset.state),
    ).toEqual(["done", "done", "done", "done"]);
    expect(screen.getByRole("link", { name: "See /rust-programming on the site" })).toHaveAttribute(
      "href",
      `/rust-programming?published=${COMMIT.slice(0, 12)}`,
    );
    expect(screen.queryByRole("button", { name: "Publish to the site" })).toBeNull();
    // Every form reaches the company (or the site says nothing of its forms): no warning.
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names a page Publishing… on its own screen while its publish goes, then On the site, live since when", async () => {
    liveSiteAt(["0".repeat(40), COMMIT], [{ state: "building", commit: COMMIT, since: "2026-11-28T10:00:00Z" }]);
    const draft = draftOf({ kind: "published", commit: COMMIT, addresses: ["/rust-programming"] });
    renderBar(draft, undefined, courseStatus("new"));
    const control = screen.getByRole("region", { name: "Publishing" });
    expect(control).toHaveTextContent("Not on the site yet");
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    await waitFor(() => expect(control).toHaveTextContent("Publishing…"));
    expect(control).toHaveTextContent("Visitors see this course at /rust-programming once the site is built");
    await waitFor(() => expect(control).toHaveTextContent(/^On the site.*: live since \d{1,2}:\d\d/), {
      timeout: 10_000,
    });
  });

  it("says since when a page on the site is there: when the live site was built", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ commit: COMMIT, builtAt: "2026-11-28T10:05:00Z" })),
    );
    renderBar(draftOf({ kind: "published", commit: COMMIT, addresses: [] }), undefined, courseStatus("same"));
    const control = screen.getByRole("region", { name: "Publishing" });
    const when = new Date("2026-11-28T10:05:00Z").toLocaleString([], {
      day: "numeric",
      month: "short",
      hour: "2-digit",
      minute: "2-digit",
    });
    await waitFor(() =>
      expect(control).toHaveTextContent(
        `Visitors see this course at /rust-programming. The site visitors see went live on ${when}.`,
      ),
    );
  });

  it("once live, warns staff when the live site's build says a form reaches no one, and only then", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          commit: COMMIT,
          builtAt: "",
          forms: { enrolment: "EmailJS", career: null, "course-inquiry": null },
        }),
      ),
    );
    renderBar(draftOf({ kind: "published", commit: COMMIT, addresses: [] }, ["building"]));
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    const warning = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(warning).toHaveTextContent(
      "Warning: on the live site, the job application and course inquiry reach no one: what visitors send there is lost.",
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^Live: visitors see it now \(/);
  });

  it("says, while the server builds, how long that usually takes and how long it has taken", async () => {
    liveSiteAt(["0".repeat(40)], [{ state: "building", commit: COMMIT, since: "2026-11-28T10:00:00Z" }]);
    renderBar(draftOf({ kind: "published", commit: COMMIT, addresses: [] }));
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        /^Building the site: usually under a minute; \d+ s so far\. You can leave this page: the site updates without you\.$/,
      ),
    );
    expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Building the site");
  });

  it("takes a host that keeps no build status as building once the push is on main", async () => {
    liveSiteAt(["0".repeat(40)], [null]);
    renderBar(draftOf({ kind: "published", commit: COMMIT, addresses: [] }));
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    await waitFor(() =>
      expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Building the site"),
    );
  });

  it("says the server's build failed, in its words, as soon as its status says so", async () => {
    const why = `The site was not built: VITE_EMAILJS_TEMPLATE_ID is not set.`;
    liveSiteAt(["0".repeat(40)], [{ state: "failed", commit: COMMIT, at: "2026-11-28T10:00:30Z", why }]);
    renderBar(draftOf({ kind: "published", commit: COMMIT, addresses: [] }));
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
    expect(alert).toHaveTextContent(
      "Published, but the site's build failed, so visitors still see the site as it was.",
    );
    expect(alert).toHaveTextContent(why);
  });

  it("says at once, in the server's words, that the site's build failed, and waits for no build", async () => {
    const versions = liveSiteAt(["0".repeat(40)]);
    const said = `The site was NOT updated: the build of ${COMMIT.slice(0, 12)} failed.\nError: EACCES: permission denied`;
    const outcome: PublishOutcome = { kind: "published", commit: COMMIT, addresses: [], notBuilt: said };
    renderBar(draftOf(outcome, ["building"]));
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Published, but the site's build failed, so visitors still see the site as it was.",
    );
    expect(alert).toHaveTextContent("Error: EACCES: permission denied");
    expect(screen.queryByRole("list", { name: "Publishing" })).toBeNull();
    expect(versions).not.toHaveBeenCalled();
  });

  it("lists the pages with changes not saved, then saves them before it publishes the draft", async () => {
    liveSiteAt(["0".repeat(40)]);
    const python = "pages/courses/python-training.json";
    keepUnsavedCopy(python, { base: {}, baseVersion: "v1", ours: { title: "Python Basic", order: 5 }, at: 1 });
    const { storage } = fakeStorage([{ file: python, kind: "course", title: "Python Basic" }]);
    const saveDocument = vi.fn<typeof storage.saveDocument>(async () => ({ kind: "saved", version: "v2" }));
    const draft = draftOf({ kind: "published", commit: COMMIT, addresses: [] });
    renderBar(draft, { ...storage, saveDocument });

    const list = await screen.findByRole("list", { name: "Publish puts on the site:" });
    await waitFor(() => expect(list).toHaveTextContent("Python Basic (changes not saved yet: saved first)"));
    expect(list).toHaveTextContent("Rust Programming");
    await userEvent.click(screen.getByRole("button", { name: "Publish to the site" }));
    await waitFor(() => expect(draft.publish).toHaveBeenCalled());
    // Saved as the author's Save would: against the version the changes began from.
    expect(saveDocument).toHaveBeenCalledWith({
      file: python,
      data: { title: "Python Basic", order: 5 },
      version: "v1",
    });
    expect(saveDocument.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(draft.publish).mock.invocationCallOrder[0]!,
    );
    expect(localStorage.getItem(`page-editor:unsaved:${python}`)).toBeNull();
  });

  it("publishes nothing while a page's unsaved changes cannot be saved, and links to it", async () => {
    const python = "pages/courses/python-training.json";
    keepUnsavedCopy(python, { base: {}, baseVersion: "v1", ours: { title: "" }, at: 1 });
    const { storage } = fakeStorage([{ file: python, kind: "course", title: "Python Basic" }]);
    const saveDocument = vi.fn<typeof storage.saveDocument>(async () => ({
      kind: "refused",
      message: "1 error",
      problems: [
        { severity: "error", pointer: "/title", place: "Title", line: 4, column: 3, message: "Write a title." },
      ],
    }));
    const draft = draftOf({ kind: "published", commit: COMMIT, addresses: [] });
    renderBar(draft, { ...storage, saveDocument });
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Not published: changes to Python Basic could not be saved: Python Basic: Title: Write a title.",
    );
    expect(within(alert).getByRole("link", { name: "Open Python Basic to correct it" })).toHaveAttribute(
      "href",
      "/edit/?file=pages%2Fcourses%2Fpython-training.json",
    );
    expect(draft.publish).not.toHaveBeenCalled();
    // The author's changes are still kept, to put right.
    expect(localStorage.getItem(`page-editor:unsaved:${python}`)).not.toBeNull();
  });

  it("shows a refusal in the host's words, with a link to open each page it names", async () => {
    const message =
      'Refused: main has pages with errors. Fix them and push again.\npages/courses/rust.json:12:5 error There is no block type "fqa".';
    renderBar(draftOf({ kind: "refused", message }));
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Not published: Refused: main has pages with errors.");
    expect(within(alert).getByRole("link", { name: "Open pages/courses/rust.json to correct it" })).toHaveAttribute(
      "href",
      "/edit/?file=pages%2Fcourses%2Frust.json",
    );
    expect(screen.getByRole("button", { name: "Publish to the site" })).toBeEnabled();
  });
});
