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
   * The year the company was founded.
   */
  founded: number;
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
