import type { GitHubRequest } from "./github-api";
import type { PullRequest } from "./github-shapes";

/** A draft's pull request on GitHub: where the site's checks run on it and where Publish merges it. */
export function draftPullRequest(request: GitHubRequest, { owner, main }: { owner: string; main: string }) {
  return {
    /** The draft's open pull request, if it has one. */
    async find(branch: string): Promise<PullRequest | undefined> {
      const { data } = await request<PullRequest[]>("GET", "pulls", {
        query: { head: `${owner}:${branch}`, base: main, state: "open" },
      });
      return data[0];
    },

    /** Opens the draft's pull request; one opened meanwhile (GitHub refuses a second: 422) is as good. */
    async open(draft: string, branch: string, firstSave: string): Promise<void> {
      await request("POST", "pulls", {
        body: {
          title: `${draft}'s draft: ${firstSave}`,
          head: branch,
          base: main,
          body: `Saved in the site's page editor by ${draft}. Each save there adds a commit to this branch. Publish in the editor merges it into ${main} as one commit once the site's checks have passed, then deletes the branch.`,
        },
        allow: [422],
      });
    },
  };
}
