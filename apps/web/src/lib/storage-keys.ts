/**
 * Names under which the browser keeps state between visits. The access token and the user
 * live in cookies (path '/'); everything else lives in localStorage.
 */
export const COOKIE_KEYS = {
  accessToken: 'accessToken',
  userData: 'userData',
} as const;

export const STORAGE_KEYS = {
  abilityRules: 'userAbilityRules',
  language: 'language',
  feedbackTicketId: 'feedbackTicketId',
  feedbackTaskId: 'feedbackTaskId',
  /** The signed token of a feedback/reopen link; sessionStorage, so it goes with the tab. */
  feedbackToken: 'feedbackToken',
  resetToken: 'resetToken',
  resetEmail: 'resetEmail',
  primaryColor: 'primaryColor',
  highlightColor: 'highlightColor',
  logo: 'logo',
  layoutSettings: 'mainstay-layout-settings',
  /** Followed by `:<user id>`: each person on a shared device keeps their own row density. */
  tableDensity: 'mainstay-table-density',
  /** Followed by `:<template id>`: the builder's copy of a draft the server has not saved yet. */
  templateDraft: 'mainstay-template-draft',
  /** Followed by `:<form id>`: a form's answers not yet sent (kept while offline or failing). */
  formAnswers: 'mainstay-form-answers',
} as const;
