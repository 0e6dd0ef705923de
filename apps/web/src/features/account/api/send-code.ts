import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** What auth.sendCodeV3 takes: channel, target, area code for a phone, and the scene the code is for. */
export type SendCodeInput = z.infer<typeof catalogue.auth.sendCodeV3.input>;

export const sendCode = (input: SendCodeInput) =>
  callGateway(catalogue.auth.sendCodeV3, input, { quiet: true });

/** auth.sendCodeV3: sends a code to the outbox; answers the resend cooldown and the code's lifetime. */
export const useSendCode = () => useMutation({ mutationFn: sendCode });
