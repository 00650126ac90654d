import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { GitLoginError } from "../git/git-login-error";
import { GitHubSignIn } from "./github-sign-in";

describe("GitHubSignIn", () => {
  it("signs in with a pasted access token, naming the repository it is for", async () => {
    const onSignIn = vi.fn(() => Promise.resolve());
    render(<GitHubSignIn repository="yeti-bytes/site" onSignIn={onSignIn} />);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign in to edit the site");
    expect(screen.getByText(/Make one on GitHub/).textContent).toContain("for yeti-bytes/site only");
    // Built without the site's GitHub App, the token is the way in: no button that could not work.
    expect(screen.queryByRole("button", { name: "Sign in with GitHub" })).toBeNull();
    const link = screen.getByRole("link", { name: /Fine-grained tokens/ });
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    await userEvent.type(screen.getByLabelText("Access token"), "github_pat_123");
    await userEvent.click(screen.getByRole("button", { name: "Sign in with this token" }));
    expect(onSignIn).toHaveBeenCalledWith("github_pat_123");
  });

  it("says in words why a token was refused, and keeps it typed", async () => {
    const onSignIn = vi.fn(() => Promise.reject(new GitLoginError()));
    render(<GitHubSignIn repository="yeti-bytes/site" onSignIn={onSignIn} />);
    await userEvent.type(screen.getByLabelText("Access token"), "wrong");
    await userEvent.click(screen.getByRole("button", { name: "Sign in with this token" }));
    expect((await screen.findByRole("alert")).textContent).toMatch(/did not accept/);
    expect((screen.getByLabelText("Access token") as HTMLInputElement).value).toBe("wrong");
    expect(screen.getByRole("button", { name: "Sign in with this token" }).hasAttribute("disabled")).toBe(false);
  });
});
