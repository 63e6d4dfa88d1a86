-- campaign.executed when a campaign is launched (a scheduled campaign carries its scheduledAt).
-- In SQL (the outbox): the event is written in the launch's own transaction (webhook_emit).
CREATE OR REPLACE FUNCTION webhook_campaign_executed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  company text;
  data jsonb;
BEGIN
  SELECT a."companyId", jsonb_build_object(
           'campaignId', NEW."campaignId", 'submissionId', a.id, 'channel', NEW.channel::text, 'title', c.title,
           'audience', c.description, 'scheduledAt', webhook_iso(NEW."scheduledAt"), 'createdAt', webhook_iso(NEW."createdAt"))
    INTO company, data
    FROM "Campaign" c JOIN "AlertReview" a ON a.id = c."alertReviewId"
   WHERE c.id = NEW."campaignId";
  IF company IS NULL OR NOT webhook_wanted(company, 'campaign.executed') THEN RETURN NULL; END IF;
  PERFORM webhook_emit(company, 'campaign.executed', data);
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER campaign_launch_webhook AFTER INSERT ON "CampaignLaunch" FOR EACH ROW EXECUTE FUNCTION webhook_campaign_executed();
