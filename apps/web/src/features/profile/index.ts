/** The signed-in user's own profile page (/user-profile) and its dialogs. */
export { ProfilePage } from './components/profile-page.tsx';
