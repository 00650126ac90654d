import type { GitHubGraphql } from "./github-graphql";

const ENABLE = `mutation EnableAutoMerge($pull: ID!, $head: GitObjectID!, $headline: String!) {
  enablePullRequestAutoMerge(
    input: { pullRequestId: $pull, expectedHeadOid: $head, mergeMethod: SQUASH, commitHeadline: $headline }
  ) {
    pullRequest { number }
  }
}`;

const DISABLE = `mutation DisableAutoMerge($pull: ID!) {
  disablePullRequestAutoMerge(input: { pullRequestId: $pull }) {
    pullRequest { number }
  }
}`;

/** GitHub's words when the pull request could be merged at once: there is nothing to wait for. */
const MERGEABLE_NOW = /clean status/i;
/** GitHub's words when the repository's settings do not allow auto-merge. */
const NOT_ALLOWED = /auto-?merge is not allowed|not allowed for this repository/i;

export const AUTO_MERGE_OFF =
  "This site's repository on GitHub does not allow auto-merge, so Publish cannot wait for the site's checks: ask the site's owner to turn on “Allow auto-merge” in the repository's settings. Meanwhile, publish again once the checks have passed.";

export type AutoMergeOutcome = { kind: "waiting" } | { kind: "mergeable-now" } | { kind: "refused"; message: string };

/**
 * Asks GitHub to merge the draft's pull request by itself (squashed, as `headline`) once its required
 * checks pass on `head`, so the author presses Publish once. `pull`: the pull request's node_id.
 */
export async function enableAutoMerge(
  graphql: GitHubGraphql,
  { pull, head, headline }: { pull: string; head: string; headline: string },
): Promise<AutoMergeOutcome> {
  const { errors } = await graphql(ENABLE, { pull, head, headline });
  if (!errors?.length) return { kind: "waiting" };
  const said = errors.map(({ message }) => message).join(" ");
  if (MERGEABLE_NOW.test(said)) return { kind: "mergeable-now" };
  if (NOT_ALLOWED.test(said)) return { kind: "refused", message: AUTO_MERGE_OFF };
  return {
    kind: "refused",
    message: `GitHub would not publish your draft by itself (${said}), so nothing was published yet. Publish again once the site's checks have passed.`,
  };
}

/** Takes the request back (a check failed): nothing is published until the author presses Publish again. */
export async function disableAutoMerge(graphql: GitHubGraphql, pull: string): Promise<void> {
  await graphql(DISABLE, { pull });
}
