import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ContentIcon, Icon, type IconName } from "./icon";
import { SocialIcon } from "./social-icon";

// Which Lucide icon each name the components use draws: a lost or changed class fails here.
const EXPECTED: Record<IconName, string> = {
  check: "i-lucide-check",
  clock: "i-lucide-clock",
  chevron: "i-lucide-chevron-down",
  chat: "i-lucide-message-circle",
  mail: "i-lucide-mail",
  phone: "i-lucide-phone",
  close: "i-lucide-x",
  menu: "i-lucide-menu",
  search: "i-lucide-search",
  globe: "i-lucide-globe",
  bulb: "i-lucide-lightbulb",
  gear: "i-lucide-settings",
  users: "i-lucide-users",
};

const only = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe("Icon", () => {
  it.each(Object.entries(EXPECTED))("draws %s as %s", (name, iconClass) => {
    const { container } = render(<Icon name={name as IconName} />);
    expect(only(container)).toHaveClass(iconClass);
  });

  it("is a decorative span of its size, 24 pixels unless told", () => {
    const { container } = render(
      <>
        <Icon name="check" />
        <Icon name="check" size={16} />
      </>,
    );
    const [standard, small] = container.children as HTMLCollectionOf<HTMLElement>;
    expect(standard.tagName).toBe("SPAN");
    expect(standard).toHaveAttribute("aria-hidden", "true");
    expect(standard).toBeEmptyDOMElement();
    expect(standard.style).toMatchObject({ width: "24px", height: "24px" });
    expect(small.style).toMatchObject({ width: "16px", height: "16px" });
  });

  it("keeps the caller's classes with its own (a chevron turned by rotate-180)", () => {
    const { container } = render(<Icon name="chevron" className="group-open:rotate-180 menu-chevron" />);
    expect(only(container)).toHaveClass("i-lucide-chevron-down", "group-open:rotate-180", "menu-chevron");
  });
});

describe("ContentIcon", () => {
  it("draws the Lucide icon a page document names", () => {
    const { container } = render(<ContentIcon icon="lucide:smartphone" size={48} />);
    expect(only(container)).toHaveClass("i-lucide-smartphone");
    expect(only(container)).toHaveAttribute("aria-hidden", "true");
    expect(only(container).style).toMatchObject({ width: "48px", height: "48px" });
  });

  it.each(["smartphone", "logos:react", "lucide:Smart Phone", ""])("draws nothing for %j", (icon) => {
    const { container } = render(<ContentIcon icon={icon} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe("SocialIcon", () => {
  it.each([
    ["instagram", "i-simple-icons-instagram"],
    ["facebook", "i-simple-icons-facebook"],
    ["linkedin", "i-simple-icons-linkedin"],
    ["youtube", "i-simple-icons-youtube"],
    ["tiktok", "i-simple-icons-tiktok"],
  ] as const)("draws %s's mark as %s, 20 pixels", (network, iconClass) => {
    const { container } = render(<SocialIcon network={network} />);
    expect(only(container)).toHaveClass(iconClass);
    expect(only(container)).toHaveAttribute("aria-hidden", "true");
    expect(only(container).style).toMatchObject({ width: "20px", height: "20px" });
  });
});
