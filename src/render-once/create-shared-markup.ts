import type { ReactNode } from "react";
import { PLACEHOLDER_ATTRIBUTE, type SharedMarkup } from "./shared-markup";

const PLACEHOLDER = new RegExp(`<template ${PLACEHOLDER_ATTRIBUTE}="(\\d+) (\\d+) (\\d+)"></template>`, "g");

interface RegisteredList {
  id: string;
  keys: string[];
  renderItem: (index: number) => ReactNode;
  html: string[];
}

/**
 * The pre-renderer's store: each item is rendered the first time a page needs it, by `renderAlone`
 * (the item on its own, under the providers it needs and at no page's address), then reused.
 */
export function createSharedMarkup(renderAlone: (node: ReactNode) => string): SharedMarkup {
  const lists: RegisteredList[] = [];
  const byId = new Map<string, number>();

  const itemHtml = (list: RegisteredList, index: number): string => {
    list.html[index] ??= renderAlone(list.renderItem(index));
    // Resource hints (an image's preload) are hoisted to the front of a render, out of the item.
    if (list.html[index].startsWith("<link")) {
      throw new Error(`An item of the shared list "${list.id}" has a resource hint; such an item cannot be shared.`);
    }
    return list.html[index];
  };

  return {
    register(id, keys, renderItem) {
      const known = byId.get(id);
      if (known === undefined) {
        byId.set(id, lists.push({ id, keys, renderItem, html: [] }) - 1);
        return lists.length - 1;
      }
      const { keys: first } = lists[known];
      if (first.length !== keys.length || first.some((key, index) => key !== keys[index])) {
        throw new Error(`The shared list "${id}" lists other items on another page: give each list its own id.`);
      }
      return known;
    },
    fill(html) {
      return html.replace(PLACEHOLDER, (_, list: string, from: string, to: string) => {
        const registered = lists[Number(list)];
        const parts: string[] = [];
        for (let index = Number(from); index < Number(to); index += 1) parts.push(itemHtml(registered, index));
        return parts.join("");
      });
    },
  };
}
