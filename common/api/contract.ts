import { backgroundJobsStateSchema } from '../background-jobs';
import { z } from 'zod';
import { apiTokensResponseSchema, createApiTokenSchema, createdApiTokenSchema } from '../api-tokens';
import { v1AddMembersSchema, v1HandleListsSchema, v1HandleParamsSchema, v1ListMemberParamsSchema, v1MeSchema, v1RenameListSchema } from '../api-v1';
import {
  acceptInviteResponseSchema,
  activityPageSchema,
  activityQuerySchema,
  changeRoleSchema,
  createWorkspaceSchema,
  inviteInfoSchema,
  inviteRequestSchema,
  inviteTokenSchema,
  myInvitesResponseSchema,
  memberParamsSchema,
  pendingInviteSchema,
  renameWorkspaceSchema,
  switchWorkspaceSchema,
  teamMemberSchema,
  teamResponseSchema,
  workspaceSummarySchema,
  workspacesResponseSchema,
} from '../teams';
import { emptyTrashQuerySchema, emptyTrashResultSchema, snapshotRestoreResultSchema, snapshotsResponseSchema, trashResponseSchema } from '../trash';
import {
  adminSetupSchema,
  adminStatsSchema,
  setupRequestSchema,
  setupStatusSchema,
  adminUserSchema,
  adminUsersQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  blockUserSchema,
  createUserSchema,
  deleteUserQuerySchema,
  extensionInputSchema,
  extensionSchema,
  extensionsResponseSchema,
  registrationToggleSchema,
  updateUserSchema,
  usersPageSchema,
} from '../admin';
import {
  loginRequestSchema,
  loginResponseSchema,
  registerRequestSchema,
  registerResponseSchema,
  registrationStatusSchema,
  requestPasswordResetSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
  successResponseSchema,
  emailLinkRequestSchema,
} from '../auth';
import {
  adminPlanSchema,
  adminPlansResponseSchema,
  billingStatusSchema,
  checkoutRequestSchema,
  freeTierSchema,
  planAssignmentRequestSchema,
  planAssignmentSchema,
  planAssignmentsResponseSchema,
  planInputSchema,
  plansQuerySchema,
  plansResponseSchema,
  portalRequestSchema,
  redirectUrlSchema,
} from '../billing';
import {
  adminPostSchema,
  adminPostsQuerySchema,
  adminPostsResponseSchema,
  adminCategoriesResponseSchema,
  categoriesResponseSchema,
  categoryInputSchema,
  categorySchema,
  homePostsSchema,
  postInputSchema,
  postSchema,
  postsPageSchema,
  postsQuerySchema,
  siteConfigSchema,
  slugParamsSchema,
  tagInputSchema,
  tagSchema,
  tagsResponseSchema,
} from '../blog';
import { uploadedImageSchema } from '../media';
import { exportSelectedSchema, importPreviewAnswerSchema, importQuerySchema, rejectedRowsQuerySchema, importResultSchema, listImportPreviewSchema, listImportResultSchema } from '../csv';
import { idParamsSchema } from '../integers';
import {
  addMemberSchema,
  bulkAddMembersSchema,
  bulkAddResultSchema,
  bulkIconSchema,
  copyMemberSchema,
  createListSchema,
  listMembersQuerySchema,
  listMembersResponseSchema,
  listsQuerySchema,
  listsResponseSchema,
  listSummarySchema,
  memberRowSchema,
  memberSchema,
  membersPageSchema,
  membersQuerySchema,
  memberSuggestQuerySchema,
  memberSuggestionsSchema,
  shootHistorySchema,
  shootRequestSchema,
  shootResponseSchema,
  updateListSchema,
} from '../lists';
import { accountDeletionPreviewSchema, deleteAccountSchema, myDataSchema } from '../account-data';
import { changeEmailSchema, changePasswordSchema, profileResponseSchema, updateProfileDetailsSchema, updateXAccountSchema } from '../profile';
import { announceDrawSchema, announcedDrawSchema, drawCertificateSchema, drawParamsSchema, drawSettingsSchema, redrawSchema } from '../draws';
import { createGiveawaySchema, saveEntrantsSchema, savedEntrantsSchema, entryCountSchema, enterGiveawaySchema, giveawayEntrySchema, giveawayParamsSchema, giveawaySchema, giveawayListSchema, giveawaysQuerySchema, giveawaysResponseSchema, publicGiveawaySchema, withdrawEntrySchema } from '../giveaways';
import { composerSchema, createTemplateSchema, templateSchema, updateComposerSettingsSchema, updateTemplateSchema } from '../message-templates';
import { sessionResponseSchema } from '../session';
import { adminPlanRequestsSchema, createPlanRequestSchema, handledPlanRequestSchema, myPlanRequestSchema, myPlanRequestsSchema, pricingResponseSchema } from '../plan-requests';
import { extensionDownloadSchema } from '../extension-download';
import { adminRoutes, authRoutes, billingRoutes, blogRoutes, composeRoutes, csvRoutes, drawsRoutes, giveawaysRoutes, homeRoutes, listsRoutes, membersRoutes, profileRoutes, sessionRoutes, teamsRoutes, tokensRoutes, trashRoutes, v1Routes, type RouteAddress } from './routes';

