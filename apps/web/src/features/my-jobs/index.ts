/** My Jobs: the technician's queue of assigned tickets. */
export { MyJobsPage, type MyJobsPageProps } from './my-jobs-page.tsx';
