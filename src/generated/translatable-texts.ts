/* eslint-disable */
/**
 * DO NOT EDIT. Generated from the "x-name", "x-page-heading", "x-label", "x-entries", "x-picture-role" and "x-translate"
 * annotations of schema/ by scripts/commands/gen-types.ts. Change the JSON Schema, then run:
 * npm run gen:types -- --write (docs/adding-a-block.md)
 */
import type { Block } from "./page";

/** Each block type's texts a translation may give ("heading", "items/answer"). */
export const BLOCK_TEXTS = {
  "banner": [
    "action/label",
    "heading",
    "text"
  ],
  "bullet-list": [
    "heading",
    "items"
  ],
  "chat-cta": [
    "heading",
    "label",
    "message",
    "text"
  ],
  "class-timings": [
    "heading"
  ],
  "contact-bar": [
    "message"
  ],
  "contact-details": [
    "heading",
    "intro"
  ],
  "course-grid": [
    "heading",
    "subtitle"
  ],
  "course-intro": [
    "facts/label",
    "facts/value",
    "heading",
    "paragraphs"
  ],
  "course-nav": [
    "heading"
  ],
  "course-search": [
    "placeholder"
  ],
  "faq": [
    "heading",
    "items/answer",
    "items/question"
  ],
  "feature-grid": [
    "heading",
    "intro",
    "items/action/label",
    "items/text",
    "items/title"
  ],
  "form": [
    "heading",
    "intro"
  ],
  "gallery": [
    "heading",
    "photos/alt"
  ],
  "hero-slider": [
    "action/label",
    "eyebrow",
    "heading",
    "slides/alt",
    "text"
  ],
  "hero": [
    "action/label",
    "eyebrow",
    "heading",
    "image/alt",
    "text"
  ],
  "logo-carousel": [
    "heading",
    "logos/alt"
  ],
  "process-steps": [
    "heading",
    "steps/text",
    "steps/title"
  ],
  "service-grid": [
    "heading",
    "intro"
  ],
  "stats": [
    "heading",
    "items/title",
    "note"
  ],
  "testimonial-carousel": [
    "heading",
    "items/course",
    "items/fullText",
    "items/image/alt",
    "items/name",
    "items/shortText"
  ],
  "testimonial-list": [
    "heading",
    "intro",
    "items/course",
    "items/image/alt",
    "items/name",
    "items/text",
    "searchPlaceholder"
  ],
  "top-courses": [
    "action/label",
    "heading"
  ]
} as const satisfies {
  readonly [K in Block["type"]]: readonly string[];
};

/** A page's own texts a translation may give, outside its blocks ("title", "meta/description"). */
export const PAGE_TEXTS = [
  "card/description",
  "card/image/alt",
  "card/points",
  "meta/description",
  "meta/title",
  "title"
] as const;

