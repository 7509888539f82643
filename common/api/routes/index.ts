// Re-exports only (no code of its own), so a bundle keeps just the route modules it uses.
export * from './define';
export { adminRoutes } from './admin';
export { authRoutes } from './auth';
export { billingRoutes } from './billing';
export { blogRoutes } from './blog';
export { composeRoutes } from './compose';
export { csvRoutes } from './csv';
export { drawsRoutes } from './draws';
export { giveawaysRoutes } from './giveaways';
export { homeRoutes } from './home';
export { listsRoutes } from './lists';
export { membersRoutes } from './members';
export { profileRoutes } from './profile';
export { sessionRoutes } from './session';
export { teamsRoutes } from './teams';
export { tokensRoutes } from './tokens';
export { trashRoutes } from './trash';
export { v1Routes } from './v1';
