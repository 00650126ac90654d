/**
 * What the address field says when the page cannot move to the address typed: in the words of a
 * form, naming pages by kind and title, never by file.
 */
export const ADDRESS_PROBLEMS = {
  home: "The home page's address is always /.",
  badlyWritten: (example: string) =>
    `Write the address as / followed by lowercase words joined by dashes, such as ${example}.`,
  reserved: (address: string, why: string) => `${address} is kept for ${why}. Choose another address.`,
  taken: (address: string, owner: string) => `${address} is already the address of ${owner}. Choose another address.`,
  keptByAnother: (address: string, owner: string) =>
    `${address} still leads to ${owner}, whose address it was. Choose another address, or first remove it from the aliases of ${owner}.`,
} as const;
