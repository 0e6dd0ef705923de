/** en strings of the route error screen; spread into ../en.ts. */
export const errorsEn = {
  routeError: {
    title: 'Something went wrong',
    body: 'This page cannot be shown right now. Please retry, or go back home or contact support.',
    chunkBody: 'The site was just updated and this page needs to load again. Please retry.',
    offlineBody: 'The network is not reachable, so this page cannot load. Check your connection and retry.',
  },
};
