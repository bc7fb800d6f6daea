// SPEC §2 top level and §8: the sign-in screen, its messages, and where each persona lands.
import { expect, test } from '@playwright/test';
import { EMAILS, NAMES, PASSWORD, START_PATHS, signIn, signInForm } from './support';

test('/ redirects to /sign-in when signed out', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(signInForm(page).submit).toBeVisible();
});

test('an empty email shows "Please enter email id to continue"', async ({ page }) => {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await form.password.fill(PASSWORD);
  await form.submit.click();
  await expect(form.form.getByText('Please enter email id to continue', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a wrong password shows "Incorrect username or password."', async ({ page }) => {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await form.email.fill(EMAILS.clinician);
  await form.password.fill('Wrong!2026pass');
  await form.submit.click();
  await expect(form.form.getByRole('alert')).toHaveText('Incorrect username or password.');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('offline, submitting shows "No internet connection"', async ({ page, context }) => {
  await page.goto('/sign-in');
  const form = signInForm(page);
  await form.email.fill(EMAILS.clinician);
  await form.password.fill(PASSWORD);
  await context.setOffline(true);
  try {
    await form.submit.click();
    await expect(form.form.getByRole('alert')).toHaveText('No internet connection');
    await expect(page).toHaveURL(/\/sign-in$/);
  } finally {
    await context.setOffline(false);
  }
});

test('the clinician lands on /my-schedule', async ({ page }) => {
  await signIn(page, EMAILS.clinician);
  await expect(page).toHaveURL(/\/my-schedule$/);
  expect(START_PATHS.clinician).toBe('/my-schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'My Schedule' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByText(NAMES.clinician, { exact: true })).toBeVisible();
});

test('the admin lands on their first permitted item, /schedule', async ({ page }) => {
  await signIn(page, EMAILS.admin);
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.admin}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  // Signed in, / now leads to the start page rather than the sign-in form.
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`${START_PATHS.admin}$`));
});
