import type { NavGroup, NavItem } from '#generated/site-types';

/** A header menu as the browser gets it: a title and its entries, products already turned into entries. */
export interface MenuGroup {
  title: string;
  items: NavItem[];
}

/** A menu's entries: its own items, then the products it lists (each as its title, summary and page). */
export function createMenuGroup(group: NavGroup): MenuGroup {
  const products = (group.products ?? []).map((product) => ({
    title: product.title,
    href: product.page,
    description: product.summary,
    isExternal: product.isExternal,
  }));
  const items = [...group.items, ...products];
  return { title: group.title, items };
}
