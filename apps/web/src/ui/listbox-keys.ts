import type { KeyboardEvent } from 'react';

/** What a combobox's key handling changes of its list of options. */
export interface ListboxKeys {
  count: number;
  expanded: boolean;
  active: number;
  setActive: (update: (index: number) => number) => void;
  open: () => void;
  close: () => void;
  /** Enter on the active option chooses it; without it Enter is left to the form. */
  choose?: (index: number) => void;
}

/**
 * The keys of an ARIA 1.2 combobox with a list (aria-activedescendant): arrow down and up move the
 * active option, wrapping around; Enter chooses it; Escape closes the open list.
 */
export function onListboxKey(event: KeyboardEvent, list: ListboxKeys): void {
  if (event.key === 'ArrowDown' && list.count > 0) {
    event.preventDefault();
    list.open();
    list.setActive((index) => (index + 1) % list.count);
  } else if (event.key === 'ArrowUp' && list.count > 0) {
    event.preventDefault();
    list.open();
    list.setActive((index) => (index <= 0 ? list.count - 1 : index - 1));
  } else if (event.key === 'Enter' && list.choose && list.expanded && list.active >= 0) {
    event.preventDefault();
    list.choose(list.active);
  } else if (event.key === 'Escape') {
    if (list.expanded) event.preventDefault();
    list.close();
  }
}
