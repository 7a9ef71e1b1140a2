/** Defaults fixed by spec 3 §5.4 and §9. */
export const DEFAULTS = {
  maxItems: 100,
  pageSize: 10,
  directoryWidth: 180,
  scrollDuration: 300,
  imageTileSize: 100,
  imageSizeLimitMb: 1024,
  /** A multiple-image limit of 0 means "no practical limit". */
  unlimitedImages: 100000,
  /** Drag animation of sortable rows, as @formily/antd-v5 and dnd-kit draw it. */
  dragAnimationMs: 200,
  numberMin: 1,
  numberMax: 999999999,
  examplePopoverWidth: 300,
  dateFormat: 'YYYY-MM-DD HH:mm:ss',
  emptyText: '--',
} as const
