// The shop's own details of a customer (name, e-mail, birthday), one field per call: the panel saves
// each field on blur. Input is validated by routers/company/updateCustomerInfo.schema.ts.
import type { Db } from "../db/client.js";
import { customerDetail, customerNotFound, type CustomerDetail } from "./detail.js";

export type CustomerInfoChange = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  /** "YYYY-MM-DD" */
  birthday?: string | null;
};

export async function updateCustomerInfo(db: Db, companyId: string, id: string, change: CustomerInfoChange): Promise<CustomerDetail> {
  const { birthday, ...names } = change;
  const data = {
    ...names,
    ...(birthday !== undefined ? { birthday: birthday === null ? null : new Date(`${birthday}T00:00:00Z`) } : {}),
  };
  const { count } = await db.customer.updateMany({ where: { id, companyId }, data });
  if (count === 0) throw customerNotFound();
  return customerDetail(db, companyId, { id });
}
