/** One theme in the page's in-page navigation; the hook builds them, the sidebar shows them. */
export interface SidebarEntry {
  anchorId: string;
  title: string;
}
