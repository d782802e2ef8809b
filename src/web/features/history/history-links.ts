/** Where history links a driver: the head-to-head page, which shows any driver's career. */
export const driverHref = (driverId: string) => `/head-to-head?a=${encodeURIComponent(driverId)}`;
export const seasonHref = (year: number) => `/f1-history/${year}`;
