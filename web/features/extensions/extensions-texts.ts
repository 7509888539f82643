/** Texts of the reusable extensions list (spec §2 "Extensions list (reusable)", §8 Extensions). */
export const EXTENSIONS_LIST_TEXTS = {
  // Spec §8 Extensions.
  loading: 'Loading extensions...',
  loadFailed: (reason: string) => `Error loading extensions: ${reason}`,
  empty: 'No extensions available.',
  // Spec §2.
  availableWithPlan: (plan: string) => `Available with your ${plan} plan`,
  noImage: 'No image',
  noDescription: 'No description available.',
  notAvailable: 'N/A',
  free: 'Free',
  premium: 'Premium',
  private: 'Private',
  // Ours.
  version: (version: string) => `Version: ${version}`,
  storeLink: (store: string) => `${store} store`,
  storeLinks: (title: string) => `Get ${title}`,
  installHere: 'Download and install',
  install: (title: string) => `Download and install ${title}`,
  visibilityFilter: 'Visibility',
  pricingFilter: 'Price',
  all: 'All',
  public: 'Public',
  paid: 'Paid',
} as const;
