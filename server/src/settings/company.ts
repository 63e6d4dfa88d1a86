// The shop's settings as the settings page edits them: three sections of Company columns.
import type { Company } from "../generated/prisma/client.js";

export function profileOf(company: Company) {
  return {
    name: company.name,
    subtitle: company.subtitle,
    logo: company.logo,
    phone: company.phone,
    website: company.website,
    address: company.address,
    latitude: company.latitude,
    longitude: company.longitude,
    taxNumber: company.taxNumber,
    sendingEmail: company.sendingEmail,
    brandColor: company.brandColor,
  };
}

const cents = (value: number | null) => (value === null ? null : String(value));

export function pointsOf(company: Company) {
  return {
    pointsEnabled: company.pointsEnabled,
    pointsMult: company.pointsMult,
    initiationGift: company.initiationGift,
    birthdayGift: company.birthdayGift,
    birthdayNotification: company.birthdayNotification,
    warningAmount: cents(company.warningAmount),
    maxAmount: String(company.maxAmount),
    showOldCustomer: company.showOldCustomer,
    pointsExpireMonths: company.pointsExpireMonths,
    hiddenCouponsPerDay: company.hiddenCouponsPerDay,
  };
}

export function stampsOf(company: Company) {
  return {
    stampsEnabled: company.stampsEnabled,
    fullStampImage: company.fullStampImage,
    emptyStampImage: company.emptyStampImage,
    stampDescription: company.stampDescription,
    stampSuccessDescription: company.stampSuccessDescription,
    stampPrice: cents(company.stampPrice),
    stampBirthdayGift: company.stampBirthdayGift,
    stampInitiationGift: company.stampInitiationGift,
    stampsExpireMonths: company.stampsExpireMonths,
  };
}
