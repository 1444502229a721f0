import { useRecordContext } from 'react-admin';
import { StateChip } from '../common/StateChip';

/** Subscribed, or unsubscribed (unsubscribed_at set). */
export function SubscriptionChip() {
  const lead = useRecordContext<{ unsubscribed_at: string | null }>();
  if (!lead) return null;
  return lead.unsubscribed_at ? <StateChip label="shigoto.moderation.unsubscribed" color="default" /> : <StateChip label="shigoto.moderation.subscribed" color="success" />;
}
