/** Every handler of the devices Lambda. */
export * from './devices.js';
