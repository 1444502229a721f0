import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unsubscribe links without a sign-in: the token is the lead's id and an HMAC of it, so a link
 * works for its own address only and cannot be made up for another one.
 */
export function createUnsubscribeTokens(secret: string) {
  // A key of its own, so a token can never double as any other signature made with the secret.
  const key = createHash('sha256').update(`newsletter-unsubscribe:${secret}`).digest();
  const mac = (leadId: number) => createHmac('sha256', key).update(`lead:${leadId}`).digest('base64url');

  return {
    sign(leadId: number): string {
      return `${leadId}.${mac(leadId)}`;
    },
    /** The lead a token names, or null when it is not one we signed. */
    verify(token: string): number | null {
      const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const leadId = Number(match[1]);
      const expected = Buffer.from(mac(leadId));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : null;
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
