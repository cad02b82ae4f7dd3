/** Where the Live steps were: kept so specs written against this path still compile. */
export * from './steps/live';
