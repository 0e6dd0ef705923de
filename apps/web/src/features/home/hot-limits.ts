/** How many hot matches home shows (the live tab has the whole list); the skeleton holds as many rows. */
export { HOT_MATCH_LIMIT } from '@arena/domain';
