import type { NavGroup, NavItem } from '../../generated/site-types';

/** A menu's entries: its own items, then the products it lists (each as its title, summary and page). */
export function listMenuItems(group: NavGroup): NavItem[] {
  const products = (group.products ?? []).map((product) => ({ title: product.title, href: product.page, description: product.summary, isExternal: product.isExternal }));
  return [...group.items, ...products];
}
