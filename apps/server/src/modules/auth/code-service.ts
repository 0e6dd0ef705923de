import type { z } from 'zod';
import { ErrorCode, GatewayError, type catalogue } from '@arena/protocol';
import { validateEmail, validatePhone } from '@arena/domain';
import type { Queryable } from '../../db/db.ts';
import { assertRule } from './account-validation.ts';
import { CODE_COOLDOWN_MS, CODE_TTL_MS, issueCode } from './outbox-repository.ts';
import { msg } from '../../gateway/user-messages.ts';

type SendCodeInput = z.output<typeof catalogue.auth.sendCodeV3.input>;

/**
 * sendCode v3: checks the target with the spec §5 phone or email rule, then queues a code in the
 * outbox (no SMS or mail provider). Within the cooldown it answers 10013 with the seconds left.
 */
export async function sendCode(
  db: Queryable,
  input: SendCodeInput,
  now: Date,
): Promise<{ cooldownSeconds: number; expiresInSeconds: number }> {
  assertRule(
    'target',
    input.channel === 'phone' ? validatePhone(input.target, input.areaCode) : validateEmail(input.target),
  );
  const result = await issueCode(
    db,
    { channel: input.channel, target: input.target, scene: input.scene },
    now,
  );
  if (!result.issued) {
    throw new GatewayError(
      ErrorCode.rateLimitedCall,
      msg('auth.codeTooFrequent', { retryAfterSeconds: result.retryAfterSeconds }),
      {
        cooldownSeconds: result.retryAfterSeconds,
      },
    );
  }
  return { cooldownSeconds: CODE_COOLDOWN_MS / 1000, expiresInSeconds: CODE_TTL_MS / 1000 };
}
