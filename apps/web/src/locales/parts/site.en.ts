/** English strings of the site content (switched off, spec §1); spread into ../en.ts. */
export const siteEn = {
  siteContent: {
    popupClose: 'Close',
    popupOpenLink: 'Details',
    popupNext: 'Next',
    navigation: 'Quick links',
    floatingIcons: 'Shortcuts',
    sponsorTabs: 'Sponsors',
    sponsorEmpty: 'No sponsor content yet',
    sponsorFailed: 'Sponsor content failed to load',
    logoAlt: 'Site logo',
    download: 'Get the app',
    help: {
      title: 'Help centre',
      entry: 'Help centre',
      categories: 'Help topics',
      loadFailed: 'Help failed to load',
      retry: 'Retry',
      empty: 'No articles in this topic',
      noCategories: 'No help content yet',
      build: 'Version {{version}} · page built {{date}}',
    },
    share: {
      button: 'Share',
      copied: 'Link copied: {{url}}',
      failed: 'Could not make a short link, please retry',
      manual: 'Copy the link: {{url}}',
    },
    robot: {
      title: 'Security check',
      body: 'Unusual traffic was detected. Complete the security check to continue.',
      start: 'Start the check',
      passed: 'Check passed, you can continue.',
      continue: 'Back to where I was',
      back: 'Back home',
    },
  },
};
