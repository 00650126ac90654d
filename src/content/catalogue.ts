export { courses, services, type CatalogueEntry } from "virtual:catalogue";
