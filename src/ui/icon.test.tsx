import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentIcon, Icon, type IconName } from "./icon";
import { SocialIcon } from "./social-icon";

// Which symbol of the sprite each name the components use draws: a lost or changed icon fails here.
const EXPECTED: Record<IconName, string> = {
  check: "lucide-check",
  clock: "lucide-clock",
  pin: "lucide-map-pin",
  chevron: "lucide-chevron-down",
  chat: "lucide-message-circle",
  mail: "lucide-mail",
  phone: "lucide-phone",
  close: "lucide-x",
  menu: "lucide-menu",
  search: "lucide-search",
  globe: "lucide-globe",
  bulb: "lucide-lightbulb",
  gear: "lucide-settings",
  users: "lucide-users",
};

const only = (container: HTMLElement) => container.firstElementChild as SVGSVGElement;
const symbolOf = (container: HTMLElement) => only(container).querySelector("use")?.getAttribute("href")?.split("#")[1];

describe("Icon", () => {
  it.each(Object.entries(EXPECTED))("draws %s as the sprite's #%s", (name, symbol) => {
    const { container } = render(<Icon name={name as IconName} />);
    expect(symbolOf(container)).toBe(symbol);
  });

  it("uses the sprite's one address", () => {
    const { container } = render(<Icon name="check" />);
    expect(only(container).querySelector("use")).toHaveAttribute("href", "/@icon-sprite.svg#lucide-check");
  });

  it("is a decorative, empty-named svg of its size, 24 pixels unless told", () => {
    const { container } = render(
      <>
        <Icon name="check" />
        <Icon name="check" size={16} />
      </>,
    );
    const [standard, small] = container.children;
    expect(standard.tagName).toBe("svg");
    expect(standard).toHaveAttribute("aria-hidden", "true");
    expect(standard).toHaveAttribute("width", "24");
    expect(standard).toHaveAttribute("height", "24");
    expect(small).toHaveAttribute("width", "16");
  });

  it("keeps the caller's classes with its own (a chevron turned by rotate-180)", () => {
    const { container } = render(<Icon name="chevron" className="group-open:rotate-180 menu-chevron" />);
    expect(only(container)).toHaveClass("icon", "group-open:rotate-180", "menu-chevron");
  });
});

describe("ContentIcon", () => {
  it("draws the Lucide icon a page document names", () => {
    const { container } = render(<ContentIcon icon="lucide:smartphone" size={48} />);
    expect(symbolOf(container)).toBe("lucide-smartphone");
    expect(only(container)).toHaveAttribute("aria-hidden", "true");
    expect(only(container)).toHaveAttribute("width", "48");
  });

  it.each(["smartphone", "logos:react", "lucide:Smart Phone", ""])("draws nothing for %j", (icon) => {
    const { container } = render(<ContentIcon icon={icon} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("SocialIcon", () => {
  it.each([
    ["instagram", "simple-icons-instagram"],
    ["facebook", "simple-icons-facebook"],
    ["linkedin", "simple-icons-linkedin"],
    ["youtube", "simple-icons-youtube"],
    ["tiktok", "simple-icons-tiktok"],
  ] as const)("draws %s's mark as #%s, 20 pixels", (network, symbol) => {
    const { container } = render(<SocialIcon network={network} />);
    expect(symbolOf(container)).toBe(symbol);
    expect(only(container)).toHaveAttribute("width", "20");
  });
});
