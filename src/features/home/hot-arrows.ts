/** §9 "carousel arrows above 5": the hot games carousel shows its previous/next buttons only past 5 games. */
export const hotArrowsAbove = 5;

export function showsHotArrows(count: number): boolean {
  return count > hotArrowsAbove;
}
