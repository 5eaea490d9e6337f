// The coin listing tiers the landing page presents (spec section 1) and a listing application
// chooses from (issue 19 point 4), in the spec's order.
export const LISTING_TIERS = ['diamond', 'gold', 'silver', 'platinum', 'max'] as const;
export type ListingTier = (typeof LISTING_TIERS)[number];
