// What every page carries of the catalogue: the services, and the course categories naming their
// first courses only. Every course (for search and the grids) is in ./course-index, imported lazily.
export { services, categories, type CatalogueEntry, type CatalogueCategory } from "virtual:catalogue";
