/* eslint-disable */
/**
 * DO NOT EDIT. Generated from the "x-name", "x-page-heading", "x-label", "x-entries", "x-picture-role" and "x-translate"
 * annotations of schema/ by scripts/commands/gen-types.ts. Change the JSON Schema, then run:
 * npm run gen:types -- --write (docs/adding-a-block.md)
 */
import type { Block } from "./page";

export interface ListNoun {
  /** What one entry is called, in lower case: "question". */
  readonly one: string;
  /** What the entries are called together: "questions". */
  readonly many: string;
}

/** A schema's fields by their place without list indexes ("items/question"; "card/image/src"). */
export interface FieldAnnotations {
  /** A field's label in the editor ("x-label"); any other field is named by its key in words. */
  readonly labels: Readonly<Record<string, string>>;
  /** What a list's entries are called ("x-entries"). */
  readonly lists: Readonly<Record<string, ListNoun>>;
  /** The role of the pictures a field holds ("x-picture-role"): the sizes the build makes them in. */
  readonly pictures: Readonly<Record<string, string>>;
}

export interface BlockTypeAnnotations extends FieldAnnotations {
  /** What authors call this kind of block ("x-name"). */
  readonly name: string;
  /** Whether the block carries its page's main heading, its h1 ("x-page-heading"). */
  readonly pageHeading: boolean;
}

