/* eslint-disable */
/**
 * DO NOT EDIT. Generated from schema/ by scripts/commands/gen-types.ts (json-schema-to-typescript).
 * Change the JSON Schema, then run: npm run gen:types -- --write
 */

/**
 * Up to this many courses, the phone menu, the All Courses list and every course page's course navigation name every course, under its category, so any course is one tap away. With more courses they name the categories instead, each opening a page of its courses: a list of hundreds of links is too long to scan on a phone and too heavy to send with every page.
 */
export type ListEveryCourseInTheMenusUpTo = number;

/**
 * Site-wide settings in pages/_site.json: the brand, contacts, social links, navigation and footer.
 */
export interface SiteSettings {
  /**
   * Where the editor finds the rules for this file. Keep it as it is.
   */
  $schema?: string;
  /**
   * The company's name and logo.
   */
  brand: {
    /**
     * The full company name.
     */
    name: string;
    /**
     * The short name used in page titles.
     */
    shortName: string;
    /**
     * One line about the company.
     */
    tagline: string;
    /**
     * The logo picture shown in the header and footer, a file under public/images/brand/.
     */
    logo: Image;
  };
  /**
   * The site's public address, without a trailing slash. Canonical links and the sitemap are built from it.
   */
  url: string;
  /**
   * The business phone as visitors dial it, with the country code.
   */
  phone: string;
  /**
   * The chat-app number: country code and number, digits only.
   */
  chatNumber: string;
  /**
   * The company mailbox that receives inquiries.
   */
  email: string;
  /**
   * The year the company was founded. The years of experience the site states are counted from it at each build.
   */
  founded: number;
  /**
   * The company's figures, stated once: the key figures block shows them, and the validator refuses a page whose text states another ("600+ students" when this says 1500).
   */
  figures: {
    /**
     * How many students have learned with us, all courses and years together.
     */
    students: number;
    /**
     * How many students we have placed in an internship.
     */
    internshipPlacements: number;
    /**
     * How many qualified teachers teach our courses.
     */
    teachers: number;
    /**
     * How many businesses our software team has worked for.
     */
    clients: number;
  };
  /**
   * The office address.
   */
  address: string;
  /**
   * When the office is open, a line each, as the contact page shows them.
   *
   * @minItems 1
   * @maxItems 7
   *
   * Items: Text shown to visitors.
   */
  openingHours: string[];
  /**
   * The office on a map (a link a visitor opens; no map loads on the site until they do).
   */
  mapUrl: string;
  /**
   * How a visitor learns a course's fee (the site publishes no prices): said near the top of every course page and as a question of its FAQ.
   */
  courseFees: {
    /**
     * The line near the top of a course page.
     */
    note: string;
    /**
     * The FAQ's question about the fee.
     */
    question: string;
    /**
     * Its answer.
     */
    answer: string;
  };
  /**
   * Links to the company's social profiles, opened in a new tab.
   *
   * @maxItems 6
   */
  social: {
    /**
     * Which network, for the icon.
     */
    network: "instagram" | "facebook" | "linkedin" | "youtube" | "tiktok";
    /**
     * The link's name for screen readers.
     */
    label: string;
    /**
     * The full profile address.
     */
    href: string;
  }[];
  /**
   * The main menu, left to right.
   *
   * @minItems 1
   */
  navigation: NavItem[];
  /**
   * What the footer shows.
   */
  footer: {
    /**
     * A short paragraph about the company.
     */
    about: string;
    /**
     * The footer's quick links.
     */
    links: Link[];
    /**
     * Phone numbers and e-mail addresses visitors can use, each with what it is for.
     */
    contacts: {
      /**
       * What the contact is for.
       */
      label: string;
      /**
       * What is shown.
       */
      value: string;
      /**
       * A tel: or mailto: link.
       */
      href: string;
    }[];
    /**
     * The footer's chat-app appointment link.
     */
    appointment: {
      /**
       * The link's words.
       */
      label: string;
      /**
       * The message already typed in the chat.
       */
      message: string;
    };
  };
  /**
   * The phone menus: the bottom bar and the drawer its More button opens (the drawer then lists every service and every course).
   */
  mobileNavigation: {
    /**
     * Links of the bottom bar, before the More button.
     *
     * @minItems 1
     * @maxItems 4
     */
    bar: Link[];
    /**
     * The drawer's links, before the services and courses.
     *
     * @minItems 1
     */
    drawer: Link[];
  };
  listEveryCourseUpTo: ListEveryCourseInTheMenusUpTo;
  /**
   * The floating contact widget on every page.
   */
  contactWidget: {
    /**
     * The chat-app message already typed.
     */
    chatMessage: string;
    /**
     * The e-mail's subject.
     */
    mailSubject: string;
    /**
     * The e-mail's text.
     */
    mailBody: string;
    /**
     * The chat message on a course's or a service's page, naming it: {title} is replaced by the page's title.
     */
    chatAbout: {
      /**
       * On a course page; {title} is the course's title.
       */
      course: string;
      /**
       * On a service page; {title} is the service's title.
       */
      service: string;
    };
  };
  /**
   * The words every page says that are not a page's own: the menus' buttons, the footer's headings, the search, the course pages' buttons. Words in {braces} are filled in by the site (keep them as they are).
   */
  words: {
    /**
     * The first link of every page, for keyboard and screen reader users.
     */
    skipToContent: string;
    /**
     * Said when a page followed by a link waits for the connection.
     */
    noConnection: string;
    /**
     * The button beside a notice that something did not arrive.
     */
    tryAgain: string;
    /**
     * What screen readers call the header's menu.
     */
    mainMenu: string;
    /**
     * What screen readers call the phone's bottom bar.
     */
    quickMenu: string;
    /**
     * What screen readers call the footer's links.
     */
    footerMenu: string;
    /**
     * What screen readers call the line saying where a page sits (Home › Courses › ReactJS).
     */
    breadcrumb: string;
    /**
     * The home page, first in the line saying where a page sits.
     */
    home: string;
    /**
     * The courses page, in the line saying where a course sits.
     */
    courses: string;
    /**
     * The services page, in the line saying where a service sits, and the footer's heading over the services.
     */
    services: string;
    /**
     * Added for screen readers to a link that opens in a new tab.
     */
    opensInNewTab: string;
    /**
     * The phone's bottom bar button that opens the menu.
     */
    more: string;
    /**
     * The heading of the phone's menu.
     */
    menu: string;
    /**
     * The button that closes the phone's menu.
     */
    closeMenu: string;
    /**
     * The button that closes a dialog.
     */
    close: string;
    /**
     * The phone menu's heading over the services.
     */
    ourServices: string;
    /**
     * The phone menu's heading over the courses.
     */
    ourCourses: string;
    /**
     * The footer's heading over its links.
     */
    quickLinks: string;
    /**
     * The footer's button that shows every service.
     */
    viewAllServices: string;
    /**
     * The same button once the services show.
     */
    hideServices: string;
    /**
     * The footer's heading over the phone and e-mail.
     */
    support: string;
    /**
     * The footer's last line, after the company's name; {founded} is the founding year.
     */
    since: string;
    /**
     * The floating button, on every page, that opens the ways to reach us.
     */
    letsTalkButton: string;
    /**
     * The heading of the panel the floating Let's Talk button opens.
     */
    letsTalk: string;
    /**
     * The button that closes that panel.
     */
    closeContactOptions: string;
    /**
     * That panel's chat link.
     */
    chatOnWhatsApp: string;
    /**
     * That panel's e-mail link.
     */
    sendUsAnEmail: string;
    /**
     * The search bar's button that lists every course.
     */
    allCourses: string;
    /**
     * The last link of that list: the courses page.
     */
    everyCourseByCategory: string;
    /**
     * What screen readers call the search box.
     */
    searchCourses: string;
    /**
     * The search button.
     */
    search: string;
    /**
     * What screen readers call the search's suggestions.
     */
    matchingCourses: string;
    /**
     * Said when a search finds no course.
     */
    courseNotFound: string;
    /**
     * The search's list of suggestions when no course title holds what the visitor typed.
     */
    noMatchingCourses: string;
    /**
     * Said to screen readers before each step of a process ({number}: its number).
     */
    stepNumber: string;
    /**
     * The switch that stops the home page's pictures changing.
     */
    pausePictures: string;
    /**
     * What screen readers call a carousel's back button; {what} is the carousel's heading.
     */
    previous: string;
    /**
     * What screen readers call a carousel's forward button; {what} is the carousel's heading.
     */
    next: string;
    /**
     * A course card's link to its page.
     */
    readMore: string;
    /**
     * Added for screen readers after Read More on a course card; {title} is the course.
     */
    readMoreAbout: string;
    /**
     * A short testimonial's button that opens its whole text.
     */
    readFullText: string;
    /**
     * Added for screen readers after that button; {name} is the student.
     */
    readFullTextFrom: string;
    /**
     * The line at the foot of a service card.
     */
    learnMore: string;
    /**
     * The heading over a course's next batches.
     */
    nextBatch: string;
    /**
     * Said on a course page with no batch planned.
     */
    noBatchYet: string;
    /**
     * The button offered then: it opens the course inquiry.
     */
    tellMeNextBatch: string;
    /**
     * The question that button writes in the inquiry; {title} is the course.
     */
    tellMeNextBatchMessage: string;
    /**
     * The class times' heading over the times in the classroom.
     */
    physicalClass: string;
    /**
     * The class times' heading over the online times.
     */
    onlineClass: string;
    /**
     * A course page's button to its enrolment form.
     */
    enrol: string;
    /**
     * A course page's chat button.
     */
    askOnWhatsApp: string;
    /**
     * The button that opens the course inquiry.
     */
    sendInquiry: string;
    /**
     * The heading of the course inquiry's dialog.
     */
    courseInquiry: string;
    /**
     * A course category's link to its page when it has one course.
     */
    itsPage: string;
    /**
     * A course category's link to its page; {count} is how many courses it has.
     */
    allCoursesOfCategory: string;
    /**
     * Added for screen readers after that link; {category} is the category.
     */
    allCoursesOfCategoryIn: string;
    /**
     * The heading over the rest of a category's courses; {category} is the category.
     */
    everyOtherCourse: string;
    /**
     * The course bar's link to the courses page.
     */
    everyCourse: string;
    /**
     * The contact details' heading over the address.
     */
    address: string;
    /**
     * The contact details' heading over the opening hours.
     */
    openingHours: string;
    /**
     * The contact details' heading over the phone number.
     */
    admissionsPhone: string;
    /**
     * The contact details' heading over the chat link.
     */
    whatsApp: string;
    /**
     * The contact details' heading over the e-mail address.
     */
    email: string;
    /**
     * The contact details' map link.
     */
    openOnMap: string;
    /**
     * The contact details' chat link.
     */
    chatWithUs: string;
    /**
     * Under the testimonials' search; {count} is how many.
     */
    testimonialsShown: string;
    /**
     * Under the testimonials' search while a course is typed.
     */
    testimonialsMatch: string;
    /**
     * Said when no testimonial matches.
     */
    noTestimonials: string;
    /**
     * Shown while a form's code comes.
     */
    loadingForm: string;
  };
  /**
   * The words every form says: its errors, notices and the other ways to reach us. Only pages with a form load them. Words in {braces} are filled in by the site (keep them as they are).
   */
  formWords: {
    /**
     * A choice list's first line when its form gives none.
     */
    chooseOne: string;
    /**
     * Said under an empty field that must be filled in; {field} is its label.
     */
    required: string;
    /**
     * Said under a choice list left unchosen; {field} is its label.
     */
    requiredChoice: string;
    /**
     * Said under boxes to tick when none is; {field} is their label.
     */
    requiredBox: string;
    /**
     * Said under an e-mail address that is not one.
     */
    invalidEmail: string;
    /**
     * Said under a phone number that is not one.
     */
    invalidPhone: string;
    /**
     * Said under a number field that holds something else.
     */
    notANumber: string;
    /**
     * Said under a number below the least allowed; {min} is that number.
     */
    atLeast: string;
    /**
     * Said under a number above the most allowed; {max} is that number.
     */
    atMost: string;
    /**
     * Said under a text that is too long.
     */
    tooLong: string;
    /**
     * Said when a résumé the form asks for is not chosen.
     */
    chooseResume: string;
    /**
     * Said when a file is larger than the form takes, unless the form says it itself.
     */
    fileTooLarge: string;
    /**
     * Said when the chosen file is not a picture.
     */
    notAnImage: string;
    /**
     * The course choice standing for a category's courses the list does not name, in a large catalogue ({category}: the category's name).
     */
    anotherCourse: string;
    /**
     * Said when the file chosen for a field that takes a PDF or a picture (a CV) is neither.
     */
    notAPdfOrImage: string;
    /**
     * What screen readers call the preview of a chosen picture.
     */
    previewOf: string;
    /**
     * Said while a file is sent; {percent} is how much is sent.
     */
    uploading: string;
    /**
     * The label of a hidden field that only robots fill in.
     */
    leaveEmpty: string;
    /**
     * Said when a form's code could not arrive.
     */
    codeFailed: string;
    /**
     * After Try again, then; {submit} is the form's button.
     */
    orSendFromOwnMail: string;
    /**
     * Said when a form is kept to send later, unless the form says it itself.
     */
    keptGeneric: string;
    /**
     * Before the link that opens the visitor's own e-mail.
     */
    ratherSendYourself: string;
    /**
     * The link that opens the visitor's own e-mail with what they typed.
     */
    writeFromOwnMail: string;
    /**
     * Said beside a form when scripts are off.
     */
    scriptsOff: string;
    /**
     * The same beside a form that asks for a file.
     */
    scriptsOffFile: string;
    /**
     * Beside every form's button: {phone}, {chat} (WhatsApp) and {email} become links.
     */
    reachUs: string;
    /**
     * Said when sending failed on the page itself.
     */
    somethingWentWrong: string;
    /**
     * After a mail service's refusal, its own words.
     */
    serviceSaid: string;
    /**
     * Said when the mail service could not read a form.
     */
    serviceCouldNotRead: string;
    /**
     * Said when the mail service refused the site.
     */
    serviceRefusedSite: string;
    /**
     * Said when a form was too large for the mail service.
     */
    serviceTooLarge: string;
    /**
     * Said when the mail service refused a form otherwise.
     */
    serviceTurnedAway: string;
    /**
     * Under a sent or kept form's message: {reference} becomes the visitor's reference (the short form of the submission's id, which the e-mail to the company carries).
     */
    yourReference: string;
    /**
     * The button under a sent form's message that shows the form again, empty but for the page's own course or service.
     */
    sendAnother: string;
  };
  /**
   * The words of the notice of forms kept on a visitor's device to send later (with no connection). Words in {braces} are filled in by the site (keep them as they are).
   */
  keptFormsWords: {
    /**
     * What screen readers call the notice of forms kept to send later.
     */
    formsSaved: string;
    /**
     * The notice's button that closes it, and the list's.
     */
    close: string;
    /**
     * The notice's button that lists them.
     */
    seeWhatIsWaiting: string;
    /**
     * The heading of that list.
     */
    savedOnThisDevice: string;
    /**
     * The start of the notice's sentences, for one form.
     */
    oneFormIs: string;
    /**
     * The same, for several; {count} is how many.
     */
    formsAre: string;
    /**
     * One form, in the sentence below.
     */
    oneForm: string;
    /**
     * Several forms, in the sentence below.
     */
    forms: string;
    /**
     * Said when the mail service refused forms for good.
     */
    couldNotBeSent: string;
    /**
     * Said when the page closed while forms were being sent.
     */
    askSendAgain: string;
    /**
     * Said while forms wait for the connection.
     */
    willBeSent: string;
    /**
     * Each kept form in the list: which form, from which page, when.
     */
    formFrom: string;
    /**
     * Said of a form whose sending was cut short.
     */
    mayHaveReachedUs: string;
    /**
     * Said of a form waiting to be sent.
     */
    waiting: string;
    /**
     * The same once it was tried; {count} is how many times.
     */
    waitingTried: string;
    /**
     * The button that sends a form again.
     */
    sendAgain: string;
    /**
     * The button that drops a kept form.
     */
    cancelSending: string;
    /**
     * What screen readers call that button; {page} is where it was sent from.
     */
    cancelSendingFrom: string;
    /**
     * Said of a form the mail service refused, before its reason.
     */
    notSent: string;
    /**
     * Said of a refused form's file.
     */
    chooseFileAgain: string;
    /**
     * The button that puts a refused form back.
     */
    putBack: string;
    /**
     * The button that copies it.
     */
    copyTyped: string;
    /**
     * That button once it copied.
     */
    copied: string;
    /**
     * The button that removes a refused form.
     */
    remove: string;
    /**
     * What screen readers call that button.
     */
    removeFrom: string;
    /**
     * Said when a kept form is refused for good.
     */
    refusedTold: string;
    /**
     * Said when a kept form has been sent.
     */
    reached: string;
    /**
     * Said when a kept form waited too long.
     */
    expired: string;
    /**
     * What each form is called in a sentence, such as: your course inquiry.
     */
    formNames: {
      /**
       * The enrolment form's name in a sentence.
       */
      enrolment: string;
      /**
       * The course-inquiry form's name in a sentence.
       */
      "course-inquiry": string;
      /**
       * The service-inquiry form's name in a sentence.
       */
      "service-inquiry": string;
      /**
       * The career form's name in a sentence.
       */
      career: string;
    };
  };
}
/**
 * A picture from the public/ folder, with its size so the page does not jump while it loads.
 */
export interface Image {
  /**
   * Path of the picture under public/, starting with /images/.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. It may be "" only when "decorative" is true.
   */
  alt: string;
  /**
   * Set to true for a picture that is only decoration (screen readers skip it); its "alt" is then "". Leave it out for every other picture.
   */
  decorative?: boolean;
  /**
   * Width of the picture in pixels.
   */
  width: number;
  /**
   * Height of the picture in pixels.
   */
  height: number;
}
export interface NavItem {
  /**
   * The words in the menu.
   */
  label: string;
  /**
   * Where the menu item goes (not needed for a dropdown).
   */
  href?: string;
  /**
   * The links of a dropdown menu.
   */
  items?: Link[];
  /**
   * Fill the dropdown with every service or every course, automatically.
   */
  list?: "services" | "courses";
}
/**
 * A link or button: the words on it and where it goes.
 */
export interface Link {
  /**
   * The words on the link or button.
   */
  label: string;
  /**
   * Where the link goes: a page of this site starting with / (the page must exist), a full https:// address, or a tel: or mailto: link.
   */
  href: string;
}
