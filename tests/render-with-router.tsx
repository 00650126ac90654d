import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
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
