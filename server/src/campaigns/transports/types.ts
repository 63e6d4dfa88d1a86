// One interface for the three channels. A transport either returns the provider's id for the message,
// throws PermanentFailure (this recipient will never get it: recorded as failed, not retried), or throws
// anything else (not handed over, e.g. the provider is down: the delivery is retried later).

export type EmailMessage = {
  to: string;
  from: { name: string; address: string };
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** "<id@host>", also the providerId bounces are matched by */
  messageId: string;
};

export type SmsMessage = { to: string; text: string };

/** A browser's Web Push subscription (the wallet). */
export type WebPushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * To the user's Expo tokens (mobile app) and Web Push subscriptions (wallet); either list may be empty.
 * `shop`: who sends it, for the wallet, which serves every shop from one address.
 */
export type PushMessage = {
  tokens: string[];
  webPush: WebPushTarget[];
  title: string;
  body: string;
  data: { url?: string; image?: string };
  shop: { name: string; logo: string | null; walletUrl: string };
};

export type SendResult = { providerId: string | null };

export type Transport<M> = { send(message: M): Promise<SendResult> };

export type Transports = { EMAIL: Transport<EmailMessage>; SMS: Transport<SmsMessage>; PUSH: Transport<PushMessage> };

export class PermanentFailure extends Error {}
