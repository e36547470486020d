/**
 * The one lazy entry of a literature result's claim: the flow and its author picker in one chunk, loaded on the
 * first click (one dynamic import keeps the result list's own code small).
 */
export { default as AuthorPickerDrawer } from './AuthorPickerDrawer';
export { claimFrom, claimPaper } from './claimPaper';
