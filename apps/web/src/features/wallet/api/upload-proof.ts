import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';

/** Uploads a checked payment proof image as a data URL (spec §7 "upload proof"). */
export const uploadProof = (orderNo: string, proof: string) =>
  callGateway(catalogue.finance.speedPayUploadProof, { orderNo, proof });
