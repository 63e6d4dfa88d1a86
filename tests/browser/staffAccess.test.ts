// What an employee sees, in a real browser on the built admin: a new employee has the counter only
// (no customers or history in the menu, a clear «no access» page at their address), and sees the
// customers once the owner grants them on the staff page, still without the CSV download; the owner
// disables an employee's access and enables it again.
import type { Page } from "playwright-core";
import { beforeAll, expect, it } from "vitest";
import { contextOf, signedInContext, useBrowser } from "../helpers/browser.js";
import { signIn } from "../helpers/client.js";
import { createEmployee } from "../helpers/staff.js";

const app = useBrowser();
let cashier: Page;
let owner: Page;
let employee: Awaited<ReturnType<typeof createEmployee>>;

const menu = (page: Page) => page.getByRole("navigation", { name: "Κύριο μενού" });
const menuLinks = (page: Page) => menu(page).getByRole("link").allInnerTexts();

beforeAll(async () => {
  employee = await createEmployee(app.server.db);
  const [cashierContext, ownerContext] = await Promise.all([
    contextOf(app.browser, app.server.url, await signIn(app.server.url, employee.email, employee.password)),
    signedInContext(app.browser, app.server.url, "owner"),
  ]);
  [cashier, owner] = await Promise.all([cashierContext.newPage(), ownerContext.newPage()]);
});

it("shows a new employee the counter only, and the customers after the owner grants them", async () => {
  await cashier.goto(`${app.server.url}/admin/points/add`);
  await menu(cashier).getByRole("link", { name: "Πόντοι" }).waitFor();
  // The shop's name (its logo links home), then the counter's links and the always-present contact.
  expect(await menuLinks(cashier)).toEqual([expect.stringContaining("Καφέ Αθηνά"), "Πόντοι", "Προσθήκη πόντων", "Προσθήκη στάμπας", "Κουπόνια", "Επικοινωνία"]);

  // A direct address beyond the counter: a page that says why, not an error.
  await cashier.goto(`${app.server.url}/admin/customers`);
  await cashier.getByText("Δεν έχετε πρόσβαση σε αυτή τη σελίδα").waitFor();
  await cashier.getByText("Ο ιδιοκτήτης του καταστήματος δεν σας έχει δώσει πρόσβαση σε αυτή τη σελίδα.", { exact: false }).waitFor();
  await cashier.goto(`${app.server.url}/admin/history/transactions`);
  await cashier.getByText("Δεν έχετε πρόσβαση σε αυτή τη σελίδα").waitFor();

  // The owner grants customers and history on the staff page.
  await owner.goto(`${app.server.url}/admin/staff`);
  const row = owner.getByRole("row").filter({ hasText: employee.email });
  await row.getByRole("combobox", { name: `Δικαιώματα: ${employee.name}` }).waitFor();
  await row.locator(".ant-select-selector").click();
  await owner.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Ταμείο, πελάτες και ιστορικό"]').click();
  await owner.locator(".ant-notification-notice").filter({ hasText: "Ταμείο, πελάτες και ιστορικό" }).waitFor();
  await expect(app.server.db.employee.findUniqueOrThrow({ where: { id: employee.member.id } })).resolves.toMatchObject({ access: "CUSTOMERS" });

  // The employee's next visit: customers and history in the menu, the list on screen, no download.
  await cashier.goto(`${app.server.url}/admin/customers`);
  await cashier.getByRole("heading", { name: "Πελάτες" }).waitFor();
  await cashier.locator(".ant-table-row").first().waitFor();
  expect(await menuLinks(cashier)).toEqual(expect.arrayContaining(["Ιστορικό", "Πελάτες"]));
  expect(await cashier.getByRole("link", { name: "Εξαγωγή CSV" }).count()).toBe(0);
});

it("disables an employee's access on the staff page, and enables it again", async () => {
  await owner.goto(`${app.server.url}/admin/staff`);
  const row = owner.getByRole("row").filter({ hasText: employee.email });
  await row.getByText("Ενεργός").waitFor();
  await row.getByRole("button", { name: "Απενεργοποίηση" }).click();
  await owner.locator(".ant-popconfirm").getByRole("button", { name: "Απενεργοποίηση" }).click();
  await owner.locator(".ant-notification-notice").filter({ hasText: "Η πρόσβαση απενεργοποιήθηκε." }).waitFor();
  await row.getByText("Απενεργοποιημένος από", { exact: false }).waitFor();
  expect((await app.server.db.employee.findUniqueOrThrow({ where: { id: employee.member.id } })).disabledAt).not.toBeNull();

  await row.getByRole("button", { name: "Ενεργοποίηση" }).click();
  await owner.locator(".ant-popconfirm").getByRole("button", { name: "Ενεργοποίηση" }).click();
  await row.getByText("Ενεργός").waitFor();
  await expect(app.server.db.employee.findUniqueOrThrow({ where: { id: employee.member.id } })).resolves.toMatchObject({ disabledAt: null });
});
