// SPEC §2 /users/new, §5 'This field has incorrect value' on leaving a field: the e-mail's error
// appears when the field is left, and leaving it by clicking a role must not move that role away
// from under the pointer. The click has to land: the role is checked, and what lies below the
// e-mail field stays where it was.
import { expect, test } from '@playwright/test';
import { EMAILS, passPinGate, signIn } from './support';

test.use({ timezoneId: 'America/New_York' });

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`a bad e-mail, then a click on a role: the role is checked and nothing moved (${viewport.width}px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, EMAILS.admin);
    await page.goto('/users/new');
    await passPinGate(page);
    const form = page.getByRole('form', { name: 'New user' });
    const email = form.getByRole('textbox', { name: 'E-mail' });
    const role = form.getByRole('checkbox', { name: 'Staff', exact: true });
    const access = form.getByRole('group', { name: 'Access' });
    await email.fill('not-an-e-mail');
    await role.scrollIntoViewIfNeeded();
    const roleBefore = await role.boundingBox();
    const accessBefore = await access.boundingBox();

    // One click, straight from the e-mail field (it is left by this click).
    await role.click();

    await expect(form.getByText('This field has incorrect value', { exact: true })).toBeVisible();
    await expect(role).toBeChecked();
    expect(await role.boundingBox(), 'the role stayed under the pointer').toEqual(roleBefore);
    expect(await access.boundingBox(), 'the Access section did not move').toEqual(accessBefore);
  });
}
