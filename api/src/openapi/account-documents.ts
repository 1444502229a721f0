import { ref, type Schema } from './schemas.js';

/** An account's update: the account, and the tokens of a new session for this device when a new password ended every other. */
export const accountUpdate = (data: string): Schema => ({
  type: 'object',
  required: ['data'],
  properties: { data: ref(data), meta: { ...ref('Tokens'), description: 'Present when a new password started a new session for this device (every other session ended)' } },
});
