/** The gateway app of the workbench's calls. */
export const HOME_APP = 'org-center'

/** The query keys of the feature: an application refreshes `channels`. */
export const homeKeys = {
  channels: ['brand-channels'] as const,
}
