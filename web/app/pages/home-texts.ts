/**
 * Texts of the home page (spec §2 "Home page"). The blog's own words ('Featured Posts', 'All
 * Posts', …) come from common/blog.ts.
 */
export const HOME_TEXTS = {
  eyebrow: 'For teams and communities on X',
  headline: 'Manage your teams and communities on X, all in one place',
  intro:
    'Rollcall keeps the members of your X communities in tidy lists. Search them, move people between lists, import and export CSV, and draw random members to build a ready-to-post line of mentions in seconds.',
  getStarted: 'Get Started',
  readTheBlog: 'Read the blog',
  featuresTitle: 'Everything your community needs',
  featuresIntro: 'From the first member you add to the hundredth list you export.',
  features: {
    teamManagement: {
      title: 'Team Management',
      description: 'Group the members of every X community into lists, search across them and copy or move people in a click.',
    },
    chromeExtension: {
      title: 'Chrome Extension',
      description: 'Bring Rollcall into your browser and work with your lists right where your communities live.',
    },
    licenseTiers: {
      title: 'License Tiers',
      description: 'Start free, then choose a subscription or a lifetime deal that matches how many lists your team needs.',
    },
  },
  postsIntro: 'News, guides and ideas from the Rollcall team.',
  noPosts: 'No posts yet. Check back soon.',
  loadingPosts: 'Loading posts...',
  freeExtensions: 'Free Browser Extensions',
  promoTitle: 'Want Access to Premium Extensions?',
  promoText: 'Subscribers get every premium and private extension, more lists and all the tools to run bigger communities.',
} as const;
