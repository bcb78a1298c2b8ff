/**
 * The "select every row of this page" box of a list, shared by the table's header and the
 * cards' select-all row: checked when each row of the page is selected, indeterminate when
 * some are, and toggling adds the page's rows to the selection or takes them out of it, while
 * rows selected on other pages stay selected.
 */
export interface PageSelection {
  /** How many of the page's rows are selected. */
  count: number;
  /** Every row of the page is selected (and the page has rows). */
  all: boolean;
  /** Some of the page's rows are selected, not all: the box is indeterminate. */
  some: boolean;
  /** The page has no rows, so the box has nothing to select. */
  empty: boolean;
  /** The selection once the box is toggled. */
  toggled: () => string[];
}

export function pageSelection(pageIds: string[], selected: string[]): PageSelection {
  const count = pageIds.filter((id) => selected.includes(id)).length;
  const all = pageIds.length > 0 && count === pageIds.length;
  return {
    count,
    all,
    some: count > 0 && !all,
    empty: pageIds.length === 0,
    toggled: () =>
      all
        ? selected.filter((id) => !pageIds.includes(id))
        : [...selected, ...pageIds.filter((id) => !selected.includes(id))],
  };
}
