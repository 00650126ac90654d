import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DraftShelf, PublishOutcome, PublishStep } from "../../../documents/storage-contract";
import { DraftBar } from "./draft-bar";

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

afterEach(() => {
  vi.unstubAllGlobals();
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
    render(<DraftBar draft={draft} />);
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
    render(<DraftBar draft={draftOf({ kind: "published", commit: COMMIT, addresses: [] }, ["building"])} />);
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    const warning = await screen.findByRole("alert", {}, { timeout: 10_000 });
    expect(warning).toHaveTextContent(
      "Warning: on the live site, the job application and course inquiry reach no one: what visitors send there is lost.",
    );
    expect(screen.getByRole("status")).toHaveTextContent(/^Live: visitors see it now \(/);
  });

  it("says, while the server builds, how long that usually takes and how long it has taken", async () => {
    liveSiteAt(["0".repeat(40)], [{ state: "building", commit: COMMIT, since: "2026-11-28T10:00:00Z" }]);
    render(<DraftBar draft={draftOf({ kind: "published", commit: COMMIT, addresses: [] })} />);
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
    render(<DraftBar draft={draftOf({ kind: "published", commit: COMMIT, addresses: [] })} />);
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    await waitFor(() =>
      expect(screen.getByRole("listitem", { current: "step" })).toHaveTextContent("Building the site"),
    );
  });

  it("says the server's build failed, in its words, as soon as its status says so", async () => {
    const why = `The site was not built: VITE_EMAILJS_TEMPLATE_ID is not set.`;
    liveSiteAt(["0".repeat(40)], [{ state: "failed", commit: COMMIT, at: "2026-11-28T10:00:30Z", why }]);
    render(<DraftBar draft={draftOf({ kind: "published", commit: COMMIT, addresses: [] })} />);
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
    render(<DraftBar draft={draftOf(outcome, ["building"])} />);
    await userEvent.click(await screen.findByRole("button", { name: "Publish to the site" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(
      "Published, but the site's build failed, so visitors still see the site as it was.",
    );
    expect(alert).toHaveTextContent("Error: EACCES: permission denied");
    expect(screen.queryByRole("list", { name: "Publishing" })).toBeNull();
    expect(versions).not.toHaveBeenCalled();
  });

  it("names the pages this browser keeps unsaved changes to, which Publish leaves out, with a link to save each", async () => {
    render(
      <DraftBar
        draft={draftOf({ kind: "published", commit: COMMIT, addresses: [] })}
        unsaved={[{ file: "pages/courses/python-training.json", title: "Python Basic" }]}
      />,
    );
    const list = await screen.findByRole("list", {
      name: /^Not saved, so not in your draft: Publish leaves it out\.$/,
    });
    expect(within(list).getByRole("link", { name: "Open Python Basic to save it" })).toHaveAttribute(
      "href",
      "/edit/?file=pages%2Fcourses%2Fpython-training.json",
    );
    // What Publish does put on the site is listed beside it.
    expect(screen.getByRole("list", { name: "Publish puts on the site:" })).toHaveTextContent("Rust Programming");
  });

  it("shows a refusal in the host's words, with a link to open each page it names", async () => {
    const message =
      'Refused: main has pages with errors. Fix them and push again.\npages/courses/rust.json:12:5 error There is no block type "fqa".';
    render(<DraftBar draft={draftOf({ kind: "refused", message })} />);
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
