/** Helpers for the app's shell in browser tests: sidebar, top bar menus, bell, toasts. */
import { expect, type Page } from '@playwright/test';

export const sidebar = (page: Page) => page.getByTestId('side-nav');

export async function sidebarLinks(page: Page): Promise<string[]> {
  await expect(sidebar(page).getByRole('link').first()).toBeVisible();
  return (await sidebar(page).getByRole('link').allInnerTexts()).map((text) => text.trim());
}

/** A top bar menu (Company, Site, Role); its trigger is labelled '{label}: {current value}'. */
export const menuTrigger = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}: `) });

export async function pickFromMenu(page: Page, label: string, item: string) {
  await menuTrigger(page, label).click();
  await page.getByRole('menuitemcheckbox', { name: item, exact: true }).click();
}

export async function setMenuDefault(page: Page, label: string, itemText: string) {
  await menuTrigger(page, label).click();
  await page.getByRole('menuitem', { name: itemText }).click();
}

export const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(: [\d+]+ unread)?$/ });

/** The newest toast with this text (an earlier one with the same text may still be showing). */
export const toast = (page: Page, text: string) =>
  page.locator('.ac-toasts').getByText(text, { exact: true }).last();

/** The top bar's page title (TopNavigation also renders a hidden copy for measuring). */
export const pageTitle = (page: Page) => page.locator('.ac-page-title:visible');
