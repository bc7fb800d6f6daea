// SPEC §4 / §9 the bell's unread count: marking one viewed lowers it (never below 0), marking
// all viewed (setNotificationUpdates) sets it to 0, and a new unviewed notification raises it.
export type UnreadChange = { kind: 'viewed' } | { kind: 'all-viewed' } | { kind: 'added'; viewed: boolean };

export function nextUnreadCount(count: number, change: UnreadChange): number {
  switch (change.kind) {
    case 'viewed':
      return Math.max(0, count - 1);
    case 'all-viewed':
      return 0;
    case 'added':
      return change.viewed ? count : count + 1;
  }
}
