declare module "virtual:routes" {
  import type { PageDocument } from "./generated/page";
  export interface RouteEntry {
    /** The canonical address. */
    path: string;
    /** The canonical address and its aliases: every address that shows this document. */
    addresses: string[];
    file: string;
    load: () => Promise<PageDocument>;
  }
  export const routes: RouteEntry[];
}

declare module "virtual:catalogue" {
  import type { CourseCard, ServiceCard } from "./generated/page";
  export interface CatalogueEntry<Card> {
    title: string;
    path: string;
    card: Card;
  }
  export const courses: CatalogueEntry<CourseCard>[];
  export const services: CatalogueEntry<ServiceCard>[];
}

declare module "virtual:uno.css";