/** Every endpoint's address, by name. */
export const routes = { ...sessionRoutes, ...authRoutes, ...profileRoutes, ...listsRoutes, ...membersRoutes, ...composeRoutes, ...drawsRoutes, ...giveawaysRoutes, ...csvRoutes, ...trashRoutes, ...teamsRoutes, ...tokensRoutes, ...v1Routes, ...billingRoutes, ...homeRoutes, ...blogRoutes, ...adminRoutes };
export type RouteName = keyof typeof routes;

/**
 * The route contract, schema half: for each endpoint of `routes.ts`, by the same name, what its
 * path parameters, query and body are and what a success answers (status and schema). Errors
 * always answer `{ error: { code, message } }` (common/api-error.plain.ts). The server validates
 * requests and strips answers with these schemas, the web's checked client parses answers with
 * them, and an OpenAPI document can be generated from them (decision 017).
 */
interface EndpointSchemas {
  /** What the endpoint does, in one line (OpenAPI's summary). */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; CSV, image and raw bodies (routes.ts `bodyMedia`) have none here. */
  body?: z.ZodType;
  /** The success status: 200 unless said. */
  status?: 200 | 201 | 204;
  /** The success answer; none for 204 and for CSV downloads. */
  response?: z.ZodType;
}

const ok = z.object({ ok: z.literal(true) });

