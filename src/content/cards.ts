export { courseCards, serviceCards } from "virtual:cards";
