import type { ComponentProps } from "react";
import { Link } from "react-router-dom";
import { useSite } from "./site-settings";

type SmartLinkProps = Omit<ComponentProps<"a">, "href"> & { href: string };

/** A site page goes through the router; anything else opens safely in a new tab, and says so to a screen reader. */
export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  const { words } = useSite();
  if (href.startsWith("/")) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  if (href.startsWith("mailto:") || href.startsWith("tel:") || href.startsWith("#")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {words.opensInNewTab}</span>
    </a>
  );
}
