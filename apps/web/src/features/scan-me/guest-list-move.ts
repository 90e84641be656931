import { scanListReducer } from '@shop/domain';
import { deleteList, guestId, guestListId, readList, serverKeyOfList, updateList } from './scan-me-store';

/** The guest's scan-me list when it has lines (docs/rules/states-and-rules.md guest-list dialog). */
export async function guestListWithLines() {
  const id = guestId();
  if (!id) return null;
  const list = await readList(guestListId(id));
  return list && list.lines.length > 0 ? list : null;
}

/**
 * Moves the guest's list into a customer's scan-me list: nothing lost, the same EAN summed; the
 * guest list is cleared only after the customer's list is written.
 */
export async function moveGuestList(targetListId: string): Promise<number> {
  const guest = await guestListWithLines();
  // Into a customer's list only: "moving" the guest list into itself would delete its lines.
  if (!guest || serverKeyOfList(targetListId) === null) return 0;
  // The customer's sync state stays: the guest's lines are a change on the device the next sync sends.
  await updateList(targetListId, (target) => ({
    id: targetListId,
    lines: scanListReducer(target?.lines ?? [], { type: 'merge', lines: guest.lines }),
    updatedAt: Date.now(),
    synced: target?.synced ?? null,
  }));
  await deleteList(guest.id);
  return guest.lines.length;
}
