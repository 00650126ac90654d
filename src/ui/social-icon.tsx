import type { SiteSettings } from "../generated/site";
import { CssIcon } from "./icon";

type Network = SiteSettings["social"][number]["network"];

// Simple Icons' brand marks, drawn in the text colour. Whole class strings, so UnoCSS sees them.
const MARKS: Record<Network, string> = {
  instagram: "i-simple-icons-instagram",
  facebook: "i-simple-icons-facebook",
  linkedin: "i-simple-icons-linkedin",
  youtube: "i-simple-icons-youtube",
  tiktok: "i-simple-icons-tiktok",
};

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return <CssIcon iconClass={MARKS[network]} size={size} />;
}
