import type { ReactNode } from "react";

interface SignInPageProps {
  /** Where the site's pages are kept, in a sentence for the author. */
  intro: ReactNode;
  /** Why the last attempt failed. */
  failure?: string;
  children: ReactNode;
}

/** The page that asks an author to sign in to the site's git host, whichever it is. */
export function SignInPage({ intro, failure, children }: SignInPageProps) {
  return (
    <main className="mx-auto max-w-xl px-4 py-6 sm:px-6 sm:py-10">
      <title>Sign in · Page editor</title>
      <h1 className="text-3xl font-bold">Sign in to edit the site</h1>
      <p className="mt-2 text-slate-700">
        {intro} What you save waits in your own draft, and goes on the site when you publish it.
      </p>
      {failure ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-red-800">
          {failure}
        </p>
      ) : null}
      {children}
    </main>
  );
}
