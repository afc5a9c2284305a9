/**
 * How many offers the dashboard's Available Offers and Offers for you sections show: betting's home
 * answer reads that many, and the screens ask for that many when they ask on their own. No imports:
 * browsers load this file on its own (`@p2p/contracts/home-sections`).
 */
export const HOME_OFFERS_SHOWN = 6;
