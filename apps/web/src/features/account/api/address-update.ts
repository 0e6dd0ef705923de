import type { z } from 'zod';
import { catalogue } from '@arena/protocol';
import { callGateway } from '@/lib/gateway/gateway-client.ts';
import { useAccountMutation } from './account-mutation.ts';

/** The address fields as the catalogue takes them. */
export type AddressInput = z.infer<typeof catalogue.member.addressUpdate.input>;

export const addressUpdate = (address: AddressInput) =>
  callGateway(catalogue.member.addressUpdate, address, { quiet: true });

/** member.addressUpdate: sets the delivery address for physical prizes. */
export const useAddressUpdate = () => useAccountMutation(addressUpdate);
