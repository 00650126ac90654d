import type { SiteSettings } from "../generated/site";
import { SpriteIcon } from "./icon";
import { SOCIAL_MARKS } from "./icon-names";

type Network = SiteSettings["social"][number]["network"];

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return <SpriteIcon icon={SOCIAL_MARKS[network]} size={size} />;
}
