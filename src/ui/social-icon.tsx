import type { SiteSettings } from "../generated/site";

type Network = SiteSettings["social"][number]["network"];

// Simplified brand marks, drawn on a 24-unit grid.
const PATHS: Record<Network, string> = {
  instagram:
    "M7 3h10a4 4 0 014 4v10a4 4 0 01-4 4H7a4 4 0 01-4-4V7a4 4 0 014-4zm5 5a4 4 0 100 8 4 4 0 000-8zm5.5-1.5h.01",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v2H8v4h2v7h4v-7h3l1-4h-4V8z",
  linkedin:
    "M4 9h4v11H4zM6 3a2 2 0 110 4 2 2 0 010-4zM10 9h4v1.6c.6-1 1.9-1.9 3.6-1.9C20 8.7 21 10.3 21 13v7h-4v-6c0-1.5-.5-2.4-1.8-2.4-1.4 0-2.2 1-2.2 2.4v6h-3z",
  youtube: "M3 8a3 3 0 013-3h12a3 3 0 013 3v8a3 3 0 01-3 3H6a3 3 0 01-3-3zm7 1v6l5-3z",
  tiktok: "M14 3h3a4 4 0 004 4v3a7 7 0 01-4-1.3V15a6 6 0 11-6-6v3a3 3 0 103 3z",
};

export function SocialIcon({ network, size = 20 }: { network: Network; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={PATHS[network]} fillRule="evenodd" />
    </svg>
  );
}
