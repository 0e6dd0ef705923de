import { useQuery } from '@tanstack/react-query';
import { autoTransferQuery } from '@/lib/money-queries.ts';

/** The wallet auto-transfer switch (spec §4 "a wallet auto-transfer on/off status exists"). */
export const useAutoTransfer = () => useQuery(autoTransferQuery());
