import { useId, useState, type FormEvent, type ReactNode } from "react";
import { HOST_SETTINGS } from "../host-settings";
import { SignInPage } from "../sign-in-page";
import { rememberedLogin, type GitLogin } from "./git-login";

interface GitSignInProps {
  /** Opens the storage with this login; a refusal is thrown with words for the author. */
  onSignIn: (login: GitLogin) => Promise<void>;
  /** Why the last attempt failed, shown above the form. */
  error?: string;
}

/**
 * The page editor on a site with no server of its own (a static host): the author signs in to the git
 * repository the site is built from, with their account there. Every field keeps what was typed when
 * the sign-in fails; the password is kept for this tab only (git-login.ts).
 */
export function GitSignIn({ onSignIn, error }: GitSignInProps) {
  const remembered = rememberedLogin();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState(error);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: keyof GitLogin) => String(form.get(name) ?? "").trim();
    setBusy(true);
    setFailure(undefined);
    try {
      await onSignIn({
        url: value("url"),
        username: value("username"),
        password: String(form.get("password") ?? ""),
        name: value("name"),
        email: value("email"),
      });
    } catch (reason) {
      setFailure(reason instanceof Error ? reason.message : String(reason));
      setBusy(false);
    }
  }

  return (
    <SignInPage
      intro="The site's pages are kept in a git repository. Sign in with your account there."
      failure={failure}
    >
      <form onSubmit={submit} aria-busy={busy} className="mt-6 grid gap-4">
        <Field name="url" label="Repository address" hint="Given by the site's developer, such as /git/site.git">
          {(props) => <input {...props} type="text" required defaultValue={remembered.url ?? HOST_SETTINGS.gitUrl} />}
        </Field>
        <Field name="username" label="User name">
          {(props) => (
            <input {...props} type="text" required autoComplete="username" defaultValue={remembered.username} />
          )}
        </Field>
        <Field name="password" label="Password or access token">
          {(props) => <input {...props} type="password" required autoComplete="current-password" />}
        </Field>
        <Field name="name" label="Your name" hint="Shown beside each change you save">
          {(props) => <input {...props} type="text" required autoComplete="name" defaultValue={remembered.name} />}
        </Field>
        <Field name="email" label="Your e-mail">
          {(props) => <input {...props} type="email" required autoComplete="email" defaultValue={remembered.email} />}
        </Field>
        <button type="submit" disabled={busy} className="btn-primary justify-self-start">
          {busy ? "Signing in and fetching the site…" : "Sign in"}
        </button>
      </form>
    </SignInPage>
  );
}

interface FieldProps {
  name: keyof GitLogin;
  label: string;
  hint?: string;
  children: (props: { id: string; name: string; className: string; "aria-describedby"?: string }) => ReactNode;
}

function Field({ name, label, hint, children }: FieldProps) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </span>
      ) : null}
      {children({
        id,
        name,
        className: "w-full rounded-md border border-slate-400 px-3 py-2",
        ...(hint && { "aria-describedby": `${id}-hint` }),
      })}
    </div>
  );
}
