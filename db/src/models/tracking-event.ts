import { TRACKING_EVENT_TYPES } from '../enums.js';
import { col, defineTable, required } from '../schema/columns.js';

export const trackingEventTable = defineTable({
  modelName: 'TrackingEvent',
  tableName: 'tracking_events',
  timestamps: 'createdOnly',
  columns: {
    id: { ...col.id(), type: col.bigint().type },
    type: required(col.oneOf(TRACKING_EVENT_TYPES)),
    origin: col.string(120),
    page_location: col.string(1000),
    email: col.string(254),
    exit_intent: col.boolean(false),
    ab_tests: col.json<Record<string, string>>({}),
    utm_source: col.string(120),
    utm_medium: col.string(120),
    utm_campaign: col.string(120),
    fbclid: col.string(255),
    twclid: col.string(255),
  },
  indexes: [{ name: 'tracking_events_type_time', fields: ['type', 'created_at'] }],
});
