/** The organisation page: billing, branding, signature comment, subscription, people and access. */
export {
  OrganisationPage,
  ORGANISATION_TABS,
  type OrganisationTab,
} from './components/organisation-page.tsx';