/** Every block type of schema/blocks/, by its "type". */
export const BLOCK_TYPES = {
  "banner": {
    "name": "Banner",
    "pageHeading": false,
    "labels": {
      "action/href": "Link"
    },
    "lists": {},
    "pictures": {}
  },
  "bullet-list": {
    "name": "List of points",
    "pageHeading": false,
    "labels": {},
    "lists": {
      "items": {
        "one": "point",
        "many": "points"
      }
    },
    "pictures": {}
  },
  "chat-cta": {
    "name": "Chat invitation",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "class-timings": {
    "name": "Class timings",
    "pageHeading": false,
    "labels": {},
    "lists": {
      "physical": {
        "one": "classroom time",
        "many": "classroom times"
      },
      "online": {
        "one": "online time",
        "many": "online times"
      }
    },
    "pictures": {}
  },
  "contact-bar": {
    "name": "Contact bar",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "contact-details": {
    "name": "Contact details",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "course-grid": {
    "name": "All courses",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "course-intro": {
    "name": "Course introduction",
    "pageHeading": true,
    "labels": {},
    "lists": {
      "paragraphs": {
        "one": "paragraph",
        "many": "paragraphs"
      },
      "facts": {
        "one": "fact",
        "many": "facts"
      }
    },
    "pictures": {}
  },
  "course-nav": {
    "name": "Course navigation",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "course-search": {
    "name": "Course search",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "faq": {
    "name": "Frequently asked questions",
    "pageHeading": false,
    "labels": {},
    "lists": {
      "items": {
        "one": "question",
        "many": "questions"
      }
    },
    "pictures": {}
  },
  "feature-grid": {
    "name": "Feature cards",
    "pageHeading": false,
    "labels": {
      "items/action/href": "Link"
    },
    "lists": {
      "items": {
        "one": "card",
        "many": "cards"
      }
    },
    "pictures": {}
  },
  "form": {
    "name": "Form",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "gallery": {
    "name": "Photo gallery",
    "pageHeading": false,
    "labels": {
      "photos/src": "Picture file",
      "photos/alt": "What the picture shows"
    },
    "lists": {
      "photos": {
        "one": "photo",
        "many": "photos"
      }
    },
    "pictures": {
      "photos": "gallery"
    }
  },
  "hero-slider": {
    "name": "Page top with pictures",
    "pageHeading": true,
    "labels": {
      "eyebrow": "Line above the heading",
      "slides/src": "Picture file",
      "slides/alt": "What the picture shows",
      "action/href": "Link"
    },
    "lists": {
      "slides": {
        "one": "picture",
        "many": "pictures"
      }
    },
    "pictures": {
      "slides": "cover"
    }
  },
  "hero": {
    "name": "Page top",
    "pageHeading": true,
    "labels": {
      "eyebrow": "Line above the heading",
      "action/href": "Link",
      "image": "Picture",
      "image/src": "Picture file",
      "image/alt": "What the picture shows"
    },
    "lists": {},
    "pictures": {
      "image": "hero"
    }
  },
  "logo-carousel": {
    "name": "Client logos",
    "pageHeading": false,
    "labels": {
      "logos/src": "Picture file",
      "logos/alt": "What the picture shows"
    },
    "lists": {
      "logos": {
        "one": "logo",
        "many": "logos"
      }
    },
    "pictures": {
      "logos": "logo"
    }
  },
  "process-steps": {
    "name": "Steps of how we work",
    "pageHeading": false,
    "labels": {},
    "lists": {
      "steps": {
        "one": "step",
        "many": "steps"
      }
    },
    "pictures": {}
  },
  "service-grid": {
    "name": "All services",
    "pageHeading": false,
    "labels": {},
    "lists": {},
    "pictures": {}
  },
  "stats": {
    "name": "Key figures",
    "pageHeading": false,
    "labels": {
      "items/figure": "Which figure"
    },
    "lists": {
      "items": {
        "one": "figure",
        "many": "figures"
      }
    },
    "pictures": {}
  },
  "testimonial-carousel": {
    "name": "Testimonial carousel",
    "pageHeading": false,
    "labels": {
      "items/image": "Picture",
      "items/image/src": "Picture file",
      "items/image/alt": "What the picture shows"
    },
    "lists": {
      "items": {
        "one": "testimonial",
        "many": "testimonials"
      }
    },
    "pictures": {
      "items": "avatar"
    }
  },
  "testimonial-list": {
    "name": "All testimonials",
    "pageHeading": true,
    "labels": {
      "items/image": "Picture",
      "items/image/src": "Picture file",
      "items/image/alt": "What the picture shows"
    },
    "lists": {
      "items": {
        "one": "testimonial",
        "many": "testimonials"
      }
    },
    "pictures": {
      "items": "avatar"
    }
  },
  "top-courses": {
    "name": "Featured courses",
    "pageHeading": false,
    "labels": {
      "action/href": "Link"
    },
    "lists": {
      "courses": {
        "one": "course",
        "many": "courses"
      }
    },
    "pictures": {}
  }
} as const satisfies {
  readonly [K in Block["type"]]: BlockTypeAnnotations;
};

/** The fields of pages, site.json and forms outside a page's blocks. */
export const DOCUMENT_FIELDS = {
  "labels": {
    "path": "Address",
    "meta": "Search engines and sharing",
    "meta/robots": "Search engine listing",
    "meta/image": "Picture",
    "nextBatches/physical": "In the classroom",
    "card/image": "Picture",
    "card/image/src": "Picture file",
    "card/image/alt": "What the picture shows",
    "brand/logo/src": "Picture file",
    "brand/logo/alt": "What the picture shows",
    "url": "Site address",
    "figures": "The company's figures",
    "figures/students": "Students taught",
    "figures/internshipPlacements": "Internship placements",
    "figures/teachers": "Qualified teachers",
    "figures/clients": "Business clients",
    "mapUrl": "Map link",
    "social/href": "Link",
    "navigation/href": "Link",
    "navigation/items/href": "Link",
    "navigation/list": "Dropdown filled with",
    "footer/links/href": "Link",
    "footer/contacts/href": "Link",
    "mobileNavigation/bar/href": "Link",
    "mobileNavigation/drawer/href": "Link",
    "id": "Form",
    "fields/name": "Name in the e-mail",
    "fields/autocomplete": "Filled in by the phone as",
    "fields/min": "Smallest number",
    "fields/max": "Largest number",
    "fields/options/from": "Choices from",
    "fields/accept": "Files taken",
    "fields/maxBytes": "Largest file, in bytes",
    "fields/tooLargeMessage": "Message for a file too large",
    "fields/rows": "Lines shown",
    "submit/sendingLabel": "Label while sending",
    "action": "Sending",
    "action/template": "E-mail template",
    "action/fileField": "Field with the file",
    "ownMail": "Write from your own e-mail",
    "ownMail/lines/label": "Words before the answer",
    "ownMail/lines/field": "Field whose answer follows"
  },
  "lists": {
    "aliases": {
      "one": "other address",
      "many": "other addresses"
    },
    "blocks": {
      "one": "section",
      "many": "sections"
    },
    "card/logos": {
      "one": "logo",
      "many": "logos"
    },
    "card/points": {
      "one": "point",
      "many": "points"
    },
    "openingHours": {
      "one": "line",
      "many": "opening hours"
    },
    "navigation/items": {
      "one": "link",
      "many": "links of the dropdown"
    },
    "fields/options/extra": {
      "one": "extra choice",
      "many": "extra choices"
    },
    "ownMail/lines": {
      "one": "line",
      "many": "lines of the e-mail"
    }
  },
  "pictures": {
    "card": "card"
  }
} as const satisfies FieldAnnotations;
