import { segments } from "../validator/json-source.ts";

/** A JSON pointer as a person reads it: "/blocks/3/items/0/question" is "blocks › 3 › items › 0 › question". */
export function fieldWords(pointer: string): string {
  return segments(pointer).join(" › ");
}
