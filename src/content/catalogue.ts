// What every page carries of the catalogue: the services, and the course categories naming every
// course while the catalogue is small (the site's listEveryCourseUpTo), otherwise only their first.
// Every course (for search and the grids) is in ./course-index, imported lazily.
export {
  services,
  categories,
  everyCourseListed,
  type CatalogueEntry,
  type CatalogueCategory,
} from "virtual:catalogue";
