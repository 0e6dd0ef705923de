import { setVerificationHandler } from '@/lib/gateway/verification-hook.ts';
import { requestVerification } from '@/features/verify/stores/verify-store.ts';

// The gateway (lib/) answers need-safe (spec §4, §8) through this handler; app/ wires in the feature.
setVerificationHandler(requestVerification);
