// @vitest-environment node
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { NavLink, StaticRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { createSharedMarkup } from "./create-shared-markup";
import { SharedMarkupContext, type SharedMarkup } from "./shared-markup";
import { SharedItems } from "./shared-items";

const LINKS = ["/", "/alpha", "/beta", "/gamma", "/delta", "/epsilon"];

function Menu() {
  return (
    <ul>
      <SharedItems id="menu" items={LINKS} keyOf={(href) => href} linkOf={(href) => href}>
        {(href, index) => (
          <li data-index={index}>
            <NavLink to={href} end={href !== "/alpha"} className="link">
              {href}
            </NavLink>
          </li>
        )}
      </SharedItems>
    </ul>
  );
}

const renderAt = (pathname: string, store: SharedMarkup | null = null) =>
  renderToString(
    <SharedMarkupContext value={store && { store, pathname }}>
      <StaticRouter location={pathname}>
        <Menu />
      </StaticRouter>
    </SharedMarkupContext>,
  );

function storeCountingRenders() {
  const renderAlone = vi.fn((node: ReactNode) =>
    renderToString(<StaticRouter location="/__nowhere">{node}</StaticRouter>),
  );
  return { shared: createSharedMarkup(renderAlone), renderAlone };
}

describe("shared items", () => {
  const pages = ["/", "/alpha", "/alpha/more", "/gamma", "/GAMMA/", "/epsilon", "/not-listed"];

  it.each(pages)("give the same HTML at %s as rendering every item with the page", (pathname) => {
    const { shared } = storeCountingRenders();
    const plain = renderAt(pathname);
    expect(shared.fill(renderAt(pathname, shared))).toBe(plain);
  });

  it("render each item that does not depend on the page once for all pages", () => {
    const { shared, renderAlone } = storeCountingRenders();
    for (const pathname of pages) shared.fill(renderAt(pathname, shared));
    // "/" is active everywhere, so it is always rendered with the page; the five others once each.
    expect(renderAlone).toHaveBeenCalledTimes(LINKS.length - 1);
  });

  it("leave only the page's own items in the page's render", () => {
    const { shared } = storeCountingRenders();
    const page = renderAt("/gamma", shared);
    expect(page).toMatch(/<a aria-current="page" class="link active" href="\/gamma"[^>]*>\/gamma<\/a>/);
    expect(page).not.toContain(">/beta</a>");
    expect(page.match(/<template data-shared-markup="\d+ \d+ \d+"><\/template>/g)).toHaveLength(2);
  });

  it("refuse one id for two different lists", () => {
    const { shared } = storeCountingRenders();
    shared.register("menu", ["/a", "/b"], () => null);
    expect(() => shared.register("menu", ["/a", "/c"], () => null)).toThrow(
      'The shared list "menu" lists other items on another page: give each list its own id.',
    );
  });
});
