import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { expect } from "vitest";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { WithSiteSettings } from "./with-site-settings";

/** Shows the router's current path, so a test can see where a click navigated. */
function CurrentPath() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

export function renderWithRouter(ui: ReactNode, path = "/") {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <WithSiteSettings>
              {ui}
              <CurrentPath />
            </WithSiteSettings>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** Waits until the router shows `path`: a navigation is a transition, which React draws when it gets to it. */
export function navigatedTo(path: string): Promise<void> {
  return waitFor(() => expect(screen.getByTestId("path")).toHaveTextContent(path));
}
