import { DROP_REASON_TEXTS } from '../../../common/csv';
import type { ImportMode } from '../../../common/csv';

/**
 * Labels and summaries of the CSV dialogs that common/csv.ts (CSV_TEXTS, the spec's own wording)
 * does not hold. Tests import them from here.
 */

/** '1 list', '3,400 members': en-US digits, like the texts of common/csv.ts. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

export const CSV_SCREEN_TEXTS = {
  importTitle: 'Import lists from CSV',
  importDescription: 'A file with the columns List Name, Icon, Color, communityId and Members (usernames separated by ;).',
  listImportTitle: (listName: string) => `Import members into ${listName}`,
  listImportDescription: 'Replaces the members, icon and community ID of this list with those of a one-list CSV file, like the one Export CSV gives.',
  file: 'CSV file',
  fileHint: (maxMb: number) => `A .csv file of at most ${String(maxMb)} MB.`,
  mode: 'What to do with my lists',
  modes: {
    replace: {
      label: 'Replace all my lists',
      hint: 'Deletes every list you have now, with its members, and creates the lists of the file.',
    },
    merge: {
      label: 'Merge into my lists',
      hint: 'Adds the new lists, and adds missing members to lists with the same name. Nothing is deleted.',
    },
  } satisfies Record<ImportMode, { label: string; hint: string }>,
  preview: 'Preview',
  previewing: 'Reading the file…',
  cancel: 'Cancel',
  confirm: { replace: 'Replace my lists', merge: 'Merge into my lists' } satisfies Record<ImportMode, string>,
  confirmListImport: 'Replace members',
  previewHeading: 'What this import does',
  statLists: 'Lists',
  statMembers: 'Members',
  statDropped: 'Dropped',
  statReplaced: 'Replaced',
  replaces: (lists: number, members: number) => `Replaces your ${countOf(lists, 'list')} and ${countOf(members, 'member')}.`,
  replacesNothing: 'You have no lists now, so nothing is replaced.',
  merges: (created: number, merged: number) =>
    merged === 0
      ? `Adds ${countOf(created, 'new list')}; none of your lists changes.`
      : `Adds ${countOf(created, 'new list')} and adds missing members to ${countOf(merged, 'list')} with the same name.`,
  listsTable: 'Lists in the file',
  columnList: 'List',
  columnMembers: 'Members',
  columnAction: 'Action',
  columnLine: 'Line',
  columnEntry: 'Entry',
  columnReason: 'Reason',
  actionCreate: 'New',
  actionMerge: 'Merge',
  noIcon: 'No icon',
  droppedHeading: (count: number) => `Dropped entries (${count.toLocaleString('en-US')})`,
  droppedTable: 'Dropped entries',
  andMore: (count: number) => `and ${count.toLocaleString('en-US')} more`,
  emptyEntry: '(empty)',
  notesHeading: 'Notes',
  listReplaces: (removes: number, members: number) => `Replaces ${countOf(removes, 'member')} with ${members.toLocaleString('en-US')}.`,
  listLabel: 'List',
  iconLabel: 'Icon',
  communityIdLabel: 'Community ID',
  imported: (lists: number, members: number, removedLists: number, removedMembers: number, dropped: number) =>
    [
      `Imported ${countOf(lists, 'list')} and ${countOf(members, 'member')}.`,
      removedLists > 0 ? `Replaced ${countOf(removedLists, 'list')} and ${countOf(removedMembers, 'member')}.` : null,
      dropped > 0 ? `Dropped ${countOf(dropped, 'entry', 'entries')}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
  importedList: (listName: string, members: number, removed: number, dropped: number) =>
    [
      `Imported ${countOf(members, 'member')} into ${listName}` + (removed > 0 ? `, replacing ${countOf(removed, 'member')}.` : '.'),
      dropped > 0 ? `Dropped ${countOf(dropped, 'entry', 'entries')}.` : null,
    ]
      .filter(Boolean)
      .join(' '),
  exported: (fileName: string) => `Downloaded ${fileName}.`,
  exportListsFailed: 'Failed to export lists',
  exportListFailed: 'Failed to export list',
  exportSelectedFailed: (message: string) => `Failed to export selected lists: ${message}`,
  importListsFailed: (reason: string) => `Failed to import lists: ${reason}`,
  importListMembersFailed: (message: string) => `Failed to import list members: ${message}`,
  importing: (members: number) => `Importing ${members.toLocaleString('en-US')} ${members === 1 ? 'member' : 'members'}…`,
  dropReason: DROP_REASON_TEXTS,
  downloadRejected: 'Download rejected rows',
  rejectedDownloaded: (fileName: string) => `${fileName} downloaded: fix the rows and import them again.`,
  rejectedFailed: (reason: string) => `Could not download the rejected rows: ${reason}`,
  // The mapping step of a file that is not the old format (issue #38).
  downloadTemplate: 'Download template',
  templateHint: 'Or any CSV with a column of X handles: you choose its columns next.',
  templateDownloaded: (fileName: string) => `${fileName} downloaded.`,
  mappingHeading: 'Match the columns',
  mappingIntro: (rows: number) =>
    `This file is not in the List Name, Icon, Color, communityId, Members format. Say which column holds what; ${countOf(rows, 'row')} under the header.`,
  mappingSample: 'The first rows of the file',
  columnOption: (index: number, name: string) => `Column ${String(index + 1)}: ${name === '' ? '(no name)' : name}`,
  handlesColumn: 'Handles are in column',
  listsLegend: 'Which list each handle goes into',
  listFromColumn: 'List name is in column',
  listColumn: 'List name column',
  allIntoOne: 'Put all into one list',
  intoList: 'List',
  newList: 'A new list…',
  newListName: 'New list name',
  mappedInto: (name: string) => `Every handle goes into ${name}.`,

} as const;