const schemas = {
  getSession: { summary: 'Who is signed in (null for a visitor), with their plan', response: sessionResponseSchema },
  getRegistrationStatus: { summary: 'Whether registration is open', response: registrationStatusSchema },
  register: { summary: 'Creates an account and mails a verification link; from an invitation to its own address, verified, joined and signed in', body: registerRequestSchema, status: 201, response: registerResponseSchema },
  login: { summary: 'Signs in; sets the session cookie', body: loginRequestSchema, response: loginResponseSchema },
  logout: { summary: 'Signs out this session', response: ok },
  logoutOthers: { summary: 'Ends every other session of mine', response: z.object({ ok: z.literal(true), ended: z.number().int().nonnegative() }) },
  verifyEmail: { summary: 'Opens a verification or e-mail-change link', body: emailLinkRequestSchema, response: successResponseSchema },
  resendVerification: { summary: 'Sends the verification mail again (with the credentials)', body: resendVerificationRequestSchema, response: successResponseSchema },
  requestPasswordReset: { summary: 'Mails a password-reset link, if the account exists', body: requestPasswordResetSchema, response: successResponseSchema },
  resetPassword: { summary: 'Sets a new password from a reset link', body: resetPasswordRequestSchema, response: successResponseSchema },

  getProfile: { summary: 'My profile', response: profileResponseSchema },
  updateProfileDetails: { summary: 'Saves my profile details', body: updateProfileDetailsSchema, response: profileResponseSchema },
  updateXAccount: { summary: 'Saves my X account', body: updateXAccountSchema, response: profileResponseSchema },
  changeEmail: { summary: 'Mails a link that changes my e-mail', body: changeEmailSchema, response: successResponseSchema },
  changePassword: { summary: 'Changes my password; ends my other sessions', body: changePasswordSchema, response: successResponseSchema },
  downloadMyData: { summary: 'Everything Rollcall keeps about me, as a JSON file (no secret)', response: myDataSchema },
  accountDeletionPreview: { summary: 'What deleting my account would do now', response: accountDeletionPreviewSchema },
  deleteAccount: { summary: 'Deletes my account, after my password and the typed confirmation', body: deleteAccountSchema, response: successResponseSchema },

  getLists: { summary: 'My lists and my quota', query: listsQuerySchema, response: listsResponseSchema },
  createList: { summary: 'Creates a list, if my plan allows one more', body: createListSchema, status: 201, response: listSummarySchema },
  updateList: { summary: 'Changes one field of a list', params: idParamsSchema, body: updateListSchema, response: listSummarySchema },
  setListsIcon: { summary: 'Sets the icon of several lists', body: bulkIconSchema, response: z.object({ updated: z.number().int() }) },
  deleteList: { summary: 'Moves a list and its members to the Trash', params: idParamsSchema, status: 204 },
  getListMembers: { summary: 'The members of a list', params: idParamsSchema, query: listMembersQuerySchema, response: listMembersResponseSchema },
  addMember: { summary: 'Adds a member to a list', params: idParamsSchema, body: addMemberSchema, status: 201, response: memberSchema },
  addMembersBulk: { summary: 'Adds the handles of a pasted text to a list', params: idParamsSchema, body: bulkAddMembersSchema, response: bulkAddResultSchema },
  shoot: { summary: 'Draws random members from lists', body: shootRequestSchema, response: shootResponseSchema },
  getShootHistory: { summary: 'My recent shoots', response: shootHistorySchema },

  getMembers: { summary: 'My members, a page at a time', query: membersQuerySchema, response: membersPageSchema },
  suggestMembers: { summary: 'My members whose username starts with or contains the text (the composer\'s @-mentions)', query: memberSuggestQuerySchema, response: memberSuggestionsSchema },
  deleteMember: { summary: 'Removes a membership', params: idParamsSchema, status: 204 },
  copyMember: { summary: 'Copies a member to another list', params: idParamsSchema, body: copyMemberSchema, response: z.object({ member: memberRowSchema }) },
  moveMember: { summary: 'Moves a member to another list', params: idParamsSchema, body: copyMemberSchema, response: z.object({ member: memberRowSchema }) },

  getComposer: { summary: 'My composer settings and message templates', response: composerSchema },
  updateComposerSettings: { summary: 'Changes my composer settings (mention warning, numbering, last template)', body: updateComposerSettingsSchema, response: composerSchema },
  createTemplate: { summary: 'Saves a message as a named template of mine', body: createTemplateSchema, status: 201, response: templateSchema },
  updateTemplate: { summary: 'Renames one of my templates or changes its message', params: idParamsSchema, body: updateTemplateSchema, response: templateSchema },
  deleteTemplate: { summary: 'Deletes one of my templates', params: idParamsSchema, status: 204 },

  getDraw: { summary: "A draw's certificate: anyone may read it; the owner also sees what they chose not to publish", params: drawParamsSchema, response: drawCertificateSchema },
  updateDrawSettings: { summary: 'What my certificate shows: the lists’ names, the entrant list', params: drawParamsSchema, body: drawSettingsSchema, response: drawCertificateSchema },
  announceDraw: { summary: 'Announces a draw: the members frozen and the seed committed now, drawn at drawAt', body: announceDrawSchema, status: 201, response: announcedDrawSchema },

  getGiveaways: { summary: "The workspace's giveaways and its plain shoots' certificates, newest first, searchable", query: giveawaysQuerySchema, response: giveawaysResponseSchema },
  createGiveaway: { summary: 'Makes a giveaway: its seed committed now, its entrants frozen and drawn when entries close', body: createGiveawaySchema, status: 201, response: giveawaySchema },
  saveGiveawayEntrants: { summary: 'Saves the people who entered on a closed giveaway’s page into a new list (within the plan’s limit)', params: giveawayParamsSchema, body: saveEntrantsSchema, status: 201, response: savedEntrantsSchema },
  getPublicGiveaway: { summary: "A giveaway's entry page: its title, prize, rules, organiser, closing time and entry count", params: giveawayParamsSchema, response: publicGiveawaySchema },
  enterGiveaway: { summary: 'Enters an X handle, with the consent to be mentioned if it wins; answers the token that withdraws it', params: giveawayParamsSchema, body: enterGiveawaySchema, status: 201, response: giveawayEntrySchema },
  withdrawEntry: { summary: 'Withdraws the entry the token was given for, while entries are open', params: giveawayParamsSchema, body: withdrawEntrySchema, response: entryCountSchema },
  drawNow: { summary: 'Draws my announced draw now that its time has come', params: drawParamsSchema, response: drawCertificateSchema },
  redrawOne: { summary: 'Replaces one winner of my draw, from those who never won or were replaced on it', params: drawParamsSchema, body: redrawSchema, response: drawCertificateSchema },

  previewImport: { summary: 'What importing a CSV of lists would do, or the columns of a file to map first', query: importQuerySchema, response: importPreviewAnswerSchema },
  importLists: { summary: 'Imports a CSV of lists (replace or merge)', query: importQuerySchema, response: importResultSchema },
  rejectedRows: { summary: 'What a CSV of lists holds that an import cannot use, as a CSV of rejected rows', query: rejectedRowsQuerySchema },
  previewListImport: { summary: 'What importing a CSV into a list would do', params: idParamsSchema, response: listImportPreviewSchema },
  importList: { summary: 'Imports a CSV into a list (its members replaced)', params: idParamsSchema, response: listImportResultSchema },
  exportLists: { summary: 'All my lists as CSV' },
  exportSelectedLists: { summary: 'Some of my lists as CSV', body: exportSelectedSchema },
  exportList: { summary: 'One list as CSV', params: idParamsSchema },

  getTrash: { summary: 'My deleted lists, newest first, and how long they stay', response: trashResponseSchema },
  restoreTrashedList: { summary: 'Puts a deleted list back among my lists, if my plan has room', params: idParamsSchema, response: listSummarySchema },
  deleteTrashedList: { summary: 'Deletes a list in my Trash for good', params: idParamsSchema, status: 204 },
  emptyTrash: { summary: 'Deletes for good every list in my Trash (deleted up to `through`, when given)', query: emptyTrashQuerySchema, response: emptyTrashResultSchema },
  getImportSnapshots: { summary: 'My lists as they were before my last replace imports and restores', response: snapshotsResponseSchema },
  restoreImportSnapshot: { summary: 'Puts my lists back as a snapshot holds them; what it replaces is kept as a snapshot', params: idParamsSchema, response: snapshotRestoreResultSchema },

  getWorkspaces: { summary: 'My workspaces and the current one', response: workspacesResponseSchema },
  createWorkspace: { summary: 'Creates a team I own and makes it my current workspace', body: createWorkspaceSchema, status: 201, response: workspaceSummarySchema },
  switchWorkspace: { summary: 'Makes a workspace I belong to my current one', body: switchWorkspaceSchema, response: workspacesResponseSchema },
  getTeam: { summary: 'The current workspace: its members, and for owners its pending invitations', response: teamResponseSchema },
  renameTeam: { summary: 'Renames the current team (owners)', body: renameWorkspaceSchema, response: workspaceSummarySchema },
  deleteTeam: { summary: 'Deletes the current team and its lists for good (owners)', status: 204 },
  inviteToTeam: { summary: 'Invites someone by e-mail with a role (owners); the mail carries a single-use link', body: inviteRequestSchema, status: 201, response: pendingInviteSchema },
  withdrawInvite: { summary: 'Withdraws a pending invitation (owners)', params: idParamsSchema, status: 204 },
  changeMemberRole: { summary: "Changes a member's role (owners); the last owner keeps theirs", params: memberParamsSchema, body: changeRoleSchema, response: teamMemberSchema },
  removeTeamMember: { summary: 'Removes a member (owners); they lose access on their next request', params: memberParamsSchema, status: 204 },
  leaveTeam: { summary: 'Leaves the current team; the last owner cannot', status: 204 },
  getActivity: { summary: 'Who did what in the current workspace, newest first', query: activityQuerySchema, response: activityPageSchema },
  getInvite: { summary: 'What an invitation link offers (the token in the body)', body: inviteTokenSchema, response: inviteInfoSchema },
  acceptInvite: { summary: 'Joins the team of an invitation sent to my e-mail', body: inviteTokenSchema, response: acceptInviteResponseSchema },
  getMyInvites: { summary: 'The open invitations sent to my e-mail, to teams I am not in', response: myInvitesResponseSchema },
  acceptMyInvite: { summary: 'Joins the team of one of my invitations (sent to my e-mail)', params: idParamsSchema, response: acceptInviteResponseSchema },

  v1OpenApi: { summary: 'The OpenAPI 3.1 document of /api/v1' },
  v1Me: { summary: 'Who this token acts for: its user, the workspace it reaches and its scope', response: v1MeSchema },
  v1GetLists: { summary: "The lists of the token's workspace, with the plan's quota", response: listsResponseSchema },
  v1CreateList: { summary: 'Creates a list, if the plan allows one more', body: createListSchema, status: 201, response: listSummarySchema },
  v1RenameList: { summary: 'Renames a list', params: idParamsSchema, body: v1RenameListSchema, response: listSummarySchema },
  v1DeleteList: { summary: 'Moves a list and its members to the Trash (restorable in the app)', params: idParamsSchema, status: 204 },
  v1GetListMembers: { summary: 'The members of a list, by username; `search` keeps those whose username contains it', params: idParamsSchema, query: listMembersQuerySchema, response: listMembersResponseSchema },
  v1AddMembers: { summary: 'Adds handles to a list: new ones added, duplicates and invalid ones reported', params: idParamsSchema, body: v1AddMembersSchema, response: bulkAddResultSchema },
  v1RemoveMember: { summary: 'Removes a handle from a list', params: v1ListMemberParamsSchema, status: 204 },
  v1GetMembers: { summary: 'Every member of every list, a page at a time; `search` by username, `list` by list name', query: membersQuerySchema, response: membersPageSchema },
  v1HandleLists: { summary: 'Which lists hold a handle (exactly, whatever its case)', params: v1HandleParamsSchema, response: v1HandleListsSchema },
  v1Shoot: { summary: 'Draws random members from lists (the app\'s shoot, with its certificate)', body: shootRequestSchema, response: shootResponseSchema },
  v1ExportLists: { summary: 'Every list as CSV (the app\'s export format)' },
  v1ExportList: { summary: 'One list as CSV', params: idParamsSchema },
  v1GetGiveaways: { summary: "The giveaways of the token's workspace, newest first", response: giveawayListSchema },
  v1CreateGiveaway: { summary: 'Makes a giveaway (Editors and Owners): its seed committed now, its entrants frozen and drawn when entries close', body: createGiveawaySchema, status: 201, response: giveawaySchema },
  v1GetGiveawayEntries: { summary: 'How many people entered a giveaway on its entry page (the lists’ members are counted when entries close)', params: giveawayParamsSchema, response: entryCountSchema },

  getApiTokens: { summary: 'My personal API tokens (never the tokens themselves)', response: apiTokensResponseSchema },
  createApiToken: { summary: 'Creates a personal API token; the answer holds it this once', body: createApiTokenSchema, status: 201, response: createdApiTokenSchema },
  revokeApiToken: { summary: 'Revokes one of my API tokens at once', params: idParamsSchema, status: 204 },

  getPlans: { summary: 'The plans on sale', query: plansQuerySchema, response: plansResponseSchema },
  getBillingStatus: { summary: 'My plan and subscription', response: billingStatusSchema },
  createCheckoutSession: { summary: 'Starts a Stripe checkout for a subscription', body: checkoutRequestSchema, response: redirectUrlSchema },
  createLtdCheckoutSession: { summary: 'Starts a Stripe checkout for a lifetime deal', body: checkoutRequestSchema, response: redirectUrlSchema },
  createPortalSession: { summary: 'Opens the Stripe customer portal', body: portalRequestSchema, response: redirectUrlSchema },
  stripeWebhook: {
    summary: "Stripe's signed events",
    response: z.object({ received: z.literal(true), outcome: z.enum(['processed', 'duplicate', 'ignored']) }),
  },

  getPricing: { summary: 'Every active plan, with its public fields and how to get it (buy, ask the admins, or everyone has it)', response: pricingResponseSchema },
  getMyPlanRequests: { summary: 'My open requests for a plan', response: myPlanRequestsSchema },
  createPlanRequest: { summary: 'Asks the admins for a plan that cannot be bought here; they get a mail', body: createPlanRequestSchema, status: 201, response: myPlanRequestSchema },

  getExtensions: { summary: 'The extensions catalogue I may see', response: extensionsResponseSchema },
  getExtensionDownload: { summary: "The browser extension's zip this server serves, or null when its build has none", response: extensionDownloadSchema },

  getPosts: { summary: 'Published posts, a page at a time', query: postsQuerySchema, response: postsPageSchema },
  getPost: { summary: 'One published post', params: slugParamsSchema, response: postSchema },
  getBlogCategories: { summary: 'The active categories', response: categoriesResponseSchema },
  getHomePosts: { summary: "The home page's posts", response: homePostsSchema },
  getSiteConfig: { summary: 'What the browser needs of the configuration', response: siteConfigSchema },

  getSetupStatus: { summary: 'Whether the first admin can be created here (a setup link was printed and no admin exists)', response: setupStatusSchema },
  createFirstAdmin: { summary: 'Creates the first admin with the setup link the server printed at start; signs them in', body: setupRequestSchema, status: 201, response: loginResponseSchema },
  getAdminStats: { summary: 'Dashboard statistics', response: adminStatsSchema },
  getAdminSetup: { summary: "What the dashboard's 'Get started' checklist reads", response: adminSetupSchema },
  getBackgroundJobs: { summary: 'The background jobs: how each last ran, when it runs next, its failures; and the mail queue', response: backgroundJobsStateSchema },
  setRegistrationOpen: { summary: 'Opens or closes registration', body: registrationToggleSchema, response: registrationToggleSchema },
  getAdminUsers: { summary: 'Users, searched, a page at a time', query: adminUsersQuerySchema, response: usersPageSchema },
  createUser: { summary: 'Creates a user', body: createUserSchema, status: 201, response: adminUserSchema },
  updateUser: { summary: 'Changes a user', params: idParamsSchema, body: updateUserSchema, response: adminUserSchema },
  blockUser: { summary: 'Blocks or unblocks a user', params: idParamsSchema, body: blockUserSchema, response: adminUserSchema },
  deleteUser: { summary: 'Deletes a user (and their lists, if asked)', params: idParamsSchema, query: deleteUserQuerySchema, status: 204 },
  getAuditLog: { summary: 'The audit log, a page at a time', query: auditQuerySchema, response: auditPageSchema },
  getAdminPlans: { summary: 'Every plan', response: adminPlansResponseSchema },
  createPlan: { summary: 'Creates a plan', body: planInputSchema, status: 201, response: adminPlanSchema },
  updatePlan: { summary: 'Changes a plan', params: idParamsSchema, body: planInputSchema, response: adminPlanSchema },
  deletePlan: { summary: 'Deletes a plan nobody holds', params: idParamsSchema, status: 204 },
  setFreeTier: { summary: "Sets the free tier's list limit (the active tier-0 plan)", body: freeTierSchema, response: adminPlanSchema },
  getPlanAssignments: { summary: 'Recent plan assignments', response: planAssignmentsResponseSchema },
  assignPlan: { summary: 'Gives a user a plan (or takes it away)', body: planAssignmentRequestSchema, status: 201, response: planAssignmentSchema },
  getPlanRequests: { summary: 'The open requests for a plan, oldest first', response: adminPlanRequestsSchema },
  givePlanRequest: { summary: 'Gives the plan a request asks for, and closes the request', params: idParamsSchema, response: handledPlanRequestSchema },
  dismissPlanRequest: { summary: 'Closes a request for a plan without giving it', params: idParamsSchema, response: handledPlanRequestSchema },
  getAdminExtensions: { summary: 'Every extension', response: extensionsResponseSchema },
  createExtension: { summary: 'Creates an extension', body: extensionInputSchema, status: 201, response: extensionSchema },
  updateExtension: { summary: 'Changes an extension', params: idParamsSchema, body: extensionInputSchema, response: extensionSchema },
  deleteExtension: { summary: 'Deletes an extension', params: idParamsSchema, status: 204 },
  getAdminPosts: { summary: 'Every post, searched', query: adminPostsQuerySchema, response: adminPostsResponseSchema },
  getAdminPost: { summary: 'One post to edit', params: idParamsSchema, response: adminPostSchema },
  createPost: { summary: 'Creates a post', body: postInputSchema, status: 201, response: adminPostSchema },
  updatePost: { summary: 'Changes a post', params: idParamsSchema, body: postInputSchema, response: adminPostSchema },
  deletePost: { summary: 'Deletes a post', params: idParamsSchema, status: 204 },
  uploadImage: { summary: 'Stores an image for the blog (PNG, JPEG, WebP or GIF, at most 5 MB) at three widths', status: 201, response: uploadedImageSchema },
  getAdminCategories: { summary: 'Every category, with what holds on to it', response: adminCategoriesResponseSchema },
  createCategory: { summary: 'Creates a category', body: categoryInputSchema, status: 201, response: categorySchema },
  updateCategory: { summary: 'Changes a category', params: idParamsSchema, body: categoryInputSchema, response: categorySchema },
  deleteCategory: { summary: 'Deletes a category', params: idParamsSchema, status: 204 },
  getAdminTags: { summary: 'Every tag', response: tagsResponseSchema },
  createTag: { summary: 'Creates a tag', body: tagInputSchema, status: 201, response: tagSchema },
  updateTag: { summary: 'Changes a tag', params: idParamsSchema, body: tagInputSchema, response: tagSchema },
  deleteTag: { summary: 'Deletes a tag', params: idParamsSchema, status: 204 },
} as const satisfies { [N in RouteName]: EndpointSchemas };

export type Endpoint<N extends RouteName = RouteName> = (typeof routes)[N] & (typeof schemas)[N];
export type Contract = { [N in RouteName]: Endpoint<N> };

/** Every endpoint: where it lives (routes.ts) and what it takes and answers (above), by name. */
export const contract = Object.fromEntries(Object.entries(routes).map(([name, address]) => [name, { ...address, ...schemas[name as RouteName] }])) as unknown as Contract;

export type { RouteAddress };
