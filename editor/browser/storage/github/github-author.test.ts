import { describe, expect, it } from "vitest";
import { GitLoginError } from "../git/git-login-error";
import { checkedAgainstGitHub, githubExample } from "./github-openapi.fixture";
import { githubAuthor } from "./github-author";

// GET /user as GitHub's OpenAPI description has it: the request checked, and the fake's answers too.
function github(answer: () => Response) {
  return checkedAgainstGitHub(async () => answer());
}

describe("githubAuthor", () => {
  it("answers the login the token signs in as", async () => {
    const user = githubExample("private-user");
    const check = github(() => Response.json({ ...user, login: "sita-sharma" }));
    expect(await githubAuthor({ token: "t", fetch: check.fetch })).toEqual({ login: "sita-sharma" });
    expect(check.problems).toEqual([]);
    expect([...check.operations]).toEqual(["users/get-authenticated"]);
  });

  it("turns a token GitHub refuses into the sign-in's own error, in words", async () => {
    const check = github(() =>
      Response.json({ message: "Bad credentials", documentation_url: "https://docs.github.com" }, { status: 401 }),
    );
    await expect(githubAuthor({ token: "wrong", fetch: check.fetch })).rejects.toBeInstanceOf(GitLoginError);
    expect(check.problems).toEqual([]);
  });
});