/** The site settings' texts a translation may give (pages/ne/_site.json: "navigation/label", "words/frame/skipToContent"). */
export const SITE_TEXTS = [
  "address",
  "brand/logo/alt",
  "brand/name",
  "brand/shortName",
  "brand/tagline",
  "contactWidget/chatMessage",
  "contactWidget/mailBody",
  "contactWidget/mailSubject",
  "courseFees/answer",
  "courseFees/note",
  "courseFees/question",
  "footer/about",
  "footer/appointment/label",
  "footer/appointment/message",
  "footer/contacts/label",
  "footer/contacts/value",
  "footer/links/label",
  "formWords/anotherCourse",
  "formWords/atLeast",
  "formWords/atMost",
  "formWords/chooseOne",
  "formWords/chooseResume",
  "formWords/codeFailed",
  "formWords/fileTooLarge",
  "formWords/invalidEmail",
  "formWords/invalidPhone",
  "formWords/keptGeneric",
  "formWords/leaveEmpty",
  "formWords/notANumber",
  "formWords/notAPdfOrImage",
  "formWords/notAnImage",
  "formWords/orSendFromOwnMail",
  "formWords/previewOf",
  "formWords/ratherSendYourself",
  "formWords/reachUs",
  "formWords/required",
  "formWords/requiredBox",
  "formWords/requiredChoice",
  "formWords/scriptsOff",
  "formWords/scriptsOffFile",
  "formWords/sendAnother",
  "formWords/serviceCouldNotRead",
  "formWords/serviceRefusedSite",
  "formWords/serviceSaid",
  "formWords/serviceTooLarge",
  "formWords/serviceTurnedAway",
  "formWords/somethingWentWrong",
  "formWords/tooLong",
  "formWords/uploading",
  "formWords/writeFromOwnMail",
  "formWords/yourReference",
  "keptFormsWords/askSendAgain",
  "keptFormsWords/cancelSending",
  "keptFormsWords/cancelSendingFrom",
  "keptFormsWords/chooseFileAgain",
  "keptFormsWords/close",
  "keptFormsWords/copied",
  "keptFormsWords/copyTyped",
  "keptFormsWords/couldNotBeSent",
  "keptFormsWords/expired",
  "keptFormsWords/formFrom",
  "keptFormsWords/formNames/career",
  "keptFormsWords/formNames/course-inquiry",
  "keptFormsWords/formNames/enrolment",
  "keptFormsWords/formNames/service-inquiry",
  "keptFormsWords/forms",
  "keptFormsWords/formsAre",
  "keptFormsWords/formsSaved",
  "keptFormsWords/mayHaveReachedUs",
  "keptFormsWords/notSent",
  "keptFormsWords/oneForm",
  "keptFormsWords/oneFormIs",
  "keptFormsWords/putBack",
  "keptFormsWords/reached",
  "keptFormsWords/refusedTold",
  "keptFormsWords/remove",
  "keptFormsWords/removeFrom",
  "keptFormsWords/savedOnThisDevice",
  "keptFormsWords/seeWhatIsWaiting",
  "keptFormsWords/sendAgain",
  "keptFormsWords/waiting",
  "keptFormsWords/waitingTried",
  "keptFormsWords/willBeSent",
  "mobileNavigation/bar/label",
  "mobileNavigation/drawer/label",
  "navigation/items/label",
  "navigation/label",
  "openingHours",
  "social/label",
  "words/address",
  "words/admissionsPhone",
  "words/allCourses",
  "words/allCoursesOfCategory",
  "words/allCoursesOfCategoryIn",
  "words/askOnWhatsApp",
  "words/breadcrumb",
  "words/chatOnWhatsApp",
  "words/chatWithUs",
  "words/close",
  "words/closeContactOptions",
  "words/closeMenu",
  "words/courseInquiry",
  "words/courseNotFound",
  "words/courses",
  "words/email",
  "words/enrol",
  "words/everyCourse",
  "words/everyCourseByCategory",
  "words/everyOtherCourse",
  "words/footerMenu",
  "words/hideServices",
  "words/home",
  "words/itsPage",
  "words/learnMore",
  "words/letsTalk",
  "words/letsTalkButton",
  "words/loadingForm",
  "words/mainMenu",
  "words/matchingCourses",
  "words/menu",
  "words/more",
  "words/next",
  "words/nextBatch",
  "words/noBatchYet",
  "words/noConnection",
  "words/noMatchingCourses",
  "words/noTestimonials",
  "words/onlineClass",
  "words/openOnMap",
  "words/openingHours",
  "words/opensInNewTab",
  "words/ourCourses",
  "words/ourServices",
  "words/pausePictures",
  "words/physicalClass",
  "words/previous",
  "words/quickLinks",
  "words/quickMenu",
  "words/readFullText",
  "words/readFullTextFrom",
  "words/readMore",
  "words/readMoreAbout",
  "words/search",
  "words/searchCourses",
  "words/sendInquiry",
  "words/sendUsAnEmail",
  "words/services",
  "words/since",
  "words/skipToContent",
  "words/stepNumber",
  "words/support",
  "words/tellMeNextBatch",
  "words/tellMeNextBatchMessage",
  "words/testimonialsMatch",
  "words/testimonialsShown",
  "words/tryAgain",
  "words/viewAllServices",
  "words/whatsApp"
] as const;

/** A form's texts a translation may give (pages/ne/_forms/: "title", "fields/label"). */
export const FORM_TEXTS = [
  "fields/label",
  "fields/options/extra",
  "fields/placeholder",
  "fields/tooLargeMessage",
  "messages/failure",
  "messages/kept",
  "messages/next",
  "messages/offline",
  "messages/success",
  "ownMail/lines/label",
  "ownMail/subject",
  "submit/label",
  "submit/sendingLabel"
] as const;
