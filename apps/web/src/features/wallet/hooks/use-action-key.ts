import { useState } from 'react';
import { ActionKey } from '../idempotency.ts';

/** The idempotency key holder of one form (one key per user action, see ActionKey). */
export function useActionKey(): ActionKey {
  const [holder] = useState(() => new ActionKey());
  return holder;
}
