import type { FastifyInstance } from 'fastify';
import { catalogue } from '@arena/protocol';
import { registerCall } from '../../gateway/register-call.ts';
import { insertClickEvent } from './click-repository.ts';

/** Free-text headers are stored clipped, so a client cannot grow a row without bound. */
const clip = (value: string | undefined, max: number) => (value ? value.slice(0, max) : null);

/**
 * Click report (spec §7 "Tracking"): every event is stored with the member (when a valid token came
 * along), device id and client type from the headers.
 */
export function registerTrackingRoutes(app: FastifyInstance): void {
  registerCall(app, catalogue.tracking.clickReport, async (input, { member, headers }) => {
    await insertClickEvent(app.db, {
      event: input.event,
      page: input.page,
      target: input.target ?? null,
      clientTs: Number(input.ts),
      memberId: member?.id ?? null,
      deviceId: clip(headers.deviceId, 128),
      clientType: clip(headers.clientType, 32),
    });
    return { ok: true };
  });
}
