/** The git host did not accept the login: nothing was sent, and nothing the author typed is lost. */
export class GitLoginError extends Error {
  constructor() {
    super(
      "The git host did not accept this user name and password (or token). Check them and sign in again: your changes are kept in this browser.",
    );
  }
}
