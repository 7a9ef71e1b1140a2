import AxeBuilder from '@axe-core/playwright'
import { type Page } from '@playwright/test'

/** The rules the journeys hold every screen to: WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * An axe scan of the page (or of the part `include` selects) against WCAG 2 A/AA.
 *
 * - Legacy mode: axe runs in the page itself (its own frame messaging reaches any iframe). The default
 *   mode opens a fresh blank tab for every scan to merge the frames' results, which made each scan
 *   take 2-4 s on this 2-core machine, against about 1 s here, for the same rules and the same result.
 * - Only violations are collected in full: the passing and inapplicable nodes, which nothing reads,
 *   are not serialised.
 */
export const wcagScan = (page: Page, include?: string) => {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).withTags(WCAG_TAGS)
  if (include) builder = builder.include(include)
  return builder.analyze()
}

/** The WCAG 2 A/AA rules about colour: all a theme changes on a page whose markup is the same. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The colour rules only, for a page already scanned in full in another theme: switching the theme
 * changes colours, not markup, so the other rules would find again what the full scan found. About half
 * the time of a full scan.
 */
export const colourScan = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).withRules(COLOUR_RULES).analyze()
