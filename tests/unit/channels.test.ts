// The channel registries are complete: every campaign type the database knows has its channels on the
// server (channels/registry.ts) and its form in the admin (admin/src/channels/registry.ts), every channel
// provides the whole interface, and the admin's route resources match the channels and their flags.
import { describe, expect, it } from "vitest";
import { channels as adminChannels, channelOf, channelOfResource } from "../../admin/src/channels/registry.js";
import { resources } from "../../admin/src/resources.js";
import { CAMPAIGN_TYPES, CHANNELS, contentRulesOf, DELIVERY, previewSettings, SKIP_REASON_LABELS } from "../../server/src/channels/registry.js";
import { parseEnv } from "../../server/src/env.js";
import { AlertType } from "../../server/src/generated/prisma/enums.js";
import { Prisma } from "../../server/src/generated/prisma/client.js";
import { ADMIN_PANEL_FLAGS } from "../../server/src/shared/flags.js";

const env = parseEnv({ PORT: "3100", AUTH_SECRET: "a-test-secret-of-at-least-32-characters" });
const databaseTypes = Object.values(AlertType);

describe("the server's channel registry", () => {
  it("delivers every campaign type the database knows on at least one channel, each channel on one type", () => {
    expect([...CAMPAIGN_TYPES].sort()).toEqual([...databaseTypes].sort());
    for (const type of databaseTypes) expect(DELIVERY[type].length, type).toBeGreaterThan(0);
    const names = CHANNELS.map((channel) => channel.name);
    expect(new Set(names).size, "a channel listed under two types").toBe(names.length);
  });

  it("fans a push campaign out to the app and the wallet's browsers", () => {
    expect(DELIVERY.PUSH.map((channel) => channel.name)).toEqual(["push", "webPush"]);
  });

  it("gives the channels of one type the same content rules, made for that type", () => {
    for (const type of databaseTypes) {
      const rules = contentRulesOf(type);
      expect(rules.type).toBe(type);
      for (const channel of DELIVERY[type]) expect(channel.content, `${channel.name} carries ${type}`).toBe(rules);
      expect(ADMIN_PANEL_FLAGS).toContain(rules.flag);
      expect(rules.schema.shape.type.value, `${type}'s schema takes its own type`).toBe(type);
      expect(typeof rules.store).toBe("function");
    }
  });

  it("has every channel provide the whole interface", () => {
    for (const channel of CHANNELS) {
      const what = channel.name;
      expect(channel.reach.reason, what).toBeInstanceOf(Prisma.Sql);
      expect(channel.reach.address === null || channel.reach.address instanceof Prisma.Sql, what).toBe(true);
      expect(Object.keys(channel.skipReasons), what).toContain(channel.unreachable);
      for (const label of Object.values(channel.skipReasons)) expect(label, what).toMatch(/\p{Script=Greek}/u);
      expect(channel.rate(env), what).toBeGreaterThan(0);
      expect(typeof channel.message, what).toBe("function");
      expect(typeof channel.transport(env, {} as never).send, what).toBe("function");
    }
  });

  it("labels each skip reason once, the same whichever channel records it", () => {
    for (const channel of CHANNELS) {
      for (const [reason, label] of Object.entries(channel.skipReasons)) expect(SKIP_REASON_LABELS[reason], reason).toBe(label);
    }
    expect(SKIP_REASON_LABELS.no_consent).toBeDefined();
  });

  it("gathers every channel's preview data for campaign.settings", () => {
    expect(Object.keys(previewSettings(env)).sort()).toEqual(["publicOrigin", "smsLinkHost", "smsMaxParts", "smsOptOutExample"]);
  });
});

describe("the admin's channel registry", () => {
  it("has a form for every campaign type, each on its own route resource", () => {
    expect(adminChannels.map((channel) => channel.type).sort()).toEqual([...databaseTypes].sort());
    for (const type of databaseTypes) expect(channelOf(type).type).toBe(type);
    const routeResources = adminChannels.map((channel) => channel.resource);
    expect(new Set(routeResources).size).toBe(routeResources.length);
  });

  it("has every channel provide the whole interface", () => {
    for (const channel of adminChannels) {
      for (const text of [channel.label, channel.shortLabel, channel.title, channel.subtitle, channel.description, channel.unreachableLabel]) {
        expect(text, channel.type).toBeTruthy();
      }
      expect(channel.Fields, channel.type).toBeDefined();
      expect(channel.Preview, channel.type).toBeDefined();
      expect(channel.toInput({ title: " Τίτλος ", text: "Κείμενο", subject: "Θέμα", html: "<p>Γεια</p>" }).type, channel.type).toBe(channel.type);
      expect(typeof channel.summary({ title: "", text: "", subject: "", html: "", design: null, image: null }), channel.type).toBe("string");
    }
  });

  it("declares each channel's list, new and edit routes in resources.tsx, under the campaigns, with its type's flag", () => {
    for (const channel of adminChannels) {
      const resource = resources.find((candidate) => candidate.name === channel.resource);
      expect(resource, channel.resource).toBeDefined();
      expect(resource!.list && resource!.create && resource!.edit, channel.resource).toBeTruthy();
      expect(resource!.meta.parent).toBe("campaigns");
      expect(resource!.meta.flag, channel.resource).toBe(contentRulesOf(channel.type).flag);
      expect(channelOfResource(channel.resource)).toBe(channel);
    }
  });
});
