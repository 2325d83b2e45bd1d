/** The panels and dialogs the transcript page can open (its own module, so header and menu share it without a cycle). */
export type Panel = 'find' | 'speakers' | 'history' | 'shortcuts' | 'delete' | 'export' | 'reviewLinks' | 'access' | 'pseudonyms' | 'highlights' | 'chapters' | 'showNotes';
