/** Valid turnover per member in a period with their VIP level: agents' commissions read it. */
export { periodTurnover as periodTurnoverByMember } from './vip-repository.ts';
