export {
  AddRowForm,
  useAddRow,
  type AddRow,
  type AddRowFormProps,
  type AddRowOptions,
} from './add-row-form.tsx';
export { ChipList } from './chip-list.tsx';
export { EmailLink, PhoneLink } from './contact-links.tsx';
export { DetailColumn, DetailColumns, type DetailColumnsProps } from './detail-columns.tsx';
export { DetailPage, type DetailPageProps } from './detail-page.tsx';
export { DetailTabs, useUrlTab, type DetailTabsProps, type UrlTabOptions } from './detail-tabs.tsx';
export { EmptyLine } from './empty-line.tsx';
export { useSelectedTabInView } from './use-selected-tab-in-view.ts';
export { FileButton, type FileButtonProps } from './file-button.tsx';
export { FileLinkList, FileNameLink, type FileLink } from './file-link-list.tsx';
export { LinkList, type LinkListItem } from './link-list.tsx';
export { PhotoGallery, PhotoLink, type GalleryPhoto } from './photo-gallery.tsx';
export { ownWords, QueryContent, type QueryContentProps } from './query-content.tsx';
export {
  ConfirmDelete,
  RecordActions,
  type ConfirmDeleteProps,
  type ArchiveAction,
  type RecordActionsProps,
} from './record-actions.tsx';
export {
  RecordTableCard,
  type RecordColumn,
  type RecordTableCardProps,
} from './record-table-card.tsx';
export { TextSection } from './text-section.tsx';
export { WorkItemList, type WorkItem } from './work-item-list.tsx';
