/**
 * For a part that starts below a phone's first screen (decision 063): the browser skips its
 * layout and paint until it comes near the viewport (`content-visibility: auto`), so its arrival
 * after the first screen does not lay the whole page out again. Until it has been rendered once
 * it holds `estimate` (its height on a phone, in px); after that, `auto` keeps its real height.
 * Its text stays in the page for find-in-page, assistive technology and anchors.
 */
export const belowTheFold = (estimate: number) => ({
  contentVisibility: 'auto' as const,
  containIntrinsicSize: `auto ${estimate}px`,
});
